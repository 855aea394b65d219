//! Every match kept in the browser, the presets, and what could not be read.
//!
//! Layout (schema 2; schema 1's single match is moved into it on open): an index,
//! each match under its own key with its draft and season figures beside it, and
//! the presets. Nothing unreadable is deleted: it is copied under a backup key first.

use super::codec::{
    decode_draft, decode_match, encode_draft, encode_match, Draft, ReadError, VERSION,
};
use super::store::{KeyValue, StoreError, SNAPSHOT_KEY};
use engine::night::Night;
use engine::presets::Presets;
use engine::sheet::ScoredMatch;
use serde::{Deserialize, Serialize};

mod arrived;
mod bin;
mod figures;
mod nights;
mod open;
mod summary;

pub use arrived::{Arriving, Whereabouts};
pub use bin::{Binned, BIN_DAYS};
pub use figures::{figures_key, is_figures_key, Figures, Unkept, FIGURES_PREFIX};
pub use summary::{summarize, Summary};

/// Where every key starts.
pub const PREFIX: &str = "mahjong-scorer.";
const INDEX_KEY: &str = "mahjong-scorer.index";
const PRESETS_KEY: &str = "mahjong-scorer.presets";
const V1_MATCH_KEY: &str = "mahjong-scorer.match";
const V1_DRAFT_KEY: &str = "mahjong-scorer.draft";
/// Every match's key starts so, before its id.
pub const MATCH_PREFIX: &str = "mahjong-scorer.match.";
const BACKUP_PREFIX: &str = "mahjong-scorer.unreadable.";
const BUILD_KEY: &str = "mahjong-scorer.build";
/// The longest match name, in characters.
pub const MAX_MATCH_NAME: usize = 60;

/// The key a match is stored under.
pub fn match_key(id: u64) -> String {
    format!("{MATCH_PREFIX}{id}")
}

/// The key a match's draft hand is stored under.
pub fn draft_key(id: u64) -> String {
    format!("mahjong-scorer.draft.{id}")
}

/// The key of the index of matches.
pub fn index_key() -> &'static str {
    INDEX_KEY
}

/// The keys that keep nothing the players made: the build last run and the
/// sheet last drawn (`session::first_screen::nothing_kept` reads them).
pub const KEEPING_NOTHING: [&str; 2] = [BUILD_KEY, SNAPSHOT_KEY];

/// The key of a small setting.
pub fn setting_key(name: &str) -> String {
    format!("{PREFIX}setting.{name}")
}

#[derive(Serialize, Deserialize)]
struct StoredIndex {
    version: u32,
    current: Option<u64>,
    next_id: u64,
    matches: Vec<Summary>,
    #[serde(default)]
    bin: Vec<Binned>,
}

#[derive(Serialize, Deserialize)]
struct StoredPresets {
    version: u32,
    presets: Presets,
}

/// Why a stored match could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// The match's name.
    pub name: String,
    /// What was wrong.
    pub problem: LoadProblem,
}

/// What was wrong with a stored match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadProblem {
    /// Nothing is stored under its key.
    Missing,
    /// Its data could not be read, and was copied under a backup key.
    KeptAside(ReadError),
}

/// Something opening the store could not read and kept aside under a
/// backup key, for the players to be told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeptAside {
    /// The list of matches, rebuilt from the matches themselves; the JSON
    /// reader's account of what is wrong.
    Index(String),
    /// A match found while rebuilding the list.
    Match {
        /// Its id.
        id: u64,
        /// What is wrong with it.
        problem: ReadError,
    },
    /// The match kept by the first layout (schema 1).
    OldMatch(ReadError),
    /// The house-rule presets; the JSON reader's account.
    Presets(String),
    /// The club nights: the JSON reader's account, or none where a night's
    /// plan does not seat its players.
    Nights(Option<String>),
}

/// Why a match was not renamed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RenameError {
    /// The new name is blank.
    Blank,
    /// The new name is too long.
    TooLong,
    /// The name could not be saved.
    Store(StoreError),
}

impl From<StoreError> for RenameError {
    fn from(error: StoreError) -> Self {
        RenameError::Store(error)
    }
}

/// The stored matches and presets.
pub struct Library<S: KeyValue> {
    store: S,
    /// The matches, newest first.
    pub matches: Vec<Summary>,
    /// The match open on launch.
    pub current: Option<u64>,
    /// Deleted matches, most recent first.
    pub bin: Vec<Binned>,
    next_id: u64,
    /// The players' presets.
    pub presets: Presets,
    /// The club nights kept, most recent first.
    pub nights: Vec<Night>,
    /// Nights saved since opening, for their readers to see a change cheaply.
    pub nights_saved: u64,
    /// A write the library made of its own accord (the list of matches
    /// rewritten, unreadable data moved aside, expired matches forgotten)
    /// that the store refused, until the session takes it to say so.
    unsaved: Option<StoreError>,
    /// The build running: the reader the figures kept beside a match name.
    build: String,
}

impl<S: KeyValue> Library<S> {
    /// Notes a write of its own the store refused; the first is kept until taken.
    pub(super) fn housekeep(&mut self, result: Result<(), StoreError>) {
        if let Err(e) = result {
            self.unsaved.get_or_insert(e);
        }
    }

    /// The write of the library's own that the store refused, if any,
    /// once: nothing is lost by it (the data stays where it was), but the
    /// players are told the browser is refusing writes.
    pub fn take_unsaved(&mut self) -> Option<StoreError> {
        self.unsaved.take()
    }

    /// Everything kept aside, as (key, text).
    pub fn backups(&self) -> Vec<(String, String)> {
        self.store
            .keys()
            .into_iter()
            .filter(|k| k.starts_with(BACKUP_PREFIX))
            .filter_map(|k| Some((k.clone(), self.store.get(&k)?)))
            .collect()
    }

    fn save_index(&mut self) -> Result<(), StoreError> {
        let index = StoredIndex {
            version: VERSION,
            current: self.current,
            next_id: self.next_id,
            matches: self.matches.clone(),
            bin: self.bin.clone(),
        };
        let text = serde_json::to_string(&index).unwrap_or_default();
        self.store.set(INDEX_KEY, &text)
    }

    /// Reads a kept match for its figures, changing nothing: one that
    /// cannot be read is left out (opening it says why).
    pub fn read(&self, id: u64) -> Option<ScoredMatch> {
        decode_match(&self.store.get(&match_key(id))?).ok()
    }

    /// Reads a match, folded once. One that cannot be read is kept aside and
    /// dropped from the list; the error says so.
    pub fn load(&mut self, id: u64) -> Result<ScoredMatch, LoadError> {
        let key = match_key(id);
        let problem = match self.store.get(&key) {
            None => LoadProblem::Missing,
            Some(text) => match decode_match(&text) {
                Ok(game) => return Ok(game),
                Err(e) => {
                    self.keep_aside(&key, &text);
                    LoadProblem::KeptAside(e)
                }
            },
        };
        let forgotten = self.store.remove(&figures_key(id));
        self.housekeep(forgotten);
        let name = self.name_of(id);
        self.matches.retain(|m| m.id != id);
        if self.current == Some(id) {
            self.current = None;
        }
        let saved = self.save_index();
        self.housekeep(saved);
        Err(LoadError { name, problem })
    }

    fn name_of(&self, id: u64) -> String {
        self.matches
            .iter()
            .find(|m| m.id == id)
            .map_or_else(|| format!("Match {id}"), |m| m.name.clone())
    }

    /// Starts keeping a new match and makes it current.
    pub fn create(&mut self, name: &str, game: &ScoredMatch, now: &str) -> Result<u64, StoreError> {
        self.adopt(name, now, game, now)
    }

    /// Starts keeping a match begun elsewhere, `created` when it was
    /// started (as an import file says), and makes it current.
    pub fn adopt(
        &mut self,
        name: &str,
        created: &str,
        game: &ScoredMatch,
        now: &str,
    ) -> Result<u64, StoreError> {
        let id = self.next_id;
        self.next_id += 1;
        self.matches
            .insert(0, summarize(id, name, created, now, game));
        self.current = Some(id);
        self.write_match(id, game)?;
        self.save_index()?;
        Ok(id)
    }

    /// Puts another version of a match, and its name, over a kept one.
    pub fn replace(
        &mut self,
        id: u64,
        name: &str,
        game: &ScoredMatch,
        now: &str,
    ) -> Result<(), StoreError> {
        if let Some(entry) = self.matches.iter_mut().find(|m| m.id == id) {
            entry.name = name.to_string();
        }
        self.save(id, game, now)
    }

    /// Saves a match, its figures and its summary.
    pub fn save(&mut self, id: u64, game: &ScoredMatch, now: &str) -> Result<(), StoreError> {
        if let Some(entry) = self.matches.iter_mut().find(|m| m.id == id) {
            *entry = summarize(id, &entry.name, &entry.created, now, game);
        }
        self.write_match(id, game)?;
        self.save_index()
    }

    /// Reads the hand being entered in a listed match, if any.
    pub fn load_draft(&mut self, id: u64) -> Option<Draft> {
        if !self.has(id) {
            return None;
        }
        let key = draft_key(id);
        let text = self.store.get(&key)?;
        match decode_draft(&text) {
            Ok(draft) => Some(draft),
            Err(_) => {
                self.keep_aside(&key, &text);
                None
            }
        }
    }

    /// Saves (or forgets) the hand being entered in a match.
    pub fn save_draft(&mut self, id: u64, draft: Option<&Draft>) -> Result<(), StoreError> {
        match draft {
            Some(d) => self.store.set(&draft_key(id), &encode_draft(d)),
            None => self.store.remove(&draft_key(id)),
        }
    }

    /// Makes a match the one opened on launch (or none).
    pub fn set_current(&mut self, id: Option<u64>) -> Result<(), StoreError> {
        self.current = id;
        self.save_index()
    }

    /// Renames a match; the name is trimmed and must not be blank.
    pub fn rename(&mut self, id: u64, name: &str) -> Result<(), RenameError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(RenameError::Blank);
        }
        if name.chars().count() > MAX_MATCH_NAME {
            return Err(RenameError::TooLong);
        }
        if let Some(entry) = self.matches.iter_mut().find(|m| m.id == id) {
            entry.name = name.to_string();
        }
        Ok(self.save_index()?)
    }

    /// Saves the presets.
    pub fn save_presets(&mut self, presets: &Presets) -> Result<(), StoreError> {
        self.presets = presets.clone();
        let stored = StoredPresets {
            version: VERSION,
            presets: presets.clone(),
        };
        self.store.set(
            PRESETS_KEY,
            &serde_json::to_string(&stored).unwrap_or_default(),
        )
    }

    /// Re-reads the index after another tab changed it.
    pub fn reload_index(&mut self) {
        if let Some(Ok(index)) = self
            .store
            .get(INDEX_KEY)
            .map(|t| serde_json::from_str::<StoredIndex>(&t))
        {
            self.matches = index.matches;
            self.bin = index.bin;
            self.next_id = self.next_id.max(index.next_id);
        }
    }

    /// Notes the build now running; returns the one that ran last time, if it
    /// was a different one (so the players can be told of an update).
    pub fn note_build(&mut self, build: &str) -> Option<String> {
        self.build = build.to_string();
        let last = self.store.get(BUILD_KEY);
        if last.as_deref() == Some(build) {
            return None;
        }
        let noted = self.store.set(BUILD_KEY, build);
        self.housekeep(noted);
        last
    }

    /// A small setting, such as the colour theme.
    pub fn setting(&self, name: &str) -> Option<String> {
        self.store.get(&setting_key(name))
    }

    /// Saves a small setting.
    pub fn set_setting(&mut self, name: &str, value: &str) -> Result<(), StoreError> {
        self.store.set(&setting_key(name), value)
    }

    /// The store, for reading raw keys.
    pub fn store(&self) -> &S {
        &self.store
    }
}

#[cfg(test)]
mod tests;
