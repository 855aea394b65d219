//! The club night's seating plan (docs/seating.md): the perfect plans where
//! they are known, the fewest repeats where they are not, and the rules
//! every plan keeps.

use engine::night::{
    figures, plan_night, Layout, NightPlayer, OddSize, Plan, PlanProblem, PlanRequest, RoundSeats,
};
use proptest::prelude::*;
use words::csv::night_plan_csv;

fn plan(players: usize, rounds: usize, prefer: OddSize, seed: u64) -> Plan {
    let request = PlanRequest {
        players,
        rounds,
        prefer,
        seed,
    };
    plan_night(&request).expect("a night in range is planned")
}

/// A round's tables, each its players' numbers in seat order.
fn numbers(round: &RoundSeats) -> Vec<Vec<usize>> {
    let tables = round.tables();
    tables.map(|t| t.iter().map(|p| p.0).collect()).collect()
}

#[test]
fn sixteen_players_meet_every_other_exactly_once_in_five_rounds() {
    for seed in [0, 1, 99] {
        let f = figures(&plan(16, 5, OddSize::Five, seed));
        assert_eq!(
            (f.pairs_met, f.most_meetings, f.repeated_pairs),
            (120, 1, 0)
        );
        assert!(f.first_east.iter().all(|&e| (1..=2).contains(&e)));
    }
}

#[test]
fn past_five_rounds_sixteen_players_meet_at_most_twice() {
    // Every pair has met by round 5, so each pair at a table later meets again.
    let f = figures(&plan(16, 8, OddSize::Three, 4));
    assert_eq!(
        (f.pairs_met, f.most_meetings, f.repeated_pairs),
        (120, 2, 72)
    );
}

#[test]
fn nine_players_at_threes_meet_every_other_exactly_once_in_four_rounds() {
    let night = plan(9, 4, OddSize::Three, 5);
    assert_eq!(night.layout().sizes(), [3, 3, 3]);
    let f = figures(&night);
    assert_eq!((f.pairs_met, f.most_meetings, f.repeated_pairs), (36, 1, 0));
    assert_eq!(f.odd_seats, [4; 9]);
}

#[test]
fn twenty_four_players_never_meet_twice_in_four_rounds() {
    for seed in 0..4 {
        let f = figures(&plan(24, 4, OddSize::Five, seed));
        assert_eq!(
            (f.pairs_met, f.most_meetings, f.repeated_pairs),
            (144, 1, 0)
        );
        assert_eq!(f.first_east, [1; 24]);
    }
}

#[test]
fn nine_players_asking_for_fives_mix_round_ones_tables_and_repeat_six_pairs() {
    // Round 2's four takes two from each of round 1's tables, its five the
    // other two from the four and three from the five: 1 + 1 pairs at the
    // four, 1 + 3 at the five. Re-seating round 1's four at the five (the
    // odd tables in turn) would repeat 12.
    for seed in [0, 1, 2, 7, 99] {
        let night = plan(9, 2, OddSize::Five, seed);
        assert_eq!(night.layout().sizes(), [4, 5]);
        let f = figures(&night);
        assert_eq!((f.most_meetings, f.repeated_pairs), (2, 6), "seed {seed}");
        let [first, second] = [0, 1].map(|r| numbers(&night.rounds()[r]));
        let from_four = |table: &Vec<usize>| table.iter().filter(|&p| first[0].contains(p)).count();
        assert_eq!(from_four(&second[0]), 2, "seed {seed}");
        assert_eq!(from_four(&second[1]), 2, "seed {seed}");
    }
}

#[test]
fn twenty_players_meet_no_one_twice_in_five_rounds_at_tables_of_four() {
    // The plane of order 5 less one line's five points.
    for seed in [0, 1, 42] {
        for prefer in [OddSize::Five, OddSize::Three] {
            let night = plan(20, 5, prefer, seed);
            assert_eq!(night.layout().sizes(), [4; 5]);
            let f = figures(&night);
            assert_eq!(
                (f.pairs_met, f.most_meetings, f.repeated_pairs),
                (150, 1, 0)
            );
            assert!(f.first_east.iter().all(|&e| (1..=2).contains(&e)));
        }
    }
}

#[test]
fn past_five_rounds_twenty_players_start_from_the_plane() {
    // After the plane's five rounds the pairs not yet met are the four
    // lines of five parallel to the one left out; a sixth round can seat
    // four tables within them and one of the four left over, whose six
    // pairs have all met.
    let f = figures(&plan(20, 6, OddSize::Five, 1));
    assert_eq!((f.most_meetings, f.repeated_pairs), (2, 6));
}

#[test]
fn twelve_players_repeat_the_fewest_pairs() {
    // With three tables, each table of a later round takes four players from
    // three tables of every earlier round, so at least one of its pairs met
    // in each earlier round. With no pair meeting three times those pairs
    // are all different: round k adds at least 3(k - 1) repeated pairs, and
    // the plan finds that least, 3, 9, 18 and 30.
    for (rounds, fewest) in [(1, 0), (2, 3), (3, 9), (4, 18), (5, 30)] {
        let f = figures(&plan(12, rounds, OddSize::Five, 2));
        assert_eq!(
            (f.most_meetings, f.repeated_pairs),
            (rounds.min(2), fewest),
            "{rounds} rounds"
        );
    }
}

#[test]
fn nights_out_of_range_are_refused() {
    let request = |players, rounds| PlanRequest {
        players,
        rounds,
        prefer: OddSize::Five,
        seed: 0,
    };
    assert_eq!(plan_night(&request(7, 3)), Err(PlanProblem::Players(7)));
    assert_eq!(plan_night(&request(41, 3)), Err(PlanProblem::Players(41)));
    assert_eq!(plan_night(&request(20, 0)), Err(PlanProblem::Rounds(0)));
    assert_eq!(plan_night(&request(20, 9)), Err(PlanProblem::Rounds(9)));
    assert_eq!(
        plan_night(&request(usize::MAX, usize::MAX)),
        Err(PlanProblem::Players(usize::MAX))
    );
}

#[test]
fn eleven_players_wanting_fives_sit_at_a_three() {
    let layout = Layout::new(11, OddSize::Five).expect("11 can sit");
    assert_eq!(layout.sizes(), [4, 4, 3]);
    assert!(!layout.keeps(OddSize::Five));
    assert_eq!(plan(11, 2, OddSize::Five, 0).layout(), layout);
    assert_eq!(Layout::new(2, OddSize::Three), None);
}

#[test]
fn one_seed_gives_one_plan() {
    assert_eq!(
        plan(23, 6, OddSize::Five, 42),
        plan(23, 6, OddSize::Five, 42)
    );
}

#[test]
fn the_csv_has_a_row_per_seat_with_names_quoted_and_no_formulas() {
    let night = plan(8, 2, OddSize::Five, 1);
    let mut names: Vec<String> = (1..=8).map(|i| format!("Player {i}")).collect();
    names[0] = "Smith, Rod".into();
    names[1] = "=SUM(A1)".into();
    names[2] = "Bill \"the Wall\"".into();
    let csv = night_plan_csv(&night, &names);
    let mut rows = csv::Reader::from_reader(csv.as_bytes());
    let header = rows.headers().expect("a header").clone();
    assert_eq!(
        header.iter().collect::<Vec<_>>(),
        ["round", "table", "seat", "player"]
    );
    let records: Vec<csv::StringRecord> = rows.records().map(|r| r.expect("a row")).collect();
    assert_eq!(records.len(), 16);
    let seat_of = |name: &str| {
        records
            .iter()
            .find(|r| &r[3] == name)
            .map(|r| r[0].to_string())
    };
    assert_eq!(seat_of("Smith, Rod").as_deref(), Some("1"));
    assert_eq!(seat_of("'=SUM(A1)").as_deref(), Some("1"));
    assert_eq!(seat_of("Bill \"the Wall\"").as_deref(), Some("1"));
    assert!(csv.contains("\"Smith, Rod\""));
    assert!(csv.contains("\"Bill \"\"the Wall\"\"\""));
    let first = night.rounds()[0].tables().next().unwrap();
    assert_eq!(&records[0][3], expected_name(&names, first[0]));
    assert_eq!(
        (&records[0][0], &records[0][1], &records[0][2]),
        ("1", "1", "1")
    );
}

/// A name as the CSV gives it: one starting with `=` made plain text.
fn expected_name(names: &[String], NightPlayer(player): NightPlayer) -> String {
    match names[player].starts_with('=') {
        true => format!("'{}", names[player]),
        false => names[player].clone(),
    }
}

#[test]
fn the_odd_tables_go_round_where_that_costs_no_pair() {
    // Nine at threes is the plane of order 3; at 15 and 19 players asking
    // for threes the search keeps the turn and meets no one twice.
    for (players, rounds) in [(9, 4), (15, 4), (19, 4), (39, 8)] {
        let night = plan(players, rounds, OddSize::Three, 1);
        assert_eq!(figures(&night).repeated_pairs, 0, "{players} players");
        assert!(odd_turns_kept(&night), "{players} players");
    }
}

#[test]
fn a_pair_is_worth_more_than_the_odd_tables_in_turn() {
    // Thirteen asking for threes: keeping the turn in round 2 sends the four
    // who sat at the four to threes, and four of the nine others to the
    // four, two of whom shared a three. The plan meets no one twice instead.
    let night = plan(13, 2, OddSize::Three, 1);
    assert_eq!(figures(&night).repeated_pairs, 0);
    assert!(!odd_turns_kept(&night));
}

/// Checks the rule that nobody sits at a table of three or five twice
/// before everyone has once: each round, nobody seated at one has had
/// more such seats than anyone seated at a table of four.
fn odd_turns_kept(night: &Plan) -> bool {
    let mut had = vec![0usize; night.players()];
    night.rounds().iter().map(numbers).all(|tables| {
        let odd: Vec<usize> = tables
            .iter()
            .filter(|t| t.len() != 4)
            .flatten()
            .copied()
            .collect();
        let even: Vec<usize> = tables
            .iter()
            .filter(|t| t.len() == 4)
            .flatten()
            .copied()
            .collect();
        let most = odd.iter().map(|&p| had[p]).max();
        let least = even.iter().map(|&p| had[p]).min();
        odd.iter().for_each(|&p| had[p] += 1);
        most.zip(least).is_none_or(|(m, l)| m <= l)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_round_seats_every_player_once_at_the_layouts_tables(
        players in 8usize..=40,
        rounds in 1usize..=8,
        fives in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let prefer = if fives { OddSize::Five } else { OddSize::Three };
        let night = plan(players, rounds, prefer, seed);
        prop_assert_eq!(night.rounds().len(), rounds);
        let sizes = night.layout().sizes();
        for tables in night.rounds().iter().map(numbers) {
            let mut seated: Vec<usize> = tables.iter().flatten().copied().collect();
            seated.sort_unstable();
            prop_assert_eq!(seated, (0..players).collect::<Vec<_>>());
            prop_assert_eq!(tables.iter().map(Vec::len).collect::<Vec<_>>(), sizes.clone());
            prop_assert!(tables.iter().all(|t| (3..=5).contains(&t.len())));
        }
        let f = figures(&night);
        let odd_seats: usize = f.odd_seats.iter().sum();
        prop_assert_eq!(odd_seats, rounds * night.layout().odd_seats());
        let sum: usize = f.first_east.iter().sum();
        prop_assert_eq!(sum, rounds * sizes.len());
    }
}
