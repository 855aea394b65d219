//! The app's words for what the engine, the storage and the session report
//! as data: each problem, each refusal, each notice, in sentences that name
//! the hand form's own controls. Every error type's words (`Say`) are here, by
//! subject; wording that needs the players' names is a function. Pure, so
//! tested natively; the screens show them.

mod calculate;
pub mod club;
pub mod csv;
mod english;
mod figures;
mod hands;
pub mod night;
pub mod night_board;
pub mod night_comings;
pub mod night_screen;
mod notice;
pub mod own_hands;

mod problems;
pub mod questions;
pub mod records;
mod rules;
mod say;
pub mod season;
pub mod sharing;
pub mod start;
mod storage;
mod tiles;
pub mod versions;

pub use calculate::{findings_heading, not_kept, untaken_beside, untaken_heading, untaken_reason};
pub use english::{capitalised, join_list, player_name, possessives, sentence};
pub use figures::{counted, short_names, signed, tenths};
pub use hands::{
    east_pays_double, hand_line, hand_under_way, instructions, later_hand, sits_out, sitting_out,
};
pub use notice::BACKUP_DUE;
pub use problems::{match_error, problem};
pub use rules::{next_hand_rules, preset_kept, rules_apart, rules_at_start, scored_by};
pub use say::{Said, Say};
pub use storage::{added_beside, holds, nights_imported, nights_on_import, not_imported};
pub use tiles::tile_problem;

/// What shows in place of a screen when the session's part of the app
/// could not be fetched.
pub const PART_NOT_FETCHED: &str =
    "This part of the app could not be fetched: the connection may be down. Everything entered is kept.";

/// The day of an ISO 8601 date-time, as players write it.
///
/// ```
/// use words::day;
/// assert_eq!(day("2026-11-05T12:00:00.000Z"), "5 November 2026");
/// assert_eq!(day("not a date"), "not a date");
/// ```
pub fn day(iso: &str) -> String {
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    let part = |range: std::ops::Range<usize>| iso.get(range)?.parse::<usize>().ok();
    match (part(0..4), part(5..7), part(8..10)) {
        (Some(year), Some(month @ 1..=12), Some(d @ 1..=31)) => {
            format!("{d} {} {year}", MONTHS[month - 1])
        }
        _ => iso.chars().take(10).collect(),
    }
}

/// A new match's name until the players type another: the day it starts.
///
/// ```
/// use words::new_match_name;
/// assert_eq!(new_match_name("2026-11-23T20:00:00Z"), "Match of 2026-11-23");
/// ```
pub fn new_match_name(now: &str) -> String {
    let today: String = now.chars().take(10).collect();
    format!("Match of {today}")
}

/// Beside a count typed above what the form can hold: the most was taken.
///
/// ```
/// use words::count_lowered;
/// assert_eq!(count_lowered(9, 4), "9 is more than the hand can hold here: 4 taken.");
/// ```
pub fn count_lowered(typed: u64, most: u8) -> String {
    format!("{typed} is more than the hand can hold here: {most} taken.")
}

/// Beside a count typed that the rest of the form does not allow.
///
/// ```
/// use words::count_not_offered;
/// assert_eq!(count_not_offered(3), "3 cannot go with the rest of this form: the count is unchanged.");
/// ```
pub fn count_not_offered(typed: u64) -> String {
    format!("{typed} cannot go with the rest of this form: the count is unchanged.")
}

/// Beside a count box holding something other than a whole number.
pub fn count_not_a_number() -> String {
    "A count is a whole number: the count is unchanged.".into()
}
