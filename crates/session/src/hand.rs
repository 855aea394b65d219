//! Commands on the open match: entering a hand, correcting one, recording
//! it, removing the last, and changing the house rules.

use super::{Checked, Corrected, HandInProgress, Notice, Session, Undo};
use engine::form::{offered, Change};
use engine::rules::RuleSet;
use engine::sheet::{HandRecord, MatchError, ScoredMatch};
use engine::{PlayerId, Wind};
use std::sync::Arc;
use storage::{Draft, KeyValue};

impl<S: KeyValue> Session<S> {
    /// Opens a blank form for the next hand, East's form first; a hand
    /// being entered stays as it is.
    pub fn score_next_hand(&mut self) {
        let Some(scored) = self.scored() else {
            return;
        };
        if self.hand().is_some() {
            return;
        }
        let table = scored.next_table();
        let draft = Draft {
            record: HandRecord {
                entries: vec![Default::default(); table.players.get()],
                goulash: table.goulash_suggested,
                ..HandRecord::default()
            },
            correcting: None,
            player: table.seats.east(),
            untaken: Vec::new(),
            typing: Vec::new(),
        };
        self.set_hand(Some(HandInProgress::new(draft, table.clone())));
    }

    /// Opens a past hand (from 0) for correction, unless a hand is being
    /// entered.
    pub fn correct_hand(&mut self, index: usize) {
        let Some(scored) = self.scored() else {
            return;
        };
        if self.hand().is_some() {
            return;
        }
        let Some(record) = scored.game().hands.get(index).cloned() else {
            return;
        };
        let hand = self.at_its_table(Draft {
            record,
            correcting: Some(index),
            player: PlayerId(0),
            untaken: Vec::new(),
            typing: Vec::new(),
        });
        self.set_hand(hand);
    }

    /// Takes up a draft read from storage, at the table it is played at.
    pub(super) fn resume_hand(&mut self, draft: Draft) {
        let hand = self.at_its_table(draft);
        if let Some(open) = self.open.as_mut() {
            open.hand = hand;
        }
    }

    fn at_its_table(&self, draft: Draft) -> Option<HandInProgress> {
        let scored = self.scored()?;
        let index = draft.correcting.unwrap_or(scored.game().hands.len());
        let table = scored.table_before(index).ok()?;
        Some(HandInProgress::new(draft, table))
    }

    /// Shows another player's form.
    pub fn select_player(&mut self, player: PlayerId) {
        let shown = self.hand().map(|h| h.draft.player);
        if shown != Some(player) && self.hand().is_some_and(|h| h.entry(player).is_some()) {
            self.edit_hand(|h| h.draft.player = player);
        }
    }

    /// Marks the hand as a goulash, or not.
    pub fn set_goulash(&mut self, goulash: bool) {
        self.edit_hand(|h| h.change_record(|r| r.goulash = goulash));
    }

    /// Changes one field of a player's form; the fields it conflicts with
    /// yield (docs/rules.md §3). Beside tiles only what the tiles cannot
    /// show changes. A count or tick the form does not offer is refused: a
    /// stepper or tick tapped before the screen followed the entry before.
    pub fn change_form(&mut self, player: PlayerId, change: Change) {
        self.edit_hand(|h| {
            let (Some(entry), Some(view)) = (h.entry(player), h.player(player)) else {
                return;
            };
            let tapped = matches!(change, Change::Count(..) | Change::Tick(..));
            if tapped && !offered(&view.form, &view.context, change) {
                return;
            }
            let changed = entry.changed(&view.form, &view.context, change);
            h.change_record(|r| r.entries[player.0] = changed);
        });
    }

    /// The number on the score sheet (from 1) of the hand being entered: the
    /// next hand's, or the corrected hand's.
    pub fn hand_number(&self) -> Option<usize> {
        let hand = self.hand()?;
        let next = || self.scored().map_or(0, |s| s.game().hands.len());
        Some(hand.draft.correcting.unwrap_or_else(next) + 1)
    }

    /// Whether leaving the hand form would throw anything away: a new
    /// hand's entries, or the changes made to a hand being corrected.
    pub fn cancel_loses_entries(&self) -> bool {
        let Some(hand) = self.hand() else {
            return false;
        };
        let draft = &hand.draft;
        match draft.correcting {
            Some(i) => {
                let kept = self.scored().and_then(|s| s.game().hands.get(i));
                kept != Some(&draft.record) || !draft.untaken.is_empty()
            }
            None => {
                let entered = draft
                    .record
                    .entries
                    .iter()
                    .any(|e| *e != Default::default());
                entered || !draft.untaken.is_empty()
            }
        }
    }

    /// Leaves the hand form, throwing its entries away; [`Session::undo`]
    /// gives them back. A correction that changed nothing is simply left.
    pub fn cancel_hand(&mut self) {
        let Some(hand) = self.hand().cloned() else {
            return;
        };
        let number = self.hand_number().unwrap_or_default();
        let loses = self.cancel_loses_entries();
        self.set_hand(None);
        if !loses {
            return;
        }
        self.notice = Some(match hand.draft.correcting {
            Some(_) => Notice::CorrectionDiscarded(number),
            None => Notice::EntriesDiscarded(number),
        });
        self.undo = Some(Undo::Entries(hand.draft));
    }

    /// Gives back what the last command threw away: a hand's entries, or
    /// the last hand of the score sheet.
    pub fn undo(&mut self) {
        let Some(undo) = self.undo.take() else {
            return;
        };
        match undo {
            Undo::Entries(draft) => {
                let hand = self.at_its_table(draft);
                self.set_hand(hand);
            }
            Undo::LastHand(record) => {
                let Some(open) = self.open.as_ref() else {
                    return;
                };
                let mut scored = ScoredMatch::clone(&open.scored);
                if scored.record(record, None).is_ok() {
                    self.replace_match(scored);
                }
            }
            Undo::Deleted(id) => self.restore_match(id),
        }
        self.notice = None;
    }

    /// "Calculate scores": the table checks, and the hand recorded when
    /// they find nothing (a correction that changes later hands asks first).
    pub fn calculate(&mut self, drawn_wind: Wind) -> Checked {
        let Some(hand) = self.hand() else {
            return Checked::Recorded;
        };
        if let Some(&(player, _)) = hand.draft.untaken.first() {
            self.edit_hand(|h| h.draft.player = player);
            return self.set_found(Checked::Untaken(player));
        }
        let players = hand.draft.record.entries.len();
        let unmarked = (0..players).map(PlayerId).find(|&p| {
            hand.player(p)
                .is_some_and(|v| !v.winning_tile_choices().is_empty())
        });
        if let Some(player) = unmarked {
            self.edit_hand(|h| h.draft.player = player);
            return self.set_found(Checked::WinningTile(player));
        }
        let problems = hand.view().problems.clone();
        if !problems.is_empty() {
            return self.set_found(Checked::Problems(problems));
        }
        self.record_hand(false, drawn_wind)
    }

    /// Records the hand being entered, scored without a winner if the table
    /// chose so — unless it corrects a past hand in a way that changes the
    /// hands after it, which are returned for the players to confirm.
    pub fn record_hand(&mut self, scored_without_winner: bool, drawn_wind: Wind) -> Checked {
        if let Some((index, mut record, scored)) = self.correction() {
            record.scored_without_winner = scored_without_winner;
            match scored.correction_effects(index, &record) {
                Err(e) => return self.set_found(Checked::NotKept(e)),
                Ok(later) if !later.is_empty() => {
                    return self.set_found(Checked::LaterHands {
                        later,
                        without_winner: scored_without_winner,
                    })
                }
                Ok(_) => {}
            }
        }
        match self.commit_hand(scored_without_winner, drawn_wind) {
            Ok(()) => Checked::Recorded,
            Err(e) => Checked::NotKept(e),
        }
    }

    /// Records the hand being entered, whatever it does to later hands;
    /// `drawn_wind` is the next prevailing wind when the rules draw one at
    /// random. A hand the fold refuses is left being entered.
    pub fn commit_hand(
        &mut self,
        scored_without_winner: bool,
        drawn_wind: Wind,
    ) -> Result<(), MatchError> {
        let Some(open) = self.open.as_ref() else {
            return Ok(());
        };
        let Some(hand) = open.hand.as_ref() else {
            return Ok(());
        };
        let mut record = hand.draft.record.clone();
        record.scored_without_winner = scored_without_winner;
        if hand.table.rules.values().random_prevailing_wind && record.next_prevailing.is_none() {
            record.next_prevailing = Some(drawn_wind);
        }
        let correcting = hand.draft.correcting;
        let to_check = match correcting {
            Some(i) => open
                .scored
                .correction_effects(i, &record)
                .unwrap_or_default(),
            None => Vec::new(),
        };
        let before = open.scored.sheet().balances.clone();
        let mut scored = ScoredMatch::clone(&open.scored);
        if let Err(e) = scored.record(record, correcting) {
            return Err(self.not_kept(e));
        }
        let corrected = correcting.map(|i| Corrected::new(i + 1, &before, &scored, &to_check));
        self.replace_match(scored);
        self.set_hand(None);
        self.forget_thrown_away();
        if let Some(corrected) = corrected {
            self.notice = Some(Notice::Corrected(corrected));
        }
        Ok(())
    }

    /// Forgets a notice that entries or a hand were thrown away: once a
    /// hand is recorded, what was thrown away can no longer be undone, and
    /// the hand it named may be on the sheet again.
    fn forget_thrown_away(&mut self) {
        let thrown_away = matches!(
            self.notice,
            Some(
                Notice::EntriesDiscarded(_)
                    | Notice::CorrectionDiscarded(_)
                    | Notice::HandRemoved(_)
            )
        );
        if thrown_away {
            self.notice = None;
        }
    }

    /// Forgets what "Calculate scores" found: back to the form.
    pub fn dismiss_found(&mut self) {
        if let Some(hand) = self.open.as_mut().and_then(|o| o.hand.as_mut()) {
            hand.found = None;
        }
    }

    /// Keeps what "Calculate scores" found with the hand, and gives it back.
    fn set_found(&mut self, found: Checked) -> Checked {
        if let Some(hand) = self.open.as_mut().and_then(|o| o.hand.as_mut()) {
            hand.found = Some(found.clone());
        }
        found
    }

    /// Keeps a refused correction's reason for the players, and gives it back.
    fn not_kept(&mut self, e: MatchError) -> MatchError {
        self.set_found(Checked::NotKept(e.clone()));
        e
    }

    /// The hand being corrected: its index, its record as entered, and the
    /// match.
    fn correction(&self) -> Option<(usize, HandRecord, &ScoredMatch)> {
        let open = self.open.as_ref()?;
        let hand = open.hand.as_ref()?;
        let index = hand.draft.correcting?;
        Some((index, hand.draft.record.clone(), &open.scored))
    }

    /// Removes the last hand from the score sheet, unless a hand is being
    /// entered (it is played at the table the last hand left).
    pub fn remove_last_hand(&mut self) {
        let Some(open) = self.open.as_ref() else {
            return;
        };
        if open.hand.is_some() {
            return;
        }
        let mut scored = ScoredMatch::clone(&open.scored);
        if let Some(removed) = scored.pop_hand() {
            let number = open.scored.game().hands.len();
            self.replace_match(scored);
            self.undo = Some(Undo::LastHand(removed));
            self.notice = Some(Notice::HandRemoved(number));
        }
    }

    /// Changes the open match's house rules: for the whole match before the
    /// first hand, otherwise from the next hand on.
    pub fn change_rules(&mut self, rules: RuleSet) {
        let Some(open) = self.open.as_ref() else {
            return;
        };
        let mut scored = ScoredMatch::clone(&open.scored);
        let from = scored.change_rules(rules);
        self.replace_match(scored);
        self.notice = Some(Notice::RulesFrom(from));
    }

    /// Puts the changed match in place and saves it; a hand being entered
    /// is then played at the table as it now stands.
    fn replace_match(&mut self, scored: ScoredMatch) {
        self.undo = None;
        let Some(open) = self.open.as_mut() else {
            return;
        };
        let now = (self.clock)();
        let saved = self.library.save(open.id, &scored, &now);
        open.scored = Arc::new(scored);
        if let Some(hand) = open.hand.take() {
            self.resume_hand(hand.draft);
        }
        self.note(saved);
    }
}
