//! The hand's entries as stored: written at each change, or, for an entry
//! the players wait to see, once the page has shown it.

use super::{HandInProgress, Session};
use storage::KeyValue;

impl<S: KeyValue> Session<S> {
    /// Edits the hand being entered and saves its draft, or, within an
    /// entry ([`Session::enter`]), leaves it to be kept.
    pub(super) fn edit_hand(&mut self, edit: impl FnOnce(&mut HandInProgress)) {
        let Some(open) = self.open.as_mut() else {
            return;
        };
        let Some(hand) = open.hand.as_mut() else {
            return;
        };
        edit(hand);
        open.draft_waits = self.entering;
        if !self.entering {
            let saved = self.library.save_draft(open.id, Some(&hand.draft));
            self.note(saved);
        }
    }

    /// Makes an entry on the hand being entered (a count, a tick, a tile)
    /// and leaves its entries to be written by [`Session::keep_draft`], so
    /// that the page can show the entry first. Any other command keeps them
    /// first where it replaces the open match.
    pub fn enter<R>(&mut self, entry: impl FnOnce(&mut Self) -> R) -> R {
        self.entering = true;
        let done = entry(self);
        self.entering = false;
        done
    }

    /// Writes the hand's entries where an entry left them to be written.
    pub fn keep_draft(&mut self) {
        let Some(open) = self.open.as_mut() else {
            return;
        };
        if std::mem::take(&mut open.draft_waits) {
            let draft = open.hand.as_ref().map(|h| &h.draft);
            let saved = self.library.save_draft(open.id, draft);
            self.note(saved);
        }
    }

    pub(super) fn set_hand(&mut self, hand: Option<HandInProgress>) {
        self.undo = None;
        let Some(open) = self.open.as_mut() else {
            return;
        };
        let saved = self
            .library
            .save_draft(open.id, hand.as_ref().map(|h| &h.draft));
        open.draft_waits = false;
        open.hand = hand;
        open.taps.clear();
        self.note(saved);
    }
}
