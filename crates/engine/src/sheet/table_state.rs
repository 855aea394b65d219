//! Where the match stands before a hand, and a hand scored and checked there.

use super::{HandRecord, PlayerEntry};
use crate::checks::{check_table, Problem, Severity, TableHand};
use crate::form::{HandContext, HandForm};
use crate::rules::RuleSet;
use crate::score::{score_hand, HandScore};
use crate::seating::Seating;
use crate::tiles::{check_tiles, read_player, seen_elsewhere, Situation, TileHand};
use crate::{ByPlayer, PlayerCount, PlayerId, Wind};
use serde::{Deserialize, Serialize};

/// Where the match stands before a hand: seats, winds and rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableState {
    /// Who sits where.
    pub seats: Seating,
    /// The wind of the round.
    pub prevailing: Wind,
    /// East changes since the prevailing wind last moved.
    pub east_changes: usize,
    /// The hand follows a draw, so it is a goulash unless the table says not.
    pub goulash_suggested: bool,
    /// The North round is over.
    pub complete: bool,
    /// The rules in force.
    pub rules: RuleSet,
    /// How many play.
    pub players: PlayerCount,
}

impl TableState {
    /// The context of a player's form at this table.
    pub fn context(&self, player: PlayerId, goulash: bool) -> HandContext {
        self.context_under(&self.rules, player, goulash)
    }

    fn context_under(&self, rules: &RuleSet, player: PlayerId, goulash: bool) -> HandContext {
        HandContext {
            own_wind: self.seats.wind_of(player).unwrap_or(Wind::East),
            prevailing_wind: self.prevailing,
            players: self.players,
            goulash,
            british: rules.values().british_extensions,
        }
    }

    /// Scores and checks a hand at this table (before or after recording it).
    pub fn evaluate(&self, record: &HandRecord) -> Evaluation {
        let (rules, contexts) = self.contexts(record);
        let (forms, tile_problems) = self.read_forms(record, rules, &contexts);
        let scores =
            ByPlayer::from_fn(self.players, |p| score_hand(&forms[p], &contexts[p], rules));
        let problems = check_table(&TableHand {
            seats: &self.seats,
            prevailing: self.prevailing,
            forms: &forms,
            contexts: &contexts,
            scores: &scores,
            rules,
        });
        let mut problems = problems;
        problems.splice(0..0, tile_problems);
        let winner = self
            .seats
            .at_table()
            .map(|(p, _)| p)
            .find(|&p| forms[p].is_winner());
        Evaluation {
            forms,
            contexts,
            scores,
            problems,
            winner,
        }
    }
}

impl TableState {
    /// The rules a hand at this table is played by: those that came in
    /// with it, else the table's.
    pub fn rules_of<'a>(&'a self, record: &'a HandRecord) -> &'a RuleSet {
        record.new_rules.as_ref().unwrap_or(&self.rules)
    }

    /// The rules a hand is played by and each player's context.
    fn contexts<'a>(&'a self, record: &'a HandRecord) -> (&'a RuleSet, ByPlayer<HandContext>) {
        let rules = self.rules_of(record);
        let contexts = ByPlayer::from_fn(self.players, |p| {
            self.context_under(rules, p, record.goulash)
        });
        (rules, contexts)
    }

    /// Each player's form as scored: as entered, or as their tiles give it
    /// (docs/rules.md §12.3); with the problems of the tiles, which refuse
    /// the hand: tiles that are not a hand, more copies than the set has.
    fn read_forms(
        &self,
        record: &HandRecord,
        rules: &RuleSet,
        contexts: &ByPlayer<HandContext>,
    ) -> (ByPlayer<HandForm>, Vec<Problem>) {
        let dreamer = self.seats.dreamer();
        let laid: Vec<(PlayerId, &TileHand, &Situation)> = self
            .players
            .ids()
            .filter(|&p| Some(p) != dreamer)
            .filter_map(|p| {
                let (hand, situation) = record.entry(p)?.reading()?;
                Some((p, hand, situation))
            })
            .collect();
        let hands: Vec<(PlayerId, &TileHand)> = laid.iter().map(|&(p, h, _)| (p, h)).collect();
        let mut problems = check_tiles(&hands);
        let forms = ByPlayer::from_fn(self.players, |p| {
            let Some(&(_, hand, situation)) = laid.iter().find(|(q, ..)| *q == p) else {
                return record
                    .entry(p)
                    .and_then(PlayerEntry::counts)
                    .cloned()
                    .unwrap_or_default();
            };
            let seen = seen_elsewhere(hands.iter().filter(|(q, _)| *q != p).map(|(_, h)| *h));
            let read = read_player(hand, situation, &contexts[p], rules, &seen);
            if let Some(problem) = read.problem {
                problems.push(Problem::TilesNotAHand { player: p, problem });
            }
            read.form
        });
        (forms, problems)
    }
}

/// A hand scored and checked at its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// Each player's form as scored: as entered, or as their tiles give it.
    pub forms: ByPlayer<HandForm>,
    /// Each player's context.
    pub contexts: ByPlayer<HandContext>,
    /// Each player's score.
    pub scores: ByPlayer<HandScore>,
    /// The table's problems, refusals first.
    pub problems: Vec<Problem>,
    /// Who went out, if one player did.
    pub winner: Option<PlayerId>,
}

impl Evaluation {
    /// True when a problem refuses the hand.
    pub fn refused(&self) -> bool {
        self.problems
            .iter()
            .any(|p| p.severity() == Severity::Refuse)
    }
}
