//! Table checks with tiles (docs/rules.md §12.6): no kind more than four
//! times, no bonus tile twice, naming the players and the tile.

use super::hand::TileHand;
use super::tile::{Bonus, Tile, KINDS};
use crate::checks::Problem;
use crate::PlayerId;

/// Every tile held more often than the set has it, across the players who
/// entered tiles.
///
/// ```
/// use engine::checks::Problem;
/// use engine::tiles::{check_tiles, Bonus, Suit, Tile, TileHand};
/// use engine::PlayerId;
/// let rod: TileHand = "555d f1".parse().unwrap();
/// let bill: TileHand = "55d f1".parse().unwrap();
/// let problems = check_tiles(&[(PlayerId(0), &rod), (PlayerId(1), &bill)]);
/// let both = vec![PlayerId(0), PlayerId(1)];
/// assert_eq!(problems, [
///     Problem::TooManyOfTile { tile: Tile::Suited(Suit::Circles, 5), players: both.clone(), count: 5 },
///     Problem::BonusTileTwice { bonus: Bonus::Flower(1), players: both },
/// ]);
/// ```
pub fn check_tiles(hands: &[(PlayerId, &TileHand)]) -> Vec<Problem> {
    let mut problems = Vec::new();
    let counts: Vec<[u8; KINDS]> = hands.iter().map(|(_, h)| h.counts()).collect();
    let mut total = [0u32; KINDS];
    for held in &counts {
        for (t, c) in held.iter().enumerate() {
            total[t] += u32::from(*c);
        }
    }
    for tile in Tile::all() {
        let count = total[tile.index()];
        if count > 4 {
            let players = hands
                .iter()
                .zip(&counts)
                .filter(|(_, held)| held[tile.index()] > 0)
                .map(|((p, _), _)| *p)
                .collect();
            problems.push(Problem::TooManyOfTile {
                tile,
                players,
                count,
            });
        }
    }
    for bonus in Bonus::ALL {
        let holders: Vec<PlayerId> = hands
            .iter()
            .flat_map(|(p, h)| h.bonus.iter().filter(|&&b| b == bonus).map(move |_| *p))
            .collect();
        if holders.len() > 1 {
            let mut players = holders;
            players.dedup();
            problems.push(Problem::BonusTileTwice { bonus, players });
        }
    }
    problems
}
