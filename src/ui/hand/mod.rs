//! Scoring a hand: one form per player, a live preview, and the table
//! checks when the scores are calculated (SPEC §3, §4, §6).

mod check;
mod form;
mod preview;

use crate::engine::form::HandContext;
use crate::engine::score::{score_hand, HandScore};
use crate::engine::PlayerId;
use crate::ui::controls::Tick;
use crate::ui::state::AppState;
use check::CheckPanel;
use form::PlayerForm;
use leptos::prelude::*;
use preview::Preview;

/// The players at the table for the draft, East first, with their winds.
fn seated(state: &AppState) -> Vec<(PlayerId, String)> {
    state.draft_table.with(|t| {
        t.as_ref()
            .map(|t| {
                t.seats
                    .at_table()
                    .map(|(p, w)| (p, w.name().to_string()))
                    .collect()
            })
            .unwrap_or_default()
    })
}

/// A player's form context at the draft's table.
pub(crate) fn context_of(state: &AppState, player: usize) -> HandContext {
    let goulash = state
        .draft
        .with(|d| d.as_ref().is_some_and(|d| d.record.goulash));
    state
        .draft_table
        .with(|t| t.as_ref().map(|t| t.context(PlayerId(player), goulash)))
        .unwrap_or_default()
}

/// A player's score for the draft as it stands.
pub(crate) fn score_of(state: &AppState, player: usize) -> Option<HandScore> {
    let ctx = context_of(state, player);
    state.draft_table.with(|t| {
        let rules = &t.as_ref()?.rules;
        state.draft.with(|d| {
            let form = d.as_ref()?.record.forms.get(player)?;
            Some(score_hand(form, &ctx, rules))
        })
    })
}

/// The hand-scoring screen.
#[component]
pub fn HandScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let names = move || {
        state
            .game
            .with(|g| g.as_ref().map(|g| g.setup.names.clone()))
            .unwrap_or_default()
    };
    let selected = Memo::new(move |_| state.draft.with(|d| d.as_ref().map_or(0, |d| d.player)));
    let title = move || {
        let correcting = state.draft.with(|d| d.as_ref().and_then(|d| d.correcting));
        let hands = state.game.with(|g| g.as_ref().map_or(0, |g| g.hands.len()));
        let prevailing = state
            .draft_table
            .with(|t| t.as_ref().map(|t| t.prevailing.name()).unwrap_or(""));
        match correcting {
            Some(i) => format!("Correcting hand {} ({prevailing} round)", i + 1),
            None => format!("Hand {} ({prevailing} round)", hands + 1),
        }
    };
    let live_score = move |p: usize| score_of(&state, p).map(|s| s.limited());
    let tabs = move || {
        let names = names();
        seated(&state)
            .into_iter()
            .map(|(p, wind)| {
                let name = names.get(p.0).cloned().unwrap_or_default();
                let i = p.0;
                view! {
                    <button
                        type="button"
                        role="tab"
                        id=format!("tab-{i}")
                        class="tabs__tab"
                        aria-selected=move || (selected.get() == i).to_string()
                        aria-controls="player-form"
                        on:click=move |_| state.draft.update(|d| {
                            if let Some(d) = d {
                                d.player = i;
                            }
                        })
                    >
                        <span class="tabs__name">{name}</span>
                        <span class="tabs__wind">{wind}</span>
                        <span class="tabs__score">
                            {move || live_score(i).map(|s| s.to_string()).unwrap_or_default()}
                        </span>
                    </button>
                }
            })
            .collect_view()
    };
    let dreamer = move || {
        let p = state
            .draft_table
            .with(|t| t.as_ref().and_then(|t| t.seats.dreamer()))?;
        let name = names().get(p.0).cloned()?;
        Some(view! { <p class="hand__dreamer">{format!("{name} sits out this hand.")}</p> })
    };
    let goulash = Signal::derive(move || {
        state
            .draft
            .with(|d| d.as_ref().is_some_and(|d| d.record.goulash))
    });
    let cancel = move |_| state.draft.set(None);
    view! {
        <section class="hand" aria-labelledby="hand-title">
            <div class="hand__bar">
                <h2 id="hand-title">{title}</h2>
                <div class="tabs" role="tablist" aria-label="Players">{tabs}</div>
                <Tick
                    id="goulash"
                    label="Goulash hand"
                    checked=goulash
                    enabled=true
                    on_toggle=move |on| state.draft.update(|d| {
                        if let Some(d) = d {
                            d.record.goulash = on;
                        }
                    })
                />
            </div>
            {dreamer}
            <div class="hand__body">
                <div
                    id="player-form"
                    role="tabpanel"
                    class="hand__form"
                    aria-labelledby=move || format!("tab-{}", selected.get())
                >
                    {move || {
                        let p = selected.get();
                        view! { <PlayerForm player=p/> }
                    }}
                </div>
                <div class="hand__side">
                    {move || {
                        let p = selected.get();
                        view! { <Preview player=p/> }
                    }}
                    <div class="hand__actions">
                        <CheckPanel/>
                        <button type="button" class="button" on:click=cancel>
                            "Cancel"
                        </button>
                    </div>
                </div>
            </div>
        </section>
    }
}
