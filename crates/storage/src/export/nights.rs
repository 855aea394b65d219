//! The club nights of an export file (docs/rules.md §13.3): each read and checked as a
//! kept night is (its plan seats its players; its rules are checked as
//! they are read), with its players and results; a result names its match by the `id` that match has in the
//! file. A result whose match is not in the file is no fault: it is left
//! out on import, and said.

use super::{ExportFile, ExportedMatch, ImportFault, ImportProblem, ResultFault};
use engine::money::Tally;
use engine::night::{Night, NightRecord, Round, Table, TableRead};
use engine::setup::{MatchSetup, SetupProblem};
use serde_json::Value;

/// A night's result whose match is not in the file: left out on import.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeftOut {
    /// The night's name.
    pub night: String,
    /// The round.
    pub round: Round,
    /// The table.
    pub table: Table,
}

impl ExportFile {
    /// The match in the file with this `id`.
    pub fn match_with_id(&self, id: u64) -> Option<&ExportedMatch> {
        self.matches.iter().find(|m| m.id == Some(id))
    }

    /// The nights' results whose matches are not in the file, to be left
    /// out on import.
    pub fn results_left_out(&self) -> Vec<LeftOut> {
        let mut left_out = Vec::new();
        for night in &self.nights {
            let missing = night
                .results()
                .iter()
                .filter(|r| self.match_with_id(r.id).is_none());
            left_out.extend(missing.map(|r| LeftOut {
                night: night.name().to_string(),
                round: r.round,
                table: r.table,
            }));
        }
        left_out
    }
}

/// Every match `id` written twice in the file, each a problem where it is.
pub(super) fn check_match_ids(value: &Value, problems: &mut Vec<ImportProblem>) {
    let Some(Value::Array(items)) = value.get("matches") else {
        return;
    };
    let ids = items.iter().map(|m| m.get("id").and_then(Value::as_u64));
    let ids: Vec<Option<u64>> = ids.collect();
    for (i, id) in ids.iter().enumerate() {
        let first = id.and_then(|id| ids.iter().position(|&other| other == Some(id)));
        if let Some(first) = first.filter(|&first| first < i) {
            problems.push(ImportProblem {
                location: format!("matches[{i}].id"),
                fault: ImportFault::SameId(format!("matches[{first}]")),
            });
        }
    }
}

/// Every night that reads and holds together; the problems of the others.
pub(super) fn read_nights(
    value: &Value,
    matches: &[ExportedMatch],
    problems: &mut Vec<ImportProblem>,
) -> Vec<Night> {
    let Some(Value::Array(items)) = value.get("nights") else {
        return Vec::new();
    };
    let mut nights: Vec<Night> = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let at = format!("nights[{i}]");
        // Through text, so only one deserializer is compiled into the app.
        let record = match serde_json::from_str::<NightRecord>(&item.to_string()) {
            Ok(record) => record,
            Err(e) => {
                let fault = ImportFault::Shape(e.to_string());
                problems.push(ImportProblem {
                    location: at,
                    fault,
                });
                continue;
            }
        };
        let Ok(night) = Night::new(record) else {
            problems.push(ImportProblem {
                location: at,
                fault: ImportFault::NightUnsound,
            });
            continue;
        };
        let before = problems.len();
        if let Some(first) = nights.iter().position(|n| n.id() == night.id()) {
            problems.push(ImportProblem {
                location: format!("{at}.id"),
                fault: ImportFault::SameId(format!("nights[{first}]")),
            });
        }
        check_night(&night, matches, &at, problems);
        if problems.len() == before {
            nights.push(night);
        }
    }
    nights
}

fn check_night(
    night: &Night,
    matches: &[ExportedMatch],
    at: &str,
    problems: &mut Vec<ImportProblem>,
) {
    let mut push =
        |location: String, fault: ImportFault| problems.push(ImportProblem { location, fault });
    for p in player_problems(night) {
        push(format!("{at}.players"), ImportFault::Setup(p));
    }
    for (j, read) in night.results().iter().enumerate() {
        let earlier = night.results().get(..j).unwrap_or_default();
        if let Some(fault) = result_fault(night, read, earlier, matches) {
            let (round, table) = (read.round, read.table);
            let fault = ImportFault::NightResult {
                round,
                table,
                fault,
            };
            push(format!("{at}.results[{j}]"), fault);
        }
    }
}

/// The night's players as a match's would be checked: each named, no name
/// too long, no two alike, and the starting points in bounds.
fn player_problems(night: &Night) -> Vec<SetupProblem> {
    let everyone = MatchSetup {
        names: night.players().to_vec(),
        starting_points: night.starting_points().0,
        tally: Tally::Points,
        dreamer: None,
    };
    let problems = everyone.problems_as_kept().into_iter();
    // A night seats more players than a match: its tables are checked by
    // the plan.
    problems
        .filter(|p| !matches!(p, SetupProblem::PlayerCount(_)))
        .collect()
}

fn result_fault(
    night: &Night,
    read: &TableRead,
    earlier: &[TableRead],
    matches: &[ExportedMatch],
) -> Option<ResultFault> {
    if night.seated(read.round, read.table).is_none() {
        return Some(ResultFault::NoSuchTable);
    }
    if read.round.number() > night.rounds_started() {
        return Some(ResultFault::RoundNotStarted);
    }
    if earlier
        .iter()
        .any(|e| (e.round, e.table) == (read.round, read.table))
    {
        return Some(ResultFault::Twice);
    }
    let game = &matches.iter().find(|m| m.id == Some(read.id))?.game;
    let at_this_table = night
        .place_of(game)
        .is_ok_and(|(tag, _)| (tag.round, tag.table) == (read.round, read.table));
    (!at_this_table).then_some(ResultFault::OtherMatch)
}
