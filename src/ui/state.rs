//! The app's state: the stored library of matches, the match open and the
//! hand being entered. Everything shown is derived from these.

use crate::engine::presets::Presets;
use crate::engine::setup::MatchSetup;
use crate::engine::sheet::{HandRecord, Match, MatchError, ScoreSheet, TableState};
use crate::engine::RuleSet;
use crate::storage::library::{draft_key, index_key, match_key};
use crate::storage::{
    decode_draft, decode_match, Deleted, Draft, Library, LocalStore, StoreError, Summary,
};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The part of the app showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The open match: setup, score sheet or hand form.
    Play,
    /// Every stored match.
    History,
    /// House rules and presets.
    Rules,
}

/// Which screen of the open match is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// No match: set one up.
    Setup,
    /// The score sheet.
    Sheet,
    /// Entering a hand.
    Hand,
}

/// A message for the players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// What happened.
    pub text: String,
    /// Saving failed: offer to export what is in memory.
    pub offer_export: bool,
}

/// The version running: the package version and the build's id.
pub fn build() -> String {
    let id = option_env!("BUILD_ID").unwrap_or("dev");
    format!("{}+{id}", env!("CARGO_PKG_VERSION"))
}

/// The current time, ISO 8601.
pub fn now() -> String {
    js_sys::Date::new_0().to_iso_string().into()
}

/// Shared app state, handed to every screen through context.
#[derive(Clone, Copy)]
pub struct AppState {
    library: StoredValue<Library<LocalStore>, LocalStorage>,
    /// What was last written for the open match, so loading or another tab's
    /// change is not written straight back.
    saved: StoredValue<Option<Match>>,
    saved_draft: StoredValue<Option<Draft>>,
    /// A match just opened, with the sheet folded while checking it: the
    /// sheet is used once, while the match is still the one opened.
    opened: StoredValue<Option<(Match, ScoreSheet)>>,
    /// The stored matches, newest first.
    pub matches: RwSignal<Vec<Summary>>,
    /// The players' presets.
    pub presets: RwSignal<Presets>,
    /// The open match's key.
    pub current: RwSignal<Option<u64>>,
    /// The open match: its inputs only.
    pub game: RwSignal<Option<Match>>,
    /// The hand being entered, if any.
    pub draft: RwSignal<Option<Draft>>,
    /// The score sheet, folded from the match.
    pub sheet: Memo<Option<Result<ScoreSheet, MatchError>>>,
    /// The table the draft is played at (the next hand, or the one corrected).
    pub draft_table: Memo<Option<TableState>>,
    /// A message for the players.
    pub notice: RwSignal<Option<Notice>>,
    /// The part of the app showing.
    pub view: RwSignal<View>,
    /// The last deleted match, until the deletion is undone or forgotten.
    pub deleted: RwSignal<Option<Deleted>>,
    /// The colour theme: "system", "light" or "dark".
    pub theme: RwSignal<String>,
}

impl AppState {
    /// Opens storage and the last match, and keeps storage in step.
    pub fn start() -> AppState {
        let store = LocalStore::open();
        let available = store.available();
        let (mut library, mut notices) = Library::open(store, &now());
        let current = library.current;
        let mut game = None;
        let mut draft = None;
        let mut opened = None;
        if let Some(id) = current {
            match library.load_with_sheet(id) {
                Ok((g, sheet)) => {
                    game = Some(g.clone());
                    opened = Some((g, sheet));
                    draft = library.load_draft(id);
                }
                Err(e) => notices.push(e),
            }
        }
        if library.note_build(&build()).is_some() {
            notices.push(format!(
                "The app has been updated (version {}). Every match is as it was.",
                build()
            ));
        }
        if !available {
            notices.push(
                "This browser is not letting the app save anything: the match lives only in this page. Export it before closing.".into(),
            );
        }
        let notice = (!notices.is_empty()).then(|| Notice {
            offer_export: !available,
            text: notices.join(" "),
        });
        let theme = library.setting("theme").unwrap_or_else(|| "system".into());
        let matches = RwSignal::new(library.matches.clone());
        let presets = RwSignal::new(library.presets.clone());
        let current = RwSignal::new(game.as_ref().and(current));
        let saved = StoredValue::new(game.clone());
        let saved_draft = StoredValue::new(draft.clone());
        let game = RwSignal::new(game);
        let draft = RwSignal::new(draft);
        let opened = StoredValue::new(opened);
        let sheet = Memo::new(move |_| {
            game.with(|g| {
                let g = g.as_ref()?;
                let checked = opened
                    .try_update_value(|o| o.take().filter(|(m, _)| m == g))
                    .flatten();
                Some(checked.map_or_else(|| g.fold(), |(_, sheet)| Ok(sheet)))
            })
        });
        let correcting = Memo::new(move |_| draft.with(|d| d.as_ref().map(|d| d.correcting)));
        let draft_table = Memo::new(move |_| {
            let correcting = correcting.get()?;
            game.with(|g| {
                let g = g.as_ref()?;
                g.table_before(correcting.unwrap_or(g.hands.len())).ok()
            })
        });
        let state = AppState {
            library: StoredValue::new_local(library),
            saved,
            saved_draft,
            opened,
            matches,
            presets,
            current,
            game,
            draft,
            sheet,
            draft_table,
            notice: RwSignal::new(notice),
            view: RwSignal::new(View::Play),
            deleted: RwSignal::new(None),
            theme: RwSignal::new(theme),
        };
        state.keep_saved();
        state.follow_other_tabs();
        state
    }

    fn storage_trouble(&self, error: StoreError) {
        let text = match error {
            StoreError::Full => "The browser's storage is full, so the latest change is kept only in this page. Export the match to keep it safe, or delete old matches in History.",
            StoreError::Unavailable => "The browser refused to save, so the latest change is kept only in this page. Export the match to keep it safe.",
        };
        self.notice.set(Some(Notice {
            text: text.into(),
            offer_export: true,
        }));
    }

    /// Effects that write the match and the draft whenever they change.
    fn keep_saved(self) {
        Effect::new(move |_| {
            let game = self.game.get();
            let Some(id) = self.current.get() else {
                return;
            };
            let Some(game) = game else {
                return;
            };
            if self.saved.with_value(|s| s.as_ref() == Some(&game)) {
                return;
            }
            let result = self.library.try_update_value(|l| {
                let result = l.save(id, &game, &now());
                (result, l.matches.clone())
            });
            if let Some((result, matches)) = result {
                self.matches.set(matches);
                match result {
                    Ok(()) => self.saved.set_value(Some(game)),
                    Err(e) => self.storage_trouble(e),
                }
            }
        });
        Effect::new(move |_| {
            let draft = self.draft.get();
            let Some(id) = self.current.get() else {
                return;
            };
            if self.saved_draft.with_value(|s| *s == draft) {
                return;
            }
            let result = self
                .library
                .try_update_value(|l| l.save_draft(id, draft.as_ref()));
            match result {
                Some(Err(e)) => self.storage_trouble(e),
                _ => self.saved_draft.set_value(draft),
            }
        });
    }

    /// Another tab writing the same match: take its version and say so.
    fn follow_other_tabs(self) {
        let handle = window_event_listener_untyped("storage", move |ev| {
            let Some(ev) = ev.dyn_ref::<web_sys::StorageEvent>() else {
                return;
            };
            let Some(key) = ev.key() else {
                return;
            };
            if key == index_key() {
                let matches = self.library.try_update_value(|l| {
                    l.reload_index();
                    l.matches.clone()
                });
                if let Some(matches) = matches {
                    self.matches.set(matches);
                }
                return;
            }
            let Some(id) = self.current.get_untracked() else {
                return;
            };
            let value = ev.new_value();
            if key == match_key(id) {
                if let Some(Ok(game)) = value.as_deref().map(decode_match) {
                    self.saved.set_value(Some(game.clone()));
                    self.game.set(Some(game));
                    self.notice.set(Some(Notice {
                        text: "This match was changed in another tab or window; it now shows the latest, with nothing lost.".into(),
                        offer_export: false,
                    }));
                }
            } else if key == draft_key(id) {
                let draft = value.as_deref().and_then(|t| decode_draft(t).ok());
                self.saved_draft.set_value(draft.clone());
                self.draft.set(draft);
            }
        });
        on_cleanup(move || handle.remove());
    }

    /// Chooses the colour theme and keeps the choice.
    pub fn set_theme(&self, theme: &str) {
        self.library.update_value(|l| {
            let _ = l.set_setting("theme", theme);
        });
        self.theme.set(theme.to_string());
    }

    /// The screen of the open match.
    pub fn screen(&self) -> Screen {
        match (
            self.game.with(Option::is_some),
            self.draft.with(Option::is_some),
        ) {
            (false, _) => Screen::Setup,
            (true, false) => Screen::Sheet,
            (true, true) => Screen::Hand,
        }
    }

    /// Starts and keeps a new match.
    pub fn start_match(&self, name: &str, setup: MatchSetup, rules: RuleSet) {
        let game = Match::new(setup, rules);
        let result = self.library.try_update_value(|l| {
            let id = l.create(name, &game, &now());
            (id, l.matches.clone(), l.current)
        });
        if let Some((result, matches, current)) = result {
            self.matches.set(matches);
            if let Err(e) = &result {
                self.storage_trouble(*e);
            }
            self.saved.set_value(result.is_ok().then(|| game.clone()));
            self.saved_draft.set_value(None);
            self.current.set(current);
            self.draft.set(None);
            self.game.set(Some(game));
            self.view.set(View::Play);
        }
    }

    /// Opens a stored match.
    pub fn open_match(&self, id: u64) {
        let loaded = self.library.try_update_value(|l| {
            let game = l.load_with_sheet(id);
            let draft = game.as_ref().ok().and_then(|_| l.load_draft(id));
            if game.is_ok() {
                let _ = l.set_current(Some(id));
            }
            (game, draft, l.matches.clone())
        });
        let Some((game, draft, matches)) = loaded else {
            return;
        };
        self.matches.set(matches);
        match game {
            Ok((game, sheet)) => {
                self.opened.set_value(Some((game.clone(), sheet)));
                self.saved.set_value(Some(game.clone()));
                self.saved_draft.set_value(draft.clone());
                self.current.set(Some(id));
                self.game.set(Some(game));
                self.draft.set(draft);
                self.view.set(View::Play);
            }
            Err(e) => self.notice.set(Some(Notice {
                text: e,
                offer_export: false,
            })),
        }
    }

    /// Closes the open match (it stays in the history) to set up a new one.
    pub fn new_match(&self) {
        self.close_match();
        self.view.set(View::Play);
    }

    fn close_match(&self) {
        self.library.update_value(|l| {
            let _ = l.set_current(None);
        });
        self.saved.set_value(None);
        self.saved_draft.set_value(None);
        self.current.set(None);
        self.draft.set(None);
        self.game.set(None);
    }

    /// Deletes a stored match; [`AppState::undo_delete`] brings it back.
    pub fn delete_match(&self, id: u64) {
        if self.current.get_untracked() == Some(id) {
            self.close_match();
        }
        let deleted = self
            .library
            .try_update_value(|l| (l.delete(id), l.matches.clone()));
        if let Some((deleted, matches)) = deleted {
            self.matches.set(matches);
            self.deleted.set(deleted);
        }
    }

    /// Puts the last deleted match back.
    pub fn undo_delete(&self) {
        let Some(deleted) = self.deleted.get_untracked() else {
            return;
        };
        let result = self
            .library
            .try_update_value(|l| (l.undelete(deleted), l.matches.clone()));
        if let Some((result, matches)) = result {
            self.matches.set(matches);
            match result {
                Ok(()) => self.deleted.set(None),
                Err(e) => self.storage_trouble(e),
            }
        }
    }

    /// Renames a stored match.
    pub fn rename_match(&self, id: u64, name: &str) -> Result<(), String> {
        let result = self
            .library
            .try_update_value(|l| (l.rename(id, name), l.matches.clone()));
        match result {
            Some((result, matches)) => {
                self.matches.set(matches);
                result
            }
            None => Err("The match list is not available.".into()),
        }
    }

    /// Saves the presets.
    pub fn save_presets(&self, presets: Presets) {
        let result = self.library.try_update_value(|l| l.save_presets(&presets));
        self.presets.set(presets);
        if let Some(Err(e)) = result {
            self.storage_trouble(e);
        }
    }

    /// A stored match by key (the open one from memory).
    pub fn match_by_id(&self, id: u64) -> Option<Match> {
        if self.current.get_untracked() == Some(id) {
            return self.game.get_untracked();
        }
        self.library.try_update_value(|l| l.load(id).ok()).flatten()
    }

    /// Everything kept aside because it could not be read.
    pub fn backups(&self) -> Vec<(String, String)> {
        self.library
            .try_with_value(|l| l.backups())
            .unwrap_or_default()
    }

    /// Adds imported matches as new entries (nothing is overwritten).
    pub fn add_matches(&self, matches: Vec<(String, String, Match)>) {
        let result = self.library.try_update_value(|l| {
            let mut failed = None;
            let current = l.current;
            for (name, _created, game) in &matches {
                if let Err(e) = l.create(name, game, &now()) {
                    failed = Some(e);
                }
            }
            let _ = l.set_current(current);
            (failed, l.matches.clone())
        });
        if let Some((failed, list)) = result {
            self.matches.set(list);
            if let Some(e) = failed {
                self.storage_trouble(e);
            }
        }
    }

    /// Opens a blank form for the next hand.
    pub fn score_next_hand(&self) {
        let Some(Ok(sheet)) = self.sheet.get_untracked() else {
            return;
        };
        let players = sheet.next.players.get();
        let first = sheet.next.seats.east().0;
        self.draft.set(Some(Draft {
            record: HandRecord {
                forms: vec![Default::default(); players],
                goulash: sheet.next.goulash_suggested,
                ..HandRecord::default()
            },
            correcting: None,
            player: first,
        }));
    }

    /// Opens a past hand for correction.
    pub fn correct_hand(&self, index: usize) {
        let record = self
            .game
            .with_untracked(|g| g.as_ref().and_then(|g| g.hands.get(index).cloned()));
        if let Some(record) = record {
            self.draft.set(Some(Draft {
                record,
                correcting: Some(index),
                player: 0,
            }));
        }
    }
}
