use super::super::{plan_night, NightRecord, OddSize, PlanRequest, RoundEnd, MAX_PLAYERS};
use super::*;
use crate::rules::RuleSet;
use crate::Points;
use proptest::prelude::*;

/// A night of `players` over `rounds`, its first `started` rounds started.
fn night(players: usize, rounds: usize, started: usize) -> Night {
    let request = PlanRequest {
        players,
        rounds,
        prefer: OddSize::Five,
        seed: 11,
    };
    Night::new(NightRecord {
        id: "0123456789abcdef".into(),
        name: "Tuesday".into(),
        created: "2026-11-29T19:00:00Z".into(),
        players: (1..=players).map(|n| format!("P{n}")).collect(),
        starting_points: Points(2000),
        round_end: RoundEnd::Hands(8),
        preset: "BMJA".into(),
        rules: RuleSet::bmja(),
        plan: plan_night(&request).unwrap(),
        started: vec!["2026-11-29T19:05:00Z".into(); started],
        results: Vec::new(),
        redraws: 0,
    })
    .unwrap()
}

fn round(n: u8) -> Round {
    Round::new(n).unwrap()
}

/// The night's rounds by name, table by table in seat order.
fn by_name(n: &Night) -> Vec<Vec<Vec<String>>> {
    let rounds = n.plan().rounds().iter();
    rounds
        .map(|r| {
            r.tables()
                .map(|t| {
                    t.iter()
                        .map(|&p| n.player(p).unwrap().to_string())
                        .collect()
                })
                .collect()
        })
        .collect()
}

/// The names seated in a round, sorted.
fn names_in(n: &Night, r: u8) -> Vec<String> {
    let mut names: Vec<String> = by_name(n)[usize::from(r - 1)].concat();
    names.sort();
    names
}

#[test]
fn thirty_players_two_late_and_one_leaving_keep_the_rounds_started() {
    let mut n = night(30, 4, 2);
    let before = by_name(&n);
    assert_eq!(n.changeable_from(), Ok(round(3)));
    assert_eq!(n.add_player("Dora"), Ok(NightPlayer(30)));
    assert_eq!(n.add_player("  Fred "), Ok(NightPlayer(31)));
    assert_eq!(n.player_leaves(NightPlayer(4)), Ok(()));
    let after = by_name(&n);
    assert_eq!(after[..2], before[..2], "rounds started never change");
    let mut expected: Vec<String> = (1..=30)
        .filter(|&p| p != 5)
        .map(|p| format!("P{p}"))
        .collect();
    expected.extend(["Dora".to_string(), "Fred".to_string()]);
    expected.sort();
    for r in [3, 4] {
        assert_eq!(names_in(&n, r), expected, "round {r} seats who is there");
    }
    let sizes: Vec<usize> = n.plan().rounds()[2].tables().map(<[_]>::len).collect();
    assert_eq!(sizes, [4, 4, 4, 4, 5, 5, 5], "31 players asking for fives");
    let change = PlanChange {
        round: round(3),
        joined: vec![NightPlayer(30), NightPlayer(31)],
        left: vec![NightPlayer(4)],
    };
    assert_eq!(n.plan_changes(), [change]);
    assert_eq!(NightRecord::from(n.clone()).redraws, 3);
    assert!(Night::new(NightRecord::from(n.clone())).is_ok(), "sound");
    let figures = super::super::figures(n.plan());
    assert!(figures.most_meetings <= 2, "{}", figures.most_meetings);
}

#[test]
fn the_same_changes_draw_the_same_plan_on_any_device() {
    let mut one = night(12, 3, 1);
    let mut two = one.clone();
    for n in [&mut one, &mut two] {
        n.add_player("Dora").unwrap();
        n.player_leaves(NightPlayer(0)).unwrap();
    }
    assert_eq!(one.plan(), two.plan());
}

#[test]
fn what_cannot_change_is_refused_saying_why() {
    let mut fresh = night(9, 3, 0);
    assert_eq!(fresh.add_player("Dora"), Err(ChangeRefused::NotStarted));
    let mut last = night(9, 2, 2);
    assert_eq!(
        last.player_leaves(NightPlayer(0)),
        Err(ChangeRefused::NoRoundLeft)
    );
    let mut n = night(9, 3, 1);
    assert_eq!(n.add_player("  "), Err(ChangeRefused::Blank));
    assert_eq!(n.add_player(&"x".repeat(41)), Err(ChangeRefused::LongName));
    let taken = ChangeRefused::AlreadyHere("P3".into());
    assert_eq!(n.add_player(" p 3"), Err(taken));
    let plan = n.plan().clone();
    assert_eq!(
        fresh.player_leaves(NightPlayer(0)),
        Err(ChangeRefused::NotStarted)
    );
    assert_eq!(n.plan(), &plan, "nothing drawn again by a refusal");
    n.player_leaves(NightPlayer(2)).unwrap();
    assert_eq!(
        n.player_leaves(NightPlayer(2)),
        Err(ChangeRefused::NotSeated)
    );
    assert_eq!(
        n.player_leaves(NightPlayer(99)),
        Err(ChangeRefused::NotSeated)
    );
}

#[test]
fn a_round_must_seat_three() {
    let mut n = night(8, 3, 1);
    for p in 0..5 {
        n.player_leaves(NightPlayer(p)).unwrap();
    }
    assert_eq!(names_in(&n, 2), ["P6", "P7", "P8"]);
    let too_few = ChangeRefused::TooFew {
        round: round(2),
        players: 2,
    };
    assert_eq!(n.player_leaves(NightPlayer(5)), Err(too_few));
    assert_eq!(names_in(&n, 3), ["P6", "P7", "P8"]);
}

#[test]
fn the_night_holds_at_most_forty() {
    let mut n = night(40, 3, 1);
    assert_eq!(n.add_player("Dora"), Err(ChangeRefused::Full));
    n.player_leaves(NightPlayer(0)).unwrap();
    assert_eq!(
        n.add_player("Dora"),
        Err(ChangeRefused::Full),
        "P1 played round 1"
    );
    assert_eq!(n.players().len(), MAX_PLAYERS);
}

#[test]
fn a_player_who_left_comes_back_under_their_name() {
    let mut n = night(9, 4, 1);
    n.player_leaves(NightPlayer(3)).unwrap();
    assert!(!names_in(&n, 2).contains(&"P4".to_string()));
    assert_eq!(n.add_player("p4"), Ok(NightPlayer(3)));
    assert_eq!(n.players().len(), 9);
    assert!(names_in(&n, 2).contains(&"P4".to_string()));
    assert!(
        n.plan_changes().is_empty(),
        "back before they missed a round"
    );
}

#[test]
fn a_newcomer_taken_out_before_their_first_round_is_forgotten() {
    let mut n = night(9, 3, 1);
    let dora = n.add_player("Dora").unwrap();
    let fred = n.add_player("Fred").unwrap();
    n.player_leaves(dora).unwrap();
    assert_eq!(n.players().len(), 10);
    assert_eq!(n.player(NightPlayer(9)), Some("Fred"));
    assert_ne!(fred, NightPlayer(9), "Fred was the eleventh");
    assert!(names_in(&n, 2).contains(&"Fred".to_string()));
    assert!(Night::new(NightRecord::from(n)).is_ok());
}

#[test]
fn seat_one_goes_first_to_those_who_have_not_had_it() {
    let mut n = night(12, 4, 1);
    let east = |n: &Night, r: u8| -> Vec<NightPlayer> {
        n.plan().rounds()[usize::from(r - 1)]
            .tables()
            .map(|t| t[0])
            .collect()
    };
    let had = east(&n, 1);
    n.add_player("Dora").unwrap();
    for r in [2, 3] {
        assert!(east(&n, r).iter().all(|p| !had.contains(p)), "round {r}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any run of comings and goings leaves a sound night whose rounds
    /// started are as they were and whose later rounds seat who is there;
    /// a leaving is refused exactly when a round would seat fewer than three.
    #[test]
    fn comings_and_goings_keep_the_night_sound(
        players in 8usize..=24,
        rounds in 2usize..=5,
        started in 1usize..=4,
        moves in prop::collection::vec((any::<bool>(), 0usize..40), 1..8),
    ) {
        let started = started.min(rounds - 1);
        let mut n = night(players, rounds, started);
        let kept = by_name(&n)[..started].to_vec();
        for (i, (joins, who)) in moves.into_iter().enumerate() {
            let from = round(u8::try_from(started + 1).unwrap());
            let present = n.seated_in(from).len();
            let done = match joins {
                true => n.add_player(&format!("New {i}")).map(|_| ()),
                false => n.player_leaves(NightPlayer(who)),
            };
            let seated = who < n.players().len() && n.seated_in(from).contains(&NightPlayer(who));
            match done {
                Err(ChangeRefused::TooFew { players, .. }) => prop_assert_eq!(players, present - 1),
                Err(ChangeRefused::NotSeated) => prop_assert!(!seated),
                Err(ChangeRefused::Full) => prop_assert_eq!(n.players().len(), MAX_PLAYERS),
                Err(other) => prop_assert!(false, "refused: {:?}", other),
                Ok(()) => prop_assert!(n.seated_in(from).len() >= 3),
            }
        }
        prop_assert_eq!(&by_name(&n)[..started], &kept[..]);
        let later = n.seated_in(round(u8::try_from(started + 1).unwrap()));
        for r in started + 1..=rounds {
            prop_assert_eq!(n.seated_in(round(u8::try_from(r).unwrap())), later.clone());
        }
        prop_assert!(Night::new(NightRecord::from(n)).is_ok());
    }
}
