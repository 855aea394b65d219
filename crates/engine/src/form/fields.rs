//! The form's fields in one table (docs/rules.md §3): for each, the words
//! the form shows, its name (element ids, the golden files' word), its rank
//! in the order that decides which field yields to which change, and whether
//! laid-out tiles decide it. How each is read and written is in `access.rs`.

use super::{Change, CountField, SetKind, TickField};

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

/// One row of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// Tiles laid out decide it: all but who the player is and how the hand
    /// ended (docs/rules.md §12.2).
    pub tiles_decide: bool,
}

const fn row(
    field: FormField,
    words: &'static str,
    name: &'static str,
    rank: u8,
    tiles_decide: bool,
) -> FieldRow {
    FieldRow {
        field,
        words,
        name,
        rank,
        slot: field,
        tiles_decide,
    }
}

const fn sharing(slot: FormField, row: FieldRow) -> FieldRow {
    FieldRow { slot, ..row }
}

use FormField::{Count as C, Tick as T};

impl FormField {
    /// Every field, in the form's order.
    pub const ALL: [FormField; 29] = {
        use CountField::*;
        use TickField::*;
        let [pme, pmc, pje, pjc, kme, kmc, kje, kjc] = SetKind::ALL;
        [
            T(DeclaresMahJong),
            T(Fishing),
            T(OriginalCall),
            C(Set(pme)),
            C(Set(pmc)),
            C(Set(pje)),
            C(Set(pjc)),
            C(Set(kme)),
            C(Set(kmc)),
            C(Set(kje)),
            C(Set(kjc)),
            C(DragonSets),
            T(OwnWindSet),
            T(PrevailingWindSet),
            C(DragonPairs),
            T(OwnWindPair),
            T(PrevailingWindPair),
            C(Flowers),
            T(OwnFlower),
            C(Seasons),
            T(OwnSeason),
            FormField::WinningTile,
            T(LastTile),
            T(OneSuitWithHonours),
            T(AllMajorsWithHonours),
            T(Purity),
            T(AllConcealed),
            FormField::SpecialHand,
            FormField::FishingFor,
        ]
    };

    /// The field's row of the table.
    pub const fn row(self) -> FieldRow {
        use CountField::*;
        use TickField::*;
        let f = self;
        match self {
            T(DeclaresMahJong) => row(f, "Declares Mah-Jong", "mahjong", 9, false),
            T(Fishing) => sharing(T(DeclaresMahJong), row(f, "Fishing", "fishing", 9, false)),
            T(OriginalCall) => row(f, "Original call", "original-call", 3, false),
            C(Set(kind)) => row(f, kind.label(), kind.name(), 8, true),
            C(DragonSets) => row(f, "Dragon sets", "dragon-sets", 6, true),
            T(OwnWindSet) => row(f, "Pung/Kong of own wind", "own-wind-set", 7, true),
            T(PrevailingWindSet) => row(
                f,
                "Pung/Kong of prevailing wind",
                "prevailing-wind-set",
                7,
                true,
            ),
            C(DragonPairs) => row(f, "Pairs of dragons", "dragon-pairs", 5, true),
            T(OwnWindPair) => sharing(
                T(OwnWindSet),
                row(f, "Pair of own wind", "own-wind-pair", 7, true),
            ),
            T(PrevailingWindPair) => sharing(
                T(PrevailingWindSet),
                row(
                    f,
                    "Pair of prevailing wind",
                    "prevailing-wind-pair",
                    7,
                    true,
                ),
            ),
            C(Flowers) => row(f, "Flowers", "flowers", 4, true),
            T(OwnFlower) => row(f, "Own flower", "own-flower", 3, true),
            C(Seasons) => row(f, "Seasons", "seasons", 4, true),
            T(OwnSeason) => row(f, "Own season", "own-season", 3, true),
            FormField::WinningTile => row(f, "Winning tile", "winning-tile", 2, false),
            T(LastTile) => row(f, "Last tile", "last-tile", 1, false),
            T(OneSuitWithHonours) => row(f, "All one suit with honours", "one-suit", 1, true),
            T(AllMajorsWithHonours) => row(f, "All majors with honours", "all-majors", 1, true),
            T(Purity) => sharing(FormField::SpecialHand, row(f, "Purity", "purity", 2, true)),
            T(AllConcealed) => row(f, "All concealed", "all-concealed", 1, true),
            FormField::SpecialHand => row(f, "Special hand", "special-hand", 2, true),
            FormField::FishingFor => row(f, "Fishing for", "fishing-for", 1, true),
        }
    }

    /// Every field's row, in the form's order.
    pub fn rows() -> impl Iterator<Item = FieldRow> {
        FormField::ALL.into_iter().map(FormField::row)
    }

    /// The field a golden file or element id names.
    pub fn named(name: &str) -> Option<FormField> {
        FormField::rows().find(|r| r.name == name).map(|r| r.field)
    }
}

impl Change {
    /// The field the change is to.
    pub fn field(self) -> FormField {
        match self {
            Change::Count(field, _) => FormField::Count(field),
            Change::Tick(field, _) => FormField::Tick(field),
            Change::WinningTile(_) => FormField::WinningTile,
            Change::SpecialHand(_) => FormField::SpecialHand,
            Change::FishingFor(_) => FormField::FishingFor,
        }
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
        let all = FormField::ALL.len();
        assert_eq!(all, counts + ticks + 3);
        let fields: HashSet<FormField> = FormField::rows().map(|r| r.field).collect();
        let names: HashSet<&str> = FormField::rows().map(|r| r.name).collect();
        assert_eq!((fields.len(), names.len()), (all, all));
        for row in FormField::rows() {
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
    fn the_sets_rows_name_each_kind() {
        let names: Vec<&str> = SetKind::ALL
            .into_iter()
            .map(|k| FormField::Count(CountField::Set(k)).row().name)
            .collect();
        for (i, kind) in SetKind::ALL.into_iter().enumerate() {
            assert_eq!(kind.index(), i, "{}", kind.name());
        }
        assert_eq!(names[0], "exposed-minor-pung");
        assert_eq!(names[7], "concealed-major-kong");
        let words = FormField::Count(CountField::Set(SetKind::ALL[2]))
            .row()
            .words;
        assert_eq!(words, "Pung (1, 9, winds, dragons) exposed");
    }

    #[test]
    fn tiles_decide_all_but_who_the_player_is_and_how_the_hand_ended() {
        let open: Vec<&str> = FormField::rows()
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
