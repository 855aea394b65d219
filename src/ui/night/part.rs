//! The club nights' screens are a part of their own (docs/performance.md),
//! fetched the first time one opens: this is the call into it, and the
//! screen that waits for it.

use super::{BoardScreen, NightScreen, NightsScreen};
use crate::ui::split::{call, from_part, part, Fetch};
use leptos::prelude::*;

part!(
    night,
    preload_night,
    /// The club nights kept (no id), one night's screen, or its board.
    fn night_part(id: Option<String>, board: bool) -> AnyView {
        match (id, board) {
            (None, _) => view! { <NightsScreen /> }.into_any(),
            (Some(id), false) => view! { <NightScreen id /> }.into_any(),
            (Some(id), true) => view! { <BoardScreen id /> }.into_any(),
        }
    }
);

/// The club nights kept (no id), one night's screen or its board: from
/// their own part, fetched the first time one opens.
#[component]
pub fn NightPart(
    /// The night's id, or none for the list of nights.
    id: Option<String>,
    /// The night on a big screen.
    #[prop(optional)]
    board: bool,
) -> impl IntoView {
    let fetch = RwSignal::new(Fetch::at_start());
    #[cfg(wasm_split)]
    leptos::task::spawn_local(async move {
        let fetched = match preload_night().await {
            Ok(()) => Fetch::In,
            Err(_) => Fetch::Missing,
        };
        fetch.try_set(fetched);
    });
    move || from_part(fetch.get(), || call!(night_part(id.clone(), board)))
}
