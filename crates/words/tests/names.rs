//! Shortened names stay told apart, checked on many made-up tables of
//! names that share long beginnings; and one rule says whether two names
//! are one player, at set-up, at a club night and across the season.

use engine::night::{NightEntry, NightProblem};
use engine::season::NameLinks;
use engine::setup::{MatchSetup, SetupProblem};
use engine::RuleSet;
use proptest::prelude::*;
use std::collections::BTreeSet;
use words::short_names;

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

#[test]
fn two_spacings_of_one_name_are_refused_at_set_up_as_one_player() {
    let setup = MatchSetup::new(&["Bill Smith", "Rod", "Bill  Smith", "Ben"]);
    let same = SetupProblem::DuplicateName(1, 3, "Bill  Smith".into());
    assert_eq!(setup.problems(), [same]);
    assert!(MatchSetup::new(&["Bill Smith", "Bill Smyth"])
        .problems()
        .is_empty());
}

#[test]
fn two_spacings_of_one_name_are_refused_at_a_night_as_one_player() {
    let others: String = (1..=8).map(|n| format!("P{n}\n")).collect();
    let entry = NightEntry {
        players: format!("Bill Smith\n{others}BILL  SMITH\n"),
        ..NightEntry::default()
    };
    let same = NightProblem::DuplicateName("BILL  SMITH".into());
    assert_eq!(entry.problems(), std::slice::from_ref(&same));
    let drawn = entry.draw_up(("BMJA", &RuleSet::bmja()), 1, "now");
    assert_eq!(drawn.err(), Some(vec![same]));
}

#[test]
fn the_season_counts_as_one_player_the_names_set_up_and_nights_refuse() {
    let players = NameLinks::default().players();
    assert!(players.same("Bill Smith", "BILL  SMITH"));
    assert!(!players.same("Bill Smith", "Bill Smyth"));
}

#[test]
fn a_match_kept_with_two_spacings_of_one_name_still_opens_but_a_new_one_is_refused() {
    use engine::presets::Presets;
    use engine::sheet::{Match, MatchError, ScoredMatch};
    use session::Session;
    use storage::export::{export, read_import};
    use storage::library::summarize;
    use storage::MemoryStore;
    // Kept before the name rule took spaces aside: it reads, folds and
    // imports as it did.
    let setup = MatchSetup::new(&["Bill Smith", "Rod", "Bill  Smith", "Ben"]);
    let kept = ScoredMatch::new(Match::new(setup.clone(), RuleSet::bmja())).unwrap();
    let summary = summarize(1, "Tuesday", "2026-11-20", "2026-11-20", &kept);
    let text = export(&[(summary, kept)], &[], &Presets::default(), "now");
    let file = read_import(&text).unwrap();
    assert_eq!(file.matches[0].game.setup.names[2], "Bill  Smith");
    // A new match with them is refused, naming the second spelling.
    let mut s = Session::open(MemoryStore::default(), true, "test", || "now".into());
    let same = SetupProblem::DuplicateName(1, 3, "Bill  Smith".into());
    let started = s.start_match("Friday", setup, RuleSet::bmja());
    assert_eq!(started, Err(MatchError::Setup(vec![same])));
}
