//! A club night's table handed its set-up by a link (SPEC §13): the players
//! in their seats and the rules, and the match started on this tablet.

use leptos::prelude::*;

/// The table's screen, opened by its link.
#[component]
pub fn TableScreen() -> impl IntoView {
    view! {
        <section class="table-link" aria-labelledby="table-title">
            <h2 id="table-title">"Club night table"</h2>
        </section>
    }
}
