//! A player's tiles as entered: groups, loose concealed tiles, bonus tiles
//! and the winning tile (docs/rules.md §12.2).

use super::tile::{Bonus, Tile, KINDS};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The shape of a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum GroupKind {
    /// Two alike.
    Pair,
    /// Three in a row in one suit.
    Chow,
    /// Three alike.
    Pung,
    /// Four alike.
    Kong,
}

impl GroupKind {
    /// How many tiles it holds.
    pub fn size(self) -> usize {
        match self {
            GroupKind::Pair => 2,
            GroupKind::Chow | GroupKind::Pung => 3,
            GroupKind::Kong => 4,
        }
    }
}

/// A group of tiles: its shape, its first tile, and whether it is exposed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Group {
    /// Pair, chow, pung or kong.
    pub kind: GroupKind,
    /// The tile alike, or the lowest of a chow.
    pub tile: Tile,
    /// Completed with a claimed discard.
    pub exposed: bool,
}

impl Group {
    /// The group's tiles.
    pub fn tiles(&self) -> Vec<Tile> {
        match (self.kind, self.tile) {
            (GroupKind::Chow, Tile::Suited(suit, n)) => {
                (n..n + 3).map(|k| Tile::Suited(suit, k)).collect()
            }
            (kind, tile) => vec![tile; kind.size()],
        }
    }

    /// True for a pung, kong or chow.
    pub fn is_set(&self) -> bool {
        self.kind != GroupKind::Pair
    }

    /// The group in words: "exposed pung of Red dragon", "concealed chow
    /// 2-3-4 of Bamboos".
    pub fn name(&self) -> String {
        let shown = if self.exposed { "exposed" } else { "concealed" };
        format!("{shown} {}", self.shape_name())
    }

    /// The group's shape and tiles in words, exposed or not: "pung of Red
    /// dragon", "chow 2-3-4 of Bamboos".
    pub fn shape_name(&self) -> String {
        match (self.kind, self.tile) {
            (GroupKind::Chow, Tile::Suited(suit, n)) => {
                format!("chow {n}-{}-{} of {}", n + 1, n + 2, suit.name())
            }
            (GroupKind::Pair, t) => format!("pair of {}", t.name()),
            (GroupKind::Pung, t) => format!("pung of {}", t.name()),
            (GroupKind::Kong | GroupKind::Chow, t) => format!("kong of {}", t.name()),
        }
    }

    /// Whether it holds a tile of this kind.
    pub fn holds(&self, tile: Tile) -> bool {
        match (self.kind, self.tile, tile) {
            (GroupKind::Chow, Tile::Suited(suit, n), Tile::Suited(s, k)) => {
                suit == s && (n..n + 3).contains(&k)
            }
            _ => self.tile == tile,
        }
    }
}

/// A player's tiles. Stored and exported as their text (docs/tiles.md).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TileHand {
    /// Groups the player made, exposed or concealed.
    pub groups: Vec<Group>,
    /// Concealed tiles not grouped: the engine groups them. Kept in order.
    pub loose: Vec<Tile>,
    /// Flowers and seasons.
    pub bonus: Vec<Bonus>,
    /// The winner's winning tile, if marked.
    pub winning: Option<Tile>,
}

impl Serialize for TileHand {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for TileHand {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<TileHand, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse::<TileHand>().map_err(|e| {
            serde::de::Error::custom(format_args!("‘{}’ is not read as tiles", e.token))
        })
    }
}

impl TileHand {
    /// How many of each kind the hand holds, groups and loose tiles together.
    pub fn counts(&self) -> [u8; KINDS] {
        let mut counts = [0u8; KINDS];
        let all = self
            .groups
            .iter()
            .flat_map(Group::tiles)
            .chain(self.loose.iter().copied());
        for tile in all {
            let c = &mut counts[tile.index()];
            *c = c.saturating_add(1);
        }
        counts
    }

    /// How many tiles it holds, bonus tiles apart, a kong counted as three
    /// (its fourth is replaced from the wall).
    pub fn size(&self) -> usize {
        let grouped: usize = self.groups.iter().map(|g| g.kind.size().min(3)).sum();
        grouped + self.loose.len()
    }

    /// The hand as a player who has not gone out holds it (docs/rules.md
    /// §12.3): exposed groups and declared kongs stay; every other concealed
    /// tile is one loose hand, however it was laid out.
    pub fn pooled(&self) -> TileHand {
        let (fixed, concealed): (Vec<Group>, Vec<Group>) = self
            .groups
            .iter()
            .partition(|g| g.exposed || g.kind == GroupKind::Kong);
        let mut loose = self.loose.clone();
        loose.extend(concealed.iter().flat_map(Group::tiles));
        super::sort_few(&mut loose);
        TileHand {
            groups: fixed,
            loose,
            bonus: self.bonus.clone(),
            winning: None,
        }
    }

    /// Where the winning tile lies when it is not among the loose tiles:
    /// the first group that holds it and can be completed by it (never a
    /// kong), and its place in that group.
    ///
    /// ```
    /// use engine::tiles::TileHand;
    /// let hand: TileHand = "+555d 234b 678b EEE WhWh @4b".parse().unwrap();
    /// assert_eq!(hand.winning_place(), Some((1, 2)));
    /// ```
    pub fn winning_place(&self) -> Option<(usize, usize)> {
        let tile = self.winning.filter(|t| !self.loose.contains(t))?;
        self.groups.iter().enumerate().find_map(|(i, g)| {
            let place = g.tiles().iter().position(|&t| t == tile)?;
            (g.kind != GroupKind::Kong).then_some((i, place))
        })
    }

    /// How many kongs were declared.
    pub fn kongs(&self) -> usize {
        self.groups
            .iter()
            .filter(|g| g.kind == GroupKind::Kong)
            .count()
    }
}
