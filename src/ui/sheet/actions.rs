//! What can be done from the score sheet: the next hand, removing the last,
//! a new match, exporting and printing.

use super::{in_progress, HandUnderWay};
use crate::ui::controls::{Action, Confirm, Look};
use crate::ui::exporting::{export_csv, export_current, share_link};
use crate::ui::state::{now, AppState};
use engine::night::RoundLeft;
use leptos::prelude::*;
use session::Place;
use words::new_match_name;
use words::night::play_past_round;
use words::questions::remove_last_hand;

/// Opens the browser's print dialog (the print stylesheet keeps the sheet).
fn print(state: &AppState) {
    if window().print().is_err() {
        state.run(|s| s.not_printed());
    }
}

fn hands(state: &AppState) -> usize {
    state
        .scored
        .with(|s| s.as_ref().map_or(0, |s| s.sheet().rows.len()))
}

/// The sheet's buttons.
#[component]
pub fn SheetActions() -> impl IntoView {
    let state = expect_context::<AppState>();
    let under_way = in_progress(state);
    let confirm = RwSignal::new(false);
    let past_round = RwSignal::new(None::<String>);
    let button = |label: &'static str, act: fn(&AppState)| {
        view! { <Action on_press=move |_| act(&state)>{label}</Action> }
    };
    view! {
        {move || match under_way.get() {
            Some(HandUnderWay { number, correcting }) => {
                let label = match correcting {
                    true => format!("Continue correcting hand {number}"),
                    false => format!("Continue hand {number}"),
                };
                view! {
                    <Action look=Look::Primary on_press=move |_| state.play()>
                        {label}
                    </Action>
                }
                    .into_any()
            }
            None => {
                view! {
                    <Action
                        look=Look::Primary
                        on_press=move |_| match round_over(&state) {
                            Some(question) => past_round.set(Some(question)),
                            None => state.run_and_play(|s| s.score_next_hand()),
                        }
                    >
                        "Score next hand"
                    </Action>
                }
                    .into_any()
            }
        }}
        {move || past_round.get().map(|question| view! { <PastRoundEnd question past_round /> })}
        <Action
            disabled=Signal::derive(move || hands(&state) == 0 || under_way.with(Option::is_some))
            on_press=move |_| confirm.set(true)
        >
            "Remove last hand"
        </Action>
        {button("New match", |state| state.go(Place::Setup))}
        {button("Print", print)}
        {button("Rematch: same players", rematch)}
        {button("Export match", export_current)}
        {button("Export CSV", export_csv)}
        {button("Share this match", share_link)}
        {move || confirm.get().then(|| view! { <RemoveLast confirm /> })}
    }
}

/// Starts a new match with the same players, named for today.
fn rematch(state: &AppState) {
    let name = new_match_name(&now());
    state.run_and_play(|s| s.rematch(&name));
}

/// What to ask before a hand is scored past the end of a club night's
/// round by hands, which the night does not count.
fn round_over(state: &AppState) -> Option<String> {
    state.scored.with_untracked(|s| {
        let scored = s.as_ref()?;
        let tag = scored.game().night.as_ref()?;
        let played = scored.game().hands.len();
        let over = tag.round_end.after_hands(played) == Some(RoundLeft::Over);
        over.then(|| play_past_round(tag, played))
    })
}

/// Asks before a hand is played past the end of the round.
#[component]
fn PastRoundEnd(question: String, past_round: RwSignal<Option<String>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <Confirm
            id="past-round-question"
            question
            go="Play another hand"
            keep="Stop here"
            on_go=move |()| {
                past_round.set(None);
                state.run_and_play(|s| s.score_next_hand());
            }
            on_keep=move |()| past_round.set(None)
        />
    }
}

/// Asks before the last hand's forms are thrown away.
#[component]
fn RemoveLast(confirm: RwSignal<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let hands = hands(&state);
    let remove = move |_| {
        state.run(|s| s.remove_last_hand());
        confirm.set(false);
    };
    view! {
        <Confirm
            id="confirm-question"
            question=remove_last_hand(hands)
            go="Remove hand"
            keep="Keep it"
            on_go=move |()| remove(())
            on_keep=move |()| confirm.set(false)
        />
    }
}
