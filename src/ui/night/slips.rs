//! Each player's seats for the whole night, a slip each, printed several
//! to a page: the round, the table, the seat and its wind.

use engine::night::{Night, NightPlayer};
use leptos::prelude::*;
use words::night_board::player_slip;

/// The slips, shown only when they are printed.
#[component]
pub fn Slips(night: Night) -> impl IntoView {
    let slips = (0..night.players().len())
        .map(|p| {
            let name = night.players().get(p).cloned().unwrap_or_default();
            let lines = player_slip(&night, NightPlayer(p));
            view! {
                <article class="slip">
                    <h4>{name}</h4>
                    <p class="slip__night">{night.name().to_string()}</p>
                    <ol>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ol>
                </article>
            }
        })
        .collect_view();
    view! {
        <section class="night__slips" aria-label="Each player's seats">
            {slips}
        </section>
    }
}
