//! A match with its sheet: recording, correcting, removing and changing the
//! house rules, each folding the match once.

use crate::common;

use common::{hand, win_for};
use engine::money::{PointsPerUnit, Tally};
use engine::setup::MatchSetup;
use engine::sheet::{Match, ScoredMatch};
use engine::{PlayerId, Points, RuleSet, RuleValues};

#[test]
fn house_rules_chosen_for_the_next_hand_go_with_it_and_corrections_keep_theirs() {
    let m = Match::new(MatchSetup::new(&["A", "B", "C", "D"]), RuleSet::bmja());
    let mut m = ScoredMatch::new(m).unwrap();
    m.record(win_for(4, 1), None).unwrap();
    let mut values = RuleValues::bmja();
    values.mah_jong = 10;
    m.change_rules(RuleSet::new(values).unwrap());
    assert_eq!(m.table_before(1).unwrap().rules.values().mah_jong, 10);
    assert_eq!(
        m.table_before(0).unwrap().rules.values().mah_jong,
        20,
        "a correction keeps its rules"
    );
    m.record(win_for(4, 2), None).unwrap();
    let sheet = m.sheet();
    assert!(m.game().next_rules.is_none());
    assert!(sheet.rows[1].rules_changed);
    assert_eq!(sheet.rows[1].limited(PlayerId(2)).unwrap().0, 16);
    let refused = m.record(hand(&["mahjong", "mahjong", "", ""]), Some(0));
    assert!(refused.is_err());
    assert_eq!(
        m.game().hands.len(),
        2,
        "a refused correction changes nothing"
    );
}

#[test]
fn new_house_rules_before_the_first_hand_are_the_match_rules() {
    let m = Match::new(MatchSetup::new(&["A", "B", "C", "D"]), RuleSet::bmja());
    let mut m = ScoredMatch::new(m).unwrap();
    let mut values = RuleValues::bmja();
    values.limit = 500;
    let rules = RuleSet::new(values).unwrap();
    assert_eq!(m.change_rules(rules.clone()), 1);
    assert_eq!((&m.game().rules, &m.game().next_rules), (&rules, &None));
    m.record(win_for(4, 1), None).unwrap();
    assert_eq!(m.change_rules(RuleSet::bmja()), 2);
    assert_eq!(m.game().next_rules, Some(RuleSet::bmja()));
    assert_eq!(m.game().rules, rules, "the hands played keep their rules");
}

#[test]
fn recording_a_hand_gives_the_sheet_the_whole_fold_gives() {
    let m = Match::new(MatchSetup::new(&["A", "B", "C", "D"]), RuleSet::bmja());
    let mut m = ScoredMatch::new(m).unwrap();
    for winner in [1, 2, 3, 0] {
        m.record(win_for(4, winner), None).unwrap();
        assert_eq!(m.sheet(), &m.game().fold().unwrap());
    }
}

#[test]
fn removing_a_hand_that_brought_new_rules_makes_them_the_next_hands_again() {
    let m = Match::new(MatchSetup::new(&["A", "B", "C", "D"]), RuleSet::bmja());
    let mut m = ScoredMatch::new(m).unwrap();
    m.record(win_for(4, 1), None).unwrap();
    let mut values = RuleValues::bmja();
    values.limit = 500;
    let rules = RuleSet::new(values).unwrap();
    m.change_rules(rules.clone());
    m.record(win_for(4, 2), None).unwrap();
    let removed = m.pop_hand().unwrap();
    assert_eq!(removed.new_rules, Some(rules.clone()));
    assert_eq!(m.game().hands.len(), 1);
    assert_eq!(m.game().next_rules, Some(rules.clone()));
    assert_eq!(m.next_table().rules, rules);
}

#[test]
fn standings_give_each_players_net_result_hands_won_and_biggest_hand_won() {
    // Seed 000 §3.8–3.9 at 1,000 points to the pound, then Ben wins a hand.
    let mut setup = MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]);
    setup.tally = Tally::Money {
        ratio: PointsPerUnit::Thousand,
        symbol: "£".into(),
    };
    let mut m = Match::new(setup, RuleSet::bmja());
    m.hands.push(hand(&[
        "exposed-minor-pung=2 concealed-major-pung=1 dragon-sets=1 flowers=1 own-flower seasons=1",
        "mahjong concealed-major-pung=1 exposed-major-pung=1 exposed-minor-kong=1 dragon-sets=1 own-wind-pair",
        "fishing seasons=1 own-season fishing-for=Knitting",
        "concealed-major-pung=2 concealed-major-kong=1 dragon-sets=1 own-wind-set prevailing-wind-set seasons=1",
    ]));
    m.hands.push(win_for(4, 2));
    let sheet = m.fold().unwrap();
    let standings = sheet.standings();
    let first_hand = [-1096, 336, -36, 796];
    for (s, first) in standings.iter().zip(first_hand) {
        let paid_second: i64 = sheet.rows[1]
            .payments
            .iter()
            .map(|p| match (p.to == s.player, p.from == s.player) {
                (true, _) => p.amount.0,
                (_, true) => -p.amount.0,
                _ => 0,
            })
            .sum();
        assert_eq!(s.net_points.0, first + paid_second, "{:?}", s.player);
        assert_eq!(
            s.net,
            sheet.balances[s.player] - sheet.start,
            "money from the same sheet"
        );
    }
    assert_eq!(
        standings[0].net_points.0,
        -1096 - 26,
        "Bill is East in hand 2, not Rod"
    );
    let won: Vec<usize> = standings.iter().map(|s| s.hands_won).collect();
    assert_eq!(won, [0, 1, 1, 0]);
    assert_eq!(standings[1].biggest, Some((Points(84), 1)));
    assert_eq!(
        standings[3].biggest, None,
        "Jack's 416 in a hand Bill won is no hand won"
    );
    assert_eq!(
        standings[2].biggest,
        Some((Points(26), 2)),
        "Ben's hand won, not his 208 fishing"
    );
}
