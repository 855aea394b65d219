//! The season's standings table: a row per player, a column for each of the
//! standings' columns, sorted by the column whose heading was pressed
//! (pressed again, the other way).

use crate::ui::controls::NameTag;
use crate::ui::state::AppState;
use engine::money::{PointsPerUnit, Tally};
use engine::season::{Biggest, Column, Figure, Order, PlayerRow, Season};
use leptos::prelude::*;
use words::day;
use words::{short_names, signed, tenths};

/// A player's figure as shown (the biggest hand has a cell of its own).
fn shown(figure: Figure, money: &Tally) -> String {
    let none = || "—".to_string();
    match figure {
        Figure::Name(name, _) => name.to_string(),
        Figure::Count(n) => n.to_string(),
        Figure::Points(points) => signed(points.0, points.to_string()),
        Figure::Money(pennies) => pennies.map_or_else(none, |m| signed(m, money.format(m))),
        Figure::Tenths(average) => average.map_or_else(none, |t| signed(t, tenths(t))),
        Figure::Biggest(_) => none(),
        Figure::Specials(named) if named.is_empty() => none(),
        Figure::Specials(named) => named.join(", "),
    }
}

/// One player's cell in a column: their name heads the row, with their
/// other spellings; each figure is a number.
fn cell(figure: Figure, money: &Tally) -> AnyView {
    if let Figure::Name(name, spellings) = figure {
        let also =
            (!spellings.is_empty()).then(|| format!("also written {}", spellings.join(", ")));
        return view! {
            <th scope="row" class="players__name">
                {name.to_string()}
                {also.map(|a| view! { <span class="players__also">{a}</span> })}
            </th>
        }
        .into_any();
    }
    if let Figure::Biggest(Some(biggest)) = figure {
        return view! { <BiggestHand biggest=biggest.clone() /> }.into_any();
    }
    view! { <td class="num">{shown(figure, money)}</td> }.into_any()
}

/// The biggest hand won, with its match under it — the name cut to fit,
/// the whole name one tap away — and its day, unless the name says it.
#[component]
fn BiggestHand(biggest: Biggest) -> impl IntoView {
    let name = biggest.match_name;
    let short = short_names(std::slice::from_ref(&name), MATCH_NAME_ROOM).concat();
    let day = day(&biggest.created);
    let iso_day = biggest.created.get(..10).filter(|d| !d.is_empty());
    let dated = name.contains(&day) || iso_day.is_some_and(|d| name.contains(d));
    let when = match dated {
        true => format!("hand {}", biggest.hand),
        false => format!("{day}, hand {}", biggest.hand),
    };
    view! {
        <td class="num">
            {biggest.points.to_string()} <span class="players__where">
                <NameTag full=name short />
            </span> <span class="players__where">{when}</span>
        </td>
    }
}

/// The characters a biggest hand's match name is cut to.
const MATCH_NAME_ROOM: usize = 20;

/// One player's row.
fn player_row(row: &PlayerRow, season: &Season) -> impl IntoView + use<> {
    let money = Tally::Money {
        ratio: PointsPerUnit::One,
        symbol: season.currency.clone().unwrap_or_default(),
    };
    let cells = season
        .columns()
        .map(|column| cell(column.figure(row), &money));
    view! { <tr>{cells.collect_view()}</tr> }
}

/// A column's heading, pressed to sort by it.
#[component]
fn SortHeading(column: Column, order: Memo<Order>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let sorted = move || order.with(|order| order.of(column));
    let press = move |_| {
        state.run(|s| s.sort_season(column));
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
                {column.heading()}
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
}

/// The standings.
#[component]
pub fn SeasonGrid(standings: Memo<Season>, order: Memo<Order>) -> impl IntoView {
    let head = move || {
        let columns: Vec<Column> = standings.with(|s| s.columns().collect());
        columns
            .into_iter()
            .map(|column| view! { <SortHeading column order /> })
            .collect_view()
    };
    let body = move || {
        standings.with(|season| {
            let rows = season.rows.iter();
            rows.map(|row| player_row(row, season)).collect_view()
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
