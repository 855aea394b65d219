//! A match with its score sheet: the only way to have one is to fold, so
//! whoever holds a [`ScoredMatch`] never needs to fold it again.

use super::{HandRecord, Match, MatchError, ScoreSheet, TableState};
use crate::engine::rules::RuleSet;

/// A match that folds, with the sheet it folds to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredMatch {
    game: Match,
    sheet: ScoreSheet,
}

impl ScoredMatch {
    /// Folds a match once, refusing one that does not add up.
    pub fn new(game: Match) -> Result<ScoredMatch, MatchError> {
        let sheet = game.fold()?;
        Ok(ScoredMatch { game, sheet })
    }

    /// The match's inputs.
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// The score sheet the inputs fold to.
    pub fn sheet(&self) -> &ScoreSheet {
        &self.sheet
    }

    /// The table for the next hand.
    pub fn next_table(&self) -> &TableState {
        &self.sheet.next
    }

    /// The table at which hand `index` (from 0) is played; the next hand's
    /// comes from the sheet, an earlier one is folded up to it.
    pub fn table_before(&self, index: usize) -> Result<TableState, MatchError> {
        if index >= self.game.hands.len() {
            return Ok(self.sheet.next.clone());
        }
        self.game.table_before(index)
    }

    /// Records a hand: the next one, or a correction of hand `index` (from
    /// 0). House rules chosen for the next hand go with it. Folds once, and
    /// leaves the match unchanged if the fold refuses.
    pub fn record(
        &mut self,
        mut record: HandRecord,
        index: Option<usize>,
    ) -> Result<(), MatchError> {
        let mut next = self.game.clone();
        match index {
            Some(i) if i < next.hands.len() => next.hands[i] = record,
            _ => {
                if let Some(rules) = next.next_rules.take() {
                    record.new_rules = Some(rules);
                }
                next.hands.push(record);
            }
        }
        *self = ScoredMatch::new(next)?;
        Ok(())
    }

    /// Removes the last hand, returning it. House rules that came in with it
    /// are again the ones chosen for the next hand. A match of fewer hands
    /// always folds, since the longer one folded through the same hands.
    pub fn pop_hand(&mut self) -> Option<HandRecord> {
        let mut game = self.game.clone();
        let last = game.hands.pop()?;
        if game.next_rules.is_none() {
            game.next_rules = last.new_rules.clone();
        }
        match ScoredMatch::new(game) {
            Ok(shorter) => {
                *self = shorter;
                Some(last)
            }
            Err(_) => None,
        }
    }

    /// Changes the house rules: for the whole match while no hand is played,
    /// otherwise from the next hand on (earlier hands keep theirs). Returns
    /// the number of the first hand played by the new rules.
    pub fn change_rules(&mut self, rules: RuleSet) -> usize {
        let first = self.game.hands.len() + 1;
        let mut game = self.game.clone();
        if game.hands.is_empty() {
            game.rules = rules;
            game.next_rules = None;
        } else {
            game.next_rules = Some(rules);
        }
        if let Ok(changed) = ScoredMatch::new(game) {
            *self = changed;
        }
        first
    }

    /// The match, giving up its sheet.
    pub fn into_game(self) -> Match {
        self.game
    }
}
