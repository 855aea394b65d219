//! The hand form (docs/rules.md §3): what one player records for one hand, and the
//! rules that keep it possible.

mod access;
mod change;
mod constraints;
mod facts;
mod fields;
mod stored;
mod typed;
mod violations;

pub use change::{Change, CountField, TickField};
pub use constraints::{
    allowed_counts, allowed_fishing_for, allowed_special_hands, allowed_winning_tiles, apply,
    offered, special_hand_choices, tick_enabled,
};
pub use facts::Facts;
pub use fields::{FieldRow, FormField};
pub use typed::TypedCount;
pub use violations::{violations, Violation};

use crate::special::SpecialHand;
use crate::wind::Wind;
use crate::PlayerCount;
use serde::{Deserialize, Serialize};
use stored::StoredForm;

/// The player's part in the hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// Neither went out nor called fishing.
    #[default]
    Other,
    /// Declared Mah-Jong: the winner.
    MahJong,
    /// Called fishing: one tile from Mah-Jong or from a special hand.
    Fishing,
}

/// Pung (three alike) or kong (four alike).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SetSize {
    /// Three alike.
    Pung,
    /// Four alike.
    Kong,
}

/// Minor tiles (suit 2–8) or major tiles (1, 9, winds and dragons).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TileClass {
    /// Suit tiles 2 to 8.
    Minor,
    /// Suit 1 and 9, winds and dragons.
    Major,
}

/// Whether a set was completed with a claimed discard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Exposure {
    /// Completed with a claimed discard (the winning discard included).
    Exposed,
    /// Made only from drawn tiles.
    Concealed,
}

/// One of the eight kinds of pung or kong the form counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SetKind {
    /// Pung or kong.
    pub size: SetSize,
    /// Minor or major tiles.
    pub tiles: TileClass,
    /// Exposed or concealed.
    pub exposure: Exposure,
}

impl SetKind {
    /// All eight kinds, in the form's order.
    pub const ALL: [SetKind; 8] = {
        use Exposure::*;
        use SetSize::*;
        use TileClass::*;
        [
            SetKind::new(Pung, Minor, Exposed),
            SetKind::new(Pung, Minor, Concealed),
            SetKind::new(Pung, Major, Exposed),
            SetKind::new(Pung, Major, Concealed),
            SetKind::new(Kong, Minor, Exposed),
            SetKind::new(Kong, Minor, Concealed),
            SetKind::new(Kong, Major, Exposed),
            SetKind::new(Kong, Major, Concealed),
        ]
    };

    /// A kind of set from its size, its tiles and its exposure.
    pub const fn new(size: SetSize, tiles: TileClass, exposure: Exposure) -> SetKind {
        SetKind {
            size,
            tiles,
            exposure,
        }
    }

    /// Its place in [`SetKind::ALL`], 0 to 7.
    const fn index(self) -> usize {
        let size = match self.size {
            SetSize::Pung => 0,
            SetSize::Kong => 4,
        };
        let tiles = match self.tiles {
            TileClass::Minor => 0,
            TileClass::Major => 2,
        };
        let exposure = match self.exposure {
            Exposure::Exposed => 0,
            Exposure::Concealed => 1,
        };
        size + tiles + exposure
    }

    /// The form's label: "Kong (1, 9, winds, dragons) concealed".
    pub const fn label(self) -> &'static str {
        [
            "Pung (2-8) exposed",
            "Pung (2-8) concealed",
            "Pung (1, 9, winds, dragons) exposed",
            "Pung (1, 9, winds, dragons) concealed",
            "Kong (2-8) exposed",
            "Kong (2-8) concealed",
            "Kong (1, 9, winds, dragons) exposed",
            "Kong (1, 9, winds, dragons) concealed",
        ][self.index()]
    }

    /// The set in plain words, as a score's breakdown names it:
    /// "concealed major kong".
    pub fn plain_words(self) -> String {
        self.name().replace('-', " ")
    }

    /// Its field's name in element ids and golden files:
    /// "concealed-major-kong".
    pub const fn name(self) -> &'static str {
        [
            "exposed-minor-pung",
            "concealed-minor-pung",
            "exposed-major-pung",
            "concealed-major-pung",
            "exposed-minor-kong",
            "concealed-minor-kong",
            "exposed-major-kong",
            "concealed-major-kong",
        ][self.index()]
    }
}

/// How many sets of each kind were recorded, in [`SetKind::ALL`] order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SetCounts([u8; 8]);

impl SetCounts {
    /// The count of one kind.
    pub fn get(&self, kind: SetKind) -> u8 {
        self.0[kind.index()]
    }

    /// Sets the count of one kind.
    pub fn set(&mut self, kind: SetKind, count: u8) {
        self.0[kind.index()] = count;
    }

    /// The sum over the kinds that match.
    pub fn count(&self, keep: impl Fn(SetKind) -> bool) -> u32 {
        SetKind::ALL
            .into_iter()
            .filter(|&k| keep(k))
            .map(|k| u32::from(self.get(k)))
            .sum()
    }
}

/// How the winning tile came.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WinningTile {
    /// Claimed from another player's discard.
    #[default]
    Discard,
    /// Drawn from the live wall.
    Wall,
    /// Drawn from the kong box as a replacement.
    LooseTile,
    /// Taken from a kong another player was making.
    RobbingKong,
}

impl WinningTile {
    /// Every way, in the form's order.
    pub const ALL: [WinningTile; 4] = [
        WinningTile::Discard,
        WinningTile::Wall,
        WinningTile::LooseTile,
        WinningTile::RobbingKong,
    ];

    /// The form's label.
    pub fn label(self) -> &'static str {
        match self {
            WinningTile::Discard => "Discard",
            WinningTile::Wall => "From the wall",
            WinningTile::LooseTile => "Loose tile",
            WinningTile::RobbingKong => "Robbing a kong",
        }
    }

    /// The way of this label, as a select's option names it.
    pub fn labelled(label: &str) -> Option<WinningTile> {
        WinningTile::ALL.into_iter().find(|t| t.label() == label)
    }

    /// True when the winner drew the tile (wall or kong box).
    pub fn is_self_drawn(self) -> bool {
        matches!(self, WinningTile::Wall | WinningTile::LooseTile)
    }
}

/// What a player holds of one scoring wind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WindHolding {
    /// None of it, or too few to score.
    #[default]
    None,
    /// A pair.
    Pair,
    /// A pung or kong.
    Set,
}

/// One player's form for one hand (docs/rules.md §3.1). Any value can be stored; the
/// form functions say whether it is possible ([`violations`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, from = "StoredForm")]
pub struct HandForm {
    /// Mah-Jong, fishing, or neither.
    #[serde(skip_serializing_if = "is_default")]
    pub role: Role,
    /// Pungs and kongs by kind.
    #[serde(skip_serializing_if = "is_default")]
    pub sets: SetCounts,
    /// How many of the major sets are dragons.
    #[serde(skip_serializing_if = "is_zero")]
    pub dragon_sets: u8,
    /// What the player holds of their own wind: a set is one of the major
    /// sets.
    #[serde(skip_serializing_if = "is_default")]
    pub own_wind: WindHolding,
    /// What the player holds of the prevailing wind when it is another wind;
    /// when it is their own, [`HandForm::own_wind`] is the one holding and
    /// this is not read.
    #[serde(skip_serializing_if = "is_default")]
    pub prevailing_wind: WindHolding,
    /// Pairs of dragons.
    #[serde(skip_serializing_if = "is_zero")]
    pub dragon_pairs: u8,
    /// Flowers held.
    #[serde(skip_serializing_if = "is_zero")]
    pub flowers: u8,
    /// Own flower among them.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub own_flower: bool,
    /// Seasons held.
    #[serde(skip_serializing_if = "is_zero")]
    pub seasons: u8,
    /// Own season among them.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub own_season: bool,
    /// Fishing from the first discard with the hand unchanged.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub original_call: bool,
    /// Winner: how the winning tile came.
    #[serde(skip_serializing_if = "is_default")]
    pub winning_tile: WinningTile,
    /// Winner: the last tile of the wall, or the final discard.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub last_tile: bool,
    /// Winner: all one suit with honours.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub one_suit_with_honours: bool,
    /// Winner: all majors with honours.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub all_majors_with_honours: bool,
    /// Winner: all concealed (British extension).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub all_concealed: bool,
    /// Winner: the special hand declared (Purity included).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub special_hand: Option<SpecialHand>,
    /// Fishing player: the special hand fished for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fishing_for: Option<SpecialHand>,
    /// Ticks the rules turned on without the player ticking them (own
    /// flower at four flowers, last tile for the Moon): each goes off again
    /// once the rules no longer hold it on (docs/rules.md §3.2).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub forced: Vec<TickField>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl HandForm {
    /// True for the player who declared Mah-Jong.
    pub fn is_winner(&self) -> bool {
        self.role == Role::MahJong
    }

    /// What the player holds of the prevailing wind at this seat: their
    /// own wind's holding when it is the prevailing wind.
    pub fn prevailing_holding(&self, ctx: &HandContext) -> WindHolding {
        match ctx.own_wind_prevails() {
            true => self.own_wind,
            false => self.prevailing_wind,
        }
    }

    /// Each scoring wind with what the player holds of it: own wind, then
    /// the prevailing wind when it is another.
    pub fn scoring_winds(&self, ctx: &HandContext) -> impl Iterator<Item = (Wind, WindHolding)> {
        let prevailing =
            (!ctx.own_wind_prevails()).then_some((ctx.prevailing_wind, self.prevailing_wind));
        std::iter::once((ctx.own_wind, self.own_wind)).chain(prevailing)
    }

    /// Records a set or pair of a wind: the own wind's holding when it is
    /// the seat's, else the prevailing wind's; other winds score nothing as
    /// winds.
    pub fn hold_wind(&mut self, wind: Wind, holding: WindHolding, ctx: &HandContext) {
        if wind == ctx.own_wind {
            self.own_wind = holding;
        } else if wind == ctx.prevailing_wind {
            self.prevailing_wind = holding;
        }
    }
}

/// What the form needs to know about the player's seat and the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HandContext {
    /// The player's seat wind this hand.
    pub own_wind: Wind,
    /// The wind of the round.
    pub prevailing_wind: Wind,
    /// How many play in the match.
    pub players: PlayerCount,
    /// The hand is a goulash (after a draw): no chows, so no no-chows double.
    pub goulash: bool,
    /// The British special hands and doubles are in play.
    pub british: bool,
}

impl HandContext {
    /// True when own wind and prevailing wind are one wind, so each pair of
    /// wind fields is one control.
    pub fn own_wind_prevails(&self) -> bool {
        self.own_wind == self.prevailing_wind
    }
}

impl Default for HandContext {
    fn default() -> Self {
        HandContext {
            own_wind: Wind::East,
            prevailing_wind: Wind::East,
            players: PlayerCount::Four,
            goulash: false,
            british: true,
        }
    }
}
