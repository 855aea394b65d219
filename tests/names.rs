//! Shortened names stay told apart, checked on many made-up tables of
//! names that share long beginnings.

use mahjong_scorer::words::short_names;
use proptest::prelude::*;
use std::collections::BTreeSet;

/// Two to five different names from a few letters, so that many share
/// their beginnings, some of them whole names inside others.
fn tables() -> impl Strategy<Value = Vec<String>> {
    let name = "(Chris|Christopher|Anna|Ann)( (An|And|Anderson|Andrews)){0,3}[a-c ]{0,8}";
    proptest::collection::btree_set(name, 2..=5)
        .prop_map(|names: BTreeSet<String>| names.into_iter().collect())
}

proptest! {
    #[test]
    fn short_names_fit_their_room_and_stay_apart(names in tables(), room in 0usize..30) {
        let short = short_names(&names, room);
        prop_assert_eq!(short.len(), names.len());
        let apart: BTreeSet<&String> = short.iter().collect();
        prop_assert_eq!(apart.len(), names.len(), "{:?} in {} gave {:?}", names, room, short);
        for (full, cut) in names.iter().zip(&short) {
            let fits = full.chars().count() <= room.max(5);
            if fits {
                prop_assert_eq!(cut, full);
            } else {
                prop_assert!(cut == full || cut.chars().count() <= room.max(5), "{} became {}", full, cut);
            }
            // No shortened name reads as another player's whole name.
            prop_assert!(cut == full || !names.contains(cut));
        }
    }
}

#[test]
fn a_name_that_begins_another_keeps_its_end() {
    let names = ["Christopher Anderson", "Christopher Anderson Jr"].map(String::from);
    assert_eq!(short_names(&names, 12), ["Christop…son", "Christop… Jr"]);
}

#[test]
fn a_long_difference_is_cut_too() {
    let names = [
        "Alexander the Great of Macedonia and Persia",
        "Alexander the Great of Persia",
    ]
    .map(String::from);
    assert_eq!(short_names(&names, 12), ["Ale…Macedon…", "Alexa…Persia"]);
}
