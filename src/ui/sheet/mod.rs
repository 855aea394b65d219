//! The score sheet (docs/rules.md §2): every hand's payments and scores, the table
//! of seats, and what each player gives and receives.

mod actions;
mod chart;
mod grid;
mod night;
mod print;
mod snapshot;
mod standings;
mod table_picture;

use chart::BalanceChart;
pub use standings::standings_grid;

use crate::ui::state::AppState;
use actions::SheetActions;
use engine::sheet::ScoredMatch;
use grid::SheetGrid;
use leptos::prelude::*;
use night::NightBanner;
use print::PrintHeading;
use standings::Standings;
use table_picture::TablePicture;
use words::{hand_under_way, instructions, short_names};

/// A hand being entered while the sheet shows.
#[derive(Clone, Copy, PartialEq, Eq)]
struct HandUnderWay {
    /// The hand's number on the sheet.
    number: usize,
    /// Whether it corrects a hand already on the sheet.
    correcting: bool,
}

/// The hand being entered, if one is; changes only when it does.
fn in_progress(state: AppState) -> Memo<Option<HandUnderWay>> {
    Memo::new(move |_| {
        state.read(|s| {
            Some(HandUnderWay {
                number: s.hand_number()?,
                correcting: s.hand()?.draft.correcting.is_some(),
            })
        })?
    })
}

/// The score-sheet screen.
#[component]
pub fn SheetScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let under_way = in_progress(state);
    let scored = move || state.scored.get();
    // The sheet as first painted is kept for the page to show next time;
    // what the players do not see at once, the chart under the table and
    // the heading printed alone, waits until then.
    crate::ui::later::after_paint(move || snapshot::keep_snapshot(state));
    let painted = crate::ui::later::painted();
    let settle = move || {
        scored().map(|s| {
            let setup = &s.game().setup;
            let hand = s.sheet().rows.len();
            let lines = s
                .sheet()
                .rows
                .last()
                .map(|row| instructions(row, &short_names(&setup.names, 14), &setup.tally));
            view! { <SettleLines lines=lines.unwrap_or_default() hand /> }
        })
    };
    // What the table looks at after a hand comes first: the seats, what to
    // do next, the standings, who pays whom, then the sheet's totals and
    // its newest hands.
    view! {
        <section class="sheet" aria-label="Match">
            {move || painted.get().then(|| view! { <PrintHeading /> })}
            <NightBanner />
            {move || under_way.get().map(|draft| view! { <DraftNote draft /> })}
            <SheetTop />
            {settle}
            <SheetGrid />
            {move || {
                painted.get().then(|| scored().map(|scored| view! { <BalanceChart scored /> }))
            }}
        </section>
    }
}

/// The seats, what to do next and the standings. The buttons stay as
/// matches change under them (another tablet's hand arriving): a tap is
/// never lost to them being drawn again.
#[component]
fn SheetTop() -> impl IntoView {
    let state = expect_context::<AppState>();
    let scored = move || state.scored.get();
    let has_match = Memo::new(move |_| state.scored.with(Option::is_some));
    let picture = move || {
        scored().map(|s| {
            let names = s.game().setup.names.clone();
            view! { <TablePicture table=s.next_table().clone() names /> }
        })
    };
    let actions = move || {
        has_match.get().then(|| {
            view! {
                <div class="sheet__actions">
                    <p class="sheet__status" aria-live="polite">
                        {move || scored().map(|s| status(&s))}
                    </p>
                    <SheetActions />
                </div>
            }
        })
    };
    view! { <div class="sheet__top">{picture} {actions} <Standings /></div> }
}

/// What the next hand is, in words.
fn status(scored: &ScoredMatch) -> String {
    let next = scored.next_table();
    let mut parts = vec![format!(
        "Hand {} is next, in the {} round.",
        scored.sheet().rows.len() + 1,
        next.prevailing
    )];
    if next.goulash_suggested {
        parts.push("After a drawn hand it is played as a goulash.".into());
    }
    if next.complete {
        parts.push("The match is complete: every player has been East in the North round. Play on if you like.".into());
    }
    parts.join(" ")
}

#[component]
fn SettleLines(lines: Vec<String>, hand: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    (!lines.is_empty()).then(|| {
        view! {
            <section class="settle" aria-labelledby="settle-title">
                <div class="settle__head">
                    <h3 id="settle-title">{format!("Settling up hand {hand}")}</h3>
                    <button
                        type="button"
                        class="link-button settle__why"
                        on:click=move |_| state.open_guide(Some("guide-settling".into()))
                    >
                        "How the payments are worked out"
                    </button>
                </div>
                <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
            </section>
        }
    })
}

/// Says that a hand is being entered: its entries stay until it is recorded
/// or cancelled on its form.
#[component]
fn DraftNote(draft: HandUnderWay) -> impl IntoView {
    view! {
        <p class="notice sheet__draft" role="status">
            {hand_under_way(draft.number, draft.correcting)}
        </p>
    }
}
