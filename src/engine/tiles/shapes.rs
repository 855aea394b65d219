//! Special hands by shape (docs/rules.md §12.4): those that are four sets
//! and a pair, judged on an arrangement; and those with shapes of their own,
//! judged on the tiles themselves.

use super::hand::{Group, GroupKind, TileHand};
use super::tile::{Suit, Tile, KINDS, MAJOR_KINDS};
use crate::engine::SpecialHand;

fn pungs_of(groups: &[Group], keep: impl Fn(Tile) -> bool) -> usize {
    groups
        .iter()
        .filter(|g| matches!(g.kind, GroupKind::Pung | GroupKind::Kong) && keep(g.tile))
        .count()
}

fn pair(groups: &[Group]) -> Option<Tile> {
    groups
        .iter()
        .find(|g| g.kind == GroupKind::Pair)
        .map(|g| g.tile)
}

/// The suits of every suit tile in the groups.
pub(super) fn suits(groups: &[Group]) -> Vec<Suit> {
    let mut suits: Vec<Suit> = groups.iter().filter_map(|g| g.tile.suit()).collect();
    super::sort_few(&mut suits);
    suits.dedup();
    suits
}

/// The special hands whose shape four sets and a pair (`groups`) make.
pub fn four_set_specials(groups: &[Group]) -> Vec<SpecialHand> {
    use SpecialHand::*;
    let sets = groups.iter().filter(|g| g.is_set()).count();
    let Some(pair) = pair(groups) else {
        return Vec::new();
    };
    if sets != 4 {
        return Vec::new();
    }
    let chows = groups.iter().any(|g| g.kind == GroupKind::Chow);
    let kongs = groups.iter().filter(|g| g.kind == GroupKind::Kong).count();
    let honours = groups.iter().any(|g| g.tile.is_honour());
    let one_suit = suits(groups).len() <= 1;
    let all_sets = |keep: fn(Tile) -> bool| pungs_of(groups, keep) == 4 && keep(pair);
    let candidates = [
        (Purity, one_suit && !honours && !chows),
        (
            BuriedTreasure,
            one_suit && !chows && kongs == 0 && groups.iter().all(|g| !g.exposed),
        ),
        (HeadsAndTails, all_sets(Tile::is_terminal)),
        (
            ThreeGreatScholars,
            pungs_of(groups, |t| matches!(t, Tile::Dragon(_))) == 3,
        ),
        (
            FourBlessings,
            pungs_of(groups, |t| matches!(t, Tile::Wind(_))) == 4,
        ),
        (FourfoldPlenty, kongs == 4),
        (ImperialJade, all_sets(Tile::is_green)),
        (AllWindsAndDragons, all_sets(Tile::is_honour)),
    ];
    candidates
        .into_iter()
        .filter_map(|(hand, holds)| holds.then_some(hand))
        .collect()
}

/// The special hands with shapes of their own that the whole hand makes:
/// Thirteen unique wonders, All pair honours, Knitting, Triple knitting,
/// Wriggling snake, Gates of heaven. Their tiles are all concealed, and
/// none is a kong.
pub fn shape_specials(hand: &TileHand) -> Vec<SpecialHand> {
    shape_specials_of(&hand.counts(), &hand.groups)
}

/// [`shape_specials`] of the counts of every tile and the groups made.
pub(super) fn shape_specials_of(counts: &[u8; KINDS], groups: &[Group]) -> Vec<SpecialHand> {
    use SpecialHand::*;
    let counts = *counts;
    let total: usize = counts.iter().map(|&c| usize::from(c)).sum();
    let grouped_fine = groups
        .iter()
        .all(|g| !g.exposed && g.kind != GroupKind::Kong);
    if total != 14 || !grouped_fine {
        return Vec::new();
    }
    let only_pairs_grouped = groups.iter().all(|g| g.kind == GroupKind::Pair);
    let candidates = [
        (
            ThirteenUniqueWonders,
            only_pairs_grouped && thirteen_unique(&counts),
        ),
        (
            AllPairHonours,
            only_pairs_grouped && all_pair_honours(&counts),
        ),
        (Knitting, groups.is_empty() && knitting(&counts)),
        (
            TripleKnitting,
            groups.is_empty() && triple_knitting(&counts),
        ),
        (
            WrigglingSnake,
            only_pairs_grouped && wriggling_snake(&counts),
        ),
        (GatesOfHeaven, gates_of_heaven(&counts)),
    ];
    candidates
        .into_iter()
        .filter_map(|(hand, holds)| holds.then_some(hand))
        .collect()
}

/// The nine counts of one suit.
fn suit_counts(counts: &[u8; KINDS], suit: Suit) -> [u8; 9] {
    let base = suit as usize * 9;
    std::array::from_fn(|n| counts[base + n])
}

fn honours(counts: &[u8; KINDS]) -> u8 {
    counts[27..].iter().sum()
}

fn thirteen_unique(counts: &[u8; KINDS]) -> bool {
    let on_majors = MAJOR_KINDS.iter().all(|&i| counts[i] >= 1);
    let elsewhere = (0..KINDS).any(|i| counts[i] > 0 && !MAJOR_KINDS.contains(&i));
    let doubled = MAJOR_KINDS.iter().filter(|&&i| counts[i] == 2).count();
    on_majors && !elsewhere && doubled == 1
}

fn all_pair_honours(counts: &[u8; KINDS]) -> bool {
    (0..KINDS).all(|i| counts[i].is_multiple_of(2) && (counts[i] == 0 || MAJOR_KINDS.contains(&i)))
}

fn knitting(counts: &[u8; KINDS]) -> bool {
    if honours(counts) > 0 {
        return false;
    }
    let used: Vec<[u8; 9]> = Suit::ALL
        .into_iter()
        .map(|s| suit_counts(counts, s))
        .filter(|c| c.iter().any(|&n| n > 0))
        .collect();
    matches!(used.as_slice(), [a, b] if a == b)
}

fn triple_knitting(counts: &[u8; KINDS]) -> bool {
    if honours(counts) > 0 {
        return false;
    }
    let [b, c, d] = Suit::ALL.map(|s| suit_counts(counts, s));
    let mut sizes = [b, c, d].map(|suit| suit.iter().sum::<u8>());
    super::sort_few(&mut sizes);
    if sizes != [4, 5, 5] {
        return false;
    }
    // One number in two suits is the knitted pair; take it out, and every
    // number left is in all three suits alike.
    (0..9).any(|n| {
        [(0, 1), (0, 2), (1, 2)].into_iter().any(|(x, y)| {
            let mut suits = [b, c, d];
            if suits[x][n] == 0 || suits[y][n] == 0 {
                return false;
            }
            suits[x][n] -= 1;
            suits[y][n] -= 1;
            (0..9).all(|k| suits[0][k] == suits[1][k] && suits[1][k] == suits[2][k])
        })
    })
}

fn wriggling_snake(counts: &[u8; KINDS]) -> bool {
    let winds = counts[27..31] == [1, 1, 1, 1];
    let no_dragons = counts[31..] == [0, 0, 0];
    let snake = [2, 1, 1, 1, 1, 1, 1, 1, 1];
    let suits = Suit::ALL.map(|s| suit_counts(counts, s));
    let one = suits.iter().filter(|c| **c == snake).count() == 1;
    let empty = suits.iter().filter(|c| c.iter().all(|&n| n == 0)).count() == 2;
    winds && no_dragons && one && empty
}

fn gates_of_heaven(counts: &[u8; KINDS]) -> bool {
    let gates = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    if honours(counts) > 0 {
        return false;
    }
    Suit::ALL.into_iter().any(|s| {
        let c = suit_counts(counts, s);
        let others: u8 = Suit::ALL
            .into_iter()
            .filter(|&o| o != s)
            .flat_map(|o| suit_counts(counts, o))
            .sum();
        let extra: Option<u8> =
            (0..9).try_fold(0u8, |sum, n| Some(sum + c[n].checked_sub(gates[n])?));
        others == 0 && extra == Some(1)
    })
}
