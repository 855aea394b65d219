//! The screen showing kept with the page's address: the place it names at
//! the start, the browser's Back and forward through `popstate`, the page's
//! title, and each new screen opened at its top with the focus on its
//! heading.

use super::address;
use super::state::AppState;
use leptos::prelude::*;
use session::Place;
use wasm_bindgen::JsCast;

/// Arrives where the address says, or where the open match stands.
fn arrive(state: AppState) {
    let place = address::named().or_else(|| state.peek(|s| s.place()));
    if let Some(place) = place {
        state.arrive(place);
    }
}

/// Follows the page's address from the start: the screen it names, the
/// browser's Back and forward, and the address kept with each screen.
pub fn follow_address(state: AppState) {
    if let Ok(history) = window().history() {
        history
            .set_scroll_restoration(web_sys::ScrollRestoration::Manual)
            .ok();
    }
    arrive(state);
    address::replace(&state.place.get_untracked());
    let handle = window_event_listener(leptos::ev::popstate, move |_| arrive(state));
    on_cleanup(move || handle.remove());
    Effect::new(move |_| {
        let title = state.screen_shown.with(|p| p.title());
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
