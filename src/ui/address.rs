//! The page's address, through the browser's History API: the place
//! ([`Place`]) it names, and the entries the screens push and replace.

use leptos::prelude::*;
use session::Place;
use wasm_bindgen::JsValue;

fn history() -> Option<web_sys::History> {
    window().history().ok()
}

/// The place the page's address names, if it names one.
pub fn named() -> Option<Place> {
    Place::read(&window().location().search().unwrap_or_default())
}

/// A new entry for `place`, remembering the place it was left from.
pub fn push(place: &Place, from: &Place) {
    if let Some(history) = history() {
        let from = JsValue::from_str(&from.address());
        history
            .push_state_with_url(&from, "", Some(&place.address()))
            .ok();
    }
}

/// The entry showing now names `place` instead. A shared match keeps the
/// part after `#` that holds it, so a reload opens it again, and so does a
/// club's setup link until its screen has read it.
pub fn replace(place: &Place) {
    let mut address = place.address();
    if matches!(place, Place::Shared | Place::Table | Place::Club) {
        address.push_str(&window().location().hash().unwrap_or_default());
    }
    replace_with(&address);
}

/// The entry showing names `place`, with nothing after `#`: a club's setup
/// link, once read, is not kept in the browser's history.
pub fn drop_fragment(place: &Place) {
    replace_with(&place.address());
}

fn replace_with(address: &str) {
    if let Some(history) = history() {
        let from = history.state().unwrap_or(JsValue::NULL);
        history
            .replace_state_with_url(&from, "", Some(address))
            .ok();
    }
}

/// The place the entry showing was left from, when the app pushed it.
pub fn came_from() -> Option<Place> {
    history()?
        .state()
        .ok()?
        .as_string()
        .and_then(|from| Place::read(&from))
}

/// Back to the entry before.
pub fn back() {
    if let Some(history) = history() {
        history.back().ok();
    }
}
