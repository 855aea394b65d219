//! Players at the table and per-player tables, and the one rule for
//! whether two names are one player.

use serde::{Deserialize, Serialize};
use std::ops::{Index, IndexMut};

/// The longest name, in characters.
pub const MAX_NAME_LENGTH: usize = 40;

/// A player, by their position in the order names were entered at setup
/// (0 is the first name, who starts as East).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct PlayerId(pub usize);

/// How many play in the match: two to five.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerCount {
    /// BMJA's two-player game: East and West, no East doubling.
    Two,
    /// East, South and West.
    Three,
    /// The usual game.
    Four,
    /// Four play each hand while one sits out as the dreamer.
    Five,
}

impl PlayerCount {
    /// Every supported count.
    pub const ALL: [PlayerCount; 4] = [
        PlayerCount::Two,
        PlayerCount::Three,
        PlayerCount::Four,
        PlayerCount::Five,
    ];

    /// The count as a number.
    pub fn get(self) -> usize {
        match self {
            PlayerCount::Two => 2,
            PlayerCount::Three => 3,
            PlayerCount::Four => 4,
            PlayerCount::Five => 5,
        }
    }

    /// The count for a number of players, if it is one the game supports.
    pub fn from_number(n: usize) -> Option<PlayerCount> {
        PlayerCount::ALL.into_iter().find(|c| c.get() == n)
    }

    /// How many play each hand (five players: four, the fifth dreams).
    pub fn at_table(self) -> usize {
        self.get().min(4)
    }

    /// Every player's id.
    pub fn ids(self) -> impl Iterator<Item = PlayerId> {
        (0..self.get()).map(PlayerId)
    }
}

/// One value per player, indexed by [`PlayerId`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ByPlayer<T>(pub Vec<T>);

impl<T> ByPlayer<T> {
    /// A table with one value per player.
    pub fn from_fn(count: PlayerCount, f: impl FnMut(PlayerId) -> T) -> Self {
        ByPlayer(count.ids().map(f).collect())
    }

    /// The value for a player, if that player exists.
    pub fn get(&self, id: PlayerId) -> Option<&T> {
        self.0.get(id.0)
    }

    /// Every player with their value.
    pub fn iter(&self) -> impl Iterator<Item = (PlayerId, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (PlayerId(i), v))
    }

    /// How many players the table holds.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when the table holds nobody.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<T> Index<PlayerId> for ByPlayer<T> {
    type Output = T;
    /// Panics only on an id from another match: ids come from [`PlayerCount::ids`].
    fn index(&self, id: PlayerId) -> &T {
        &self.0[id.0]
    }
}

impl<T> IndexMut<PlayerId> for ByPlayer<T> {
    fn index_mut(&mut self, id: PlayerId) -> &mut T {
        &mut self.0[id.0]
    }
}

/// A name with case and spacing taken out: the one rule for whether two
/// names are one player, at set-up, at a club night and across the season.
///
/// ```
/// use engine::players::name_key;
/// assert_eq!(name_key(" Bill  Smith"), name_key("billsmith"));
/// assert_ne!(name_key("Bill"), name_key("Will"));
/// ```
pub fn name_key(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

/// What is wrong with one player's name among those entered before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameFault {
    /// Left blank.
    Blank,
    /// Longer than [`MAX_NAME_LENGTH`] characters.
    Long,
    /// The same player as the name at this place (from 0) before it.
    SameAs(usize),
}

/// The check every list of players' names is put through: what is wrong
/// with the name at `at` (from 0), blank first, then too long, then the
/// same player as an earlier name by [`name_key`].
///
/// ```
/// use engine::players::{name_fault, NameFault};
/// let names = ["Bill Smith", "Rod", "bill  smith", " "];
/// assert_eq!(name_fault(&names, 1), None);
/// assert_eq!(name_fault(&names, 2), Some(NameFault::SameAs(0)));
/// assert_eq!(name_fault(&names, 3), Some(NameFault::Blank));
/// ```
pub fn name_fault(names: &[impl AsRef<str>], at: usize) -> Option<NameFault> {
    let name = names.get(at)?.as_ref().trim();
    if name.is_empty() {
        return Some(NameFault::Blank);
    }
    if name.chars().count() > MAX_NAME_LENGTH {
        return Some(NameFault::Long);
    }
    let key = name_key(name);
    let earlier = names.get(..at).unwrap_or_default();
    earlier
        .iter()
        .position(|other| name_key(other.as_ref()) == key)
        .map(NameFault::SameAs)
}
