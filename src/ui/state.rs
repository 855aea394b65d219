//! The app's state: the match and the hand being entered, both kept in
//! storage, and everything else derived from them.

use crate::engine::sheet::{HandRecord, Match, MatchError, ScoreSheet, TableState};
use crate::storage::{self, Draft};
use leptos::prelude::*;

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// No match: set one up.
    Setup,
    /// The score sheet.
    Sheet,
    /// Entering a hand.
    Hand,
}

/// Shared app state, handed to every screen through context.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The match in progress: its inputs only.
    pub game: RwSignal<Option<Match>>,
    /// The hand being entered, if any.
    pub draft: RwSignal<Option<Draft>>,
    /// The score sheet, folded from the match.
    pub sheet: Memo<Option<Result<ScoreSheet, MatchError>>>,
    /// The table the draft is played at (the next hand, or the one corrected).
    pub draft_table: Memo<Option<TableState>>,
    /// A message for the players (storage trouble and the like).
    pub notice: RwSignal<Option<String>>,
}

impl AppState {
    /// Loads what storage holds and keeps storage in step from then on.
    pub fn start() -> AppState {
        let loaded = storage::load();
        let game = RwSignal::new(loaded.game);
        let draft = RwSignal::new(loaded.draft);
        let mut notice = loaded.problem;
        if !storage::available() {
            notice = Some(
                "This browser is not letting the app save: the match is kept only while this page stays open.".into(),
            );
        }
        let sheet = Memo::new(move |_| game.with(|g| g.as_ref().map(Match::fold)));
        let correcting = Memo::new(move |_| draft.with(|d| d.as_ref().map(|d| d.correcting)));
        let draft_table = Memo::new(move |_| {
            let correcting = correcting.get()?;
            game.with(|g| {
                let g = g.as_ref()?;
                let upto = correcting.unwrap_or(g.hands.len()).min(g.hands.len());
                let earlier = Match {
                    hands: g.hands[..upto].to_vec(),
                    ..g.clone()
                };
                earlier.fold().ok().map(|s| s.next)
            })
        });
        let state = AppState {
            game,
            draft,
            sheet,
            draft_table,
            notice: RwSignal::new(notice),
        };
        state.keep_saved();
        state
    }

    /// Effects that write the match and the draft whenever they change.
    fn keep_saved(self) {
        let notice = self.notice;
        let game = self.game;
        Effect::new(move |_| {
            if !game.with(|g| storage::save_match(g.as_ref())) && storage::available() {
                notice.set(Some(
                    "The match could not be saved in this browser (storage is full or blocked). Keep this page open.".into(),
                ));
            }
        });
        let draft = self.draft;
        Effect::new(move |_| {
            draft.with(|d| storage::save_draft(d.as_ref()));
        });
    }

    /// The screen to show.
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
