//! A match with its score sheet: the only way to have one is to fold, so
//! whoever holds a [`ScoredMatch`] never needs to fold it again.

use super::{HandRecord, Match, MatchError, ScoreSheet, TableState, ToCheck};
use crate::checks::Problem;
use crate::rules::RuleSet;
use crate::seating::Seating;
use crate::{ByPlayer, PlayerId};

/// Sets aside the tiles a refused hand was refused for, when tiles that give
/// no hand are all it was refused for, with their counts as far as they go;
/// false when there are none such.
fn set_aside_tiles_refused(game: &mut Match, refused: &MatchError) -> bool {
    let MatchError::Refused { hand, problems } = refused else {
        return false;
    };
    let players: Option<Vec<PlayerId>> = problems
        .iter()
        .map(|p| match p {
            Problem::TilesNotAHand { player, .. } => Some(*player),
            _ => None,
        })
        .collect();
    let Some(index) = hand.checked_sub(1) else {
        return false;
    };
    let Ok(table) = game.table_before(index) else {
        return false;
    };
    let Some(record) = game.hands.get_mut(index) else {
        return false;
    };
    let forms = table.evaluate(record).forms;
    let mut set_aside = false;
    for player in players.unwrap_or_default() {
        if let Some(entry) = record.entries.get_mut(player.0) {
            set_aside |= entry.reading().is_some();
            *entry = entry.set_aside(&forms[player], true);
        }
    }
    set_aside
}

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

    /// Folds a stored match. A hand recorded while the app read some tiles
    /// as a hand that it now reads as none keeps the tiles set aside, with
    /// the counts they give as far as they go for the players to check
    /// (docs/rules.md §12.8).
    pub fn stored(mut game: Match) -> Result<ScoredMatch, MatchError> {
        loop {
            match game.fold() {
                Ok(sheet) => return Ok(ScoredMatch { game, sheet }),
                Err(e) if set_aside_tiles_refused(&mut game, &e) => {}
                Err(e) => return Err(e),
            }
        }
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
    /// 0), each later hand entered by counts read again at the seats the
    /// correction gives it. House rules chosen for the next hand go with
    /// it. Folds once, and leaves the match unchanged if the fold refuses.
    pub fn record(
        &mut self,
        mut record: HandRecord,
        index: Option<usize>,
    ) -> Result<(), MatchError> {
        if let Some(i) = index.filter(|&i| i < self.game.hands.len()) {
            let corrected = self.game.corrected(&self.sheet, i, record)?;
            *self = ScoredMatch {
                game: corrected.game,
                sheet: corrected.sheet,
            };
            return Ok(());
        }
        let mut next = self.game.clone();
        if let Some(rules) = next.next_rules.take() {
            record.new_rules = Some(rules);
        }
        next.hands.push(record);
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

    /// What correcting hand `index` (from 0) with `record` does to the
    /// hands after it: each later hand whose seats or payments change, with
    /// what the players should check in it.
    pub fn correction_effects(
        &self,
        index: usize,
        record: &HandRecord,
    ) -> Result<Vec<LaterHand>, MatchError> {
        if index >= self.game.hands.len() {
            return Ok(Vec::new());
        }
        let after = self.game.corrected(&self.sheet, index, record.clone())?;
        let later = self
            .sheet
            .rows
            .iter()
            .zip(&after.sheet.rows)
            .enumerate()
            .skip(index + 1);
        let to_check = |i: usize| {
            let found = after.to_check.iter().find(|(hand, _)| *hand == i);
            found.map(|(_, checks)| checks.clone()).unwrap_or_default()
        };
        Ok(later
            .filter(|(_, (was, now))| was.seats != now.seats || was.changes != now.changes)
            .map(|(i, (was, now))| LaterHand {
                hand: i + 1,
                seats_before: was.seats.clone(),
                seats_after: now.seats.clone(),
                changes_before: was.changes.clone(),
                changes_after: now.changes.clone(),
                to_check: to_check(i),
            })
            .collect())
    }

    /// The match, giving up its sheet.
    pub fn into_game(self) -> Match {
        self.game
    }
}

/// A later hand that a correction changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaterHand {
    /// The hand, from 1.
    pub hand: usize,
    /// Who sat where before the correction.
    pub seats_before: Seating,
    /// Who sits where after it.
    pub seats_after: Seating,
    /// Each player's change before, in tally units.
    pub changes_before: ByPlayer<i64>,
    /// Each player's change after.
    pub changes_after: ByPlayer<i64>,
    /// What the counts entered cannot tell at the new seats: the players
    /// check it.
    pub to_check: Vec<ToCheck>,
}
