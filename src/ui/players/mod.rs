//! Every player across the kept matches: the season's standings, counted
//! over the days and rules chosen, sorted by any column, each player's
//! running net drawn, spellings of one player joined, and a CSV export.

mod chart;
mod filter;
mod links;
mod table;

use crate::engine::season::{season, Column, SeasonFilter};
use crate::engine::words::counted;
use crate::session::KeptFigures;
use crate::storage::export::season_csv;
use crate::ui::controls::Action;
use crate::ui::files::{download, file_name};
use crate::ui::state::AppState;
use chart::RunningChart;
use filter::FilterBar;
use leptos::prelude::*;
use links::NameLinksPanel;
use std::cell::RefCell;
use table::SeasonTable;

thread_local! {
    /// The days, rules and order last chosen, kept for the visit.
    static CHOSEN: RefCell<(SeasonFilter, (Column, bool))> =
        RefCell::new((SeasonFilter::default(), (Column::NetPoints, true)));
}

/// The players screen.
#[component]
pub fn PlayersScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let (chosen_filter, chosen_order) = CHOSEN.with_borrow(Clone::clone);
    let filter = RwSignal::new(chosen_filter);
    let order = RwSignal::new(chosen_order);
    Effect::new(move |_| {
        let chosen = (filter.get(), order.get());
        CHOSEN.with_borrow_mut(|kept| *kept = chosen);
    });
    // Every kept match read once; again only for a match that changed.
    let kept = Memo::new(move |_| {
        state.matches.track();
        state.peek(|s| s.kept_figures()).unwrap_or_default()
    });
    let links = Memo::new(move |_| state.read(|s| s.name_links().clone()).unwrap_or_default());
    let standings = Memo::new(move |_| {
        let presets = state.presets.get();
        let (column, descending) = order.get();
        let mut standings = kept.with(|kept| {
            let figures = kept.figures.iter().map(AsRef::as_ref);
            links.with(|links| filter.with(|filter| season(figures, links, filter, &presets)))
        });
        standings.sort(column, descending);
        standings
    });
    let export = move |()| {
        let csv = standings.with_untracked(season_csv);
        if download(&file_name("players", "csv"), "text/csv", &csv).is_err() {
            state.run(|s| s.not_downloaded());
        }
    };
    let counted_line = move || {
        let shown = standings.with(|s| s.matches);
        kept.with(|kept: &KeptFigures| {
            if kept.figures.is_empty() && kept.unreadable == 0 {
                return "No matches are kept yet: the standings fill in as matches are played."
                    .to_string();
            }
            let mut line = format!(
                "Counting {shown} of {}.",
                counted(kept.figures.len() as u64, "kept match", "kept matches")
            );
            if shown == 0 {
                line.push_str(" None falls within these days and rules.");
            }
            if kept.unreadable > 0 {
                line.push_str(&format!(
                    " {} could not be read and {} left out; open it in History to see why.",
                    counted(kept.unreadable as u64, "match", "matches"),
                    if kept.unreadable == 1 { "is" } else { "are" }
                ));
            }
            line
        })
    };
    view! {
        <section class="players" aria-labelledby="players-title">
            <div class="history__bar">
                <h2 id="players-title">"Players across matches"</h2>
                <Action
                    disabled=Signal::derive(move || standings.with(|s| s.rows.is_empty()))
                    on_press=export
                >
                    "Export CSV"
                </Action>
            </div>
            <FilterBar filter />
            <p class="players__counted" role="status">
                {counted_line}
            </p>
            <SeasonTable standings order />
            <RunningChart standings />
            <NameLinksPanel kept links />
        </section>
    }
}
