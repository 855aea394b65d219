//! The app's words for what the engine reports as data: each problem, each
//! refusal, in sentences that name the hand form's own controls. Pure, so
//! tested natively; the screens show them.

mod problems;
pub mod records;
pub mod season;
pub mod sharing;

pub use problems::problem;

use crate::engine::sheet::{HandRow, MatchError, Outcome};
use crate::engine::tiles::{EditRefused, TileProblem};
use crate::engine::words::{join_list, player_name};

/// What shows in place of a screen when the session's part of the app
/// could not be fetched.
pub const PART_NOT_FETCHED: &str =
    "This part of the app could not be fetched: the connection may be down. Everything entered is kept.";

/// Why a tap on the tiles was not taken.
///
/// ```
/// use mahjong_scorer::engine::tiles::{EditRefused, Suit, Tile};
/// use mahjong_scorer::words::not_taken;
/// let five = Tile::Suited(Suit::Circles, 5);
/// let refused = EditRefused::TooManyOf { tile: five, held: 3, elsewhere: 3 };
/// assert_eq!(not_taken(&refused), "Not taken: the set has four 5 of Circles, and 3 are laid out by other players, so this hand can hold 1, not 3.");
/// let alone = EditRefused::TooManyOf { tile: five, held: 5, elsewhere: 0 };
/// assert_eq!(not_taken(&alone), "Not taken: the set has four 5 of Circles, and this hand would hold 5.");
/// ```
pub fn not_taken(refused: &EditRefused) -> String {
    let why = match refused {
        EditRefused::TooManyOf {
            tile,
            held,
            elsewhere: 0,
        } => format!(
            "the set has four {}, and this hand would hold {held}",
            tile.name()
        ),
        EditRefused::TooManyOf {
            tile,
            held,
            elsewhere,
        } => format!(
            "the set has four {}, and {elsewhere} {} laid out by other players, so this hand can hold {}, not {held}",
            tile.name(),
            if *elsewhere == 1 { "is" } else { "are" },
            4u8.saturating_sub(*elsewhere),
        ),
        EditRefused::BonusTaken(b) => {
            format!("the {} is already laid out at this table", b.name())
        }
        EditRefused::NoChow(t) => format!(
            "a chow is three in a row of one suit; {} cannot start one",
            t.name()
        ),
        EditRefused::WinningNotHeld => "the winning tile must be one of the hand's tiles".into(),
    };
    format!("Not taken: {why}.")
}

/// Why a player's tiles give no hand.
///
/// ```
/// use mahjong_scorer::engine::tiles::TileProblem;
/// use mahjong_scorer::words::tile_problem;
/// let short = TileProblem::NotMahJong { tiles: 8 };
/// assert_eq!(tile_problem(&short), "no Mah-Jong hand yet: 8 tiles are in, and a Mah-Jong hand has 14 (a kong counting as 3)");
/// ```
pub fn tile_problem(problem: &TileProblem) -> String {
    let held = "these tiles cannot be held together";
    match problem {
        TileProblem::NotMahJong { tiles } => format!(
            "no Mah-Jong hand yet: {}",
            match tiles {
                ..14 => format!("{tiles} tiles are in, and a Mah-Jong hand has 14 (a kong counting as 3)"),
                15.. => format!("{tiles} tiles are in, more than the 14 of a Mah-Jong hand (a kong counting as 3)"),
                14 => "these 14 tiles do not make four sets and a pair or a special hand".into(),
            }
        ),
        TileProblem::FiveOfAKind(t) => format!("{held}: there are only four {}", t.name()),
        TileProblem::BonusTwice(b) => format!("{held}: there is only one {}", b.name()),
        TileProblem::WinningNotHeld(t) => {
            format!("{held}: the winning tile, the {}, is not in the hand", t.name())
        }
        TileProblem::ClaimedIntoKong(t) => format!(
            "{held}: the {} was claimed, and a claimed tile cannot complete a kong",
            t.name()
        ),
        TileProblem::DrawnOutsideGroups(t) => format!(
            "{held}: a winning tile drawn completes a concealed set or pair, and the {} is in none",
            t.name()
        ),
        TileProblem::RobbedOutsideChow(tile) => format!(
            "{held}: a tile robbed from a kong completes a chow, and is the only one of its kind in the hand (the robbed pung held the other three){}",
            tile.map_or(String::new(), |t| format!(
                "; the {} is in no chow, or in the hand more than once",
                t.name()
            ))
        ),
        TileProblem::ExposedPair(tile) => format!(
            "{held}: a pair is exposed only when the winning discard completed it, and the pair of {} cannot have been",
            tile.name()
        ),
        TileProblem::TooManyTiles { tiles } => format!(
            "{held}: {tiles} tiles are in, and a hand that has not gone out holds at most 13 (a kong counting as 3)"
        ),
        TileProblem::ImpossibleForm(violations) => {
            let reasons: Vec<String> = violations.iter().map(ToString::to_string).collect();
            format!("{held}: {}", join_list(&reasons))
        }
    }
}

/// Why a match does not add up, with every problem of a refused hand.
pub fn match_error(error: &MatchError, names: &[String]) -> String {
    match error {
        MatchError::Refused { hand, problems } => {
            let said: Vec<String> = problems.iter().map(|p| problem(p, names)).collect();
            format!("hand {hand} cannot be scored: {}", said.join(" "))
        }
        other => other.to_string(),
    }
}

/// The day of an ISO 8601 date-time, as players write it.
///
/// ```
/// use mahjong_scorer::words::day;
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

/// Beside a count typed above what the form can hold: the most was taken.
///
/// ```
/// use mahjong_scorer::words::count_lowered;
/// assert_eq!(count_lowered(9, 4), "9 is more than the hand can hold here: 4 taken.");
/// ```
pub fn count_lowered(typed: u64, most: u8) -> String {
    format!("{typed} is more than the hand can hold here: {most} taken.")
}

/// Beside a count typed that the rest of the form does not allow.
///
/// ```
/// use mahjong_scorer::words::count_not_offered;
/// assert_eq!(count_not_offered(3), "3 cannot go with the rest of this form: the count is unchanged.");
/// ```
pub fn count_not_offered(typed: u64) -> String {
    format!("{typed} cannot go with the rest of this form: the count is unchanged.")
}

/// Beside a count box holding something other than a whole number.
pub fn count_not_a_number() -> String {
    "A count is a whole number: the count is unchanged.".into()
}

/// One hand of a match in a line: who went out and with what, or that it
/// was drawn, and who was East.
pub fn hand_line(number: usize, row: &HandRow, names: &[String]) -> String {
    let east = player_name(names, row.seats.east());
    let what = match row.outcome {
        Outcome::Won(p) => format!(
            "{} went out with {}",
            player_name(names, p),
            row.limited(p).map_or_else(String::new, |s| s.to_string())
        ),
        Outcome::Drawn => "drawn".to_string(),
        Outcome::ScoredWithoutWinner => "nobody went out, scored by house rule".to_string(),
    };
    format!("Hand {number}: {what}; {east} was East.")
}
