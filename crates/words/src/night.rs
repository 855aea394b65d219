//! What the club night's screens say: its seating plan, its tables, what
//! stops it being drawn up, and what became of a result read back.

use super::say::Say;
use crate::{counted, match_error};
use engine::night::{
    Layout, NightProblem, NightTable, NotThisNight, OddSize, PlanProblem, ResultLength, Round,
    RoundEnd, RoundLeft, Table, MAX_NIGHT_NAME, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS,
};
use engine::points::group_thousands;
use engine::setup::{MAX_NAME_LENGTH, MAX_STARTING_POINTS};
use session::{NightResult, ResultKept, ResultRead, ResultRefused};
use std::fmt;
use storage::export::TableLinkProblem;

/// Said on a club night's table where the club's records are on, in place
/// of handing the result back by code or link.
pub const RESULT_THROUGH_CLUB: &str = "The club's records are on: each hand reaches the organiser as it is played, with no code or link to hand back.";

/// Why a night could not be planned.
///
/// ```
/// use engine::night::PlanProblem;
/// use words::night::plan_problem;
/// assert_eq!(plan_problem(&PlanProblem::Players(6)), "A club night seats 8 to 40 players, not 6.");
/// assert_eq!(plan_problem(&PlanProblem::Rounds(0)), "A club night has 1 to 8 rounds, not 0.");
/// ```
pub fn plan_problem(problem: &PlanProblem) -> String {
    match problem {
        PlanProblem::Players(n) => {
            format!("A club night seats {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}.")
        }
        PlanProblem::Rounds(n) => format!("A club night has 1 to {MAX_ROUNDS} rounds, not {n}."),
    }
}

/// What the tables are, and why, when they are not of the size asked for.
///
/// ```
/// use engine::night::{Layout, OddSize};
/// use words::night::tables;
/// let eleven = Layout::new(11, OddSize::Five).unwrap();
/// assert_eq!(
///     tables(&eleven, OddSize::Five),
///     "Two tables of four and one of three: 11 players cannot sit at tables of four and five."
/// );
/// let ten = Layout::new(10, OddSize::Five).unwrap();
/// assert_eq!(tables(&ten, OddSize::Five), "Two tables of five.");
/// ```
pub fn tables(layout: &Layout, prefer: OddSize) -> String {
    let players = layout
        .fours
        .saturating_mul(4)
        .saturating_add(layout.odd_seats());
    let kinds = [
        (layout.fours, "four"),
        (layout.odd_tables, size(layout.odd_size)),
    ];
    let list: Vec<String> = kinds
        .iter()
        .filter(|(count, _)| *count > 0)
        .enumerate()
        .map(|(i, &(count, of))| match (i, count) {
            (0, 1) => format!("{} table of {of}", number(count)),
            (0, _) => format!("{} tables of {of}", number(count)),
            _ => format!("{} of {of}", number(count).to_lowercase()),
        })
        .collect();
    let list = list.join(" and ");
    match layout.keeps(prefer) {
        true => format!("{list}."),
        false => format!(
            "{list}: {players} players cannot sit at tables of four and {}.",
            size(prefer)
        ),
    }
}

fn size(odd: OddSize) -> &'static str {
    match odd {
        OddSize::Five => "five",
        OddSize::Three => "three",
    }
}

/// A count of tables as a word, capitalised to start the sentence.
fn number(n: usize) -> String {
    let words = [
        "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
    ];
    n.checked_sub(1)
        .and_then(|i| words.get(i))
        .map_or_else(|| n.to_string(), |w| w.to_string())
}

/// A table's round and number: "Round 2, table 3".
pub fn round_and_table(round: Round, table: Table) -> String {
    format!("Round {round}, table {table}")
}

/// The name a table's match is kept under: "Tuesday: round 2, table 3".
///
/// ```
/// use engine::night::{NightTable, Round, RoundEnd, Table};
/// use words::night::table_match_name;
/// let table = NightTable { night: "1f".into(), name: "Tuesday".into(), round: Round::new(2).unwrap(), table: Table::new(3).unwrap(), round_end: RoundEnd::Hands(16), started: None };
/// assert_eq!(table_match_name(&table), "Tuesday: round 2, table 3");
/// ```
pub fn table_match_name(table: &NightTable) -> String {
    format!(
        "{}: round {}, table {}",
        table.name, table.round, table.table
    )
}

/// Said of a match that claims a club night's table the night does not
/// count it for: another match is that table's result, or none is.
///
/// ```
/// use engine::night::{NightTable, Round, RoundEnd, Table};
/// use words::night::not_counted_for;
/// let table = NightTable { night: "1f".into(), name: "Tuesday".into(), round: Round::new(2).unwrap(), table: Table::new(2).unwrap(), round_end: RoundEnd::Hands(16), started: None };
/// assert_eq!(not_counted_for(&table), "Tuesday does not count this match as round 2, table 2's result.");
/// ```
pub fn not_counted_for(table: &NightTable) -> String {
    format!(
        "{} does not count this match as round {}, table {}'s result.",
        table.name, table.round, table.table
    )
}

/// How a round ends, as the table's tablet and the plan say it.
pub fn round_end(end: RoundEnd) -> String {
    match end {
        RoundEnd::Hands(n) => format!("The round ends after {}.", counted(n, "hand", "hands")),
        RoundEnd::Minutes(n) => format!(
            "The round ends after {}: the hand in play when time is called is the last.",
            counted(n, "minute", "minutes")
        ),
    }
}

/// What stops a night being drawn up.
impl Say for NightProblem {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NightProblem::Plan(p) => f.write_str(&plan_problem(p)),
            NightProblem::DuplicateName(name) => {
                write!(f, "{name} is named twice: give each player one line.")
            }
            NightProblem::LongName(name) => write!(
                f,
                "{name} is longer than the {MAX_NAME_LENGTH} characters a score sheet shows."
            ),
            NightProblem::StartingPoints => write!(
                f,
                "Starting points must be a whole number from 0 to {}.",
                group_thousands(MAX_STARTING_POINTS)
            ),
            NightProblem::EmptyRound => f.write_str("A round needs at least one hand or minute."),
            NightProblem::LongNightName => {
                write!(f, "A night's name is at most {MAX_NIGHT_NAME} characters.")
            }
            NightProblem::UnknownPreset(name) => write!(
                f,
                "No house rules are kept under the name {name}: choose another."
            ),
        }
    }
}

/// Why a result was not read into the night.
impl Say for ResultRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultRefused::NoNight => f.write_str("This night is not kept on this device."),
            ResultRefused::NotOneMatch => f.write_str("A table's result is one match; this holds another number of matches."),
            ResultRefused::NotThisNight(NotThisNight::NoNight) => f.write_str("This match was not played at a table of a club night."),
            ResultRefused::NotThisNight(NotThisNight::OtherNight { name }) => write!(f, "This result is from another night ({name}), not this one: read it on that night's screen."),
            ResultRefused::NotThisNight(NotThisNight::RoundNotStarted { round, started: 0 }) => write!(f, "This result is for round {round}, and no round has been started yet: start round 1 first."),
            ResultRefused::NotThisNight(NotThisNight::RoundNotStarted { round, started }) => write!(f, "This result is for round {round}, which has not been started: the night is in round {started}."),
            ResultRefused::NotThisNight(NotThisNight::NoSuchTable { round, table }) => write!(f, "This night has no {}.", round_and_table(*round, *table).to_lowercase()),
            ResultRefused::NotThisNight(NotThisNight::OtherPlayers { round, table }) => write!(f, "The players or starting points in this result are not the ones set up for {}.", round_and_table(*round, *table).to_lowercase()),
            ResultRefused::Invalid(e) => write!(f, "This result does not add up: {}.", match_error(e, &[])),
            ResultRefused::NotKept(e) => write!(f, "The result could not be kept: {}.", e.said()),
            ResultRefused::NotLater { round, table } => write!(f, "The result kept for {} has hands this one does not hold: it is an earlier or another match, so the one kept stays.", round_and_table(*round, *table).to_lowercase()),
        }
    }
}

/// What reading a result did.
pub fn result_read(read: &ResultRead) -> String {
    let at = round_and_table(read.round, read.table);
    match read.kept {
        ResultKept::New => format!("{at}: result read."),
        ResultKept::Replaced => {
            format!("{at}: the match kept for this table is brought up to date.")
        }
        ResultKept::AlreadyHeld => format!(
            "{at}: the match kept here already holds this result and more hands, and counts."
        ),
    }
}

/// How many hands a result holds of its round's.
pub fn hands_held(length: ResultLength) -> String {
    match length {
        ResultLength::NotRead => "no result".into(),
        ResultLength::Short { played, of } => format!("{played} of {of} hands, short of the round"),
        ResultLength::Whole { of, beyond: 0 } => format!("{of} of {of} hands"),
        ResultLength::Whole { of, beyond } => format!(
            "{of} of {of} hands; {} after the round's end {} not counted",
            counted(beyond as u64, "hand played", "hands played"),
            if beyond == 1 { "is" } else { "are" }
        ),
        ResultLength::Timed { played } => counted(played as u64, "hand", "hands"),
        ResultLength::Playing { played, of } => format!("{played} of {of} hands so far"),
    }
}

/// Said once a table's result opened from a link or a file is kept for
/// its night.
///
/// ```
/// use engine::night::{Round, Table};
/// use session::{ResultKept, ResultRead};
/// use words::night::result_kept_for;
/// let read = ResultRead { round: Round::FIRST, table: Table::new(2).unwrap(), kept: ResultKept::New };
/// assert_eq!(result_kept_for(&read, "Tuesday"), "Round 1, table 2's result: kept for Tuesday.");
/// ```
pub fn result_kept_for(read: &ResultRead, night: &str) -> String {
    let at = round_and_table(read.round, read.table);
    match read.kept {
        ResultKept::New => format!("{at}'s result: kept for {night}."),
        ResultKept::Replaced => {
            format!("{at}'s result: kept for {night}, in place of the one read before, which it carries on.")
        }
        ResultKept::AlreadyHeld => format!(
            "{at}'s result: the match kept here for {night} already holds it and more hands, and counts."
        ),
    }
}

/// What a link or file holding a table's result of a night kept here is,
/// before it is kept.
///
/// ```
/// use engine::night::{NightTable, ResultLength, Round, RoundEnd, Table};
/// use session::NightResult;
/// use words::night::result_offered;
/// let table = NightTable { night: "1f".into(), name: "Tuesday".into(), round: Round::FIRST, table: Table::new(2).unwrap(), round_end: RoundEnd::Hands(16), started: None };
/// let short = NightResult { table, length: ResultLength::Short { played: 2, of: 16 } };
/// assert_eq!(
///     result_offered(&short),
///     "This is Round 1, table 2's result for Tuesday, a club night kept on this device: 2 of 16 hands, short of the round."
/// );
/// ```
pub fn result_offered(result: &NightResult) -> String {
    let at = round_and_table(result.table.round, result.table.table);
    let held = hands_held(result.length);
    format!(
        "This is {at}'s result for {}, a club night kept on this device: {held}.",
        result.table.name
    )
}

/// Why a table's link cannot start its match.
impl Say for TableLinkProblem {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableLinkProblem::NotATable(why) => write!(f, "This link holds no club night table ({why})."),
            TableLinkProblem::Newer(version) => write!(f, "This table's link was made by a newer version of the app (version {version}); update the app to open it."),
            TableLinkProblem::Setup(problems) => {
                let each: Vec<String> = problems.iter().map(|each| each.said().to_string()).collect();
                write!(f, "This table's players cannot start a match: {}", each.join(" "))
            }
            TableLinkProblem::NoSuchTable => f.write_str("This link names no round or table."),
            TableLinkProblem::Link(problem) => problem.say(f),
        }
    }
}

/// Asked on a table's tablet before a hand is played after its round of
/// hands has ended.
///
/// ```
/// use engine::night::{NightTable, Round, RoundEnd, Table};
/// use words::night::play_past_round;
/// let table = NightTable { night: "1f".into(), name: "Tuesday".into(), round: Round::FIRST, table: Table::new(2).unwrap(), round_end: RoundEnd::Hands(16), started: None };
/// assert_eq!(
///     play_past_round(&table, 16),
///     "Round 1 ended after 16 hands. Another hand stays on this sheet but does not count in Tuesday's result. Play it anyway?"
/// );
/// ```
pub fn play_past_round(table: &NightTable, played: usize) -> String {
    format!(
        "Round {} ended after {}. Another hand stays on this sheet but does not count in {}'s result. Play it anyway?",
        table.round,
        counted(table.round_end.counted(played) as u64, "hand", "hands"),
        table.name
    )
}

/// How far a table's round has gone, on the table's tablet.
pub fn round_left(left: RoundLeft) -> String {
    match left {
        RoundLeft::Hands(n) => format!("{} left in this round.", counted(n, "hand", "hands")),
        RoundLeft::LastHand => "Last hand: this hand ends the round.".into(),
        RoundLeft::Over => "The round is over: hand the result to the organiser.".into(),
        RoundLeft::Minutes(n) => format!("{} left in this round.", counted(n, "minute", "minutes")),
        RoundLeft::NearlyUp(n) => format!(
            "Only {} left in this round: time is called soon.",
            counted(n, "minute", "minutes")
        ),
        RoundLeft::TimeUp => {
            "Time is up: finish the hand in play, then hand the result to the organiser.".into()
        }
    }
}
