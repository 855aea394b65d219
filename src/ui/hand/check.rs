//! "Calculate scores": the table checks, then recording the hand (docs/rules.md §6, §7.3).

use super::names;
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
    /// The hand as it was checked: a change to the forms makes it stale.
    checked: HandRecord,
}

/// A wind drawn at random, for rules that draw the next prevailing wind.
fn random_wind() -> Wind {
    let i = (js_sys::Math::random() * 4.0) as usize;
    Wind::ALL.get(i).copied().unwrap_or(Wind::East)
}

/// The calculate button and what it found.
#[component]
pub fn CheckPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let found = RwSignal::new(None::<Found>);
    let error = RwSignal::new(None::<String>);
    let refused = move |e: String| {
        error.set(Some(format!(
            "This correction cannot be kept: {e}. Change it, or cancel."
        )))
    };
    let record = Callback::new(move |scored_without_winner: bool| {
        if let Some(Err(e)) = state.run(|s| s.record_hand(scored_without_winner, random_wind())) {
            refused(e.to_string());
        }
    });
    let calculate = move |_| {
        error.set(None);
        let checked = state
            .hand
            .with_untracked(|h| h.as_ref().map(|h| h.draft.record.clone()));
        match state.run(|s| s.calculate(random_wind())) {
            Some(Ok(problems)) if !problems.is_empty() => {
                found.set(checked.map(|checked| Found { problems, checked }))
            }
            Some(Err(e)) => refused(e.to_string()),
            _ => found.set(None),
        }
    };
    let current = move || {
        let f = found.get()?;
        let fresh = state
            .hand
            .with(|h| h.as_ref().map(|h| &h.draft.record) == Some(&f.checked));
        fresh.then_some(f.problems)
    };
    view! {
        <button type="button" class="button button--primary button--large" on:click=calculate>
            "Calculate scores"
        </button>
        {move || current().map(|problems| view! { <Findings problems record /> })}
        {move || {
            error
                .get()
                .map(|e| {
                    view! {
                        <p class="notice notice--error" role="alert">
                            {e}
                        </p>
                    }
                })
        }}
    }
}

/// What the table checks found, worst first, and what can be done.
#[component]
fn Findings(problems: Vec<Problem>, record: Callback<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let names = names(&state);
    let worst = problems
        .iter()
        .map(Problem::severity)
        .min()
        .unwrap_or(Severity::Warn);
    let can_score_draw = state.hand.with_untracked(|h| {
        h.as_ref()
            .is_some_and(|h| h.table.rules.values().no_winner_scoring == NoWinnerScoring::Ask)
    });
    let heading = match worst {
        Severity::Refuse => {
            "These entries cannot all be true. Every entry is kept: fix them and calculate again."
        }
        Severity::Warn => "Unusual, but possible. Score it anyway?",
        Severity::Draw => "Nobody declared Mah-Jong.",
    };
    let items = problems
        .iter()
        .filter(|p| p.severity() != Severity::Draw)
        .map(|p| view! { <li>{p.message(&names)}</li> })
        .collect_view();
    let button = move |label: &'static str, primary: bool, without_winner: bool| {
        view! {
            <button type="button" class="button" class:button--primary=primary on:click=move |_| record.run(without_winner)>
                {label}
            </button>
        }
    };
    let actions = match worst {
        Severity::Refuse => ().into_any(),
        Severity::Warn => button("Score anyway", true, false).into_any(),
        Severity::Draw => view! {
            {button("Drawn hand", true, false)}
            {can_score_draw.then(|| button("Score it anyway", false, true))}
        }
        .into_any(),
    };
    view! {
        <div class="check" class:check--refused=worst == Severity::Refuse role="alert">
            <p class="check__heading">{heading}</p>
            <ul>{items}</ul>
            <div class="check__actions">{actions}</div>
        </div>
    }
}
