//! Every match kept in the browser, the presets, and what could not be read.
//!
//! Layout (schema 2): an index of the matches, each match under its own key,
//! the hand being entered beside it, and the presets. Schema 1 kept a single
//! match and draft under fixed keys; it is moved into the new layout on open.
//! Nothing unreadable is ever deleted: it is copied under a backup key first.

use super::codec::{decode_draft, encode_draft, encode_match, read_match, Draft};
use super::store::{KeyValue, StoreError};
use crate::engine::presets::Presets;
use crate::engine::sheet::{Match, ScoreSheet};
use serde::{Deserialize, Serialize};

/// Where every key starts.
pub const PREFIX: &str = "mahjong-scorer.";
const INDEX_KEY: &str = "mahjong-scorer.index";
const PRESETS_KEY: &str = "mahjong-scorer.presets";
const V1_MATCH_KEY: &str = "mahjong-scorer.match";
const V1_DRAFT_KEY: &str = "mahjong-scorer.draft";
const MATCH_PREFIX: &str = "mahjong-scorer.match.";
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

/// What the history list shows of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// Its key.
    pub id: u64,
    /// Its name.
    pub name: String,
    /// When it was started (ISO 8601).
    pub created: String,
    /// When it last changed (ISO 8601).
    pub updated: String,
    /// The players.
    pub players: Vec<String>,
    /// Hands played.
    pub hands: usize,
    /// Who leads, if anyone does alone.
    pub leader: Option<String>,
    /// The North round is over.
    pub complete: bool,
}

#[derive(Serialize, Deserialize)]
struct StoredIndex {
    version: u32,
    current: Option<u64>,
    next_id: u64,
    matches: Vec<Summary>,
}

#[derive(Serialize, Deserialize)]
struct StoredPresets {
    version: u32,
    presets: Presets,
}

/// A deleted match, kept so the deletion can be undone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deleted {
    summary: Summary,
    text: String,
    draft: Option<String>,
}

impl Deleted {
    /// The deleted match's name.
    pub fn name(&self) -> &str {
        &self.summary.name
    }
}

/// The stored matches and presets.
pub struct Library<S: KeyValue> {
    store: S,
    /// The matches, newest first.
    pub matches: Vec<Summary>,
    /// The match open on launch.
    pub current: Option<u64>,
    next_id: u64,
    /// The players' presets.
    pub presets: Presets,
}

/// Sums up a match for the history list.
pub fn summarize(id: u64, name: &str, created: &str, updated: &str, game: &Match) -> Summary {
    summarize_folded(id, name, created, updated, game, game.fold().ok().as_ref())
}

/// Sums up a match already folded (`None` when it does not fold).
fn summarize_folded(
    id: u64,
    name: &str,
    created: &str,
    updated: &str,
    game: &Match,
    sheet: Option<&ScoreSheet>,
) -> Summary {
    let (leader, complete) = match sheet {
        Some(sheet) => {
            let best = sheet.balances.0.iter().copied().max();
            let leaders: Vec<usize> = (0..sheet.balances.len())
                .filter(|&i| Some(sheet.balances.0[i]) == best)
                .collect();
            let leader = match leaders.as_slice() {
                [one] if !sheet.rows.is_empty() => game.setup.names.get(*one).cloned(),
                _ => None,
            };
            (leader, sheet.next.complete)
        }
        None => (None, false),
    };
    Summary {
        id,
        name: name.to_string(),
        created: created.to_string(),
        updated: updated.to_string(),
        players: game.setup.names.clone(),
        hands: game.hands.len(),
        leader,
        complete,
    }
}

impl<S: KeyValue> Library<S> {
    /// Opens the store: reads the index (rebuilding it from the matches if it
    /// is missing or unreadable), moves schema-1 data into the new layout,
    /// and reads the presets. Returns what the players should be told.
    pub fn open(store: S, now: &str) -> (Library<S>, Vec<String>) {
        let mut library = Library {
            store,
            matches: Vec::new(),
            current: None,
            next_id: 1,
            presets: Presets::default(),
        };
        let mut notices = Vec::new();
        match library.store.get(INDEX_KEY) {
            Some(text) => match serde_json::from_str::<StoredIndex>(&text) {
                Ok(index) => {
                    library.matches = index.matches;
                    library.current = index.current;
                    library.next_id = index.next_id.max(1);
                }
                Err(e) => {
                    library.keep_aside(INDEX_KEY, &text);
                    notices.push(format!(
                        "The list of matches could not be read ({e}); it was kept aside and rebuilt from the matches themselves."
                    ));
                    library.rebuild(now, &mut notices);
                }
            },
            None => library.rebuild(now, &mut notices),
        }
        library.migrate_v1(now, &mut notices);
        if let Some(text) = library.store.get(PRESETS_KEY) {
            match serde_json::from_str::<StoredPresets>(&text) {
                Ok(stored) => library.presets = stored.presets,
                Err(e) => {
                    library.keep_aside(PRESETS_KEY, &text);
                    notices.push(format!(
                        "The saved house-rule presets could not be read ({e}); they were kept aside."
                    ));
                }
            }
        }
        if library.current.is_some_and(|id| !library.has(id)) {
            library.current = None;
        }
        let _ = library.save_index();
        (library, notices)
    }

    fn has(&self, id: u64) -> bool {
        self.matches.iter().any(|m| m.id == id)
    }

    /// Rebuilds the index from the match keys.
    fn rebuild(&mut self, now: &str, notices: &mut Vec<String>) {
        let mut ids: Vec<u64> = self
            .store
            .keys()
            .iter()
            .filter_map(|k| k.strip_prefix(MATCH_PREFIX)?.parse().ok())
            .collect();
        ids.sort_unstable();
        for id in ids {
            let Some(text) = self.store.get(&match_key(id)) else {
                continue;
            };
            match read_match(&text) {
                Ok((game, sheet)) => {
                    let name = format!("Match {id}");
                    let summary = summarize_folded(id, &name, now, now, &game, Some(&sheet));
                    self.matches.insert(0, summary);
                    self.current = Some(id);
                }
                Err(e) => {
                    self.keep_aside(&match_key(id), &text);
                    notices.push(format!(
                        "Match {id} could not be read ({e}); it was kept aside."
                    ));
                }
            }
            self.next_id = self.next_id.max(id + 1);
        }
    }

    /// Moves the single match and draft of schema 1 into the new layout.
    fn migrate_v1(&mut self, now: &str, notices: &mut Vec<String>) {
        let Some(text) = self.store.get(V1_MATCH_KEY) else {
            return;
        };
        match read_match(&text) {
            Ok((game, sheet)) => {
                let id = self.next_id;
                let moved = self.store.set(&match_key(id), &encode_match(&game)).is_ok();
                if !moved {
                    return; // try again next time; nothing is lost
                }
                self.next_id += 1;
                self.matches.insert(
                    0,
                    summarize_folded(id, "Match", now, now, &game, Some(&sheet)),
                );
                self.current = Some(id);
                if let Some(draft) = self.store.get(V1_DRAFT_KEY) {
                    if decode_draft(&draft).is_ok()
                        && self.store.set(&draft_key(id), &draft).is_ok()
                    {
                        self.store.remove(V1_DRAFT_KEY);
                    }
                }
                self.store.remove(V1_MATCH_KEY);
            }
            Err(e) => {
                self.keep_aside(V1_MATCH_KEY, &text);
                notices.push(format!(
                    "The saved match could not be read ({e}); it was kept aside."
                ));
            }
        }
    }

    /// Copies unreadable text under a backup key, then forgets the original.
    /// If the copy cannot be written the original stays where it is.
    fn keep_aside(&mut self, key: &str, text: &str) {
        let base = format!("{BACKUP_PREFIX}{key}");
        let backup = (1..)
            .map(|n| {
                if n == 1 {
                    base.clone()
                } else {
                    format!("{base}.{n}")
                }
            })
            .find(|k| self.store.get(k).is_none())
            .unwrap_or(base);
        if self.store.set(&backup, text).is_ok() {
            self.store.remove(key);
        }
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
            version: super::VERSION,
            current: self.current,
            next_id: self.next_id,
            matches: self.matches.clone(),
        };
        let text = serde_json::to_string(&index).unwrap_or_default();
        self.store.set(INDEX_KEY, &text)
    }

    /// Reads a match. One that cannot be read is kept aside and dropped
    /// from the list; the message says so.
    pub fn load(&mut self, id: u64) -> Result<Match, String> {
        self.load_with_sheet(id).map(|(game, _)| game)
    }

    /// Reads a match with the score sheet folded while checking it.
    pub fn load_with_sheet(&mut self, id: u64) -> Result<(Match, ScoreSheet), String> {
        let key = match_key(id);
        let result = match self.store.get(&key) {
            None => Err("its data is missing".to_string()),
            Some(text) => read_match(&text).map_err(|e| {
                self.keep_aside(&key, &text);
                format!("{e}; it was kept aside")
            }),
        };
        if let Err(e) = &result {
            let name = self
                .matches
                .iter()
                .find(|m| m.id == id)
                .map(|m| m.name.clone());
            self.matches.retain(|m| m.id != id);
            if self.current == Some(id) {
                self.current = None;
            }
            let _ = self.save_index();
            return Err(format!(
                "{} could not be opened: {e}.",
                name.unwrap_or_else(|| format!("Match {id}"))
            ));
        }
        result
    }

    /// Starts keeping a new match and makes it current.
    pub fn create(&mut self, name: &str, game: &Match, now: &str) -> Result<u64, StoreError> {
        let id = self.next_id;
        self.next_id += 1;
        self.matches.insert(0, summarize(id, name, now, now, game));
        self.current = Some(id);
        self.store.set(&match_key(id), &encode_match(game))?;
        self.save_index()?;
        Ok(id)
    }

    /// Saves a match and its summary.
    pub fn save(&mut self, id: u64, game: &Match, now: &str) -> Result<(), StoreError> {
        if let Some(entry) = self.matches.iter_mut().find(|m| m.id == id) {
            *entry = summarize(id, &entry.name, &entry.created, now, game);
        }
        self.store.set(&match_key(id), &encode_match(game))?;
        self.save_index()
    }

    /// Reads the hand being entered in a match, if any.
    pub fn load_draft(&mut self, id: u64) -> Option<Draft> {
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
            None => {
                self.store.remove(&draft_key(id));
                Ok(())
            }
        }
    }

    /// Makes a match the one opened on launch (or none).
    pub fn set_current(&mut self, id: Option<u64>) -> Result<(), StoreError> {
        self.current = id;
        self.save_index()
    }

    /// Renames a match; the name is trimmed and must not be blank.
    pub fn rename(&mut self, id: u64, name: &str) -> Result<(), String> {
        let name = name.trim();
        if name.is_empty() {
            return Err("A match needs a name.".into());
        }
        if name.chars().count() > MAX_MATCH_NAME {
            return Err(format!(
                "A match's name must be at most {MAX_MATCH_NAME} characters."
            ));
        }
        if let Some(entry) = self.matches.iter_mut().find(|m| m.id == id) {
            entry.name = name.to_string();
        }
        self.save_index().map_err(|e| e.to_string())
    }

    /// Deletes a match, returning what is needed to undo it.
    pub fn delete(&mut self, id: u64) -> Option<Deleted> {
        let position = self.matches.iter().position(|m| m.id == id)?;
        let text = self.store.get(&match_key(id))?;
        let draft = self.store.get(&draft_key(id));
        let summary = self.matches.remove(position);
        self.store.remove(&match_key(id));
        self.store.remove(&draft_key(id));
        if self.current == Some(id) {
            self.current = None;
        }
        let _ = self.save_index();
        Some(Deleted {
            summary,
            text,
            draft,
        })
    }

    /// Puts a deleted match back.
    pub fn undelete(&mut self, deleted: Deleted) -> Result<(), StoreError> {
        let id = deleted.summary.id;
        self.store.set(&match_key(id), &deleted.text)?;
        if let Some(draft) = &deleted.draft {
            self.store.set(&draft_key(id), draft)?;
        }
        self.matches.insert(0, deleted.summary);
        self.matches
            .sort_by(|a, b| b.created.cmp(&a.created).then(b.id.cmp(&a.id)));
        self.save_index()
    }

    /// Saves the presets.
    pub fn save_presets(&mut self, presets: &Presets) -> Result<(), StoreError> {
        self.presets = presets.clone();
        let stored = StoredPresets {
            version: super::VERSION,
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
            self.next_id = self.next_id.max(index.next_id);
        }
    }

    /// Notes the build now running; returns the one that ran last time, if it
    /// was a different one (so the players can be told of an update).
    pub fn note_build(&mut self, build: &str) -> Option<String> {
        let last = self.store.get(BUILD_KEY);
        if last.as_deref() == Some(build) {
            return None;
        }
        let _ = self.store.set(BUILD_KEY, build);
        last
    }

    /// A small setting, such as the colour theme.
    pub fn setting(&self, name: &str) -> Option<String> {
        self.store.get(&format!("{PREFIX}setting.{name}"))
    }

    /// Saves a small setting.
    pub fn set_setting(&mut self, name: &str, value: &str) -> Result<(), StoreError> {
        self.store.set(&format!("{PREFIX}setting.{name}"), value)
    }

    /// The store, for reading raw keys.
    pub fn store(&self) -> &S {
        &self.store
    }
}

#[cfg(test)]
mod tests;
