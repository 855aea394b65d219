//! "Calculate scores": the table checks, then recording the hand (docs/rules.md §6, §7.3).

use super::names;
use super::tiles::typed_id;
use super::winning_ask::WinningTileQuestion;
use crate::ui::controls::{Action, Look};
use crate::ui::state::AppState;
use engine::checks::{Problem, Severity};
use engine::rules::NoWinnerScoring;
use engine::sheet::LaterHand;
use engine::PlayerId;
use engine::Wind;
use leptos::prelude::*;
use session::Checked;
use wasm_bindgen::JsCast;
use words::{findings_heading, later_hand, not_kept, problem, untaken_heading, untaken_reason};

/// A wind drawn at random, for rules that draw the next prevailing wind.
fn random_wind() -> Wind {
    let i = (js_sys::Math::random() * 4.0) as usize;
    Wind::ALL[i % Wind::ALL.len()]
}

/// The calculate button and what it found, until the entries change.
#[component]
pub fn CheckPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let found = Memo::new(move |_| state.hand.with(|h| h.as_ref()?.found().cloned()));
    let record = Callback::new(move |without_winner: bool| {
        state.run(|s| s.record_hand(without_winner, random_wind()));
    });
    let commit = Callback::new(move |without_winner: bool| {
        state.run(|s| s.commit_hand(without_winner, random_wind()));
    });
    let again = Callback::new(move |()| {
        let checked = state.run(|s| s.calculate(random_wind()));
        if let Some(Checked::Untaken(player)) = checked {
            focus_later(typed_id(player));
        }
    });
    let calculate = move |_| again.run(());
    let findings = move || {
        found.get().map(|found| match found {
            Checked::Recorded => ().into_any(),
            Checked::Problems(problems) => view! { <Findings problems record /> }.into_any(),
            Checked::LaterHands {
                later,
                without_winner,
            } => view! { <LaterHands later without_winner commit /> }.into_any(),
            Checked::Untaken(player) => view! { <UntakenTyping player /> }.into_any(),
            Checked::WinningTile(player) => {
                view! { <WinningTileQuestion player calculate=again /> }.into_any()
            }
            Checked::NotKept(e) => {
                let why = not_kept(&e, &names(&state));
                view! {
                    <p class="notice notice--error" role="alert">
                        {why}
                    </p>
                }
                .into_any()
            }
        })
    };
    view! {
        <Action look=Look::Large on_press=calculate>
            "Calculate scores"
        </Action>
        {findings}
    }
}

/// A correction that moves later hands: what changes, before it is kept.
#[component]
fn LaterHands(
    later: Vec<LaterHand>,
    without_winner: bool,
    commit: Callback<bool>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let items = state.scored.with_untracked(|s| {
        let setup = &s.as_ref()?.game().setup;
        let lines = later
            .iter()
            .map(|l| view! { <li>{later_hand(l, &setup.names, &setup.tally)}</li> });
        Some(lines.collect_view())
    });
    view! {
        <div class="check" role="alert">
            <p class="check__heading">"This correction changes later hands:"</p>
            <ul>{items}</ul>
            <div class="check__actions">
                <Action look=Look::Primary on_press=move |_| commit.run(without_winner)>
                    "Keep the correction"
                </Action>
                <Action on_press=move |_| {
                    state.run(|s| s.dismiss_found());
                }>"Go back to the form"</Action>
            </div>
        </div>
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
            .is_some_and(|h| h.rules().values().no_winner_scoring == NoWinnerScoring::Ask)
    });
    let heading = findings_heading(worst);
    // While anything is refused, only the refusals: a warning's "score it
    // anyway" would offer what the screen does not.
    let items = problems
        .iter()
        .filter(|p| p.severity() != Severity::Draw)
        .filter(|p| worst != Severity::Refuse || p.severity() == Severity::Refuse)
        .map(|p| view! { <li>{problem(p, &names)}</li> })
        .collect_view();
    let button = move |label: &'static str, primary: bool, without_winner: bool| {
        view! {
            <Action look=Look::primary_if(primary) on_press=move |_| record.run(without_winner)>
                {label}
            </Action>
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

/// Moves the focus to an element once the screen has drawn it.
fn focus_later(id: String) {
    request_animation_frame(move || {
        let found = document().get_element_by_id(&id);
        if let Some(element) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            element.focus().ok();
        }
    });
}

/// A player's typed hand that was not taken: named, with why, before the
/// hand can be recorded.
#[component]
fn UntakenTyping(player: PlayerId) -> impl IntoView {
    let state = expect_context::<AppState>();
    let heading = untaken_heading(player, &names(&state));
    let why = state.hand.with_untracked(|h| {
        h.as_ref()?
            .untaken_because(player)
            .map(|because| untaken_reason(&because))
    });
    view! {
        <div class="check check--refused" role="alert">
            <p class="check__heading">{heading}</p>
            <p>{why}</p>
        </div>
    }
}
