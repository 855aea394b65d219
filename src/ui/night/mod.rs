//! The organiser's club-night screens (SPEC §13): the nights kept and a new
//! one drawn up, and one night's plan, tables' links and standings.

use leptos::prelude::*;

/// The club nights kept, and a new one to draw up.
#[component]
pub fn NightsScreen() -> impl IntoView {
    view! {
        <section class="nights" aria-labelledby="nights-title">
            <h2 id="nights-title">"Club nights"</h2>
        </section>
    }
}

/// One club night: its plan, its tables' links, its results and standings.
#[component]
pub fn NightScreen(
    /// The night's id.
    id: String,
) -> impl IntoView {
    view! {
        <section class="night" aria-labelledby="night-title">
            <h2 id="night-title" data-night=id>
                "Club night"
            </h2>
        </section>
    }
}
