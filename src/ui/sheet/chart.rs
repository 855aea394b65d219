//! Each player's running balance over the hands.

use crate::ui::line_chart::{line_chart, Lines};
use engine::sheet::ScoredMatch;
use leptos::prelude::*;
use std::sync::Arc;

/// The balance chart.
#[component]
pub fn BalanceChart(scored: Arc<ScoredMatch>) -> impl IntoView {
    let sheet = scored.sheet();
    if sheet.rows.is_empty() {
        return None;
    }
    let setup = &scored.game().setup;
    let tally = setup.tally.clone();
    let series: Vec<Vec<i64>> = (0..setup.names.len())
        .map(|p| {
            std::iter::once(sheet.start)
                .chain(sheet.rows.iter().map(|r| r.balances.0[p]))
                .collect()
        })
        .collect();
    let values = || series.iter().flatten().copied();
    let last = sheet.rows.len();
    let after = setup
        .names
        .iter()
        .zip(&series)
        .map(|(n, s)| format!("{n} {}", tally.format(*s.last().unwrap_or(&0))))
        .collect::<Vec<_>>()
        .join(", ");
    let description = format!(
        "Balances from the start to hand {last}, between {} and {}. After hand {last}: {after}.",
        tally.format(values().min().unwrap_or(0)),
        tally.format(values().max().unwrap_or(0))
    );
    let lines = Lines {
        id: "chart",
        title: "Running balances",
        description,
        caption: "Running balances by hand",
        names: setup.names.clone(),
        series,
        base: sheet.start,
    };
    Some(line_chart(lines, move |v| tally.format(v)))
}
