//! The words of a shape (docs/special-hands.md), one at a time.

use super::parts::Group;
use super::read::ShapeProblem;

/// A word as written.
#[derive(Clone, Copy, Debug)]
pub(super) struct Word<'a> {
    pub text: &'a str,
}

impl Word<'_> {
    /// Whether it is this word, in capitals or not.
    pub fn is(&self, word: &str) -> bool {
        self.text.eq_ignore_ascii_case(word)
    }
}

/// Words put in for reading aloud, passed over.
const PASSED_OVER: [&str; 6] = ["numbers", "number", "tiles", "tile", "the", "with"];

/// A part's words, those read aloud only passed over.
pub(super) fn words(piece: &str) -> Vec<Word<'_>> {
    piece
        .split_whitespace()
        .map(|text| Word { text })
        .filter(|w| !PASSED_OVER.iter().any(|p| w.is(p)))
        .collect()
}

const COUNTS: [&str; 14] = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen",
];

/// A count, in digits or words (`a`, `an` and `one` are one); too many
/// digits read as more than any count.
pub(super) fn count(text: &str) -> Option<usize> {
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        return Some(text.parse().unwrap_or(usize::MAX));
    }
    let lower = text.to_lowercase();
    if lower == "a" || lower == "an" {
        return Some(1);
    }
    COUNTS.iter().position(|c| *c == lower).map(|i| i + 1)
}

/// A group's word, plural or not; a run's numbers come after it.
pub(super) fn group_word(text: &str) -> Option<Group> {
    let lower = text.to_lowercase();
    let word = lower.strip_suffix('s').unwrap_or(&lower);
    Some(match word {
        "single" => Group::Single,
        "pair" => Group::Pair,
        "pung" => Group::Pung,
        "kong" => Group::Kong,
        "chow" => Group::Chow,
        "run" => Group::Run(0, 0),
        _ => return None,
    })
}

/// A number 1 to 9 written alone.
fn number(text: &str) -> Option<Result<u8, ShapeProblem>> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(match text.parse::<u8>() {
        Ok(n @ 1..=9) => Ok(n),
        _ => Err(ShapeProblem::NotANumber),
    })
}

/// A range, `2-8`: its first and last numbers.
pub(super) fn range(text: &str) -> Option<Result<(u8, u8), ShapeProblem>> {
    let (from, to) = text.split_once('-').or_else(|| text.split_once('–'))?;
    let (from, to) = (number(from)?, number(to)?);
    Some(match (from, to) {
        (Ok(from), Ok(to)) if from <= to => Ok((from, to)),
        (Ok(_), Ok(_)) => Err(ShapeProblem::BackwardRange),
        (Err(e), _) | (_, Err(e)) => Err(e),
    })
}

/// What `of` names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Class {
    /// Numbers, bits 1 to 9.
    Numbers(u16),
    /// These kinds.
    Kinds(Vec<usize>),
    /// A number letter, X Y Z as 0 1 2.
    Letter(u8),
}

fn numbers(list: &[u8]) -> Class {
    Class::Numbers(list.iter().fold(0, |mask, n| mask | 1 << n))
}

/// A kind written in the tile notation: `5b`, `E`, `Wh`.
fn tile(text: &str) -> Option<usize> {
    let honours = ["E", "S", "W", "N", "R", "G", "Wh"];
    if let Some(i) = honours.iter().position(|h| *h == text) {
        return Some(27 + i);
    }
    let bytes = text.as_bytes();
    let &[n @ b'1'..=b'9', suit] = bytes else {
        return None;
    };
    let suit = [b'b', b'c', b'd'].iter().position(|&s| s == suit)?;
    Some(suit * 9 + usize::from(n - b'1'))
}

/// The tiles a word names after `of`.
pub(super) fn class(text: &str) -> Option<Result<Class, ShapeProblem>> {
    if let Some(n) = number(text) {
        return Some(n.map(|n| numbers(&[n])));
    }
    if let Some(r) = range(text) {
        return Some(r.map(|(from, to)| numbers(&(from..=to).collect::<Vec<_>>())));
    }
    if let Some(kind) = tile(text) {
        return Some(Ok(Class::Kinds(vec![kind])));
    }
    if let Some(letter) = ["X", "Y", "Z"].iter().position(|l| *l == text) {
        return Some(Ok(Class::Letter(letter as u8)));
    }
    let lower = text.to_lowercase();
    let word = lower.strip_suffix('s').unwrap_or(&lower);
    Some(Ok(match word {
        "odd" => numbers(&[1, 3, 5, 7, 9]),
        "even" => numbers(&[2, 4, 6, 8]),
        "terminal" => numbers(&[1, 9]),
        "wind" => Class::Kinds((27..31).collect()),
        "dragon" => Class::Kinds((31..34).collect()),
        "honour" | "honor" => Class::Kinds((27..34).collect()),
        "green" => Class::Kinds(vec![1, 2, 3, 5, 7, 32]),
        "red" => Class::Kinds(vec![0, 4, 6, 8, 31]),
        _ => return None,
    }))
}
