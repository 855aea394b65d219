//! Every stored match (docs/rules.md §10): resume, rename, delete with undo, export,
//! import, and start a new one.

mod bin;
mod card;
mod choice;
mod club_line;
mod import;
mod nights;
mod records;
mod versions;

pub use choice::{ImportChoice, NightResultChoice};
pub use club_line::ClubLine;
pub use nights::KeptNights;

use crate::ui::controls::{Action, Look};
use crate::ui::exporting::{export_backups, export_everything};
use crate::ui::state::AppState;
use bin::BinList;
use card::MatchCard;
use import::ImportPanel;
use leptos::prelude::*;
use nights::NightsInHistory;
use records::RecordsPanel;
use session::Place;
use std::collections::HashMap;
use storage::Summary;
use words::night::not_counted_for;

/// The history screen.
#[component]
pub fn HistoryScreen() -> impl IntoView {
    view! {
        <section class="history" aria-labelledby="history-title">
            <HistoryBar />
            <ClubLine />
            <ImportPanel />
            <MatchList />
            <NightsInHistory />
            <RecordsPanel />
            <BinList />
        </section>
    }
}

/// Every match kept, a card each.
#[component]
fn MatchList() -> impl IntoView {
    let state = expect_context::<AppState>();
    let keepers = Memo::new(move |_| {
        state.matches.track();
        state.peek(|s| s.match_keepers()).unwrap_or_default()
    });
    let nights = Memo::new(move |_| state.read(|s| s.nights_saved()).unwrap_or_default());
    let not_counted = Memo::new(move |_| {
        state.matches.track();
        nights.track();
        let tables = state.peek(|s| s.tables_not_counted()).unwrap_or_default();
        tables
            .into_iter()
            .map(|(id, table)| (id, not_counted_for(&table)))
            .collect::<HashMap<u64, String>>()
    });
    // Each card follows its own match: a change to one redraws that one,
    // and a card being renamed or compared stays open as others change.
    let summaries = Memo::new(move |_| {
        state.matches.with(|m| {
            let each = m.iter().map(|s| (s.id, s.clone()));
            each.collect::<HashMap<u64, Summary>>()
        })
    });
    let empty = Memo::new(move |_| state.matches.with(|m| m.is_empty()));
    let list = move || {
        if empty.get() {
            return view! { <p class="history__empty">"No matches yet."</p> }.into_any();
        }
        view! {
            <ul class="history__list">
                <For
                    each=move || state.matches.with(|m| m.iter().map(|s| s.id).collect::<Vec<_>>())
                    key=|id| *id
                    let:id
                >
                    <MatchCard
                        summary=Memo::new(move |_| summaries.with(|s| s.get(&id).cloned()))
                        keeper=Signal::derive(move || keepers.with(|k| k.get(&id).cloned()))
                        not_counted=Signal::derive(move || {
                            not_counted.with(|n| n.get(&id).cloned())
                        })
                        id
                    />
                </For>
            </ul>
        }
        .into_any()
    };
    list
}

#[component]
fn HistoryBar() -> impl IntoView {
    let state = expect_context::<AppState>();
    let has_backups = move || {
        state.notice.track();
        state.peek(|s| !s.backups().is_empty()).unwrap_or(false)
    };
    view! {
        <div class="history__bar">
            <h2 id="history-title">"Matches"</h2>
            <Action look=Look::Primary on_press=move |_| state.go(Place::Setup)>
                "New match"
            </Action>
            <Action on_press=move |_| state.go(Place::Club)>"Club records"</Action>
            <Action
                disabled=Signal::derive(move || state.matches.with(|m| m.is_empty()))
                on_press=move |_| export_everything(&state)
            >
                "Export everything"
            </Action>
            {move || {
                has_backups()
                    .then(|| {
                        view! {
                            <Action on_press=move |_| export_backups(
                                &state,
                            )>"Download unreadable data"</Action>
                        }
                    })
            }}
        </div>
    }
}
