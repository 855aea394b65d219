//! Every editable number of a rule set, with its label and bounds, so an
//! editor can show each one and say exactly what is wrong with it.

use super::{DoubleItem, RuleValues, MAX_POINTS_VALUE};
use crate::form::SetKind;
use crate::special::SpecialHand;

/// A typed rule value that is not a whole number within its field's bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfBounds {
    /// The least the field takes.
    pub low: i64,
    /// The most the field takes.
    pub high: i64,
}

/// One editable number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleField {
    /// The limit.
    Limit,
    /// Points for Mah-Jong.
    MahJong,
    /// Points for a winning tile from the wall.
    WallTile,
    /// Points for a flower or season.
    BonusTile,
    /// Points for a pair of dragons.
    DragonPair,
    /// Points for a pair of own wind.
    OwnWindPair,
    /// Points for a pair of the prevailing wind.
    PrevailingWindPair,
    /// Points for a kind of set.
    Set(SetKind),
    /// A double's factor.
    Double(DoubleItem),
    /// A special hand's value to its winner.
    SpecialWinner(SpecialHand),
    /// A special hand's value to a player fishing for it.
    SpecialFishing(SpecialHand),
}

impl RuleField {
    /// Every editable number, in the editor's order (Purity and the hands
    /// nobody can fish for have no value where there is none).
    pub fn all() -> Vec<RuleField> {
        let mut fields = vec![
            RuleField::Limit,
            RuleField::MahJong,
            RuleField::WallTile,
            RuleField::BonusTile,
            RuleField::DragonPair,
            RuleField::OwnWindPair,
            RuleField::PrevailingWindPair,
        ];
        fields.extend(SetKind::ALL.map(RuleField::Set));
        fields.extend(DoubleItem::ALL.map(RuleField::Double));
        for hand in SpecialHand::ALL {
            if hand != SpecialHand::Purity {
                fields.push(RuleField::SpecialWinner(hand));
                if !hand.is_situation() {
                    fields.push(RuleField::SpecialFishing(hand));
                }
            }
        }
        fields
    }

    /// The field's label.
    pub fn label(self) -> String {
        match self {
            RuleField::Limit => "Limit".into(),
            RuleField::MahJong => "Mah-Jong points".into(),
            RuleField::WallTile => "Winning tile from the wall".into(),
            RuleField::BonusTile => "Each flower or season".into(),
            RuleField::DragonPair => "Pair of dragons".into(),
            RuleField::OwnWindPair => "Pair of own wind".into(),
            RuleField::PrevailingWindPair => "Pair of prevailing wind".into(),
            RuleField::Set(kind) => kind.label().into(),
            RuleField::Double(item) => format!("Double: {}", item.row().label),
            RuleField::SpecialWinner(hand) => format!("{hand} (Mah-Jong)"),
            RuleField::SpecialFishing(hand) => format!("{hand} (fishing)"),
        }
    }

    /// The smallest and largest values allowed.
    pub fn bounds(self) -> (i64, i64) {
        match self {
            RuleField::Double(item) => item.row().bounds,
            _ => (0, MAX_POINTS_VALUE),
        }
    }

    /// The value in a rule set.
    pub fn get(self, v: &RuleValues) -> i64 {
        match self {
            RuleField::Limit => v.limit,
            RuleField::MahJong => v.mah_jong,
            RuleField::WallTile => v.wall_tile,
            RuleField::BonusTile => v.bonus_tile,
            RuleField::DragonPair => v.dragon_pair,
            RuleField::OwnWindPair => v.own_wind_pair,
            RuleField::PrevailingWindPair => v.prevailing_wind_pair,
            RuleField::Set(kind) => v.sets.value(kind),
            RuleField::Double(item) => v.doubles.factor(item),
            RuleField::SpecialWinner(hand) => v.special_value(hand).map_or(0, |s| s.winner),
            RuleField::SpecialFishing(hand) => {
                v.special_value(hand).and_then(|s| s.fishing).unwrap_or(0)
            }
        }
    }

    /// Writes a value into a rule set (checks are [`RuleField::check`]'s).
    pub fn set(self, v: &mut RuleValues, value: i64) {
        match self {
            RuleField::Limit => v.limit = value,
            RuleField::MahJong => v.mah_jong = value,
            RuleField::WallTile => v.wall_tile = value,
            RuleField::BonusTile => v.bonus_tile = value,
            RuleField::DragonPair => v.dragon_pair = value,
            RuleField::OwnWindPair => v.own_wind_pair = value,
            RuleField::PrevailingWindPair => v.prevailing_wind_pair = value,
            RuleField::Set(kind) => *v.sets.value_mut(kind) = value,
            RuleField::Double(item) => *v.doubles.factor_mut(item) = value,
            RuleField::SpecialWinner(hand) => {
                if let Some(s) = v.special_hands.get_mut(&hand) {
                    s.winner = value;
                }
            }
            RuleField::SpecialFishing(hand) => {
                if let Some(s) = v.special_hands.get_mut(&hand) {
                    s.fishing = Some(value);
                }
            }
        }
    }

    /// Reads what a player typed: a whole number within bounds, or what is
    /// wrong with it.
    ///
    /// ```
    /// use engine::rules::{OutOfBounds, RuleField};
    /// assert_eq!(RuleField::Limit.check("1,500"), Ok(1500));
    /// let refused = RuleField::Limit.check("ten").unwrap_err();
    /// assert_eq!(refused, OutOfBounds { low: 0, high: 1_000_000_000 });
    /// ```
    pub fn check(self, text: &str) -> Result<i64, OutOfBounds> {
        let (low, high) = self.bounds();
        let refused = OutOfBounds { low, high };
        let value: i64 = text.trim().replace(',', "").parse().map_err(|_| refused)?;
        if (low..=high).contains(&value) {
            Ok(value)
        } else {
            Err(refused)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_reads_back_what_was_written() {
        for (i, field) in RuleField::all().into_iter().enumerate() {
            let mut v = RuleValues::bmja();
            let value = i as i64 + 1;
            field.set(&mut v, value);
            assert_eq!(field.get(&v), value, "{field:?}");
        }
    }

    #[test]
    fn every_value_of_the_bmja_preset_is_within_its_fields_bounds() {
        let v = RuleValues::bmja();
        for field in RuleField::all() {
            let (low, high) = field.bounds();
            assert!((low..=high).contains(&field.get(&v)), "{field:?}");
        }
    }

    #[test]
    fn a_double_of_nought_or_a_negative_limit_is_refused_with_its_bounds() {
        let double = RuleField::Double(DoubleItem::NoChows);
        let refused = double.check("0").unwrap_err();
        assert_eq!(refused, OutOfBounds { low: 1, high: 1000 });
        assert_eq!(double.check("4"), Ok(4));
        assert!(RuleField::Limit.check("-1").is_err());
        assert!(RuleField::Limit.check("2.5").is_err());
        assert!(RuleField::Limit.check("").is_err());
    }

    #[test]
    fn values_that_pass_every_field_make_a_valid_rule_set() {
        let mut v = RuleValues::bmja();
        for field in RuleField::all() {
            field.set(&mut v, field.bounds().1);
        }
        assert!(v.problems().is_empty());
    }
}
