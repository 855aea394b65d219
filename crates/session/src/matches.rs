//! Commands on the library of matches: start, open, close, delete and undo,
//! rename, presets, import and export.

use super::{Duplicates, Imported, Notice, OpenMatch, Session, Undo};
use engine::night::Night;
use engine::presets::{Preset, Presets};
use engine::rules::RuleSet;
use engine::setup::MatchSetup;
use engine::sheet::{Match, MatchError, ScoredMatch};
use std::sync::Arc;
use storage::export::{export, export_for_link, ExportFile};
use storage::{KeyValue, RenameError};

mod nights;

impl<S: KeyValue> Session<S> {
    /// Starts and keeps a new match, and opens it.
    pub fn start_match(
        &mut self,
        name: &str,
        setup: MatchSetup,
        rules: RuleSet,
    ) -> Result<(), MatchError> {
        // A new match meets the name rule in full; one kept already (a
        // rematch, a night's table) only what kept matches must.
        let problems = setup.problems();
        if !problems.is_empty() {
            return Err(MatchError::Setup(problems));
        }
        self.start(name, Match::new(setup, rules))
    }

    /// Starts a match and keeps it, open on its score sheet.
    pub(super) fn start(&mut self, name: &str, game: Match) -> Result<(), MatchError> {
        let scored = ScoredMatch::new(game)?;
        self.undo = None;
        let now = self.now();
        self.keep_draft();
        let saved = self.library.create(name, &scored, &now).map(|_| ());
        self.note(saved);
        self.open = self
            .library
            .current
            .map(|id| OpenMatch::new(id, Arc::new(scored), Vec::new()));
        Ok(())
    }

    /// Starts a new match with the open one's players in the same seats,
    /// the same points and tally, and the rules now in force, under
    /// `name`; the players are told when it cannot be started.
    pub fn rematch(&mut self, name: &str) {
        let Some(scored) = self.scored() else {
            return;
        };
        let setup = scored.game().setup.clone();
        let rules = scored.next_table().rules.clone();
        if let Err(e) = self.start_match(name, setup, rules) {
            self.notice = Some(Notice::NotStarted(e));
        }
    }

    /// Opens a stored match, with the hand that was being entered in it.
    pub fn open_match(&mut self, id: u64) {
        self.undo = None;
        self.keep_draft();
        match self.library.load(id) {
            Ok(scored) => {
                let draft = self.library.load_draft(id);
                // The list is written again only when another match opens.
                let saved = match self.library.current == Some(id) {
                    true => Ok(()),
                    false => self.library.set_current(Some(id)),
                };
                self.open = Some(OpenMatch::new(id, Arc::new(scored), Vec::new()));
                if let Some(draft) = draft {
                    self.resume_hand(draft.left());
                }
                self.note(saved);
            }
            Err(e) => self.notice = Some(Notice::NotOpened(e)),
        }
    }

    /// Closes the open match (it stays in the library) to set up a new one.
    pub fn close_match(&mut self) {
        self.undo = None;
        self.keep_draft();
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
        if let Some((name, saved)) = self.library.delete(id, &now) {
            self.undo = Some(Undo::Deleted(id));
            self.notice = Some(Notice::Binned(name));
            self.note(saved);
        }
    }

    /// Takes a match out of the bin.
    pub fn restore_match(&mut self, id: u64) {
        let restored = self.library.restore(id);
        self.note(restored);
    }

    /// Deletes a match in the bin for good.
    pub fn purge_match(&mut self, id: u64) {
        let saved = self.library.purge(id);
        self.note(saved);
    }

    /// Deletes every match in the bin for good.
    pub fn empty_bin(&mut self) {
        let saved = self.library.empty_bin();
        self.undo = None;
        self.note(saved);
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

    /// The matches of an import file that are already kept (started at the
    /// same moment by the same players), each as (its place in the file,
    /// the kept match's key).
    pub fn already_kept(&self, file: &ExportFile) -> Vec<(usize, u64)> {
        file.matches
            .iter()
            .enumerate()
            .filter_map(|(i, m)| Some((i, self.twin_of(&m.created, &m.game.setup.names)?)))
            .collect()
    }

    /// The kept match that is the same match as one started at `created`
    /// by `players`, if any.
    pub(super) fn twin_of(&self, created: &str, players: &[String]) -> Option<u64> {
        let kept = self.library.matches.iter();
        kept.filter(|s| s.created == created && s.players == players)
            .map(|s| s.id)
            .next()
    }

    /// Adds an import file's matches, club nights and presets beside what
    /// is kept; a match already kept is kept twice, replaced or skipped as
    /// the players chose, a night already kept takes in the file's rounds
    /// and results, and a preset whose name is taken comes in as a copy.
    pub fn import(&mut self, file: ExportFile, kept: Duplicates) {
        self.bring_in(file, kept, false);
    }

    /// Adds a link's match as [`Session::import`] adds a file's.
    pub fn import_from_link(&mut self, file: ExportFile, kept: Duplicates) {
        self.bring_in(file, kept, true);
    }

    fn bring_in(&mut self, file: ExportFile, kept: Duplicates, from_link: bool) {
        let renamed_presets = self.import_presets(file.presets.clone());
        let already = self.already_kept(&file);
        let current = self.library.current;
        let now = self.now();
        let mut counts = Imported::default();
        // Each file match's `id` and the id it is kept under here.
        let mut kept_as = Vec::new();
        for (i, m) in file.matches.into_iter().enumerate() {
            let Ok(scored) = ScoredMatch::new(m.game) else {
                continue;
            };
            let twin = already.iter().find(|(at, _)| *at == i).map(|&(_, id)| id);
            let saved = match (twin, kept) {
                (Some(id), Duplicates::Skip) => {
                    counts.skipped += 1;
                    Ok(id)
                }
                (Some(id), Duplicates::Replace) => {
                    counts.replaced += 1;
                    self.library
                        .replace(id, &m.name, &scored, &now)
                        .map(|()| id)
                }
                _ => {
                    counts.added += 1;
                    self.library.adopt(&m.name, &m.created, &scored, &now)
                }
            };
            if let (Some(from), Ok(here)) = (m.id, &saved) {
                kept_as.push((from, *here));
            }
            self.note(saved.map(|_| ()));
        }
        self.bring_in_nights(file.nights, &kept_as, &mut counts);
        let saved = self.library.set_current(current);
        self.note(saved);
        self.refresh_open();
        self.notice = Some(Notice::Imported {
            counts,
            renamed_presets,
            from_link,
        });
    }

    /// Adds presets, a taken name coming in as a copy; returns how many
    /// were renamed.
    fn import_presets(&mut self, imported: Vec<Preset>) -> usize {
        let mut presets = self.library.presets.clone();
        let mut renamed = 0;
        for preset in imported {
            let name = presets.check_name(&preset.name, None).unwrap_or_else(|_| {
                renamed += 1;
                presets.copy_name(&preset.name)
            });
            presets.0.push(Preset {
                name,
                key: None,
                rules: preset.rules,
            });
        }
        self.save_presets(presets);
        renamed
    }

    /// Reads the open match again after it was replaced in storage.
    pub(super) fn refresh_open(&mut self) {
        let Some(id) = self.current() else {
            return;
        };
        if let Ok(scored) = self.library.load(id) {
            if self.scored().map(|s| s.as_ref()) != Some(&scored) {
                self.take_in(id, scored);
            }
        }
    }

    /// A stored match's name.
    pub fn match_name(&self, id: u64) -> Option<&str> {
        let summary = self.library.matches.iter().find(|s| s.id == id)?;
        Some(&summary.name)
    }

    /// The export file of the chosen matches and the presets (a match that
    /// is a club night's table goes without its night).
    pub fn export(&mut self, ids: &[u64]) -> String {
        self.export_with(ids, &[])
    }

    /// The export file of every kept match, every club night and the
    /// presets: a backup.
    pub fn export_everything(&mut self) -> String {
        let ids: Vec<u64> = self.library.matches.iter().map(|s| s.id).collect();
        let nights = self.library.nights.clone();
        self.export_with(&ids, &nights)
    }

    fn export_with(&mut self, ids: &[u64], nights: &[Night]) -> String {
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
        export(&matches, nights, &self.library.presets, &self.now())
    }

    /// The open match for a link: its inputs alone, on one line.
    pub fn match_for_link(&self) -> Option<String> {
        let open = self.open.as_ref()?;
        let summary = self.library.matches.iter().find(|s| s.id == open.id)?;
        Some(export_for_link(summary, open.scored.game(), &self.now()))
    }

    /// Tells the players the browser would not save a file.
    pub fn not_downloaded(&mut self) {
        self.notice = Some(Notice::NotDownloaded);
    }

    /// Tells the players the browser would not print.
    pub fn not_printed(&mut self) {
        self.notice = Some(Notice::NotPrinted);
    }

    /// Tells the players how handing on a link went.
    pub fn link_told(&mut self, notice: Notice) {
        self.notice = Some(notice);
    }
}
