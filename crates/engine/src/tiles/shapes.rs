//! Special hands by shape (docs/rules.md §12.4): those that are four sets
//! and a pair, judged on an arrangement; and those with shapes of their own,
//! judged on the counts of the tiles, however they were laid out.

use super::hand::{Group, GroupKind, TileHand};
use super::tile::{Tile, KINDS, MAJOR_KINDS};
use crate::special::Origin;
use crate::SpecialHand;

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

/// How many suits the groups' suit tiles are in.
pub(super) fn suit_count(groups: &[Group]) -> u32 {
    let used = groups
        .iter()
        .filter_map(|g| g.tile.suit())
        .fold(0u8, |used, suit| used | 1 << suit as u8);
    used.count_ones()
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
    // Buried treasure is pungs in one suit with honours as it likes: a
    // hand of honours alone is in no suit.
    let one_suit = suit_count(groups) == 1;
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
    let tally = Tally::of(counts);
    let candidates: [(SpecialHand, ShapeTest); 6] = [
        (ThirteenUniqueWonders, thirteen_unique),
        (AllPairHonours, all_pair_honours),
        (Knitting, knitting),
        (TripleKnitting, triple_knitting),
        (WrigglingSnake, wriggling_snake),
        (GatesOfHeaven, gates_of_heaven),
    ];
    let found = candidates
        .into_iter()
        .filter_map(|(hand, holds)| holds(&tally).then_some(hand))
        .collect();
    in_play(found, british)
}

/// Whether fourteen tiles make one shape.
type ShapeTest = fn(&Tally) -> bool;

/// Fourteen tiles counted the way the shapes are told apart: each suit's
/// nine counts, how many tiles each suit and the honours hold.
struct Tally<'a> {
    counts: &'a [u8; KINDS],
    suits: [[u8; 9]; 3],
    sizes: [u8; 3],
    honours: u8,
}

impl Tally<'_> {
    fn of(counts: &[u8; KINDS]) -> Tally<'_> {
        let suits: [[u8; 9]; 3] =
            std::array::from_fn(|s| std::array::from_fn(|n| counts[s * 9 + n]));
        Tally {
            counts,
            suits,
            sizes: suits.map(|suit| suit.iter().sum()),
            honours: counts[27..].iter().sum(),
        }
    }

    /// How many suits hold a tile.
    fn suits_used(&self) -> usize {
        self.sizes.iter().filter(|&&n| n > 0).count()
    }

    /// No tile outside the terminals and honours.
    fn majors_only(&self) -> bool {
        self.suits
            .iter()
            .all(|suit| suit[1..8].iter().all(|&n| n == 0))
    }
}

fn thirteen_unique(t: &Tally) -> bool {
    let on_majors = MAJOR_KINDS.iter().all(|&i| t.counts[i] >= 1);
    let doubled = MAJOR_KINDS.iter().filter(|&&i| t.counts[i] == 2).count();
    t.majors_only() && on_majors && doubled == 1
}

fn all_pair_honours(t: &Tally) -> bool {
    t.majors_only() && t.counts.iter().all(|c| c.is_multiple_of(2))
}

fn knitting(t: &Tally) -> bool {
    if t.honours > 0 || t.suits_used() != 2 {
        return false;
    }
    let mut used = t.suits.iter().zip(t.sizes).filter(|(_, n)| *n > 0);
    matches!((used.next(), used.next()), (Some((a, _)), Some((b, _))) if a == b)
}

fn triple_knitting(t: &Tally) -> bool {
    let mut sizes = t.sizes;
    super::sort_few(&mut sizes);
    if t.honours > 0 || sizes != [4, 5, 5] {
        return false;
    }
    // One number in two suits is the knitted pair; take it out, and every
    // number left is in all three suits alike.
    (0..9).any(|n| {
        [(0, 1), (0, 2), (1, 2)].into_iter().any(|(x, y)| {
            let mut suits = t.suits;
            if suits[x][n] == 0 || suits[y][n] == 0 {
                return false;
            }
            suits[x][n] -= 1;
            suits[y][n] -= 1;
            (0..9).all(|k| suits[0][k] == suits[1][k] && suits[1][k] == suits[2][k])
        })
    })
}

fn wriggling_snake(t: &Tally) -> bool {
    let winds = t.counts[27..31] == [1, 1, 1, 1];
    let snake = [2, 1, 1, 1, 1, 1, 1, 1, 1];
    winds && t.honours == 4 && t.suits_used() == 1 && t.suits.contains(&snake)
}

fn gates_of_heaven(t: &Tally) -> bool {
    // Pungs of 1 and 9 and the run 2 to 8 with one of it paired: the
    // fourteenth tile is a 2 to 8.
    let gates = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    if t.honours > 0 || t.suits_used() != 1 {
        return false;
    }
    t.suits.iter().any(|c| {
        let over: Vec<usize> = (0..9).filter(|&n| c[n] > gates[n]).collect();
        let within = (0..9).all(|n| c[n] >= gates[n]);
        within && matches!(over.as_slice(), [n] if (1..8).contains(n) && c[*n] == 2)
    })
}
