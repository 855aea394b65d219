//! One tab per player at the table, East first, with wind and live score.

use super::{names, view_of};
use crate::ui::controls::ShortName;
use crate::ui::state::AppState;
use engine::form::Role;
use engine::PlayerId;
use leptos::prelude::*;
use words::short_names;

/// The players' tabs.
#[component]
pub fn PlayerTabs() -> impl IntoView {
    let state = expect_context::<AppState>();
    let seated = Memo::new(move |_| {
        state.hand.with(|h| {
            h.as_ref()
                .map(|h| h.table.seats.at_table().collect::<Vec<_>>())
                .unwrap_or_default()
        })
    });
    let tabs = move || {
        let names = names(&state);
        let short = short_names(&names, 12);
        let name = |p: PlayerId| (names.get(p.0).cloned(), short.get(p.0).cloned());
        seated
            .get()
            .into_iter()
            .filter_map(|(p, wind)| match name(p) {
                (Some(full), Some(short)) => {
                    Some(view! { <PlayerTab player=p wind=wind.name() full short /> })
                }
                _ => None,
            })
            .collect_view()
    };
    view! {
        <div class="tabs" role="tablist" aria-label="Players">
            {tabs}
        </div>
    }
}

/// One player's tab: their name, seat wind, live score and what they
/// declared.
#[component]
fn PlayerTab(player: PlayerId, wind: &'static str, full: String, short: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let selected = move || state.hand.with(|h| h.as_ref().map(|h| h.draft.player)) == Some(player);
    let view = view_of(state, player);
    let score = move || view.with(|v| Some(v.as_ref()?.score.as_ref()?.limited().to_string()));
    let declared = move || match view.with(|v| v.as_ref().map(|v| v.form.role))? {
        Role::MahJong => Some("Mah-Jong"),
        Role::Fishing => Some("Fishing"),
        Role::Other => None,
    };
    view! {
        <button
            type="button"
            role="tab"
            id=format!("tab-{}", player.0)
            class="tabs__tab"
            aria-selected=move || selected().to_string()
            aria-controls="player-form"
            on:click=move |_| {
                state.run(|s| s.select_player(player));
            }
        >
            <span class="tabs__name">
                <ShortName full short />
            </span>
            <span class="tabs__wind">{wind}</span>
            <span class="tabs__score">{score}</span>
            <span class="tabs__declared">{declared}</span>
        </button>
    }
}
