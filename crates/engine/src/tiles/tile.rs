//! The tiles (docs/rules.md §1): 34 kinds of four copies each, and 8 bonus
//! tiles of one copy each.

use crate::Wind;
use serde::{Deserialize, Serialize};

/// A suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    /// Bamboos (`b`).
    Bamboos,
    /// Characters (`c`).
    Characters,
    /// Circles, or dots (`d`).
    Circles,
}

impl Suit {
    /// Every suit.
    pub const ALL: [Suit; 3] = [Suit::Bamboos, Suit::Characters, Suit::Circles];

    /// The suit's name.
    pub fn name(self) -> &'static str {
        match self {
            Suit::Bamboos => "Bamboos",
            Suit::Characters => "Characters",
            Suit::Circles => "Circles",
        }
    }

    /// The letter the notation writes it with.
    pub fn letter(self) -> char {
        match self {
            Suit::Bamboos => 'b',
            Suit::Characters => 'c',
            Suit::Circles => 'd',
        }
    }
}

/// A dragon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dragon {
    /// Red (`R`).
    Red,
    /// Green (`G`).
    Green,
    /// White (`Wh`).
    White,
}

impl Dragon {
    /// Every dragon.
    pub const ALL: [Dragon; 3] = [Dragon::Red, Dragon::Green, Dragon::White];
}

/// One of the 34 kinds of tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Tile {
    /// A suit tile, numbered 1 to 9.
    Suited(Suit, u8),
    /// A wind.
    Wind(Wind),
    /// A dragon.
    Dragon(Dragon),
}

/// How many kinds of tile there are.
pub const KINDS: usize = 34;

/// The thirteen terminals and honours.
pub const MAJOR_KINDS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

impl Tile {
    /// Every kind, in the order of [`Tile::index`].
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..KINDS).filter_map(Tile::from_index)
    }

    /// The kind's place, 0 to 33: Bamboos 1–9, Characters 1–9, Circles 1–9,
    /// the winds East to North, the dragons Red, Green, White.
    pub fn index(self) -> usize {
        match self {
            Tile::Suited(suit, n) => suit as usize * 9 + usize::from(n.clamp(1, 9)) - 1,
            Tile::Wind(w) => 27 + w.index(),
            Tile::Dragon(d) => 31 + d as usize,
        }
    }

    /// The kind at a place.
    pub fn from_index(i: usize) -> Option<Tile> {
        match i {
            0..27 => Some(Tile::Suited(Suit::ALL[i / 9], (i % 9) as u8 + 1)),
            27..31 => Some(Tile::Wind(Wind::ALL[i - 27])),
            31..34 => Some(Tile::Dragon(Dragon::ALL[i - 31])),
            _ => None,
        }
    }

    /// The tile's name: "5 of Circles", "East wind", "Red dragon".
    pub fn name(self) -> String {
        match self {
            Tile::Suited(suit, n) => format!("{n} of {}", suit.name()),
            Tile::Wind(w) => format!("{} wind", w.name()),
            Tile::Dragon(Dragon::Red) => "Red dragon".into(),
            Tile::Dragon(Dragon::Green) => "Green dragon".into(),
            Tile::Dragon(Dragon::White) => "White dragon".into(),
        }
    }

    /// A wind or a dragon.
    pub fn is_honour(self) -> bool {
        !matches!(self, Tile::Suited(..))
    }

    /// A 1 or a 9.
    pub fn is_terminal(self) -> bool {
        matches!(self, Tile::Suited(_, 1 | 9))
    }

    /// A terminal or an honour.
    pub fn is_major(self) -> bool {
        self.is_honour() || self.is_terminal()
    }

    /// A green tile for Imperial jade: the Green dragon and the 2, 3, 4, 6
    /// and 8 of Bamboos.
    pub fn is_green(self) -> bool {
        matches!(
            self,
            Tile::Dragon(Dragon::Green) | Tile::Suited(Suit::Bamboos, 2 | 3 | 4 | 6 | 8)
        )
    }

    /// The suit, for a suit tile.
    pub fn suit(self) -> Option<Suit> {
        match self {
            Tile::Suited(suit, _) => Some(suit),
            _ => None,
        }
    }
}

/// A flower or a season, numbered 1 to 4; number n belongs to wind n.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Bonus {
    /// Flower 1 to 4 (`f1`).
    Flower(u8),
    /// Season 1 to 4 (`s1`).
    Season(u8),
}

impl Bonus {
    /// All eight bonus tiles.
    pub const ALL: [Bonus; 8] = [
        Bonus::Flower(1),
        Bonus::Flower(2),
        Bonus::Flower(3),
        Bonus::Flower(4),
        Bonus::Season(1),
        Bonus::Season(2),
        Bonus::Season(3),
        Bonus::Season(4),
    ];

    /// The tile's name: "Flower 2".
    pub fn name(self) -> String {
        match self {
            Bonus::Flower(n) => format!("Flower {n}"),
            Bonus::Season(n) => format!("Season {n}"),
        }
    }

    /// The wind it belongs to.
    pub fn wind(self) -> Option<Wind> {
        let (Bonus::Flower(n) | Bonus::Season(n)) = self;
        Wind::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }
}
