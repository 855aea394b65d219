//! Export and import (docs/rules.md §10): a documented, versioned JSON file holding
//! each match's inputs and its computed results, and a CSV score sheet.
//! The format is described in `docs/export-format.md`.

use super::library::Summary;
use crate::engine::presets::{Preset, Presets};
use crate::engine::sheet::{HandRow, Match, Outcome, ScoreSheet, ScoredMatch};
use crate::engine::{PlayerId, Wind};
use crate::words::match_error;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What the file says it is.
pub const FORMAT: &str = "mahjong-scorer";
/// The file format's version: 3 holds one entry per player in each hand,
/// 2 held forms with tiles beside them, 1 forms alone; all three read.
pub const FORMAT_VERSION: u32 = 3;

/// A whole export file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// The file format's version.
    pub version: u32,
    /// When it was written (ISO 8601).
    pub exported: String,
    /// The matches.
    pub matches: Vec<ExportedMatch>,
    /// The house-rule presets.
    #[serde(default)]
    pub presets: Vec<Preset>,
}

/// One match: its inputs and, for reading elsewhere, its results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportedMatch {
    /// Its name.
    pub name: String,
    /// When it was started.
    pub created: String,
    /// Its inputs: everything needed to score it again.
    #[serde(rename = "match")]
    pub game: Match,
    /// What the inputs come to, for reading elsewhere; left out of a link.
    /// Recomputed and checked on import when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub results: Option<Results>,
}

/// A match's results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Results {
    /// Each hand.
    pub hands: Vec<HandResult>,
    /// Each player's balance at the end, in tally units (points or pennies).
    pub balances: Vec<i64>,
}

/// How a hand ended, as the file writes it: `won`, `drawn` or `scored
/// without winner`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandOutcome {
    /// A player went Mah-Jong.
    #[serde(rename = "won")]
    Won,
    /// Nobody went out.
    #[serde(rename = "drawn")]
    Drawn,
    /// Nobody went out, scored anyway by house rule.
    #[serde(rename = "scored without winner")]
    ScoredWithoutWinner,
}

/// One hand's results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    /// Hand number, from 1.
    pub hand: usize,
    /// The wind of the round.
    pub prevailing: Wind,
    /// Each player's seat wind (`null` for the dreamer).
    pub winds: Vec<Option<Wind>>,
    /// How the hand ended.
    pub outcome: HandOutcome,
    /// The winner's player number, from 0.
    pub winner: Option<usize>,
    /// Each player's score (`null` when they did not score).
    pub scores: Vec<Option<ScoreResult>>,
    /// Every payment, in points.
    pub payments: Vec<PaymentResult>,
    /// Each player's change, in tally units.
    pub changes: Vec<i64>,
    /// Each player's balance after the hand, in tally units.
    pub balances: Vec<i64>,
}

/// A player's score with its working.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreResult {
    /// Before the limit.
    pub unlimited: i64,
    /// After the limit.
    pub limited: i64,
    /// The working of the arrangement used.
    pub working: String,
}

/// One payment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaymentResult {
    /// Payer's player number.
    pub from: usize,
    /// Receiver's player number.
    pub to: usize,
    /// Points paid.
    pub points: i64,
}

fn hand_result(number: usize, row: &HandRow, players: usize) -> HandResult {
    let ids = (0..players).map(PlayerId);
    HandResult {
        hand: number,
        prevailing: row.prevailing,
        winds: ids.clone().map(|p| row.seats.wind_of(p)).collect(),
        outcome: match row.outcome {
            Outcome::Won(_) => HandOutcome::Won,
            Outcome::Drawn => HandOutcome::Drawn,
            Outcome::ScoredWithoutWinner => HandOutcome::ScoredWithoutWinner,
        },
        winner: match row.outcome {
            Outcome::Won(w) => Some(w.0),
            _ => None,
        },
        scores: ids
            .clone()
            .map(|p| {
                row.scores
                    .get(p)
                    .and_then(Option::as_ref)
                    .map(|s| ScoreResult {
                        unlimited: s.unlimited().0,
                        limited: s.limited().0,
                        working: s.best().to_string(),
                    })
            })
            .collect(),
        payments: row
            .payments
            .iter()
            .map(|p| PaymentResult {
                from: p.from.0,
                to: p.to.0,
                points: p.amount.0,
            })
            .collect(),
        changes: row.changes.0.clone(),
        balances: row.balances.0.clone(),
    }
}

/// A match's results, from its score sheet.
pub fn results(game: &Match, sheet: &ScoreSheet) -> Results {
    let players = game.setup.names.len();
    Results {
        hands: sheet
            .rows
            .iter()
            .enumerate()
            .map(|(i, row)| hand_result(i + 1, row, players))
            .collect(),
        balances: sheet.balances.0.clone(),
    }
}

/// Writes matches and presets as an export file.
pub fn export(matches: &[(Summary, ScoredMatch)], presets: &Presets, now: &str) -> String {
    let file = ExportFile {
        format: FORMAT.into(),
        version: FORMAT_VERSION,
        exported: now.into(),
        matches: matches
            .iter()
            .map(|(summary, scored)| ExportedMatch {
                name: summary.name.clone(),
                created: summary.created.clone(),
                game: scored.game().clone(),
                results: Some(results(scored.game(), scored.sheet())),
            })
            .collect(),
        presets: presets.0.clone(),
    };
    serde_json::to_string_pretty(&file).unwrap_or_default()
}

/// Writes one match for a link: its inputs alone, without results or
/// presets, on one line, so the link stays short.
pub fn export_for_link(summary: &Summary, game: &Match, now: &str) -> String {
    let file = ExportFile {
        format: FORMAT.into(),
        version: FORMAT_VERSION,
        exported: now.into(),
        matches: vec![ExportedMatch {
            name: summary.name.clone(),
            created: summary.created.clone(),
            game: game.clone(),
            results: None,
        }],
        presets: Vec::new(),
    };
    serde_json::to_string(&file).unwrap_or_default()
}

/// One problem with an imported file, and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportProblem {
    /// Where: `matches[2].match.hands[4]`, or `file` for the whole file.
    pub location: String,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for ImportProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.location, self.message)
    }
}

/// Reads an export file, checking every match: its shape, its setup, its
/// rules, that every hand scores, and that the results in the file are what
/// its inputs come to. Reports every problem, each with its location.
///
/// ```
/// use mahjong_scorer::storage::export::read_import;
/// let problems = read_import("{\"format\": \"something else\"}").unwrap_err();
/// assert_eq!(problems[0].to_string(), "file: this is not a Mah-Jong score keeper export (format \"something else\")");
/// ```
pub fn read_import(text: &str) -> Result<ExportFile, Vec<ImportProblem>> {
    let value = read_envelope(text).map_err(|p| vec![p])?;
    let mut problems = Vec::new();
    let matches = read_matches(&value, &mut problems);
    let presets = read_presets(&value, &mut problems);
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(ExportFile {
        format: FORMAT.into(),
        version: FORMAT_VERSION,
        exported: value
            .get("exported")
            .and_then(Value::as_str)
            .unwrap_or("")
            .into(),
        matches,
        presets,
    })
}

fn file_problem(message: String) -> ImportProblem {
    ImportProblem {
        location: "file".into(),
        message,
    }
}

/// The file as JSON, if it is an export of a format version this app reads.
fn read_envelope(text: &str) -> Result<Value, ImportProblem> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        let first_line = text.trim_start().lines().next().unwrap_or("");
        if !first_line.starts_with(['{', '[']) && first_line.contains(',') {
            return file_problem(
                "this is a CSV file (a score sheet for a spreadsheet), which cannot be imported: pick a match file (.json) exported by this app".into(),
            );
        }
        file_problem(format!(
            "not readable JSON at line {}, column {}: {e}",
            e.line(),
            e.column()
        ))
    })?;
    let format = value.get("format").and_then(Value::as_str).unwrap_or("");
    if format != FORMAT {
        return Err(file_problem(format!(
            "this is not a Mah-Jong score keeper export (format \"{format}\")"
        )));
    }
    let version = value.get("version").and_then(Value::as_u64).unwrap_or(0);
    if version == 0 || version > u64::from(FORMAT_VERSION) {
        return Err(file_problem(format!(
            "export format version {version} is not one this app reads (it reads 1 to {FORMAT_VERSION})"
        )));
    }
    Ok(value)
}

/// Every match that reads and adds up; the problems of the others.
fn read_matches(value: &Value, problems: &mut Vec<ImportProblem>) -> Vec<ExportedMatch> {
    let Some(Value::Array(items)) = value.get("matches") else {
        problems.push(ImportProblem {
            location: "matches".into(),
            message: "must be a list of matches".into(),
        });
        return Vec::new();
    };
    let mut matches = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let at = format!("matches[{i}]");
        // Through text, so only one deserializer is compiled into the app.
        match serde_json::from_str::<ExportedMatch>(&item.to_string()) {
            Ok(m) => {
                let before = problems.len();
                check_match(&m, &at, problems);
                if problems.len() == before {
                    matches.push(m);
                }
            }
            Err(e) => problems.push(ImportProblem {
                location: at,
                message: e.to_string(),
            }),
        }
    }
    matches
}

/// Every preset that reads; the problems of the others.
fn read_presets(value: &Value, problems: &mut Vec<ImportProblem>) -> Vec<Preset> {
    let Some(Value::Array(items)) = value.get("presets") else {
        return Vec::new();
    };
    let mut presets = Vec::new();
    for (i, item) in items.iter().enumerate() {
        match serde_json::from_str::<Preset>(&item.to_string()) {
            Ok(p) => presets.push(p),
            Err(e) => problems.push(ImportProblem {
                location: format!("presets[{i}]"),
                message: e.to_string(),
            }),
        }
    }
    presets
}

fn check_match(m: &ExportedMatch, at: &str, problems: &mut Vec<ImportProblem>) {
    let mut push =
        |location: String, message: String| problems.push(ImportProblem { location, message });
    let setup_problems = m.game.setup.problems();
    for p in &setup_problems {
        push(format!("{at}.match.setup"), p.to_string());
    }
    if !setup_problems.is_empty() {
        return;
    }
    match m.game.fold() {
        Err(e) => {
            let hand = e
                .hand()
                .map_or_else(String::new, |h| format!(".hands[{}]", h - 1));
            push(
                format!("{at}.match{hand}"),
                match_error(&e, &m.game.setup.names),
            );
        }
        Ok(sheet) => {
            let Some(written) = &m.results else {
                return;
            };
            let computed = results(&m.game, &sheet);
            for (i, (file, ours)) in written.hands.iter().zip(&computed.hands).enumerate() {
                if file != ours {
                    push(
                        format!("{at}.results.hands[{i}]"),
                        "the results in the file are not what this hand's entries score; the file was changed by hand or by another program".into(),
                    );
                }
            }
            if written.hands.len() != computed.hands.len() || written.balances != computed.balances
            {
                push(
                    format!("{at}.results"),
                    format!(
                        "the file lists {} hand results and balances {}; the entries give {} and {}",
                        written.hands.len(),
                        balances(&written.balances),
                        computed.hands.len(),
                        balances(&computed.balances)
                    ),
                );
            }
        }
    }
}

mod csv;
mod night_csv;
mod season_csv;

pub use csv::score_sheet_csv;
pub use night_csv::night_plan_csv;
pub use season_csv::season_csv;

#[cfg(test)]
mod tests;

/// Balances as a file shows them: "[1200, -400, …]".
fn balances(list: &[i64]) -> String {
    let each: Vec<String> = list.iter().map(i64::to_string).collect();
    format!("[{}]", each.join(", "))
}
