//! The match fold (SPEC §2, §8): from a match's inputs to its score sheet.
//!
//! A match is stored as its setup, its rules and each hand's forms; seats,
//! winds, scores, payments and balances are always derived here, so a
//! correction anywhere recomputes everything after it.

use crate::engine::form::{HandContext, HandForm};
use crate::engine::rules::RuleSet;
use crate::engine::score::{score_hand, HandScore};
use crate::engine::seating::Seating;
use crate::engine::settle::{settle, Payment};
use crate::engine::setup::{MatchSetup, SetupProblem};
use crate::engine::table::{check_table, Problem, Severity, TableHand};
use crate::engine::{ByPlayer, PlayerCount, PlayerId, Points, Wind};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// One hand as the table entered it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HandRecord {
    /// Every player's form, in entry order (the dreamer's is ignored).
    pub forms: Vec<HandForm>,
    /// Played as a goulash (no chows).
    pub goulash: bool,
    /// Nobody won and the table chose to score it anyway (SPEC §7.3).
    pub scored_without_winner: bool,
    /// With a random prevailing wind: the wind drawn for the next hand.
    pub next_prevailing: Option<Wind>,
    /// New house rules that apply from this hand on.
    pub new_rules: Option<RuleSet>,
}

/// A match: everything the table entered, nothing derived.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    /// Players, points and tally.
    pub setup: MatchSetup,
    /// The rules the match started with.
    pub rules: RuleSet,
    /// Every hand played, in order.
    pub hands: Vec<HandRecord>,
    /// New house rules chosen for the next hand, not yet played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_rules: Option<RuleSet>,
}

/// How a hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// A player went Mah-Jong.
    Won(PlayerId),
    /// Nobody went out: nothing scored, winds stay.
    Drawn,
    /// Nobody went out, scored anyway by house rule.
    ScoredWithoutWinner,
}

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
        let rules = record.new_rules.as_ref().unwrap_or(&self.rules);
        let form = |p: PlayerId| record.forms.get(p.0).cloned().unwrap_or_default();
        let forms = ByPlayer::from_fn(self.players, form);
        let contexts = ByPlayer::from_fn(self.players, |p| {
            self.context_under(rules, p, record.goulash)
        });
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
        let winner = self
            .seats
            .at_table()
            .map(|(p, _)| p)
            .find(|&p| forms[p].is_winner());
        Evaluation {
            contexts,
            scores,
            problems,
            winner,
        }
    }
}

/// A hand scored and checked at its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
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

/// One row of the score sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandRow {
    /// Who sat where.
    pub seats: Seating,
    /// The wind of the round.
    pub prevailing: Wind,
    /// Played as a goulash.
    pub goulash: bool,
    /// How it ended.
    pub outcome: Outcome,
    /// Each player's score; `None` for the dreamer and in a drawn hand.
    pub scores: ByPlayer<Option<HandScore>>,
    /// Who paid whom, in points.
    pub payments: Vec<Payment>,
    /// Each player's change, in tally units (points or pennies).
    pub changes: ByPlayer<i64>,
    /// Each player's balance after the hand, in tally units.
    pub balances: ByPlayer<i64>,
    /// The house rules changed at this hand.
    pub rules_changed: bool,
}

impl HandRow {
    /// A player's limited score, or nothing when they did not score.
    pub fn limited(&self, player: PlayerId) -> Option<Points> {
        self.scores.get(player)?.as_ref().map(HandScore::limited)
    }
}

/// The whole score sheet of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    /// Each player's starting balance, in tally units.
    pub start: i64,
    /// One row per hand.
    pub rows: Vec<HandRow>,
    /// Each player's balance now, in tally units.
    pub balances: ByPlayer<i64>,
    /// Each player's total of limited hand scores.
    pub score_totals: ByPlayer<Points>,
    /// The table for the next hand.
    pub next: TableState,
}

/// Why a stored match cannot be folded.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MatchError {
    /// The setup is invalid.
    #[error("the match setup is invalid: {}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Setup(Vec<SetupProblem>),
    /// A hand does not hold one form per player.
    #[error("hand {hand} must have {expected} forms but has {found}")]
    FormCount {
        /// Hand number, from 1.
        hand: usize,
        /// Forms expected.
        expected: usize,
        /// Forms found.
        found: usize,
    },
    /// A hand the table checks refuse.
    #[error("hand {hand} cannot be scored: {}", .problems.iter().map(|p| p.message(&[])).collect::<Vec<_>>().join(" "))]
    Refused {
        /// Hand number, from 1.
        hand: usize,
        /// What is wrong.
        problems: Vec<Problem>,
    },
}

impl Match {
    /// A new match with no hands.
    pub fn new(setup: MatchSetup, rules: RuleSet) -> Match {
        Match {
            setup,
            rules,
            hands: Vec::new(),
            next_rules: None,
        }
    }

    /// Records a hand: the next one, or a correction of hand `index` (from 0).
    /// House rules chosen for the next hand go with it. Returns what the
    /// fold says, and leaves the match unchanged if the fold refuses.
    pub fn record(
        &mut self,
        mut record: HandRecord,
        index: Option<usize>,
    ) -> Result<ScoreSheet, MatchError> {
        let mut next = self.clone();
        match index {
            Some(i) if i < next.hands.len() => next.hands[i] = record,
            _ => {
                if let Some(rules) = next.next_rules.take() {
                    record.new_rules = Some(rules);
                }
                next.hands.push(record);
            }
        }
        let sheet = next.fold()?;
        *self = next;
        Ok(sheet)
    }

    /// Changes the house rules: for the whole match while no hand is played,
    /// otherwise from the next hand on (earlier hands keep theirs). Returns
    /// the number of the first hand played by the new rules.
    pub fn change_rules(&mut self, rules: RuleSet) -> usize {
        if self.hands.is_empty() {
            self.rules = rules;
            self.next_rules = None;
        } else {
            self.next_rules = Some(rules);
        }
        self.hands.len() + 1
    }

    /// The table at which hand `index` (from 0) is played: after the hands
    /// before it; for the next hand, with any house rules chosen for it.
    pub fn table_before(&self, index: usize) -> Result<TableState, MatchError> {
        let upto = index.min(self.hands.len());
        let earlier = Match {
            setup: self.setup.clone(),
            rules: self.rules.clone(),
            hands: self.hands[..upto].to_vec(),
            next_rules: if upto == self.hands.len() {
                self.next_rules.clone()
            } else {
                None
            },
        };
        earlier.fold().map(|sheet| sheet.next)
    }

    /// The table before the first hand.
    pub fn first_table(&self) -> Result<TableState, MatchError> {
        let problems = self.setup.problems();
        let players = match self.setup.players() {
            Some(players) if problems.is_empty() => players,
            _ => return Err(MatchError::Setup(problems)),
        };
        Ok(TableState {
            seats: Seating::first(players, self.setup.dreamer),
            prevailing: Wind::East,
            east_changes: 0,
            goulash_suggested: false,
            complete: false,
            rules: self.rules.clone(),
            players,
        })
    }

    /// Folds every hand into the score sheet.
    ///
    /// ```
    /// use mahjong_scorer::engine::sheet::{Match, HandRecord};
    /// use mahjong_scorer::engine::setup::MatchSetup;
    /// use mahjong_scorer::engine::RuleSet;
    /// let mut m = Match::new(MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]), RuleSet::bmja());
    /// m.hands.push(HandRecord { forms: vec![Default::default(); 4], ..HandRecord::default() });
    /// let sheet = m.fold().unwrap();
    /// assert_eq!(sheet.balances.0, vec![2000; 4], "a drawn hand moves nothing");
    /// assert!(sheet.next.goulash_suggested);
    /// ```
    pub fn fold(&self) -> Result<ScoreSheet, MatchError> {
        let mut table = self.first_table()?;
        let players = table.players;
        let tally = &self.setup.tally;
        let start = tally.units(Points(self.setup.starting_points));
        let mut balances = ByPlayer::from_fn(players, |_| start);
        let mut score_totals = ByPlayer::from_fn(players, |_| Points::ZERO);
        let mut rows = Vec::with_capacity(self.hands.len());
        for (i, record) in self.hands.iter().enumerate() {
            let hand = i + 1;
            if record.forms.len() != players.get() {
                return Err(MatchError::FormCount {
                    hand,
                    expected: players.get(),
                    found: record.forms.len(),
                });
            }
            let evaluation = table.evaluate(record);
            if evaluation.refused() {
                let problems = evaluation
                    .problems
                    .into_iter()
                    .filter(|p| p.severity() == Severity::Refuse)
                    .collect();
                return Err(MatchError::Refused { hand, problems });
            }
            let outcome = match evaluation.winner {
                Some(w) => Outcome::Won(w),
                None if record.scored_without_winner => Outcome::ScoredWithoutWinner,
                None => Outcome::Drawn,
            };
            let dreamer = table.seats.dreamer();
            let scored = |p: PlayerId| outcome != Outcome::Drawn && Some(p) != dreamer;
            let scores = ByPlayer(
                players
                    .ids()
                    .zip(evaluation.scores.0)
                    .map(|(p, score)| scored(p).then_some(score))
                    .collect(),
            );
            let limited = ByPlayer::from_fn(players, |p| {
                scores[p].as_ref().map_or(Points::ZERO, HandScore::limited)
            });
            let payments = match outcome {
                Outcome::Drawn => Vec::new(),
                Outcome::Won(w) => settle(&table.seats, &limited, Some(w)),
                Outcome::ScoredWithoutWinner => settle(&table.seats, &limited, None),
            };
            let mut changes = ByPlayer::from_fn(players, |_| 0i64);
            for payment in &payments {
                let units = tally.units(payment.amount);
                changes[payment.to] = changes[payment.to].saturating_add(units);
                changes[payment.from] = changes[payment.from].saturating_sub(units);
            }
            for p in players.ids() {
                balances[p] = balances[p].saturating_add(changes[p]);
                score_totals[p] = score_totals[p] + limited[p];
            }
            let row_seats = table.seats.clone();
            let row_prevailing = table.prevailing;
            if let Some(rules) = &record.new_rules {
                table.rules = rules.clone();
            }
            table = next_table(table, outcome, record);
            rows.push(HandRow {
                seats: row_seats,
                prevailing: row_prevailing,
                goulash: record.goulash,
                outcome,
                scores,
                payments,
                changes,
                balances: balances.clone(),
                rules_changed: record.new_rules.is_some(),
            });
        }
        if let Some(rules) = &self.next_rules {
            table.rules = rules.clone();
        }
        Ok(ScoreSheet {
            start,
            rows,
            balances,
            score_totals,
            next: table,
        })
    }
}

/// The table after a hand: winds pass on when someone other than East wins
/// (or always, by house rule), and the prevailing wind moves once East has
/// gone round the table.
fn next_table(mut table: TableState, outcome: Outcome, record: &HandRecord) -> TableState {
    let v = table.rules.values();
    let east = table.seats.east();
    let pass_on = match outcome {
        Outcome::Won(w) => w != east || v.always_rotate_winds,
        Outcome::ScoredWithoutWinner => v.always_rotate_winds,
        Outcome::Drawn => false,
    };
    let random = v.random_prevailing_wind;
    if pass_on {
        table.seats.pass_on();
        table.east_changes += 1;
        if table.east_changes >= table.players.get() {
            table.east_changes = 0;
            match table.prevailing.next() {
                Some(wind) if !random => table.prevailing = wind,
                _ => table.complete = !random,
            }
        }
    }
    if random {
        if let Some(wind) = record.next_prevailing {
            table.prevailing = wind;
        }
    }
    table.goulash_suggested = outcome == Outcome::Drawn;
    table
}

#[cfg(test)]
mod tests;
