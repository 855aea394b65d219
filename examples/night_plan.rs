//! A club night's seating plans, timed: `cargo run --release --example
//! night_plan` prints the figures and time of a few nights; with `table`
//! after it, the figures of every night from 8 to 40 players over 1 to 8
//! rounds, as docs/seating.md shows them.

use mahjong_scorer::engine::night::{figures, plan_night, OddSize, PlanRequest};
use std::time::Instant;

fn main() {
    if std::env::args().any(|a| a == "table") {
        table();
        return;
    }
    let nights = [
        (16, 5, OddSize::Five),
        (24, 4, OddSize::Five),
        (12, 3, OddSize::Five),
        (9, 4, OddSize::Three),
        (40, 8, OddSize::Five),
        (39, 8, OddSize::Three),
        (37, 8, OddSize::Five),
        (10, 3, OddSize::Five),
    ];
    println!("players rounds prefer  met/pairs most repeated odd-seats east       ms");
    for (players, rounds, prefer) in nights {
        let request = PlanRequest {
            players,
            rounds,
            prefer,
            seed: 1,
        };
        let start = Instant::now();
        let Ok(plan) = plan_night(&request) else {
            println!("{players} {rounds}: refused");
            continue;
        };
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let f = figures(&plan);
        println!(
            "{players:7} {rounds:6} {:6} {:4}/{:<4} {:4} {:8} {:>9} {:>9} {ms:6.1}",
            format!("{prefer:?}"),
            f.pairs_met,
            f.pairs,
            f.most_meetings,
            f.repeated_pairs,
            spread(&f.odd_seats),
            spread(&f.first_east),
        );
    }
}

/// The fewest and most of a count over the players, as `1–2`.
fn spread(counts: &[usize]) -> String {
    let least = counts.iter().min().copied().unwrap_or(0);
    let most = counts.iter().max().copied().unwrap_or(0);
    format!("{least}–{most}")
}

/// Every night's figures as CSV-like lines, and the slowest plan's time.
fn table() {
    println!("players,prefer,rounds,tables,pairs,pairs met,most meetings,repeated pairs,odd seats,first east");
    let mut slowest = (0.0, 0, 0);
    for players in 8..=40 {
        for prefer in [OddSize::Five, OddSize::Three] {
            if players % 4 == 0 && prefer == OddSize::Three {
                continue;
            }
            for rounds in 1..=8 {
                let request = PlanRequest {
                    players,
                    rounds,
                    prefer,
                    seed: 1,
                };
                let start = Instant::now();
                let Ok(plan) = plan_night(&request) else {
                    continue;
                };
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                if ms > slowest.0 {
                    slowest = (ms, players, rounds);
                }
                let f = figures(&plan);
                let sizes = plan.layout().sizes();
                let tables: Vec<String> = sizes.iter().map(usize::to_string).collect();
                println!(
                    "{players},{},{rounds},{},{},{},{},{},{},{}",
                    if players % 4 == 0 {
                        "-"
                    } else if prefer == OddSize::Five {
                        "5"
                    } else {
                        "3"
                    },
                    tables.join("+"),
                    f.pairs,
                    f.pairs_met,
                    f.most_meetings,
                    f.repeated_pairs,
                    spread(&f.odd_seats),
                    spread(&f.first_east),
                );
            }
        }
    }
    eprintln!(
        "slowest: {:.1} ms for {} players over {} rounds",
        slowest.0, slowest.1, slowest.2
    );
}
