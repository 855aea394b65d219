//! Where the exchange with the club's server stands, while it is on: what
//! waits to be sent, when the last exchange ended, and what went wrong.

use crate::ui::state::AppState;
use leptos::prelude::*;
use words::club::{exchange_line, failure, unread_line};

/// Where the exchange stands, while it is on.
#[component]
pub fn ClubLine() -> impl IntoView {
    let state = expect_context::<AppState>();
    let shown = Memo::new(move |_| {
        state
            .read(|s| s.club_on().then(|| (s.club_state(), s.club_unread())))
            .flatten()
    });
    move || {
        shown.get().map(|(club, unread)| {
            let at = club.last_exchange.as_deref().map(local_time);
            let line = exchange_line(&club, at.as_deref());
            let why = club.failure.map(failure);
            let unread = unread_line(&unread);
            view! {
                <div class="club__state" role="status" aria-live="polite">
                    <p class="club__line">{line}</p>
                    {why.map(|why| view! { <p class="club__failure">{why}</p> })}
                    {unread.map(|unread| view! { <p class="club__unread">{unread}</p> })}
                </div>
            }
        })
    }
}

/// An ISO 8601 time as the tablet's clock shows it.
pub(super) fn local_time(iso: &str) -> String {
    let date = js_sys::Date::new(&iso.into());
    words::night_screen::clock_time(date.get_hours(), date.get_minutes())
}
