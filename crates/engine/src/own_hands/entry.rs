//! A club's own hand as typed on a preset's editor: each box's text, what
//! is wrong with each, and the hand once every box is right.

use super::{OwnHand, Shape, ShapeError};
use crate::rules::{OutOfBounds, OwnHandFault, SpecialValue, MAX_POINTS_VALUE};

/// The boxes of one hand on the editor, as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OwnHandEntry {
    /// `Name`.
    pub name: String,
    /// `Shape`.
    pub shape: String,
    /// `Value`.
    pub value: String,
    /// `Fishing value`: blank when nobody fishes for it.
    pub fishing: String,
    /// `Value exposed`: blank when the hand must be concealed.
    pub value_exposed: String,
    /// `Fishing value exposed`.
    pub fishing_exposed: String,
}

/// One of a hand's boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnField {
    /// Its name.
    Name,
    /// Its shape.
    Shape,
    /// Its value.
    Value,
    /// Its fishing value.
    FishingValue,
    /// Its value with a set exposed.
    ValueExposed,
    /// Its fishing value with a set exposed.
    FishingValueExposed,
}

/// What is wrong with one box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryFault {
    /// The name.
    Name(OwnHandFault),
    /// The shape.
    Shape(ShapeError),
    /// A value that is not a whole number within bounds.
    Value(OutOfBounds),
    /// A fishing value exposed with no value exposed.
    NeedsValueExposed,
}

const BOUNDS: OutOfBounds = OutOfBounds {
    low: 0,
    high: MAX_POINTS_VALUE,
};

/// A value box: none when blank.
fn value(text: &str) -> Result<Option<i64>, OutOfBounds> {
    let text = text.trim().replace(',', "");
    if text.is_empty() {
        return Ok(None);
    }
    match text.parse::<i64>() {
        Ok(v) if (0..=MAX_POINTS_VALUE).contains(&v) => Ok(Some(v)),
        _ => Err(BOUNDS),
    }
}

impl OwnHandEntry {
    /// The boxes of a hand as kept.
    pub fn of(hand: &OwnHand) -> OwnHandEntry {
        let text = |v: Option<i64>| v.map(|v| v.to_string()).unwrap_or_default();
        OwnHandEntry {
            name: hand.name.clone(),
            shape: hand.shape.clone(),
            value: hand.value.winner.to_string(),
            fishing: text(hand.value.fishing),
            value_exposed: text(hand.exposed.map(|v| v.winner)),
            fishing_exposed: text(hand.exposed.and_then(|v| v.fishing)),
        }
    }

    /// What is wrong with a box, given the hands typed before this one.
    pub fn fault(&self, field: OwnField, before: &[OwnHandEntry]) -> Option<EntryFault> {
        let number = |text: &str, needed: bool| match value(text) {
            Err(bounds) => Some(EntryFault::Value(bounds)),
            Ok(None) if needed => Some(EntryFault::Value(BOUNDS)),
            Ok(_) => None,
        };
        match field {
            OwnField::Name => self.name_fault(before).map(EntryFault::Name),
            OwnField::Shape => Shape::read(&self.shape).err().map(EntryFault::Shape),
            OwnField::Value => number(&self.value, true),
            OwnField::FishingValue => number(&self.fishing, false),
            OwnField::ValueExposed => number(&self.value_exposed, false),
            OwnField::FishingValueExposed => number(&self.fishing_exposed, false).or_else(|| {
                let orphan = value(&self.value_exposed) == Ok(None)
                    && value(&self.fishing_exposed).is_ok_and(|v| v.is_some());
                orphan.then_some(EntryFault::NeedsValueExposed)
            }),
        }
    }

    fn name_fault(&self, before: &[OwnHandEntry]) -> Option<OwnHandFault> {
        let name = self.name.trim();
        if name.is_empty() {
            return Some(OwnHandFault::BlankName);
        }
        if name.chars().count() > 40 || super::OwnName::new(name).is_none() {
            return Some(OwnHandFault::LongName);
        }
        let earlier: Vec<OwnHand> = before.iter().map(|e| OwnHand::new(&e.name)).collect();
        let taken = crate::rules::own_name_taken(&earlier, earlier.len(), name);
        taken.then_some(OwnHandFault::NameTaken)
    }

    /// The hand, when every box is right.
    pub fn hand(&self, before: &[OwnHandEntry]) -> Option<OwnHand> {
        let fields = [
            OwnField::Name,
            OwnField::Shape,
            OwnField::Value,
            OwnField::FishingValue,
            OwnField::ValueExposed,
            OwnField::FishingValueExposed,
        ];
        if fields.iter().any(|&f| self.fault(f, before).is_some()) {
            return None;
        }
        let fishing_exposed = value(&self.fishing_exposed).ok()?;
        let exposed = value(&self.value_exposed).ok()?.map(|winner| SpecialValue {
            winner,
            fishing: fishing_exposed,
        });
        Some(OwnHand {
            name: self.name.trim().to_string(),
            shape: self.shape.trim().to_string(),
            value: SpecialValue {
                winner: value(&self.value).ok()??,
                fishing: value(&self.fishing).ok()?,
            },
            exposed,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(name: &str, shape: &str, values: [&str; 4]) -> OwnHandEntry {
        let [value, fishing, value_exposed, fishing_exposed] = values.map(String::from);
        OwnHandEntry {
            name: name.into(),
            shape: shape.into(),
            value,
            fishing,
            value_exposed,
            fishing_exposed,
        }
    }

    #[test]
    fn a_hand_is_made_once_every_box_is_right() {
        let windy = typed(
            " Windy Ones ",
            "pung of 1 in each suit, single of each wind, single of wind",
            ["1,000", "400", "500", "200"],
        );
        let hand = windy.hand(&[]).unwrap();
        assert_eq!(hand.name, "Windy Ones");
        assert_eq!(
            hand.value,
            SpecialValue {
                winner: 1000,
                fishing: Some(400)
            }
        );
        assert_eq!(
            hand.exposed,
            Some(SpecialValue {
                winner: 500,
                fishing: Some(200)
            })
        );
        assert_eq!(OwnHandEntry::of(&hand).hand(&[]), Some(hand));
        let robert = typed(
            "Robert",
            "chow in each suit, pung in any suit, pair in any suit",
            ["500", "", "", ""],
        );
        let hand = robert.hand(&[]).unwrap();
        assert_eq!((hand.value.fishing, hand.exposed), (None, None));
    }

    #[test]
    fn each_wrong_box_says_what_is_wrong() {
        let first = typed("Twins", "7 pairs in suit A", ["1000", "400", "", ""]);
        let second = typed("twins", "6 pairs", ["lots", "-1", "", "200"]);
        let before = [first];
        assert_eq!(
            second.fault(OwnField::Name, &before),
            Some(EntryFault::Name(OwnHandFault::NameTaken))
        );
        assert!(matches!(
            second.fault(OwnField::Shape, &before),
            Some(EntryFault::Shape(_))
        ));
        assert_eq!(
            second.fault(OwnField::Value, &before),
            Some(EntryFault::Value(BOUNDS))
        );
        assert_eq!(
            second.fault(OwnField::FishingValue, &before),
            Some(EntryFault::Value(BOUNDS))
        );
        assert_eq!(second.fault(OwnField::ValueExposed, &before), None);
        assert_eq!(
            second.fault(OwnField::FishingValueExposed, &before),
            Some(EntryFault::NeedsValueExposed)
        );
        assert_eq!(second.hand(&before), None);
        assert_eq!(
            typed("", "7 pairs in suit A", ["1", "", "", ""]).fault(OwnField::Name, &[]),
            Some(EntryFault::Name(OwnHandFault::BlankName))
        );
    }
}
