//! Export and import (docs/rules.md §10): a documented, versioned JSON file holding
//! each match's inputs and its computed results. The format is described in
//! `docs/export-format.md`; the CSV files are made with the words
//! (`words::csv`), being text for people.

use super::library::Summary;
use engine::night::Night;
use engine::presets::{Preset, Presets};
use engine::sheet::{HandRow, Match, Outcome, ScoreSheet, ScoredMatch};
use engine::{PlayerId, Wind};
use serde::{Deserialize, Serialize};

/// What the file says it is.
pub const FORMAT: &str = "mahjong-scorer";
/// The file format's version: 4 holds club nights beside the matches, 3
/// one entry per player in each hand, 2 held forms with tiles beside them,
/// 1 forms alone; all four read.
pub const FORMAT_VERSION: u32 = 4;
/// The earliest version that holds what a link holds (one match, without
/// an `id`): a link writes it, so that a device not yet updated reads it.
pub const LINK_FILE_VERSION: u32 = 3;

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
    /// The club nights, each as kept: its results name their matches by
    /// the `id` each match has in this file.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nights: Vec<Night>,
}

/// One match: its inputs and, for reading elsewhere, its results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportedMatch {
    /// Its number where the file was written, for a night's results to name
    /// it; a match imported is given a number of its own. Left out of a
    /// link and of files before version 4.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<u64>,
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

/// Writes matches, club nights and presets as an export file.
pub fn export(
    matches: &[(Summary, ScoredMatch)],
    nights: &[Night],
    presets: &Presets,
    now: &str,
) -> String {
    let file = ExportFile {
        format: FORMAT.into(),
        version: FORMAT_VERSION,
        exported: now.into(),
        matches: matches
            .iter()
            .map(|(summary, scored)| ExportedMatch {
                id: Some(summary.id),
                name: summary.name.clone(),
                created: summary.created.clone(),
                game: scored.game().clone(),
                results: Some(results(scored.game(), scored.sheet())),
            })
            .collect(),
        presets: presets.0.clone(),
        nights: nights.to_vec(),
    };
    serde_json::to_string_pretty(&file).unwrap_or_default()
}

/// Writes one match for a link: its inputs alone, without results or
/// presets, on one line, so the link stays short.
pub fn export_for_link(summary: &Summary, game: &Match, now: &str) -> String {
    let file = ExportFile {
        format: FORMAT.into(),
        version: LINK_FILE_VERSION,
        exported: now.into(),
        matches: vec![ExportedMatch {
            id: None,
            name: summary.name.clone(),
            created: summary.created.clone(),
            game: game.clone(),
            results: None,
        }],
        presets: Vec::new(),
        nights: Vec::new(),
    };
    serde_json::to_string(&file).unwrap_or_default()
}

mod import;
mod nights;
mod read;
mod table;

pub use import::{ImportFault, ImportProblem, NotImported, ResultFault};
pub use nights::LeftOut;
pub use read::read_import;
#[cfg(test)]
pub(crate) use table::table_for_link;
pub use table::{read_table, TableLinkProblem, TABLE_FORMAT};

#[cfg(test)]
mod tests;
