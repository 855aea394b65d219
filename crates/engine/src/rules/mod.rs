//! The rule set (docs/rules.md §9): every value the scoring reads, with the BMJA
//! preset as default. A [`RuleSet`] can only be built from [`RuleValues`]
//! that pass [`RuleSet::new`], so every value in one is within bounds and no
//! arithmetic on them can overflow.

mod check;
mod doubles;
mod fields;
mod in_force;
mod own;
mod switches;
mod values;

pub use check::RulesCheck;
pub use doubles::{Double, DoubleItem, DoubleValues, DOUBLES};
pub use fields::{OutOfBounds, RuleField};
pub use own::{name_taken as own_name_taken, OwnHandFault};
pub use switches::{RuleSwitch, SWITCHES};

pub use values::{Exposures, NoWinnerScoring, RuleValues, SetValues, SpecialValue};

use crate::form::SetKind;
use crate::own_hands::{OwnHand, Shape};
use crate::special::SpecialHand;
use serde::{Deserialize, Deserializer, Serialize};

/// The largest points value a rule may hold (limit, set values, special hands).
pub const MAX_POINTS_VALUE: i64 = 1_000_000_000;
/// The largest factor a double may hold.
pub const MAX_DOUBLE_FACTOR: i64 = 1_000;

/// A rule value, as a problem with it names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleName {
    /// The limit.
    Limit,
    /// Points for Mah-Jong.
    MahJong,
    /// Points for a winning tile from the wall.
    WallTile,
    /// Points for a kind of set.
    Set(SetKind),
    /// Points for a pair of dragons.
    DragonPair,
    /// Points for a pair of own wind.
    OwnWindPair,
    /// Points for a pair of the prevailing wind.
    PrevailingWindPair,
    /// Points for a flower or season.
    BonusTile,
    /// The points a player needs to go out in the two-player game.
    TwoPlayerMinPoints,
    /// The doubles a player needs to go out in the two-player game.
    TwoPlayerMinDoubles,
    /// A double's factor.
    Double(DoubleItem),
    /// Whether a special hand has a value at all.
    Special(SpecialHand),
    /// A special hand's value to its winner.
    SpecialWinner(SpecialHand),
    /// A special hand's value to a player fishing for it.
    SpecialFishing(SpecialHand),
    /// The club's own hand at this place of the rules, as a whole.
    OwnHand(u8),
    /// One of the values of the club's own hand at this place.
    OwnHandValue(u8, OwnValue),
}

/// One of the values of a club's own hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnValue {
    /// To the winner.
    Value,
    /// To a player fishing for it.
    FishingValue,
    /// To the winner, a set exposed.
    ValueExposed,
    /// To a player fishing for it, a set exposed.
    FishingValueExposed,
}

/// What is wrong with a rule value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// A number outside its bounds.
    OutOfRange {
        /// The least it may be.
        low: i64,
        /// The most it may be.
        high: i64,
        /// What it was.
        found: i64,
    },
    /// No value where there must be one.
    Missing,
    /// A value where there must be none.
    Unwanted,
    /// A club's own hand that cannot be kept as it is.
    OwnHand(OwnHandFault),
}

/// One rule value that is out of bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleProblem {
    /// Which rule.
    pub rule: RuleName,
    /// What is wrong with it.
    pub wrong: Wrong,
}

impl RuleProblem {
    fn out_of_range(rule: RuleName, (low, high): (i64, i64), found: i64) -> RuleProblem {
        RuleProblem {
            rule,
            wrong: Wrong::OutOfRange { low, high, found },
        }
    }
}

/// Every problem found in a set of rule values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleErrors(pub Vec<RuleProblem>);

/// A checked rule set: every value is within bounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(into = "RuleValues")]
pub struct RuleSet {
    values: RuleValues,
    /// The club's own hands' shapes, read once, in the values' order.
    shapes: Vec<Shape>,
}

impl RuleSet {
    /// Checks rule values, reporting every value out of bounds.
    ///
    /// ```
    /// use engine::{RuleSet, RuleValues};
    /// let mut values = RuleValues::bmja();
    /// values.limit = -5;
    /// values.doubles.purity = 0;
    /// let errors = RuleSet::new(values).unwrap_err();
    /// assert_eq!(errors.0.len(), 2);
    /// ```
    pub fn new(values: RuleValues) -> Result<RuleSet, RuleErrors> {
        let (problems, shapes) = values.problems_and_shapes();
        if !problems.is_empty() {
            return Err(RuleErrors(problems));
        }
        Ok(RuleSet { values, shapes })
    }

    /// The BMJA preset.
    pub fn bmja() -> RuleSet {
        RuleSet {
            values: RuleValues::bmja(),
            shapes: Vec::new(),
        }
    }

    /// The checked values.
    pub fn values(&self) -> &RuleValues {
        &self.values
    }

    /// The special hand's values, if the hand is in play under these rules
    /// (British hands need the British extensions).
    pub fn special(&self, hand: SpecialHand) -> Option<SpecialValue> {
        if let Some((name, exposure)) = hand.own() {
            let own = self.own_hand(name.as_str())?.0;
            return own.values(exposure == crate::form::Exposure::Exposed);
        }
        if hand.origin() == crate::special::Origin::British && !self.values.british_extensions {
            return None;
        }
        self.values.special_value(hand)
    }

    /// The club's own hand of this name, with its shape.
    pub fn own_hand(&self, name: &str) -> Option<(&OwnHand, &Shape)> {
        let at = self.values.own_hands.iter().position(|h| h.name == name)?;
        Some((self.values.own_hands.get(at)?, self.shapes.get(at)?))
    }

    /// Whether a special hand is four sets and a pair, so the same tiles
    /// may also score as a normal hand (docs/rules.md §5.5): a club's own
    /// hand by its shape.
    pub fn four_sets_and_a_pair(&self, hand: SpecialHand) -> bool {
        match hand.own() {
            Some((name, _)) => self
                .own_hand(name.as_str())
                .is_some_and(|(_, shape)| shape.is_four_sets_and_a_pair()),
            None => hand.is_four_sets_and_a_pair(),
        }
    }

    /// The club's own hands, each with its shape.
    pub fn own_hands(&self) -> impl Iterator<Item = (&OwnHand, &Shape)> {
        self.values.own_hands.iter().zip(&self.shapes)
    }

    /// Every way the club's own hands are chosen: each hand concealed, and
    /// with a set exposed where it has values for that.
    pub fn own_choices(&self) -> Vec<SpecialHand> {
        use crate::form::Exposure::{Concealed, Exposed};
        let mut choices = Vec::new();
        for hand in &self.values.own_hands {
            let Some(name) = crate::own_hands::OwnName::new(&hand.name) else {
                continue;
            };
            choices.push(SpecialHand::Own(name, Concealed));
            if hand.exposed.is_some() {
                choices.push(SpecialHand::Own(name, Exposed));
            }
        }
        choices
    }
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet::bmja()
    }
}

/// Stored rules are read as their values, then checked; serde's error
/// says how many are out of bounds (the words for each are the screens').
impl<'de> Deserialize<'de> for RuleSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RuleSet, D::Error> {
        let values = RuleValues::deserialize(deserializer)?;
        RuleSet::new(values).map_err(|errors| {
            serde::de::Error::custom(format_args!(
                "{} house rule values out of bounds",
                errors.0.len()
            ))
        })
    }
}

impl From<RuleSet> for RuleValues {
    fn from(rules: RuleSet) -> Self {
        rules.values
    }
}

#[cfg(test)]
mod tests;
