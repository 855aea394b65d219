//! The doubles (docs/rules.md §4.2): one row each — its words in a breakdown, its
//! label in the editor, where its factor lives in the rules, and the
//! factor's bounds. Scoring, validation, the breakdown and the editor all
//! read this table.

use super::MAX_DOUBLE_FACTOR;
use serde::{Deserialize, Serialize};

/// Something that multiplies the score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DoubleItem {
    /// A pung or kong of dragons.
    DragonSet,
    /// A pung or kong of own wind.
    OwnWindSet,
    /// A pung or kong of the prevailing wind.
    PrevailingWindSet,
    /// Own flower.
    OwnFlower,
    /// Own season.
    OwnSeason,
    /// All four flowers.
    FlowerBouquet,
    /// All four seasons.
    SeasonBouquet,
    /// Original call.
    OriginalCall,
    /// No chows.
    NoChows,
    /// All one suit with honours.
    OneSuitWithHonours,
    /// All majors with honours.
    AllMajorsWithHonours,
    /// All concealed.
    AllConcealed,
    /// Out on a loose tile.
    LooseTile,
    /// Out on the last tile of the wall.
    LastWallTile,
    /// Out on the final discard.
    FinalDiscard,
    /// Out by robbing a kong.
    RobbingKong,
    /// Mah-Jong on the original call.
    OriginalCallMahJong,
    /// Purity's three doubles.
    Purity,
}

/// One double's row.
#[derive(Clone, Copy)]
pub struct Double {
    /// Which double.
    pub item: DoubleItem,
    /// In a breakdown, once and more than once.
    pub words: [&'static str; 2],
    /// In the rules editor, after "Double: ".
    pub label: &'static str,
    /// Its factor in the rules.
    pub factor: fn(&DoubleValues) -> i64,
    /// Its factor in the rules, to change.
    pub factor_mut: fn(&mut DoubleValues) -> &mut i64,
    /// The smallest and largest factor allowed.
    pub bounds: (i64, i64),
}

const ANY: (i64, i64) = (1, MAX_DOUBLE_FACTOR);

macro_rules! double {
    ($item:ident, $one:expr, $many:expr, $label:expr, $field:ident) => {
        Double {
            item: DoubleItem::$item,
            words: [$one, $many],
            label: $label,
            factor: |d| d.$field,
            factor_mut: |d| &mut d.$field,
            bounds: ANY,
        }
    };
}

/// Every double, in the editor's order (the order of [`DoubleItem`]).
pub const DOUBLES: [Double; 18] = [
    double!(
        DragonSet,
        "dragon set",
        "dragon sets",
        "each dragon set",
        dragon_set
    ),
    double!(
        OwnWindSet,
        "own wind",
        "own wind",
        "set of own wind",
        own_wind_set
    ),
    double!(
        PrevailingWindSet,
        "prevailing wind",
        "prevailing wind",
        "set of prevailing wind",
        prevailing_wind_set
    ),
    double!(
        OwnFlower,
        "own flower",
        "own flower",
        "own flower",
        own_flower
    ),
    double!(
        OwnSeason,
        "own season",
        "own season",
        "own season",
        own_season
    ),
    double!(
        FlowerBouquet,
        "bouquet of flowers",
        "bouquet of flowers",
        "bouquet of flowers (on top of own flower)",
        flower_bouquet
    ),
    double!(
        SeasonBouquet,
        "bouquet of seasons",
        "bouquet of seasons",
        "bouquet of seasons (on top of own season)",
        season_bouquet
    ),
    double!(
        OriginalCall,
        "original call",
        "original call",
        "original call",
        original_call
    ),
    double!(NoChows, "no chows", "no chows", "no chows", no_chows),
    double!(
        OneSuitWithHonours,
        "one suit",
        "one suit",
        "all one suit with honours",
        one_suit_with_honours
    ),
    double!(
        AllMajorsWithHonours,
        "all majors",
        "all majors",
        "all majors with honours",
        all_majors_with_honours
    ),
    double!(
        AllConcealed,
        "all concealed",
        "all concealed",
        "all concealed",
        all_concealed
    ),
    double!(
        LooseTile,
        "loose tile",
        "loose tile",
        "loose tile",
        loose_tile
    ),
    double!(
        LastWallTile,
        "last tile from the wall",
        "last tile from the wall",
        "last tile from the wall",
        last_wall_tile
    ),
    double!(
        FinalDiscard,
        "final discard",
        "final discard",
        "final discard",
        final_discard
    ),
    double!(
        RobbingKong,
        "robbing a kong",
        "robbing a kong",
        "robbing a kong",
        robbing_kong
    ),
    double!(
        OriginalCallMahJong,
        "Mah-Jong on the original call",
        "Mah-Jong on the original call",
        "Mah-Jong on the original call",
        original_call_mah_jong
    ),
    double!(
        Purity,
        "Purity",
        "Purity",
        "Purity (three doubles: 8)",
        purity
    ),
];

impl DoubleItem {
    /// Every double, in the editor's order.
    pub const ALL: [DoubleItem; 18] = {
        let mut all = [DoubleItem::DragonSet; 18];
        let mut i = 0;
        while i < 18 {
            all[i] = DOUBLES[i].item;
            i += 1;
        }
        all
    };

    /// The double's row.
    pub fn row(self) -> &'static Double {
        &DOUBLES[self as usize]
    }

    /// The double in words, for how many times it applies.
    pub fn words(self, times: u32) -> &'static str {
        self.row().words[usize::from(times != 1)]
    }
}

/// The factor of every double (docs/rules.md §4.2): 2 doubles, Purity is 8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DoubleValues {
    /// Each pung or kong of dragons.
    pub dragon_set: i64,
    /// Pung or kong of own wind.
    pub own_wind_set: i64,
    /// Pung or kong of the prevailing wind.
    pub prevailing_wind_set: i64,
    /// Own flower.
    pub own_flower: i64,
    /// Own season.
    pub own_season: i64,
    /// All four flowers, on top of the own-flower double.
    pub flower_bouquet: i64,
    /// All four seasons, on top of the own-season double.
    pub season_bouquet: i64,
    /// Fishing from the first discard with the hand unchanged (every player).
    pub original_call: i64,
    /// Winner: four pungs or kongs.
    pub no_chows: i64,
    /// Winner: one suit with honours.
    pub one_suit_with_honours: i64,
    /// Winner: all majors with honours.
    pub all_majors_with_honours: i64,
    /// Winner: all concealed (British extension).
    pub all_concealed: i64,
    /// Winner: out on a loose tile.
    pub loose_tile: i64,
    /// Winner: out on the last tile of the wall.
    pub last_wall_tile: i64,
    /// Winner: out on the final discard (British extension).
    pub final_discard: i64,
    /// Winner: out by robbing a kong.
    pub robbing_kong: i64,
    /// Winner: going Mah-Jong on the original call.
    pub original_call_mah_jong: i64,
    /// Purity's doubles as one factor (three doubles: 8).
    pub purity: i64,
}

impl DoubleValues {
    /// A double's factor.
    pub fn factor(&self, item: DoubleItem) -> i64 {
        (item.row().factor)(self)
    }

    /// A double's factor, to change.
    pub fn factor_mut(&mut self, item: DoubleItem) -> &mut i64 {
        (item.row().factor_mut)(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_row_stands_at_its_doubles_place() {
        for (i, row) in DOUBLES.iter().enumerate() {
            assert_eq!(row.item as usize, i, "{:?}", row.item);
        }
    }

    #[test]
    fn each_double_has_its_own_factor() {
        let mut d = crate::RuleValues::bmja().doubles;
        for (i, item) in DoubleItem::ALL.into_iter().enumerate() {
            *d.factor_mut(item) = 100 + i as i64;
        }
        for (i, item) in DoubleItem::ALL.into_iter().enumerate() {
            assert_eq!(d.factor(item), 100 + i as i64, "{item:?}");
        }
    }
}
