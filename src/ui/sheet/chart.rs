//! Each player's running balance over the hands, drawn as an SVG line chart.

use crate::engine::sheet::{Match, ScoreSheet};
use leptos::prelude::*;

const WIDTH: i64 = 640;
const HEIGHT: i64 = 240;
const LEFT: i64 = 78;
const RIGHT: i64 = 12;
const TOP: i64 = 12;
const BOTTOM: i64 = 28;
const COLOURS: [&str; 5] = ["#1b7f5b", "#c2410c", "#1d4ed8", "#a21caf", "#4d7c0f"];
const DASHES: [&str; 5] = ["", "8 4", "2 3", "10 3 2 3", "4 4"];

/// The balance chart.
#[component]
pub fn BalanceChart(game: Match, sheet: ScoreSheet) -> impl IntoView {
    if sheet.rows.is_empty() {
        return None;
    }
    let names = game.setup.names.clone();
    let tally = game.setup.tally.clone();
    let series: Vec<Vec<i64>> = (0..names.len())
        .map(|p| {
            std::iter::once(sheet.start)
                .chain(sheet.rows.iter().map(|r| r.balances.0[p]))
                .collect()
        })
        .collect();
    let low = series.iter().flatten().copied().min().unwrap_or(0);
    let high = series.iter().flatten().copied().max().unwrap_or(0);
    // Whole-pixel coordinates, in i128 so no balance can overflow them.
    let span = i128::from((high - low).max(1));
    let steps = sheet.rows.len().max(1) as i128;
    let x =
        move |i: usize| (LEFT as i128 + (WIDTH - LEFT - RIGHT) as i128 * i as i128 / steps) as i64;
    let y = move |v: i64| {
        (TOP as i128 + (HEIGHT - TOP - BOTTOM) as i128 * (i128::from(high) - i128::from(v)) / span)
            as i64
    };
    let lines = series
        .iter()
        .enumerate()
        .map(|(p, points)| {
            let path: Vec<String> = points
                .iter()
                .enumerate()
                .map(|(i, &v)| format!("{},{}", x(i), y(v)))
                .collect();
            view! {
                <polyline
                    points=path.join(" ")
                    fill="none"
                    stroke=COLOURS[p % 5]
                    stroke-width="3"
                    stroke-dasharray=DASHES[p % 5]
                />
            }
        })
        .collect_view();
    let last = sheet.rows.len();
    let summary = names
        .iter()
        .zip(&series)
        .map(|(n, s)| format!("{n} {}", tally.format(*s.last().unwrap_or(&0))))
        .collect::<Vec<_>>()
        .join(", ");
    let desc = format!(
        "Balances from the start to hand {last}, between {} and {}. After hand {last}: {summary}.",
        tally.format(low),
        tally.format(high)
    );
    let legend = names
        .iter()
        .enumerate()
        .map(|(p, n)| {
            view! {
                <li>
                    <svg width="28" height="10" aria-hidden="true">
                        <line x1="0" y1="5" x2="28" y2="5" stroke=COLOURS[p % 5] stroke-width="3" stroke-dasharray=DASHES[p % 5]/>
                    </svg>
                    {n.clone()}
                </li>
            }
        })
        .collect_view();
    let ticks = [0, last / 2, last]
        .into_iter()
        .map(|i| view! { <text x=x(i).to_string() y=(HEIGHT - 8).to_string() text-anchor="middle">{i.to_string()}</text> })
        .collect_view();
    Some(view! {
        <figure class="chart">
            <svg
                class="chart__svg"
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                role="img"
                aria-labelledby="chart-title chart-desc"
            >
                <title id="chart-title">"Running balances"</title>
                <desc id="chart-desc">{desc}</desc>
                <line
                    x1=LEFT.to_string()
                    y1=y(sheet.start).to_string()
                    x2=(WIDTH - RIGHT).to_string()
                    y2=y(sheet.start).to_string()
                    class="chart__start"
                />
                <text x=(LEFT - 6).to_string() y=(y(high) + 4).to_string() text-anchor="end">{tally.format(high)}</text>
                <text x=(LEFT - 6).to_string() y=(y(low) + 4).to_string() text-anchor="end">{tally.format(low)}</text>
                {ticks}
                {lines}
            </svg>
            <figcaption>
                "Running balances by hand"
                <ul class="chart__legend">{legend}</ul>
            </figcaption>
        </figure>
    })
}
