//! Tile kinds and the groups tiles make (pair, pung, kong, chow).
use super::{Kind, KINDS};

/// The first wind, East; South, West and North follow.
pub const EAST: Kind = 27;
/// The first dragon, Red; Green and White follow.
pub const RED: Kind = 31;
/// The Green dragon.
pub const GREEN: Kind = 32;

/// The suit of a tile (0 Bamboos, 1 Characters, 2 Circles), none for an honour.
pub fn suit(kind: Kind) -> Option<usize> {
    (kind < EAST).then_some(kind / 9)
}

/// The number of a suit tile, 1 to 9.
pub fn number(kind: Kind) -> usize {
    kind % 9 + 1
}

/// A wind or a dragon.
pub fn is_honour(kind: Kind) -> bool {
    kind >= EAST
}

/// The wind of a tile (0 East … 3 North), none for other tiles.
pub fn wind(kind: Kind) -> Option<usize> {
    (EAST..RED).contains(&kind).then(|| kind - EAST)
}

/// A Red, Green or White dragon.
pub fn is_dragon(kind: Kind) -> bool {
    (RED..KINDS).contains(&kind)
}

/// A 1 or a 9 of a suit.
pub fn is_terminal(kind: Kind) -> bool {
    suit(kind).is_some() && matches!(number(kind), 1 | 9)
}

/// Major: a terminal or an honour; every other tile is minor (2 to 8 of a suit).
pub fn is_major(kind: Kind) -> bool {
    is_honour(kind) || is_terminal(kind)
}

/// A green tile: the Green dragon, or the 2, 3, 4, 6 or 8 of Bamboos.
pub fn is_green(kind: Kind) -> bool {
    kind == GREEN || (suit(kind) == Some(0) && matches!(number(kind), 2 | 3 | 4 | 6 | 8))
}

/// What a group is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Shape {
    Pair,
    Pung,
    Kong,
    Chow,
}

/// A group of tiles: its shape, its lowest kind, and whether it is exposed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Group {
    pub shape: Shape,
    pub first: Kind,
    pub exposed: bool,
}

impl Group {
    /// A group of the shape starting at the kind.
    pub fn new(shape: Shape, first: Kind, exposed: bool) -> Group {
        Group {
            shape,
            first,
            exposed,
        }
    }

    /// The group the tiles make (in any order), if any.
    pub fn of(tiles: &[Kind], exposed: bool) -> Option<Group> {
        let mut sorted = tiles.to_vec();
        sorted.sort_unstable();
        let first = *sorted.first()?;
        let alike = sorted.iter().all(|&k| k == first);
        let shape = match (sorted.len(), alike) {
            (2, true) => Shape::Pair,
            (3, true) => Shape::Pung,
            (4, true) => Shape::Kong,
            (3, false) if is_run(&sorted) => Shape::Chow,
            _ => return None,
        };
        Some(Group::new(shape, first, exposed))
    }

    /// The tiles of the group, a kong's four included.
    pub fn tiles(&self) -> Vec<Kind> {
        match self.shape {
            Shape::Pair => vec![self.first; 2],
            Shape::Pung => vec![self.first; 3],
            Shape::Kong => vec![self.first; 4],
            Shape::Chow => vec![self.first, self.first + 1, self.first + 2],
        }
    }

    /// Whether a tile of the kind is in the group.
    pub fn holds(&self, kind: Kind) -> bool {
        self.tiles().contains(&kind)
    }

    /// The places the group takes in a hand: a kong counts 3.
    pub fn size(&self) -> usize {
        if self.shape == Shape::Pair {
            2
        } else {
            3
        }
    }

    /// A pung or a kong.
    pub fn is_pung_or_kong(&self) -> bool {
        matches!(self.shape, Shape::Pung | Shape::Kong)
    }

    /// The same group, exposed.
    pub fn exposed(self) -> Group {
        Group {
            exposed: true,
            ..self
        }
    }
}

/// Three sorted tiles in a row in one suit.
fn is_run(sorted: &[Kind]) -> bool {
    let first = sorted[0];
    suit(first).is_some()
        && suit(first) == suit(sorted[2])
        && sorted[1] == first + 1
        && sorted[2] == first + 2
}

/// Counts of every kind among the groups' tiles.
pub fn count_groups(groups: &[Group]) -> [u8; KINDS] {
    let mut counts = [0u8; KINDS];
    for group in groups {
        for kind in group.tiles() {
            counts[kind] += 1;
        }
    }
    counts
}
