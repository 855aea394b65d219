//! The words for a club's own special hands: why a shape is refused, and
//! what a hand lacks.

use crate::Say;
use engine::own_hands::{EntryFault, ShapeError, ShapeProblem, MAX_SHAPE_LENGTH};
use engine::rules::OwnHandFault;
use std::fmt;

/// Why a shape is refused, pointing at the word where there is one.
///
/// ```
/// use words::Say;
/// use engine::own_hands::Shape;
/// let refused = Shape::read("7 pairz in suit A").unwrap_err();
/// assert_eq!(
///     refused.said().to_string(),
///     "‘pairz’ is not one of a shape's words here: the rules guide lists them."
/// );
/// ```
impl Say for ShapeError {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.word {
            Some(word) => write!(f, "‘{word}’ {}.", worded(self.problem)),
            None => write!(f, "{}.", whole(self.problem)),
        }
    }
}

/// What is wrong with a word.
fn worded(problem: ShapeProblem) -> String {
    match problem {
        ShapeProblem::UnknownWord => {
            "is not one of a shape's words here: the rules guide lists them".into()
        }
        ShapeProblem::NoGroup => {
            "starts no group: a part starts with single, pair, pung, kong, chow, run or numbers such as 234".into()
        }
        ShapeProblem::NotANumber => "is not a number from 1 to 9".into(),
        ShapeProblem::BackwardRange => "runs backwards: write the lower number first".into(),
        ShapeProblem::RunNeedsNumbers => "needs its numbers: run 1-9".into(),
        ShapeProblem::ChowNeedsRange => {
            "is one number: a chow or run needs a range, such as 4-9".into()
        }
        ShapeProblem::SuitTwice => "gives a second suit: a part is in one suit".into(),
        ShapeProblem::SuitForHonours => "gives a suit to winds or dragons, which have none".into(),
        ShapeProblem::EachBeforeOne => {
            "names one tile: each goes before a kind with several, such as each wind".into()
        }
        ShapeProblem::TooManyLetters => {
            "is a fourth letter: suits are A, B and C, numbers X, Y and Z".into()
        }
        ShapeProblem::BadCount => "is not a count from 1 to 14".into(),
        other => whole(other),
    }
}

/// What is wrong with the shape as a whole.
fn whole(problem: ShapeProblem) -> String {
    match problem {
        ShapeProblem::Blank => "A shape is needed: its parts, such as 7 pairs in suit A".into(),
        ShapeProblem::TooLong => format!("A shape is at most {MAX_SHAPE_LENGTH} characters"),
        ShapeProblem::EmptyPart => "Two commas have no part between them".into(),
        ShapeProblem::TileCount(n) => format!(
            "The parts hold {n} tiles; a hand holds 14, a kong counted as three"
        ),
        ShapeProblem::NoTilesMakeIt => "No fourteen tiles make this shape: it needs a fifth of some tile, one number for two letters, or tiles a group cannot hold".into(),
        ShapeProblem::NoGroup => "A part has no group: start it with single, pair, pung, kong, chow, run or numbers".into(),
        other => format!("A word {}", worded(other)),
    }
}

/// Why a club's own hand cannot be kept.
///
/// ```
/// use words::Say;
/// use engine::rules::OwnHandFault;
/// assert_eq!(OwnHandFault::NameTaken.said().to_string(), "its name is another hand's");
/// ```
impl Say for OwnHandFault {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OwnHandFault::BlankName => f.write_str("it needs a name"),
            OwnHandFault::LongName => f.write_str("its name is longer than 40 letters"),
            OwnHandFault::NameTaken => f.write_str("its name is another hand's"),
            OwnHandFault::TooMany => {
                write!(
                    f,
                    "a preset holds at most {} hands of its own",
                    engine::own_hands::MAX_OWN_HANDS
                )
            }
            OwnHandFault::Shape(problem) => write!(f, "its shape is refused: {}", whole(*problem)),
        }
    }
}

/// What is wrong with one box of a club's own hand on the editor.
///
/// ```
/// use words::Say;
/// use engine::own_hands::EntryFault;
/// assert_eq!(EntryFault::NeedsValueExposed.said().to_string(),
///     "Give a value exposed first, or leave this blank.");
/// ```
impl Say for EntryFault {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EntryFault::Name(OwnHandFault::NameTaken) => {
                f.write_str("Another special hand has this name: give it a name of its own.")
            }
            EntryFault::Name(fault) => {
                write!(f, "{}.", crate::capitalised(&fault.said().to_string()))
            }
            EntryFault::Shape(error) => error.say(f),
            EntryFault::Value(bounds) => bounds.say(f),
            EntryFault::NeedsValueExposed => {
                f.write_str("Give a value exposed first, or leave this blank.")
            }
        }
    }
}

/// What a hand typed to try against a shape comes to: it fits, the part
/// it lacks, or why it is no hand of fourteen.
pub fn tried(shape: &engine::own_hands::Shape, typed: &str) -> String {
    let hand: engine::tiles::TileHand = match typed.parse() {
        Ok(hand) => hand,
        Err(error) => return error.said().to_string(),
    };
    let held = engine::own_hands::HeldTiles::of(&hand);
    if held.size() != 14 {
        return format!(
            "These are {} tiles; a hand holds 14, a kong counted as three.",
            held.size()
        );
    }
    match shape.lacking(&held) {
        None => "These tiles make the hand.".into(),
        Some(part) => format!("These tiles do not make the hand: they lack “{part}”."),
    }
}
