//! Each player's running net across the season's matches, as an SVG line
//! chart: one point per match, in the order they were played.

use crate::engine::season::Season;
use leptos::prelude::*;

const WIDTH: i64 = 640;
const HEIGHT: i64 = 260;
const LEFT: i64 = 70;
const RIGHT: i64 = 12;
const TOP: i64 = 12;
const BOTTOM: i64 = 28;
const COLOURS: [&str; 8] = [
    "#1b7f5b", "#c2410c", "#1d4ed8", "#a21caf", "#4d7c0f", "#b91c1c", "#0e7490", "#7c2d12",
];
const DASHES: [&str; 4] = ["", "8 4", "2 3", "10 3 2 3"];

/// Where a net and a match fall, in whole pixels (worked in i128).
#[derive(Clone, Copy)]
struct Scale {
    low: i64,
    high: i64,
    steps: usize,
}

impl Scale {
    fn x(self, step: usize) -> i64 {
        let steps = self.steps.max(1) as i128;
        (LEFT as i128 + (WIDTH - LEFT - RIGHT) as i128 * step as i128 / steps) as i64
    }

    fn y(self, net: i64) -> i64 {
        let span = i128::from(self.high.saturating_sub(self.low).max(1));
        let from_top = i128::from(self.high) - i128::from(net);
        (TOP as i128 + (HEIGHT - TOP - BOTTOM) as i128 * from_top / span) as i64
    }
}

fn stroke(p: usize) -> (&'static str, &'static str) {
    (
        COLOURS[p % COLOURS.len()],
        DASHES[(p / COLOURS.len()) % DASHES.len()],
    )
}

/// The chart, once the season has a match.
#[component]
pub fn RunningChart(standings: Memo<Season>) -> impl IntoView {
    move || standings.with(|season| (!season.matches.is_empty()).then(|| chart(season)))
}

fn chart(season: &Season) -> impl IntoView + use<> {
    let series: Vec<Vec<i64>> = season
        .rows
        .iter()
        .map(|r| {
            std::iter::once(0)
                .chain(r.running.iter().map(|p| p.0))
                .collect()
        })
        .collect();
    let scale = Scale {
        low: series.iter().flatten().copied().min().unwrap_or(0).min(0),
        high: series.iter().flatten().copied().max().unwrap_or(0).max(0),
        steps: season.matches.len(),
    };
    let lines = series
        .iter()
        .enumerate()
        .map(|(p, nets)| {
            let points: Vec<String> = nets
                .iter()
                .enumerate()
                .map(|(i, &v)| format!("{},{}", scale.x(i), scale.y(v)))
                .collect();
            let (colour, dash) = stroke(p);
            view! {
                <polyline
                    points=points.join(" ")
                    fill="none"
                    stroke=colour
                    stroke-width="3"
                    stroke-dasharray=dash
                />
            }
        })
        .collect_view();
    let summary = season
        .rows
        .iter()
        .map(|r| format!("{} {}", r.name, r.net_points))
        .collect::<Vec<_>>()
        .join(", ");
    let description = format!(
        "Net points from the first of {} matches to the last, between {} and {}. At the end: {summary}.",
        season.matches.len(),
        scale.low,
        scale.high
    );
    let side = move |net: i64| {
        view! {
            <text x=(LEFT - 6).to_string() y=(scale.y(net) + 4).to_string() text-anchor="end">
                {net.to_string()}
            </text>
        }
    };
    let last = season.matches.len();
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
    let zero = scale.y(0).to_string();
    let legend = season
        .rows
        .iter()
        .enumerate()
        .map(|(p, r)| {
            let (colour, dash) = stroke(p);
            view! {
                <li>
                    <svg width="28" height="10" aria-hidden="true">
                        <line
                            x1="0"
                            y1="5"
                            x2="28"
                            y2="5"
                            stroke=colour
                            stroke-width="3"
                            stroke-dasharray=dash
                        />
                    </svg>
                    {r.name.clone()}
                </li>
            }
        })
        .collect_view();
    view! {
        <figure class="chart">
            <svg
                class="chart__svg"
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                role="img"
                aria-labelledby="season-chart-title season-chart-desc"
            >
                <title id="season-chart-title">"Running net across matches"</title>
                <desc id="season-chart-desc">{description}</desc>
                <line
                    x1=LEFT.to_string()
                    y1=zero.clone()
                    x2=(WIDTH - RIGHT).to_string()
                    y2=zero
                    class="chart__start"
                />
                {side(scale.high)}
                {side(scale.low)}
                {ticks}
                {lines}
            </svg>
            <figcaption>
                "Running net in points, match by match" <ul class="chart__legend">{legend}</ul>
            </figcaption>
        </figure>
    }
}
