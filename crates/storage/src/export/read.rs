//! Reading an export file back (docs/rules.md §10): its envelope, each match,
//! club night and preset, and the checks that a match adds up and that the
//! results in the file are what its entries come to. Every problem is
//! reported with where it is (`import.rs`).

use super::nights::{check_match_ids, read_nights};
use super::{
    results, ExportFile, ExportedMatch, ImportFault, ImportProblem, FORMAT, FORMAT_VERSION,
};
use engine::presets::Preset;
use engine::rules::{RuleSet, RuleValues};
use serde_json::Value;

/// Reads an export file, checking every match: its shape, its setup, its
/// rules, that every hand scores, and that the results in the file are what
/// its inputs come to; and every club night: that it holds together, its
/// players, and that each result is one of its tables' matches.
/// Reports every problem, each with its location.
///
/// ```
/// use storage::export::{read_import, ImportFault};
/// let problems = read_import("{\"format\": \"something else\"}").unwrap_err();
/// assert_eq!(problems[0].fault, ImportFault::NotOurs("something else".into()));
/// ```
pub fn read_import(text: &str) -> Result<ExportFile, Vec<ImportProblem>> {
    let value = read_envelope(text).map_err(|p| vec![p])?;
    let mut problems = Vec::new();
    let matches = read_matches(&value, &mut problems);
    check_match_ids(&value, &mut problems);
    let nights = read_nights(&value, &matches, &mut problems);
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
        nights,
    })
}

fn file_problem(fault: ImportFault) -> ImportProblem {
    ImportProblem {
        location: "file".into(),
        fault,
    }
}

/// The file as JSON, if it is an export of a format version this app reads.
fn read_envelope(text: &str) -> Result<Value, ImportProblem> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        let first_line = text.trim_start().lines().next().unwrap_or("");
        if !first_line.starts_with(['{', '[']) && first_line.contains(',') {
            return file_problem(ImportFault::Csv);
        }
        file_problem(ImportFault::NotJson {
            line: e.line(),
            column: e.column(),
            reader: e.to_string(),
        })
    })?;
    let format = value.get("format").and_then(Value::as_str).unwrap_or("");
    if format != FORMAT {
        return Err(file_problem(ImportFault::NotOurs(format.into())));
    }
    let version = value.get("version").and_then(Value::as_u64).unwrap_or(0);
    if version == 0 || version > u64::from(FORMAT_VERSION) {
        return Err(file_problem(ImportFault::Version(version)));
    }
    Ok(value)
}

/// Every match that reads and adds up; the problems of the others.
fn read_matches(value: &Value, problems: &mut Vec<ImportProblem>) -> Vec<ExportedMatch> {
    let Some(Value::Array(items)) = value.get("matches") else {
        problems.push(ImportProblem {
            location: "matches".into(),
            fault: ImportFault::NoMatches,
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
                fault: ImportFault::Shape(e.to_string()),
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
                fault: rules_fault(item).unwrap_or_else(|| ImportFault::Shape(e.to_string())),
            }),
        }
    }
    presets
}

/// A preset whose rule values read but are out of bounds: its rules' own
/// problems, each named.
fn rules_fault(item: &Value) -> Option<ImportFault> {
    let values: RuleValues = serde_json::from_value(item.get("rules")?.clone()).ok()?;
    RuleSet::new(values).err().map(ImportFault::Rules)
}

fn check_match(m: &ExportedMatch, at: &str, problems: &mut Vec<ImportProblem>) {
    let mut push =
        |location: String, fault: ImportFault| problems.push(ImportProblem { location, fault });
    let setup_problems = m.game.setup.problems_as_kept();
    if !setup_problems.is_empty() {
        for p in setup_problems {
            push(format!("{at}.match.setup"), ImportFault::Setup(p));
        }
        return;
    }
    match m.game.fold() {
        Err(error) => {
            let hand = error
                .hand()
                .map_or_else(String::new, |h| format!(".hands[{}]", h - 1));
            let names = m.game.setup.names.clone();
            push(
                format!("{at}.match{hand}"),
                ImportFault::Match { error, names },
            );
        }
        Ok(sheet) => {
            let Some(written) = &m.results else {
                return;
            };
            let computed = results(&m.game, &sheet);
            for (i, (file, ours)) in written.hands.iter().zip(&computed.hands).enumerate() {
                if file != ours {
                    push(format!("{at}.results.hands[{i}]"), ImportFault::HandResults);
                }
            }
            if written.hands.len() != computed.hands.len() || written.balances != computed.balances
            {
                push(
                    format!("{at}.results"),
                    ImportFault::Results {
                        file_hands: written.hands.len(),
                        file_balances: written.balances.clone(),
                        hands: computed.hands.len(),
                        balances: computed.balances,
                    },
                );
            }
        }
    }
}
