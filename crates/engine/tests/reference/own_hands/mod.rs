//! An independent reference reading of a club's own special hands
//! (docs/special-hands.md), written from the documents alone, for tests only.
//!
//! A shape's words become a list of pieces, one for every copy of every part (`4
//! pungs`, `each wind` and `in each suit` make their copies). A hand fits when, for
//! some choice of what the letters stand for, every piece can be given one of its
//! concrete alternatives so that the hand's tiles are shared out exactly: a plain
//! brute-force search, with no reasoning about the shape beyond that.
mod read;
mod search;
#[cfg(test)]
mod tests;
mod words;

use super::text;
use super::tiles::Shape;
use super::KINDS;
use search::{Letters, Made, Problem, Rng};

/// A group as the search fills it; a run holds its first and last number,
/// numbers written out hold each number.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Body {
    Single,
    Pair,
    Pung,
    Kong,
    Chow,
    Run(u8, u8),
    Written(Vec<u8>),
}

impl Body {
    /// The places the group takes in a hand: a kong counts as three.
    fn places(&self) -> usize {
        match self {
            Body::Single => 1,
            Body::Pair => 2,
            Body::Pung | Body::Kong | Body::Chow => 3,
            Body::Run(lo, hi) => usize::from(hi - lo) + 1,
            Body::Written(numbers) => numbers.len(),
        }
    }
}

/// Which tiles a piece is made of: these kinds, these numbers (bit n for the number
/// n) in the piece's suit, or the number a letter X, Y, Z (0, 1, 2) stands for.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Tiles {
    Kinds(Vec<usize>),
    Numbers(u16),
    Letter(usize),
}

/// A piece's suit: any, this one (0 Bamboos, 1 Characters, 2 Circles), or the one
/// the suit letter (numbered in order of first use) stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Suit {
    Any,
    Fixed(usize),
    Letter(usize),
}

/// One copy of one part of a shape.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Piece {
    body: Body,
    tiles: Tiles,
    suit: Suit,
}

/// Tiles held: how many loose of each kind, and how many kong groups of each kind.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Hold {
    loose: [u8; KINDS],
    kongs: [u8; KINDS],
}

impl Default for Hold {
    fn default() -> Hold {
        Hold {
            loose: [0; KINDS],
            kongs: [0; KINDS],
        }
    }
}

impl Hold {
    /// The hand's tiles as written, or none when the text is not the notation.
    fn of(text: &str) -> Option<Hold> {
        let hand = text::parse(text)?;
        let mut hold = Hold {
            loose: hand.counts(),
            kongs: [0; KINDS],
        };
        for group in hand.fixed.iter().filter(|g| g.shape == Shape::Kong) {
            hold.kongs[group.first] += 1;
            hold.loose[group.first] = hold.loose[group.first].saturating_sub(4);
        }
        Some(hold)
    }

    /// How many of the kind, a kong's four included.
    fn total(&self, kind: usize) -> usize {
        usize::from(self.loose[kind]) + 4 * usize::from(self.kongs[kind])
    }

    /// The places the tiles take: a kong counts as three.
    fn places(&self) -> usize {
        let loose: usize = self.loose.iter().map(|&c| usize::from(c)).sum();
        loose + 3 * self.kongs.iter().map(|&c| usize::from(c)).sum::<usize>()
    }

    /// No tile more than four times, and this many places.
    fn is_hand_of(&self, places: usize) -> bool {
        self.places() == places && (0..KINDS).all(|k| self.total(k) <= 4)
    }

    /// The loose tiles, one entry per tile, in kind order.
    fn loose_tiles(&self) -> Vec<usize> {
        let each = (0..KINDS).map(|k| std::iter::repeat_n(k, usize::from(self.loose[k])));
        each.flatten().collect()
    }

    /// The notation: loose tiles in one `?` word, then each kong group.
    fn write(&self) -> String {
        let mut loose = String::new();
        for (suit, letter) in ["b", "c", "d"].iter().enumerate() {
            let numbers: String = (0..9)
                .flat_map(|n| {
                    std::iter::repeat_n(
                        char::from(b'1' + n as u8),
                        usize::from(self.loose[suit * 9 + n]),
                    )
                })
                .collect();
            if !numbers.is_empty() {
                loose.push_str(&numbers);
                loose.push_str(letter);
            }
        }
        for k in 27..KINDS {
            loose.push_str(&name(k).repeat(usize::from(self.loose[k])));
        }
        let mut words = Vec::new();
        if !loose.is_empty() {
            words.push(format!("?{loose}"));
        }
        for k in 0..KINDS {
            for _ in 0..self.kongs[k] {
                words.push(match k {
                    0..27 => format!(
                        "{}{}",
                        (k % 9 + 1).to_string().repeat(4),
                        ["b", "c", "d"][k / 9]
                    ),
                    _ => name(k).repeat(4),
                });
            }
        }
        words.join(" ")
    }
}

/// An honour's letters in the notation.
fn name(kind: usize) -> &'static str {
    ["E", "S", "W", "N", "R", "G", "Wh"]
        .get(kind.wrapping_sub(27))
        .copied()
        .unwrap_or("")
}

/// A shape as the reference reads it.
#[derive(Debug)]
pub struct RefShape {
    /// The pieces, those alike side by side.
    pieces: Vec<Piece>,
    /// Whether each piece is the same as the one before it.
    same: Vec<bool>,
    /// `pairs may repeat`.
    repeat: bool,
    /// Every choice of what the letters stand for.
    every: Vec<Letters>,
}

/// Reads a shape's text; a sentence when the doc says it is refused.
pub fn read_shape(text: &str) -> Result<RefShape, String> {
    let (mut pieces, repeat) = read::read(text)?;
    let every = search::every_letters(&pieces);
    let first = every.first().copied().unwrap_or_default();
    // The fewest alternatives first, so the search fails early; alike pieces stay side by side.
    pieces.sort_by_cached_key(|p| (search::alternatives(p, &first, false).len(), p.clone()));
    let same = (0..pieces.len())
        .map(|i| i > 0 && pieces[i] == pieces[i - 1])
        .collect();
    let shape = RefShape {
        pieces,
        same,
        repeat,
        every,
    };
    match shape.make(&mut Rng(0), false) {
        Made::Nothing => Err("no fourteen tiles make this shape".to_string()),
        Made::Hand(_) | Made::GaveUp => Ok(shape),
    }
}

impl RefShape {
    /// Whether a hand written in the tile notation fits the shape.
    pub fn fits(&self, hand: &str) -> bool {
        Hold::of(hand).is_some_and(|hold| self.fits_hold(&hold))
    }

    /// Every tile kind that, added loose to a 13-tile hand, makes it fit; none held four times.
    pub fn waits(&self, hand: &str) -> Vec<usize> {
        let Some(mut hold) = Hold::of(hand).filter(|h| h.is_hand_of(13)) else {
            return Vec::new();
        };
        let mut waits = Vec::new();
        for kind in 0..KINDS {
            if hold.total(kind) >= 4 {
                continue;
            }
            hold.loose[kind] += 1;
            if self.fits_hold(&hold) {
                waits.push(kind);
            }
            hold.loose[kind] -= 1;
        }
        waits
    }

    /// A random hand that fits, chosen by the seed; none if none.
    pub fn random_fit(&self, seed: u64) -> Option<String> {
        match self.make(&mut Rng(seed), true) {
            Made::Hand(hold) => Some(hold.write()),
            Made::Nothing | Made::GaveUp => None,
        }
    }

    fn fits_hold(&self, hold: &Hold) -> bool {
        hold.is_hand_of(14)
            && self.every.iter().any(|letters| {
                let Some(alts) = self.alternatives_in(letters, hold) else {
                    return false;
                };
                let problem = Problem {
                    alts: &alts,
                    same: &self.same,
                    repeat: self.repeat,
                };
                search::matches(&problem, hold)
            })
    }

    /// Each piece's alternatives that the hand's tiles hold, each on its own; none when
    /// a piece has none (the hand cannot fit under these letters).
    fn alternatives_in(&self, letters: &Letters, hold: &Hold) -> Option<Vec<Vec<search::Alt>>> {
        let mut all = Vec::new();
        for piece in &self.pieces {
            let mut alts = search::alternatives(piece, letters, true);
            alts.retain(|alt| alt.is_in(hold));
            if alts.is_empty() {
                return None;
            }
            all.push(alts);
        }
        Some(all)
    }

    fn alternatives(&self, letters: &Letters, matching: bool) -> Vec<Vec<search::Alt>> {
        let each = self.pieces.iter();
        each.map(|p| search::alternatives(p, letters, matching))
            .collect()
    }

    /// A hand the shape makes, the letters and alternatives tried in the generator's
    /// order. With `free`, alike pieces take their alternatives in any order (for
    /// variety; a few steps per choice of letters, then as below); otherwise in
    /// order, so that the same copies in another order are not tried again.
    fn make(&self, rng: &mut Rng, free: bool) -> Made {
        let mut order: Vec<usize> = (0..self.every.len()).collect();
        rng.shuffle(&mut order);
        let mut budget = search::BUDGET;
        let alike = vec![false; self.same.len()];
        for at in order {
            let alts = self.alternatives(&self.every[at], false);
            let mut made = Made::GaveUp;
            if free {
                let problem = Problem {
                    alts: &alts,
                    same: &alike,
                    repeat: self.repeat,
                };
                let mut steps = search::FREE_BUDGET;
                made = search::make(&problem, rng, &mut steps);
            }
            if let Made::GaveUp = made {
                let problem = Problem {
                    alts: &alts,
                    same: &self.same,
                    repeat: self.repeat,
                };
                made = search::make(&problem, rng, &mut budget);
            }
            match made {
                Made::Nothing => {}
                made => return made,
            }
        }
        Made::Nothing
    }
}

/// The hand with one loose (non-kong) tile, chosen by the seed, swapped for another kind
/// held fewer than four times.
pub fn near_miss(hand: &str, seed: u64) -> Option<String> {
    let mut hold = Hold::of(hand)?;
    let tiles = hold.loose_tiles();
    let mut rng = Rng(seed);
    let out = *tiles.get(rng.below(tiles.len()))?;
    let others: Vec<usize> = (0..KINDS)
        .filter(|&k| k != out && hold.total(k) < 4)
        .collect();
    let into = *others.get(rng.below(others.len()))?;
    hold.loose[out] -= 1;
    hold.loose[into] += 1;
    Some(hold.write())
}

/// The hand with one loose tile, chosen by the seed, taken out.
pub fn one_short(hand: &str, seed: u64) -> Option<String> {
    let mut hold = Hold::of(hand)?;
    let tiles = hold.loose_tiles();
    let out = *tiles.get(Rng(seed).below(tiles.len()))?;
    hold.loose[out] -= 1;
    Some(hold.write())
}
