//! Reading a shape's words (docs/special-hands.md, "Shapes, in words" and "What is
//! refused") into pieces: one piece for every copy of every part, after `4 …`,
//! `each …` and `in each suit` have made their copies.
use super::words::{is, is_digits, is_filler, noun, spec, wrong, Spec, ALL_NUMBERS};
use super::{Body, Piece, Suit, Tiles};

/// The longest shape read, in characters.
const LONGEST: usize = 300;
const RANGE: &str = "a chow or run is given a range, not a single tile, number or letter \
     (`chow of 4-9`, `run 1-9`)";

/// What `in` names (`in each suit` already made three).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SuitWords {
    Any,
    Each,
    Fixed(usize),
    Letter(char),
}

/// A part as written, before its copies are made.
struct Part {
    count: usize,
    body: Body,
    items: Vec<Tiles>,
    suits: Vec<SuitWords>,
}

impl Part {
    /// The places its copies take in a hand.
    fn places(&self) -> usize {
        self.count * self.items.len() * self.suits.len() * self.body.places()
    }
}

/// The pieces of a shape and whether pairs may repeat; a sentence when refused.
pub(super) fn read(text: &str) -> Result<(Vec<Piece>, bool), String> {
    let length = text.chars().count();
    if length > LONGEST {
        return Err(format!(
            "a shape is at most {LONGEST} characters; this has {length}"
        ));
    }
    let mut parts = Vec::new();
    let mut repeat = false;
    for written in text.split(',') {
        match read_part(written)? {
            Some(part) => parts.push(part),
            None => repeat = true,
        }
    }
    let held: usize = parts.iter().map(Part::places).sum();
    if held != 14 {
        return Err(format!(
            "the parts hold {held} tiles; a hand holds 14, a kong counted as three"
        ));
    }
    let mut letters: Vec<char> = Vec::new();
    for part in &parts {
        for suit in &part.suits {
            if let SuitWords::Letter(c) = suit {
                if !letters.contains(c) {
                    letters.push(*c);
                }
            }
        }
    }
    if letters.len() > 3 {
        return Err(format!(
            "the shape uses {} suit letters; there are only three suits",
            letters.len()
        ));
    }
    Ok((copies(&parts, &letters), repeat))
}

/// Every copy of every part, suit letters numbered in order of first use.
fn copies(parts: &[Part], letters: &[char]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    for part in parts {
        for _ in 0..part.count {
            for tiles in &part.items {
                for suit in &part.suits {
                    let suit = match suit {
                        SuitWords::Fixed(s) => Suit::Fixed(*s),
                        SuitWords::Letter(c) => {
                            Suit::Letter(letters.iter().position(|l| l == c).unwrap_or(0))
                        }
                        SuitWords::Any | SuitWords::Each => Suit::Any,
                    };
                    let body = part.body.clone();
                    pieces.push(Piece {
                        body,
                        tiles: tiles.clone(),
                        suit,
                    });
                }
            }
        }
    }
    pieces
}

/// A part, or none for `pairs may repeat`.
fn read_part(text: &str) -> Result<Option<Part>, String> {
    let words: Vec<&str> = text.split_whitespace().filter(|w| !is_filler(w)).collect();
    if words.is_empty() {
        return Err("a part is empty: parts are separated by commas".to_string());
    }
    if let [pairs, may, repeat] = words[..] {
        if noun(pairs) == Some("pair") && is(may, "may") && is(repeat, "repeat") {
            return Ok(None);
        }
    }
    let cut = words
        .iter()
        .position(|w| is(w, "in"))
        .unwrap_or(words.len());
    let suit = match words.get(cut + 1..) {
        Some(rest) => Some(suit_words(rest)?),
        None => None,
    };
    let (count, body, spec) = head(&words[..cut])?;
    settle(count, body, spec, suit).map(Some)
}

/// The group of a group word (a run's numbers come later).
fn group(word: &str) -> Option<Body> {
    Some(match noun(word)? {
        "single" => Body::Single,
        "pair" => Body::Pair,
        "pung" => Body::Pung,
        "kong" => Body::Kong,
        "chow" => Body::Chow,
        "run" => Body::Run(0, 0),
        _ => return None,
    })
}

/// A count before a group word: 1 to 14, in figures or words.
fn count_of(word: &str) -> Result<usize, String> {
    const WORDS: [&str; 15] = [
        "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen",
    ];
    let lower = word.to_ascii_lowercase();
    if lower == "a" || lower == "an" {
        return Ok(1);
    }
    if let Some(n) = WORDS.iter().position(|w| !w.is_empty() && *w == lower) {
        return Ok(n);
    }
    match word.parse::<usize>() {
        Ok(n) if (1..=14).contains(&n) && is_digits(word) => Ok(n),
        _ if is_digits(word) => Err(format!(
            "‘{word}’: a part is repeated one to fourteen times"
        )),
        _ => Err(wrong(word)),
    }
}

/// The words before `in`: a count, the group and what `of` names; or numbers written out.
type Head = (usize, Body, Option<(bool, Spec)>);
fn head(words: &[&str]) -> Result<Head, String> {
    let Some(first) = words.first() else {
        return Err("a part names its group before ‘in’".to_string());
    };
    if is_digits(first) && words.get(1).is_none_or(|w| group(w).is_none()) {
        return written(words).map(|body| (1, body, None));
    }
    let (count, at) = match words.get(1) {
        Some(second) if group(second).is_some() => (count_of(first)?, 1),
        _ => (1, 0),
    };
    let body = group(words[at]).ok_or_else(|| wrong(words[at]))?;
    let rest = &words[at + 1..];
    let named = match rest.first() {
        None => return Ok((count, body, None)),
        Some(of) if is(of, "of") => &rest[1..],
        Some(_) if matches!(body, Body::Chow | Body::Run(..)) => rest,
        Some(other) => return Err(wrong(other)),
    };
    Ok((count, body, Some(spec(named)?)))
}

/// Numbers written out, `11 234 55`.
fn written(words: &[&str]) -> Result<Body, String> {
    let mut numbers = Vec::new();
    for word in words {
        if !is_digits(word) {
            return Err(wrong(word));
        }
        for b in word.bytes() {
            if b == b'0' {
                return Err(format!("‘{word}’: a number is 1 to 9"));
            }
            numbers.push(b - b'0');
        }
    }
    Ok(Body::Written(numbers))
}

/// The words after `in`.
fn suit_words(words: &[&str]) -> Result<SuitWords, String> {
    if words.iter().any(|w| is(w, "in")) {
        return Err("the part names a suit twice".to_string());
    }
    let letter = |w: &str| w.len() == 1 && w.bytes().all(|b| b.is_ascii_uppercase());
    let named = match words {
        [suit, l] if is(suit, "suit") && letter(l) => {
            SuitWords::Letter(l.chars().next().unwrap_or('A'))
        }
        [each, suit] if is(each, "each") && is(suit, "suit") => SuitWords::Each,
        [any, suit] if is(any, "any") && is(suit, "suit") => SuitWords::Any,
        [one] if noun(one) == Some("bamboo") => SuitWords::Fixed(0),
        [one] if noun(one) == Some("character") => SuitWords::Fixed(1),
        [one] if noun(one) == Some("circle") => SuitWords::Fixed(2),
        [] => return Err("‘in’ names no suit".to_string()),
        _ => {
            return Err(format!(
                "‘in {}’ names no suit: in suit A, in each suit, in any suit, in bamboos",
                words.join(" ")
            ))
        }
    };
    Ok(named)
}

/// The part with its refusals checked: a run's range, a chow's numbers, suits given
/// twice or to honours, `each` before one tile.
fn settle(
    count: usize,
    body: Body,
    spec: Option<(bool, Spec)>,
    suit: Option<SuitWords>,
) -> Result<Part, String> {
    let body = match (body, spec) {
        (Body::Run(..), Some((false, Spec::Range(lo, hi)))) => Body::Run(lo, hi),
        (
            Body::Run(..) | Body::Chow,
            Some((_, Spec::Number(_) | Spec::Letter(_) | Spec::Tile(_))),
        ) => return Err(RANGE.to_string()),
        (Body::Run(..) | Body::Chow, Some((true, _))) => {
            return Err(
                "‘each’ does not go in a chow's or run's ‘of’: it holds all its numbers"
                    .to_string(),
            )
        }
        (Body::Run(..), _) => return Err(RANGE.to_string()),
        (body, _) => body,
    };
    if let (Some((_, named)), Some(_)) = (spec, suit) {
        let honours = match named {
            Spec::Tile(k) => Some(k >= 27),
            Spec::Kinds(kinds) => Some(kinds.iter().all(|&k| k >= 27)),
            _ => None,
        };
        match honours {
            Some(true) => return Err("winds, dragons and honours have no suit".to_string()),
            Some(false) => return Err("the part names a suit twice".to_string()),
            None => {}
        }
    }
    let items = match spec {
        _ if matches!(body, Body::Run(..)) => vec![Tiles::Numbers(ALL_NUMBERS)],
        None if suit.is_some() || matches!(body, Body::Chow | Body::Written(_)) => {
            vec![Tiles::Numbers(ALL_NUMBERS)]
        }
        None => vec![Tiles::Kinds((0..34).collect())],
        Some((each, named)) => items(named, each)?,
    };
    let suits = match suit {
        Some(SuitWords::Each) => (0..3).map(SuitWords::Fixed).collect(),
        Some(one) => vec![one],
        None => vec![SuitWords::Any],
    };
    Ok(Part {
        count,
        body,
        items,
        suits,
    })
}

/// The tiles `of` names: one item, or one for every tile of the kind with `each`.
fn items(named: Spec, each: bool) -> Result<Vec<Tiles>, String> {
    let whole = match named {
        Spec::Tile(k) => Tiles::Kinds(vec![k]),
        Spec::Number(n) => Tiles::Numbers(1 << n),
        Spec::Range(lo, hi) => Tiles::Numbers((lo..=hi).map(|n| 1u16 << n).sum()),
        Spec::Mask(mask) => Tiles::Numbers(mask),
        Spec::Kinds(kinds) => Tiles::Kinds(kinds.to_vec()),
        Spec::Letter(at) => Tiles::Letter(at),
    };
    if !each {
        return Ok(vec![whole]);
    }
    match whole {
        Tiles::Kinds(kinds) if kinds.len() > 1 => {
            Ok(kinds.into_iter().map(|k| Tiles::Kinds(vec![k])).collect())
        }
        Tiles::Numbers(mask) if mask.count_ones() > 1 => Ok((1..=9)
            .filter(|n| mask >> n & 1 == 1)
            .map(|n| Tiles::Numbers(1 << n))
            .collect()),
        _ => Err(
            "‘each’ goes before a kind with several tiles (each wind, each odd, \
                  each 2-8), not a single tile, number or letter"
                .to_string(),
        ),
    }
}
