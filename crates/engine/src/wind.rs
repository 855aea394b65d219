//! The four winds: seat winds and the prevailing wind.

use serde::{Deserialize, Serialize};

/// A wind, in the order the seats pass round the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Wind {
    /// East: deals, and pays and receives double.
    East,
    /// South.
    South,
    /// West.
    West,
    /// North.
    North,
}

impl Wind {
    /// Every wind, East first.
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    /// The number of this wind's own flower and own season (East 1 … North 4).
    ///
    /// ```
    /// use engine::Wind;
    /// assert_eq!(Wind::West.bonus_number(), 3);
    /// ```
    pub fn bonus_number(self) -> u8 {
        self.index() as u8 + 1
    }

    /// Position in [`Wind::ALL`].
    pub fn index(self) -> usize {
        match self {
            Wind::East => 0,
            Wind::South => 1,
            Wind::West => 2,
            Wind::North => 3,
        }
    }

    /// The wind that follows this one as the prevailing wind (North is last).
    pub fn next(self) -> Option<Wind> {
        Wind::ALL.get(self.index() + 1).copied()
    }

    /// The wind's name as players say it.
    pub fn name(self) -> &'static str {
        match self {
            Wind::East => "East",
            Wind::South => "South",
            Wind::West => "West",
            Wind::North => "North",
        }
    }
}

impl std::fmt::Display for Wind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
