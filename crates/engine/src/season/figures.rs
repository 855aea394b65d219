//! What a season reads of one match: each player's part in it.

use crate::money::Tally;
use crate::score::ArrangementKind;
use crate::sheet::{Outcome, ScoredMatch};
use crate::{PlayerId, Points, RuleSet, SpecialHand};

/// One player's part in one match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerFigures {
    /// Their name as typed in the match.
    pub name: String,
    /// Hands they had a seat in (not sitting out).
    pub hands_played: usize,
    /// Hands they went Mah-Jong in.
    pub hands_won: usize,
    /// Won or lost, in points.
    pub net_points: Points,
    /// Won or lost in pennies, where the match kept money.
    pub net_money: Option<i64>,
    /// Their highest limited score in a hand they won, and the hand (from
    /// 1), if any.
    pub biggest: Option<(Points, usize)>,
    /// The special hands they went Mah-Jong with, in hand order.
    pub specials: Vec<SpecialHand>,
}

/// What a season reads of one kept match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchFigures {
    /// The match's key.
    pub id: u64,
    /// Its name.
    pub name: String,
    /// When it was started (ISO 8601).
    pub created: String,
    /// The rules it started with.
    pub rules: RuleSet,
    /// The currency symbol, where it kept money.
    pub currency: Option<String>,
    /// Each player's part, in entry order.
    pub players: Vec<PlayerFigures>,
}

impl MatchFigures {
    /// Reads a match's figures off its score sheet.
    pub fn of(id: u64, name: &str, created: &str, scored: &ScoredMatch) -> MatchFigures {
        let game = scored.game();
        let sheet = scored.sheet();
        let currency = match &game.setup.tally {
            Tally::Points => None,
            Tally::Money { symbol, .. } => Some(symbol.clone()),
        };
        let players = sheet
            .standings()
            .into_iter()
            .map(|standing| {
                let player = standing.player;
                PlayerFigures {
                    name: game.setup.names.get(player.0).cloned().unwrap_or_default(),
                    hands_played: sheet
                        .rows
                        .iter()
                        .filter(|r| r.seats.wind_of(player).is_some())
                        .count(),
                    hands_won: standing.hands_won,
                    net_points: standing.net_points,
                    net_money: currency.as_ref().map(|_| standing.net),
                    biggest: standing.biggest,
                    specials: specials_made(scored, player),
                }
            })
            .collect();
        MatchFigures {
            id,
            name: name.to_string(),
            created: created.to_string(),
            rules: game.rules.clone(),
            currency,
            players,
        }
    }

    /// The day it was started: `2026-11-05`.
    pub fn day(&self) -> &str {
        self.created.get(..10).unwrap_or(&self.created)
    }
}

/// The special hands a player went Mah-Jong with.
fn specials_made(scored: &ScoredMatch, player: PlayerId) -> Vec<SpecialHand> {
    scored
        .sheet()
        .rows
        .iter()
        .filter(|r| r.outcome == Outcome::Won(player))
        .filter_map(|r| match r.scores.get(player)?.as_ref()?.best().kind {
            ArrangementKind::Special(hand) => Some(hand),
            _ => None,
        })
        .collect()
}
