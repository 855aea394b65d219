//! The new-match screen drawn at build time (scripts/prerender.mjs) shows
//! and takes entries before this module is in; the page's script
//! (scripts/first-screen.js) then carries what was done on it over to the
//! screen the app draws.

use crate::session::first_screen::{DRAWN, TAKE_OVER};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

/// Draws the app with `mount`, in place of the drawn screen where the page
/// has one.
pub fn take_over(mount: impl FnOnce() + 'static) {
    let take_over = js_sys::Reflect::get(&window(), &JsValue::from_str(TAKE_OVER))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    match take_over {
        Some(take_over) => {
            let mount = Closure::once_into_js(mount);
            if take_over.call1(&JsValue::NULL, &mount).is_err() {
                leptos::logging::warn!("the drawn screen could not be taken over");
            }
        }
        // The page's script did not run: its drawn screen, if any, goes.
        None => {
            if let Some(drawn) = document().get_element_by_id(DRAWN) {
                drawn.remove();
            }
            mount();
        }
    }
}
