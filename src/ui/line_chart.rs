//! A line chart in SVG: one line a series over equal steps, each in its own
//! colour and dash (told apart without colour too), a line at the value they
//! start from, the highest and lowest values up the side, the first, middle
//! and last step along the bottom, and a legend. The running balances of a
//! match and each player's running net across matches are drawn with it.

use leptos::prelude::*;

const WIDTH: i64 = 640;
const HEIGHT: i64 = 250;
const LEFT: i64 = 78;
const RIGHT: i64 = 12;
const TOP: i64 = 12;
const BOTTOM: i64 = 28;
const COLOURS: [&str; 8] = [
    "#1b7f5b", "#c2410c", "#1d4ed8", "#a21caf", "#4d7c0f", "#b91c1c", "#0e7490", "#7c2d12",
];
const DASHES: [&str; 5] = ["", "8 4", "2 3", "10 3 2 3", "4 4"];

/// The colour and dash of a series.
fn stroke(series: usize) -> (&'static str, &'static str) {
    (
        COLOURS[series % COLOURS.len()],
        DASHES[(series + series / COLOURS.len()) % DASHES.len()],
    )
}

/// Where values and steps fall on the chart, in whole pixels (worked in
/// i128 so no value can overflow them).
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

    fn y(self, value: i64) -> i64 {
        let span = i128::from(self.high.saturating_sub(self.low).max(1));
        let from_top = i128::from(self.high) - i128::from(value);
        (TOP as i128 + (HEIGHT - TOP - BOTTOM) as i128 * from_top / span) as i64
    }
}

/// What a chart shows.
pub struct Lines {
    /// Its ids' beginning, unique on the page.
    pub id: &'static str,
    /// Its title, the image's name.
    pub title: &'static str,
    /// The chart in words, for a screen reader.
    pub description: String,
    /// The words under it.
    pub caption: &'static str,
    /// Each series' name, in the legend.
    pub names: Vec<String>,
    /// Each series' values, from step 0; all of one length.
    pub series: Vec<Vec<i64>>,
    /// The value they start from, drawn as a line across.
    pub base: i64,
}

/// A value up the side, at its height.
fn side_label(scale: Scale, value: i64, text: String) -> impl IntoView {
    view! {
        <text x=(LEFT - 6).to_string() y=(scale.y(value) + 4).to_string() text-anchor="end">
            {text}
        </text>
    }
}

/// The first, middle and last step along the bottom.
fn step_labels(scale: Scale) -> impl IntoView {
    let last = scale.steps;
    [0, last / 2, last]
        .into_iter()
        .map(|i| {
            view! {
                <text x=scale.x(i).to_string() y=(HEIGHT - 8).to_string() text-anchor="middle">
                    {i.to_string()}
                </text>
            }
        })
        .collect_view()
}

/// Each series drawn as a line.
fn series_lines(series: &[Vec<i64>], scale: Scale) -> impl IntoView {
    series
        .iter()
        .enumerate()
        .map(|(s, values)| {
            let points: Vec<String> = values
                .iter()
                .enumerate()
                .map(|(i, &v)| format!("{},{}", scale.x(i), scale.y(v)))
                .collect();
            let (colour, dash) = stroke(s);
            view! {
                <polyline
                    class=format!("chart__series-{}", s % COLOURS.len())
                    points=points.join(" ")
                    fill="none"
                    stroke=colour
                    stroke-width="3"
                    stroke-dasharray=dash
                />
            }
        })
        .collect_view()
}

/// Each series' name beside a sample of its line.
fn legend(names: Vec<String>) -> impl IntoView {
    names
        .into_iter()
        .enumerate()
        .map(|(s, name)| {
            let (colour, dash) = stroke(s);
            view! {
                <li>
                    <svg width="28" height="10" aria-hidden="true">
                        <line
                            class=format!("chart__series-{}", s % COLOURS.len())
                            x1="0"
                            y1="5"
                            x2="28"
                            y2="5"
                            stroke=colour
                            stroke-width="3"
                            stroke-dasharray=dash
                        />
                    </svg>
                    {name}
                </li>
            }
        })
        .collect_view()
}

/// The chart, its values written by `write`.
pub fn line_chart(lines: Lines, write: impl Fn(i64) -> String) -> impl IntoView {
    let Lines {
        id,
        title,
        description,
        caption,
        names,
        series,
        base,
    } = lines;
    let all = || series.iter().flatten().copied().chain([base]);
    let scale = Scale {
        low: all().min().unwrap_or(base),
        high: all().max().unwrap_or(base),
        steps: series.first().map_or(0, |s| s.len().saturating_sub(1)),
    };
    let at_base = scale.y(base).to_string();
    let (title_id, desc_id) = (format!("{id}-title"), format!("{id}-desc"));
    let labelled_by = format!("{title_id} {desc_id}");
    view! {
        <figure class="chart">
            <svg
                class="chart__svg"
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                role="img"
                aria-labelledby=labelled_by
            >
                <title id=title_id>{title}</title>
                <desc id=desc_id>{description}</desc>
                <line
                    x1=LEFT.to_string()
                    y1=at_base.clone()
                    x2=(WIDTH - RIGHT).to_string()
                    y2=at_base
                    class="chart__start"
                />
                {side_label(scale, scale.high, write(scale.high))}
                {side_label(scale, scale.low, write(scale.low))}
                {step_labels(scale)}
                {series_lines(&series, scale)}
            </svg>
            <figcaption>{caption} <ul class="chart__legend">{legend(names)}</ul></figcaption>
        </figure>
    }
}
