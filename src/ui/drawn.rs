//! The new-match screen drawn at build time (scripts/prerender.mjs) shows
//! and takes entries before this module is in; the page's script
//! (scripts/first-screen.js) then hands over what was done on it as data
//! ([`Handed`]), which the app makes again on the screen it draws: each
//! entry through its own controls' handlers, the focus and caret, then each
//! tap, in order.

use crate::session::first_screen::{Control, Entry, Focus, Handed, DRAWN, TAKE_OVER};
use js_sys::{Array, Function, Reflect};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlElement};

/// Draws the app with `mount`, in place of the drawn screen where the page
/// has one, and makes again what was done on it.
pub fn take_over(mount: impl FnOnce() + 'static) {
    let take_over = Reflect::get(&window(), &JsValue::from_str(TAKE_OVER))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok());
    match take_over {
        Some(take_over) => {
            let mount = Closure::once_into_js(move |handed: String| {
                mount();
                match Handed::read(&handed) {
                    Some(handed) => carry_over(handed),
                    None => leptos::logging::warn!("what was done on the drawn screen is lost"),
                }
            });
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

/// Makes each entry, the focus and (once the app's handlers have run)
/// each tap on the app's screen.
fn carry_over(handed: Handed) {
    handed.entries.iter().for_each(enter);
    if let Some(focus) = &handed.focus {
        take_focus(focus);
    }
    if !handed.taps.is_empty() {
        set_timeout(
            move || {
                for tap in &handed.taps {
                    if let Some(button) = find(tap) {
                        button.click();
                    }
                }
            },
            std::time::Duration::ZERO,
        );
    }
}

/// The app's control for a drawn one.
fn find(control: &Control) -> Option<HtmlElement> {
    let found = match control {
        Control::Id { id } => document().get_element_by_id(id),
        Control::Words { tag, words, nth } => {
            let all = document().get_elements_by_tag_name(tag);
            let mut same = (0..all.length())
                .filter_map(|i| all.item(i))
                .filter(|e| e.id().is_empty())
                .filter(|e| e.text_content().unwrap_or_default().trim() == words);
            same.nth(*nth)
        }
    };
    found.and_then(|e: Element| e.dyn_into().ok())
}

/// Sets a control as it stood on the drawn screen, and tells the app's
/// handlers with `input` and `change`, as a player's entry would.
fn enter(entry: &Entry) {
    let Some(control) = find(&entry.control) else {
        return;
    };
    let set = |property: &str, value: JsValue| Reflect::set(&control, &property.into(), &value);
    let set = match (&entry.value, entry.checked) {
        (_, Some(checked)) => set("checked", checked.into()),
        (Some(value), None) => set("value", value.into()),
        (None, None) => return,
    };
    if set.is_err() {
        return;
    }
    for kind in ["input", "change"] {
        if let Ok(event) = web_sys::Event::new(kind) {
            event.init_event_with_bubbles(kind, true);
            control.dispatch_event(&event).ok();
        }
    }
}

/// Moves the focus to the app's control, with the caret where it was.
fn take_focus(focus: &Focus) {
    let Some(control) = find(&focus.control) else {
        return;
    };
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    control.focus_with_options(&options).ok();
    if let Some((start, end)) = focus.selection {
        // A control with no caret refuses it, as it should.
        let select = Reflect::get(&control, &"setSelectionRange".into())
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok());
        if let Some(select) = select {
            let range = Array::of2(&start.into(), &end.into());
            select.apply(&control, &range).ok();
        }
    }
}
