//! A club's own special hand's shape (docs/special-hands.md): which fourteen
//! tiles make it, read from words a club volunteer writes, matched against a
//! player's tiles, drawn as an example, and told what a hand lacks.

mod parts;
mod read;
mod search;
mod words;

use crate::tiles::{TileHand, KINDS};
pub use parts::{Group, Part, SuitRule, Tiles};
pub use read::{ShapeError, ShapeProblem, MAX_SHAPE_LENGTH};
use search::{Pool, Search};

/// A shape as read: its parts, one for each tile group they stand for
/// (`each` and a count written out), in the order written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    parts: Vec<Part>,
    /// The parts as written, by their place: what a hand is told it lacks.
    written: Vec<String>,
    /// Whether a pair may be held twice.
    pairs_repeat: bool,
    /// Every way to make each part, worked out once.
    makings: Vec<Vec<parts::Making>>,
    /// The kinds some part can take, as bits: a hand holding another
    /// kind cannot fit.
    takes: u64,
    /// The order the parts are made in, and which repeat the one before.
    order: Vec<usize>,
    twin: Vec<bool>,
}

/// A hand as a shape meets it: its tiles, a declared kong apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldTiles {
    /// Tiles not in a declared kong, by kind.
    pub counts: [u8; KINDS],
    /// Declared kongs, by kind.
    pub kongs: [bool; KINDS],
}

impl HeldTiles {
    /// A player's tiles: a declared kong counts as three and is kept whole.
    pub fn of(hand: &TileHand) -> HeldTiles {
        let mut held = HeldTiles {
            counts: [0; KINDS],
            kongs: [false; KINDS],
        };
        for group in &hand.groups {
            if group.kind == crate::tiles::GroupKind::Kong {
                held.kongs[group.tile.index()] = true;
            } else {
                held.add_all(&group.tiles());
            }
        }
        held.add_all(&hand.loose);
        held
    }

    fn add_all(&mut self, tiles: &[crate::tiles::Tile]) {
        for t in tiles {
            let c = &mut self.counts[t.index()];
            *c = c.saturating_add(1);
        }
    }

    /// The tiles as a hand: each kong laid down, the rest loose, in the
    /// notation's order.
    pub fn hand(&self) -> TileHand {
        use crate::tiles::{Group, GroupKind, Tile};
        let groups = (0..KINDS)
            .filter(|&k| self.kongs[k])
            .filter_map(Tile::from_index)
            .map(|tile| Group {
                kind: GroupKind::Kong,
                tile,
                exposed: false,
            })
            .collect();
        let loose = (0..KINDS)
            .filter_map(|k| Some((Tile::from_index(k)?, self.counts[k])))
            .flat_map(|(tile, n)| std::iter::repeat_n(tile, usize::from(n)))
            .collect();
        TileHand {
            groups,
            loose,
            ..TileHand::default()
        }
    }

    /// How many tiles, a kong counted as three.
    pub fn size(&self) -> usize {
        let loose: usize = self.counts.iter().map(|&c| usize::from(c)).sum();
        loose + 3 * self.kongs.iter().filter(|&&k| k).count()
    }

    /// How many of a kind it holds, a kong's four included.
    pub fn held(&self, kind: usize) -> u8 {
        let kong = if self.kongs.get(kind) == Some(&true) {
            4
        } else {
            0
        };
        self.counts.get(kind).map_or(0, |&c| c.saturating_add(kong))
    }
}

impl Shape {
    /// Reads a shape; refuses one no fourteen tiles make, saying why.
    ///
    /// ```
    /// use engine::own_hands::Shape;
    /// assert!(Shape::read("7 pairs in suit A").is_ok());
    /// assert!(Shape::read("6 pairs in suit A").is_err());
    /// ```
    pub fn read(text: &str) -> Result<Shape, ShapeError> {
        let (parts, written, pairs_repeat) = read::read(text)?;
        let makings: Vec<Vec<parts::Making>> = parts.iter().map(Part::makings).collect();
        let takes = makings
            .iter()
            .flatten()
            .flat_map(|m| m.take.iter().map(|&(kind, _)| kind))
            .fold(0u64, |bits, kind| bits | 1 << kind);
        let (order, twin) = search::plan(&parts, &makings);
        let shape = Shape {
            parts,
            written,
            pairs_repeat,
            makings,
            takes,
            order,
            twin,
        };
        if shape.example().is_none() {
            return Err(ShapeError::whole(ShapeProblem::NoTilesMakeIt));
        }
        Ok(shape)
    }

    /// Whether every tile held is of a kind some part can take.
    fn may_take(&self, held: &HeldTiles) -> bool {
        (0..KINDS).all(|k| held.held(k) == 0 || self.takes & (1 << k) != 0)
    }

    /// Whether fourteen tiles (a kong counted as three) make the shape.
    pub fn fits(&self, held: &HeldTiles) -> bool {
        held.size() == 14
            && self.may_take(held)
            && Search::new(self, Pool::Held(*held)).complete().is_some()
    }

    /// The kinds that, added to thirteen tiles, make the shape: a fishing
    /// player's waits (none the hand holds four of).
    pub fn waits(&self, held: &HeldTiles) -> Vec<usize> {
        if held.size() != 13 || !self.may_take(held) {
            return Vec::new();
        }
        let found = Search::new(self, Pool::OneMore(*held)).waits();
        (0..KINDS)
            .filter(|&kind| found & (1 << kind) != 0)
            .collect()
    }

    /// The first part, as written, that fourteen tiles lack; none when they
    /// make the shape.
    pub fn lacking(&self, held: &HeldTiles) -> Option<&str> {
        if self.fits(held) {
            return None;
        }
        let part = Search::new(self, Pool::Held(*held)).first_lacking()?;
        self.written.get(part).map(String::as_str)
    }

    /// Whether the shape is four sets and a pair, so its tiles also make a
    /// normal hand (docs/rules.md §5.5).
    pub fn is_four_sets_and_a_pair(&self) -> bool {
        let sets = self
            .parts
            .iter()
            .filter(|p| matches!(p.group, Group::Pung | Group::Kong | Group::Chow))
            .count();
        let pairs = self.parts.iter().filter(|p| p.group == Group::Pair).count();
        (sets, pairs) == (4, 1)
    }

    /// A hand that makes the shape: its loose tiles, by kind, and the kinds
    /// of its kongs (a `kong` part's).
    pub fn example(&self) -> Option<HeldTiles> {
        Search::new(self, Pool::Every).complete()
    }
}

#[cfg(test)]
mod tests;
