//! What went wrong with the browser's storage, a stored match, a rename or
//! a link.

use super::problems::match_error;
use crate::storage::export::{ImportFault, ImportProblem, NotImported, FORMAT_VERSION};
use crate::storage::library::{LoadProblem, MAX_MATCH_NAME};
use crate::storage::link::LinkProblem;
use crate::storage::{LoadError, ReadError, RenameError, StoreError};
use std::fmt;

/// Why the browser would not keep a change.
impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StoreError::Full => "the browser's storage is full",
            StoreError::Unavailable => "the browser does not let this page keep data",
        })
    }
}

/// Why stored data could not be read.
impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Unreadable(why) => write!(f, "the saved data could not be read ({why})"),
            ReadError::Newer(schema) => write!(
                f,
                "the saved data is from a newer version of the app (schema {schema})"
            ),
            ReadError::Invalid { error, names } => write!(
                f,
                "the saved match does not add up: {}",
                match_error(error, names)
            ),
        }
    }
}

/// Why a stored match could not be opened.
impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} could not be opened: {}.", self.name, self.problem)
    }
}

/// What was wrong with a stored match.
impl fmt::Display for LoadProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadProblem::Missing => f.write_str("its data is missing"),
            LoadProblem::KeptAside(e) => write!(f, "{e}; it was kept aside"),
        }
    }
}

/// Why a match was not renamed.
impl fmt::Display for RenameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenameError::Blank => f.write_str("A match needs a name, so the old one is kept."),
            RenameError::TooLong => write!(
                f,
                "A match's name must be at most {MAX_MATCH_NAME} characters."
            ),
            RenameError::Store(e) => write!(f, "The new name could not be saved: {e}."),
        }
    }
}

/// Why a file or a link's match cannot be imported, a sentence for each
/// problem.
pub fn not_imported(why: &NotImported) -> Vec<String> {
    match why {
        NotImported::FileUnread => vec!["The file could not be read.".to_string()],
        NotImported::Link(problem) => vec![problem.to_string()],
        NotImported::Problems(problems) => problems.iter().map(ToString::to_string).collect(),
    }
}

/// Why a link's match cannot be read.
impl fmt::Display for LinkProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkProblem::NoMatch => f.write_str(
                "This link holds no match: the part after # is missing or is not one this app writes.",
            ),
            LinkProblem::Newer(format) => write!(
                f,
                "This link was made by a newer version of the app (link format {format}); update the app to open it."
            ),
            LinkProblem::CutShort { has, needs } => write!(
                f,
                "This link was cut short: it holds {has} of its {needs} characters, so nothing was imported. Ask for the link again, whole, or for the match file."
            ),
            LinkProblem::Changed => f.write_str(
                "This link was changed on its way: what it holds does not check out, so nothing was imported. Ask for the link again, or for the match file.",
            ),
        }
    }
}

/// One problem with an imported file, and where it is.
impl fmt::Display for ImportProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.fault)
    }
}

/// What is wrong with an imported file.
impl fmt::Display for ImportFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportFault::Csv => f.write_str("this is a CSV file (a score sheet for a spreadsheet), which cannot be imported: pick a match file (.json) exported by this app"),
            ImportFault::NotJson { line, column, reader } => {
                write!(f, "not readable JSON at line {line}, column {column}: {reader}")
            }
            ImportFault::NotOurs(format) => write!(
                f,
                "this is not a Mah-Jong score keeper export (format \"{format}\")"
            ),
            ImportFault::Version(version) => write!(
                f,
                "export format version {version} is not one this app reads (it reads 1 to {FORMAT_VERSION})"
            ),
            ImportFault::NoMatches => f.write_str("must be a list of matches"),
            ImportFault::Shape(reader) => f.write_str(reader),
            ImportFault::Setup(problem) => problem.fmt(f),
            ImportFault::Match { error, names } => f.write_str(&match_error(error, names)),
            ImportFault::HandResults => f.write_str("the results in the file are not what this hand's entries score; the file was changed by hand or by another program"),
            ImportFault::Results {
                file_hands,
                file_balances,
                hands,
                balances,
            } => write!(
                f,
                "the file lists {file_hands} hand results and balances {}; the entries give {hands} and {}",
                list(file_balances),
                list(balances)
            ),
        }
    }
}

/// Balances as a file shows them: "[1200, -400, …]".
fn list(balances: &[i64]) -> String {
    let each: Vec<String> = balances.iter().map(i64::to_string).collect();
    format!("[{}]", each.join(", "))
}
