//! What the organiser's club-night screens say beside the plan: a night's
//! line in the list, a table's seats and result, and the standings'
//! figures (the final as a percentage, table points as a number).

use crate::night::hands_held;
use crate::{counted, day, tenths};
use engine::night::{Night, ResultLength, Round, Table, TABLE_POINT};

/// Said on a club night that came through the club's records to a device
/// that did not draw it up.
pub const DRAWN_UP_ELSEWHERE: &str = "This night was drawn up on another device: its organiser starts the rounds and reads the results. Play a table of the round in play here from its card.";

/// A new night's name until the organiser types another.
///
/// ```
/// use words::night_screen::night_name;
/// assert_eq!(night_name("2026-11-25T19:00:00Z"), "Club night of 25 November 2026");
/// ```
pub fn night_name(now: &str) -> String {
    format!("Club night of {}", day(now))
}

/// How many players the box holds: "9 players typed."
pub fn players_typed(count: usize) -> String {
    format!("{} typed.", counted(count as u64, "player", "players"))
}

/// The night's players: "Players (3): Rod, Bill, Ben".
pub fn players_line(players: &[String]) -> String {
    format!("Players ({}): {}", players.len(), players.join(", "))
}

/// The rules every table plays by: "House rules: BMJA".
pub fn house_rules(preset: &str) -> String {
    format!("House rules: {preset}")
}

/// A kept night's line in the list: its day, players, rounds, and how
/// many of its tables have a result read (`read` of `tables`).
///
/// ```
/// use engine::night::NightEntry;
/// use engine::rules::RuleSet;
/// use words::night_screen::night_line;
/// let entry = NightEntry { players: (1..=9).map(|n| format!("P{n}\n")).collect(), rounds: 2, ..NightEntry::default() };
/// let night = entry.draw_up(("BMJA", &RuleSet::bmja()), 1, "2026-11-25T19:00:00Z").unwrap();
/// assert_eq!(night_line(&night, (0, 4)), "25 November 2026: 9 players, 2 rounds; 0 of 4 tables' results read.");
/// ```
pub fn night_line(night: &Night, (read, tables): (usize, usize)) -> String {
    format!(
        "{}: {}, {}; {} of {} tables' results read.",
        day(night.created()),
        counted(night.players().len() as u64, "player", "players"),
        counted(night.plan().rounds().len() as u64, "round", "rounds"),
        read,
        tables
    )
}

/// A seat at a table: seat 1 is East for the table's first hand.
///
/// ```
/// use words::night_screen::seat;
/// assert_eq!(seat(1), "Seat 1, first East");
/// assert_eq!(seat(3), "Seat 3");
/// ```
pub fn seat(number: usize) -> String {
    match number {
        1 => "Seat 1, first East".into(),
        n => format!("Seat {n}"),
    }
}

/// What a table's QR code holds: "the link to Round 2, table 3".
pub fn link_to(round: Round, table: Table) -> String {
    format!("the link to Round {round}, table {table}")
}

/// A player in their seat, on a table's link.
pub fn seated_at(number: usize, name: &str) -> String {
    match number {
        1 => format!("Seat 1 (East for the first hand): {name}"),
        n => format!("Seat {n}: {name}"),
    }
}

/// Where a round stands on the night's screen: started at a time of day,
/// or not yet (what starting it does, for a round on time too).
pub fn round_state(round: Round, started_at: Option<&str>, by_minutes: bool) -> String {
    match (started_at, by_minutes) {
        (Some(at), _) => format!("Round {round} started at {at}."),
        (None, false) => format!("Round {round} has not started: its results are read once it has."),
        (None, true) => format!(
            "Round {round} has not started: its results are read once it has, and a table's link made from then counts the round's minutes from its start."
        ),
    }
}

/// A time of day, on the 24-hour clock: "19:05".
pub fn clock_time(hours: u32, minutes: u32) -> String {
    format!("{hours:02}:{minutes:02}")
}

/// The button that takes back a round's start.
pub fn undo_start(round: Round) -> String {
    format!("Undo starting round {round}")
}

/// The button that starts a round.
pub fn start_round(round: Round) -> String {
    format!("Start round {round}")
}

/// A table's result beside it: whether it is read, and how much of the
/// round it holds.
///
/// ```
/// use engine::night::ResultLength;
/// use words::night_screen::result_status;
/// assert_eq!(result_status(ResultLength::NotRead), "Result not read yet.");
/// assert_eq!(
///     result_status(ResultLength::Short { played: 2, of: 16 }),
///     "Result read: 2 of 16 hands, short of the round."
/// );
/// assert_eq!(result_status(ResultLength::Whole { of: 16, beyond: 0 }), "Result read: 16 of 16 hands.");
/// assert_eq!(
///     result_status(ResultLength::Whole { of: 16, beyond: 1 }),
///     "Result read: 16 of 16 hands; 1 hand played after the round's end is not counted."
/// );
/// assert_eq!(result_status(ResultLength::Timed { played: 7 }), "Result read: 7 hands.");
/// assert_eq!(result_status(ResultLength::Playing { played: 0, of: 5 }), "Playing: 0 of 5 hands.");
/// ```
pub fn result_status(length: ResultLength) -> String {
    match length {
        ResultLength::NotRead => "Result not read yet.".into(),
        ResultLength::Playing { played, of } => format!("Playing: {played} of {of} hands."),
        held => format!("Result read: {}.", hands_held(held)),
    }
}

/// What the organiser is asked before starting a round while the one
/// before has tables unread or short.
///
/// ```
/// use engine::night::{ResultLength, Round, Table};
/// use words::night_screen::start_anyway;
/// let [two, three] = [2, 3].map(|n| Table::new(n).unwrap());
/// let tables = [(two, ResultLength::Short { played: 2, of: 16 }), (three, ResultLength::NotRead)];
/// assert_eq!(
///     start_anyway(Round::new(2).unwrap(), &tables),
///     "Round 1 is not finished: table 2's result holds 2 of 16 hands, short of the round; table 3's result is not read yet. Start round 2 anyway?"
/// );
/// ```
pub fn start_anyway(round: Round, tables: &[(Table, ResultLength)]) -> String {
    let each: Vec<String> = tables
        .iter()
        .map(|&(table, length)| match length {
            ResultLength::NotRead => format!("table {table}'s result is not read yet"),
            ResultLength::Playing { played, of } => {
                format!("table {table} is still playing, {played} of {of} hands so far")
            }
            held => format!("table {table}'s result holds {}", hands_held(held)),
        })
        .collect();
    format!(
        "Round {} is not finished: {}. Start round {round} anyway?",
        round.number().saturating_sub(1),
        each.join("; ")
    )
}

/// Said when a table's link was copied.
///
/// ```
/// use engine::night::{Round, Table};
/// use words::night_screen::link_copied;
/// assert_eq!(
///     link_copied(Round::new(2).unwrap(), Table::new(3).unwrap()),
///     "The link to Round 2, table 3 is copied: paste it into a message to the table's tablet, or let it read the QR code."
/// );
/// ```
pub fn link_copied(round: Round, table: Table) -> String {
    format!(
        "The link to Round {round}, table {table} is copied: paste it into a message to the table's tablet, or let it read the QR code."
    )
}

/// Said when the browser could neither share nor copy a table's link.
pub const LINK_NOT_MADE: &str =
    "This browser could not share or copy the link: let the table's tablet read its QR code.";

/// Said when "Read the result" is pressed with nothing pasted.
pub const NOTHING_PASTED: &str =
    "Paste the result's link first: the table's tablet hands it on under \"Hand on the result's link\".";

/// Said when a table's own link is pasted where its result's belongs.
pub const TABLE_LINK_PASTED: &str = "This is a table's link, which sets up the table's tablet. Paste the result's link instead: the tablet hands it on under \"Hand on the result's link\".";

/// Said while a result link is opened.
pub const READING: &str = "Reading the result…";

/// Said on the night's screen when the night is not kept here.
pub const NOT_KEPT: &str = "This club night is not kept on this device.";

/// Said in the list when no night is kept yet.
pub const NO_NIGHTS: &str = "No club night is kept yet.";

/// Said in the standings before any result is read.
pub const NO_RESULTS: &str = "No table's result is read yet: the standings show once one is.";

/// The final as a percentage of the opening score, from tenths of a per
/// cent: none shows as a dash.
///
/// ```
/// use words::night_screen::final_percent;
/// assert_eq!(final_percent(Some(1158)), "115.8%");
/// assert_eq!(final_percent(Some(-52)), "-5.2%");
/// assert_eq!(final_percent(None), "—");
/// ```
pub fn final_percent(per_mille: Option<i64>) -> String {
    per_mille.map_or_else(|| "—".into(), |p| format!("{}%", tenths(p)))
}

/// Table points from sixtieths, with up to two decimals and no trailing
/// zeros.
///
/// ```
/// use words::night_screen::table_points;
/// assert_eq!(table_points(180), "3");
/// assert_eq!(table_points(30), "0.5");
/// assert_eq!(table_points(20), "0.33");
/// assert_eq!(table_points(40), "0.67");
/// assert_eq!(table_points(84), "1.4");
/// assert_eq!(table_points(0), "0");
/// ```
pub fn table_points(sixtieths: i64) -> String {
    let sign = if sixtieths < 0 { "-" } else { "" };
    let abs = u128::from(sixtieths.unsigned_abs());
    let point = u128::from(TABLE_POINT.unsigned_abs()).max(1);
    let hundredths = (abs * 100 + point / 2) / point;
    let (whole, part) = (hundredths / 100, hundredths % 100);
    match part {
        0 => format!("{sign}{whole}"),
        p if p % 10 == 0 => format!("{sign}{whole}.{}", p / 10),
        p => format!("{sign}{whole}.{p:02}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_points_round_half_up_and_keep_their_sign() {
        assert_eq!(table_points(-90), "-1.5");
        assert_eq!(table_points(1), "0.02");
        assert_eq!(table_points(i64::MIN).chars().next(), Some('-'));
        assert_eq!(players_typed(1), "1 player typed.");
        let (round, table) = (Round::new(2).unwrap(), Table::new(3).unwrap());
        assert_eq!(link_to(round, table), "the link to Round 2, table 3");
    }
}
