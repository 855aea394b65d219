//! The club's records are a part of their own (docs/performance.md),
//! fetched the first time Club records opens or, where the exchange is
//! on, once the session is in: the calls into it, and the screen that
//! waits for it.

use super::exchange;
use super::screen::ClubScreen;
use crate::ui::split::{call, from_part, part, Fetch};
use crate::ui::state::AppState;
use leptos::prelude::*;

part!(
    club,
    preload_club_screen,
    /// The Club records screen.
    fn club_screen_part() -> AnyView {
        view! { <ClubScreen /> }.into_any()
    }
);

part!(
    club,
    preload_club_exchange,
    /// Starts the exchange with the club's server.
    fn start_exchange_part(state: AppState) -> () {
        exchange::start(state)
    }
);

/// The Club records screen, from its part.
#[component]
pub fn ClubPart() -> impl IntoView {
    let fetch = RwSignal::new(Fetch::at_start());
    #[cfg(wasm_split)]
    leptos::task::spawn_local(async move {
        let fetched = match preload_club_screen().await {
            Ok(()) => Fetch::In,
            Err(_) => Fetch::Missing,
        };
        fetch.try_set(fetched);
    });
    move || from_part(fetch.get(), || call!(club_screen_part()))
}

/// Starts the exchange where it is on: its part fetched first. Called
/// under the app's owner, which the exchange's work lives under.
pub fn start_if_on(state: AppState) {
    if !state.peek(|s| s.club_on()).unwrap_or(false) {
        return;
    }
    let owner = Owner::current();
    leptos::task::spawn_local(async move {
        #[cfg(wasm_split)]
        if preload_club_exchange().await.is_err() {
            state.run(|s| s.club_failed(session::club::ClubFailure::Unreachable));
            return;
        }
        let start = || call!(start_exchange_part(state));
        let started = match &owner {
            Some(owner) => owner.with(start),
            None => start(),
        };
        if started.is_err() {
            state.run(|s| s.club_failed(session::club::ClubFailure::Unreachable));
        }
    });
}
