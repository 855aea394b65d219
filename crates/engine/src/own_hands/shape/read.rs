//! Reading a shape's words (docs/special-hands.md) into its parts.

use super::parts::{Group, Part, SuitRule, Tiles};
use super::words::{class, count, group_word, range, Class, Word};

/// The longest shape, in characters.
pub const MAX_SHAPE_LENGTH: usize = 300;

/// Why a shape is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeProblem {
    /// No words at all.
    Blank,
    /// Longer than [`MAX_SHAPE_LENGTH`].
    TooLong,
    /// Two commas with nothing between.
    EmptyPart,
    /// A word that is not one of the shape's words, or not here.
    UnknownWord,
    /// A part with no group: no `pair`, `pung`, … and no numbers.
    NoGroup,
    /// A number that is not 1 to 9.
    NotANumber,
    /// A range that runs backwards.
    BackwardRange,
    /// A run with no range.
    RunNeedsNumbers,
    /// A chow or run given one number or a letter.
    ChowNeedsRange,
    /// A suit given twice: `5b in suit A`, `in suit A in bamboos`.
    SuitTwice,
    /// A suit given to winds, dragons or honours.
    SuitForHonours,
    /// `each` before one tile, one number or a letter.
    EachBeforeOne,
    /// A letter past C (suits) or Z (numbers).
    TooManyLetters,
    /// A count of none, or of more than fourteen.
    BadCount,
    /// The parts hold this many tiles, not fourteen.
    TileCount(usize),
    /// No fourteen tiles make it.
    NoTilesMakeIt,
}

/// A refused shape: why, and the word that is wrong where there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeError {
    /// The word, as written.
    pub word: Option<String>,
    /// Why.
    pub problem: ShapeProblem,
}

impl ShapeError {
    pub(super) fn whole(problem: ShapeProblem) -> ShapeError {
        ShapeError {
            word: None,
            problem,
        }
    }

    fn at(word: &Word, problem: ShapeProblem) -> ShapeError {
        ShapeError {
            word: Some(word.text.to_string()),
            problem,
        }
    }
}

/// The parts read, the parts as written, and whether pairs may repeat.
pub(super) type Read = (Vec<Part>, Vec<String>, bool);

pub(super) fn read(text: &str) -> Result<Read, ShapeError> {
    if text.chars().count() > MAX_SHAPE_LENGTH {
        return Err(ShapeError::whole(ShapeProblem::TooLong));
    }
    if text.trim().is_empty() {
        return Err(ShapeError::whole(ShapeProblem::Blank));
    }
    let mut parts = Vec::new();
    let mut written = Vec::new();
    let mut pairs_repeat = false;
    for piece in text.split(',') {
        let words = super::words::words(piece);
        if words.is_empty() {
            return Err(ShapeError::whole(ShapeProblem::EmptyPart));
        }
        let plain: Vec<String> = words.iter().map(|w| w.text.to_lowercase()).collect();
        if plain == ["pairs", "may", "repeat"] {
            pairs_repeat = true;
            continue;
        }
        let source = written.len();
        written.push(piece.trim().to_string());
        parts.extend(read_part(&words, source)?);
        let tiles: usize = parts.iter().map(|p: &Part| p.group.size()).sum();
        if tiles > 14 {
            return Err(ShapeError::whole(ShapeProblem::TileCount(tiles)));
        }
    }
    let tiles: usize = parts.iter().map(|p| p.group.size()).sum();
    if tiles != 14 {
        return Err(ShapeError::whole(ShapeProblem::TileCount(tiles)));
    }
    Ok((parts, written, pairs_repeat))
}

/// What a part's words say, before `each` and a count are laid out.
struct Said {
    count: usize,
    group: Group,
    tiles: Tiles,
    each: bool,
    suit: Option<SuitRule>,
    each_suit: bool,
}

fn read_part(words: &[Word], source: usize) -> Result<Vec<Part>, ShapeError> {
    let mut at = 0;
    let mut said = Said {
        count: 1,
        group: Group::Single,
        tiles: Tiles::Any,
        each: false,
        suit: None,
        each_suit: false,
    };
    if let (Some(first), Some(second)) = (words.first(), words.get(1)) {
        if let (Some(n), Some(_)) = (count(first.text), group_word(second.text)) {
            if n == 0 || n > 14 {
                return Err(ShapeError::at(first, ShapeProblem::BadCount));
            }
            said.count = n;
            at = 1;
        }
    }
    at = read_group(words, at, &mut said)?;
    at = read_suit(words, at, &mut said)?;
    if let Some(word) = words.get(at) {
        return Err(ShapeError::at(word, ShapeProblem::UnknownWord));
    }
    Ok(lay_out(&said, source))
}

fn refused<T>(word: &Word, problem: ShapeProblem) -> Result<T, ShapeError> {
    Err(ShapeError::at(word, problem))
}

/// Reads the group and what `of` names; the place after them.
fn read_group(words: &[Word], at: usize, said: &mut Said) -> Result<usize, ShapeError> {
    let Some(word) = words.get(at) else {
        return Err(ShapeError::whole(ShapeProblem::NoGroup));
    };
    let Some(group) = group_word(word.text) else {
        return read_numbers(words, at, said);
    };
    let mut at = at + 1;
    let of = words.get(at).is_some_and(|w| w.is("of"));
    if group == Group::Run(0, 0) {
        let Some(numbers) = words.get(at + usize::from(of)) else {
            return refused(word, ShapeProblem::RunNeedsNumbers);
        };
        said.group = match range(numbers.text) {
            Some(Ok((from, to))) => Group::Run(from, to),
            Some(Err(problem)) => return refused(numbers, problem),
            None if class(numbers.text).is_some() => {
                return refused(numbers, ShapeProblem::ChowNeedsRange)
            }
            None => return refused(word, ShapeProblem::RunNeedsNumbers),
        };
        return Ok(at + usize::from(of) + 1);
    }
    said.group = group;
    if of {
        at = read_tiles(words, at + 1, said)?;
        let one_number = matches!(said.tiles, Tiles::Numbers(mask) if mask.count_ones() == 1);
        let lettered = matches!(said.tiles, Tiles::Letter(_));
        if said.group == Group::Chow && (one_number || lettered) {
            return refused(&words[at - 1], ShapeProblem::ChowNeedsRange);
        }
    }
    Ok(at)
}

/// Numbers written out: `11 234 55`.
fn read_numbers(words: &[Word], mut at: usize, said: &mut Said) -> Result<usize, ShapeError> {
    let mut numbers = Vec::new();
    while let Some(word) = words.get(at) {
        if word.text.is_empty() || !word.text.bytes().all(|b| b.is_ascii_digit()) {
            break;
        }
        if word.text.contains('0') {
            return refused(word, ShapeProblem::NotANumber);
        }
        numbers.extend(word.text.bytes().map(|b| b - b'0'));
        at += 1;
    }
    if numbers.is_empty() {
        let word = &words[at];
        let known = class(word.text).is_some() || ["of", "in", "each"].iter().any(|k| word.is(k));
        let problem = if known {
            ShapeProblem::NoGroup
        } else {
            ShapeProblem::UnknownWord
        };
        return refused(word, problem);
    }
    said.group = Group::Numbers(numbers);
    Ok(at)
}

/// Reads what `of` names, `each` and `1 or 9` included.
fn read_tiles(words: &[Word], mut at: usize, said: &mut Said) -> Result<usize, ShapeError> {
    if words.get(at).is_some_and(|w| w.is("each")) {
        said.each = true;
        at += 1;
    }
    let Some(word) = words.get(at) else {
        return refused(&words[at - 1], ShapeProblem::UnknownWord);
    };
    let ends = word.text == "1"
        && words.get(at + 1).is_some_and(|w| w.is("or"))
        && words.get(at + 2).is_some_and(|w| w.text == "9");
    let named = if ends {
        Ok(Class::Numbers(1 << 1 | 1 << 9))
    } else {
        match class(word.text) {
            Some(named) => named,
            None => return refused(word, ShapeProblem::UnknownWord),
        }
    };
    said.tiles = match named {
        Ok(Class::Numbers(mask)) => Tiles::Numbers(mask),
        Ok(Class::Kinds(kinds)) => Tiles::Kinds(kinds),
        Ok(Class::Letter(l)) => Tiles::Letter(l),
        Err(problem) => return refused(word, problem),
    };
    let several = match &said.tiles {
        Tiles::Numbers(mask) => mask.count_ones() > 1,
        Tiles::Kinds(kinds) => kinds.len() > 1,
        Tiles::Any | Tiles::Letter(_) => false,
    };
    if said.each && !several {
        return refused(word, ShapeProblem::EachBeforeOne);
    }
    Ok(at + if ends { 3 } else { 1 })
}

/// Reads `in …`: the part's suit.
fn read_suit(words: &[Word], at: usize, said: &mut Said) -> Result<usize, ShapeError> {
    let Some(word) = words.get(at).filter(|w| w.is("in")) else {
        return Ok(at);
    };
    let Some(next) = words.get(at + 1) else {
        return refused(word, ShapeProblem::UnknownWord);
    };
    let after = words.get(at + 2);
    let suit_follows = after.is_some_and(|w| w.is("suit"));
    let (rule, used) = match next.text.to_lowercase().as_str() {
        "suit" => (suit_letter(after.copied().unwrap_or(*next))?, 3),
        "each" if suit_follows => (None, 3),
        "any" if suit_follows => (Some(SuitRule::AnySuit), 3),
        "bamboos" | "bamboo" => (Some(SuitRule::Named(0)), 2),
        "characters" | "character" => (Some(SuitRule::Named(1)), 2),
        "circles" | "circle" | "dots" => (Some(SuitRule::Named(2)), 2),
        _ => return refused(next, ShapeProblem::UnknownWord),
    };
    if let Tiles::Kinds(kinds) = &said.tiles {
        let honours = kinds.iter().all(|&k| k >= 27);
        let problem = if honours {
            ShapeProblem::SuitForHonours
        } else {
            ShapeProblem::SuitTwice
        };
        return refused(word, problem);
    }
    if let Some(again) = words.get(at + used).filter(|w| w.is("in")) {
        return refused(again, ShapeProblem::SuitTwice);
    }
    said.suit = rule;
    said.each_suit = rule.is_none();
    Ok(at + used)
}

fn suit_letter(word: Word) -> Result<Option<SuitRule>, ShapeError> {
    match word.text {
        "A" | "B" | "C" => Ok(Some(SuitRule::Letter(word.text.as_bytes()[0] - b'A'))),
        t if t.len() == 1 && t.bytes().all(|b| b.is_ascii_uppercase()) => {
            refused(&word, ShapeProblem::TooManyLetters)
        }
        _ => refused(&word, ShapeProblem::UnknownWord),
    }
}

/// The parts a part's words stand for: once for each suit, each tile and
/// each count.
fn lay_out(said: &Said, source: usize) -> Vec<Part> {
    let suits: Vec<Option<SuitRule>> = if said.each_suit {
        (0..3).map(|s| Some(SuitRule::Named(s))).collect()
    } else {
        vec![said.suit]
    };
    let tiles: Vec<Tiles> = match &said.tiles {
        Tiles::Numbers(mask) if said.each => (1..=9)
            .filter(|n| mask & (1 << n) != 0)
            .map(|n| Tiles::Numbers(1 << n))
            .collect(),
        Tiles::Kinds(kinds) if said.each => kinds.iter().map(|&k| Tiles::Kinds(vec![k])).collect(),
        other => vec![other.clone()],
    };
    let mut parts = Vec::new();
    for suit in &suits {
        for tiles in &tiles {
            for _ in 0..said.count {
                parts.push(Part {
                    source,
                    group: said.group.clone(),
                    tiles: tiles.clone(),
                    suit: *suit,
                });
            }
        }
    }
    parts
}
