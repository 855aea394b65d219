//! Every player across the kept matches: the season's standings, counted
//! over the days and rules chosen, sorted by any column, each player's
//! running net drawn, spellings of one player joined, and a CSV export.
//! The days, rules and order chosen are the session's, kept for the visit.

mod chart;
mod filter;
mod grid;
mod links;

use crate::ui::controls::Action;
use crate::ui::files::{download, file_name};
use crate::ui::state::AppState;
use chart::RunningChart;
use engine::season::Season;
use filter::FilterBar;
use grid::SeasonGrid;
use leptos::prelude::*;
use links::NameLinksPanel;
use session::KeptFigures;
use std::time::Duration;
use words::csv::season_csv;
use words::season::counting;

/// The players screen.
#[component]
pub fn PlayersScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Every kept match read once; again only for a match that changed.
    let kept = Memo::new(move |_| {
        state.matches.track();
        state.peek(|s| s.kept_figures()).unwrap_or_default()
    });
    // Figures read from their matches kept beside them, once the standings
    // have shown, for the next visit.
    Effect::new(move |_| {
        kept.track();
        set_timeout(
            move || {
                state.run(|s| s.keep_figures());
            },
            Duration::ZERO,
        );
    });
    let links = Memo::new(move |_| state.read(|s| s.name_links().clone()).unwrap_or_default());
    let chosen = Memo::new(move |_| {
        state
            .read(|s| s.season_choice().clone())
            .unwrap_or_default()
    });
    let standings = Memo::new(move |_| {
        let presets = state.presets.get();
        kept.with(|kept| {
            links.with(|links| chosen.with(|chosen| chosen.standings(kept, links, &presets)))
        })
    });
    let filter = Memo::new(move |_| chosen.with(|c| c.filter.clone()));
    let order = Memo::new(move |_| chosen.with(|c| c.order));
    view! {
        <section class="players" aria-labelledby="players-title">
            <PlayersBar standings />
            <FilterBar filter />
            <CountedLine kept standings />
            <SeasonGrid standings order />
            <RunningChart standings />
            <NameLinksPanel kept links />
        </section>
    }
}

/// The screen's title, and the standings' export as CSV.
#[component]
fn PlayersBar(standings: Memo<Season>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let export = move |()| {
        let csv = standings.with_untracked(season_csv);
        if download(&file_name("players", "csv"), "text/csv", &csv).is_err() {
            state.run(|s| s.not_downloaded());
        }
    };
    view! {
        <div class="history__bar">
            <h2 id="players-title">"Players across matches"</h2>
            <Action
                disabled=Signal::derive(move || standings.with(|s| s.rows.is_empty()))
                on_press=export
            >
                "Export CSV"
            </Action>
        </div>
    }
}

/// How many of the kept matches the standings count.
#[component]
fn CountedLine(kept: Memo<KeptFigures>, standings: Memo<Season>) -> impl IntoView {
    let line = move || {
        let shown = standings.with(|s| s.matches);
        kept.with(|kept| counting(shown, kept.figures.len(), kept.unreadable))
    };
    view! {
        <p class="players__counted" role="status">
            {line}
        </p>
    }
}
