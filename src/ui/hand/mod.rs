//! Scoring a hand: one form per player, a live preview, and the table
//! checks when the scores are calculated (docs/rules.md §3, §4, §6).

mod check;
mod form;
mod preview;
mod tabs;
mod tiles;
mod winner;
mod winning_ask;
mod working;

use crate::ui::controls::{Action, Confirm, Tick};
use crate::ui::state::AppState;
use check::CheckPanel;
use engine::sheet::PlayerView;
use engine::PlayerId;
use form::PlayerForm;
use leptos::prelude::*;
use preview::{Preview, ScoreLine};
use std::sync::Arc;
use tabs::PlayerTabs;
use tiles::{TilePanel, TileWay};
use words::questions::cancel_hand;
use words::{scored_by, sits_out};

/// One player's part of the hand being entered, as the session worked it
/// out after the last change: shared, not copied, and moving only when a
/// change changed it.
pub(crate) type ViewOf = Memo<Option<Arc<PlayerView>>>;

/// The [`ViewOf`] a player.
pub(crate) fn view_of(state: AppState, player: PlayerId) -> ViewOf {
    Memo::new(move |_| state.hand.with(|h| h.as_ref()?.view().shared(player)))
}

/// Reads a player's part of the hand as it stands: at once after an entry,
/// before the rest of the page follows ([`AppState::enter`]).
pub(crate) fn now_of<R>(
    state: AppState,
    player: PlayerId,
    read: impl FnOnce(&PlayerView) -> R,
) -> Option<R> {
    state.now(|s| s.hand()?.player(player).map(read)).flatten()
}

/// A player's whole name.
fn name_of(state: &AppState, player: PlayerId) -> Option<String> {
    state
        .scored
        .with(|m| m.as_ref()?.game().setup.names.get(player.0).cloned())
}

/// The players' names, in entry order.
pub(crate) fn names(state: &AppState) -> Vec<String> {
    state
        .scored
        .with(|m| m.as_ref().map(|m| m.game().setup.names.clone()))
        .unwrap_or_default()
}

/// The hand-scoring screen.
#[component]
pub fn HandScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let selected = Memo::new(move |_| state.hand.with(|h| h.as_ref().map(|h| h.draft.player)));
    let selected = move || selected.get().unwrap_or_default();
    let confirm = RwSignal::new(false);
    let way = TileWay::new(state, selected);
    view! {
        <section
            class="hand"
            aria-labelledby="hand-title"
            aria-busy=move || state.following().then_some("true")
        >
            <HandBar />
            <RulesInForce />
            <Dreamer />
            <div class="hand__body" class:hand__body--tiles=move || way.laying_out()>
                <div class="hand__tiles">
                    {move || view! { <TilePanel player=selected() way /> }}
                </div>
                <div
                    id="player-form"
                    role="tabpanel"
                    class="hand__form"
                    aria-labelledby=move || format!("tab-{}", selected().0)
                >
                    {move || view! { <PlayerForm player=selected() way /> }}
                </div>
                <div class="hand__side">{move || view! { <Preview player=selected() /> }}</div>
                <div class="hand__actions">
                    {move || view! { <ScoreLine player=selected() /> }}
                    <CheckPanel />
                    <Action on_press=move |_| {
                        let asks = state.peek(|s| s.cancel_loses_entries()).unwrap_or(false);
                        if asks {
                            confirm.set(true);
                        } else {
                            state.run_and_play(|s| s.cancel_hand());
                        }
                    }>"Cancel"</Action>
                    {move || confirm.get().then(|| view! { <CancelHand confirm /> })}
                </div>
            </div>
        </section>
    }
}

/// The hand's title, the players' tabs and the goulash tick.
#[component]
fn HandBar() -> impl IntoView {
    let state = expect_context::<AppState>();
    let title = move || {
        state.hand.with(|h| {
            let h = h.as_ref()?;
            let prevailing = h.table.prevailing;
            Some(match h.draft.correcting {
                Some(i) => format!("Correcting hand {} ({prevailing} round)", i + 1),
                None => {
                    let hands = state
                        .scored
                        .with(|m| m.as_ref().map_or(0, |m| m.game().hands.len()));
                    format!("Hand {} ({prevailing} round)", hands + 1)
                }
            })
        })
    };
    let goulash = Signal::derive(move || {
        state
            .hand
            .with(|h| h.as_ref().is_some_and(|h| h.draft.record.goulash))
    });
    view! {
        <div class="hand__bar">
            <h2 id="hand-title">{title}</h2>
            <PlayerTabs />
            <Tick
                id="goulash"
                label="Goulash hand"
                checked=goulash
                on_toggle=move |on| {
                    state.run(|s| s.set_goulash(on));
                    goulash.get_untracked()
                }
            />
        </div>
    }
}

/// The rules the hand is scored by, since a changed limit changes every
/// preview.
#[component]
fn RulesInForce() -> impl IntoView {
    let state = expect_context::<AppState>();
    let rules = Memo::new(move |_| {
        state
            .hand
            .with(|h| h.as_ref().map(|h| h.rules().values().clone()))
    });
    move || {
        let rules = rules.get()?;
        let changes = rules.changes_from_bmja();
        Some(view! {
            <p class="hand__rules">
                {scored_by(&rules)}
                {(!changes.is_empty())
                    .then(|| {
                        view! {
                            <span class="hand__changes">
                                {format!(" Changed: {}.", changes.join("; "))}
                            </span>
                        }
                    })}
            </p>
        })
    }
}

/// Who sits out this hand, with five players.
#[component]
fn Dreamer() -> impl IntoView {
    let state = expect_context::<AppState>();
    let dreamer = Memo::new(move |_| state.hand.with(|h| h.as_ref()?.table.seats.dreamer()));
    move || {
        let name = names(&state).get(dreamer.get()?.0).cloned()?;
        Some(view! { <p class="hand__dreamer">{sits_out(&name)}</p> })
    }
}

/// Asks before the entries of the hand are thrown away.
#[component]
fn CancelHand(confirm: RwSignal<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let discard = move |_| {
        confirm.set(false);
        state.run_and_play(|s| s.cancel_hand());
    };
    let (question, go) = state
        .peek(|s| {
            let number = s.hand_number().unwrap_or_default();
            let correcting = s.hand().is_some_and(|h| h.draft.correcting.is_some());
            cancel_hand(number, correcting)
        })
        .unwrap_or_default();
    view! {
        <Confirm
            id="cancel-hand-question"
            question=question
            go=go
            keep="Keep entering"
            on_go=move |()| discard(())
            on_keep=move |()| confirm.set(false)
        />
    }
}
