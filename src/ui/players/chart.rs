//! Each player's running net across the season's matches, one step a match
//! in the order they were played.

use crate::ui::line_chart::{line_chart, Lines};
use engine::points::group_thousands;
use engine::season::Season;
use leptos::prelude::*;

/// The chart, once the season has a match.
#[component]
pub fn RunningChart(standings: Memo<Season>) -> impl IntoView {
    move || standings.with(|season| (season.matches > 0).then(|| chart(season)))
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
    let values = || series.iter().flatten().copied();
    let at_the_end = season
        .rows
        .iter()
        .map(|r| format!("{} {}", r.name, r.net_points))
        .collect::<Vec<_>>()
        .join(", ");
    let description = format!(
        "Net points from the first of {} matches to the last, between {} and {}. At the end: {at_the_end}.",
        season.matches,
        group_thousands(values().min().unwrap_or(0).min(0)),
        group_thousands(values().max().unwrap_or(0).max(0))
    );
    let lines = Lines {
        id: "season-chart",
        title: "Running net across matches",
        description,
        caption: "Running net in points, match by match",
        names: season.rows.iter().map(|r| r.name.clone()).collect(),
        series,
        base: 0,
    };
    line_chart(lines, group_thousands)
}
