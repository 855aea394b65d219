//! A form as any schema stored it. Schemas up to 3 (export formats 1 and
//! 2) stored four wind ticks, a set and a pair of own and of prevailing
//! wind; schema 4 stores one holding of each. Each reads as the holdings it
//! meant: a set where a set was ticked (a set and a pair of one wind could
//! never be scored), else a pair.

use super::{HandForm, Role, SetCounts, TickField, WindHolding, WinningTile};
use crate::special::SpecialHand;
use serde::Deserialize;

/// A form as read, of any schema.
#[derive(Deserialize, Default)]
#[serde(default)]
pub(super) struct StoredForm {
    role: Role,
    sets: SetCounts,
    dragon_sets: u8,
    own_wind: Option<WindHolding>,
    prevailing_wind: Option<WindHolding>,
    own_wind_set: bool,
    prevailing_wind_set: bool,
    dragon_pairs: u8,
    own_wind_pair: bool,
    prevailing_wind_pair: bool,
    flowers: u8,
    own_flower: bool,
    seasons: u8,
    own_season: bool,
    original_call: bool,
    winning_tile: WinningTile,
    last_tile: bool,
    one_suit_with_honours: bool,
    all_majors_with_honours: bool,
    all_concealed: bool,
    special_hand: Option<SpecialHand>,
    fishing_for: Option<SpecialHand>,
    forced: Vec<TickField>,
}

/// The holding two old ticks meant.
fn holding(set: bool, pair: bool) -> WindHolding {
    match (set, pair) {
        (true, _) => WindHolding::Set,
        (false, true) => WindHolding::Pair,
        (false, false) => WindHolding::None,
    }
}

impl From<StoredForm> for HandForm {
    fn from(s: StoredForm) -> HandForm {
        HandForm {
            role: s.role,
            sets: s.sets,
            dragon_sets: s.dragon_sets,
            own_wind: s
                .own_wind
                .unwrap_or_else(|| holding(s.own_wind_set, s.own_wind_pair)),
            prevailing_wind: s
                .prevailing_wind
                .unwrap_or_else(|| holding(s.prevailing_wind_set, s.prevailing_wind_pair)),
            dragon_pairs: s.dragon_pairs,
            flowers: s.flowers,
            own_flower: s.own_flower,
            seasons: s.seasons,
            own_season: s.own_season,
            original_call: s.original_call,
            winning_tile: s.winning_tile,
            last_tile: s.last_tile,
            one_suit_with_honours: s.one_suit_with_honours,
            all_majors_with_honours: s.all_majors_with_honours,
            all_concealed: s.all_concealed,
            special_hand: s.special_hand,
            fishing_for: s.fishing_for,
            forced: s.forced,
        }
    }
}
