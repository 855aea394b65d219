//! A club night's seating plans, timed: `cargo run --release --example
//! night_plan` prints the figures and time of a few nights; with `table`
//! after it, the figures of every night from 8 to 40 players over 1 to 8
//! rounds, as docs/seating.md shows them (its summary, then every night's
//! line); with `plans`, each of those nights' plans as CSV, for a check
//! made apart from the app.

use engine::night::{figures, plan_night, OddSize, PlanFigures, PlanRequest};
use std::time::Instant;
use words::csv::night_plan_csv;

fn main() {
    if std::env::args().any(|a| a == "table") {
        table();
        return;
    }
    if std::env::args().any(|a| a == "plans") {
        plans();
        return;
    }
    let nights = [
        (16, 5, OddSize::Five),
        (20, 5, OddSize::Five),
        (24, 4, OddSize::Five),
        (12, 3, OddSize::Five),
        (9, 2, OddSize::Five),
        (9, 4, OddSize::Three),
        (40, 8, OddSize::Five),
        (39, 8, OddSize::Three),
        (37, 8, OddSize::Five),
        (10, 3, OddSize::Five),
        (19, 8, OddSize::Five),
        (11, 7, OddSize::Three),
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

/// One night of the docs' table: how its preference is written (`5`, `3`,
/// or `-` when every table is of four) and what is asked, seed 1.
struct Night {
    prefer: &'static str,
    request: PlanRequest,
}

/// Every night of the docs' table, in its order: players 8 to 40; where
/// the count does not divide by four, fives asked for, then threes; rounds
/// 1 to 8.
fn nights() -> Vec<Night> {
    let mut nights = Vec::new();
    for players in 8..=40 {
        let asked: &[(OddSize, &str)] = match players % 4 {
            0 => &[(OddSize::Five, "-")],
            _ => &[(OddSize::Five, "5"), (OddSize::Three, "3")],
        };
        for &(prefer, written) in asked {
            for rounds in 1..=8 {
                let request = PlanRequest {
                    players,
                    rounds,
                    prefer,
                    seed: 1,
                };
                nights.push(Night {
                    prefer: written,
                    request,
                });
            }
        }
    }
    nights
}

/// Every night's plan: a line `== <players> <prefer> <rounds>`, then the
/// plan as the app's CSV writes it, the players named `Player 1` on.
fn plans() {
    for night in nights() {
        let PlanRequest {
            players, rounds, ..
        } = night.request;
        println!("== {players} {} {rounds}", night.prefer);
        if let Ok(plan) = plan_night(&night.request) {
            print!("{}", night_plan_csv(&plan, &[]));
        }
    }
}

/// Every night's figures: the summary table of docs/seating.md (most
/// meetings / repeated pairs after each number of rounds), then a
/// CSV-like line a night; the slowest plan's time and the whole table's
/// on standard error.
fn table() {
    let mut slowest = (0.0, 0, "", 0);
    let mut whole = 0.0;
    let mut lines = Vec::new();
    let mut rows: Vec<(String, String, Vec<String>)> = Vec::new();
    for night in nights() {
        let PlanRequest {
            players, rounds, ..
        } = night.request;
        let start = Instant::now();
        let Ok(plan) = plan_night(&night.request) else {
            continue;
        };
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        whole += ms;
        if ms > slowest.0 {
            slowest = (ms, players, night.prefer, rounds);
        }
        let f = figures(&plan);
        let sizes: Vec<String> = plan.layout().sizes().iter().map(usize::to_string).collect();
        let tables = sizes.join("+");
        let name = match night.prefer {
            "5" => format!("{players} (fives)"),
            "3" => format!("{players} (threes)"),
            _ => players.to_string(),
        };
        let cell = format!("{} / {}", f.most_meetings, f.repeated_pairs);
        match rows.last_mut() {
            Some(row) if row.0 == name => row.2.push(cell),
            _ => rows.push((name, tables.clone(), vec![cell])),
        }
        lines.push(line(players, night.prefer, rounds, &tables, &f));
    }
    println!("| players | tables | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 |");
    println!("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (name, tables, cells) in rows {
        println!("| {name} | {tables} | {} |", cells.join(" | "));
    }
    println!();
    println!("players,prefer,rounds,tables,pairs,pairs met,most meetings,repeated pairs,odd seats,first east");
    for line in lines {
        println!("{line}");
    }
    eprintln!(
        "slowest: {:.1} ms for {} players (prefer {}) over {} rounds; the whole table {:.0} ms",
        slowest.0, slowest.1, slowest.2, slowest.3, whole
    );
}

/// A night's line of figures.
fn line(players: usize, prefer: &str, rounds: usize, tables: &str, f: &PlanFigures) -> String {
    format!(
        "{players},{prefer},{rounds},{tables},{},{},{},{},{},{}",
        f.pairs,
        f.pairs_met,
        f.most_meetings,
        f.repeated_pairs,
        spread(&f.odd_seats),
        spread(&f.first_east),
    )
}
