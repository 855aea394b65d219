//! A club night's later rounds drawn again for players who come late or
//! leave early, timed: `cargo run --release --example night_redraw` prints
//! each night's plan before and after two players arrive and one leaves
//! once some rounds have started, as CSV, for a check made apart from the
//! app (tests/seating/redraw.test.mjs); the time of each change goes to
//! standard error.
//!
//! Each night is a line `== <players> <rounds> <started>`, then `-- before`
//! and the plan, then `-- after` and the plan: `Late 1` and `Late 2` arrive
//! and `Player 5` leaves after the round in play. Six nights are chosen;
//! forty more are drawn at random (8 to 38 players, 2 to 8 rounds, 1 to all
//! but the last started), the same forty each run.

use engine::night::{plan_night, Night, NightPlayer, NightRecord, OddSize, PlanRequest, RoundEnd};
use engine::rules::RuleSet;
use engine::Points;
use std::time::Instant;
use words::csv::night_plan_csv;

fn main() {
    let chosen = [
        (30, 4, 2),
        (30, 8, 3),
        (9, 4, 1),
        (16, 5, 1),
        (20, 5, 2),
        (37, 8, 6),
    ];
    for (players, rounds, started) in chosen.into_iter().chain(drawn(40)) {
        let Some(mut night) = night(players, rounds, started) else {
            eprintln!("{players} players over {rounds} rounds: not drawn up");
            continue;
        };
        println!("== {players} {rounds} {started}");
        println!("-- before");
        print!("{}", night_plan_csv(night.plan(), night.players()));
        let mut times = Vec::new();
        for change in ["Late 1", "Late 2", ""] {
            let clock = Instant::now();
            let done = match change {
                "" => night.player_leaves(NightPlayer(4)),
                name => night.add_player(name).map(|_| ()),
            };
            times.push(format!("{:.1}", clock.elapsed().as_secs_f64() * 1000.0));
            if done.is_err() {
                eprintln!("{players} players: a change was refused");
            }
        }
        println!("-- after");
        print!("{}", night_plan_csv(night.plan(), night.players()));
        eprintln!(
            "{players} players, {rounds} rounds, {started} started: two late and one leaving drawn in {} ms",
            times.join(" + ")
        );
    }
}

/// `count` nights drawn at random from a fixed seed: players, rounds and
/// rounds started.
fn drawn(count: usize) -> Vec<(usize, usize, usize)> {
    let mut state: u64 = 0x005E_ED0F_A11E;
    let mut below = |n: u64| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((state >> 33) % n) as usize
    };
    (0..count)
        .map(|_| {
            let players = 8 + below(31);
            let rounds = 2 + below(7);
            let started = 1 + below(rounds as u64 - 1);
            (players, rounds, started)
        })
        .collect()
}

/// A night of `players` named `Player 1` on, over `rounds` asking for
/// fives, its first `started` rounds started.
fn night(players: usize, rounds: usize, started: usize) -> Option<Night> {
    let request = PlanRequest {
        players,
        rounds,
        prefer: OddSize::Five,
        seed: 1,
    };
    Night::new(NightRecord {
        id: format!("{players:04}{rounds:02}"),
        name: "Club night".into(),
        created: "2026-11-29T19:00:00Z".into(),
        players: (1..=players).map(|n| format!("Player {n}")).collect(),
        starting_points: Points(2000),
        round_end: RoundEnd::Hands(16),
        preset: "BMJA".into(),
        rules: RuleSet::bmja(),
        plan: plan_night(&request).ok()?,
        started: vec!["2026-11-29T19:05:00Z".into(); started],
        results: Vec::new(),
        redraws: 0,
    })
    .ok()
}
