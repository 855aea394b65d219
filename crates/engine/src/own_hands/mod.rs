//! A club's own special hands (docs/rules.md §15, docs/special-hands.md):
//! kept in a preset of the club's beside §5.1's, each a name, a shape and
//! its values, scored as a listed hand of those values is.

mod entry;
mod name;
pub mod shape;
#[cfg(test)]
pub(crate) mod tests;

pub use entry::{EntryFault, OwnField, OwnHandEntry};
pub use name::{OwnName, MAX_OWN_NAME_BYTES};
pub use shape::{HeldTiles, Shape, ShapeError, ShapeProblem, MAX_SHAPE_LENGTH};

use crate::rules::SpecialValue;
use serde::{Deserialize, Serialize};

/// The most own hands one preset holds.
pub const MAX_OWN_HANDS: usize = 30;

/// One of a club's own special hands, as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnHand {
    /// What the players call it.
    pub name: String,
    /// Its shape, in the words of docs/special-hands.md.
    pub shape: String,
    /// Its values when concealed: to the winner, and to a player fishing
    /// for it (none: nobody fishes for it).
    pub value: SpecialValue,
    /// Its values when a set was exposed; none: concealed only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exposed: Option<SpecialValue>,
}

impl OwnHand {
    /// A new hand's values before the club fills them in.
    pub fn new(name: &str) -> OwnHand {
        OwnHand {
            name: name.to_string(),
            shape: String::new(),
            value: SpecialValue {
                winner: 1000,
                fishing: Some(400),
            },
            exposed: None,
        }
    }

    /// Its values as held: exposed or not; none when it must be concealed
    /// and a set was exposed.
    pub fn values(&self, exposed: bool) -> Option<SpecialValue> {
        if exposed {
            self.exposed
        } else {
            Some(self.value)
        }
    }
}
