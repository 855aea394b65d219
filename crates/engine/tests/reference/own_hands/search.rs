//! The brute-force search: every choice of the letters, then every piece given one
//! of its concrete alternatives in turn, against a hand's tiles (matching) or
//! against the four of each tile there are (making a hand).
use super::{Body, Hold, Piece, Suit, Tiles, KINDS};
use std::collections::HashSet;

/// The most steps one search for a hand takes before it gives up.
pub(super) const BUDGET: usize = 2_000_000;
/// The steps a search in free order takes for one choice of the letters.
pub(super) const FREE_BUDGET: usize = 20_000;

/// What the letters stand for: the suit of each suit letter (in order of first use)
/// and the number of X, Y and Z.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Letters {
    suits: [usize; 3],
    numbers: [u8; 3],
}

/// Every way to give the letters the pieces use different suits and different
/// numbers (letters not used stay at suit 0, number 1, once).
pub(super) fn every_letters(pieces: &[Piece]) -> Vec<Letters> {
    let suit_letters = pieces
        .iter()
        .filter_map(|p| match p.suit {
            Suit::Letter(at) => Some(at + 1),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    let mut used = [false; 3];
    for piece in pieces {
        if let Tiles::Letter(at) = piece.tiles {
            used[at] = true;
        }
    }
    let suit_ways = (0..27usize).map(|i| [i % 3, i / 3 % 3, i / 9]).filter(|s| {
        (0..3).all(|j| match j < suit_letters {
            true => (0..j).all(|m| s[m] != s[j]),
            false => s[j] == 0,
        })
    });
    let number_ways: Vec<[u8; 3]> = (0..729u16)
        .map(|i| [(i % 9 + 1) as u8, (i / 9 % 9 + 1) as u8, (i / 81 + 1) as u8])
        .filter(|n| {
            (0..3).all(|j| match used[j] {
                true => (0..3).all(|m| m == j || !used[m] || n[m] != n[j]),
                false => n[j] == 1,
            })
        })
        .collect();
    suit_ways
        .flat_map(|suits| {
            number_ways
                .iter()
                .map(move |&numbers| Letters { suits, numbers })
        })
        .collect()
}

/// One concrete way a piece is made: loose tiles taken, a kong taken (a kong group
/// when matching, four tiles when making), and the tile of a pair.
#[derive(Clone, Debug, Default)]
pub(super) struct Alt {
    take: Vec<(usize, u8)>,
    kong: Option<usize>,
    pair: Option<usize>,
}

impl Alt {
    /// Whether the hand holds the tiles this takes, taken on its own.
    pub(super) fn is_in(&self, hold: &Hold) -> bool {
        self.kong.is_none_or(|k| hold.kongs[k] > 0)
            && self.take.iter().all(|&(k, n)| hold.loose[k] >= n)
    }

    /// Taking these loose tiles.
    fn of(kinds: &[usize]) -> Alt {
        let mut counts = [0u8; KINDS];
        for &k in kinds {
            counts[k] += 1;
        }
        let take = (0..KINDS)
            .filter(|&k| counts[k] > 0)
            .map(|k| (k, counts[k]));
        Alt {
            take: take.collect(),
            ..Alt::default()
        }
    }
}

/// The suits a piece may take under the letters.
fn suits_of(suit: Suit, letters: &Letters) -> Vec<usize> {
    match suit {
        Suit::Any => vec![0, 1, 2],
        Suit::Fixed(s) => vec![s],
        Suit::Letter(at) => vec![letters.suits[at]],
    }
}

/// The tile kinds a piece's tiles may be.
fn kinds_of(piece: &Piece, letters: &Letters) -> Vec<usize> {
    let suits = suits_of(piece.suit, letters);
    let in_suits = |numbers: Vec<usize>| -> Vec<usize> {
        let each = suits
            .iter()
            .map(|s| numbers.iter().map(move |n| s * 9 + n - 1));
        each.flatten().collect()
    };
    match &piece.tiles {
        Tiles::Kinds(kinds) => kinds.clone(),
        Tiles::Numbers(mask) => in_suits((1..=9).filter(|n| mask >> n & 1 == 1).collect()),
        Tiles::Letter(at) => in_suits(vec![usize::from(letters.numbers[*at])]),
    }
}

/// Every concrete way to make the piece; a pung also as a kong group when matching.
pub(super) fn alternatives(piece: &Piece, letters: &Letters, matching: bool) -> Vec<Alt> {
    let kinds = kinds_of(piece, letters);
    let kong = |k: usize| Alt {
        kong: Some(k),
        ..Alt::default()
    };
    let numbered = |numbers: &[u8]| -> Vec<Alt> {
        let suits = suits_of(piece.suit, letters);
        let each = suits
            .iter()
            .map(|s| numbers.iter().map(move |&n| s * 9 + usize::from(n) - 1));
        each.map(|tiles| Alt::of(&tiles.collect::<Vec<_>>()))
            .collect()
    };
    match &piece.body {
        Body::Single => kinds.iter().map(|&k| Alt::of(&[k])).collect(),
        Body::Pair => kinds
            .iter()
            .map(|&k| Alt {
                pair: Some(k),
                ..Alt::of(&[k, k])
            })
            .collect(),
        Body::Pung => {
            let mut alts: Vec<Alt> = kinds.iter().map(|&k| Alt::of(&[k, k, k])).collect();
            if matching {
                alts.extend(kinds.iter().map(|&k| kong(k)));
            }
            alts
        }
        Body::Kong => kinds.iter().map(|&k| kong(k)).collect(),
        Body::Chow => kinds
            .iter()
            .filter(|&&k| k < 27 && k % 9 <= 6)
            .filter(|&&k| kinds.contains(&(k + 1)) && kinds.contains(&(k + 2)))
            .map(|&k| Alt::of(&[k, k + 1, k + 2]))
            .collect(),
        Body::Run(lo, hi) => numbered(&(*lo..=*hi).collect::<Vec<u8>>()),
        Body::Written(numbers) => numbered(numbers),
    }
}

/// The pieces' alternatives, the marks of a piece that is the same as the one before
/// (its alternative is then no earlier than that one's: the same copies in another
/// order are not tried again), and whether pairs may repeat.
pub(super) struct Problem<'a> {
    pub alts: &'a [Vec<Alt>],
    pub same: &'a [bool],
    pub repeat: bool,
}

/// Whether the pieces share out the hand's tiles exactly.
pub(super) fn matches(problem: &Problem, hold: &Hold) -> bool {
    let mut state = Matching {
        hold: hold.clone(),
        pairs: [0; KINDS],
        failed: HashSet::new(),
    };
    state.fill(problem, 0, 0)
}

/// A matching under way: the tiles not yet shared out, the pairs made, and the
/// states already seen to fail.
struct Matching {
    hold: Hold,
    pairs: [u8; KINDS],
    failed: HashSet<Vec<u8>>,
}

impl Matching {
    fn fill(&mut self, problem: &Problem, at: usize, from: usize) -> bool {
        let Some(alts) = problem.alts.get(at) else {
            return self
                .hold
                .loose
                .iter()
                .chain(&self.hold.kongs)
                .all(|&c| c == 0);
        };
        let start = if problem.same[at] { from } else { 0 };
        let mut key = vec![at as u8, start as u8];
        key.extend(
            self.hold
                .loose
                .iter()
                .chain(&self.hold.kongs)
                .chain(&self.pairs),
        );
        if self.failed.contains(&key) {
            return false;
        }
        for (index, alt) in alts.iter().enumerate().skip(start) {
            if !self.take(alt, problem.repeat) {
                continue;
            }
            let done = self.fill(problem, at + 1, index);
            self.give(alt);
            if done {
                return true;
            }
        }
        self.failed.insert(key);
        false
    }

    fn take(&mut self, alt: &Alt, repeat: bool) -> bool {
        let pair_ok = alt.pair.is_none_or(|k| repeat || self.pairs[k] == 0);
        let kong_ok = alt.kong.is_none_or(|k| self.hold.kongs[k] > 0);
        let loose_ok = alt.take.iter().all(|&(k, n)| self.hold.loose[k] >= n);
        if !(pair_ok && kong_ok && loose_ok) {
            return false;
        }
        alt.pair.inspect(|&k| self.pairs[k] += 1);
        alt.kong.inspect(|&k| self.hold.kongs[k] -= 1);
        alt.take.iter().for_each(|&(k, n)| self.hold.loose[k] -= n);
        true
    }

    fn give(&mut self, alt: &Alt) {
        alt.pair.inspect(|&k| self.pairs[k] -= 1);
        alt.kong.inspect(|&k| self.hold.kongs[k] += 1);
        alt.take.iter().for_each(|&(k, n)| self.hold.loose[k] += n);
    }
}

/// A small seedable generator (splitmix64).
pub(super) struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// What making a hand came to.
pub(super) enum Made {
    Hand(Hold),
    Nothing,
    GaveUp,
}

/// A hand the pieces make, trying alternatives in the generator's order, with at
/// most four of a tile; `budget` steps at most.
pub(super) fn make(problem: &Problem, rng: &mut Rng, budget: &mut usize) -> Made {
    let mut maker = Making {
        hold: Hold::default(),
        pairs: [0; KINDS],
        rng,
        budget,
    };
    match maker.fill(problem, 0, 0) {
        Some(true) => Made::Hand(maker.hold),
        Some(false) => Made::Nothing,
        None => Made::GaveUp,
    }
}

/// A hand being made: the tiles taken so far, as loose tiles and kong groups.
struct Making<'r> {
    hold: Hold,
    pairs: [u8; KINDS],
    rng: &'r mut Rng,
    budget: &'r mut usize,
}

impl Making<'_> {
    /// Some(true) when made, Some(false) when it cannot be, None out of steps.
    fn fill(&mut self, problem: &Problem, at: usize, from: usize) -> Option<bool> {
        *self.budget = self.budget.checked_sub(1)?;
        let Some(alts) = problem.alts.get(at) else {
            return Some(true);
        };
        let start = if problem.same[at] { from } else { 0 };
        let mut order: Vec<usize> = (start..alts.len()).collect();
        self.rng.shuffle(&mut order);
        for index in order {
            let alt = &alts[index];
            if !self.take(alt, problem.repeat) {
                continue;
            }
            match self.fill(problem, at + 1, index) {
                Some(false) => self.give(alt),
                done => return done,
            }
        }
        Some(false)
    }

    fn total(&self, k: usize) -> usize {
        usize::from(self.hold.loose[k]) + 4 * usize::from(self.hold.kongs[k])
    }

    fn take(&mut self, alt: &Alt, repeat: bool) -> bool {
        let pair_ok = alt.pair.is_none_or(|k| repeat || self.pairs[k] == 0);
        let kong_ok = alt.kong.is_none_or(|k| self.total(k) == 0);
        let loose_ok = alt
            .take
            .iter()
            .all(|&(k, n)| self.total(k) + usize::from(n) <= 4);
        if !(pair_ok && kong_ok && loose_ok) {
            return false;
        }
        alt.pair.inspect(|&k| self.pairs[k] += 1);
        alt.kong.inspect(|&k| self.hold.kongs[k] += 1);
        alt.take.iter().for_each(|&(k, n)| self.hold.loose[k] += n);
        true
    }

    fn give(&mut self, alt: &Alt) {
        alt.pair.inspect(|&k| self.pairs[k] -= 1);
        alt.kong.inspect(|&k| self.hold.kongs[k] -= 1);
        alt.take.iter().for_each(|&(k, n)| self.hold.loose[k] -= n);
    }
}
