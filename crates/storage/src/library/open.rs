//! Opening the store: the index (rebuilt if lost), schema-1 data moved into
//! the new layout, the presets, and anything unreadable kept aside.

use super::*;

impl<S: KeyValue> Library<S> {
    /// Opens the store: reads the index (rebuilding it from the matches if it
    /// is missing or unreadable), moves schema-1 data into the new layout,
    /// and reads the presets. Returns what the players should be told.
    pub fn open(store: S, now: &str) -> (Library<S>, Vec<KeptAside>) {
        let mut library = Library {
            store,
            matches: Vec::new(),
            current: None,
            bin: Vec::new(),
            next_id: 1,
            presets: Presets::default(),
            nights: Vec::new(),
            nights_saved: 0,
            unsaved: None,
            build: String::new(),
        };
        let mut notices = Vec::new();
        match library.store.get(INDEX_KEY) {
            Some(text) => match serde_json::from_str::<StoredIndex>(&text) {
                Ok(index) => {
                    library.matches = index.matches;
                    library.bin = index.bin;
                    library.current = index.current;
                    library.next_id = index.next_id.max(1);
                }
                Err(e) => {
                    library.keep_aside(INDEX_KEY, &text);
                    notices.push(KeptAside::Index(e.to_string()));
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
                    notices.push(KeptAside::Presets(e.to_string()));
                }
            }
        }
        library.read_nights(&mut notices);
        library.purge_expired(now);
        if library.current.is_some_and(|id| !library.has(id)) {
            library.current = None;
        }
        // A store with nothing in it is left with nothing in it, so the
        // next visit's first screen knows at once that no match is open.
        let blank = library.matches.is_empty() && library.bin.is_empty();
        if !blank || library.store.get(INDEX_KEY).is_some() {
            let saved = library.save_index();
            library.housekeep(saved);
        }
        (library, notices)
    }

    /// Whether a match of this id is listed.
    pub fn has(&self, id: u64) -> bool {
        self.matches.iter().any(|m| m.id == id)
    }

    /// Rebuilds the index from the match keys.
    fn rebuild(&mut self, now: &str, notices: &mut Vec<KeptAside>) {
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
            match decode_match(&text) {
                Ok(game) => {
                    let name = format!("Match {id}");
                    let summary = summarize(id, &name, now, now, &game);
                    self.matches.insert(0, summary);
                    self.current = Some(id);
                }
                Err(e) => {
                    self.keep_aside(&match_key(id), &text);
                    let forgotten = self.store.remove(&figures_key(id));
                    self.housekeep(forgotten);
                    notices.push(KeptAside::Match { id, problem: e });
                }
            }
            self.next_id = self.next_id.max(id + 1);
        }
    }

    /// Moves the single match and draft of schema 1 into the new layout.
    fn migrate_v1(&mut self, now: &str, notices: &mut Vec<KeptAside>) {
        let Some(text) = self.store.get(V1_MATCH_KEY) else {
            return;
        };
        match decode_match(&text) {
            Ok(game) => {
                let id = self.next_id;
                let moved = self.write_match(id, &game).is_ok();
                if !moved {
                    return; // try again next time; nothing is lost
                }
                self.next_id += 1;
                self.matches
                    .insert(0, summarize(id, "Match", now, now, &game));
                self.current = Some(id);
                if let Some(draft) = self.store.get(V1_DRAFT_KEY) {
                    if decode_draft(&draft).is_ok()
                        && self.store.set(&draft_key(id), &draft).is_ok()
                    {
                        let moved = self.store.remove(V1_DRAFT_KEY);
                        self.housekeep(moved);
                    }
                }
                let moved = self.store.remove(V1_MATCH_KEY);
                self.housekeep(moved);
            }
            Err(e) => {
                self.keep_aside(V1_MATCH_KEY, &text);
                notices.push(KeptAside::OldMatch(e));
            }
        }
    }

    /// Copies unreadable text under a backup key, then forgets the original.
    /// If the copy cannot be written the original stays where it is.
    pub(super) fn keep_aside(&mut self, key: &str, text: &str) {
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
        let moved = self
            .store
            .set(&backup, text)
            .and_then(|()| self.store.remove(key));
        self.housekeep(moved);
    }
}
