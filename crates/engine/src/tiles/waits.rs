//! Fishing worked out (docs/rules.md §12.5): every tile that would complete
//! a 13-tile hand, normal or special, and which of them are dead.

use super::arrange::{pungs_and_a_pair, splits, winning_arrangements};
use super::hand::TileHand;
use super::shapes::{four_set_specials, shape_specials};
use super::tile::{Tile, KINDS};
use crate::SpecialHand;

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

/// Whether a tile can join the loose tiles in a set or a pair: one alike is
/// there, or one within two in its suit.
fn near(loose: &[u8; KINDS], i: usize) -> bool {
    if i >= 27 {
        return loose[i] > 0;
    }
    let (start, n) = (i - i % 9, i % 9);
    (n.saturating_sub(2)..=(n + 2).min(8)).any(|k| loose[start + k] > 0)
}

/// Every tile that completes the hand of a player who has not gone out,
/// given how many of each kind are in sight elsewhere at the table (`seen`,
/// not counting this hand). The concealed tiles are one hand however they
/// were laid out (docs/rules.md §12.3); the British hands count only when
/// `british`.
///
/// ```
/// use engine::tiles::{waits, TileHand, KINDS};
/// let hand: TileHand = "+555d 234b EEE ?2345c".parse().unwrap();
/// let tiles: Vec<String> = waits(&hand, &[0; KINDS], true).iter().map(|w| w.tile.name()).collect();
/// assert_eq!(tiles, ["2 of Characters", "5 of Characters"]);
/// ```
pub fn waits(hand: &TileHand, seen: &[u8; KINDS], british: bool) -> Vec<Wait> {
    let held = hand.counts();
    let hand = hand.pooled();
    let sets = hand.groups.iter().filter(|g| g.is_set()).count();
    let pairs = hand.groups.len() - sets;
    let mut loose = [0u8; KINDS];
    for t in &hand.loose {
        loose[t.index()] = loose[t.index()].saturating_add(1);
    }
    let total: usize = held.iter().map(|&c| usize::from(c)).sum();
    let normal_shape =
        sets <= 4 && pairs <= 1 && hand.loose.len() + 1 == 3 * (4 - sets) + 2 * (1 - pairs);
    let shapes = total == 13 && hand.groups.is_empty();
    Tile::all()
        .filter(|t| held[t.index()] < 4)
        .filter_map(|tile| {
            let i = tile.index();
            let normal = normal_shape && near(&loose, i) && {
                loose[i] += 1;
                let found = splits(&mut loose, (1 - pairs) as u8, 0);
                loose[i] -= 1;
                found
            };
            let mut specials = match shapes {
                true => {
                    let mut counts = held;
                    counts[i] += 1;
                    shape_specials(&counts, british)
                }
                false => Vec::new(),
            };
            if normal {
                loose[i] += 1;
                specials.extend(
                    pungs_and_a_pair(&hand.groups, &loose)
                        .iter()
                        .flat_map(|a| four_set_specials(a, None, british)),
                );
                loose[i] -= 1;
                // Three great scholars may hold a chow: only then is every
                // grouping tried.
                let dragons = (31..KINDS).all(|d| held[d] + u8::from(d == i) >= 3);
                if dragons {
                    let mut completed = hand.clone();
                    completed.loose.push(tile);
                    for arrangement in &winning_arrangements(&completed) {
                        specials.extend(four_set_specials(arrangement, None, british));
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
