//! "Calculate scores": the table checks, then recording the hand (SPEC §6, §7.3).

use crate::engine::rules::NoWinnerScoring;
use crate::engine::sheet::HandRecord;
use crate::engine::table::{Problem, Severity};
use crate::engine::Wind;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// What the last "Calculate scores" found.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Found {
    problems: Vec<Problem>,
    /// The draft as it was checked: a change to the forms makes it stale.
    checked: HandRecord,
}

/// The calculate button and what it found.
#[component]
pub fn CheckPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let found = RwSignal::new(None::<Found>);
    let error = RwSignal::new(None::<String>);
    let record = move |scored_without_winner: bool| {
        let Some(draft) = state.draft.get_untracked() else {
            return;
        };
        let mut hand = draft.record.clone();
        hand.scored_without_winner = scored_without_winner;
        let random = state.draft_table.with_untracked(|t| {
            t.as_ref()
                .is_some_and(|t| t.rules.values().random_prevailing_wind)
        });
        if random && hand.next_prevailing.is_none() {
            let i = (js_sys::Math::random() * 4.0) as usize;
            hand.next_prevailing = Wind::ALL.get(i).copied();
        }
        let Some(mut game) = state.game.get_untracked() else {
            return;
        };
        match game.record(hand, draft.correcting) {
            Ok(_) => {
                state.game.set(Some(game));
                state.draft.set(None);
            }
            Err(e) => error.set(Some(format!(
                "This correction cannot be kept: {e}. Change it, or cancel."
            ))),
        }
    };
    let calculate = move |_| {
        error.set(None);
        let Some(draft) = state.draft.get_untracked() else {
            return;
        };
        let Some(table) = state.draft_table.get_untracked() else {
            return;
        };
        let problems = table.evaluate(&draft.record).problems;
        if problems.is_empty() {
            found.set(None);
            record(false);
        } else {
            found.set(Some(Found {
                problems,
                checked: draft.record,
            }));
        }
    };
    let names = move || {
        state
            .game
            .with(|g| g.as_ref().map(|g| g.setup.names.clone()))
            .unwrap_or_default()
    };
    let current = move || {
        let f = found.get()?;
        let fresh = state
            .draft
            .with(|d| d.as_ref().map(|d| &d.record) == Some(&f.checked));
        fresh.then_some(f.problems)
    };
    let panel = move || {
        let problems = current()?;
        let names = names();
        let worst = problems.iter().map(Problem::severity).min()?;
        let can_score_draw = state.draft_table.with(|t| {
            t.as_ref()
                .is_some_and(|t| t.rules.values().no_winner_scoring == NoWinnerScoring::Ask)
        });
        let heading = match worst {
            Severity::Refuse => "These entries cannot all be true. Every entry is kept: fix them and calculate again.",
            Severity::Warn => "Unusual, but possible. Score it anyway?",
            Severity::Draw => "Nobody declared Mah-Jong.",
        };
        let items = problems
            .iter()
            .filter(|p| p.severity() != Severity::Draw)
            .map(|p| view! { <li>{p.message(&names)}</li> })
            .collect_view();
        let actions = match worst {
            Severity::Refuse => ().into_any(),
            Severity::Warn => view! {
                <button type="button" class="button button--primary" on:click=move |_| record(false)>
                    "Score anyway"
                </button>
            }
            .into_any(),
            Severity::Draw => view! {
                <button type="button" class="button button--primary" on:click=move |_| record(false)>
                    "Drawn hand"
                </button>
                {can_score_draw.then(|| view! {
                    <button type="button" class="button" on:click=move |_| record(true)>
                        "Score it anyway"
                    </button>
                })}
            }
            .into_any(),
        };
        Some(view! {
            <div class="check" class:check--refused=worst == Severity::Refuse role="alert">
                <p class="check__heading">{heading}</p>
                <ul>{items}</ul>
                <div class="check__actions">{actions}</div>
            </div>
        })
    };
    view! {
        <button type="button" class="button button--primary button--large" on:click=calculate>
            "Calculate scores"
        </button>
        {panel}
        {move || error.get().map(|e| view! { <p class="notice notice--error" role="alert">{e}</p> })}
    }
}
