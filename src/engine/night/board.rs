//! The night as the search sees it: every round's tables, and how often
//! each pair has met, with the plan's cost kept up to date.

/// What a pair's meetings cost: nothing for the first, then each further
/// meeting a thousandfold more than the one before, so that fewer pairs
/// meeting three times always beats any number meeting twice.
pub(super) fn weight(meetings: u8) -> i128 {
    match meetings {
        0 | 1 => 0,
        m => 1i128 << (10 * u32::from(m - 2)).min(120),
    }
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
    cost: i128,
}

impl Board {
    /// No rounds yet, for `players` at tables of `sizes`.
    pub(super) fn new(players: usize, sizes: Vec<usize>) -> Board {
        Board {
            players,
            sizes,
            rounds: Vec::new(),
            table_of: Vec::new(),
            met: vec![0; players * players],
            cost: 0,
        }
    }

    pub(super) fn players(&self) -> usize {
        self.players
    }

    pub(super) fn sizes(&self) -> &[usize] {
        &self.sizes
    }

    pub(super) fn rounds(&self) -> &[Vec<Vec<usize>>] {
        &self.rounds
    }

    pub(super) fn into_rounds(self) -> Vec<Vec<Vec<usize>>> {
        self.rounds
    }

    pub(super) fn cost(&self) -> i128 {
        self.cost
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
        self.cost += weight(now) - weight(m);
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
        weight(now) - weight(m)
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
        self.rounds.push(tables);
        self.table_of.push(table_of);
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
    pub(super) fn swap_cost(&self, round: usize, a: usize, b: usize) -> i128 {
        let (Some(ta), Some(tb)) = (self.table_of(round, a), self.table_of(round, b)) else {
            return 0;
        };
        let mut delta = 0;
        for &x in self.table(round, ta).iter().filter(|&&x| x != a) {
            delta += self.change(a, x, false) + self.change(b, x, true);
        }
        for &y in self.table(round, tb).iter().filter(|&&y| y != b) {
            delta += self.change(b, y, false) + self.change(a, y, true);
        }
        delta
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
