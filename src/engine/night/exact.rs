//! The nights with a known perfect plan, built directly: the affine plane
//! of order 4 seats 16 players at four tables of four for five rounds, and
//! that of order 3 seats 9 at three tables of three for four rounds, every
//! pair meeting exactly once. Each round is one set of parallel lines.

use super::layout::{Layout, OddSize};

/// The plan's tables when a plane fits the night; later rounds go round the
/// plane's rounds again, so each pair meets at most twice.
pub(super) fn plan(players: usize, rounds: usize, layout: &Layout) -> Option<Vec<Vec<Vec<usize>>>> {
    let order = match (players, layout.odd_tables, layout.odd_size) {
        (16, 0, _) => 4,
        (9, 3, OddSize::Three) => 3,
        _ => return None,
    };
    let classes = parallel_classes(order);
    let plan = classes.iter().cycle().take(rounds).cloned().collect();
    Some(plan)
}

/// The plane's lines in sets of parallel ones: for each slope the lines
/// y = slope·x + c, then the lines x = c. A point (x, y) is player q·x + y.
fn parallel_classes(q: usize) -> Vec<Vec<Vec<usize>>> {
    let sloped = (0..q).map(|slope| {
        (0..q)
            .map(|c| {
                (0..q)
                    .map(|x| q * x + add(q, mul(q, slope, x), c))
                    .collect()
            })
            .collect()
    });
    let upright = (0..q)
        .map(|c| (0..q).map(|y| q * c + y).collect())
        .collect();
    sloped.chain(std::iter::once(upright)).collect()
}

/// Addition in the field of order 3 (mod 3) or 4 (bitwise, GF(4)).
fn add(q: usize, a: usize, b: usize) -> usize {
    match q {
        4 => a ^ b,
        _ => (a + b) % q.max(1),
    }
}

/// Multiplication in the field of order 3 or 4. GF(4) is {0, 1, α, α+1}
/// as 0 to 3, with α² = α + 1.
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
