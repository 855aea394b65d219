//! The rule set (docs/rules.md §9): every value the scoring reads, with the BMJA
//! preset as default. A [`RuleSet`] can only be built from [`RuleValues`]
//! that pass [`RuleSet::new`], so every value in one is within bounds and no
//! arithmetic on them can overflow.

mod doubles;
mod fields;
mod in_force;
mod switches;
mod values;

pub use doubles::{Double, DoubleItem, DOUBLES};
pub use fields::{OutOfBounds, RuleField};
pub use switches::{RuleSwitch, SWITCHES};

pub use values::{DoubleValues, Exposures, NoWinnerScoring, RuleValues, SetValues, SpecialValue};

use crate::engine::special::SpecialHand;
use serde::{Deserialize, Serialize};

/// The largest points value a rule may hold (limit, set values, special hands).
pub const MAX_POINTS_VALUE: i64 = 1_000_000_000;
/// The largest factor a double may hold.
pub const MAX_DOUBLE_FACTOR: i64 = 1_000;

/// One rule value that is out of bounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleProblem {
    /// Which rule, in words.
    pub rule: String,
    /// What it may be.
    pub expected: String,
    /// What it was.
    pub found: String,
}

impl std::error::Error for RuleProblem {}

/// Every problem found in a set of rule values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleErrors(pub Vec<RuleProblem>);

impl std::error::Error for RuleErrors {}

/// A checked rule set: every value is within bounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RuleValues", into = "RuleValues")]
pub struct RuleSet {
    values: RuleValues,
}

impl RuleSet {
    /// Checks rule values, reporting every value out of bounds.
    ///
    /// ```
    /// use mahjong_scorer::engine::{RuleSet, RuleValues};
    /// let mut values = RuleValues::bmja();
    /// values.limit = -5;
    /// values.doubles.purity = 0;
    /// let errors = RuleSet::new(values).unwrap_err();
    /// assert_eq!(errors.0.len(), 2);
    /// ```
    pub fn new(values: RuleValues) -> Result<RuleSet, RuleErrors> {
        let problems = values.problems();
        if problems.is_empty() {
            Ok(RuleSet { values })
        } else {
            Err(RuleErrors(problems))
        }
    }

    /// The BMJA preset.
    pub fn bmja() -> RuleSet {
        RuleSet {
            values: RuleValues::bmja(),
        }
    }

    /// The checked values.
    pub fn values(&self) -> &RuleValues {
        &self.values
    }

    /// The special hand's values, if the hand is in play under these rules
    /// (British hands need the British extensions).
    pub fn special(&self, hand: SpecialHand) -> Option<SpecialValue> {
        if hand.origin() == crate::engine::special::Origin::British
            && !self.values.british_extensions
        {
            return None;
        }
        self.values.special_value(hand)
    }
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet::bmja()
    }
}

impl TryFrom<RuleValues> for RuleSet {
    type Error = RuleErrors;
    fn try_from(values: RuleValues) -> Result<Self, Self::Error> {
        RuleSet::new(values)
    }
}

impl From<RuleSet> for RuleValues {
    fn from(rules: RuleSet) -> Self {
        rules.values
    }
}

#[cfg(test)]
mod tests;
