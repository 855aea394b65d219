//! The nights with a known perfect plan, built directly from affine planes
//! (docs/seating.md). A plane of order q has q² points and q + 1 sets of
//! q parallel lines of q points; any two points lie on exactly one line,
//! so with the players as points and each round one set of parallel lines,
//! no two players meet twice.
//!
//! - 16 players at four tables of four: the plane of order 4, five rounds.
//! - 9 players at three tables of three: the plane of order 3, four rounds.
//! - 20 players at five tables of four: the plane of order 5 less the five
//!   points of one line, x = 0. The lines parallel to it keep five points
//!   and are left out; every other line loses exactly one point, so each
//!   of the other five sets of parallel lines seats the 20 at five tables
//!   of four, for five rounds.

use super::layout::{Layout, OddSize};
use super::places::RoundSeats;

/// The plan's tables when a plane gives the whole night. Past its rounds,
/// the planes of order 3 and 4 go round their rounds again: every pair has
/// met by then, so each pair at a later table is a repeat, and none meets
/// more than twice, the least there can be.
pub(super) fn plan(players: usize, rounds: usize, layout: &Layout) -> Option<Vec<RoundSeats>> {
    let classes = match (players, layout.odd_tables, layout.odd_size) {
        (16, 0, _) => parallel_classes(4),
        (9, 3, OddSize::Three) => parallel_classes(3),
        (20, 0, _) if rounds <= 5 => less_one_line(5),
        _ => return None,
    };
    Some(classes.iter().cycle().take(rounds).cloned().collect())
}

/// The rounds a search starts from when a plane gives only the night's
/// first rounds: 20 players over more than five rounds.
pub(super) fn opening(players: usize, layout: &Layout) -> Vec<RoundSeats> {
    match (players, layout.odd_tables) {
        (20, 0) => less_one_line(5),
        _ => Vec::new(),
    }
}

/// The plane's lines in sets of parallel ones: for each slope the lines
/// y = slope·x + c, then the lines x = c. A point (x, y) is player q·x + y.
fn parallel_classes(q: usize) -> Vec<RoundSeats> {
    let upright = (0..q).map(|c| (0..q).map(|y| q * c + y).collect());
    let upright = RoundSeats::numbered(upright.collect());
    sloped(q, 0)
        .into_iter()
        .chain(std::iter::once(upright))
        .collect()
}

/// The sloped lines of the plane of order q less the points of x = 0, each
/// set of parallel ones a round of q tables of q − 1. A point (x, y), x from
/// 1, is player q·(x − 1) + y.
fn less_one_line(q: usize) -> Vec<RoundSeats> {
    sloped(q, 1)
}

/// For each slope, the lines y = slope·x + c over the points with x from
/// `from`, the point (x, y) numbered q·(x − from) + y.
fn sloped(q: usize, from: usize) -> Vec<RoundSeats> {
    let line = |slope, c| {
        let points = from..q;
        points
            .map(|x| q * (x - from) + add(q, mul(q, slope, x), c))
            .collect()
    };
    let class = |slope| RoundSeats::numbered((0..q).map(|c| line(slope, c)).collect());
    (0..q).map(class).collect()
}

/// Addition in the field of order q: integers mod q for a prime (3, 5),
/// bitwise for GF(4).
fn add(q: usize, a: usize, b: usize) -> usize {
    match q {
        4 => a ^ b,
        _ => (a + b) % q.max(1),
    }
}

/// Multiplication in the field of order q. GF(4) is {0, 1, α, α+1} as 0
/// to 3, with α² = α + 1.
fn mul(q: usize, a: usize, b: usize) -> usize {
    match (q, a.min(b), a.max(b)) {
        (4, 0, _) => 0,
        (4, 1, x) => x,
        (4, 2, 2) => 3,
        (4, 2, _) => 1,
        (4, _, _) => 2,
        _ => (a * b) % q.max(1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each round seats every one of `players` once, and no pair meets twice.
    fn perfect(rounds: &[RoundSeats], players: usize) -> bool {
        let mut met = vec![false; players * players];
        rounds.iter().map(RoundSeats::numbers).all(|tables| {
            let mut seated: Vec<usize> = tables.iter().flatten().copied().collect();
            seated.sort_unstable();
            let once = seated == (0..players).collect::<Vec<_>>();
            once && tables.iter().all(|t| {
                t.iter().enumerate().all(|(i, &a)| {
                    t.iter().skip(i + 1).all(|&b| {
                        let fresh = !met[a * players + b];
                        met[a * players + b] = true;
                        fresh
                    })
                })
            })
        })
    }

    #[test]
    fn each_plane_seats_everyone_each_round_and_nobody_meets_twice() {
        let sixteen = parallel_classes(4);
        assert_eq!(sixteen.len(), 5);
        assert!(perfect(&sixteen, 16));
        assert!(perfect(&parallel_classes(3), 9));
        let twenty = less_one_line(5);
        assert_eq!(twenty.len(), 5);
        assert!(twenty
            .iter()
            .flat_map(RoundSeats::tables)
            .all(|t| t.len() == 4));
        assert!(perfect(&twenty, 20));
    }
}
