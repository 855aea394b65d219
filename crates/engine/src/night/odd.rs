//! The tables of three or five going round (docs/seating.md, rule 3), as a
//! cost below any repeated pair: each round, the sum over the players of
//! the square of their seats at such tables so far, less the least that
//! sum can be. It is nothing exactly when nobody has sat at one twice
//! before everyone has once, and it grows with every seat given out of
//! turn.

/// What a plan's seats at tables of three or five cost is kept this far
/// below a repeated pair's: eight rounds of forty players, each with up
/// to eight such seats, sum to 8 · 40 · 64 = 20,480, well under it.
pub(super) const BELOW_A_PAIR: i128 = 1 << 20;

/// The least the squares of the players' counts can sum to when `seats`
/// seats are shared among `players`: as evenly as can be.
pub(super) fn least_squares(players: usize, seats: usize) -> i64 {
    if players == 0 {
        return 0;
    }
    let (each, over) = (seats / players, seats % players);
    let square = |c: usize| i64::try_from(c * c).unwrap_or(i64::MAX);
    let count = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    count(over)
        .saturating_mul(square(each + 1))
        .saturating_add(count(players - over).saturating_mul(square(each)))
}

/// What moving one seat at a table of three or five from a player who has
/// had `from` such seats by a round to one who has had `to` changes that
/// round's sum of squares.
pub(super) fn moved(from: u8, to: u8) -> i64 {
    2 * (i64::from(to) - i64::from(from) + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_shared_evenly_cost_the_least() {
        assert_eq!(least_squares(9, 5), 5);
        assert_eq!(least_squares(9, 10), 4 + 8);
        assert_eq!(least_squares(9, 0), 0);
        assert_eq!(least_squares(0, 5), 0);
        // Two with one seat each: moving one to the other gives 4 + 0.
        assert_eq!(1 + 1 + moved(1, 1), 4);
        // One with two seats, one with none: evening them saves 2.
        assert_eq!(4 + moved(2, 0), 2);
    }
}
