//! The fold itself: every hand, in order, from the first table to the next.

use super::{HandRecord, HandRow, Match, MatchError, Outcome, ScoreSheet, TableState};
use crate::checks::Severity;
use crate::money::Tally;
use crate::rules::RuleSet;
use crate::score::HandScore;
use crate::seating::Seating;
use crate::settle::{settle, Payment};
use crate::{ByPlayer, PlayerCount, PlayerId, Points, Wind};

impl Match {
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
            night: self.night.clone(),
        };
        earlier.fold().map(|sheet| sheet.next)
    }

    /// The table before the first hand.
    pub fn first_table(&self) -> Result<TableState, MatchError> {
        let problems = self.setup.problems_as_kept();
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
    /// use engine::sheet::{Match, HandRecord};
    /// use engine::setup::MatchSetup;
    /// use engine::RuleSet;
    /// let mut m = Match::new(MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]), RuleSet::bmja());
    /// m.hands.push(HandRecord::of_counts(vec![Default::default(); 4]));
    /// let sheet = m.fold().unwrap();
    /// assert_eq!(sheet.balances.0, vec![2000; 4], "a drawn hand moves nothing");
    /// assert!(sheet.next.goulash_suggested);
    /// ```
    pub fn fold(&self) -> Result<ScoreSheet, MatchError> {
        let mut folding = Folding::start(self)?;
        for record in &self.hands {
            folding.hand(record)?;
        }
        Ok(folding.finish(self.next_rules.as_ref()))
    }
}

/// A fold under way: the table the next hand is played at, and the sheet
/// up to it.
pub(super) struct Folding<'a> {
    tally: &'a Tally,
    table: TableState,
    start: i64,
    balances: ByPlayer<i64>,
    score_totals: ByPlayer<Points>,
    rows: Vec<HandRow>,
}

impl<'a> Folding<'a> {
    /// Before the first hand of a match.
    pub(super) fn start(game: &'a Match) -> Result<Folding<'a>, MatchError> {
        let table = game.first_table()?;
        let players = table.players;
        let tally = &game.setup.tally;
        let start = tally.units(Points(game.setup.starting_points));
        Ok(Folding {
            tally,
            table,
            start,
            balances: ByPlayer::from_fn(players, |_| start),
            score_totals: ByPlayer::from_fn(players, |_| Points::ZERO),
            rows: Vec::new(),
        })
    }

    /// The table the next hand is played at.
    pub(super) fn table(&self) -> &TableState {
        &self.table
    }

    /// Scores the next hand at its table and moves to the one after it.
    pub(super) fn hand(&mut self, record: &HandRecord) -> Result<(), MatchError> {
        let number = self.rows.len() + 1;
        let mut row = score_row(&self.table, record, number, self.tally)?;
        for p in self.table.players.ids() {
            self.balances[p] = self.balances[p].saturating_add(row.changes[p]);
            let limited = row.limited(p).unwrap_or(Points::ZERO);
            self.score_totals[p] = self.score_totals[p] + limited;
        }
        row.balances = self.balances.clone();
        if let Some(rules) = &record.new_rules {
            self.table.rules = rules.clone();
        }
        next_table(&mut self.table, row.outcome, record);
        self.rows.push(row);
        Ok(())
    }

    /// The sheet, with house rules chosen for the next hand.
    pub(super) fn finish(mut self, next_rules: Option<&RuleSet>) -> ScoreSheet {
        if let Some(rules) = next_rules {
            self.table.rules = rules.clone();
        }
        ScoreSheet {
            start: self.start,
            rows: self.rows,
            balances: self.balances,
            score_totals: self.score_totals,
            next: self.table,
        }
    }
}

/// One hand scored at its table and settled; its balances are the fold's.
fn score_row(
    table: &TableState,
    record: &HandRecord,
    hand: usize,
    tally: &Tally,
) -> Result<HandRow, MatchError> {
    let players = table.players;
    if record.entries.len() != players.get() {
        return Err(MatchError::FormCount {
            hand,
            expected: players.get(),
            found: record.entries.len(),
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
    let changes = changes(&payments, players, tally);
    Ok(HandRow {
        forms: evaluation.forms,
        seats: table.seats.clone(),
        prevailing: table.prevailing,
        goulash: record.goulash,
        outcome,
        scores,
        payments,
        balances: changes.clone(),
        changes,
        rules_changed: record.new_rules.is_some(),
    })
}

/// Each player's change from the payments, in tally units: each payment
/// converted on its own (docs/rules.md §7.5).
fn changes(payments: &[Payment], players: PlayerCount, tally: &Tally) -> ByPlayer<i64> {
    let mut changes = ByPlayer::from_fn(players, |_| 0i64);
    for payment in payments {
        let units = tally.units(payment.amount);
        changes[payment.to] = changes[payment.to].saturating_add(units);
        changes[payment.from] = changes[payment.from].saturating_sub(units);
    }
    changes
}

/// Moves the table on past a hand: winds pass on when someone other than
/// East wins (or always, by house rule), and the prevailing wind moves once
/// East has gone round the table. The table changes in place, so a long
/// match's fold copies no rules from hand to hand.
fn next_table(table: &mut TableState, outcome: Outcome, record: &HandRecord) {
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
}
