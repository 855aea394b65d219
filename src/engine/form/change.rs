//! The changes a player makes to a form, and the rank of each field: a field
//! only yields to a change of equal or higher rank.

use super::{HandContext, HandForm, Role, SetKind, WindHolding, WinningTile};
use crate::engine::special::SpecialHand;
use serde::{Deserialize, Serialize};

/// A field that holds a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CountField {
    /// One of the eight pung/kong counts.
    Set(SetKind),
    /// Dragon sets (part of the major sets).
    DragonSets,
    /// Pairs of dragons.
    DragonPairs,
    /// Flowers held.
    Flowers,
    /// Seasons held.
    Seasons,
}

/// A field that is ticked or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TickField {
    /// Declares Mah-Jong.
    DeclaresMahJong,
    /// Fishing.
    Fishing,
    /// Pung/Kong of own wind.
    OwnWindSet,
    /// Pung/Kong of prevailing wind.
    PrevailingWindSet,
    /// Pair of own wind.
    OwnWindPair,
    /// Pair of prevailing wind.
    PrevailingWindPair,
    /// Own flower.
    OwnFlower,
    /// Own season.
    OwnSeason,
    /// Original call.
    OriginalCall,
    /// Last tile (of the wall, or the final discard).
    LastTile,
    /// All one suit with honours.
    OneSuitWithHonours,
    /// All majors with honours.
    AllMajorsWithHonours,
    /// Purity (the special hand, as a tick).
    Purity,
    /// All concealed.
    AllConcealed,
}

/// One change a player makes to a form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Change {
    /// Set a count.
    Count(CountField, u8),
    /// Tick or untick.
    Tick(TickField, bool),
    /// Choose how the winning tile came.
    WinningTile(WinningTile),
    /// Choose the winner's special hand, or none.
    SpecialHand(Option<SpecialHand>),
    /// Choose the special hand fished for, or none.
    FishingFor(Option<SpecialHand>),
}

/// A field of the form, for ranking who yields to whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Field {
    Role,
    Set(SetKind),
    OwnWind,
    PrevailingWind,
    DragonSets,
    DragonPairs,
    Flowers,
    OwnFlower,
    Seasons,
    OwnSeason,
    OriginalCall,
    WinningTile,
    SpecialHand,
    LastTile,
    OneSuit,
    AllMajors,
    AllConcealed,
    FishingFor,
}

impl Field {
    pub(super) fn rank(self) -> u8 {
        use Field::*;
        match self {
            Role => 9,
            Set(_) => 8,
            OwnWind | PrevailingWind => 7,
            DragonSets => 6,
            DragonPairs => 5,
            Flowers | Seasons => 4,
            OwnFlower | OwnSeason | OriginalCall => 3,
            WinningTile | SpecialHand => 2,
            LastTile | OneSuit | AllMajors | AllConcealed | FishingFor => 1,
        }
    }
}

impl Change {
    pub(super) fn field(self) -> Field {
        match self {
            Change::Count(CountField::Set(kind), _) => Field::Set(kind),
            Change::Count(CountField::DragonSets, _) => Field::DragonSets,
            Change::Count(CountField::DragonPairs, _) => Field::DragonPairs,
            Change::Count(CountField::Flowers, _) => Field::Flowers,
            Change::Count(CountField::Seasons, _) => Field::Seasons,
            Change::Tick(tick, _) => match tick {
                TickField::DeclaresMahJong | TickField::Fishing => Field::Role,
                TickField::OwnWindSet | TickField::OwnWindPair => Field::OwnWind,
                TickField::PrevailingWindSet | TickField::PrevailingWindPair => {
                    Field::PrevailingWind
                }
                TickField::OwnFlower => Field::OwnFlower,
                TickField::OwnSeason => Field::OwnSeason,
                TickField::OriginalCall => Field::OriginalCall,
                TickField::LastTile => Field::LastTile,
                TickField::OneSuitWithHonours => Field::OneSuit,
                TickField::AllMajorsWithHonours => Field::AllMajors,
                TickField::Purity => Field::SpecialHand,
                TickField::AllConcealed => Field::AllConcealed,
            },
            Change::WinningTile(_) => Field::WinningTile,
            Change::SpecialHand(_) => Field::SpecialHand,
            Change::FishingFor(_) => Field::FishingFor,
        }
    }

    /// Writes the change into the form, with no yielding.
    pub(super) fn write(self, form: &mut HandForm) {
        match self {
            Change::Count(field, n) => match field {
                CountField::Set(kind) => form.sets.set(kind, n),
                CountField::DragonSets => form.dragon_sets = n,
                CountField::DragonPairs => form.dragon_pairs = n,
                CountField::Flowers => form.flowers = n,
                CountField::Seasons => form.seasons = n,
            },
            Change::Tick(tick, on) => match tick {
                TickField::DeclaresMahJong => form.role = role_after(form.role, Role::MahJong, on),
                TickField::Fishing => form.role = role_after(form.role, Role::Fishing, on),
                TickField::OwnWindSet => hold(&mut form.own_wind, WindHolding::Set, on),
                TickField::PrevailingWindSet => {
                    hold(&mut form.prevailing_wind, WindHolding::Set, on)
                }
                TickField::OwnWindPair => hold(&mut form.own_wind, WindHolding::Pair, on),
                TickField::PrevailingWindPair => {
                    hold(&mut form.prevailing_wind, WindHolding::Pair, on)
                }
                TickField::OwnFlower => form.own_flower = on,
                TickField::OwnSeason => form.own_season = on,
                TickField::OriginalCall => form.original_call = on,
                TickField::LastTile => form.last_tile = on,
                TickField::OneSuitWithHonours => form.one_suit_with_honours = on,
                TickField::AllMajorsWithHonours => form.all_majors_with_honours = on,
                TickField::AllConcealed => form.all_concealed = on,
                TickField::Purity => {
                    if on {
                        form.special_hand = Some(SpecialHand::Purity);
                    } else if form.special_hand == Some(SpecialHand::Purity) {
                        form.special_hand = None;
                    }
                }
            },
            Change::WinningTile(tile) => form.winning_tile = tile,
            Change::SpecialHand(hand) => form.special_hand = hand,
            Change::FishingFor(hand) => form.fishing_for = hand,
        }
    }

    /// The same change at a seat whose wind is the prevailing wind: the
    /// prevailing wind's ticks are the own wind's, one holding for both.
    pub(super) fn at_seat(self, ctx: &HandContext) -> Change {
        match self {
            Change::Tick(TickField::PrevailingWindSet, on) if ctx.own_wind_prevails() => {
                Change::Tick(TickField::OwnWindSet, on)
            }
            Change::Tick(TickField::PrevailingWindPair, on) if ctx.own_wind_prevails() => {
                Change::Tick(TickField::OwnWindPair, on)
            }
            change => change,
        }
    }

    /// True when the form holds what this change asks for.
    pub(super) fn holds(self, form: &HandForm) -> bool {
        let mut written = form.clone();
        self.write(&mut written);
        written == *form
    }
}

/// A wind's holding after its set or pair tick: ticked, it holds that;
/// unticked, nothing if it held that.
fn hold(holding: &mut WindHolding, ticked: WindHolding, on: bool) {
    if on {
        *holding = ticked;
    } else if *holding == ticked {
        *holding = WindHolding::None;
    }
}

fn role_after(current: Role, ticked: Role, on: bool) -> Role {
    match (on, current == ticked) {
        (true, _) => ticked,
        (false, true) => Role::Other,
        (false, false) => current,
    }
}
