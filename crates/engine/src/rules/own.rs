//! The club's own hands among the rule values: each must have a name of
//! its own, a shape fourteen tiles make, and values within bounds.

use super::{OwnValue, RuleName, RuleProblem, Wrong, MAX_POINTS_VALUE};
use crate::own_hands::{OwnHand, OwnName, Shape, ShapeProblem, MAX_OWN_HANDS};
use crate::special::SpecialHand;

/// Why a club's own hand cannot be kept as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnHandFault {
    /// No name.
    BlankName,
    /// A name too long to carry.
    LongName,
    /// A name a listed hand or another of the club's has.
    NameTaken,
    /// More than [`MAX_OWN_HANDS`] hands.
    TooMany,
    /// A shape that is refused.
    Shape(ShapeProblem),
}

/// Whether a name is a listed hand's or another own hand's (before `at`),
/// in capitals or not.
///
/// ```
/// use engine::rules::own_name_taken;
/// assert!(own_name_taken(&[], 0, "knitting"));
/// assert!(!own_name_taken(&[], 0, "Heavenly twins"));
/// ```
pub fn name_taken(hands: &[OwnHand], at: usize, name: &str) -> bool {
    let name = name.trim();
    let listed = SpecialHand::ALL
        .iter()
        .any(|h| h.name().eq_ignore_ascii_case(name));
    let earlier = hands
        .iter()
        .take(at)
        .any(|h| h.name.trim().eq_ignore_ascii_case(name));
    listed || earlier || name.eq_ignore_ascii_case("Purity")
}

fn fault(at: usize, fault: OwnHandFault) -> RuleProblem {
    RuleProblem {
        rule: RuleName::OwnHand(at.min(255) as u8),
        wrong: Wrong::OwnHand(fault),
    }
}

/// Every problem with the club's own hands, and the shapes read, in the
/// hands' order (each shape read once: reading one draws its example).
pub(super) fn checked(hands: &[OwnHand]) -> (Vec<RuleProblem>, Vec<Shape>) {
    let mut problems = Vec::new();
    let mut shapes = Vec::new();
    if hands.len() > MAX_OWN_HANDS {
        problems.push(fault(MAX_OWN_HANDS, OwnHandFault::TooMany));
    }
    for (at, hand) in hands.iter().enumerate().take(MAX_OWN_HANDS) {
        if hand.name.trim().is_empty() {
            problems.push(fault(at, OwnHandFault::BlankName));
        } else if OwnName::new(&hand.name).is_none() || hand.name.chars().count() > 40 {
            problems.push(fault(at, OwnHandFault::LongName));
        } else if hand.name != hand.name.trim() || name_taken(hands, at, &hand.name) {
            problems.push(fault(at, OwnHandFault::NameTaken));
        }
        match Shape::read(&hand.shape) {
            Ok(shape) => shapes.push(shape),
            Err(error) => problems.push(fault(at, OwnHandFault::Shape(error.problem))),
        }
        problems.extend(value_problems(at, hand));
    }
    (problems, shapes)
}

fn value_problems(at: usize, hand: &OwnHand) -> Vec<RuleProblem> {
    let at = at.min(255) as u8;
    let exposed = hand.exposed;
    [
        (OwnValue::Value, Some(hand.value.winner)),
        (OwnValue::FishingValue, hand.value.fishing),
        (OwnValue::ValueExposed, exposed.map(|v| v.winner)),
        (
            OwnValue::FishingValueExposed,
            exposed.and_then(|v| v.fishing),
        ),
    ]
    .into_iter()
    .filter_map(|(which, value)| Some((which, value?)))
    .filter(|(_, value)| !(0..=MAX_POINTS_VALUE).contains(value))
    .map(|(which, found)| {
        RuleProblem::out_of_range(
            RuleName::OwnHandValue(at, which),
            (0, MAX_POINTS_VALUE),
            found,
        )
    })
    .collect()
}
