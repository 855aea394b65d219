//! The form's fields in one table (docs/rules.md §3): for each, the words
//! the form shows, its name (element ids, the golden files' word), its rank
//! in the order that decides which field yields to which change, how it is
//! read and written, and whether laid-out tiles decide it.

use super::{CountField, HandForm, Role, SetKind, TickField, WindHolding};
use crate::engine::special::SpecialHand;

/// A field of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FormField {
    /// A number.
    Count(CountField),
    /// A tick.
    Tick(TickField),
    /// How the winning tile came.
    WinningTile,
    /// The winner's special hand.
    SpecialHand,
    /// The special hand fished for.
    FishingFor,
}

/// How a field's value is read from a form and written into one.
#[derive(Clone, Copy)]
pub enum Access {
    /// A count.
    Count {
        /// Its value.
        read: fn(&HandForm) -> u8,
        /// Sets it, with no yielding.
        write: fn(&mut HandForm, u8),
    },
    /// A tick.
    Tick {
        /// Whether it is ticked.
        read: fn(&HandForm) -> bool,
        /// Ticks or unticks it, with no yielding.
        write: fn(&mut HandForm, bool),
    },
    /// A choice among named values, read and written by its change.
    Choice,
}

/// One row of the table.
#[derive(Clone, Copy)]
pub struct FieldRow {
    /// The field.
    pub field: FormField,
    /// The words the form shows for it.
    pub words: &'static str,
    /// Its name: `p1-<name>` is its element id for the second player, and
    /// the golden files write `<name>` or `<name>=<value>`.
    pub name: &'static str,
    /// A field yields only to a change of equal or higher rank.
    pub rank: u8,
    /// The field that holds the same value (a role's two ticks, a wind's
    /// set and pair, Purity and the special hand); itself for most.
    pub slot: FormField,
    /// How it is read and written.
    pub access: Access,
    /// Tiles laid out decide it: all but who the player is and how the hand
    /// ended (docs/rules.md §12.2).
    pub tiles_decide: bool,
}

const fn row(
    field: FormField,
    words: &'static str,
    name: &'static str,
    rank: u8,
    access: Access,
    tiles_decide: bool,
) -> FieldRow {
    FieldRow {
        field,
        words,
        name,
        rank,
        slot: field,
        access,
        tiles_decide,
    }
}

const fn sharing(slot: FormField, row: FieldRow) -> FieldRow {
    FieldRow { slot, ..row }
}

const fn count(read: fn(&HandForm) -> u8, write: fn(&mut HandForm, u8)) -> Access {
    Access::Count { read, write }
}

const fn tick(read: fn(&HandForm) -> bool, write: fn(&mut HandForm, bool)) -> Access {
    Access::Tick { read, write }
}

use FormField::{Count as C, Tick as T};

const ROLE: FormField = T(TickField::DeclaresMahJong);
const OWN_WIND: FormField = T(TickField::OwnWindSet);
const PREVAILING_WIND: FormField = T(TickField::PrevailingWindSet);

/// Every field, in the form's order.
pub const FIELDS: [FieldRow; 29] = {
    use CountField::*;
    use TickField::*;
    let [pme, pmc, pje, pjc, kme, kmc, kje, kjc] = SetKind::ALL;
    [
        row(
            T(DeclaresMahJong),
            "Declares Mah-Jong",
            "mahjong",
            9,
            tick(
                |f| f.role == Role::MahJong,
                |f, on| role(f, Role::MahJong, on),
            ),
            false,
        ),
        sharing(
            ROLE,
            row(
                T(Fishing),
                "Fishing",
                "fishing",
                9,
                tick(
                    |f| f.role == Role::Fishing,
                    |f, on| role(f, Role::Fishing, on),
                ),
                false,
            ),
        ),
        row(
            T(OriginalCall),
            "Original call",
            "original-call",
            3,
            tick(|f| f.original_call, |f, on| f.original_call = on),
            false,
        ),
        row(
            C(Set(pme)),
            "Pung (2-8) exposed",
            "exposed-minor-pung",
            8,
            count(
                |f| f.sets.get(SetKind::ALL[0]),
                |f, n| f.sets.set(SetKind::ALL[0], n),
            ),
            true,
        ),
        row(
            C(Set(pmc)),
            "Pung (2-8) concealed",
            "concealed-minor-pung",
            8,
            count(
                |f| f.sets.get(SetKind::ALL[1]),
                |f, n| f.sets.set(SetKind::ALL[1], n),
            ),
            true,
        ),
        row(
            C(Set(pje)),
            "Pung (1, 9, winds, dragons) exposed",
            "exposed-major-pung",
            8,
            count(
                |f| f.sets.get(SetKind::ALL[2]),
                |f, n| f.sets.set(SetKind::ALL[2], n),
            ),
            true,
        ),
        row(
            C(Set(pjc)),
            "Pung (1, 9, winds, dragons) concealed",
            "concealed-major-pung",
            8,
            count(
                |f| f.sets.get(SetKind::ALL[3]),
                |f, n| f.sets.set(SetKind::ALL[3], n),
            ),
            true,
        ),
        row(
            C(Set(kme)),
            "Kong (2-8) exposed",
            "exposed-minor-kong",
            8,
            count(
                |f| f.sets.get(SetKind::ALL[4]),
                |f, n| f.sets.set(SetKind::ALL[4], n),
            ),
            true,
        ),
        row(
            C(Set(kmc)),
            "Kong (2-8) concealed",
            "concealed-minor-kong",
            8,
            count(
                |f| f.sets.get(SetKind::ALL[5]),
                |f, n| f.sets.set(SetKind::ALL[5], n),
            ),
            true,
        ),
        row(
            C(Set(kje)),
            "Kong (1, 9, winds, dragons) exposed",
            "exposed-major-kong",
            8,
            count(
                |f| f.sets.get(SetKind::ALL[6]),
                |f, n| f.sets.set(SetKind::ALL[6], n),
            ),
            true,
        ),
        row(
            C(Set(kjc)),
            "Kong (1, 9, winds, dragons) concealed",
            "concealed-major-kong",
            8,
            count(
                |f| f.sets.get(SetKind::ALL[7]),
                |f, n| f.sets.set(SetKind::ALL[7], n),
            ),
            true,
        ),
        row(
            C(DragonSets),
            "Dragon sets",
            "dragon-sets",
            6,
            count(|f| f.dragon_sets, |f, n| f.dragon_sets = n),
            true,
        ),
        row(
            T(OwnWindSet),
            "Pung/Kong of own wind",
            "own-wind-set",
            7,
            tick(
                |f| f.own_wind == WindHolding::Set,
                |f, on| hold(&mut f.own_wind, WindHolding::Set, on),
            ),
            true,
        ),
        row(
            T(PrevailingWindSet),
            "Pung/Kong of prevailing wind",
            "prevailing-wind-set",
            7,
            tick(
                |f| f.prevailing_wind == WindHolding::Set,
                |f, on| hold(&mut f.prevailing_wind, WindHolding::Set, on),
            ),
            true,
        ),
        row(
            C(DragonPairs),
            "Pairs of dragons",
            "dragon-pairs",
            5,
            count(|f| f.dragon_pairs, |f, n| f.dragon_pairs = n),
            true,
        ),
        sharing(
            OWN_WIND,
            row(
                T(OwnWindPair),
                "Pair of own wind",
                "own-wind-pair",
                7,
                tick(
                    |f| f.own_wind == WindHolding::Pair,
                    |f, on| hold(&mut f.own_wind, WindHolding::Pair, on),
                ),
                true,
            ),
        ),
        sharing(
            PREVAILING_WIND,
            row(
                T(PrevailingWindPair),
                "Pair of prevailing wind",
                "prevailing-wind-pair",
                7,
                tick(
                    |f| f.prevailing_wind == WindHolding::Pair,
                    |f, on| hold(&mut f.prevailing_wind, WindHolding::Pair, on),
                ),
                true,
            ),
        ),
        row(
            C(Flowers),
            "Flowers",
            "flowers",
            4,
            count(|f| f.flowers, |f, n| f.flowers = n),
            true,
        ),
        row(
            T(OwnFlower),
            "Own flower",
            "own-flower",
            3,
            tick(|f| f.own_flower, |f, on| f.own_flower = on),
            true,
        ),
        row(
            C(Seasons),
            "Seasons",
            "seasons",
            4,
            count(|f| f.seasons, |f, n| f.seasons = n),
            true,
        ),
        row(
            T(OwnSeason),
            "Own season",
            "own-season",
            3,
            tick(|f| f.own_season, |f, on| f.own_season = on),
            true,
        ),
        row(
            FormField::WinningTile,
            "Winning tile",
            "winning-tile",
            2,
            Access::Choice,
            false,
        ),
        row(
            T(LastTile),
            "Last tile",
            "last-tile",
            1,
            tick(|f| f.last_tile, |f, on| f.last_tile = on),
            false,
        ),
        row(
            T(OneSuitWithHonours),
            "All one suit with honours",
            "one-suit",
            1,
            tick(
                |f| f.one_suit_with_honours,
                |f, on| f.one_suit_with_honours = on,
            ),
            true,
        ),
        row(
            T(AllMajorsWithHonours),
            "All majors with honours",
            "all-majors",
            1,
            tick(
                |f| f.all_majors_with_honours,
                |f, on| f.all_majors_with_honours = on,
            ),
            true,
        ),
        sharing(
            FormField::SpecialHand,
            row(
                T(Purity),
                "Purity",
                "purity",
                2,
                tick(|f| f.special_hand == Some(SpecialHand::Purity), purity),
                true,
            ),
        ),
        row(
            T(AllConcealed),
            "All concealed",
            "all-concealed",
            1,
            tick(|f| f.all_concealed, |f, on| f.all_concealed = on),
            true,
        ),
        row(
            FormField::SpecialHand,
            "Special hand",
            "special-hand",
            2,
            Access::Choice,
            true,
        ),
        row(
            FormField::FishingFor,
            "Fishing for",
            "fishing-for",
            1,
            Access::Choice,
            true,
        ),
    ]
};

impl FormField {
    /// The field's row of the table.
    pub fn row(self) -> &'static FieldRow {
        let found = FIELDS.iter().find(|r| r.field == self);
        found.unwrap_or(&FIELDS[0])
    }

    /// The field a golden file or element id names.
    pub fn named(name: &str) -> Option<FormField> {
        FIELDS.iter().find(|r| r.name == name).map(|r| r.field)
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
    use std::collections::HashSet;

    #[test]
    fn every_field_has_one_row_with_its_own_name() {
        let ticks = 14;
        let counts = SetKind::ALL.len() + 4;
        assert_eq!(FIELDS.len(), counts + ticks + 3);
        let fields: HashSet<FormField> = FIELDS.iter().map(|r| r.field).collect();
        let names: HashSet<&str> = FIELDS.iter().map(|r| r.name).collect();
        assert_eq!((fields.len(), names.len()), (FIELDS.len(), FIELDS.len()));
        for row in &FIELDS {
            assert_eq!(FormField::named(row.name), Some(row.field));
            assert_eq!(row.field.row().name, row.name);
            assert_eq!(
                row.slot.row().rank,
                row.rank,
                "{} shares a slot of its rank",
                row.name
            );
        }
    }

    #[test]
    fn each_count_and_tick_reads_back_what_it_writes() {
        for row in &FIELDS {
            let mut form = HandForm::default();
            match row.access {
                Access::Count { read, write } => {
                    write(&mut form, 3);
                    assert_eq!(read(&form), 3, "{}", row.name);
                }
                Access::Tick { read, write } => {
                    write(&mut form, true);
                    assert!(read(&form), "{}", row.name);
                    write(&mut form, false);
                    assert!(!read(&form), "{}", row.name);
                }
                Access::Choice => {}
            }
        }
    }

    #[test]
    fn tiles_decide_all_but_who_the_player_is_and_how_the_hand_ended() {
        let open: Vec<&str> = FIELDS
            .iter()
            .filter(|r| !r.tiles_decide)
            .map(|r| r.name)
            .collect();
        assert_eq!(
            open,
            [
                "mahjong",
                "fishing",
                "original-call",
                "winning-tile",
                "last-tile"
            ]
        );
    }
}
