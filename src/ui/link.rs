//! Links that hold a match: the export opened again by the browser's own
//! `DecompressionStream` (gzip, whose checksum catches a changed character;
//! the app compresses it at once, `storage::link::gzip`), and the link
//! handed on through the share sheet or copied.

use super::files::{is_abort, share_sheet};
use js_sys::{Array, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

// The browser's `DecompressionStream`, which web-sys binds only among its
// unstable APIs; where the browser has none, its making throws, and is caught.
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    type DecompressionStream;
    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<DecompressionStream, JsValue>;
}

/// Compressed bytes opened again by the browser's `DecompressionStream`;
/// an error when they do not check out.
pub async fn decompress(bytes: &[u8]) -> Result<String, JsValue> {
    let pair = DecompressionStream::new("gzip")?;
    let parts = Array::of1(&Uint8Array::from(bytes));
    let blob = web_sys::Blob::new_with_u8_array_sequence(&parts)?;
    let out = blob.stream().pipe_through(pair.unchecked_ref());
    let response = web_sys::Response::new_with_opt_readable_stream(Some(&out))?;
    let buffer = JsFuture::from(response.array_buffer()?).await?;
    String::from_utf8(Uint8Array::new(&buffer).to_vec()).map_err(|_| JsValue::from_str("not text"))
}

/// The app's own address (without `?` or `#`), for links to it.
pub fn app_address() -> String {
    let location = web_sys::window().map(|w| w.location());
    let part = |get: fn(&web_sys::Location) -> Result<String, JsValue>| {
        location
            .as_ref()
            .and_then(|l| get(l).ok())
            .unwrap_or_default()
    };
    format!(
        "{}{}",
        part(web_sys::Location::origin),
        part(web_sys::Location::pathname)
    )
}

/// How handing on a link went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandedOn {
    /// Through the share sheet.
    Shared,
    /// Copied, to paste into a message.
    Copied,
    /// The players closed the share sheet.
    Cancelled,
    /// Neither could be done.
    Failed,
}

/// Offers a link through the share sheet where there is one, else copies
/// it. The sheet is opened, or the copy begun, before this returns, so a tap
/// that calls it still counts as the player's (Safari asks that); the future
/// tells how it went.
pub fn hand_on(url: String, title: String) -> impl std::future::Future<Output = HandedOn> {
    let sharing = link_sheet(&url, &title);
    let copying = sharing.is_none().then(|| copy(&url)).flatten();
    async move {
        if let Some(sharing) = sharing {
            return match sharing.await {
                Ok(_) => HandedOn::Shared,
                Err(e) if is_abort(&e) => HandedOn::Cancelled,
                Err(_) => copied(copy(&url)).await,
            };
        }
        copied(copying).await
    }
}

/// How a copy went.
async fn copied(copying: Option<JsFuture>) -> HandedOn {
    match copying {
        Some(copying) => match copying.await {
            Ok(_) => HandedOn::Copied,
            Err(_) => HandedOn::Failed,
        },
        None => HandedOn::Failed,
    }
}

/// The share sheet opened with the link, if the browser shares links.
fn link_sheet(url: &str, title: &str) -> Option<JsFuture> {
    let data = web_sys::ShareData::new();
    data.set_url(url);
    data.set_title(title);
    share_sheet(&data)
}

/// The link's copy to the clipboard, begun; none where the browser has
/// no clipboard.
fn copy(url: &str) -> Option<JsFuture> {
    let clipboard = web_sys::window()?.navigator().clipboard();
    (!clipboard.is_undefined()).then(|| JsFuture::from(clipboard.write_text(url)))
}
