//! A value worked out from signals and passed on only when it changes.
//!
//! A memo wakes everything that reads it to check it again at every change
//! upstream, even one that leaves it as it was: at each tap on the hand
//! form, every stepper's buttons, box and note, every tick and every
//! option. A steady value is a signal that one effect sets only when the
//! value moves, so its readers wake only then.

use leptos::prelude::*;

/// `work` kept as a signal, set again only when its value changes.
pub fn steady<T>(work: impl Fn() -> T + Send + Sync + 'static) -> ReadSignal<T>
where
    T: PartialEq + Send + Sync + 'static,
{
    let value = RwSignal::new(untrack(&work));
    Effect::new(move |_| moved_to(value, work()));
    value.read_only()
}

/// Sets `signal` to `value` where that moves it: its readers wake only then.
pub fn moved_to<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    signal.try_maybe_update(|kept| {
        let moved = *kept != value;
        if moved {
            *kept = value;
        }
        (moved, ())
    });
}
