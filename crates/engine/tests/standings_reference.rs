//! The night's standings against a reference written apart from them, on
//! random nights: tables of three to five from a pool of players who do not
//! all play as many tables (late arrivals, early leavers, results still
//! coming in). The reference shares out table points by place itself, sums
//! each player's figures, and places each player one below everyone
//! strictly better: a player who has played above one who has not; then,
//! where all who have played have played as many tables, by the sums, and
//! otherwise by each sum divided by the tables played (floating point,
//! which divides exactly enough for these small figures).

use engine::night::{
    night_standings, NightPlayer, Ranking, Round, Seated, Table, TableResult, TABLE_POINT,
};
use engine::Points;
use proptest::prelude::*;

/// Per player: tables played, net, table points (whole points as f64).
fn reference_figures(players: usize, tables: &[Vec<(usize, i64)>]) -> Vec<(usize, f64, f64)> {
    let mut figures = vec![(0usize, 0f64, 0f64); players];
    for table in tables {
        let by_place: &[f64] = match table.len() {
            3 => &[4.0, 2.0, 0.0],
            5 => &[4.0, 2.0, 1.0, 0.0, 0.0],
            _ => &[4.0, 2.0, 1.0, 0.0],
        };
        for &(p, net) in table {
            let above = table.iter().filter(|&&(_, n)| n > net).count();
            let level = table.iter().filter(|&&(_, n)| n == net).count();
            let shared: f64 = by_place[above..above + level].iter().sum::<f64>() / level as f64;
            figures[p].0 += 1;
            figures[p].1 += net as f64;
            figures[p].2 += shared;
        }
    }
    figures
}

/// Each player's place, from 1.
fn reference_places(figures: &[(usize, f64, f64)], by_points: bool) -> Vec<usize> {
    let played: Vec<usize> = figures.iter().map(|f| f.0).filter(|&t| t > 0).collect();
    let even = played.windows(2).all(|w| w[0] == w[1]);
    let key = |f: &(usize, f64, f64)| {
        let per = if even { 1.0 } else { f.0.max(1) as f64 };
        let (net, points) = (f.1 / per, f.2 / per);
        match by_points {
            true => (f.0 > 0, points, net),
            false => (f.0 > 0, net, 0.0),
        }
    };
    let better = |a: &(bool, f64, f64), b: &(bool, f64, f64)| {
        (a.0 && !b.0) || (a.0 == b.0 && (a.1 > b.1 || (a.1 == b.1 && a.2 > b.2)))
    };
    let keys: Vec<_> = figures.iter().map(key).collect();
    keys.iter()
        .map(|k| 1 + keys.iter().filter(|o| better(o, k)).count())
        .collect()
}

/// A random night's tables: each a few distinct players of the pool, each
/// with a net.
fn nights() -> impl Strategy<Value = (usize, Vec<Vec<(usize, i64)>>)> {
    (5usize..14).prop_flat_map(|players| {
        let table = (3usize..=5)
            .prop_flat_map(move |size| {
                let seats = Just((0..players).collect::<Vec<_>>()).prop_shuffle();
                (seats, prop::collection::vec(-3000i64..3000, size))
            })
            .prop_map(|(seats, nets)| seats.into_iter().zip(nets).collect::<Vec<_>>());
        (Just(players), prop::collection::vec(table, 1..9))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn the_standings_place_every_player_as_the_reference_does((players, tables) in nights()) {
        let results: Vec<TableResult> = tables
            .iter()
            .enumerate()
            .map(|(i, table)| TableResult {
                round: Round::at(i).unwrap(),
                table: Table::FIRST,
                seats: table
                    .iter()
                    .map(|&(p, net)| Seated {
                        player: NightPlayer(p),
                        opening: Points(2000),
                        closing: Points(2000 + net),
                    })
                    .collect(),
            })
            .collect();
        let figures = reference_figures(players, &tables);
        for (ranking, by_points) in [(Ranking::Net, false), (Ranking::TablePoints, true)] {
            let lines = night_standings(players, &results, ranking);
            let expected = reference_places(&figures, by_points);
            for line in &lines {
                let (tables, net, points) = figures[line.player.0];
                prop_assert_eq!(line.tables, tables);
                prop_assert_eq!(line.net.0 as f64, net);
                prop_assert!((line.table_points as f64 / TABLE_POINT as f64 - points).abs() < 1e-9);
                prop_assert_eq!(line.place, expected[line.player.0], "player {}", line.player.0);
            }
            prop_assert!(lines.windows(2).all(|w| w[0].place <= w[1].place));
        }
    }
}
