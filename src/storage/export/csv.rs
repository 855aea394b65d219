//! The score sheet as CSV, for a spreadsheet.

use crate::engine::sheet::{Match, Outcome, ScoreSheet};
use crate::engine::PlayerId;

/// The score sheet as CSV: hand, round, outcome, each player's payment and
/// score; a start row and a total row. Names are quoted, and any that a
/// spreadsheet would take for a formula are made plain text.
pub fn score_sheet_csv(game: &Match, sheet: &ScoreSheet) -> String {
    let names: Vec<String> = game.setup.names.iter().map(|n| plain_text(n)).collect();
    let tally = &game.setup.tally;
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut header = vec!["Hand".to_string(), "Round".into(), "Outcome".into()];
    header.extend(names.iter().map(|n| format!("{n} payment")));
    header.extend(names.iter().map(|n| format!("{n} score")));
    rows.push(header);
    let mut start = vec!["Start".to_string(), String::new(), String::new()];
    start.extend(names.iter().map(|_| tally.format(sheet.start)));
    start.extend(names.iter().map(|_| String::new()));
    rows.push(start);
    for (i, row) in sheet.rows.iter().enumerate() {
        let outcome = match row.outcome {
            Outcome::Won(w) => format!(
                "{} went Mah-Jong",
                names.get(w.0).cloned().unwrap_or_default()
            ),
            Outcome::Drawn => "Drawn".into(),
            Outcome::ScoredWithoutWinner => "No winner, scored".into(),
        };
        let mut line = vec![(i + 1).to_string(), row.prevailing.name().into(), outcome];
        line.extend(row.changes.0.iter().map(|&c| tally.format(c)));
        line.extend((0..names.len()).map(|p| {
            row.limited(PlayerId(p))
                .map_or(String::new(), |s| s.0.to_string())
        }));
        rows.push(line);
    }
    let mut total = vec!["Total".to_string(), String::new(), String::new()];
    total.extend(sheet.balances.0.iter().map(|&b| tally.format(b)));
    total.extend(sheet.score_totals.0.iter().map(|s| s.0.to_string()));
    rows.push(total);
    rows.iter()
        .map(|r| r.iter().map(|c| csv_field(c)).collect::<Vec<_>>().join(","))
        .collect::<Vec<_>>()
        .join("\r\n")
        + "\r\n"
}

/// A name a spreadsheet might run as a formula gets a leading apostrophe.
fn plain_text(name: &str) -> String {
    if name.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{name}")
    } else {
        name.to_string()
    }
}

fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r', '\'']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}
