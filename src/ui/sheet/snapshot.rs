//! The sheet as first painted, kept for the page to show the next time it
//! opens here, while the app's modules come in (docs/performance.md, *The
//! sheet drawn again*; the page's side is scripts/first-screen.js).

use crate::ui::state::AppState;
use js_sys::{Function, Reflect};
use leptos::prelude::*;
use session::first_screen::SHEET_PRINT;
use session::Place;
use storage::sheet_snapshot::{keep, SheetSnapshot};
use storage::LocalStore;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

/// Keeps the app's screen as it is drawn now, with what the page's script
/// says it is drawn from and the addresses it shows at: its own, and the
/// page's own where the match stands at its sheet (src/ui/follow.rs). Where
/// the page has no such script (a build without the drawn screen), nothing
/// is kept.
pub fn keep_snapshot(state: AppState) {
    // Left before its first paint: what shows now is not the sheet.
    if state.place.try_get_untracked() != Some(Place::Sheet) {
        return;
    }
    // The page's own script's function, by the name they share.
    let print = Reflect::get(&window(), &JsValue::from_str(SHEET_PRINT))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|print| print.call0(&JsValue::NULL).ok())
        .and_then(|print| print.as_string());
    let Some(print) = print else {
        return;
    };
    let theme = document()
        .document_element()
        .and_then(|root| root.get_attribute("data-theme"));
    // Its own address, not the page's now: going back from the hand form
    // to the sheet moves the page's address later in some browsers.
    let mut addresses = vec![Place::Sheet.address()];
    if state.peek(|s| s.place() == Place::Sheet) == Some(true) {
        addresses.push(String::new());
    }
    let sheet = SheetSnapshot {
        print,
        addresses,
        theme,
        html: markup(),
    };
    if keep(&mut LocalStore::open(), &sheet).is_err() {
        leptos::logging::warn!(
            "the sheet as drawn could not be kept: the page will wait for the app"
        );
    }
}

/// The app's header and screen as they stand, as the page shows them: no
/// notice above the screen (a new version waiting, a backup due), which
/// the app shows again itself if it still stands; what each control holds
/// written into it, and each id kept apart as `data-id`, so the page's
/// copy never answers for the app's own.
fn markup() -> String {
    let Some(body) = document().body() else {
        return String::new();
    };
    let children = body.children();
    (0..children.length())
        .filter_map(|i| children.item(i))
        .filter(|e| matches!(e.tag_name().as_str(), "HEADER" | "MAIN"))
        .filter_map(|e| {
            e.clone_node_with_deep(true)
                .ok()?
                .dyn_into::<Element>()
                .ok()
        })
        .map(|copy| {
            written_down(&copy);
            copy.outer_html()
        })
        .collect()
}

/// Writes the ids and what the controls of a copy hold into its markup.
fn written_down(copy: &Element) {
    let Ok(all) = copy.query_selector_all("[id], option, input") else {
        return;
    };
    let each = (0..all.length()).filter_map(|i| all.item(i)?.dyn_into::<Element>().ok());
    for e in std::iter::once(copy.clone()).chain(each) {
        let id = e.id();
        if !id.is_empty() {
            e.remove_attribute("id").ok();
            e.set_attribute("data-id", &id).ok();
        }
        if let Some(option) = e.dyn_ref::<web_sys::HtmlOptionElement>() {
            option
                .toggle_attribute_with_force("selected", option.selected())
                .ok();
        }
        if let Some(input) = e.dyn_ref::<web_sys::HtmlInputElement>() {
            input.set_attribute("value", &input.value()).ok();
        }
    }
}
