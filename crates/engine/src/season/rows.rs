//! A season's standings as shown: one row per player, and the season they
//! make up.

use super::{MatchFigures, PlayerFigures};
use crate::{Points, SpecialHand};

/// A player's biggest hand won in the season, and where it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Biggest {
    /// Its limited score.
    pub points: Points,
    /// The match's name.
    pub match_name: String,
    /// When the match was started (ISO 8601).
    pub created: String,
    /// The hand's number, from 1.
    pub hand: usize,
}

/// One player's season.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRow {
    /// Who, as a key (see [`super::name_key`]).
    pub key: String,
    /// Their name as typed in their latest match.
    pub name: String,
    /// Their other spellings, as typed.
    pub spellings: Vec<String>,
    /// Matches played.
    pub matches: usize,
    /// Hands they had a seat in.
    pub hands_played: usize,
    /// Hands they went Mah-Jong in.
    pub hands_won: usize,
    /// Won or lost, in points.
    pub net_points: Points,
    /// Won or lost in pennies, over the matches that kept money.
    pub net_money: Option<i64>,
    /// Their biggest hand won.
    pub biggest: Option<Biggest>,
    /// The special hands they went Mah-Jong with, each with how often.
    pub specials: Vec<(SpecialHand, usize)>,
    /// Their net in points after each of the season's matches.
    pub running: Vec<Points>,
}

impl PlayerRow {
    /// A player before their first match of a season of `matches`.
    pub(super) fn new(key: String, name: &str, matches: usize) -> PlayerRow {
        PlayerRow {
            key,
            name: name.to_string(),
            spellings: Vec::new(),
            matches: 0,
            hands_played: 0,
            hands_won: 0,
            net_points: Points::ZERO,
            net_money: None,
            biggest: None,
            specials: Vec::new(),
            running: vec![Points::ZERO; matches],
        }
    }

    /// Adds their part in a match, the season's `at`-th.
    pub(super) fn add(&mut self, part: &PlayerFigures, figures: &MatchFigures, at: usize) {
        self.spelled(&part.name);
        self.matches += 1;
        self.hands_played += part.hands_played;
        self.hands_won += part.hands_won;
        self.net_points = self.net_points + part.net_points;
        if let Some(money) = part.net_money {
            self.net_money = Some(self.net_money.unwrap_or(0).saturating_add(money));
        }
        if let Some((points, hand)) = part.biggest {
            self.scored(points, hand, figures);
        }
        for &special in &part.specials {
            // A club's own hand counts as one, exposed or not.
            let special = match special.own() {
                Some((name, _)) => SpecialHand::Own(name, crate::form::Exposure::Concealed),
                None => special,
            };
            match self.specials.iter_mut().find(|(s, _)| *s == special) {
                Some((_, n)) => *n += 1,
                None => self.specials.push((special, 1)),
            }
        }
        for later in self.running.get_mut(at..).unwrap_or_default() {
            *later = *later + part.net_points;
        }
    }

    /// Their name as typed in a later match: the one before becomes another
    /// spelling.
    fn spelled(&mut self, name: &str) {
        if self.name != name {
            let former = std::mem::replace(&mut self.name, name.to_string());
            if !self.spellings.contains(&former) {
                self.spellings.push(former);
            }
            self.spellings.retain(|s| s != name);
        }
    }

    /// A hand's score, their biggest if it beats the one before.
    fn scored(&mut self, points: Points, hand: usize, figures: &MatchFigures) {
        if self.biggest.as_ref().is_none_or(|b| points > b.points) {
            self.biggest = Some(Biggest {
                points,
                match_name: figures.name.clone(),
                created: figures.created.clone(),
                hand,
            });
        }
    }
    /// Net points per hand played, in tenths, rounded half away from zero.
    pub fn average_tenths(&self) -> Option<i64> {
        let hands = i128::try_from(self.hands_played).ok().filter(|&h| h > 0)?;
        let tenths = i128::from(self.net_points.0) * 10;
        let rounded = (tenths.abs() * 2 + hands) / (hands * 2);
        let rounded = if tenths < 0 { -rounded } else { rounded };
        i64::try_from(rounded).ok()
    }

    /// The special hands they made, named, each with how often when more
    /// than once: "Heaven's blessing × 2".
    pub fn specials_named(&self) -> Vec<String> {
        self.specials
            .iter()
            .map(|(hand, n)| match n {
                1 => hand.name().to_string(),
                n => format!("{} × {n}", hand.name()),
            })
            .collect()
    }

    /// How many special hands they made.
    pub fn specials_made(&self) -> usize {
        self.specials.iter().map(|(_, n)| n).sum()
    }
}

/// The season: how many matches it counts, and every player's row.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Season {
    /// How many matches are counted (each player's running net has a step
    /// for each, oldest first).
    pub matches: usize,
    /// One row per player, highest net first.
    pub rows: Vec<PlayerRow>,
    /// The currency symbol, when every money match used the same one.
    pub currency: Option<String>,
    /// Whether any counted match kept money.
    pub money: bool,
}
