//! The second phase of checks, across the whole table (docs/rules.md §6).

use crate::common;

use common::hand;
use engine::checks::{BonusKind, Problem, Severity};
use engine::setup::MatchSetup;
use engine::sheet::Match;
use engine::{PlayerId, RuleSet, RuleValues, Wind};
use words::problem;

fn problems(forms: &[&str]) -> Vec<Problem> {
    let names: Vec<&str> = ["Rod", "Bill", "Ben", "Jack", "Sue"][..forms.len()].to_vec();
    let m = Match::new(MatchSetup::new(&names), RuleSet::bmja());
    m.first_table().unwrap().evaluate(&hand(forms)).problems
}

/// The problems that refuse the hand (winners here often have chows).
fn refusals(forms: &[&str]) -> Vec<Problem> {
    problems(forms)
        .into_iter()
        .filter(|p| p.severity() == Severity::Refuse)
        .collect()
}

fn names() -> Vec<String> {
    ["Rod", "Bill", "Ben", "Jack"].map(String::from).to_vec()
}

#[test]
fn two_winners_are_refused_by_name() {
    let found = problems(&["mahjong", "", "mahjong", ""]);
    assert_eq!(
        found,
        [Problem::SeveralWinners(vec![PlayerId(0), PlayerId(2)])]
    );
    assert_eq!(
        problem(&found[0], &names()),
        "Only one player can go Mah-Jong, but Rod and Ben both declared it. Untick Declares Mah-Jong for all but the winner."
    );
}

#[test]
fn two_players_with_two_dragon_sets_each_is_more_dragons_than_exist() {
    let found = problems(&[
        "mahjong exposed-major-pung=2 dragon-sets=2",
        "exposed-major-pung=2 dragon-sets=2",
        "",
        "",
    ]);
    assert_eq!(found[0].severity(), Severity::Refuse);
    assert!(
        matches!(&found[0], Problem::TooManyDragonSets { sets: 4, .. }),
        "{found:?}"
    );
}

#[test]
fn dragon_pairs_must_fit_the_dragons_left_over() {
    // Two dragon sets leave one dragon: two pairs at most, one per player.
    let found = refusals(&[
        "mahjong exposed-major-pung=2 dragon-sets=2",
        "dragon-pairs=1",
        "dragon-pairs=1",
        "dragon-pairs=1",
    ]);
    assert!(
        matches!(
            &found[0],
            Problem::TooManyDragonPairs {
                pairs: 3,
                room: 2,
                ..
            }
        ),
        "{found:?}"
    );
    let fine = refusals(&[
        "mahjong exposed-major-pung=2 dragon-sets=2",
        "dragon-pairs=1",
        "dragon-pairs=1",
        "",
    ]);
    assert!(fine.is_empty(), "{fine:?}");
    let one_player_two_pairs = refusals(&[
        "mahjong exposed-major-pung=2 dragon-sets=2",
        "dragon-pairs=2",
        "",
        "",
    ]);
    assert!(matches!(
        &one_player_two_pairs[0],
        Problem::TooManyDragonPairs { .. }
    ));
}

#[test]
fn the_prevailing_wind_can_be_one_players_set_only() {
    // Rod is East in an East round; Ben holds a set of the prevailing East too.
    let found = refusals(&[
        "mahjong exposed-major-pung=1 own-wind-set prevailing-wind-set",
        "",
        "exposed-major-pung=1 prevailing-wind-set",
        "",
    ]);
    assert_eq!(
        found,
        [Problem::TooManyOfWind {
            wind: Wind::East,
            players: vec![PlayerId(0), PlayerId(2)]
        }]
    );
    assert!(problem(&found[0], &names()).contains("Rod's and Ben's forms"));
}

#[test]
fn three_pairs_of_one_wind_or_a_set_and_a_pair_are_refused() {
    let three_pairs = refusals(&[
        "mahjong prevailing-wind-pair own-wind-pair",
        "prevailing-wind-pair",
        "prevailing-wind-pair",
        "",
    ]);
    assert!(matches!(
        &three_pairs[0],
        Problem::TooManyOfWind {
            wind: Wind::East,
            ..
        }
    ));
    let set_and_pair = refusals(&[
        "mahjong",
        "exposed-major-pung=1 prevailing-wind-set",
        "prevailing-wind-pair",
        "",
    ]);
    assert!(matches!(
        &set_and_pair[0],
        Problem::TooManyOfWind {
            wind: Wind::East,
            ..
        }
    ));
    let two_pairs = refusals(&[
        "mahjong",
        "prevailing-wind-pair",
        "prevailing-wind-pair",
        "",
    ]);
    assert!(two_pairs.is_empty(), "{two_pairs:?}");
}

#[test]
fn east_with_three_flowers_none_his_own_leaves_south_no_own_flower() {
    // docs/rules.md §6.4's example: East holds 2, 3, 4 so South cannot hold flower 2.
    let found = refusals(&["mahjong flowers=3", "flowers=1 own-flower", "", ""]);
    assert!(
        matches!(
            &found[0],
            Problem::BonusTilesClash {
                kind: BonusKind::Flowers,
                ..
            }
        ),
        "{found:?}"
    );
    let fine = refusals(&["mahjong flowers=2", "flowers=1 own-flower", "", ""]);
    assert!(fine.is_empty(), "{fine:?}");
    let five = refusals(&[
        "mahjong seasons=3 own-season",
        "seasons=2 own-season",
        "",
        "",
    ]);
    assert!(matches!(
        &five[0],
        Problem::BonusTilesClash {
            kind: BonusKind::Seasons,
            ..
        }
    ));
}

#[test]
fn more_than_one_chow_is_a_warning_the_table_can_override() {
    let found = problems(&["mahjong exposed-minor-pung=2", "", "", ""]);
    assert_eq!(
        found,
        [Problem::TooManyChows {
            player: PlayerId(0),
            sets: 2,
            needed: 3
        }]
    );
    assert_eq!(found[0].severity(), Severity::Warn);
    let mut values = RuleValues::bmja();
    values.warn_chows = false;
    let m = Match::new(
        MatchSetup::new(&["A", "B", "C", "D"]),
        RuleSet::new(values).unwrap(),
    );
    let quiet = m
        .first_table()
        .unwrap()
        .evaluate(&hand(&["mahjong", "", "", ""]))
        .problems;
    assert!(quiet.is_empty());
}

#[test]
fn a_goulash_allows_no_chows_at_all() {
    let m = Match::new(MatchSetup::new(&["A", "B", "C", "D"]), RuleSet::bmja());
    let mut record = hand(&["mahjong exposed-minor-pung=3", "", "", ""]);
    record.goulash = true;
    let found = m.first_table().unwrap().evaluate(&record).problems;
    assert!(matches!(&found[0], Problem::TooManyChows { needed: 4, .. }));
}

#[test]
fn nobody_going_out_is_a_draw() {
    assert_eq!(problems(&["", "", "", ""]), [Problem::NoWinner]);
    assert_eq!(Problem::NoWinner.severity(), Severity::Draw);
}

#[test]
fn refusals_come_before_warnings() {
    let found = problems(&["mahjong", "mahjong", "", ""]);
    assert!(found.windows(2).all(|w| w[0].severity() <= w[1].severity()));
}
