//! The working behind a score: the same lines give the number and its words.

use crate::form::SetKind;
use crate::rules::DoubleItem;
use crate::special::SpecialHand;
use crate::Points;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Something that scores points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PointsItem {
    /// A kind of pung or kong.
    Set(SetKind),
    /// A pair of dragons.
    DragonPair,
    /// A pair of own wind.
    OwnWindPair,
    /// A pair of the prevailing wind.
    PrevailingWindPair,
    /// A flower.
    Flower,
    /// A season.
    Season,
    /// Going Mah-Jong.
    MahJong,
    /// Winning tile from the live wall.
    WallTile,
    /// A special hand's value to its winner.
    SpecialHand(SpecialHand),
    /// A special hand's value to a player fishing for it.
    FishingFor(SpecialHand),
}

/// `count` of an item at `each` points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PointsLine {
    /// What scores.
    pub item: PointsItem,
    /// How many.
    pub count: u32,
    /// Points for one.
    pub each: Points,
}

impl PointsLine {
    /// The line's points.
    pub fn total(&self) -> Points {
        self.each.times(i64::from(self.count))
    }
}

/// A double applied `times` times, each multiplying by `factor`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DoubleLine {
    /// What doubles.
    pub item: DoubleItem,
    /// How many times it applies.
    pub times: u32,
    /// The factor each time (2 for a double).
    pub factor: i64,
}

impl DoubleLine {
    /// The line's multiplier, saturating.
    pub fn multiplier(&self) -> i64 {
        (0..self.times).fold(1i64, |m, _| m.saturating_mul(self.factor))
    }

    /// How many doubles the line is worth (a factor of 8 is three).
    pub fn doubles(&self) -> u32 {
        let per = if self.factor > 1 {
            self.factor.ilog2()
        } else {
            0
        };
        per.saturating_mul(self.times)
    }
}

/// Points added up, then multiplied: one stage of a score.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    /// The points.
    pub lines: Vec<PointsLine>,
    /// The doubles on those points.
    pub doubles: Vec<DoubleLine>,
}

impl Part {
    /// The points before doubling.
    pub fn basic(&self) -> Points {
        self.lines.iter().map(PointsLine::total).sum()
    }

    /// The points after doubling, saturating.
    pub fn total(&self) -> Points {
        self.doubles
            .iter()
            .fold(self.basic(), |p, d| p.times(d.multiplier()))
    }
}

fn set_words(kind: SetKind, count: u32) -> String {
    format!("{}{}", kind.plain_words(), plural(count))
}

fn plural(count: u32) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

impl PointsItem {
    /// The item in words, for a count of them.
    pub fn words(&self, count: u32) -> String {
        let s = plural(count);
        match self {
            PointsItem::Set(kind) => set_words(*kind, count),
            PointsItem::DragonPair => format!("pair{s} of dragons"),
            PointsItem::OwnWindPair => "pair of own wind".into(),
            PointsItem::PrevailingWindPair => "pair of prevailing wind".into(),
            PointsItem::Flower => format!("flower{s}"),
            PointsItem::Season => format!("season{s}"),
            PointsItem::MahJong => "Mah-Jong".into(),
            PointsItem::WallTile => "wall tile".into(),
            PointsItem::SpecialHand(hand) => hand.name().into(),
            PointsItem::FishingFor(hand) => format!("fishing for {hand}"),
        }
    }
}

impl fmt::Display for PointsLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = self.item.words(self.count);
        match self.count {
            1 => write!(f, "{words} {}", self.total()),
            n => write!(f, "{n} {words} {}", self.total()),
        }
    }
}

impl fmt::Display for DoubleLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = self.item.words(self.times);
        if self.times == 1 {
            write!(f, "× {} {words}", self.factor)
        } else {
            write!(f, "× {} {words}", self.multiplier())
        }
    }
}
