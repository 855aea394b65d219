//! A club's own hands read from tiles and scored as listed hands of their
//! values are (docs/rules.md §15), with SPEC §15's eight examples.

use super::OwnHand;
use crate::form::{HandContext, Role, WinningTile};
use crate::rules::{OwnHandFault, RuleName, RuleSet, RuleValues, SpecialValue, Wrong};
use crate::score::score_hand;
use crate::tiles::{read_player, Situation, TileHand, KINDS};
use crate::{Points, SpecialHand};

fn hand(
    name: &str,
    shape: &str,
    value: (i64, Option<i64>),
    exposed: Option<(i64, Option<i64>)>,
) -> OwnHand {
    let values = |(winner, fishing)| SpecialValue { winner, fishing };
    OwnHand {
        name: name.into(),
        shape: shape.into(),
        value: values(value),
        exposed: exposed.map(values),
    }
}

/// SPEC §15's eight examples, as a club would keep them.
pub(crate) fn club_hands() -> Vec<OwnHand> {
    vec![
        hand(
            "Heavenly Twins",
            "7 pairs in suit A",
            (1000, Some(400)),
            None,
        ),
        hand(
            "Windfall",
            "single of each wind, 5 pairs in suit A",
            (1000, Some(400)),
            None,
        ),
        hand(
            "Dragon's Run",
            "run 1-9 in suit A, single of each dragon, pair of wind",
            (1500, Some(600)),
            None,
        ),
        hand(
            "Greta's Garden",
            "run 1-7 in suit A, single of each wind, single of each dragon",
            (1000, Some(400)),
            None,
        ),
        hand(
            "Yin Yang",
            "11 234 55 in suit A, 55 678 99 in suit B",
            (1000, Some(400)),
            None,
        ),
        hand(
            "Windy Ones",
            "pung of 1 in each suit, single of each wind, single of wind",
            (1000, Some(400)),
            Some((500, Some(200))),
        ),
        hand(
            "Chinese Odds",
            "4 pungs of odd in suit A, pair of odd in suit A",
            (500, Some(200)),
            Some((500, Some(200))),
        ),
        hand(
            "Little Robert",
            "chow in each suit, pung in any suit, pair in any suit",
            (500, Some(200)),
            None,
        ),
    ]
}

fn club() -> RuleSet {
    let mut values = RuleValues::bmja();
    values.limit = 2000;
    values.own_hands = club_hands();
    RuleSet::new(values).unwrap()
}

fn scored(tiles: &str, role: Role, rules: &RuleSet) -> (Option<SpecialHand>, Points) {
    let tiles: TileHand = tiles.parse().unwrap();
    let situation = Situation {
        role,
        winning_tile: WinningTile::Wall,
        ..Situation::default()
    };
    let ctx = HandContext::default();
    let read = read_player(&tiles, &situation, &ctx, rules, &[0; KINDS]);
    assert_eq!(read.problem, None, "{tiles}");
    let special = read.form.special_hand.or(read.form.fishing_for);
    (special, score_hand(&read.form, &ctx, rules).limited())
}

#[test]
fn each_example_is_read_from_its_tiles_and_scores_its_value() {
    let rules = club();
    let won = [
        ("?11223355667799b", 1000),
        ("?1133557799cESWN", 1000),
        ("?123456789dRGWhNN", 1500),
        ("?1234567bESWNRGWh", 1000),
        ("?1123455b5567899c", 1000),
        ("?111b111c111dESWNN", 1000),
        ("?234b567c789d555b99c", 500),
    ];
    for (tiles, value) in won {
        let (special, points) = scored(tiles, Role::MahJong, &rules);
        assert!(
            matches!(special, Some(SpecialHand::Own(..))),
            "{tiles}: {special:?}"
        );
        assert_eq!(points, Points(value), "{tiles}");
    }
}

#[test]
fn a_hand_that_is_also_four_sets_and_a_pair_scores_whichever_is_worth_more() {
    let (special, points) = scored("?11133355577799d", Role::MahJong, &club());
    assert_eq!(
        special,
        Some(SpecialHand::BuriedTreasure),
        "concealed, it is worth more"
    );
    assert_eq!(points, Points(1000));
    let (special, points) = scored("+111d ?33355577799d", Role::MahJong, &club());
    assert_eq!(
        special.map(|h| h.to_string()),
        Some("Chinese Odds (exposed)".into())
    );
    assert_eq!(points, Points(500));
    let mut values = club().values().clone();
    values.own_hands[6].exposed = Some(SpecialValue {
        winner: 10,
        fishing: None,
    });
    let cheap = RuleSet::new(values).unwrap();
    let (special, points) = scored("+111d ?33355577799d", Role::MahJong, &cheap);
    assert_eq!(
        special,
        Some(SpecialHand::Purity),
        "the sets as Purity are worth more"
    );
    assert!(points > Points(10));
}

#[test]
fn a_set_exposed_scores_the_exposed_value_or_nothing_when_concealed_only() {
    let rules = club();
    let (special, points) = scored("+111b ?111c111dESWNN", Role::MahJong, &rules);
    assert_eq!(
        special.map(|h| h.to_string()),
        Some("Windy Ones (exposed)".into())
    );
    assert_eq!(points, Points(500));
    let (special, _) = scored("+234b ?567c789d555b99c", Role::MahJong, &rules);
    assert_eq!(special, None, "Little Robert is concealed only");
}

#[test]
fn a_fishing_player_scores_the_fishing_value_of_the_hand_waited_on() {
    let rules = club();
    let (special, points) = scored("?123456789dRGWhN", Role::Fishing, &rules);
    assert_eq!(special.map(|h| h.to_string()), Some("Dragon's Run".into()));
    assert_eq!(points, Points(600));
    let (_, points) = scored("+111b ?111c111dESWN", Role::Fishing, &rules);
    assert_eq!(points, Points(200), "Windy Ones exposed, fishing");
}

#[test]
fn names_of_listed_hands_and_each_other_and_bad_shapes_are_refused() {
    let mut values = RuleValues::bmja();
    values.own_hands = vec![
        hand("Knitting", "7 pairs in suit A", (500, None), None),
        hand("Twins", "7 pairs in suit A", (500, None), None),
        hand("twins ", "7 pairs in suit A", (500, None), None),
        hand("Odd", "6 pairs in suit A", (500, None), None),
    ];
    let errors = RuleSet::new(values).unwrap_err().0;
    let faults: Vec<(RuleName, Wrong)> = errors.iter().map(|p| (p.rule, p.wrong)).collect();
    assert_eq!(
        faults,
        [
            (
                RuleName::OwnHand(0),
                Wrong::OwnHand(OwnHandFault::NameTaken)
            ),
            (
                RuleName::OwnHand(2),
                Wrong::OwnHand(OwnHandFault::NameTaken)
            ),
            (
                RuleName::OwnHand(3),
                Wrong::OwnHand(OwnHandFault::Shape(super::ShapeProblem::TileCount(12)))
            ),
        ]
    );
}

#[test]
fn own_hands_change_the_rules_check_and_travel_as_json() {
    let rules = club();
    assert_ne!(rules.values().check(), RuleValues::bmja().check());
    let json = serde_json::to_string(&rules).unwrap();
    let back: RuleSet = serde_json::from_str(&json).unwrap();
    assert_eq!(back, rules);
    let bmja = serde_json::to_string(&RuleSet::bmja()).unwrap();
    assert!(
        !bmja.contains("own_hands"),
        "BMJA's rules are written as before"
    );
    let bad = json.replace("7 pairs in suit A", "7 pairz in suit A");
    assert!(serde_json::from_str::<RuleSet>(&bad).is_err());
}
