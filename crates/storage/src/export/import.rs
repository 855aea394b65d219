//! What can be wrong with an export file being imported (docs/rules.md
//! §10), or with a part of it: every problem is reported as data, with
//! where it is; the words say it.

use crate::link::LinkProblem;
use engine::night::{Round, Table};
use engine::rules::RuleErrors;
use engine::setup::SetupProblem;
use engine::sheet::MatchError;

/// One problem with an imported file, and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportProblem {
    /// Where: `matches[2].match.hands[4]`, or `file` for the whole file.
    pub location: String,
    /// What is wrong.
    pub fault: ImportFault,
}

/// What is wrong with an imported file, or with a part of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportFault {
    /// A CSV score sheet picked instead of a match file.
    Csv,
    /// Not JSON: where the JSON reader stopped, and what it said.
    NotJson {
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// The JSON reader's own account.
        reader: String,
    },
    /// Another program's file, with the format it names.
    NotOurs(String),
    /// A format version this app does not read.
    Version(u64),
    /// No list of matches.
    NoMatches,
    /// A match or preset not of the expected shape, in the JSON reader's
    /// own words.
    Shape(String),
    /// Something wrong with a match's setup.
    Setup(SetupProblem),
    /// A preset's rule values out of bounds.
    Rules(RuleErrors),
    /// A match that does not add up, with its players' names.
    Match {
        /// Why.
        error: MatchError,
        /// The players' names, to say a refused hand's problems.
        names: Vec<String>,
    },
    /// A hand's results in the file are not what its entries score.
    HandResults,
    /// The file's hand results or balances are not what the entries give.
    Results {
        /// Hand results in the file.
        file_hands: usize,
        /// Balances in the file.
        file_balances: Vec<i64>,
        /// Hand results the entries give.
        hands: usize,
        /// Balances the entries give.
        balances: Vec<i64>,
    },
    /// An `id` written before, at this place in the file.
    SameId(String),
    /// A club night whose plan does not seat each of its players once a
    /// round at tables of three to five, or with more rounds started than
    /// planned.
    NightUnsound,
    /// A club night's result that cannot be its.
    NightResult {
        /// The round it names.
        round: Round,
        /// The table it names.
        table: Table,
        /// Why.
        fault: ResultFault,
    },
}

/// Why a file, or the match a link holds, cannot be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotImported {
    /// The device would not hand over the file picked.
    FileUnread,
    /// The link cannot be read.
    Link(LinkProblem),
    /// What it holds does not check out: every problem, with where it is.
    Problems(Vec<ImportProblem>),
}

/// What is wrong with a club night's result in an imported file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultFault {
    /// The night's plan has no such round or table.
    NoSuchTable,
    /// The round was not started.
    RoundNotStarted,
    /// Another result of the night is for the same table.
    Twice,
    /// The match it names was not played at that table of that night,
    /// by the players the plan seats there.
    OtherMatch,
}
