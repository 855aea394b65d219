//! Special hands by shape (docs/rules.md §12.4): those that are four sets
//! and a pair, judged on an arrangement; and those with shapes of their own,
//! judged on the counts of the tiles, however they were laid out.

use super::hand::{Group, GroupKind, TileHand};
use super::tile::{Suit, Tile, KINDS, MAJOR_KINDS};
use crate::engine::special::Origin;
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

/// Leaves out the British hands when the British extensions are off.
fn in_play(hands: Vec<SpecialHand>, british: bool) -> Vec<SpecialHand> {
    hands
        .into_iter()
        .filter(|h| british || h.origin() == Origin::Chinese)
        .collect()
}

/// The special hands whose shape four sets and a pair (`groups`) make.
/// `claimed` is the group a claimed winning tile completed: Buried treasure
/// stays concealed until it is formed, so that group alone may be exposed.
pub fn four_set_specials(
    groups: &[Group],
    claimed: Option<usize>,
    british: bool,
) -> Vec<SpecialHand> {
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
    let concealed = groups
        .iter()
        .enumerate()
        .all(|(i, g)| !g.exposed || Some(i) == claimed);
    let all_sets = |keep: fn(Tile) -> bool| pungs_of(groups, keep) == 4 && keep(pair);
    let candidates = [
        (Purity, one_suit && !honours && !chows),
        (
            BuriedTreasure,
            one_suit && !chows && kongs == 0 && concealed,
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
    let found = candidates
        .into_iter()
        .filter_map(|(hand, holds)| holds.then_some(hand))
        .collect();
    in_play(found, british)
}

/// Whether a winner's laid-out groups leave room for a special hand with a
/// shape of its own, whose tiles are all concealed and none a kong: only the
/// group a claimed winning tile completed may be exposed.
pub fn shape_allowed(hand: &TileHand, claimed: bool) -> bool {
    let mut exposed = hand.groups.iter().filter(|g| g.exposed);
    let completed = match (exposed.next(), exposed.next()) {
        (None, _) => true,
        (Some(g), None) => claimed && hand.winning.is_none_or(|t| g.holds(t)),
        (Some(_), Some(_)) => false,
    };
    completed && hand.kongs() == 0
}

/// The special hands with shapes of their own that fourteen tiles make,
/// however they were laid out: Thirteen unique wonders, All pair honours,
/// Knitting, Triple knitting, Wriggling snake, Gates of heaven.
pub fn shape_specials(counts: &[u8; KINDS], british: bool) -> Vec<SpecialHand> {
    use SpecialHand::*;
    let total: usize = counts.iter().map(|&c| usize::from(c)).sum();
    if total != 14 {
        return Vec::new();
    }
    let candidates = [
        (ThirteenUniqueWonders, thirteen_unique(counts)),
        (AllPairHonours, all_pair_honours(counts)),
        (Knitting, knitting(counts)),
        (TripleKnitting, triple_knitting(counts)),
        (WrigglingSnake, wriggling_snake(counts)),
        (GatesOfHeaven, gates_of_heaven(counts)),
    ];
    let found = candidates
        .into_iter()
        .filter_map(|(hand, holds)| holds.then_some(hand))
        .collect();
    in_play(found, british)
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
