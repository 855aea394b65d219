//! A club night on a big screen in the hall: its name, the round in play
//! and its clock, each table's hands, the standings (paged where they do
//! not fit) and the next round's seats. It follows the night as it is kept
//! here, changed in another window or arriving from the club's server.

use super::standings::per_table as net_per_table;
use crate::ui::state::AppState;
use engine::night::{ranked_by, Night, NightStanding, RankedBy, Ranking};
use engine::PlayerId;
use leptos::prelude::*;
use session::Place;
use std::time::Duration;
use words::night_board::{clock, round_line, seats_line, table_line, NOT_HERE};
use words::night_screen::final_percent;
use words::{player_name, signed};

/// Standings rows a page of the board holds.
const ROWS_A_PAGE: usize = 10;
/// The next round's tables a page of the board holds.
const TABLES_A_PAGE: usize = 3;
/// How long each page of the standings and the next seats shows.
const PAGE_SECONDS: u64 = 8;

fn now_iso() -> String {
    js_sys::Date::new_0().to_iso_string().into()
}

/// The night on a big screen, at its own address.
#[component]
pub fn BoardScreen(
    /// The night's id.
    id: String,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let now = RwSignal::new(now_iso());
    let page = RwSignal::new(0usize);
    let ticking = set_interval_with_handle(move || now.set(now_iso()), Duration::from_secs(1)).ok();
    let paging = set_interval_with_handle(
        move || page.update(|p| *p += 1),
        Duration::from_secs(PAGE_SECONDS),
    )
    .ok();
    on_cleanup(move || {
        ticking.into_iter().chain(paging).for_each(|h| h.clear());
    });
    let night = {
        let id = id.clone();
        Memo::new(move |_| state.read(|s| s.night(&id).cloned()).flatten())
    };
    let back = {
        let id = id.clone();
        move |_| {
            let to = match night.with_untracked(Option::is_some) {
                true => Place::Night(id.clone()),
                false => Place::Nights,
            };
            state.go(to);
        }
    };
    let back_words = move || match night.with(Option::is_some) {
        true => "Back to the night",
        false => "Back to the club nights",
    };
    view! {
        <section class="board" aria-labelledby="board-title">
            <button type="button" class="link-button board__back" on:click=back>
                {back_words}
            </button>
            {move || match night.get() {
                None => {
                    view! {
                        <h2 id="board-title">"Club night"</h2>
                        <p class="board__missing">{NOT_HERE}</p>
                    }
                        .into_any()
                }
                Some(night) => view! { <Board night now page /> }.into_any(),
            }}
        </section>
    }
}

/// The board of a night kept here.
#[component]
fn Board(night: Night, now: RwSignal<String>, page: RwSignal<usize>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let in_play = night.last_started();
    let rounds = night.plan().rounds().len();
    let id = night.id().to_string();
    let names = night.players().to_vec();
    let clock_night = night.clone();
    let clock_line = move || {
        let round = in_play?;
        let (said, closing) = clock(&clock_night, round, &now.get())?;
        Some(view! {
            <p class="board__clock" class:board__clock--closing=closing>
                {said}
            </p>
        })
    };
    let tables = in_play.map(|round| {
        let id = id.clone();
        let lengths = move || {
            state
                .read(|s| s.round_lengths(&id, round))
                .unwrap_or_default()
        };
        view! {
            <h3 class="board__now">{format!("Round {round}, now")}</h3>
            <ul class="board__tables">
                {move || {
                    lengths()
                        .into_iter()
                        .map(|(table, length)| view! { <li>{table_line(table, length)}</li> })
                        .collect_view()
                }}
            </ul>
        }
    });
    let standings = {
        let id = id.clone();
        Memo::new(move |_| {
            state
                .read(|s| s.night_standings(&id, Ranking::Net))
                .unwrap_or_default()
        })
    };
    view! {
        <header class="board__head">
            <h2 id="board-title">{night.name().to_string()}</h2>
            <p class="board__round">{round_line(in_play, rounds)}</p>
            {clock_line}
        </header>
        <div class="board__body">
            <BoardStandings standings names page />
            <div class="board__side">{tables} <NextSeats night=night.clone() page /></div>
        </div>
    }
}

/// The standings, a page at a time where they do not fit.
#[component]
fn BoardStandings(
    standings: Memo<Vec<NightStanding>>,
    names: Vec<String>,
    page: RwSignal<usize>,
) -> impl IntoView {
    let pages = move || standings.with(|s| s.len().div_ceil(ROWS_A_PAGE).max(1));
    let shown = move || page.get() % pages();
    let rows = move || {
        let at = shown() * ROWS_A_PAGE;
        standings.with(|s| {
            s.iter()
                .skip(at)
                .take(ROWS_A_PAGE)
                .cloned()
                .collect::<Vec<_>>()
        })
    };
    let names = StoredValue::new(names);
    // Where everyone has played as many tables, the sums rank them and
    // the figure a table is left off.
    let per_table = Memo::new(move |_| standings.with(|s| ranked_by(s) == RankedBy::PerTable));
    let title = move || match per_table.get() {
        false => "Standings",
        true => "Standings by net points a table",
    };
    let caption = move || match pages() {
        1 => title().to_string(),
        n => format!("{}, page {} of {n}", title(), shown() + 1),
    };
    view! {
        <table class="board__standings">
            <caption>{caption}</caption>
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
                        "Net"
                    </th>
                    {move || {
                        per_table
                            .get()
                            .then(|| {
                                view! {
                                    <th scope="col" class="num">
                                        "A table"
                                    </th>
                                }
                            })
                    }}
                    <th scope="col" class="num">
                        "Final"
                    </th>
                </tr>
            </thead>
            <tbody>
                {move || {
                    rows()
                        .into_iter()
                        .map(|line| names.with_value(|n| row(&line, n, per_table.get())))
                        .collect_view()
                }}
            </tbody>
        </table>
    }
}

/// One player's line of the board's standings, with their net a table
/// where the standings rank by it.
fn row(line: &NightStanding, names: &[String], per_table: bool) -> impl IntoView + use<> {
    let name = player_name(names, PlayerId(line.player.0));
    let a_table = per_table.then(|| view! { <td class="num">{net_per_table(line)}</td> });
    view! {
        <tr>
            <td class="num">{line.place}</td>
            <th scope="row">{name}</th>
            <td class="num">{line.tables}</td>
            <td class="num">{signed(line.net.0, line.net.to_string())}</td>
            {a_table}
            <td class="num">{final_percent(line.final_per_mille())}</td>
        </tr>
    }
}

/// The next round's tables and seats, once the plan holds it, a page of
/// tables at a time where they do not fit.
#[component]
fn NextSeats(night: Night, page: RwSignal<usize>) -> impl IntoView {
    let round = night.next_round()?;
    let seats = night.plan().round(round)?;
    let tables: Vec<(String, String)> = seats
        .by_table()
        .map(|(table, players)| {
            let seated: Vec<String> = players
                .iter()
                .map(|p| night.player(*p).unwrap_or_default().to_string())
                .collect();
            (format!("Table {table}"), seats_line(&seated))
        })
        .collect();
    let count = tables.len();
    let pages = count.div_ceil(TABLES_A_PAGE).max(1);
    let shown = move || page.get() % pages;
    let heading = move || match pages {
        1 => format!("Round {round}: where to sit"),
        _ => {
            let first = shown() * TABLES_A_PAGE + 1;
            let last = (first + TABLES_A_PAGE - 1).min(count);
            format!("Round {round}: where to sit, tables {first} to {last} of {count}")
        }
    };
    let tables = StoredValue::new(tables);
    let lines = move || {
        let at = shown() * TABLES_A_PAGE;
        tables.with_value(|t| {
            t.iter()
                .skip(at)
                .take(TABLES_A_PAGE)
                .map(|(table, seated)| {
                    view! {
                        <li>
                            <span class="board__table">{table.clone()}</span>
                            " "
                            {seated.clone()}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    Some(view! {
        <section class="board__next" aria-labelledby="board-next">
            <h3 id="board-next">{heading}</h3>
            <ul>{lines}</ul>
        </section>
    })
}
