//! Reading the text notation of docs/tiles.md: groups, `+` exposed groups, `?` loose
//! tiles, the `@` winning tile and the bonus tiles `f1`…`s4`.
use super::tiles::{Group, Shape};
use super::{Kind, KINDS};

/// The longest text that is read at all.
const LONGEST: usize = 200;

/// A player's tiles as written.
#[derive(Clone, Debug)]
pub struct Hand {
    /// Groups that stay as laid out: exposed groups and declared kongs.
    pub fixed: Vec<Group>,
    /// The other concealed tiles, however they were laid out: one pool.
    pub pool: [u8; KINDS],
    /// The winning tile marked with `@`.
    pub winning: Option<Kind>,
    /// Flowers 1–4 held.
    pub flowers: [bool; 4],
    /// Seasons 1–4 held.
    pub seasons: [bool; 4],
    /// A bonus tile written more than once.
    pub bonus_twice: bool,
}

impl Default for Hand {
    fn default() -> Hand {
        Hand {
            fixed: Vec::new(),
            pool: [0; KINDS],
            winning: None,
            flowers: [false; 4],
            seasons: [false; 4],
            bonus_twice: false,
        }
    }
}

impl Hand {
    /// How many of each kind the hand holds, kongs' four tiles included.
    pub fn counts(&self) -> [u8; KINDS] {
        let mut counts = self.pool;
        for group in &self.fixed {
            for kind in group.tiles() {
                counts[kind] += 1;
            }
        }
        counts
    }

    /// The places the tiles take: a kong counts 3, bonus tiles nothing.
    pub fn size(&self) -> usize {
        let pooled: usize = self.pool.iter().map(|&c| c as usize).sum();
        pooled + self.fixed.iter().map(|g| g.size()).sum::<usize>()
    }

    /// How many flowers and seasons the hand holds.
    pub fn bonus_count(&self) -> usize {
        self.flowers
            .iter()
            .chain(&self.seasons)
            .filter(|&&b| b)
            .count()
    }

    /// How many declared kongs, exposed or concealed.
    pub fn kongs(&self) -> usize {
        self.fixed.iter().filter(|g| g.shape == Shape::Kong).count()
    }

    /// The kinds of the pairs shown exposed: SPEC §1 exposes a pair only
    /// when the winning discard completes it.
    pub fn shown_pairs(&self) -> Vec<Kind> {
        let shown = self
            .fixed
            .iter()
            .filter(|g| g.exposed && g.shape == Shape::Pair);
        shown.map(|g| g.first).collect()
    }

    /// How many exposed groups.
    pub fn exposed(&self) -> usize {
        self.fixed.iter().filter(|g| g.exposed).count()
    }
}

/// The hand the text spells, or none when the text is not the notation.
pub fn parse(text: &str) -> Option<Hand> {
    if text.chars().count() > LONGEST {
        return None;
    }
    let mut hand = Hand::default();
    for token in text.split_whitespace() {
        read_token(token, &mut hand)?;
    }
    Some(hand)
}

/// Adds one token to the hand; none when it is not a token of the notation.
fn read_token(token: &str, hand: &mut Hand) -> Option<()> {
    if let Some(rest) = token.strip_prefix('+') {
        hand.fixed.push(Group::of(&tiles(rest)?, true)?);
    } else if let Some(rest) = token.strip_prefix('?') {
        for kind in tiles(rest)? {
            hand.pool[kind] += 1;
        }
    } else if let Some(rest) = token.strip_prefix('@') {
        let marked = tiles(rest)?;
        if marked.len() != 1 || hand.winning.is_some() {
            return None;
        }
        hand.winning = Some(marked[0]);
    } else if let Some((season, number)) = bonus(token) {
        let held = if season {
            &mut hand.seasons
        } else {
            &mut hand.flowers
        };
        hand.bonus_twice |= held[number];
        held[number] = true;
    } else {
        // A concealed word is a declared kong when it is four alike; any
        // other concealed tiles, grouped or not, join the pool.
        let spelled = tiles(token)?;
        match Group::of(&spelled, false) {
            Some(group) if group.shape == Shape::Kong => hand.fixed.push(group),
            _ => {
                for kind in spelled {
                    hand.pool[kind] += 1;
                }
            }
        }
    }
    Some(())
}

/// A bonus tile token: (a season, its number less one).
fn bonus(token: &str) -> Option<(bool, usize)> {
    let bytes = token.as_bytes();
    if bytes.len() != 2 || !(b'1'..=b'4').contains(&bytes[1]) {
        return None;
    }
    let number = (bytes[1] - b'1') as usize;
    match bytes[0] {
        b'f' => Some((false, number)),
        b's' => Some((true, number)),
        _ => None,
    }
}

/// The tiles a run of tile spellings names: numbers sharing their suit letter, and
/// honours; none when anything else is there, or nothing is.
fn tiles(spelling: &str) -> Option<Vec<Kind>> {
    let chars: Vec<char> = spelling.chars().collect();
    let mut found = Vec::new();
    let mut numbers: Vec<usize> = Vec::new();
    let mut at = 0;
    while at < chars.len() {
        let c = chars[at];
        at += 1;
        if let Some(n) = c.to_digit(10).filter(|&n| n >= 1) {
            numbers.push(n as usize - 1);
        } else if let Some(suit) = "bcd".find(c) {
            if numbers.is_empty() {
                return None;
            }
            found.extend(numbers.drain(..).map(|n| suit * 9 + n));
        } else {
            if !numbers.is_empty() {
                return None;
            }
            let white = c == 'W' && chars.get(at) == Some(&'h');
            if white {
                at += 1;
            }
            found.push(honour(c, white)?);
        }
    }
    (numbers.is_empty() && !found.is_empty()).then_some(found)
}

/// The honour a letter names (`W` then `h` is the White dragon).
fn honour(letter: char, white: bool) -> Option<Kind> {
    let kind = match letter {
        'W' if white => 33,
        'E' => 27,
        'S' => 28,
        'W' => 29,
        'N' => 30,
        'R' => 31,
        'G' => 32,
        _ => return None,
    };
    Some(kind)
}
