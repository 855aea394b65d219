//! Commands on the library of matches: start, open, close, delete and undo,
//! rename, presets, import and export.

use super::{Notice, OpenMatch, Session, Undo};
use crate::engine::presets::{Preset, Presets};
use crate::engine::rules::RuleSet;
use crate::engine::setup::MatchSetup;
use crate::engine::sheet::{Match, MatchError, ScoredMatch};
use crate::storage::export::{export, score_sheet_csv, ExportFile};
use crate::storage::{KeyValue, RenameError};
use std::sync::Arc;

impl<S: KeyValue> Session<S> {
    /// Starts and keeps a new match, and opens it.
    pub fn start_match(
        &mut self,
        name: &str,
        setup: MatchSetup,
        rules: RuleSet,
    ) -> Result<(), MatchError> {
        let scored = ScoredMatch::new(Match::new(setup, rules))?;
        self.undo = None;
        let now = self.now();
        let saved = self.library.create(name, &scored, &now).map(|_| ());
        self.note(saved);
        self.open = self.library.current.map(|id| OpenMatch {
            id,
            scored: Arc::new(scored),
            hand: None,
        });
        Ok(())
    }

    /// Opens a stored match, with the hand that was being entered in it.
    pub fn open_match(&mut self, id: u64) {
        self.undo = None;
        match self.library.load(id) {
            Ok(scored) => {
                let draft = self.library.load_draft(id);
                let saved = self.library.set_current(Some(id));
                self.open = Some(OpenMatch {
                    id,
                    scored: Arc::new(scored),
                    hand: None,
                });
                if let Some(draft) = draft {
                    self.resume_hand(draft);
                }
                self.note(saved);
            }
            Err(e) => self.notice = Some(Notice::NotOpened(e)),
        }
    }

    /// Closes the open match (it stays in the library) to set up a new one.
    pub fn close_match(&mut self) {
        self.undo = None;
        let saved = self.library.set_current(None);
        self.open = None;
        self.note(saved);
    }

    /// Moves a stored match to the bin; [`Session::undo`] or
    /// [`Session::restore_match`] brings it back.
    pub fn delete_match(&mut self, id: u64) {
        if self.current() == Some(id) {
            self.close_match();
        }
        let now = self.now();
        if let Some(name) = self.library.delete(id, &now) {
            self.undo = Some(Undo::Deleted(id));
            self.notice = Some(Notice::Binned(name));
        }
    }

    /// Takes a match out of the bin.
    pub fn restore_match(&mut self, id: u64) {
        let restored = self.library.restore(id);
        self.note(restored);
    }

    /// Deletes a match in the bin for good.
    pub fn purge_match(&mut self, id: u64) {
        self.library.purge(id);
    }

    /// Deletes every match in the bin for good.
    pub fn empty_bin(&mut self) {
        self.library.empty_bin();
        self.undo = None;
    }

    /// Renames a stored match.
    pub fn rename_match(&mut self, id: u64, name: &str) -> Result<(), RenameError> {
        self.library.rename(id, name)
    }

    /// Saves the presets.
    pub fn save_presets(&mut self, presets: Presets) {
        let saved = self.library.save_presets(&presets);
        self.note(saved);
    }

    /// Adds an import file's matches and presets beside what is kept:
    /// nothing is replaced, and a preset whose name is taken comes in as a
    /// copy.
    pub fn import(&mut self, file: ExportFile) {
        let mut presets = self.library.presets.clone();
        let mut renamed_presets = 0;
        for preset in file.presets {
            let name = presets.check_name(&preset.name, None).unwrap_or_else(|_| {
                renamed_presets += 1;
                presets.copy_name(&preset.name)
            });
            presets.0.push(Preset {
                name,
                rules: preset.rules,
            });
        }
        self.save_presets(presets);
        let current = self.library.current;
        let now = self.now();
        let mut matches = 0;
        for m in file.matches {
            let Ok(scored) = ScoredMatch::new(m.game) else {
                continue;
            };
            let saved = self.library.create(&m.name, &scored, &now).map(|_| ());
            self.note(saved);
            matches += 1;
        }
        let saved = self.library.set_current(current);
        self.note(saved);
        self.notice = Some(Notice::Imported {
            matches,
            renamed_presets,
        });
    }

    /// A stored match's name.
    pub fn match_name(&self, id: u64) -> Option<&str> {
        let summary = self.library.matches.iter().find(|s| s.id == id)?;
        Some(&summary.name)
    }

    /// The export file of the chosen matches and the presets.
    pub fn export(&mut self, ids: &[u64]) -> String {
        let mut matches = Vec::new();
        for &id in ids {
            let Some(summary) = self.library.matches.iter().find(|s| s.id == id).cloned() else {
                continue;
            };
            let scored = match &self.open {
                Some(open) if open.id == id => Some(ScoredMatch::clone(&open.scored)),
                _ => self.library.load(id).ok(),
            };
            matches.extend(scored.map(|s| (summary, s)));
        }
        export(&matches, &self.library.presets, &self.now())
    }

    /// The open match's score sheet as CSV.
    pub fn sheet_csv(&self) -> Option<String> {
        let scored = self.scored()?;
        Some(score_sheet_csv(scored.game(), scored.sheet()))
    }

    /// Tells the players the browser would not save a file.
    pub fn not_downloaded(&mut self) {
        self.notice = Some(Notice::NotDownloaded);
    }
}
