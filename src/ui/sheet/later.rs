//! What the sheet draws once the players can see its top: the browser
//! paints what is drawn first, and the rest follows in later turns.

use leptos::prelude::*;
use std::time::Duration;

/// Runs `then` once the browser has painted what is drawn now: at the next
/// animation frame, in a turn of its own after it.
pub fn after_paint(then: impl FnOnce() + 'static) {
    request_animation_frame(move || set_timeout(then, Duration::ZERO));
}

/// False until the sheet first drawn has been painted, then true.
pub fn painted() -> ReadSignal<bool> {
    let (painted, set_painted) = signal(false);
    after_paint(move || {
        set_painted.try_set(true);
    });
    painted
}
