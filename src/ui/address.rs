//! The page's address kept with the screen showing ([`Place`]): a new screen
//! is a new entry in the browser's history, Back and forward come back
//! through `popstate`, and each new screen opens at its top with the focus
//! on its heading.

use super::state::AppState;
use crate::session::Place;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

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
/// part after `#` that holds it, so a reload opens it again.
pub fn replace(place: &Place) {
    if let Some(history) = history() {
        let from = history.state().unwrap_or(JsValue::NULL);
        let mut address = place.address();
        if matches!(place, Place::Shared | Place::Table) {
            address.push_str(&window().location().hash().unwrap_or_default());
        }
        history
            .replace_state_with_url(&from, "", Some(&address))
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

/// Arrives where the address says, or where the open match stands.
fn arrive(state: AppState) {
    let place = named().or_else(|| state.peek(|s| s.place()));
    if let Some(place) = place {
        state.arrive(place);
    }
}

/// Follows the page's address from the start: the screen it names, the
/// browser's Back and forward, and the address kept with each screen.
pub fn follow_address(state: AppState) {
    if let Some(history) = history() {
        history
            .set_scroll_restoration(web_sys::ScrollRestoration::Manual)
            .ok();
    }
    arrive(state);
    replace(&state.place.get_untracked());
    let handle = window_event_listener(leptos::ev::popstate, move |_| arrive(state));
    on_cleanup(move || handle.remove());
    // A place that cannot show (the hand was recorded, another tab closed
    // the match), or shows another player: the address follows.
    Effect::new(move |_| {
        let shown = state.shown.get();
        if state.place.with(|at| *at != shown) {
            state.settle(shown);
        }
    });
    Effect::new(move |_| {
        let title = state.shown.with(|p| p.title());
        document().set_title(&format!("{title} · Mah-Jong score keeper"));
    });
    Effect::new(move |first: Option<()>| {
        let at_an_entry = state
            .screen_shown
            .with(|p| matches!(p, Place::Guide(Some(_))));
        if first.is_some() && !at_an_entry {
            request_animation_frame(at_the_top);
        }
    });
}

/// Scrolls to the top and moves the focus to the screen's heading (or the
/// screen, where it has none), for keyboard and screen-reader users.
fn at_the_top() {
    window().scroll_to_with_x_and_y(0.0, 0.0);
    let find = |selector| document().query_selector(selector).ok().flatten();
    let heading = find("main h2:not(.print-heading h2)").or_else(|| find("main > section"));
    let Some(heading) = heading.and_then(|h| h.dyn_into::<web_sys::HtmlElement>().ok()) else {
        return;
    };
    heading.set_attribute("tabindex", "-1").ok();
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    heading.focus_with_options(&options).ok();
}
