//! What waits for the frame drawn now: the sheet's rows below its top, and
//! the rest of the hand screen after an entry's score.

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
