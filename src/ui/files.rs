//! Files in and out: downloading text, and reading a file the player picks.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

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
