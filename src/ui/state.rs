//! The reactive shell over the [`Session`]: one signal holding it, a few
//! memos for what the screens read, and commands that run on it.

use crate::ui::address;
use crate::ui::later::after_paint;
use engine::presets::Presets;
use engine::sheet::ScoredMatch;
use leptos::prelude::*;
use session::{HandInProgress, Notice, Place, Screen, Session, Theme};
use std::sync::Arc;
use storage::library::is_figures_key;
use storage::{LocalStore, Summary, SNAPSHOT_KEY};
use wasm_bindgen::JsCast;

/// Whether going from `at` to `to` leaves the hand form for the sheet.
fn leaving_the_hand(at: &Place, to: &Place) -> bool {
    matches!((at, to), (Place::Hand(_), Place::Sheet))
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
    /// The place showing, which the page's address names: the one signal
    /// of which screen shows, shared with the first screen ([`Front`]).
    /// Every command shows it where the session can show it.
    ///
    /// [`Front`]: super::front::Front
    pub place: RwSignal<Place>,
    /// The same, changing only when another screen shows (not another
    /// player's form or another guide entry).
    pub screen_shown: Memo<Place>,
    /// The open match with its sheet; changes only when the match does.
    pub scored: Memo<Option<Arc<ScoredMatch>>>,
    /// The hand being entered.
    pub hand: Memo<Option<HandInProgress>>,
    /// The stored matches, newest first: one list shared, copied only
    /// when it changes, not at every tap.
    pub matches: Memo<Arc<Vec<Summary>>>,
    /// The players' presets.
    pub presets: Memo<Presets>,
    /// The message for the players.
    pub notice: Memo<Option<Notice>>,
    /// The screen of the open match.
    pub screen: Memo<Screen>,
    /// The colour theme.
    pub theme: Memo<Theme>,
    /// Whether to remind the players to save a backup.
    pub backup_due: Memo<bool>,
    /// When the last backup was saved (ISO 8601).
    pub last_backup: Memo<Option<String>>,
    /// Notified at each entry on the hand form, at once: what shows in the
    /// entry's own frame reads the session as it stands ([`Self::now`]).
    entered: Trigger,
    /// Whether the page is yet to follow an entry.
    following: RwSignal<bool>,
}

/// Whether the open match changed: another match, or a new fold of it.
fn match_changed(
    a: Option<&Option<Arc<ScoredMatch>>>,
    b: Option<&Option<Arc<ScoredMatch>>>,
) -> bool {
    match (a, b) {
        (Some(Some(a)), Some(Some(b))) => !Arc::ptr_eq(a, b),
        (Some(None), Some(None)) => false,
        _ => true,
    }
}

fn other_screen(a: Option<&Place>, b: Option<&Place>) -> bool {
    !matches!((a, b), (Some(a), Some(b)) if a.same_screen(b))
}

impl AppState {
    /// Opens the session on the browser's storage and follows other tabs;
    /// `place` is the place showing.
    pub fn start(place: RwSignal<Place>) -> AppState {
        let store = LocalStore::open();
        let available = store.available();
        let session = RwSignal::new_local(Session::open(store, available, &build(), now));
        let matches = Memo::new(move |before: Option<&Arc<Vec<Summary>>>| {
            session.with(|s| match before {
                Some(list) if list.as_slice() == s.matches() => list.clone(),
                _ => Arc::new(s.matches().to_vec()),
            })
        });
        let backups = Memo::new(move |_| {
            session.with(|s| (s.last_backup().map(str::to_string), s.backup_put_off()))
        });
        let state = AppState {
            session,
            place,
            screen_shown: Memo::new_with_compare(move |_| place.get(), other_screen),
            scored: Memo::new_with_compare(
                move |_| session.with(|s| s.scored().cloned()),
                match_changed,
            ),
            hand: Memo::new(move |_| session.with(|s| s.hand().cloned())),
            matches,
            presets: Memo::new(move |_| session.with(|s| s.presets().clone())),
            notice: Memo::new(move |_| session.with(|s| s.notice().cloned())),
            screen: Memo::new(move |_| session.with(|s| s.screen())),
            theme: Memo::new(move |_| session.with(|s| s.theme())),
            // Worked out when the matches or the backups change, not on every tap.
            backup_due: Memo::new(move |_| {
                matches.track();
                backups.track();
                session.with_untracked(|s| s.backup_due())
            }),
            last_backup: Memo::new(move |_| backups.with(|(last, _)| last.clone())),
            entered: Trigger::new(),
            following: RwSignal::new(false),
        };
        state.follow_other_tabs();
        state.keep_draft_when_hidden();
        state
    }

    /// Runs a command on the session; everything reading it follows, and
    /// the place showing too where the session can no longer show it.
    pub fn run<R>(&self, command: impl FnOnce(&mut Session<LocalStore>) -> R) -> Option<R> {
        let done = self.session.try_update(|s| {
            s.keep_draft();
            s.write_club_arrivals();
            command(s)
        });
        self.follow_the_session();
        done
    }

    /// Runs a command on the session that nothing follows until
    /// [`Self::publish`]: many in a row (a club's records arriving) are
    /// drawn once. Arrivals it leaves unwritten are written before the
    /// next command run otherwise.
    pub fn run_unseen<R>(&self, command: impl FnOnce(&mut Session<LocalStore>) -> R) -> Option<R> {
        self.session.try_update_untracked(|s| {
            s.keep_draft();
            command(s)
        })
    }

    /// Has everything reading the session follow what was run unseen.
    pub fn publish(&self) {
        self.session.notify();
        self.follow_the_session();
    }

    /// Runs an entry on the hand form, a tap the players wait to see
    /// answered. The session changes at once and so does what reads it
    /// through [`Self::now`] (the open player's score, a stepper's count);
    /// once the frame showing those is painted the entries are written and
    /// the rest of the page follows, with any taps made meanwhile.
    pub fn enter<R>(&self, entry: impl FnOnce(&mut Session<LocalStore>) -> R) -> Option<R> {
        let done = self.session.try_update_untracked(|s| {
            s.write_club_arrivals();
            s.enter(entry)
        })?;
        self.entered.notify();
        if !self.following.try_get_untracked().unwrap_or(true) {
            self.following.set(true);
            let state = *self;
            after_paint(move || {
                if state.following.try_set(false).is_none() {
                    state.session.try_update_untracked(|s| s.keep_draft());
                    state.session.notify();
                    state.follow_the_session();
                }
            });
        }
        Some(done)
    }

    /// Whether the page is yet to follow an entry (the hand screen says it
    /// is busy meanwhile).
    pub fn following(&self) -> bool {
        self.following.get()
    }

    /// Reads the session as it stands, following each entry at once and
    /// every other change as the rest of the page does.
    pub fn now<R>(&self, read: impl FnOnce(&Session<LocalStore>) -> R) -> Option<R> {
        self.entered.track();
        self.session.try_with(read)
    }

    /// A place that cannot show (the hand was recorded, another tab closed
    /// the match), or shows another player: what shows instead, its
    /// address following.
    fn follow_the_session(&self) {
        let Some(at) = self.place.try_get_untracked() else {
            return;
        };
        if let Some(shown) = self.peek(|s| s.shown(&at)).filter(|shown| *shown != at) {
            self.show_place(shown);
        }
    }

    /// Reads the session without following it.
    pub fn peek<R>(&self, read: impl FnOnce(&Session<LocalStore>) -> R) -> Option<R> {
        self.session.try_with_untracked(read)
    }

    /// Reads the session, following it.
    pub fn read<R>(&self, read: impl FnOnce(&Session<LocalStore>) -> R) -> Option<R> {
        self.session.try_with(read)
    }

    /// Runs a command and shows the open match where it stands.
    pub fn run_and_play(&self, command: impl FnOnce(&mut Session<LocalStore>)) {
        self.run(command);
        self.play();
    }

    /// Shows the open match where it stands.
    pub fn play(&self) {
        if let Some(place) = self.peek(|s| s.place()) {
            self.go(place);
        }
    }

    /// Opens the rules guide at an entry, or at its top.
    pub fn open_guide(&self, at: Option<String>) {
        self.go(Place::Guide(at));
    }

    /// Goes to a place the players chose: a new entry in the browser's
    /// history, unless it is the same screen or the way back.
    pub fn go(&self, place: Place) {
        self.run(|s| s.arrive(&place));
        let shown = self.peek(|s| s.shown(&place)).unwrap_or(place);
        let at = self.place.get_untracked();
        if shown == at {
            return;
        }
        if shown.same_screen(&at) || leaving_the_hand(&at, &shown) {
            self.show_place(shown);
        } else {
            address::push(&shown, &at);
            self.place.set(shown);
        }
    }

    /// Arrives where the browser's address says (at the start, Back or
    /// forward), or what shows in its place.
    pub fn arrive(&self, place: Place) {
        self.session.try_update(|s| {
            s.keep_draft();
            s.write_club_arrivals();
            s.arrive(&place)
        });
        self.place.set(place);
        self.follow_the_session();
    }

    /// Shows a place in the entry showing: back to the sheet the hand form
    /// was opened from, else in its place.
    pub fn show_place(&self, place: Place) {
        let at = self.place.get_untracked();
        if leaving_the_hand(&at, &place) && address::came_from() == Some(Place::Sheet) {
            address::back();
        } else {
            address::replace(&place);
        }
        self.place.set(place);
    }

    /// The page hidden or left (the tablet put down, the tab closed) before
    /// an entry's frame was painted: its entries are written at once.
    fn keep_draft_when_hidden(self) {
        let keep = move |_| {
            if document().hidden() {
                self.session.try_update_untracked(|s| s.keep_draft());
            }
        };
        let hidden = window_event_listener_untyped("visibilitychange", keep);
        let left = window_event_listener_untyped("pagehide", move |_| {
            self.session.try_update_untracked(|s| s.keep_draft());
        });
        on_cleanup(move || {
            hidden.remove();
            left.remove();
        });
    }

    /// Another tab writing the same storage: the session takes it in.
    fn follow_other_tabs(self) {
        let handle = window_event_listener_untyped("storage", move |ev| {
            let Some(ev) = ev.dyn_ref::<web_sys::StorageEvent>() else {
                return;
            };
            // A season's figures or a sheet drawn in another tab change
            // nothing here.
            let ours = |key: &String| !is_figures_key(key) && key != SNAPSHOT_KEY;
            if let Some(key) = ev.key().filter(ours) {
                let value = ev.new_value();
                self.run(|s| s.follow(&key, value.as_deref()));
            }
        });
        on_cleanup(move || handle.remove());
    }
}
