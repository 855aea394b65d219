//! The bin: deleted matches keep their data where it was until the bin is
//! emptied, by the players or after [`BIN_DAYS`] days.

use super::{draft_key, figures_key, match_key, KeyValue, Library, StoreError, Summary};
use engine::clock::days_between;
use serde::{Deserialize, Serialize};

/// A deleted match in the bin: its data stays where it was until the bin is
/// emptied, so restoring it loses nothing.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Binned {
    /// What the history list showed of it.
    pub summary: Summary,
    /// When it was deleted (ISO 8601).
    pub deleted: String,
}

/// How long a deleted match stays in the bin, in days.
pub const BIN_DAYS: i64 = 30;

impl<S: KeyValue> Library<S> {
    /// Moves a match to the bin, returning its name and whether the list
    /// of matches was saved (if not, a reload brings the match back).
    pub fn delete(&mut self, id: u64, now: &str) -> Option<(String, Result<(), StoreError>)> {
        let position = self.matches.iter().position(|m| m.id == id)?;
        let summary = self.matches.remove(position);
        let name = summary.name.clone();
        self.bin.insert(
            0,
            Binned {
                summary,
                deleted: now.to_string(),
            },
        );
        if self.current == Some(id) {
            self.current = None;
        }
        Some((name, self.save_index()))
    }

    /// Takes a match out of the bin and back into the list.
    pub fn restore(&mut self, id: u64) -> Result<(), StoreError> {
        let Some(position) = self.bin.iter().position(|b| b.summary.id == id) else {
            return Ok(());
        };
        let binned = self.bin.remove(position);
        self.matches.push(binned.summary);
        self.matches
            .sort_by(|a, b| b.created.cmp(&a.created).then(b.id.cmp(&a.id)));
        self.save_index()
    }

    /// Deletes a match in the bin for good; an error when its data or the
    /// list of matches could not be written (a reload would show it in the
    /// bin again).
    pub fn purge(&mut self, id: u64) -> Result<(), StoreError> {
        self.bin.retain(|b| b.summary.id != id);
        let forgotten = self.forget(id);
        let saved = self.save_index();
        forgotten.and(saved)
    }

    /// Deletes every match in the bin for good, saving the list once.
    pub fn empty_bin(&mut self) -> Result<(), StoreError> {
        let mut forgotten = Ok(());
        for binned in std::mem::take(&mut self.bin) {
            forgotten = forgotten.and(self.forget(binned.summary.id));
        }
        let saved = self.save_index();
        forgotten.and(saved)
    }

    /// Deletes for good what has been in the bin longer than [`BIN_DAYS`].
    pub(super) fn purge_expired(&mut self, now: &str) {
        let (expired, kept): (Vec<Binned>, Vec<Binned>) = std::mem::take(&mut self.bin)
            .into_iter()
            .partition(|b| days_between(&b.deleted, now).is_some_and(|d| d > BIN_DAYS));
        self.bin = kept;
        for binned in expired {
            let forgotten = self.forget(binned.summary.id);
            self.housekeep(forgotten);
        }
    }

    /// Removes a match's data from the store, and its figures (its place
    /// in the list is the caller's to save).
    pub(super) fn forget(&mut self, id: u64) -> Result<(), StoreError> {
        let game = self.store.remove(&match_key(id));
        let draft = self.store.remove(&draft_key(id));
        game.and(draft).and(self.store.remove(&figures_key(id)))
    }
}
