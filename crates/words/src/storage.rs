//! What went wrong with the browser's storage, a stored match, a rename or
//! a link.

use super::problems::match_error;
use super::say::Say;
use super::{counted, join_list};
use session::Imported;
use std::fmt;
use storage::export::{
    ImportFault, ImportProblem, LeftOut, NotImported, ResultFault, FORMAT_VERSION,
};
use storage::library::{LoadProblem, MAX_MATCH_NAME};
use storage::link::LinkProblem;
use storage::{LoadError, ReadError, RenameError, StoreError};

/// Why the browser would not keep a change.
impl Say for StoreError {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StoreError::Full => "the browser's storage is full",
            StoreError::Unavailable => "the browser does not let this page keep data",
        })
    }
}

/// Why stored data could not be read.
impl Say for ReadError {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
impl Say for LoadError {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} could not be opened: {}.",
            self.name,
            self.problem.said()
        )
    }
}

/// What was wrong with a stored match.
impl Say for LoadProblem {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadProblem::Missing => f.write_str("its data is missing"),
            LoadProblem::KeptAside(e) => write!(f, "{}; it was kept aside", e.said()),
        }
    }
}

/// Why a match was not renamed.
impl Say for RenameError {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenameError::Blank => f.write_str("A match needs a name, so the old one is kept."),
            RenameError::TooLong => write!(
                f,
                "A match's name must be at most {MAX_MATCH_NAME} characters."
            ),
            RenameError::Store(e) => write!(f, "The new name could not be saved: {}.", e.said()),
        }
    }
}

/// Why a file or a link's match cannot be imported, a sentence for each
/// problem.
pub fn not_imported(why: &NotImported) -> Vec<String> {
    match why {
        NotImported::FileUnread => vec!["The file could not be read.".to_string()],
        NotImported::Link(problem) => vec![problem.said().to_string()],
        NotImported::Problems(problems) => problems
            .iter()
            .map(|each| each.said().to_string())
            .collect(),
    }
}

/// Why a link's match cannot be read.
impl Say for LinkProblem {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
impl Say for ImportProblem {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.fault.said())
    }
}

/// What is wrong with an imported file.
impl Say for ImportFault {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
            ImportFault::Rules(errors) => errors.say(f),
            ImportFault::Setup(problem) => problem.say(f),
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
            ImportFault::SameId(first) => write!(f, "the same id as {first}: each must have its own"),
            ImportFault::NightUnsound => f.write_str("this club night does not hold together: its plan must seat each of its players once in every round, at tables of three to five, and no more rounds may be started than are planned"),
            ImportFault::NightResult { round, table, fault } => {
                write!(f, "the result for round {round}, table {table} ")?;
                f.write_str(match fault {
                    ResultFault::NoSuchTable => "names a table this night's plan does not have",
                    ResultFault::RoundNotStarted => "is for a round the night has not started",
                    ResultFault::Twice => "is the table's second result: a table has one",
                    ResultFault::OtherMatch => "names a match not played at that table of this night by the players it seats",
                })
            }
        }
    }
}

/// Balances as a file shows them: "[1200, -400, …]".
fn list(balances: &[i64]) -> String {
    let each: Vec<String> = balances.iter().map(i64::to_string).collect();
    format!("[{}]", each.join(", "))
}

/// What an import file or a link holds, before it is imported.
///
/// ```
/// use words::holds;
/// assert_eq!(holds("The file", 3, 1, 0), "The file holds 3 matches and 1 club night.");
/// assert_eq!(holds("The link", 1, 0, 0), "The link holds 1 match.");
/// ```
pub fn holds(holder: &str, matches: usize, nights: usize, presets: usize) -> String {
    let mut parts = vec![counted(matches as u64, "match", "matches")];
    if nights > 0 {
        parts.push(counted(nights as u64, "club night", "club nights"));
    }
    if presets > 0 {
        parts.push(counted(presets as u64, "preset", "presets"));
    }
    format!("{holder} holds {}.", join_list(&parts))
}

/// What import does with what a file or link holds when none of it is
/// here already: one thing, or more.
///
/// ```
/// use words::added_beside;
/// assert_eq!(added_beside(1), "It will be added beside what is here.");
/// assert_eq!(added_beside(2), "They will be added beside what is here.");
/// ```
pub fn added_beside(things: usize) -> &'static str {
    match things {
        1 => "It will be added beside what is here.",
        _ => "They will be added beside what is here.",
    }
}

/// What import will do with a file's club nights kept here already, and
/// with results whose matches the file does not hold; nothing when there
/// are neither.
///
/// ```
/// use engine::night::{Round, Table};
/// use storage::export::LeftOut;
/// use words::nights_on_import;
/// let (round, table) = (Round::FIRST, Table::new(2).unwrap());
/// let left_out = [LeftOut { night: "Tuesday".into(), round, table }];
/// assert_eq!(
///     nights_on_import(&["Tuesday".into()], &left_out),
///     "Tuesday is kept here already: the rounds started and the results read in the file will be added to it, none lost. Tuesday's result for round 1, table 2 has no match in the file and will be left out."
/// );
/// ```
pub fn nights_on_import(kept_here: &[String], left_out: &[LeftOut]) -> String {
    let mut text = Vec::new();
    match kept_here {
        [] => {}
        [one] => text.push(format!("{one} is kept here already: the rounds started and the results read in the file will be added to it, none lost.")),
        many => text.push(format!("{} are kept here already: the rounds started and the results read in the file will be added to them, none lost.", join_list(many))),
    }
    match left_out {
        [] => {}
        [one] => text.push(format!(
            "{} has no match in the file and will be left out.",
            result_of(one)
        )),
        many => text.push(format!(
            "{} have no match in the file and will be left out.",
            join_list(&many.iter().map(result_of).collect::<Vec<_>>())
        )),
    }
    text.join(" ")
}

/// What became of a file's club nights on import; nothing when it held
/// none.
///
/// ```
/// use session::Imported;
/// use words::nights_imported;
/// let counts = Imported { nights_added: 1, ..Imported::default() };
/// assert_eq!(nights_imported(&counts), "Added 1 club night.");
/// ```
pub fn nights_imported(counts: &Imported) -> String {
    let mut text = Vec::new();
    if counts.nights_added > 0 {
        let nights = counted(counts.nights_added as u64, "club night", "club nights");
        text.push(format!("Added {nights}."));
    }
    match counts.nights_merged.as_slice() {
        [] => {}
        [one] => text.push(format!("{one} was kept here already: the file's rounds started and results read are added to it.")),
        many => text.push(format!("{} were kept here already: the file's rounds started and results read are added to them.", join_list(many))),
    }
    for name in &counts.nights_apart {
        text.push(format!("The file's {name} was left out: a different club night kept here has the same identity."));
    }
    match counts.results_left_out.as_slice() {
        [] => {}
        [one] => text.push(format!(
            "{} was left out: its match is not in the file.",
            result_of(one)
        )),
        many => text.push(format!(
            "{} were left out: their matches are not in the file.",
            join_list(&many.iter().map(result_of).collect::<Vec<_>>())
        )),
    }
    text.join(" ")
}

/// A night's result: "Tuesday's result for round 1, table 2".
fn result_of(read: &LeftOut) -> String {
    format!(
        "{}'s result for round {}, table {}",
        read.night, read.round, read.table
    )
}
