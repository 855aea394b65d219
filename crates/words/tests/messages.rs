//! Every table message in words: the players by name, the right number and
//! plural, and what to change — with one player and with several.

use crate::common;

use common::hand;
use engine::checks::{BonusKind, Problem};
use engine::form::Violation;
use engine::setup::MatchSetup;
use engine::sheet::Match;
use engine::{PlayerId, Points, RuleSet, Wind};
use words::problem;

fn names() -> Vec<String> {
    ["Rod", "Bill", "Ben", "Jack"].map(String::from).to_vec()
}

fn said(found: Problem) -> String {
    problem(&found, &names())
}

/// The first problem the table finds with these forms, in words.
fn found(forms: &[&str]) -> String {
    let m = Match::new(
        MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]),
        RuleSet::bmja(),
    );
    let problems = m.first_table().unwrap().evaluate(&hand(forms)).problems;
    problem(&problems[0], &names())
}

const P: fn(usize) -> PlayerId = PlayerId;

#[test]
fn two_winners_both_declared_it_and_three_all_did() {
    assert_eq!(
        said(Problem::SeveralWinners(vec![P(0), P(2)])),
        "Only one player can go Mah-Jong, but Rod and Ben both declared it. Untick Declares Mah-Jong for all but the winner."
    );
    assert_eq!(
        said(Problem::SeveralWinners(vec![P(0), P(1), P(2)])),
        "Only one player can go Mah-Jong, but Rod, Bill and Ben all declared it. Untick Declares Mah-Jong for all but the winner."
    );
}

#[test]
fn one_player_with_two_dragon_pairs_beside_two_dragon_sets_has_room_for_one() {
    let message = found(&[
        "",
        "",
        "mahjong exposed-major-pung=2 dragon-sets=2",
        "dragon-pairs=2",
    ]);
    assert_eq!(
        message,
        "Jack holds 2 dragon pairs, but only 1 dragon is not in a set (Ben holds 2 dragon sets), so one player can hold at most 1 dragon pair. Change the pairs of dragons or the dragon sets."
    );
}

#[test]
fn several_players_with_too_many_dragon_pairs_between_them() {
    let message = found(&[
        "mahjong exposed-major-pung=2 dragon-sets=2",
        "dragon-pairs=1",
        "dragon-pairs=1",
        "dragon-pairs=1",
    ]);
    assert_eq!(
        message,
        "Bill, Ben and Jack hold 3 dragon pairs between them, but only 1 dragon is not in a set (Rod holds 2 dragon sets), and they make at most 2 pairs. Change the pairs of dragons or the dragon sets."
    );
    let none_left = said(Problem::TooManyDragonPairs {
        players: vec![P(3)],
        pairs: 1,
        room: 0,
        set_holders: vec![P(0), P(1)],
        sets: 3,
        over: Some((P(3), 1)),
    });
    assert_eq!(
        none_left,
        "Jack holds 1 dragon pair, but every dragon is in a set (Rod and Bill hold 3 dragon sets), so one player can hold no dragon pair. Change the pairs of dragons or the dragon sets."
    );
}

#[test]
fn dragon_sets_beyond_three() {
    assert_eq!(
        said(Problem::TooManyDragonSets {
            players: vec![P(0), P(1)],
            sets: 4
        }),
        "There are only three dragons, but Rod and Bill hold 4 dragon sets between them. Lower the dragon sets."
    );
}

#[test]
fn a_wind_held_too_often_names_whose_forms() {
    assert_eq!(
        said(Problem::TooManyOfWind {
            wind: Wind::East,
            players: vec![P(0), P(2)]
        }),
        "There are only four East tiles, too few for the East sets and pairs in Rod's and Ben's forms. Change one of them."
    );
    assert_eq!(
        said(Problem::TooManyOfWind {
            wind: Wind::South,
            players: vec![P(1)]
        }),
        "There are only four South tiles, too few for the South sets and pairs in Bill's form. Change one of them."
    );
}

#[test]
fn flowers_that_cannot_be_shared_out() {
    assert_eq!(
        said(Problem::BonusTilesClash {
            kind: BonusKind::Flowers,
            players: vec![P(0), P(1)]
        }),
        "Each flower numbered 1 to 4 is one tile, so the flowers in Rod's and Bill's forms cannot all be right (own flower is ticked exactly when it is held). Check the flower counts and the own-flower ticks."
    );
    assert_eq!(
        said(Problem::BonusTilesClash {
            kind: BonusKind::Seasons,
            players: vec![P(3)]
        }),
        "Each season numbered 1 to 4 is one tile, so the seasons in Jack's form cannot all be right (own season is ticked exactly when it is held). Check the season counts and the own-season ticks."
    );
}

#[test]
fn chows_counted_in_the_singular_and_plural() {
    assert_eq!(
        said(Problem::TooManyChows {
            player: P(1),
            sets: 2,
            needed: 3
        }),
        "Bill went out with 2 pungs and kongs, so the hand holds 2 chows; these rules allow at most 1 chow in a winning hand here. Score it anyway, or change Bill's sets."
    );
    assert_eq!(
        said(Problem::TooManyChows {
            player: P(1),
            sets: 3,
            needed: 4
        }),
        "Bill went out with 3 pungs and kongs, so the hand holds 1 chow; these rules allow no chows in a winning hand here. Score it anyway, or change Bill's sets."
    );
}

#[test]
fn the_two_player_minimum_counts_one_double() {
    assert_eq!(
        said(Problem::TwoPlayerMinimum {
            player: P(0),
            doubles: 1,
            points: Points(84),
            needed_doubles: 4,
            needed_points: Points(500)
        }),
        "In the two-player game going out needs 4 doubles or 500 points; Rod has 1 double and 84 points. Score it anyway, or change the form."
    );
}

#[test]
fn an_impossible_form_names_its_player_and_what_to_change() {
    assert_eq!(
        said(Problem::ImpossibleForm {
            player: P(2),
            violations: vec![Violation::TooManySets]
        }),
        "Ben's form cannot be right: more than four pungs and kongs are recorded. Change Ben's form."
    );
}
