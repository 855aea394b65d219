//! The night as the search sees it: every round's tables, how often each
//! pair has met and each player's seats at tables of three or five, with
//! the plan's cost kept up to date.

use super::odd::{least_squares, moved, BELOW_A_PAIR};
use super::places::RoundSeats;
use super::MAX_ROUNDS;

/// What a pair's meetings cost while the search looks for the fewest
/// meetings of the most-met pair: nothing for the first, then each further
/// meeting a thousandfold more than the one before, so that fewer pairs
/// meeting three times always beats any number meeting twice. A pair
/// meets at most once a round, so at most 8 times (2⁶⁰).
fn spreading(meetings: u8) -> i128 {
    match meetings {
        0 | 1 => 0,
        m => 1i128 << (10 * u32::from(m - 2)).min(60),
    }
}

/// What a pair's meetings cost once no pair need meet more than `most`
/// times: 1 for meeting more than once, so the cost counts the pairs met
/// again, and a thousandfold more for each meeting past `most`.
fn within(most: u8, meetings: u8) -> i128 {
    match meetings {
        0 | 1 => 0,
        m if m <= most => 1,
        m => 1 + (1i128 << (10 * u32::from(m - most)).min(60)),
    }
}

/// Every count of meetings a pair can have in a night, and one more.
const MEETINGS: u8 = MAX_ROUNDS as u8 + 1;

/// What a swap changes: the pairs' meetings, and the tables of three or
/// five given out of turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct SwapCost {
    /// The change in what the pairs' meetings cost.
    pub pairs: i128,
    /// The change in what the seats out of turn cost.
    pub spread: i64,
}

impl SwapCost {
    /// The change in the plan's cost, the pairs first.
    pub(super) fn total(self) -> i128 {
        self.pairs
            .saturating_mul(BELOW_A_PAIR)
            .saturating_add(i128::from(self.spread))
    }
}

/// What the players met and sat at before the rounds a search seats:
/// the rounds started of a night drawn again (`redraw.rs`), or nothing.
#[derive(Clone, Debug, Default)]
pub(super) struct History {
    /// How often each pair has met, `a * players + b` and `b * players + a`.
    pub met: Vec<u8>,
    /// Each player's seats at tables of three or five.
    pub odd: Vec<u8>,
}

/// The tables of every round so far and the meetings they make.
#[derive(Clone, Debug)]
pub(super) struct Board {
    players: usize,
    sizes: Vec<usize>,
    rounds: Vec<Vec<Vec<usize>>>,
    /// Each round, the table each player sits at.
    table_of: Vec<Vec<usize>>,
    met: Vec<u8>,
    /// Each player's seats at tables of three or five before the first
    /// round seated here.
    earlier_odd: Vec<u8>,
    /// Each round, each player's seats at tables of three or five up to
    /// and including it.
    odd_after: Vec<Vec<u8>>,
    /// What a pair meeting so many times costs, by the count.
    weights: Vec<i128>,
    /// What the pairs' meetings cost.
    pairs: i128,
    /// What the tables of three or five given out of turn cost (`odd.rs`).
    spread: i64,
}

impl Board {
    /// No rounds yet, for `players` at tables of `sizes`, who have met and
    /// sat as `history` says.
    pub(super) fn new(players: usize, sizes: Vec<usize>, history: &History) -> Board {
        let mut met = vec![0; players * players];
        for (cell, &m) in met.iter_mut().zip(&history.met) {
            *cell = m;
        }
        let mut earlier_odd = vec![0; players];
        for (count, &c) in earlier_odd.iter_mut().zip(&history.odd) {
            *count = c;
        }
        let mut board = Board {
            players,
            sizes,
            rounds: Vec::new(),
            table_of: Vec::new(),
            met,
            earlier_odd,
            odd_after: Vec::new(),
            weights: (0..=MEETINGS).map(spreading).collect(),
            pairs: 0,
            spread: 0,
        };
        board.pairs = board.pairs_cost();
        board
    }

    /// What the pairs' meetings cost, counted afresh.
    fn pairs_cost(&self) -> i128 {
        let n = self.players;
        let pairs = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b)));
        pairs.map(|(a, b)| self.weight(self.met(a, b))).sum()
    }

    /// A player's seats at tables of three or five before the first round
    /// seated here.
    pub(super) fn odd_history(&self, player: usize) -> u8 {
        self.earlier_odd.get(player).copied().unwrap_or(0)
    }

    pub(super) fn players(&self) -> usize {
        self.players
    }

    pub(super) fn sizes(&self) -> &[usize] {
        &self.sizes
    }

    /// How many rounds are seated.
    pub(super) fn round_count(&self) -> usize {
        self.rounds.len()
    }

    /// The rounds seated.
    pub(super) fn into_rounds(self) -> Vec<RoundSeats> {
        self.rounds.into_iter().map(RoundSeats::numbered).collect()
    }

    /// The plan's cost: its pairs' meetings first, the tables of three or
    /// five given out of turn only below them.
    pub(super) fn cost(&self) -> i128 {
        self.pairs
            .saturating_mul(BELOW_A_PAIR)
            .saturating_add(i128::from(self.spread))
    }

    /// What the seats at tables of three or five given out of turn cost.
    pub(super) fn spread(&self) -> i64 {
        self.spread
    }

    /// What a pair meeting so many times costs.
    pub(super) fn weight(&self, meetings: u8) -> i128 {
        let last = self.weights.last().copied().unwrap_or(0);
        self.weights
            .get(usize::from(meetings))
            .copied()
            .unwrap_or(last)
    }

    /// From now on the pairs' meetings cost the pairs met again, and far
    /// more any meeting past `most` (docs/rules.md §13.2: the most-met pair first,
    /// then the pairs met again).
    pub(super) fn aim_within(&mut self, most: u8) {
        self.weights = (0..=MEETINGS).map(|m| within(most, m)).collect();
        self.pairs = self.pairs_cost();
    }

    /// How often two players have met.
    pub(super) fn met(&self, a: usize, b: usize) -> u8 {
        self.met.get(a * self.players + b).copied().unwrap_or(0)
    }

    fn meet(&mut self, a: usize, b: usize, up: bool) {
        let m = self.met(a, b);
        let now = if up {
            m.saturating_add(1)
        } else {
            m.saturating_sub(1)
        };
        self.pairs += self.weight(now) - self.weight(m);
        for at in [a * self.players + b, b * self.players + a] {
            if let Some(cell) = self.met.get_mut(at) {
                *cell = now;
            }
        }
    }

    /// What moving a player up or down one meeting with another costs.
    fn change(&self, a: usize, b: usize, up: bool) -> i128 {
        let m = self.met(a, b);
        let now = if up {
            m.saturating_add(1)
        } else {
            m.saturating_sub(1)
        };
        self.weight(now) - self.weight(m)
    }

    /// Adds a round; its tables must seat each player once.
    pub(super) fn push(&mut self, tables: Vec<Vec<usize>>) {
        let mut table_of = vec![0; self.players];
        for (t, table) in tables.iter().enumerate() {
            for (i, &a) in table.iter().enumerate() {
                if let Some(slot) = table_of.get_mut(a) {
                    *slot = t;
                }
                for &b in table.iter().skip(i + 1) {
                    self.meet(a, b, true);
                }
            }
        }
        let before = self.odd_after.last().cloned();
        let mut after = before.unwrap_or_else(|| self.earlier_odd.clone());
        for (count, &t) in after.iter_mut().zip(&table_of) {
            *count = count.saturating_add(u8::from(self.is_odd(t)));
        }
        let seats: usize = after.iter().map(|&c| usize::from(c)).sum();
        let squares: i64 = after.iter().map(|&c| i64::from(c) * i64::from(c)).sum();
        self.spread += squares - least_squares(self.players, seats);
        self.rounds.push(tables);
        self.table_of.push(table_of);
        self.odd_after.push(after);
    }

    /// A player's seats at tables of three or five before a round.
    fn odd_before(&self, round: usize, player: usize) -> u8 {
        match round.checked_sub(1).and_then(|r| self.odd_after.get(r)) {
            Some(before) => before.get(player).copied().unwrap_or(0),
            None => self.odd_history(player),
        }
    }

    /// Whether a player's seat in a round is out of turn: at a table of
    /// three or five while someone at a four has had fewer such seats, or
    /// at a four while someone at a three or five has had more.
    pub(super) fn out_of_turn(&self, round: usize, player: usize) -> bool {
        let Some(tables) = self.table_of.get(round) else {
            return false;
        };
        let odd = |p: usize| tables.get(p).is_some_and(|&t| self.is_odd(t));
        let mine = (odd(player), self.odd_before(round, player));
        (0..self.players).any(|p| {
            let theirs = (odd(p), self.odd_before(round, p));
            match (mine.0, theirs.0) {
                (true, false) => theirs.1 < mine.1,
                (false, true) => theirs.1 > mine.1,
                _ => false,
            }
        })
    }

    /// What moving a round's seat at a table of three or five from one
    /// player to another changes the spread by.
    fn odd_change(&self, round: usize, from: usize, to: usize) -> i64 {
        let count = |after: &Vec<u8>, p: usize| after.get(p).copied().unwrap_or(0);
        self.odd_after
            .iter()
            .skip(round)
            .map(|after| moved(count(after, from), count(after, to)))
            .sum()
    }

    /// Moves a round's seat at a table of three or five from one player to
    /// another.
    fn move_odd(&mut self, round: usize, from: usize, to: usize) {
        self.spread += self.odd_change(round, from, to);
        for after in self.odd_after.iter_mut().skip(round) {
            if let Some(c) = after.get_mut(from) {
                *c = c.saturating_sub(1);
            }
            if let Some(c) = after.get_mut(to) {
                *c = c.saturating_add(1);
            }
        }
    }

    /// The player who leaves a table of three or five and the one who
    /// takes the seat, when two players at tables of different kinds swap.
    fn odd_moves(&self, ta: usize, tb: usize, a: usize, b: usize) -> Option<(usize, usize)> {
        match (self.is_odd(ta), self.is_odd(tb)) {
            (true, false) => Some((a, b)),
            (false, true) => Some((b, a)),
            _ => None,
        }
    }

    /// The table a player sits at in a round.
    pub(super) fn table_of(&self, round: usize, player: usize) -> Option<usize> {
        self.table_of.get(round)?.get(player).copied()
    }

    /// The players at a table.
    pub(super) fn table(&self, round: usize, table: usize) -> &[usize] {
        self.rounds
            .get(round)
            .and_then(|r| r.get(table))
            .map_or(&[], Vec::as_slice)
    }

    /// Whether a table is of three or five.
    pub(super) fn is_odd(&self, table: usize) -> bool {
        self.sizes.get(table).is_some_and(|&s| s != 4)
    }

    /// Whether a player meets someone again at their table this round.
    pub(super) fn clashes(&self, round: usize, player: usize) -> bool {
        let Some(t) = self.table_of(round, player) else {
            return false;
        };
        let table = self.table(round, t);
        table
            .iter()
            .any(|&x| x != player && self.met(player, x) > 1)
    }

    /// What swapping two players at different tables in a round would cost.
    pub(super) fn swap_cost(&self, round: usize, a: usize, b: usize) -> SwapCost {
        let (Some(ta), Some(tb)) = (self.table_of(round, a), self.table_of(round, b)) else {
            return SwapCost::default();
        };
        let mut delta = 0;
        for &x in self.table(round, ta).iter().filter(|&&x| x != a) {
            delta += self.change(a, x, false) + self.change(b, x, true);
        }
        for &y in self.table(round, tb).iter().filter(|&&y| y != b) {
            delta += self.change(b, y, false) + self.change(a, y, true);
        }
        let spread = self
            .odd_moves(ta, tb, a, b)
            .map_or(0, |(from, to)| self.odd_change(round, from, to));
        SwapCost {
            pairs: delta,
            spread,
        }
    }

    /// Swaps two players at different tables in a round.
    pub(super) fn swap(&mut self, round: usize, a: usize, b: usize) {
        let (Some(ta), Some(tb)) = (self.table_of(round, a), self.table_of(round, b)) else {
            return;
        };
        if ta == tb {
            return;
        }
        let mates_a: Vec<usize> = self.table(round, ta).to_vec();
        let mates_b: Vec<usize> = self.table(round, tb).to_vec();
        for &x in mates_a.iter().filter(|&&x| x != a) {
            self.meet(a, x, false);
            self.meet(b, x, true);
        }
        for &y in mates_b.iter().filter(|&&y| y != b) {
            self.meet(b, y, false);
            self.meet(a, y, true);
        }
        if let Some((from, to)) = self.odd_moves(ta, tb, a, b) {
            self.move_odd(round, from, to);
        }
        self.seat(round, ta, a, b);
        self.seat(round, tb, b, a);
    }

    /// Puts `to` in the seat of `from` at a table.
    fn seat(&mut self, round: usize, table: usize, from: usize, to: usize) {
        if let Some(seats) = self.rounds.get_mut(round).and_then(|r| r.get_mut(table)) {
            seats
                .iter_mut()
                .filter(|p| **p == from)
                .for_each(|p| *p = to);
        }
        if let Some(slot) = self.table_of.get_mut(round).and_then(|r| r.get_mut(to)) {
            *slot = table;
        }
    }

    /// The most any pair meets, and how many pairs meet more than once.
    pub(super) fn repeats(&self) -> (u8, usize) {
        let most = self.met.iter().copied().max().unwrap_or(0);
        let repeated = self.met.iter().filter(|&&m| m > 1).count() / 2;
        (most, repeated)
    }
}
