//! The special hands by their shape, each a direct predicate of the rules
//! (docs/rules.md §5.1), written for the reference alone.

use super::{is_honour, is_major, Kind, Set, Shape};
use mahjong_scorer::engine::SpecialHand;

fn british(h: SpecialHand) -> bool {
    matches!(
        h,
        SpecialHand::AllPairHonours
            | SpecialHand::Knitting
            | SpecialHand::TripleKnitting
            | SpecialHand::AllWindsAndDragons
    )
}

fn keep(found: Vec<SpecialHand>, british_on: bool) -> Vec<SpecialHand> {
    found
        .into_iter()
        .filter(|&h| british_on || !british(h))
        .collect()
}

fn terminal(k: Kind) -> bool {
    k < 27 && (k.is_multiple_of(9) || k % 9 == 8)
}

fn green(k: Kind) -> bool {
    k == 32 || matches!(k, 1 | 2 | 3 | 5 | 7)
}

/// Four sets and a pair: the special hands they make. `claim` is the set a
/// claimed winning tile completed, which alone may be exposed in a hand
/// that must be concealed.
pub fn four_set_hands(sets: &[Set], claim: Option<usize>, british_on: bool) -> Vec<SpecialHand> {
    let trios: Vec<&Set> = sets.iter().filter(|s| s.shape != Shape::Pair).collect();
    let pairs: Vec<&Set> = sets.iter().filter(|s| s.shape == Shape::Pair).collect();
    let ([a, b, c, d], [pair]) = (trios.as_slice(), pairs.as_slice()) else {
        return Vec::new();
    };
    let four = [*a, *b, *c, *d];
    let alike = |s: &Set| matches!(s.shape, Shape::Pung | Shape::Kong);
    let no_chows = four.iter().all(|s| alike(s));
    let every =
        |test: fn(Kind) -> bool| no_chows && four.iter().all(|s| test(s.first)) && test(pair.first);
    let suits: Vec<usize> = {
        let mut v: Vec<usize> = sets
            .iter()
            .filter(|s| s.first < 27)
            .map(|s| s.first / 9)
            .collect();
        v.sort();
        v.dedup();
        v
    };
    let honours = sets.iter().any(|s| is_honour(s.first));
    let concealed = sets
        .iter()
        .enumerate()
        .all(|(i, s)| !s.exposed || Some(i) == claim);
    let pungs_of =
        |test: &dyn Fn(Kind) -> bool| four.iter().filter(|s| alike(s) && test(s.first)).count();
    let mut found = Vec::new();
    let mut add = |h, holds: bool| {
        if holds {
            found.push(h)
        }
    };
    use SpecialHand::*;
    add(Purity, no_chows && !honours && suits.len() == 1);
    add(
        BuriedTreasure,
        no_chows && suits.len() <= 1 && four.iter().all(|s| s.shape == Shape::Pung) && concealed,
    );
    add(HeadsAndTails, every(terminal));
    add(ThreeGreatScholars, pungs_of(&|k| k >= 31) == 3);
    add(FourBlessings, pungs_of(&|k| (27..31).contains(&k)) == 4);
    add(FourfoldPlenty, four.iter().all(|s| s.shape == Shape::Kong));
    add(ImperialJade, every(green));
    add(AllWindsAndDragons, every(is_honour));
    keep(found, british_on)
}

/// Fourteen tiles, however laid out: the hands with shapes of their own.
pub fn shape_hands(all: &[u8; 34], british_on: bool) -> Vec<SpecialHand> {
    let total: u32 = all.iter().map(|&c| u32::from(c)).sum();
    if total != 14 {
        return Vec::new();
    }
    let suit = |s: usize| -> [u8; 9] { std::array::from_fn(|n| all[s * 9 + n]) };
    let honours: u32 = all[27..].iter().map(|&c| u32::from(c)).sum();
    let majors_only = (0..34).all(|k| all[k] == 0 || is_major(k));
    let mut found = Vec::new();
    use SpecialHand::*;
    // Thirteen unique wonders: every major once, one of them twice.
    let majors: Vec<Kind> = (0..34).filter(|&k| is_major(k)).collect();
    if majors_only
        && majors.iter().all(|&k| all[k] >= 1)
        && majors.iter().filter(|&&k| all[k] == 2).count() == 1
    {
        found.push(ThirteenUniqueWonders);
    }
    // All pair honours: seven pairs of majors.
    if majors_only && (0..34).all(|k| all[k].is_multiple_of(2)) {
        found.push(AllPairHonours);
    }
    // Knitting: two suits with the same counts number by number, nothing else.
    if honours == 0 {
        for (x, y, z) in [(0, 1, 2), (0, 2, 1), (1, 2, 0)] {
            if suit(x) == suit(y) && suit(z) == [0; 9] {
                found.push(Knitting);
            }
        }
    }
    // Triple knitting: a two-suit couple of one number, the rest trios of
    // one number in all three suits.
    if honours == 0 {
        let mut made = false;
        for n in 0..9 {
            for (x, y) in [(0, 1), (0, 2), (1, 2)] {
                let mut s = [suit(0), suit(1), suit(2)];
                if s[x][n] == 0 || s[y][n] == 0 {
                    continue;
                }
                s[x][n] -= 1;
                s[y][n] -= 1;
                if s[0] == s[1] && s[1] == s[2] {
                    made = true;
                }
            }
        }
        if made {
            found.push(TripleKnitting);
        }
    }
    // Wriggling snake: 1 1 2 3 4 5 6 7 8 9 of one suit and each wind once.
    let snake = [2, 1, 1, 1, 1, 1, 1, 1, 1];
    let winds_once = all[27..31] == [1, 1, 1, 1] && all[31..] == [0, 0, 0];
    if winds_once && (0..3).any(|s| suit(s) == snake && (0..3).all(|o| o == s || suit(o) == [0; 9]))
    {
        found.push(WrigglingSnake);
    }
    // Gates of heaven: 1 1 1 2 3 4 5 6 7 8 9 9 9 and one more of the suit.
    let gates = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    for s in 0..3 {
        let c = suit(s);
        let others_empty = honours == 0 && (0..3).all(|o| o == s || suit(o) == [0; 9]);
        let above = (0..9).all(|n| c[n] >= gates[n]);
        if others_empty && above {
            found.push(GatesOfHeaven);
        }
    }
    keep(found, british_on)
}
