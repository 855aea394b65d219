//! The night's standings: a row per player, ranked by net points or by
//! table points, downloaded as CSV or printed.

use crate::ui::controls::{Action, Tick};
use crate::ui::state::AppState;
use engine::night::{ranked_by, NightStanding, Ranking, TableRead};
use engine::PlayerId;
use leptos::prelude::*;
use words::csv::night_standings_csv;
use words::night_comings::ranked;
use words::night_screen::{final_percent, table_points, NO_RESULTS};
use words::{player_name, signed};

/// One player's row.
fn row(line: &NightStanding, names: &[String]) -> impl IntoView + use<> {
    view! {
        <tr>
            <td class="num">{line.place}</td>
            <th scope="row">{player_name(names, PlayerId(line.player.0))}</th>
            <td class="num">{line.tables}</td>
            <td class="num">{signed(line.net.0, line.net.to_string())}</td>
            <td class="num">{per_table(line)}</td>
            <td class="num">{final_percent(line.final_per_mille())}</td>
            <td class="num">{table_points(line.table_points)}</td>
        </tr>
    }
}

/// The net points a table played, signed.
pub(super) fn per_table(line: &NightStanding) -> impl IntoView + use<> {
    line.net_per_table()
        .map(|net| signed(net, engine::Points(net).to_string()))
}

/// The standings over the results read so far.
#[component]
pub fn StandingsPart(
    id: String,
    names: Memo<Vec<String>>,
    results: Memo<Vec<TableRead>>,
    /// Prints the standings.
    on_print: Callback<()>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let by_points = RwSignal::new(false);
    let lines = Memo::new(move |_| {
        results.track();
        let ranking = match by_points.get() {
            true => Ranking::TablePoints,
            false => Ranking::Net,
        };
        state
            .read(|s| s.night_standings(&id, ranking))
            .unwrap_or_default()
    });
    let ranking_line = move || {
        let ranking = match by_points.get() {
            true => Ranking::TablePoints,
            false => Ranking::Net,
        };
        lines.with(|l| ranked(ranking, ranked_by(l)))
    };
    let played = move || lines.with(|l| l.iter().any(|l| l.tables > 0));
    let download = move |()| {
        let csv = lines.with_untracked(|l| names.with_untracked(|n| night_standings_csv(l, n)));
        super::save_csv(&state, "club-night-standings", &csv);
    };
    view! {
        <section class="night__standings" aria-labelledby="standings-title">
            <h3 id="standings-title">"Standings"</h3>
            <div class="night-standings__bar">
                <Tick
                    id="rank-by-table-points"
                    label="Rank by table points"
                    checked=by_points
                    on_toggle=move |t| {
                        by_points.set(t);
                        t
                    }
                />
                <Action on_press=download>"Download the standings (CSV)"</Action>
                <Action on_press=on_print>"Print the standings"</Action>
            </div>
            <Show when=played fallback=|| view! { <p>{NO_RESULTS}</p> }>
                <p class="night-standings__ranked">{ranking_line}</p>
                <StandingsTable lines names />
            </Show>
        </section>
    }
}

/// The standings' table: place, player, tables, net, net a table, final,
/// table points.
#[component]
fn StandingsTable(lines: Memo<Vec<NightStanding>>, names: Memo<Vec<String>>) -> impl IntoView {
    let rows =
        move || lines.with(|l| names.with(|n| l.iter().map(|line| row(line, n)).collect_view()));
    view! {
        <div class="night-standings__scroll">
            <table class="night-standings" aria-labelledby="standings-title">
                <thead>
                    <tr>
                        <th scope="col" class="num">
                            "Place"
                        </th>
                        <th scope="col">"Player"</th>
                        <th scope="col" class="num">
                            "Tables"
                        </th>
                        <th scope="col" class="num">
                            "Net points"
                        </th>
                        <th scope="col" class="num">
                            "Net a table"
                        </th>
                        <th scope="col" class="num">
                            "Final, % of opening"
                        </th>
                        <th scope="col" class="num">
                            "Table points"
                        </th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}
