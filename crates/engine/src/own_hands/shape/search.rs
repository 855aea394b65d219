//! Sharing tiles out among a shape's parts, every way, with letters bound
//! as they are met: a hand fits when every part is made and no tile is left.

use super::parts::{Making, Part, SuitRule, Tiles};
use super::{HeldTiles, Shape};
use crate::tiles::KINDS;

/// Where the tiles come from.
#[derive(Clone, Copy)]
pub(super) enum Pool {
    /// A player's tiles.
    Held(HeldTiles),
    /// Every tile of the set, four of each: for an example.
    Every,
    /// A player's thirteen tiles and one more of any kind they hold fewer
    /// than four of: for their waits.
    OneMore(HeldTiles),
}

/// The tile a hand of thirteen waits on, while its waits are searched.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Joker {
    /// No waits searched.
    Off,
    /// Not yet stood in for a tile.
    Free,
    /// Standing in for one tile of this kind.
    Used(usize),
}

/// Most steps one search takes; a shape whose example needs more is
/// refused when read (no real hand comes near it).
pub(super) const MOST_STEPS: u32 = 2_000_000;

pub(super) struct Search<'a> {
    shape: &'a Shape,
    /// The parts' places, fewest makings first.
    order: &'a [usize],
    makings: &'a [Vec<Making>],
    /// Whether the part at this place of `order` is the same as the one before.
    twin: &'a [bool],
    counts: [u8; KINDS],
    kongs: [bool; KINDS],
    every: bool,
    suits: [Option<u8>; 3],
    numbers: [Option<u8>; 3],
    pairs: u64,
    /// The making chosen at each place of `order` (`usize::MAX`: left out).
    chosen: Vec<usize>,
    made_kongs: [bool; KINDS],
    steps: u32,
    best: (usize, Vec<usize>),
    joker: Joker,
    /// What each kind the hand holds, a kong's four counted: a wait is of
    /// a kind held fewer than four times.
    held: [u8; KINDS],
    /// The waits found, as bits.
    waits: u64,
}

/// The order parts are made in, fewest makings first, and whether each
/// is the same as the one before it (made no earlier, so no sharing-out
/// is tried twice).
pub(super) fn plan(parts: &[Part], makings: &[Vec<Making>]) -> (Vec<usize>, Vec<bool>) {
    let mut order: Vec<usize> = (0..parts.len()).collect();
    order.sort_by_key(|&i| makings[i].len());
    let twin = (0..order.len())
        .map(|at| at > 0 && parts[order[at]] == parts[order[at - 1]])
        .collect();
    (order, twin)
}

impl<'a> Search<'a> {
    pub(super) fn new(shape: &'a Shape, pool: Pool) -> Search<'a> {
        let (order, twin) = (&shape.order, &shape.twin);
        let (counts, kongs, every, joker) = match pool {
            Pool::Held(held) => (held.counts, held.kongs, false, Joker::Off),
            Pool::Every => ([4; KINDS], [false; KINDS], true, Joker::Off),
            Pool::OneMore(held) => (held.counts, held.kongs, false, Joker::Free),
        };
        let mut held = [0; KINDS];
        for (kind, count) in held.iter_mut().enumerate() {
            *count = counts[kind].saturating_add(if kongs[kind] { 4 } else { 0 });
        }
        Search {
            shape,
            chosen: vec![usize::MAX; order.len()],
            order,
            makings: &shape.makings,
            twin,
            counts,
            kongs,
            every,
            suits: [None; 3],
            numbers: [None; 3],
            pairs: 0,
            made_kongs: [false; KINDS],
            steps: 0,
            best: (0, Vec::new()),
            joker,
            held,
            waits: 0,
        }
    }

    /// Every kind that, one more of it held, makes the shape: each found
    /// once, by one sharing-out of the tiles.
    pub(super) fn waits(mut self) -> u64 {
        self.make_from(0);
        self.waits
    }

    /// The tiles that make every part, if some do.
    pub(super) fn complete(mut self) -> Option<HeldTiles> {
        let start = self.counts;
        if !self.make_from(0) {
            return None;
        }
        let mut used = HeldTiles {
            counts: [0; KINDS],
            kongs: self.made_kongs,
        };
        for (kind, count) in used.counts.iter_mut().enumerate() {
            *count = start[kind] - self.counts[kind];
        }
        if self.every {
            for (kind, &kong) in self.made_kongs.iter().enumerate() {
                if kong {
                    used.counts[kind] -= 4;
                }
            }
        }
        Some(used)
    }

    fn make_from(&mut self, at: usize) -> bool {
        self.steps += 1;
        if self.steps > MOST_STEPS {
            return false;
        }
        let Some(&part) = self.order.get(at) else {
            let all_taken = self.counts == [0; KINDS] && self.kongs == [false; KINDS];
            if let (Joker::Used(kind), true) = (self.joker, all_taken) {
                // A wait found: the search goes on for others.
                self.waits |= 1 << kind;
                return false;
            }
            return self.every || (all_taken && self.joker == Joker::Off);
        };
        let from = if self.twin[at] {
            self.chosen[at - 1]
        } else {
            0
        };
        for way in from..self.makings[part].len() {
            if let Some(undo) = self.take(part, way) {
                self.chosen[at] = way;
                if self.make_from(at + 1) {
                    return true;
                }
                self.give_back(part, way, undo);
            }
        }
        self.chosen[at] = usize::MAX;
        false
    }

    /// The first part, as written, that the most parts that can be made
    /// together leave out.
    pub(super) fn first_lacking(mut self) -> Option<usize> {
        self.best = (0, (0..self.order.len()).collect());
        self.most_from(0, 0);
        let parts = &self.shape.parts;
        self.best
            .1
            .iter()
            .map(|&at| parts[self.order[at]].source)
            .min()
    }

    fn most_from(&mut self, at: usize, made: usize) {
        self.steps += 1;
        if self.steps > MOST_STEPS || made + (self.order.len() - at) <= self.best.0 {
            return;
        }
        let Some(&part) = self.order.get(at) else {
            let left = (0..at).filter(|&i| self.chosen[i] == usize::MAX).collect();
            self.best = (made, left);
            return;
        };
        let before = if self.twin[at] {
            Some(self.chosen[at - 1])
        } else {
            None
        };
        if before != Some(usize::MAX) {
            for way in before.unwrap_or(0)..self.makings[part].len() {
                if let Some(undo) = self.take(part, way) {
                    self.chosen[at] = way;
                    self.most_from(at + 1, made + 1);
                    self.give_back(part, way, undo);
                }
            }
        }
        self.chosen[at] = usize::MAX;
        self.most_from(at + 1, made);
    }
}

/// What taking a making changed, to give it back.
#[derive(Default)]
pub(super) struct Undo {
    suit: Option<usize>,
    number: Option<usize>,
    pair: Option<usize>,
    /// A declared kong used (held), or a kong made (an example).
    kong: Option<usize>,
    /// The kind the waited-on tile stood in for here.
    joker: Option<usize>,
}

/// Binds a letter to a value unless another letter holds that value.
fn bind(letters: &[Option<u8>; 3], letter: u8, value: Option<u8>) -> Result<bool, ()> {
    let (letter, value) = (usize::from(letter), value.ok_or(())?);
    match letters.get(letter).ok_or(())? {
        Some(bound) if *bound == value => Ok(false),
        Some(_) => Err(()),
        None if letters.contains(&Some(value)) => Err(()),
        None => Ok(true),
    }
}

impl Search<'_> {
    fn take(&mut self, part: usize, way: usize) -> Option<Undo> {
        let p = &self.shape.parts[part];
        let m = &self.makings[part][way];
        let (suit, number) = (m.suit, m.number);
        let suit_letter = match p.suit {
            Some(SuitRule::Letter(l)) => bind(&self.suits, l, suit).ok()?.then_some(l),
            _ => None,
        };
        let number_letter = match p.tiles {
            Tiles::Letter(l) => bind(&self.numbers, l, number).ok()?.then_some(l),
            _ => None,
        };
        let pair = m.pair.filter(|_| !self.shape.pairs_repeat);
        if pair.is_some_and(|k| self.pairs & (1 << k) != 0) {
            return None;
        }
        let (kong, joker) = self.take_tiles(part, way)?;
        if let Some(l) = suit_letter {
            self.suits[usize::from(l)] = suit;
        }
        if let Some(l) = number_letter {
            self.numbers[usize::from(l)] = number;
        }
        if let Some(k) = pair {
            self.pairs |= 1 << k;
        }
        Some(Undo {
            suit: suit_letter.map(usize::from),
            number: number_letter.map(usize::from),
            pair,
            kong,
            joker,
        })
    }

    /// Takes the making's tiles: the kind of a kong used, and the kind
    /// the waited-on tile stood in for.
    fn take_tiles(&mut self, part: usize, way: usize) -> Option<(Option<usize>, Option<usize>)> {
        let m = &self.makings[part][way];
        match (m.pung, m.kong, self.every) {
            (Some(k), true, true) if self.counts[k] == 4 => {
                self.counts[k] = 0;
                self.made_kongs[k] = true;
                Some((Some(k), None))
            }
            (Some(k), _, false) if self.kongs[k] => {
                self.kongs[k] = false;
                Some((Some(k), None))
            }
            (_, true, _) => None,
            _ => {
                let joker = self.stands_in(part, way)?;
                for &(k, n) in &self.makings[part][way].take {
                    self.counts[k] -= n - u8::from(joker == Some(k));
                }
                if let Some(k) = joker {
                    self.joker = Joker::Used(k);
                }
                Some((None, joker))
            }
        }
    }

    /// Whether the tiles held make the making (`Some(None)`), or do with
    /// the waited-on tile standing in for one more of a kind (`Some(Some)`),
    /// a kind no wait was found of yet and held fewer than four times.
    fn stands_in(&self, part: usize, way: usize) -> Option<Option<usize>> {
        let mut short = None;
        for &(k, n) in &self.makings[part][way].take {
            match n.checked_sub(self.counts[k]) {
                None | Some(0) => {}
                Some(1) if short.is_none() => short = Some(k),
                Some(_) => return None,
            }
        }
        let Some(k) = short else {
            return Some(None);
        };
        let fresh = self.waits & (1 << k) == 0 && self.held[k] < 4;
        (self.joker == Joker::Free && fresh).then_some(Some(k))
    }

    fn give_back(&mut self, part: usize, way: usize, undo: Undo) {
        let m = &self.makings[part][way];
        match undo.kong {
            Some(k) if self.every => {
                self.counts[k] = 4;
                self.made_kongs[k] = false;
            }
            Some(k) => self.kongs[k] = true,
            None => {
                for &(k, n) in &m.take {
                    self.counts[k] += n - u8::from(undo.joker == Some(k));
                }
            }
        }
        if undo.joker.is_some() {
            self.joker = Joker::Free;
        }
        if let Some(l) = undo.suit {
            self.suits[l] = None;
        }
        if let Some(l) = undo.number {
            self.numbers[l] = None;
        }
        if let Some(k) = undo.pair {
            self.pairs &= !(1 << k);
        }
    }
}
