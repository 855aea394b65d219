//! Matches kept by another device of the club, arriving here by the club's
//! server: kept beside this device's own, in the list or the bin as they
//! arrive, without opening them. Many arrive at once on a new device: the
//! list of matches is written once for them all, by [`Library::save_list`].

use super::{match_key, summarize, Binned, KeyValue, Library, StoreError};
use engine::sheet::ScoredMatch;

/// A match as it arrives from the club's server.
#[derive(Clone, Copy, Debug)]
pub struct Arriving<'a> {
    /// Its name.
    pub name: &'a str,
    /// When it was started (ISO 8601).
    pub created: &'a str,
    /// When it last changed where it was played (ISO 8601).
    pub updated: &'a str,
    /// When it was moved to the bin, if it was.
    pub binned: Option<&'a str>,
    /// The match.
    pub game: &'a ScoredMatch,
}

impl<S: KeyValue> Library<S> {
    /// Keeps a match that arrived, under a new id, in the list or the bin;
    /// the open match stays open. The list is the caller's to save.
    pub fn keep_arrived(&mut self, arriving: Arriving) -> Result<u64, StoreError> {
        let id = self.next_id;
        self.next_id += 1;
        self.write_match(id, arriving.game)?;
        self.place_arrived(id, arriving);
        Ok(id)
    }

    /// Puts a later version of an arrived match over the one kept, moving
    /// it in or out of the bin as it arrived. The list is the caller's to
    /// save.
    pub fn replace_arrived(&mut self, id: u64, arriving: Arriving) -> Result<(), StoreError> {
        self.write_match(id, arriving.game)?;
        self.matches.retain(|m| m.id != id);
        self.bin.retain(|b| b.summary.id != id);
        if arriving.binned.is_some() && self.current == Some(id) {
            self.current = None;
        }
        self.place_arrived(id, arriving);
        Ok(())
    }

    /// Forgets a match emptied from the bin on another device: out of the
    /// list or the bin, its data removed. The list is the caller's to save.
    pub fn forget_arrived(&mut self, id: u64) -> Result<(), StoreError> {
        self.matches.retain(|m| m.id != id);
        self.bin.retain(|b| b.summary.id != id);
        if self.current == Some(id) {
            self.current = None;
        }
        self.forget(id)
    }

    /// Whether a match's data is still here, under its key or kept aside
    /// as unreadable: a match dropped from the list for that reason was
    /// not deleted, and its deletion must not travel.
    pub fn holds_data(&self, id: u64) -> bool {
        let key = match_key(id);
        let aside = format!("{}{key}", super::BACKUP_PREFIX);
        self.store.get(&key).is_some() || self.store.keys().iter().any(|k| k.starts_with(&aside))
    }

    /// Writes the list of matches, after matches arrived.
    pub fn save_list(&mut self) -> Result<(), StoreError> {
        self.save_index()
    }

    /// Where a match kept here stands: in the list, in the bin, or gone.
    pub fn whereabouts(&self, id: u64) -> Whereabouts {
        if self.matches.iter().any(|m| m.id == id) {
            Whereabouts::Listed
        } else if let Some(b) = self.bin.iter().find(|b| b.summary.id == id) {
            Whereabouts::Binned(b.deleted.clone())
        } else {
            Whereabouts::Gone
        }
    }

    fn place_arrived(&mut self, id: u64, a: Arriving) {
        let summary = summarize(id, a.name, a.created, a.updated, a.game);
        match a.binned {
            Some(deleted) => {
                let deleted = deleted.to_string();
                self.bin.insert(0, Binned { summary, deleted });
                self.bin.sort_by(|a, b| b.deleted.cmp(&a.deleted));
            }
            None => {
                self.matches.push(summary);
                self.matches
                    .sort_by(|a, b| b.created.cmp(&a.created).then(b.id.cmp(&a.id)));
            }
        }
    }
}

/// Where a match kept here stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Whereabouts {
    /// In the list of matches.
    Listed,
    /// In the bin since then (ISO 8601).
    Binned(String),
    /// Not kept: emptied from the bin, or never kept.
    Gone,
}
