//! The changes a player makes to a form; each field's rank, which decides
//! what yields to a change, and the field a change is to, are in the table
//! of fields.

use super::{HandContext, HandForm, SetKind, WinningTile};
use crate::special::SpecialHand;
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

impl Change {
    /// Writes the change into the form, with no yielding.
    pub(super) fn write(self, form: &mut HandForm) {
        match self {
            Change::Count(field, n) => field.write(form, n),
            Change::Tick(field, on) => field.write(form, on),
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
