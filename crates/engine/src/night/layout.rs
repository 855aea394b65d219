//! How many tables of each size a round has.

use super::MAX_PLAYERS;
use serde::{Deserialize, Serialize};

/// The size of the tables that are not of four: five (one sits out each
/// hand, the dreamer of docs/rules.md §8) or three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OddSize {
    /// Tables of five.
    Five,
    /// Tables of three.
    Three,
}

impl OddSize {
    /// Players at such a table.
    pub fn seats(self) -> usize {
        match self {
            OddSize::Five => 5,
            OddSize::Three => 3,
        }
    }

    fn other(self) -> OddSize {
        match self {
            OddSize::Five => OddSize::Three,
            OddSize::Three => OddSize::Five,
        }
    }
}

/// The tables of every round: as many of four as can be, the rest of five
/// or of three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layout {
    /// Tables of four.
    pub fours: usize,
    /// The size of the other tables.
    pub odd_size: OddSize,
    /// How many tables of that size.
    pub odd_tables: usize,
}

impl Layout {
    /// The tables for `players`, with the preferred size where it makes the
    /// count and the other where it cannot (11 players with fives sit
    /// 4 + 4 + 3); nothing when neither can (no players, 1 or 2).
    /// With threes the count is made with the fewest threes, so 9 players
    /// sit at three tables of three and 10 at 4 + 3 + 3.
    ///
    /// ```
    /// use engine::night::{Layout, OddSize};
    /// assert_eq!(Layout::new(11, OddSize::Five).unwrap().sizes(), [4, 4, 3]);
    /// assert_eq!(Layout::new(13, OddSize::Five).unwrap().sizes(), [4, 4, 5]);
    /// assert_eq!(Layout::new(9, OddSize::Three).unwrap().sizes(), [3, 3, 3]);
    /// assert_eq!(Layout::new(16, OddSize::Three).unwrap().sizes(), [4, 4, 4, 4]);
    /// ```
    pub fn new(players: usize, prefer: OddSize) -> Option<Layout> {
        Layout::with(players, prefer).or_else(|| Layout::with(players, prefer.other()))
    }

    fn with(players: usize, odd_size: OddSize) -> Option<Layout> {
        let (tables, odd_tables) = match odd_size {
            OddSize::Five => (players / 4, players % 4),
            OddSize::Three => (players.div_ceil(4), (4 - players % 4) % 4),
        };
        let fours = tables.checked_sub(odd_tables)?;
        (tables > 0).then_some(Layout {
            fours,
            odd_size,
            odd_tables,
        })
    }

    /// Every table's size, the fours first (at most a night's most players
    /// of each, whatever a stored layout says).
    pub fn sizes(&self) -> Vec<usize> {
        let odd = std::iter::repeat_n(self.odd_size.seats(), self.odd_tables.min(MAX_PLAYERS));
        std::iter::repeat_n(4, self.fours.min(MAX_PLAYERS))
            .chain(odd)
            .collect()
    }

    /// Whether the tables not of four are of the size asked for (always,
    /// when every table is of four).
    pub fn keeps(&self, prefer: OddSize) -> bool {
        self.odd_tables == 0 || self.odd_size == prefer
    }

    /// Seats at the tables not of four, each round.
    pub fn odd_seats(&self) -> usize {
        self.odd_tables.saturating_mul(self.odd_size.seats())
    }
}
