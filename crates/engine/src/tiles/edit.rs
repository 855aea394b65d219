//! Laying out a hand one tap at a time (docs/rules.md §12.7): each tap is an
//! edit of the tiles, refused when it would hold a tile the set has no more
//! copies of.

use super::hand::{Group, GroupKind, TileHand};
use super::tile::{Bonus, Tile, KINDS};

/// One tap on the tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileEdit {
    /// A concealed tile, not yet grouped.
    Add(Tile),
    /// A flower or season.
    AddBonus(Bonus),
    /// A group made around a tile (for a chow, the run that starts at it,
    /// or ends at it from the 8 up), taking loose copies first.
    Group(GroupKind, Tile),
    /// Exposed becomes concealed and back, for the group at this place.
    Expose(usize),
    /// The group at this place taken out.
    RemoveGroup(usize),
    /// One loose tile taken out.
    RemoveLoose(Tile),
    /// A bonus tile taken out.
    RemoveBonus(Bonus),
    /// The winner's winning tile, or none.
    Winning(Option<Tile>),
    /// The whole hand, typed.
    Replace(TileHand),
}

/// Why a tap was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditRefused {
    /// The hand would hold more copies than the four the set has, with
    /// those laid out by the other players at the table.
    TooManyOf {
        /// The tile.
        tile: Tile,
        /// How many this hand would hold.
        held: u8,
        /// How many the other players laid out.
        elsewhere: u8,
    },
    /// The one copy of a bonus tile is already laid out.
    BonusTaken(Bonus),
    /// Honours make no chow.
    NoChow(Tile),
    /// The winning tile must be one of the hand's.
    WinningNotHeld,
}

/// The group a tap makes around a tile.
fn group_around(kind: GroupKind, tile: Tile) -> Result<Group, EditRefused> {
    let start = match (kind, tile) {
        (GroupKind::Chow, Tile::Suited(suit, n)) => Tile::Suited(suit, n.min(7)),
        (GroupKind::Chow, t) => return Err(EditRefused::NoChow(t)),
        (_, t) => t,
    };
    Ok(Group {
        kind,
        tile: start,
        exposed: false,
    })
}

impl TileHand {
    /// The hand after one tap, given how many of each kind other players
    /// laid out and which bonus tiles they hold.
    ///
    /// ```
    /// use engine::tiles::{GroupKind, Tile, TileEdit, TileHand, Suit, KINDS};
    /// let five = Tile::Suited(Suit::Circles, 5);
    /// let hand = TileHand::default().edit(&TileEdit::Add(five), &[0; KINDS], &[]).unwrap();
    /// let hand = hand.edit(&TileEdit::Group(GroupKind::Pung, five), &[0; KINDS], &[]).unwrap();
    /// assert_eq!(hand.to_string(), "555d");
    /// let mut seen = [0; KINDS];
    /// seen[five.index()] = 2;
    /// assert!(hand.edit(&TileEdit::Add(five), &seen, &[]).is_err(), "a fifth copy");
    /// ```
    pub fn edit(
        &self,
        edit: &TileEdit,
        seen: &[u8; KINDS],
        bonus_seen: &[Bonus],
    ) -> Result<TileHand, EditRefused> {
        let mut hand = self.clone();
        match *edit {
            TileEdit::Add(tile) => {
                hand.loose.push(tile);
                super::sort_few(&mut hand.loose);
            }
            TileEdit::AddBonus(b) => {
                if hand.bonus.contains(&b) || bonus_seen.contains(&b) {
                    return Err(EditRefused::BonusTaken(b));
                }
                hand.bonus.push(b);
                super::sort_few(&mut hand.bonus);
            }
            TileEdit::Group(kind, tile) => {
                let group = group_around(kind, tile)?;
                for t in group.tiles() {
                    if let Some(i) = hand.loose.iter().position(|&x| x == t) {
                        hand.loose.remove(i);
                    }
                }
                hand.groups.push(group);
            }
            TileEdit::Expose(i) => {
                if let Some(g) = hand.groups.get_mut(i) {
                    g.exposed = !g.exposed;
                }
            }
            TileEdit::RemoveGroup(i) => {
                if i < hand.groups.len() {
                    hand.groups.remove(i);
                }
            }
            TileEdit::RemoveLoose(tile) => {
                if let Some(i) = hand.loose.iter().position(|&x| x == tile) {
                    hand.loose.remove(i);
                }
            }
            TileEdit::RemoveBonus(b) => hand.bonus.retain(|&x| x != b),
            TileEdit::Winning(tile) => {
                if tile.is_some_and(|t| hand.counts()[t.index()] == 0) {
                    return Err(EditRefused::WinningNotHeld);
                }
                hand.winning = tile;
            }
            TileEdit::Replace(ref typed) => hand = typed.clone(),
        }
        hand.within(seen, bonus_seen)?;
        if hand.winning.is_some_and(|t| hand.counts()[t.index()] == 0) {
            hand.winning = None;
        }
        Ok(hand)
    }

    /// Refuses a hand that, with the other players' tiles, holds more copies
    /// than the set has.
    fn within(&self, seen: &[u8; KINDS], bonus_seen: &[Bonus]) -> Result<(), EditRefused> {
        let counts = self.counts();
        if let Some(tile) =
            Tile::all().find(|t| u16::from(counts[t.index()]) + u16::from(seen[t.index()]) > 4)
        {
            return Err(EditRefused::TooManyOf {
                tile,
                held: counts[tile.index()],
                elsewhere: seen[tile.index()],
            });
        }
        for (i, b) in self.bonus.iter().enumerate() {
            if bonus_seen.contains(b) || self.bonus[..i].contains(b) {
                return Err(EditRefused::BonusTaken(*b));
            }
        }
        Ok(())
    }
}
