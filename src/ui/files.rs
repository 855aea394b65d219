//! Files in and out: downloading text, handing it to the system's share
//! sheet, and reading a file the player picks.

use js_sys::{Array, Function, Object, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

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

fn is_abort(error: &JsValue) -> bool {
    Reflect::get(error, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .as_deref()
        == Some("AbortError")
}

/// The share sheet opened with the file, if the browser can share it.
fn share(filename: &str, mime: &str, text: &str) -> Option<JsFuture> {
    let options = web_sys::FilePropertyBag::new();
    options.set_type(mime);
    let parts = Array::of1(&JsValue::from_str(text));
    let file = web_sys::File::new_with_str_sequence_and_options(&parts, filename, &options).ok()?;
    let data = Object::new();
    Reflect::set(&data, &"files".into(), &Array::of1(&file)).ok()?;
    Reflect::set(&data, &"title".into(), &filename.into()).ok()?;
    share_sheet(&data)
}

/// The share sheet opened with `data` (the fields of `navigator.share`),
/// if the browser can share it.
pub fn share_sheet(data: &Object) -> Option<JsFuture> {
    let navigator = web_sys::window()?.navigator();
    let method = |name: &str| {
        Reflect::get(&navigator, &name.into())
            .ok()?
            .dyn_into::<Function>()
            .ok()
    };
    let (can_share, share) = (method("canShare")?, method("share")?);
    if can_share.call1(&navigator, data).ok()?.as_bool() != Some(true) {
        return None;
    }
    let promise = share
        .call1(&navigator, data)
        .ok()?
        .dyn_into::<Promise>()
        .ok()?;
    Some(JsFuture::from(promise))
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
