//! The night's standings: a row per player, ranked by net points or by
//! table points, downloaded as CSV or printed.

use crate::ui::controls::{Action, Tick};
use crate::ui::state::AppState;
use engine::night::{NightStanding, Ranking, TableRead};
use engine::PlayerId;
use leptos::prelude::*;
use words::csv::night_standings_csv;
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
            <td class="num">{final_percent(line.final_per_mille())}</td>
            <td class="num">{table_points(line.table_points)}</td>
        </tr>
    }
}

/// The standings over the results read so far.
#[component]
pub fn StandingsPart(
    id: String,
    names: Vec<String>,
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
    let names = StoredValue::new(names);
    let played = move || lines.with(|l| l.iter().any(|l| l.tables > 0));
    let download = move |()| {
        let csv = lines.with_untracked(|l| names.with_value(|n| night_standings_csv(l, n)));
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
                <StandingsTable lines names />
            </Show>
        </section>
    }
}

/// The standings' table: place, player, tables, net, final, table points.
#[component]
fn StandingsTable(
    lines: Memo<Vec<NightStanding>>,
    names: StoredValue<Vec<String>>,
) -> impl IntoView {
    let rows = move || {
        lines.with(|l| names.with_value(|n| l.iter().map(|line| row(line, n)).collect_view()))
    };
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
