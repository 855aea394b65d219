//! The season's standings: the matches a filter admits, summed per player,
//! with each player's running net across them.

use super::{MatchFigures, NameLinks};
use crate::engine::presets::Presets;
use crate::engine::{Points, SpecialHand};
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// Which house rules the counted matches started with.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum RulesChoice {
    /// Any.
    #[default]
    Any,
    /// A preset's, by name.
    Preset(String),
    /// Rules that are no preset's.
    Own,
}

/// Which matches count: started within the days given (inclusive,
/// `2026-09-01`), under the rules chosen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeasonFilter {
    /// The first day, if any.
    pub from: Option<String>,
    /// The last day, if any.
    pub to: Option<String>,
    /// The rules.
    pub rules: RulesChoice,
}

impl SeasonFilter {
    /// Whether a match counts.
    pub fn admits(&self, figures: &MatchFigures, presets: &Presets) -> bool {
        let day = figures.day();
        let after = self.from.as_deref().is_none_or(|from| day >= from);
        let before = self.to.as_deref().is_none_or(|to| day <= to);
        let rules = match &self.rules {
            RulesChoice::Any => true,
            RulesChoice::Preset(name) => presets.name_of(&figures.rules).as_ref() == Some(name),
            RulesChoice::Own => presets.name_of(&figures.rules).is_none(),
        };
        after && before && rules
    }
}

/// A player's biggest hand of the season, and where it was.
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
    /// Their biggest hand.
    pub biggest: Option<Biggest>,
    /// The special hands they went Mah-Jong with, each with how often.
    pub specials: Vec<(SpecialHand, usize)>,
    /// Their net in points after each of the season's matches.
    pub running: Vec<Points>,
}

impl PlayerRow {
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

/// A column of the standings, to sort by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    /// The player's name.
    Player,
    /// Matches played.
    Matches,
    /// Hands played.
    HandsPlayed,
    /// Hands won.
    HandsWon,
    /// Net points.
    NetPoints,
    /// Net money.
    NetMoney,
    /// Average per hand.
    Average,
    /// Biggest hand.
    Biggest,
    /// Special hands made.
    Specials,
}

impl Season {
    /// Sorts the rows by a column, ties by name.
    pub fn sort(&mut self, column: Column, descending: bool) {
        self.rows.sort_by(|a, b| {
            let by = match column {
                Column::Player => Ordering::Equal,
                Column::Matches => a.matches.cmp(&b.matches),
                Column::HandsPlayed => a.hands_played.cmp(&b.hands_played),
                Column::HandsWon => a.hands_won.cmp(&b.hands_won),
                Column::NetPoints => a.net_points.cmp(&b.net_points),
                Column::NetMoney => a.net_money.cmp(&b.net_money),
                Column::Average => a.average_tenths().cmp(&b.average_tenths()),
                Column::Biggest => {
                    let points = |r: &PlayerRow| r.biggest.as_ref().map(|b| b.points);
                    points(a).cmp(&points(b))
                }
                Column::Specials => a.specials_made().cmp(&b.specials_made()),
            };
            let by_name = a.key.cmp(&b.key).then_with(|| a.name.cmp(&b.name));
            match (column, descending) {
                (Column::Player, true) => by_name.reverse(),
                (Column::Player, false) => by_name,
                (_, true) => by.reverse().then(by_name),
                (_, false) => by.then(by_name),
            }
        });
    }
}

/// The season the filter admits from the kept matches, each player's
/// spellings joined as the links say.
pub fn season<'a>(
    kept: impl IntoIterator<Item = &'a MatchFigures>,
    links: &NameLinks,
    filter: &SeasonFilter,
    presets: &Presets,
) -> Season {
    let mut counted: Vec<&MatchFigures> = kept
        .into_iter()
        .filter(|m| filter.admits(m, presets))
        .collect();
    counted.sort_by(|a, b| a.created.cmp(&b.created).then(a.id.cmp(&b.id)));
    let players = links.players();
    let mut rows: BTreeMap<String, PlayerRow> = BTreeMap::new();
    for (at, figures) in counted.iter().enumerate() {
        for part in &figures.players {
            let key = players.of(&part.name);
            let row = rows.entry(key.clone()).or_insert_with(|| PlayerRow {
                key,
                name: part.name.clone(),
                spellings: Vec::new(),
                matches: 0,
                hands_played: 0,
                hands_won: 0,
                net_points: Points::ZERO,
                net_money: None,
                biggest: None,
                specials: Vec::new(),
                running: vec![Points::ZERO; counted.len()],
            });
            if row.name != part.name {
                let former = std::mem::replace(&mut row.name, part.name.clone());
                if !row.spellings.contains(&former) {
                    row.spellings.push(former);
                }
                row.spellings.retain(|s| *s != part.name);
            }
            row.matches += 1;
            row.hands_played += part.hands_played;
            row.hands_won += part.hands_won;
            row.net_points = row.net_points + part.net_points;
            if let Some(money) = part.net_money {
                row.net_money = Some(row.net_money.unwrap_or(0).saturating_add(money));
            }
            if let Some((points, hand)) = part.biggest {
                if row.biggest.as_ref().is_none_or(|b| points > b.points) {
                    row.biggest = Some(Biggest {
                        points,
                        match_name: figures.name.clone(),
                        created: figures.created.clone(),
                        hand,
                    });
                }
            }
            for &special in &part.specials {
                match row.specials.iter_mut().find(|(s, _)| *s == special) {
                    Some((_, n)) => *n += 1,
                    None => row.specials.push((special, 1)),
                }
            }
            for later in &mut row.running[at..] {
                *later = *later + part.net_points;
            }
        }
    }
    let currencies: Vec<&String> = counted.iter().filter_map(|m| m.currency.as_ref()).collect();
    let currency = currencies
        .first()
        .filter(|first| currencies.iter().all(|c| c == *first))
        .map(|c| c.to_string());
    let mut season = Season {
        matches: counted.len(),
        rows: rows.into_values().collect(),
        currency,
        money: !currencies.is_empty(),
    };
    for row in &mut season.rows {
        row.specials.sort();
    }
    season.sort(Column::NetPoints, true);
    season
}
