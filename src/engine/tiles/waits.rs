//! Fishing worked out (docs/rules.md §12.5): every tile that would complete
//! a 13-tile hand, normal or special, and which of them are dead.

use super::arrange::{pungs_and_a_pair, splits, winning_arrangements};
use super::hand::TileHand;
use super::shapes::{four_set_specials, shape_specials_of};
use super::tile::{Tile, KINDS};
use crate::engine::SpecialHand;

/// A tile the hand waits for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wait {
    /// The tile.
    pub tile: Tile,
    /// Every copy is in sight (in this hand or on the table): it cannot come.
    pub dead: bool,
    /// The special hands it would complete.
    pub specials: Vec<SpecialHand>,
}

/// Every tile that completes the hand, given how many of each kind are in
/// sight elsewhere at the table (`seen`, not counting this hand).
///
/// ```
/// use mahjong_scorer::engine::tiles::{waits, TileHand, KINDS};
/// let hand: TileHand = "+555d 234b EEE ?2345c".parse().unwrap();
/// let tiles: Vec<String> = waits(&hand, &[0; KINDS]).iter().map(|w| w.tile.name()).collect();
/// assert_eq!(tiles, ["2 of Characters", "5 of Characters"]);
/// ```
pub fn waits(hand: &TileHand, seen: &[u8; KINDS]) -> Vec<Wait> {
    let held = hand.counts();
    let sets = hand.groups.iter().filter(|g| g.is_set()).count();
    let pairs = hand.groups.len() - sets;
    let mut loose = [0u8; KINDS];
    for t in &hand.loose {
        loose[t.index()] = loose[t.index()].saturating_add(1);
    }
    let total: usize = held.iter().map(|&c| usize::from(c)).sum();
    let normal_shape =
        sets <= 4 && pairs <= 1 && hand.loose.len() + 1 == 3 * (4 - sets) + 2 * (1 - pairs);
    Tile::all()
        .filter(|t| held[t.index()] < 4)
        .filter_map(|tile| {
            let i = tile.index();
            let normal = normal_shape && {
                loose[i] += 1;
                let found = splits(&mut loose, (1 - pairs) as u8, 0);
                loose[i] -= 1;
                found
            };
            let mut specials = match total == 13 {
                true => {
                    let mut counts = held;
                    counts[i] += 1;
                    shape_specials_of(&counts, &hand.groups)
                }
                false => Vec::new(),
            };
            if normal {
                let mut completed = hand.clone();
                completed.loose.push(tile);
                specials.extend(
                    pungs_and_a_pair(&completed)
                        .iter()
                        .flat_map(|a| four_set_specials(a)),
                );
                // Three great scholars may hold a chow: only then is every
                // grouping tried.
                let dragons = (31..KINDS).all(|d| held[d] + u8::from(d == i) >= 3);
                if dragons {
                    for arrangement in &winning_arrangements(&completed) {
                        specials.extend(four_set_specials(arrangement));
                    }
                }
            }
            super::sort_few(&mut specials);
            specials.dedup();
            (normal || !specials.is_empty()).then(|| Wait {
                tile,
                dead: held[i].saturating_add(seen[i]) >= 4,
                specials,
            })
        })
        .collect()
}
