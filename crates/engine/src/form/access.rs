//! How each count and tick is read from a form and written into one, with
//! no yielding: the constraints decide what yields to a change.

use super::{CountField, HandForm, Role, TickField, WindHolding};
use crate::special::SpecialHand;

impl CountField {
    /// The count's value in a form.
    pub fn read(self, form: &HandForm) -> u8 {
        match self {
            CountField::Set(kind) => form.sets.get(kind),
            CountField::DragonSets => form.dragon_sets,
            CountField::DragonPairs => form.dragon_pairs,
            CountField::Flowers => form.flowers,
            CountField::Seasons => form.seasons,
        }
    }

    /// Sets the count.
    pub fn write(self, form: &mut HandForm, n: u8) {
        match self {
            CountField::Set(kind) => form.sets.set(kind, n),
            CountField::DragonSets => form.dragon_sets = n,
            CountField::DragonPairs => form.dragon_pairs = n,
            CountField::Flowers => form.flowers = n,
            CountField::Seasons => form.seasons = n,
        }
    }
}

impl TickField {
    /// Whether the tick is ticked in a form.
    pub fn read(self, form: &HandForm) -> bool {
        use TickField::*;
        match self {
            DeclaresMahJong => form.role == Role::MahJong,
            Fishing => form.role == Role::Fishing,
            OwnWindSet => form.own_wind == WindHolding::Set,
            PrevailingWindSet => form.prevailing_wind == WindHolding::Set,
            OwnWindPair => form.own_wind == WindHolding::Pair,
            PrevailingWindPair => form.prevailing_wind == WindHolding::Pair,
            OwnFlower => form.own_flower,
            OwnSeason => form.own_season,
            OriginalCall => form.original_call,
            LastTile => form.last_tile,
            OneSuitWithHonours => form.one_suit_with_honours,
            AllMajorsWithHonours => form.all_majors_with_honours,
            Purity => form.special_hand == Some(SpecialHand::Purity),
            AllConcealed => form.all_concealed,
        }
    }

    /// Ticks or unticks it.
    pub fn write(self, form: &mut HandForm, on: bool) {
        use TickField::*;
        match self {
            DeclaresMahJong => role(form, Role::MahJong, on),
            Fishing => role(form, Role::Fishing, on),
            OwnWindSet => hold(&mut form.own_wind, WindHolding::Set, on),
            PrevailingWindSet => hold(&mut form.prevailing_wind, WindHolding::Set, on),
            OwnWindPair => hold(&mut form.own_wind, WindHolding::Pair, on),
            PrevailingWindPair => hold(&mut form.prevailing_wind, WindHolding::Pair, on),
            OwnFlower => form.own_flower = on,
            OwnSeason => form.own_season = on,
            OriginalCall => form.original_call = on,
            LastTile => form.last_tile = on,
            OneSuitWithHonours => form.one_suit_with_honours = on,
            AllMajorsWithHonours => form.all_majors_with_honours = on,
            Purity => purity(form, on),
            AllConcealed => form.all_concealed = on,
        }
    }
}

/// A role tick: ticked, the player has that role; unticked, none if they
/// had it.
fn role(form: &mut HandForm, ticked: Role, on: bool) {
    match (on, form.role == ticked) {
        (true, _) => form.role = ticked,
        (false, true) => form.role = Role::Other,
        (false, false) => {}
    }
}

/// A wind's set or pair tick: ticked, it holds that; unticked, nothing if
/// it held that.
fn hold(holding: &mut WindHolding, ticked: WindHolding, on: bool) {
    if on {
        *holding = ticked;
    } else if *holding == ticked {
        *holding = WindHolding::None;
    }
}

/// Purity as a tick: the special hand, or none if it was Purity.
fn purity(form: &mut HandForm, on: bool) {
    if on {
        form.special_hand = Some(SpecialHand::Purity);
    } else if form.special_hand == Some(SpecialHand::Purity) {
        form.special_hand = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::form::FormField;

    #[test]
    fn each_count_and_tick_reads_back_what_it_writes() {
        for field in FormField::ALL {
            let mut form = HandForm::default();
            match field {
                FormField::Count(count) => {
                    count.write(&mut form, 3);
                    assert_eq!(count.read(&form), 3, "{field:?}");
                }
                FormField::Tick(tick) => {
                    tick.write(&mut form, true);
                    assert!(tick.read(&form), "{field:?}");
                    tick.write(&mut form, false);
                    assert!(!tick.read(&form), "{field:?}");
                }
                _ => {}
            }
        }
    }
}
