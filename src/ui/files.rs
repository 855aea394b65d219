//! Files in and out: downloading text, handing it to the system's share
//! sheet, and reading a file the player picks.

use js_sys::{Array, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::ShareData;

/// How a file offered to the players went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handed {
    /// Shared or downloaded.
    Saved,
    /// The players closed the share sheet.
    Cancelled,
    /// Neither could be done.
    Failed,
}

/// Hands text to the system's share sheet as a file, where the browser can
/// share files (tablets); downloads it otherwise.
pub async fn share_or_download(filename: &str, mime: &str, text: &str) -> Handed {
    match share(filename, mime, text) {
        Some(sharing) => match sharing.await {
            Ok(_) => Handed::Saved,
            Err(e) if is_abort(&e) => Handed::Cancelled,
            Err(_) => saved(download(filename, mime, text)),
        },
        None => saved(download(filename, mime, text)),
    }
}

fn saved(done: Result<(), JsValue>) -> Handed {
    if done.is_ok() {
        Handed::Saved
    } else {
        Handed::Failed
    }
}

/// An error's `name` ("AbortError", "NotAllowedError"…), read by name: it
/// may be a DOMException, another Error, or an older browser's own object.
pub fn error_name(error: &JsValue) -> String {
    js_sys::Reflect::get(error, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default()
}

/// Whether the players closed the share sheet.
pub fn is_abort(error: &JsValue) -> bool {
    error_name(error) == "AbortError"
}

/// The share sheet opened with the file, if the browser can share it.
fn share(filename: &str, mime: &str, text: &str) -> Option<JsFuture> {
    let options = web_sys::FilePropertyBag::new();
    options.set_type(mime);
    let parts = Array::of1(&JsValue::from_str(text));
    let file = web_sys::File::new_with_str_sequence_and_options(&parts, filename, &options).ok()?;
    let data = ShareData::new();
    data.set_files(&Array::of1(&file));
    data.set_title(filename);
    share_sheet(&data)
}

// `navigator.canShare` and `navigator.share`, bound with their calls
// caught: a browser without them (Firefox on a desktop) throws, and no sheet
// is offered.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = navigator, js_name = canShare, catch)]
    fn can_share(data: &ShareData) -> Result<bool, JsValue>;
    #[wasm_bindgen(js_namespace = navigator, js_name = share, catch)]
    fn share_with(data: &ShareData) -> Result<Promise, JsValue>;
}

/// The share sheet opened with `data`, if the browser can share it.
pub fn share_sheet(data: &ShareData) -> Option<JsFuture> {
    if !can_share(data).ok()? {
        return None;
    }
    Some(JsFuture::from(share_with(data).ok()?))
}

/// Offers text as a file download.
pub fn download(filename: &str, mime: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let anchor: web_sys::HtmlAnchorElement = document.create_element("a")?.unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(filename);
    anchor.click();
    web_sys::Url::revoke_object_url(&url)
}

/// The text of the first file picked in a file input.
pub async fn read_picked(input: &web_sys::HtmlInputElement) -> Option<String> {
    let file = input.files()?.get(0)?;
    let text = JsFuture::from(file.text()).await.ok()?;
    text.as_string()
}

/// A file name from a title and today's date: `club-night-2026-11-22.json`.
pub fn file_name(title: &str, extension: &str) -> String {
    let date: String = super::state::now().chars().take(10).collect();
    let slug: String = title
        .chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect::<String>()
        .split('-')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    let slug = if slug.is_empty() {
        "mahjong".to_string()
    } else {
        slug
    };
    format!("{slug}-{date}.{extension}")
}
