//! The words for a club's own special hands: why a shape is refused, and
//! what a hand lacks.

use crate::Say;
use engine::own_hands::{ShapeError, ShapeProblem, MAX_SHAPE_LENGTH};
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
///     "‘pairz’ is not one of a shape's words here: see the words in the guide to special hands."
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
            "is not one of a shape's words here: see the words in the guide to special hands".into()
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
