//! The app's words for what the engine reports as data: each problem, each
//! refusal, in sentences that name the hand form's own controls. Pure, so
//! tested natively; the screens show them.

mod problems;

pub use problems::problem;

use crate::engine::sheet::MatchError;
use crate::engine::tiles::EditRefused;

/// Why a tap on the tiles was not taken.
///
/// ```
/// use mahjong_scorer::engine::tiles::{EditRefused, Suit, Tile};
/// use mahjong_scorer::words::not_taken;
/// let refused = EditRefused::NoCopyLeft(Tile::Suited(Suit::Circles, 5));
/// assert_eq!(not_taken(&refused), "Not taken: all four 5 of Circles are already laid out at this table.");
/// ```
pub fn not_taken(refused: &EditRefused) -> String {
    let why = match refused {
        EditRefused::NoCopyLeft(t) => {
            format!("all four {} are already laid out at this table", t.name())
        }
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
