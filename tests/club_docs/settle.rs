//! The rule that settles versions of one match written apart: no hand is
//! lost, the order they come in does not matter.

use super::{game, hands, time};
use mahjong_scorer::engine::sheet::{HandRecord, ScoredMatch};
use mahjong_scorer::storage::club::{copy_name, settle, DeviceId, MatchDoc, COPY_MARK};
use mahjong_scorer::storage::library::MAX_MATCH_NAME;
use proptest::prelude::*;

/// One version of a match: its hands, when it was changed, by which of
/// three devices, its name, whether binned, and its starting points.
type Version = (Vec<(usize, u8, bool)>, String, u128, String, bool, i64);

fn version_doc((hands, updated, by, name, binned, points): &Version) -> MatchDoc {
    MatchDoc {
        owner: DeviceId::from_random(1),
        local: 4,
        by: DeviceId::from_random(*by),
        name: name.clone(),
        created: "2026-11-20T10:00:00Z".into(),
        updated: updated.clone(),
        binned: binned.then(|| updated.clone()),
        game: ScoredMatch::new(game(*points, hands)).unwrap(),
    }
}

/// Versions of one match grown from one trunk: each a cut of it and a
/// tail of its own. Few times and devices, so that versions often tie.
fn versions() -> impl Strategy<Value = Vec<Version>> {
    let times = ["2026-11-21T10:00:00Z", "2026-11-22T10:00:00Z"];
    let one = (
        0usize..6,
        hands(),
        prop::sample::select(times.map(String::from).to_vec()),
        0u128..2,
        "[AB]",
        any::<bool>(),
        prop_oneof![4 => Just(2000i64), 1 => Just(1000)],
    );
    (hands(), prop::collection::vec(one, 1..5)).prop_map(|(trunk, cuts)| {
        let grown = cuts
            .into_iter()
            .map(|(cut, tail, updated, by, name, binned, points)| {
                let mut hands = trunk[..cut.min(trunk.len())].to_vec();
                hands.extend(tail.into_iter().take(2));
                (hands, updated, by, name, binned, points)
            });
        grown.collect()
    })
}

fn hands_of(doc: &MatchDoc) -> &[HandRecord] {
    &doc.game.game().hands
}

proptest! {
    #[test]
    fn settling_never_loses_a_hand(versions in versions()) {
        let docs: Vec<MatchDoc> = versions.iter().map(version_doc).collect();
        let settled = settle(docs[0].clone(), docs[1..].to_vec());
        let kept: Vec<&MatchDoc> = std::iter::once(&settled.keep).chain(&settled.copies).collect();
        for doc in &docs {
            let home = kept.iter().find(|k| hands_of(k).starts_with(hands_of(doc))
                && k.game.game().setup == doc.game.game().setup);
            prop_assert!(home.is_some(), "a version's hands were lost");
        }
        prop_assert_eq!(1 + settled.copies.len() + settled.dropped.len(), docs.len());
        let most = docs.iter().map(MatchDoc::hands).max().unwrap();
        prop_assert_eq!(settled.keep.hands(), most);
        prop_assert!(settled.copies.iter().all(|c| c.name.ends_with(COPY_MARK)));
    }

    #[test]
    fn settling_does_not_depend_on_the_order_the_versions_come_in(
        (versions, shuffled) in versions().prop_flat_map(|v| (Just(v.clone()), Just(v).prop_shuffle())),
    ) {
        let docs: Vec<MatchDoc> = versions.iter().map(version_doc).collect();
        let others: Vec<MatchDoc> = shuffled.iter().map(version_doc).collect();
        let a = settle(docs[0].clone(), docs[1..].to_vec());
        let b = settle(others[0].clone(), others[1..].to_vec());
        prop_assert_eq!(a, b);
    }

    #[test]
    fn a_version_that_is_the_start_of_another_is_dropped_for_it(
        (hands, cut) in hands().prop_flat_map(|h| { let n = h.len(); (Just(h), 0..=n) }),
        (early, late) in (time(), time()),
    ) {
        let long = version_doc(&(hands.clone(), early, 0, "A".into(), false, 2000));
        let short = version_doc(&(hands[..cut].to_vec(), late, 1, "A".into(), false, 2000));
        let settled = settle(short.clone(), vec![long.clone()]);
        prop_assert_eq!(hands_of(&settled.keep), hands_of(&long));
        prop_assert!(settled.copies.is_empty());
        prop_assert_eq!(settled.dropped.len(), 1);
    }

    #[test]
    fn versions_that_part_ways_keep_one_copy(
        trunk in hands(), (mine, theirs) in (0u8..=4, 0u8..=4), extra in any::<bool>(),
    ) {
        prop_assume!(mine != theirs);
        let mut a = trunk.clone();
        a.push((0, mine, false));
        let mut b = trunk;
        b.push((0, theirs, false));
        if extra { b.push((1, 1, false)); }
        let a = version_doc(&(a, "2026-11-21T10:00:00Z".into(), 0, "A".into(), false, 2000));
        let b = version_doc(&(b, "2026-11-20T10:00:00Z".into(), 1, "A".into(), false, 2000));
        let settled = settle(a.clone(), vec![b.clone()]);
        prop_assert_eq!(settled.copies.len(), 1);
        prop_assert!(settled.dropped.is_empty());
        let (kept, copied) = if extra { (&b, &a) } else { (&a, &b) };
        prop_assert_eq!(hands_of(&settled.keep), hands_of(kept));
        prop_assert_eq!(hands_of(&settled.copies[0]), hands_of(copied));
        prop_assert_eq!(&settled.copies[0].name, &copy_name("A"));
    }

    #[test]
    fn the_later_change_decides_the_bin_and_the_name(
        hands in hands(), (one, two) in (time(), time()), binned in any::<bool>(),
    ) {
        prop_assume!(one != two);
        let a = version_doc(&(hands.clone(), one.clone(), 0, "A".into(), binned, 2000));
        let b = version_doc(&(hands, two.clone(), 1, "B".into(), !binned, 2000));
        let later = if one > two { &a } else { &b };
        let settled = settle(a.clone(), vec![b.clone()]);
        prop_assert_eq!(&settled.keep.binned, &later.binned);
        prop_assert_eq!(&settled.keep.name, &later.name);
        prop_assert!(settled.copies.is_empty());
    }
}

#[test]
fn the_same_hands_under_other_points_are_kept_as_a_copy() {
    let hands = vec![(1, 3, false)];
    let a = version_doc(&(
        hands.clone(),
        "2026-11-20T10:00:00Z".into(),
        0,
        "A".into(),
        false,
        2000,
    ));
    let b = version_doc(&(
        hands,
        "2026-11-21T10:00:00Z".into(),
        1,
        "A".into(),
        false,
        1000,
    ));
    let settled = settle(a.clone(), vec![b.clone()]);
    assert_eq!(
        settled.keep.game, b.game,
        "the later change is kept in place"
    );
    assert_eq!(settled.copies.len(), 1);
    assert_eq!(settled.copies[0].game, a.game);
}

#[test]
fn a_copys_name_fits() {
    assert_eq!(copy_name("Tuesday"), "Tuesday (conflicting copy)");
    let long = "x".repeat(MAX_MATCH_NAME);
    assert_eq!(copy_name(&long).chars().count(), MAX_MATCH_NAME);
    assert!(copy_name(&long).ends_with(COPY_MARK));
    assert_eq!(copy_name(&copy_name("Tuesday")), copy_name("Tuesday"));
}
