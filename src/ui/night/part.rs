//! The club nights' screens are a part of their own (docs/performance.md),
//! fetched the first time one opens: this is the call into it, and the
//! screen that waits for it.

use super::{NightScreen, NightsScreen};
use crate::ui::split::{call, from_part, part, Fetch};
use leptos::prelude::*;

part!(
    night,
    preload_night,
    /// The club nights kept (no id), or one night's screen.
    fn night_part(id: Option<String>) -> AnyView {
        match id {
            None => view! { <NightsScreen /> }.into_any(),
            Some(id) => view! { <NightScreen id /> }.into_any(),
        }
    }
);

/// The club nights kept (no id), or one night's screen: from their own
/// part, fetched the first time one opens.
#[component]
pub fn NightPart(
    /// The night's id, or none for the list of nights.
    id: Option<String>,
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
    move || from_part(fetch.get(), || call!(night_part(id.clone())))
}
