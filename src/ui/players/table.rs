//! The season's standings table: a row per player, sorted by the column
//! whose heading was pressed (pressed again, the other way).

use crate::engine::money::{PointsPerUnit, Tally};
use crate::engine::season::{Column, PlayerRow, Season};
use crate::engine::words::{signed, tenths};
use crate::words::day;
use leptos::prelude::*;

/// Each column: what it sorts, its heading, and whether it holds money.
const COLUMNS: [(Column, &str); 9] = [
    (Column::Player, "Player"),
    (Column::Matches, "Matches"),
    (Column::HandsPlayed, "Hands played"),
    (Column::HandsWon, "Hands won"),
    (Column::NetPoints, "Net points"),
    (Column::NetMoney, "Net money"),
    (Column::Average, "Average per hand"),
    (Column::Biggest, "Biggest hand"),
    (Column::Specials, "Special hands"),
];

/// A row's cells, in the columns' order (net money only where kept), each
/// with a line of detail under it where it has one.
fn cells(row: &PlayerRow, season: &Season) -> Vec<(String, Option<String>)> {
    let money = Tally::Money {
        ratio: PointsPerUnit::One,
        symbol: season.currency.clone().unwrap_or_default(),
    };
    let mut cells = vec![
        row.matches.to_string(),
        row.hands_played.to_string(),
        row.hands_won.to_string(),
        signed(row.net_points.0, row.net_points.to_string()),
    ];
    if season.money {
        cells.push(
            row.net_money
                .map_or("—".into(), |m| signed(m, money.format(m))),
        );
    }
    cells.push(
        row.average_tenths()
            .map_or("—".into(), |t| signed(t, tenths(t))),
    );
    let mut cells: Vec<(String, Option<String>)> = cells.into_iter().map(|c| (c, None)).collect();
    cells.push(row.biggest.as_ref().map_or(("—".into(), None), |b| {
        let at = format!("{}, {}, hand {}", b.match_name, day(&b.created), b.hand);
        (b.points.to_string(), Some(at))
    }));
    let specials = row.specials_named();
    cells.push(match specials.is_empty() {
        true => ("—".into(), None),
        false => (specials.join(", "), None),
    });
    cells
}

/// The standings.
#[component]
pub fn SeasonTable(standings: Memo<Season>, order: RwSignal<(Column, bool)>) -> impl IntoView {
    let heading = move |column: Column, label: &'static str| {
        let sorted = move || order.with(|(at, descending)| (*at == column).then_some(*descending));
        let press = move |_| {
            order.update(|(at, descending)| {
                if *at == column {
                    *descending = !*descending;
                } else {
                    *at = column;
                    *descending = column != Column::Player;
                }
            })
        };
        view! {
            <th
                scope="col"
                class:num=column != Column::Player
                aria-sort=move || match sorted() {
                    Some(true) => "descending",
                    Some(false) => "ascending",
                    None => "none",
                }
            >
                <button type="button" class="sort" on:click=press>
                    {label}
                    <span class="sort__mark" aria-hidden="true">
                        {move || match sorted() {
                            Some(true) => " ▼",
                            Some(false) => " ▲",
                            None => "",
                        }}
                    </span>
                </button>
            </th>
        }
    };
    let head = move || {
        let money = standings.with(|s| s.money);
        COLUMNS
            .into_iter()
            .filter(|(column, _)| money || *column != Column::NetMoney)
            .map(|(column, label)| heading(column, label))
            .collect_view()
    };
    let body = move || {
        standings.with(|season| {
            season
                .rows
                .iter()
                .map(|row| {
                    let also = (!row.spellings.is_empty())
                        .then(|| format!("also written {}", row.spellings.join(", ")));
                    view! {
                        <tr>
                            <th scope="row" class="players__name">
                                {row.name.clone()}
                                {also.map(|a| view! { <span class="players__also">{a}</span> })}
                            </th>
                            {cells(row, season)
                                .into_iter()
                                .map(|(cell, detail)| {
                                    view! {
                                        <td class="num">
                                            {cell}
                                            {detail
                                                .map(|d| view! { <span class="players__where">{d}</span> })}
                                        </td>
                                    }
                                })
                                .collect_view()}
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    move || {
        if standings.with(|s| s.rows.is_empty()) {
            return None;
        }
        Some(view! {
            <div class="standings__scroll">
                <table class="standings players__table">
                    <caption>"Standings across matches"</caption>
                    <thead>
                        <tr>{head}</tr>
                    </thead>
                    <tbody>{body}</tbody>
                </table>
            </div>
        })
    }
}
