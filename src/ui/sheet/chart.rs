//! Each player's running balance over the hands, drawn as an SVG line chart.

use crate::engine::money::Tally;
use crate::engine::sheet::ScoredMatch;
use leptos::prelude::*;
use std::sync::Arc;

const WIDTH: i64 = 640;
const HEIGHT: i64 = 240;
const LEFT: i64 = 78;
const RIGHT: i64 = 12;
const TOP: i64 = 12;
const BOTTOM: i64 = 28;
const COLOURS: [&str; 5] = ["#1b7f5b", "#c2410c", "#1d4ed8", "#a21caf", "#4d7c0f"];
const DASHES: [&str; 5] = ["", "8 4", "2 3", "10 3 2 3", "4 4"];

/// Where balances and hands fall on the chart, in whole pixels (worked in
/// i128 so no balance can overflow them).
#[derive(Clone, Copy)]
struct Scale {
    low: i64,
    high: i64,
    steps: usize,
}

impl Scale {
    fn x(self, hand: usize) -> i64 {
        let steps = self.steps.max(1) as i128;
        (LEFT as i128 + (WIDTH - LEFT - RIGHT) as i128 * hand as i128 / steps) as i64
    }

    fn y(self, balance: i64) -> i64 {
        let span = i128::from(self.high.saturating_sub(self.low).max(1));
        let from_top = i128::from(self.high) - i128::from(balance);
        (TOP as i128 + (HEIGHT - TOP - BOTTOM) as i128 * from_top / span) as i64
    }
}

/// The balance chart.
#[component]
pub fn BalanceChart(scored: Arc<ScoredMatch>) -> impl IntoView {
    let sheet = scored.sheet();
    if sheet.rows.is_empty() {
        return None;
    }
    let setup = &scored.game().setup;
    let series: Vec<Vec<i64>> = (0..setup.names.len())
        .map(|p| {
            std::iter::once(sheet.start)
                .chain(sheet.rows.iter().map(|r| r.balances.0[p]))
                .collect()
        })
        .collect();
    let scale = Scale {
        low: series.iter().flatten().copied().min().unwrap_or(0),
        high: series.iter().flatten().copied().max().unwrap_or(0),
        steps: sheet.rows.len(),
    };
    let tally = &setup.tally;
    let start = scale.y(sheet.start).to_string();
    Some(view! {
        <figure class="chart">
            <svg
                class="chart__svg"
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                role="img"
                aria-labelledby="chart-title chart-desc"
            >
                <title id="chart-title">"Running balances"</title>
                <desc id="chart-desc">{description(&setup.names, &series, scale, tally)}</desc>
                <line
                    x1=LEFT.to_string()
                    y1=start.clone()
                    x2=(WIDTH - RIGHT).to_string()
                    y2=start
                    class="chart__start"
                />
                {axes(scale, tally)}
                {lines(&series, scale)}
            </svg>
            <figcaption>"Running balances by hand" <Legend names=setup.names.clone() /></figcaption>
        </figure>
    })
}

/// The chart in words, for a screen reader.
fn description(names: &[String], series: &[Vec<i64>], scale: Scale, tally: &Tally) -> String {
    let last = scale.steps;
    let summary = names
        .iter()
        .zip(series)
        .map(|(n, s)| format!("{n} {}", tally.format(*s.last().unwrap_or(&0))))
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "Balances from the start to hand {last}, between {} and {}. After hand {last}: {summary}.",
        tally.format(scale.low),
        tally.format(scale.high)
    )
}

/// The highest and lowest balance up the side, the first, middle and last
/// hand along the bottom.
fn axes(scale: Scale, tally: &Tally) -> impl IntoView {
    let last = scale.steps;
    let ticks = [0, last / 2, last]
        .into_iter()
        .map(|i| {
            view! {
                <text x=scale.x(i).to_string() y=(HEIGHT - 8).to_string() text-anchor="middle">
                    {i.to_string()}
                </text>
            }
        })
        .collect_view();
    let side = |balance: i64| {
        view! {
            <text x=(LEFT - 6).to_string() y=(scale.y(balance) + 4).to_string() text-anchor="end">
                {tally.format(balance)}
            </text>
        }
    };
    view! {
        {side(scale.high)}
        {side(scale.low)}
        {ticks}
    }
}

fn lines(series: &[Vec<i64>], scale: Scale) -> impl IntoView {
    series
        .iter()
        .enumerate()
        .map(|(p, points)| {
            let path: Vec<String> = points
                .iter()
                .enumerate()
                .map(|(i, &v)| format!("{},{}", scale.x(i), scale.y(v)))
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
        .collect_view()
}

#[component]
fn Legend(names: Vec<String>) -> impl IntoView {
    let items = names
        .into_iter()
        .enumerate()
        .map(|(p, n)| {
            view! {
                <li>
                    <svg width="28" height="10" aria-hidden="true">
                        <line
                            x1="0"
                            y1="5"
                            x2="28"
                            y2="5"
                            stroke=COLOURS[p % 5]
                            stroke-width="3"
                            stroke-dasharray=DASHES[p % 5]
                        />
                    </svg>
                    {n}
                </li>
            }
        })
        .collect_view();
    view! { <ul class="chart__legend">{items}</ul> }
}
