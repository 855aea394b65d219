//! The new-match screen drawn at build time (scripts/prerender.mjs) shows
//! and takes entries before this module is in; the page's script
//! (scripts/first-screen.js) then hands over what was done on it as data
//! ([`Handed`]), which the app makes again on the screen it draws: each
//! entry through its own controls' handlers, the focus and caret, then each
//! tap, in order. Where the page drew the match's sheet instead, the app
//! draws behind it until the session's screen is drawn too
//! ([`sheet_shown`]), and takes over then.
//!
//! It is read from the page's object field by field, not with serde: serde
//! and serde_json would be 20.6 KB more of the main module gzipped (120.2
//! KB against 99.6), which the first screen waits for.

use js_sys::{Array, Function, Reflect};
use leptos::prelude::*;
use session::first_screen::{DRAWN, SHEET_SHOWN, TAKE_OVER};
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlElement};

/// Draws the app with `mount`, in place of the drawn screen where the page
/// has one, and makes again what was done on it.
pub fn take_over(mount: impl FnOnce() + 'static) {
    // The page's own script's functions, and what it hands over, are read
    // by the names they share with it (session/first_screen.rs).
    let take_over = Reflect::get(&window(), &JsValue::from_str(TAKE_OVER))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok());
    match take_over {
        Some(take_over) => {
            let mount = Closure::once_into_js(move |handed: JsValue| {
                mount();
                carry_over(Handed::read(&handed));
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

/// Shows the app's screen, drawn behind the sheet the page drew (if it drew
/// one), in its place, and makes again what was done on it meanwhile.
#[cfg_attr(not(wasm_split), allow(dead_code))]
pub fn sheet_shown() {
    let shown = Reflect::get(&window(), &JsValue::from_str(SHEET_SHOWN))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok());
    let Some(shown) = shown else {
        return;
    };
    let carry = Closure::once_into_js(move |handed: JsValue| carry_over(Handed::read(&handed)));
    if shown.call1(&JsValue::NULL, &carry).is_err() {
        leptos::logging::warn!("the sheet drawn by the page could not be taken over");
    }
}

/// What was done on the drawn screen before the app's module was in.
#[derive(Default)]
struct Handed {
    /// Each control whose value or tick was changed, as it stands.
    entries: Vec<Entry>,
    /// The control that had the focus, with its caret or selection.
    focus: Option<Focus>,
    /// The buttons tapped, in order.
    taps: Vec<Control>,
}

/// A control of the drawn screen, found on the app's by its id, or (one
/// without, as a button) by its kind and words as drawn, the n-th of those:
/// so a notice the app shows first, with buttons of its own, moves nothing.
enum Control {
    Id(String),
    Words {
        tag: String,
        words: String,
        nth: usize,
    },
}

/// What a control holds: a field's text or a select's choice, or a tick.
struct Entry {
    control: Control,
    value: Option<String>,
    checked: Option<bool>,
}

/// The control with the focus, and its selection where it has a caret.
struct Focus {
    control: Control,
    selection: Option<(u32, u32)>,
}

/// A field of an object the page handed over.
fn field(of: &JsValue, name: &str) -> JsValue {
    Reflect::get(of, &name.into()).unwrap_or(JsValue::UNDEFINED)
}

/// The items of a list the page handed over.
fn items(of: &JsValue, name: &str) -> Vec<JsValue> {
    field(of, name)
        .dyn_into::<Array>()
        .map(|list| list.iter().collect())
        .unwrap_or_default()
}

impl Handed {
    /// Reads what the page's script hands over (`whatWasDone`); what it
    /// cannot read is left out.
    fn read(from: &JsValue) -> Handed {
        let focus = field(from, "focus");
        let selection = items(&focus, "selection");
        let at = |i: usize| selection.get(i).and_then(JsValue::as_f64).map(|n| n as u32);
        Handed {
            entries: items(from, "entries")
                .iter()
                .filter_map(|entry| {
                    Some(Entry {
                        control: Control::read(&field(entry, "control"))?,
                        value: field(entry, "value").as_string(),
                        checked: field(entry, "checked").as_bool(),
                    })
                })
                .collect(),
            focus: Control::read(&field(&focus, "control")).map(|control| Focus {
                control,
                selection: at(0).zip(at(1)),
            }),
            taps: items(from, "taps")
                .iter()
                .filter_map(Control::read)
                .collect(),
        }
    }
}

impl Control {
    fn read(from: &JsValue) -> Option<Control> {
        if let Some(id) = field(from, "id").as_string() {
            return Some(Control::Id(id));
        }
        Some(Control::Words {
            tag: field(from, "tag").as_string()?,
            words: field(from, "words").as_string()?,
            nth: field(from, "nth").as_f64()? as usize,
        })
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
        Control::Id(id) => document().get_element_by_id(id),
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
        if let Some(input) = control.dyn_ref::<web_sys::HtmlInputElement>() {
            input.set_selection_range(start, end).ok();
        }
    }
}
