//! The worked games of the source documents, folded by the engine.

use crate::common;

use common::{hand, win_for};
use engine::checks::Problem;
use engine::money::{PointsPerUnit, Tally};
use engine::setup::MatchSetup;
use engine::sheet::{HandRecord, Match, MatchError, Outcome};
use engine::{PlayerId, RuleSet, RuleValues, Wind};
use words::instructions;

/// Seed 000 §3.8: Rod (East), Bill (South, out), Ben (West, fishing), Jack (North).
fn rod_bill_ben_jack() -> HandRecord {
    hand(&[
        "exposed-minor-pung=2 concealed-major-pung=1 dragon-sets=1 flowers=1 own-flower seasons=1",
        "mahjong concealed-major-pung=1 exposed-major-pung=1 exposed-minor-kong=1 dragon-sets=1 own-wind-pair",
        "fishing seasons=1 own-season fishing-for=Knitting",
        "concealed-major-pung=2 concealed-major-kong=1 dragon-sets=1 own-wind-set prevailing-wind-set seasons=1",
    ])
}

fn money_match(ratio: PointsPerUnit) -> Match {
    let mut setup = MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]);
    setup.starting_points = 4000;
    setup.tally = Tally::Money {
        ratio,
        symbol: "£".into(),
    };
    let mut m = Match::new(setup, RuleSet::bmja());
    m.hands.push(rod_bill_ben_jack());
    m
}

#[test]
fn bill_goes_out_with_84_and_receives_336_at_one_pound_a_point() {
    let m = money_match(PointsPerUnit::One);
    let sheet = m.fold().unwrap();
    let row = &sheet.rows[0];
    let scores: Vec<i64> = (0..4)
        .map(|p| row.limited(PlayerId(p)).unwrap().0)
        .collect();
    assert_eq!(scores, [80, 84, 208, 416]);
    assert_eq!(row.outcome, Outcome::Won(PlayerId(1)));
    assert_eq!(row.changes.0, [-109_600, 33_600, -3_600, 79_600]);
    let totals: Vec<String> = sheet
        .balances
        .0
        .iter()
        .map(|&b| m.setup.tally.format(b))
        .collect();
    assert_eq!(totals, ["£2,904.00", "£4,336.00", "£3,964.00", "£4,796.00"]);
    assert_eq!(
        instructions(row, &m.setup.names, &m.setup.tally),
        [
            "Bill receives £84.00 from Jack, £84.00 from Ben and £168.00 from Rod.",
            "Jack gives £84.00 to Bill and receives £208.00 from Ben and £672.00 from Rod.",
            "Ben gives £84.00 to Bill and £208.00 to Jack and receives £256.00 from Rod.",
            "Rod gives £168.00 to Bill, £672.00 to Jack and £256.00 to Ben.",
        ]
    );
}

#[test]
fn at_a_thousand_points_to_the_pound_rod_pays_one_pound_ten() {
    let m = money_match(PointsPerUnit::Thousand);
    let sheet = m.fold().unwrap();
    assert_eq!(sheet.rows[0].changes.0, [-110, 33, -3, 80]);
    let changes: Vec<String> = sheet.rows[0]
        .changes
        .0
        .iter()
        .map(|&c| m.setup.tally.format(c))
        .collect();
    assert_eq!(changes, ["-£1.10", "£0.33", "-£0.03", "£0.80"]);
    let totals: Vec<String> = sheet
        .balances
        .0
        .iter()
        .map(|&b| m.setup.tally.format(b))
        .collect();
    assert_eq!(totals, ["£2.90", "£4.33", "£3.97", "£4.80"]);
    let said = instructions(&sheet.rows[0], &m.setup.names, &m.setup.tally);
    assert_eq!(
        said[0],
        "Bill receives £0.08 from Jack, £0.08 from Ben and £0.17 from Rod."
    );
    assert_eq!(
        said[1],
        "Jack gives £0.08 to Bill and receives £0.21 from Ben and £0.67 from Rod."
    );
}

#[test]
fn a_hand_nobody_won_scored_anyway_settles_every_difference() {
    // Seed 000 §3.10: Jenny (East) 2, Jane 4, Fred 8, Bob 64.
    let mut m = Match::new(
        MatchSetup::new(&["Jenny", "Jane", "Fred", "Bob"]),
        RuleSet::bmja(),
    );
    let mut record = hand(&[
        "exposed-minor-pung=1",
        "concealed-minor-pung=1",
        "concealed-major-pung=1",
        "concealed-major-kong=1 dragon-sets=1",
    ]);
    record.scored_without_winner = true;
    m.hands.push(record);
    let sheet = m.fold().unwrap();
    assert_eq!(sheet.rows[0].outcome, Outcome::ScoredWithoutWinner);
    assert_eq!(sheet.rows[0].changes.0, [-140, -60, -40, 240]);
    assert_eq!(sheet.next.seats.east(), PlayerId(0), "winds stay");
}

#[test]
fn two_player_winner_with_the_lower_score_receives_224() {
    // Seed 000 §3.12: Jane (East) holds Jack's 416; Jenny (West) goes out with 320.
    let mut m = Match::new(MatchSetup::new(&["Jane", "Jenny"]), RuleSet::bmja());
    m.hands.push(hand(&[
        "concealed-major-pung=2 concealed-major-kong=1 dragon-sets=1 own-wind-set prevailing-wind-set seasons=1",
        "mahjong exposed-minor-pung=2 exposed-major-pung=2 dragon-sets=1 own-wind-set flowers=1 own-flower seasons=1",
    ]));
    let sheet = m.fold().unwrap();
    let row = &sheet.rows[0];
    assert_eq!(
        (
            row.limited(PlayerId(0)).unwrap().0,
            row.limited(PlayerId(1)).unwrap().0
        ),
        (416, 320)
    );
    assert_eq!(row.changes.0, [-224, 224]);
    assert_eq!(
        sheet.next.seats.wind_of(PlayerId(1)),
        Some(Wind::East),
        "winds swap"
    );
    assert_eq!(sheet.next.seats.wind_of(PlayerId(0)), Some(Wind::West));
}

#[test]
fn two_player_winner_short_of_four_doubles_and_500_is_warned_not_refused() {
    let m = Match::new(MatchSetup::new(&["Jane", "Jenny"]), RuleSet::bmja());
    let table = m.first_table().unwrap();
    let record = hand(&["", "mahjong exposed-minor-pung=2"]);
    let problems = table.evaluate(&record).problems;
    assert!(
        matches!(
            problems.as_slice(),
            [
                Problem::TooManyChows { .. },
                Problem::TwoPlayerMinimum { doubles: 0, .. }
            ]
        ),
        "{problems:?}"
    );
}

#[test]
fn three_players_sit_east_south_west_and_east_pays_double() {
    let mut m = Match::new(MatchSetup::new(&["Ann", "Bea", "Cy"]), RuleSet::bmja());
    // Bea (South) out with four exposed minor pungs: 20 + 8 = 28, no no-chows double.
    m.hands.push(hand(&[
        "exposed-minor-pung=1",
        "mahjong exposed-minor-pung=4",
        "",
    ]));
    let sheet = m.fold().unwrap();
    let row = &sheet.rows[0];
    assert_eq!(row.limited(PlayerId(1)).unwrap().0, 28);
    // Ann (East) pays 56 and takes 2 × 2 from Cy; Cy pays 28.
    assert_eq!(row.changes.0, [-52, 84, -32]);
    assert_eq!(sheet.next.seats.east(), PlayerId(1));
    assert_eq!(sheet.next.seats.wind_of(PlayerId(0)), Some(Wind::West));
}

#[test]
fn winds_pass_on_anticlockwise_and_the_prevailing_wind_follows_east_round_the_table() {
    let mut m = Match::new(MatchSetup::new(&["A", "B", "C", "D"]), RuleSet::bmja());
    let mut east = 0;
    for hand_number in 1..=16 {
        let sheet = m.fold().unwrap();
        let expected = Wind::ALL[(hand_number - 1) / 4];
        assert_eq!(sheet.next.prevailing, expected, "hand {hand_number}");
        assert!(!sheet.next.complete);
        assert_eq!(sheet.next.seats.east(), PlayerId(east));
        // South wins each time.
        let south = sheet.next.seats.player_in(Wind::South).unwrap();
        m.hands.push(win_for(4, south.0));
        east = south.0;
    }
    let sheet = m.fold().unwrap();
    assert!(sheet.next.complete, "the North round is over");
}

#[test]
fn east_winning_or_a_draw_keeps_the_seats_and_a_draw_suggests_a_goulash() {
    let mut m = Match::new(MatchSetup::new(&["A", "B", "C", "D"]), RuleSet::bmja());
    m.hands.push(win_for(4, 0));
    let sheet = m.fold().unwrap();
    assert_eq!(sheet.next.seats.east(), PlayerId(0));
    assert!(!sheet.next.goulash_suggested);
    m.hands.push(hand(&["", "", "", ""]));
    let sheet = m.fold().unwrap();
    assert_eq!(sheet.rows[1].outcome, Outcome::Drawn);
    assert_eq!(sheet.next.seats.east(), PlayerId(0));
    assert!(sheet.next.goulash_suggested);
}

#[test]
fn always_rotate_moves_the_winds_after_east_wins_too() {
    let mut values = RuleValues::bmja();
    values.always_rotate_winds = true;
    let mut m = Match::new(
        MatchSetup::new(&["A", "B", "C", "D"]),
        RuleSet::new(values).unwrap(),
    );
    m.hands.push(win_for(4, 0));
    assert_eq!(m.fold().unwrap().next.seats.east(), PlayerId(1));
}

#[test]
fn a_random_prevailing_wind_is_taken_from_the_hand_record() {
    let mut values = RuleValues::bmja();
    values.random_prevailing_wind = true;
    let mut m = Match::new(
        MatchSetup::new(&["A", "B", "C", "D"]),
        RuleSet::new(values).unwrap(),
    );
    let mut record = win_for(4, 2);
    record.next_prevailing = Some(Wind::West);
    m.hands.push(record);
    assert_eq!(m.fold().unwrap().next.prevailing, Wind::West);
}

#[test]
fn with_five_players_east_retires_and_the_dreamer_comes_in_as_north() {
    let mut m = Match::new(MatchSetup::new(&["A", "B", "C", "D", "E"]), RuleSet::bmja());
    let table = m.first_table().unwrap();
    assert_eq!(table.seats.dreamer(), Some(PlayerId(4)));
    // B (South) wins; E dreams and neither pays nor receives.
    m.hands.push(win_for(5, 1));
    let sheet = m.fold().unwrap();
    assert_eq!(sheet.rows[0].changes[PlayerId(4)], 0);
    assert_eq!(sheet.rows[0].limited(PlayerId(4)), None);
    let seats = &sheet.next.seats;
    assert_eq!(seats.dreamer(), Some(PlayerId(0)));
    assert_eq!(seats.wind_of(PlayerId(4)), Some(Wind::North));
    assert_eq!(seats.east(), PlayerId(1));
    assert_eq!(sheet.balances.0.iter().sum::<i64>(), 5 * 2000);
}

#[test]
fn the_dreamer_chosen_at_setup_sits_out_first() {
    let mut setup = MatchSetup::new(&["A", "B", "C", "D", "E"]);
    setup.dreamer = Some(PlayerId(2));
    let table = Match::new(setup, RuleSet::bmja()).first_table().unwrap();
    assert_eq!(table.seats.dreamer(), Some(PlayerId(2)));
    assert_eq!(table.seats.wind_of(PlayerId(3)), Some(Wind::West));
}

#[test]
fn correcting_an_early_hand_recomputes_every_hand_after_it() {
    let mut m = Match::new(MatchSetup::new(&["A", "B", "C", "D"]), RuleSet::bmja());
    m.hands.push(win_for(4, 1));
    m.hands.push(win_for(4, 2));
    let before = m.fold().unwrap();
    assert_eq!(before.rows[1].seats.east(), PlayerId(1));
    m.hands[0] = win_for(4, 0); // it was East who won
    let after = m.fold().unwrap();
    assert_eq!(after.rows[1].seats.east(), PlayerId(0));
    assert_ne!(before.balances, after.balances);
}

#[test]
fn a_stored_match_with_an_impossible_hand_is_refused_naming_the_hand() {
    let mut m = Match::new(MatchSetup::new(&["A", "B", "C", "D"]), RuleSet::bmja());
    m.hands.push(win_for(4, 1));
    m.hands.push(hand(&["mahjong", "mahjong", "", ""]));
    match m.fold() {
        Err(MatchError::Refused { hand: 2, problems }) => {
            assert_eq!(
                problems,
                [Problem::SeveralWinners(vec![PlayerId(0), PlayerId(1)])]
            )
        }
        other => panic!("{other:?}"),
    }
    m.hands[1].entries.pop();
    assert!(matches!(
        m.fold(),
        Err(MatchError::FormCount {
            hand: 2,
            expected: 4,
            found: 3
        })
    ));
}

#[test]
fn a_rule_change_mid_match_applies_from_its_hand_on() {
    let mut m = Match::new(MatchSetup::new(&["A", "B", "C", "D"]), RuleSet::bmja());
    m.hands.push(win_for(4, 1));
    let mut values = RuleValues::bmja();
    values.mah_jong = 10;
    let mut changed = win_for(4, 2);
    changed.new_rules = Some(RuleSet::new(values).unwrap());
    m.hands.push(changed);
    m.hands.push(win_for(4, 3));
    let sheet = m.fold().unwrap();
    let winner_score = |row: usize, p: usize| sheet.rows[row].limited(PlayerId(p)).unwrap().0;
    assert_eq!(winner_score(0, 1), 26);
    assert_eq!(winner_score(1, 2), 16);
    assert!(sheet.rows[1].rules_changed);
    assert_eq!(winner_score(2, 3), 16, "the new rules stay in force");
}

#[test]
fn absurd_house_rules_saturate_instead_of_overflowing() {
    let mut values = RuleValues::bmja();
    values.limit = 0;
    values.doubles.dragon_set = 1000;
    values.doubles.no_chows = 1000;
    values.doubles.loose_tile = 1000;
    values.sets.major_kong.concealed = engine::rules::MAX_POINTS_VALUE;
    let zero_limit = RuleSet::new(values.clone()).unwrap();
    let mut setup = MatchSetup::new(&["A", "B", "C", "D"]);
    setup.starting_points = 1_000_000_000;
    let mut m = Match::new(setup.clone(), zero_limit);
    let highest = "mahjong concealed-major-kong=4 dragon-sets=3 own-wind-set prevailing-wind-set flowers=4 own-flower seasons=4 own-season winning-tile=loose all-majors all-concealed";
    m.hands.push(hand(&[highest, "", "", ""]));
    let sheet = m.fold().unwrap();
    let best = sheet.rows[0].scores[PlayerId(0)].as_ref().unwrap();
    assert_eq!(
        best.unlimited().0,
        i64::MAX,
        "the unlimited score saturates"
    );
    assert_eq!(best.limited().0, 0, "a limit of nought holds");
    values.limit = engine::rules::MAX_POINTS_VALUE;
    m.rules = RuleSet::new(values).unwrap();
    let sheet = m.fold().unwrap();
    assert_eq!(
        sheet.rows[0].changes[PlayerId(0)],
        6_000_000_000,
        "East paid double by three"
    );
    assert_eq!(sheet.balances.0.iter().sum::<i64>(), 4_000_000_000);
}
