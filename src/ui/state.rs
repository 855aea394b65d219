//! The reactive shell over the [`Session`]: one signal holding it, a few
//! memos for what the screens read, and commands that run on it.

use crate::engine::presets::Presets;
use crate::engine::sheet::ScoredMatch;
use crate::session::{HandInProgress, Notice, Screen, Session, Theme};
use crate::storage::{LocalStore, Summary};
use leptos::prelude::*;
use std::sync::Arc;
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
    /// The rules guide.
    Guide,
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

/// The app's one handle on the session, handed to every screen by context.
#[derive(Clone, Copy)]
pub struct AppState {
    session: RwSignal<Session<LocalStore>, LocalStorage>,
    /// The part of the app showing.
    pub view: RwSignal<View>,
    /// The rules guide's entry to open at.
    pub guide_at: RwSignal<Option<String>>,
    /// The open match with its sheet; changes only when the match does.
    pub scored: Memo<Option<Arc<ScoredMatch>>>,
    /// The hand being entered.
    pub hand: Memo<Option<HandInProgress>>,
    /// The stored matches, newest first.
    pub matches: Memo<Vec<Summary>>,
    /// The players' presets.
    pub presets: Memo<Presets>,
    /// The message for the players.
    pub notice: Memo<Option<Notice>>,
    /// The screen of the open match.
    pub screen: Memo<Screen>,
    /// The colour theme.
    pub theme: Memo<Theme>,
}

fn same_match(a: Option<&Option<Arc<ScoredMatch>>>, b: Option<&Option<Arc<ScoredMatch>>>) -> bool {
    match (a, b) {
        (Some(Some(a)), Some(Some(b))) => !Arc::ptr_eq(a, b),
        (Some(None), Some(None)) => false,
        _ => true,
    }
}

impl AppState {
    /// Opens the session on the browser's storage and follows other tabs.
    pub fn start() -> AppState {
        let store = LocalStore::open();
        let available = store.available();
        let session = RwSignal::new_local(Session::open(store, available, &build(), now));
        let state = AppState {
            session,
            view: RwSignal::new(View::Play),
            guide_at: RwSignal::new(None),
            scored: Memo::new_with_compare(
                move |_| session.with(|s| s.scored().cloned()),
                same_match,
            ),
            hand: Memo::new(move |_| session.with(|s| s.hand().cloned())),
            matches: Memo::new(move |_| session.with(|s| s.matches().to_vec())),
            presets: Memo::new(move |_| session.with(|s| s.presets().clone())),
            notice: Memo::new(move |_| session.with(|s| s.notice().cloned())),
            screen: Memo::new(move |_| session.with(|s| s.screen())),
            theme: Memo::new(move |_| session.with(|s| s.theme())),
        };
        state.follow_other_tabs();
        state
    }

    /// Runs a command on the session; everything reading it follows.
    pub fn run<R>(&self, command: impl FnOnce(&mut Session<LocalStore>) -> R) -> Option<R> {
        self.session.try_update(command)
    }

    /// Reads the session without following it.
    pub fn peek<R>(&self, read: impl FnOnce(&Session<LocalStore>) -> R) -> Option<R> {
        self.session.try_with_untracked(read)
    }

    /// Reads the session, following it.
    pub fn read<R>(&self, read: impl FnOnce(&Session<LocalStore>) -> R) -> Option<R> {
        self.session.try_with(read)
    }

    /// Runs a command and shows the open match.
    pub fn run_and_play(&self, command: impl FnOnce(&mut Session<LocalStore>)) {
        self.run(command);
        self.view.set(View::Play);
    }

    /// Opens the rules guide at an entry, or at its top.
    pub fn open_guide(&self, at: Option<String>) {
        self.guide_at.set(at);
        self.view.set(View::Guide);
    }

    /// Another tab writing the same storage: the session takes it in.
    fn follow_other_tabs(self) {
        let handle = window_event_listener_untyped("storage", move |ev| {
            let Some(ev) = ev.dyn_ref::<web_sys::StorageEvent>() else {
                return;
            };
            if let Some(key) = ev.key() {
                let value = ev.new_value();
                self.run(|s| s.follow(&key, value.as_deref()));
            }
        });
        on_cleanup(move || handle.remove());
    }
}
