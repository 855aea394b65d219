//! What is wrong with tiles and forms: a tap not taken, tiles that give no
//! hand, a token that does not read, a form that cannot be.

use super::english::join_list;
use super::say::Say;
use engine::form::Violation;
use engine::tiles::{EditRefused, NotationError, NotationFault, TileProblem};
use std::fmt;

/// Why a tap on the tiles was not taken.
///
/// ```
/// use words::Say;
/// use engine::tiles::{EditRefused, Suit, Tile};
/// let five = Tile::Suited(Suit::Circles, 5);
/// let refused = EditRefused::TooManyOf { tile: five, held: 3, elsewhere: 3 };
/// assert_eq!(refused.said().to_string(), "Not taken: the set has four 5 of Circles, and 3 are laid out by other players, so this hand can hold 1, not 3.");
/// let alone = EditRefused::TooManyOf { tile: five, held: 5, elsewhere: 0 };
/// assert_eq!(alone.said().to_string(), "Not taken: the set has four 5 of Circles, and this hand would hold 5.");
/// ```
impl Say for EditRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self {
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
        write!(f, "Not taken: {why}.")
    }
}

/// A token that could not be read, and why.
impl Say for NotationError {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "‘{}’ — {}", self.token, self.reason.said())
    }
}

/// What is wrong with a token, in the guide's words for the notation.
impl Say for NotationFault {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationFault::SuitWithoutNumber(c) => {
                write!(f, "‘{c}’ names a suit but no number comes before it")
            }
            NotationFault::NotATile(c) => write!(
                f,
                "‘{c}’ is not a tile: numbers take a suit letter, b Bamboos, c Characters or d Circles (dots); winds and dragons are capitals, E S W N, R G Wh"
            ),
            NotationFault::NumberWithoutSuit => {
                f.write_str("numbers need a suit letter (b, c or d) after them")
            }
            NotationFault::NoTiles => f.write_str("no tiles"),
            NotationFault::TooLong { most, has } => write!(
                f,
                "a hand is written in at most {most} characters, and this text has {has}; no hand needs more"
            ),
            NotationFault::SecondWinningTile => f.write_str("only one tile can be the winning tile"),
            NotationFault::WinningTileNotOne => f.write_str("the winning tile is one tile"),
            NotationFault::ExposedNotAGroup => f.write_str(
                "an exposed group is a pair, pung, kong or a chow of three in a row",
            ),
        }
    }
}

/// What makes a form impossible.
impl Say for Violation {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::TooManySets => f.write_str("more than four pungs and kongs are recorded"),
            Violation::HonourSetsExceedMajorSets => {
                f.write_str("more dragon and wind sets are recorded than major sets")
            }
            Violation::TooManyDragons => {
                f.write_str("more than three dragons are recorded as sets and pairs")
            }
            Violation::WinnerWithSeveralPairs => f.write_str("a winning hand holds one pair only"),
            Violation::TooManyTiles => {
                f.write_str("the sets and pairs need more than thirteen tiles")
            }
            Violation::TooManyBonusTiles => {
                f.write_str("there are only four flowers and four seasons")
            }
            Violation::OwnBonusWithoutBonus => {
                f.write_str("own flower or own season is ticked without holding any")
            }
            Violation::BouquetWithoutOwn => {
                f.write_str("all four flowers or seasons include the player's own")
            }
            Violation::OriginalCallWithoutCalling => {
                f.write_str("original call needs Mah-Jong or fishing")
            }
            Violation::WinnerOptionForOther => f.write_str(
                "only the winner has winning-tile options, winner's doubles or a special hand",
            ),
            Violation::FishingForWithoutFishing => {
                f.write_str("only a fishing player fishes for a special hand")
            }
            Violation::RobbingKongWithoutChow => {
                f.write_str("robbing a kong completes a chow, impossible with four pungs and kongs")
            }
            Violation::LastTileNotPossible => {
                f.write_str("last tile needs the winning tile from the wall or a discard")
            }
            Violation::AllConcealedNotPossible => {
                f.write_str("all concealed needs every set concealed and a self-drawn winning tile")
            }
            Violation::AllMajorsNotPossible => {
                f.write_str("all majors needs four major pungs or kongs")
            }
            Violation::OneSuitNotPossible => {
                f.write_str("one suit with honours needs a suit tile and is not Purity")
            }
            Violation::SpecialHandNotPossible(hand) => write!(
                f,
                "{hand} does not fit the recorded tiles or how the hand was won"
            ),
            Violation::FishingForNotPossible(hand) => {
                write!(f, "fishing for {hand} does not fit the recorded tiles")
            }
        }
    }
}

/// Why a player's tiles give no hand.
///
/// ```
/// use engine::tiles::TileProblem;
/// use words::tile_problem;
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
            let reasons: Vec<String> = violations.iter().map(|each| each.said().to_string()).collect();
            format!("{held}: {}", join_list(&reasons))
        }
    }
}
