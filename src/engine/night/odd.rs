//! The rule that the tables of three or five go round: each round their
//! seats go to those who have had the fewest, so nobody sits at one twice
//! before everyone has once. The search asks it of many swaps at a step,
//! so the rounds' counts are taken once and each swap weighed in a look
//! per round.

use super::board::Board;

/// Per round: who sits at a table of three or five, how many such seats
/// each player had before, and the three highest counts among those
/// seated there and the three lowest among the rest.
pub(super) struct OddTurns {
    rounds: Vec<Turn>,
}

struct Turn {
    odd: Vec<bool>,
    had: Vec<usize>,
    highest_odd: Vec<(usize, usize)>,
    lowest_even: Vec<(usize, usize)>,
}

impl OddTurns {
    pub(super) fn of(board: &Board) -> OddTurns {
        let players = board.players();
        let mut had = vec![0usize; players];
        let mut rounds = Vec::new();
        for k in 0..board.rounds().len() {
            let odd: Vec<bool> = (0..players)
                .map(|p| board.table_of(k, p).is_some_and(|t| board.is_odd(t)))
                .collect();
            let mut counts: Vec<(usize, usize)> = had.iter().copied().zip(0..).collect();
            counts.sort_unstable();
            let is_odd = |&&(_, p): &&(usize, usize)| odd.get(p).copied().unwrap_or(false);
            let highest_odd = counts
                .iter()
                .rev()
                .filter(is_odd)
                .take(3)
                .copied()
                .collect();
            let lowest_even = counts
                .iter()
                .filter(|c| !is_odd(c))
                .take(3)
                .copied()
                .collect();
            let before = had.clone();
            for (count, &sits) in had.iter_mut().zip(&odd) {
                *count += usize::from(sits);
            }
            rounds.push(Turn {
                had: before,
                odd,
                highest_odd,
                lowest_even,
            });
        }
        OddTurns { rounds }
    }

    /// Whether the rule still holds with `a` and `b`, one at a table of four
    /// and one not, swapped in round `k`.
    pub(super) fn allow(&self, k: usize, a: usize, b: usize) -> bool {
        let a_was_odd = self.rounds.get(k).is_some_and(|t| t.sits_odd(a));
        let moved = |p: usize| match (p == a, p == b) {
            (true, _) => Some(!a_was_odd),
            (_, true) => Some(a_was_odd),
            _ => None,
        };
        self.rounds.iter().enumerate().skip(k).all(|(j, turn)| {
            let before = |p: usize| {
                let had = turn.had_before(p);
                match moved(p) {
                    Some(true) if j > k => had + 1,
                    Some(false) if j > k => had.saturating_sub(1),
                    _ => had,
                }
            };
            let sits = |p: usize| match moved(p) {
                Some(now) if j == k => now,
                _ => turn.sits_odd(p),
            };
            let others = |list: &[(usize, usize)]| {
                list.iter()
                    .find(|&&(_, p)| p != a && p != b)
                    .map(|&(c, _)| c)
            };
            let ours = [a, b].map(|p| (sits(p), before(p)));
            let most = ours
                .iter()
                .filter(|o| o.0)
                .map(|o| o.1)
                .chain(others(&turn.highest_odd))
                .max();
            let least = ours
                .iter()
                .filter(|o| !o.0)
                .map(|o| o.1)
                .chain(others(&turn.lowest_even))
                .min();
            most.zip(least).is_none_or(|(most, least)| most <= least)
        })
    }
}

impl Turn {
    fn sits_odd(&self, p: usize) -> bool {
        self.odd.get(p).copied().unwrap_or(false)
    }

    /// Seats at tables of three or five before this round.
    fn had_before(&self, p: usize) -> usize {
        self.had.get(p).copied().unwrap_or(0)
    }
}
