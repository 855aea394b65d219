//! The words of shapes: nouns with or without a plural *s*, words passed over, and
//! what `of` names (docs/special-hands.md, "Which tiles: `of …`").

/// The nine numbers as a mask: bit n stands for the number n.
pub(super) const ALL_NUMBERS: u16 = 0b11_1111_1110;
const WINDS: [usize; 4] = [27, 28, 29, 30];
const DRAGONS: [usize; 3] = [31, 32, 33];
const HONOURS: [usize; 7] = [27, 28, 29, 30, 31, 32, 33];
/// The Bamboos 2, 3, 4, 6, 8 and the Green dragon.
const GREEN: [usize; 6] = [1, 2, 3, 5, 7, 32];
/// The Bamboos 1, 5, 7, 9 and the Red dragon.
const RED: [usize; 5] = [0, 4, 6, 8, 31];

/// Words that take a plural *s* or not; given in the singular.
pub(super) const NOUNS: [&str; 19] = [
    "single",
    "pair",
    "pung",
    "kong",
    "chow",
    "run",
    "wind",
    "dragon",
    "honour",
    "terminal",
    "odd",
    "even",
    "number",
    "tile",
    "bamboo",
    "character",
    "circle",
    "green",
    "red",
];
/// The other words of shapes.
const OTHER_WORDS: [&str; 26] = [
    "of", "in", "each", "suit", "any", "or", "may", "repeat", "the", "with", "a", "an", "one",
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen",
];
/// What `of` names, as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Spec {
    Tile(usize),
    Number(u8),
    Range(u8, u8),
    Mask(u16),
    Kinds(&'static [usize]),
    Letter(usize),
}

/// A noun's singular, whatever its capitals and with or without a plural *s*.
pub(super) fn noun(word: &str) -> Option<&'static str> {
    let lower = word.to_ascii_lowercase();
    let singular = lower.strip_suffix('s').unwrap_or("");
    NOUNS
        .iter()
        .copied()
        .find(|n| *n == lower || *n == singular)
}

/// Whether the word is the lower- or upper-case spelling of `want`.
pub(super) fn is(word: &str, want: &str) -> bool {
    word.eq_ignore_ascii_case(want)
}

/// Words passed over: `numbers`, `tiles`, `the`, `with`.
pub(super) fn is_filler(word: &str) -> bool {
    matches!(noun(word), Some("number" | "tile")) || is(word, "the") || is(word, "with")
}

/// The refusal of a word that is wrong.
pub(super) fn wrong(word: &str) -> String {
    let lower = word.to_ascii_lowercase();
    if noun(word).is_some() || OTHER_WORDS.contains(&lower.as_str()) {
        format!("‘{word}’ is out of its place")
    } else {
        format!("‘{word}’ is not a word of shapes")
    }
}

pub(super) fn is_digits(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

/// What `of` names: `each` or not, and the tiles.
pub(super) fn spec(words: &[&str]) -> Result<(bool, Spec), String> {
    let (each, rest) = match words.first() {
        Some(w) if is(w, "each") => (true, &words[1..]),
        _ => (false, words),
    };
    match rest {
        [] => Err("‘of’ names no tiles".to_string()),
        ["1", or, "9"] if is(or, "or") => Ok((each, Spec::Mask(1 << 1 | 1 << 9))),
        [one] => Ok((each, spec_word(one)?)),
        [_, second, ..] => Err(wrong(second)),
    }
}

/// One word naming tiles.
pub(super) fn spec_word(word: &str) -> Result<Spec, String> {
    let kind = match noun(word) {
        Some("odd") => Some(Spec::Mask(0b10_1010_1010)),
        Some("even") => Some(Spec::Mask(0b01_0101_0100)),
        Some("terminal") => Some(Spec::Mask(1 << 1 | 1 << 9)),
        Some("wind") => Some(Spec::Kinds(&WINDS)),
        Some("dragon") => Some(Spec::Kinds(&DRAGONS)),
        Some("honour") => Some(Spec::Kinds(&HONOURS)),
        Some("green") => Some(Spec::Kinds(&GREEN)),
        Some("red") => Some(Spec::Kinds(&RED)),
        _ => None,
    };
    if let Some(kind) = kind {
        return Ok(kind);
    }
    let honours = ["E", "S", "W", "N", "R", "G", "Wh"];
    if let Some(at) = honours.iter().position(|h| *h == word) {
        return Ok(Spec::Tile(27 + at));
    }
    if let Some(at) = ["X", "Y", "Z"].iter().position(|l| *l == word) {
        return Ok(Spec::Letter(at));
    }
    if let Some(suit) = word.chars().last().and_then(|c| "bcd".find(c)) {
        let digits = &word[..word.len() - 1];
        if is_digits(digits) {
            return Ok(Spec::Tile(suit * 9 + usize::from(number(digits)?) - 1));
        }
    }
    if is_digits(word) {
        return Ok(Spec::Number(number(word)?));
    }
    match word.split_once('-') {
        Some((lo, hi)) if is_digits(lo) && is_digits(hi) => range(word, lo, hi),
        _ => Err(wrong(word)),
    }
}

/// A tile's number, 1 to 9.
pub(super) fn number(digits: &str) -> Result<u8, String> {
    match digits.parse::<u8>() {
        Ok(n) if (1..=9).contains(&n) => Ok(n),
        _ => Err(format!("‘{digits}’: a number is 1 to 9")),
    }
}

/// A range `lo-hi`: 1 to 9, not backwards.
pub(super) fn range(word: &str, lo: &str, hi: &str) -> Result<Spec, String> {
    let big = |d: &str| d.parse::<u32>().unwrap_or(u32::MAX);
    let (lo, hi) = (big(lo), big(hi));
    if lo == 0 || hi == 0 {
        Err(format!("‘{word}’: a number is 1 to 9"))
    } else if lo > 9 || hi > 9 {
        Err(format!("‘{word}’ runs past 9"))
    } else if lo > hi {
        Err(format!("‘{word}’ runs backwards"))
    } else {
        Ok(Spec::Range(lo as u8, hi as u8))
    }
}
