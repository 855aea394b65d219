//! The text notation for tiles (docs/tiles.md): one group per token, parsed
//! and printed back exactly.

use super::hand::{Group, GroupKind, TileHand};
use super::tile::{Bonus, Dragon, Suit, Tile};
use crate::Wind;
use std::fmt;

/// A token that could not be read, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// The token as written.
    pub token: String,
    /// What is wrong with it.
    pub reason: NotationFault,
}

/// What is wrong with a token of the notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationFault {
    /// A suit letter with no number before it.
    SuitWithoutNumber(char),
    /// A character that names no tile.
    NotATile(char),
    /// Numbers with no suit letter after them.
    NumberWithoutSuit,
    /// Nothing after `?`, `@` or `+`.
    NoTiles,
    /// A text longer than any hand needs.
    TooLong {
        /// The most characters read.
        most: usize,
        /// How many the text has.
        has: usize,
    },
    /// A second winning tile.
    SecondWinningTile,
    /// More than one tile marked as the winning tile.
    WinningTileNotOne,
    /// An exposed token that makes no group.
    ExposedNotAGroup,
}

fn error(token: &str, reason: NotationFault) -> NotationError {
    NotationError {
        token: token.to_string(),
        reason,
    }
}

/// Reads tiles written one after another: `123d`, `5b9c`, `EEWh`.
fn tiles(token: &str, text: &str) -> Result<Vec<Tile>, NotationError> {
    let mut found = Vec::new();
    let mut digits: Vec<u8> = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let honour = match c {
            '1'..='9' => {
                digits.push(c as u8 - b'0');
                continue;
            }
            'b' | 'c' | 'd' => {
                let suit = Suit::ALL.into_iter().find(|s| s.letter() == c);
                if digits.is_empty() {
                    return Err(error(token, NotationFault::SuitWithoutNumber(c)));
                }
                found.extend(
                    digits
                        .drain(..)
                        .filter_map(|n| Some(Tile::Suited(suit?, n))),
                );
                continue;
            }
            'E' => Tile::Wind(Wind::East),
            'S' => Tile::Wind(Wind::South),
            'N' => Tile::Wind(Wind::North),
            'W' if chars.peek() == Some(&'h') => {
                chars.next();
                Tile::Dragon(Dragon::White)
            }
            'W' => Tile::Wind(Wind::West),
            'R' => Tile::Dragon(Dragon::Red),
            'G' => Tile::Dragon(Dragon::Green),
            other => return Err(error(token, NotationFault::NotATile(other))),
        };
        if !digits.is_empty() {
            return Err(error(token, NotationFault::NumberWithoutSuit));
        }
        found.push(honour);
    }
    if !digits.is_empty() {
        return Err(error(token, NotationFault::NumberWithoutSuit));
    }
    if found.is_empty() {
        return Err(error(token, NotationFault::NoTiles));
    }
    Ok(found)
}

/// The group some tiles make, if they make one, in any order (`324b` is
/// the chow 2-3-4).
fn group_of(tiles: &[Tile], exposed: bool) -> Option<Group> {
    let mut tiles = tiles.to_vec();
    super::sort_few(&mut tiles);
    let first = *tiles.first()?;
    let alike = tiles.iter().all(|&t| t == first);
    let kind = match (tiles.len(), alike) {
        (2, true) => GroupKind::Pair,
        (3, true) => GroupKind::Pung,
        (4, true) => GroupKind::Kong,
        (3, false) => match (first, tiles[1], tiles[2]) {
            (Tile::Suited(s, n), Tile::Suited(s1, n1), Tile::Suited(s2, n2))
                if s == s1 && s == s2 && n1 == n + 1 && n2 == n + 2 =>
            {
                GroupKind::Chow
            }
            _ => return None,
        },
        _ => return None,
    };
    Some(Group {
        kind,
        tile: first,
        exposed,
    })
}

fn bonus(token: &str) -> Option<Bonus> {
    let mut chars = token.chars();
    let kind = chars.next()?;
    let n = chars.next()?.to_digit(10)? as u8;
    if chars.next().is_some() || !(1..=4).contains(&n) {
        return None;
    }
    match kind {
        'f' => Some(Bonus::Flower(n)),
        's' => Some(Bonus::Season(n)),
        _ => None,
    }
}

/// The longest text read as a hand: the longest hand written out, four
/// exposed kongs, a pair, a winning tile and eight bonus tiles, takes 60
/// characters.
const MAX_TEXT: usize = 200;

impl std::str::FromStr for TileHand {
    type Err = NotationError;

    /// Reads a hand: groups (`555d`, `+234b` exposed, `EEE`, `WhWh`), loose
    /// concealed tiles after `?` (`?1239d`), the winning tile after `@`
    /// (`@5d`), bonus tiles (`f1 s3`).
    ///
    /// ```
    /// use engine::tiles::TileHand;
    /// let hand: TileHand = "+555d 234b EEE WhWh @4b f1".parse().unwrap();
    /// assert_eq!(hand.to_string(), "+555d 234b EEE WhWh @4b f1");
    /// let knitted: TileHand = "1b1d 1b1d 3b3d 3b3d 5b5d 5b5d 7b7d".parse().unwrap();
    /// assert_eq!(knitted.to_string(), "?1133557b1133557d");
    /// let bad = "555d +2345b".parse::<TileHand>().unwrap_err();
    /// assert_eq!(bad.token, "+2345b");
    /// ```
    fn from_str(text: &str) -> Result<TileHand, NotationError> {
        if text.len() > MAX_TEXT {
            let start: String = text.chars().take(12).collect();
            let fault = NotationFault::TooLong {
                most: MAX_TEXT,
                has: text.len(),
            };
            return Err(error(&format!("{start}…"), fault));
        }
        let mut hand = TileHand::default();
        for token in text.split_whitespace() {
            if let Some(b) = bonus(token) {
                hand.bonus.push(b);
            } else if let Some(rest) = token.strip_prefix('?') {
                hand.loose.extend(tiles(token, rest)?);
            } else if let Some(rest) = token.strip_prefix('@') {
                match tiles(token, rest)?.as_slice() {
                    [one] if hand.winning.is_none() => hand.winning = Some(*one),
                    [_] => return Err(error(token, NotationFault::SecondWinningTile)),
                    _ => return Err(error(token, NotationFault::WinningTileNotOne)),
                }
            } else {
                let (exposed, rest) = match token.strip_prefix('+') {
                    Some(rest) => (true, rest),
                    None => (false, token),
                };
                let found = tiles(token, rest)?;
                match group_of(&found, exposed) {
                    Some(group) => hand.groups.push(group),
                    // Concealed tiles are one hand however they are laid
                    // out (docs/rules.md §12.3): tiles that make no group,
                    // such as Knitting's pairs, are loose.
                    None if !exposed => hand.loose.extend(found),
                    None => return Err(error(token, NotationFault::ExposedNotAGroup)),
                }
            }
        }
        super::sort_few(&mut hand.loose);
        Ok(hand)
    }
}

/// Writes tiles as the notation reads them: suit tiles as numbers before
/// their suit letter, honours by letter.
fn write_tiles(f: &mut fmt::Formatter<'_>, tiles: &[Tile]) -> fmt::Result {
    let mut i = 0;
    while i < tiles.len() {
        match tiles[i] {
            Tile::Suited(suit, _) => {
                while let Some(Tile::Suited(s, n)) = tiles.get(i) {
                    if *s != suit {
                        break;
                    }
                    write!(f, "{n}")?;
                    i += 1;
                }
                write!(f, "{}", suit.letter())?;
            }
            honour => {
                f.write_str(match honour {
                    Tile::Wind(Wind::East) => "E",
                    Tile::Wind(Wind::South) => "S",
                    Tile::Wind(Wind::West) => "W",
                    Tile::Wind(Wind::North) => "N",
                    Tile::Dragon(Dragon::Red) => "R",
                    Tile::Dragon(Dragon::Green) => "G",
                    _ => "Wh",
                })?;
                i += 1;
            }
        }
    }
    Ok(())
}

impl fmt::Display for TileHand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        let mut space = |f: &mut fmt::Formatter<'_>| {
            let was = first;
            first = false;
            if was {
                Ok(())
            } else {
                f.write_str(" ")
            }
        };
        for group in &self.groups {
            space(f)?;
            if group.exposed {
                f.write_str("+")?;
            }
            write_tiles(f, &group.tiles())?;
        }
        if !self.loose.is_empty() {
            space(f)?;
            f.write_str("?")?;
            write_tiles(f, &self.loose)?;
        }
        if let Some(tile) = self.winning {
            space(f)?;
            f.write_str("@")?;
            write_tiles(f, &[tile])?;
        }
        for b in &self.bonus {
            space(f)?;
            match b {
                Bonus::Flower(n) => write!(f, "f{n}")?,
                Bonus::Season(n) => write!(f, "s{n}")?,
            }
        }
        Ok(())
    }
}
