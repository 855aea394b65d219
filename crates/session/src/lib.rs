//! The app as a plain program: the stored library, the open match and the
//! hand being entered, with every command the screens offer. Each command
//! saves what it changed at once. The screens hold one reactive handle to a
//! [`Session`] and decide nothing themselves; the tests drive it natively.

mod address;
mod backup;
pub mod club;
mod draft;
pub mod first_screen;
mod hand;
mod matches;
mod night;
mod notice;
mod other_tabs;
mod season;
mod tiles;

pub use address::Place;
pub use backup::REMIND_AFTER_DAYS;
pub use night::{NightResult, ResultRefused, RulesApart};
pub use notice::{
    ClubNotice, Corrected, Duplicates, Imported, Notice, PresetRefused, ResultKept, ResultRead,
    Theme,
};
pub use season::{KeptFigures, SeasonChoice};
pub use tiles::Untaken;

use engine::checks::Problem;
use engine::presets::Presets;
use engine::rules::RuleSet;
use engine::sheet::{
    HandRecord, HandView, LaterHand, MatchError, PlayerEntry, PlayerView, ScoredMatch, TableState,
};
use engine::PlayerId;
use std::sync::Arc;
use storage::{Binned, Draft, KeyValue, Library, StoreError, Summary};

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

/// What "Calculate scores" came to; anything but `Recorded` is kept with
/// the hand until its entries change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    /// The hand is on the score sheet.
    Recorded,
    /// The table checks' problems: refused, or the table may score it anyway.
    Problems(Vec<Problem>),
    /// The correction changes these later hands: the players confirm first,
    /// scored without a winner or not as they chose.
    LaterHands {
        /// The hands that change.
        later: Vec<LaterHand>,
        /// Scored without a winner.
        without_winner: bool,
    },
    /// The correction cannot be kept: the match would not fold.
    NotKept(MatchError),
    /// A player's typed hand was not taken: it must be put right or
    /// cleared before the hand is recorded; their form is shown.
    Untaken(PlayerId),
    /// The winner went out on a discard, marked no winning tile, and the
    /// score depends on which it was: the players mark it first; their
    /// form is shown.
    WinningTile(PlayerId),
}

/// A hand being entered, with the table it is played at, worked out once
/// for each change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandInProgress {
    /// The entries so far, as stored.
    pub draft: Draft,
    /// The next hand's table, or the corrected hand's.
    pub table: TableState,
    /// The entries worked out.
    view: HandView,
    /// What the last "Calculate scores" found, until the entries change.
    found: Option<Checked>,
}

impl HandInProgress {
    fn new(draft: Draft, table: TableState) -> HandInProgress {
        let view = table.view(&draft.record);
        HandInProgress {
            draft,
            table,
            view,
            found: None,
        }
    }

    /// The rules this hand is played by: a corrected hand's own, which may
    /// have come in with it.
    pub fn rules(&self) -> &RuleSet {
        self.table.rules_of(&self.draft.record)
    }

    /// The entries worked out: every player's view and the table's problems.
    pub fn view(&self) -> &HandView {
        &self.view
    }

    /// One player's view.
    pub fn player(&self, player: PlayerId) -> Option<&PlayerView> {
        self.view.player(player)
    }

    /// A player's entry as stored.
    pub fn entry(&self, player: PlayerId) -> Option<&PlayerEntry> {
        self.draft.record.entry(player)
    }

    /// What the last "Calculate scores" found, while the entries stay as
    /// they were checked.
    pub fn found(&self) -> Option<&Checked> {
        self.found.as_ref()
    }

    /// Changes the entries and works them out again; what was found
    /// before no longer holds.
    fn change_record(&mut self, change: impl FnOnce(&mut HandRecord)) {
        change(&mut self.draft.record);
        self.view = self.table.view_after(&self.draft.record, Some(&self.view));
        self.found = None;
    }
}

#[derive(Clone, Debug)]
struct OpenMatch {
    id: u64,
    scored: Arc<ScoredMatch>,
    hand: Option<HandInProgress>,
    /// Each tap on the hand's tiles, with the player's entry before it, for
    /// undo (kept out of the hand the screens copy; not stored).
    taps: Vec<(PlayerId, PlayerEntry)>,
    /// Whether the hand's entries changed since they were last written: an
    /// entry made through [`Session::enter`], until [`Session::keep_draft`].
    draft_waits: bool,
}

impl OpenMatch {
    /// A match opened with no hand being entered.
    fn new(id: u64, scored: Arc<ScoredMatch>, taps: Vec<(PlayerId, PlayerEntry)>) -> OpenMatch {
        OpenMatch {
            id,
            scored,
            hand: None,
            taps,
            draft_waits: false,
        }
    }
}

/// What the last command that threw something away can give back.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Undo {
    /// The entries of a hand being entered.
    Entries(Draft),
    /// The last hand of the score sheet.
    LastHand(HandRecord),
    /// A match moved to the bin.
    Deleted(u64),
}

/// Everything the app holds, over a key-value store.
pub struct Session<S: KeyValue> {
    library: Library<S>,
    open: Option<OpenMatch>,
    notice: Option<Notice>,
    undo: Option<Undo>,
    theme: Theme,
    clock: fn() -> String,
    backup: backup::Backups,
    season: season::SeasonMemory,
    club: club::Club,
    /// True only while [`Session::enter`] runs an entry.
    entering: bool,
}

impl<S: KeyValue> Session<S> {
    /// Opens the store and the match open last time. `available` is false
    /// when the browser keeps nothing; `build` names the build running;
    /// `clock` gives the time now (ISO 8601).
    pub fn open(store: S, available: bool, build: &str, clock: fn() -> String) -> Session<S> {
        let (library, kept_aside) = Library::open(store, &clock());
        let mut session = Session {
            library,
            open: None,
            notice: None,
            undo: None,
            theme: Theme::System,
            clock,
            backup: backup::Backups::default(),
            season: season::SeasonMemory::default(),
            club: club::Club::default(),
            entering: false,
        };
        let mut not_opened = None;
        if let Some(id) = session.library.current {
            session.open_match(id);
            if let Some(Notice::NotOpened(e)) = session.notice.take() {
                not_opened = Some(e);
            }
        }
        let updated = session.library.note_build(build).map(|_| build.to_string());
        // Where the browser keeps nothing, every write is refused: that is
        // said once, by `unavailable`.
        let unsaved = session.library.take_unsaved().filter(|_| available);
        let found = !kept_aside.is_empty() || not_opened.is_some() || unsaved.is_some();
        if found || updated.is_some() || !available {
            session.notice = Some(Notice::Opening {
                kept_aside,
                not_opened,
                updated,
                unavailable: !available,
                unsaved,
            });
        }
        session.theme =
            Theme::from_key(&session.library.setting(Theme::SETTING).unwrap_or_default());
        session.backup = backup::Backups::read(&session.library);
        session.season = season::SeasonMemory::read(&session.library);
        session.club = club::Club::read(&session.library);
        session
    }

    /// The stored matches, newest first.
    pub fn matches(&self) -> &[Summary] {
        &self.library.matches
    }

    /// The players' presets.
    pub fn presets(&self) -> &Presets {
        &self.library.presets
    }

    /// The open match's key.
    pub fn current(&self) -> Option<u64> {
        self.open.as_ref().map(|o| o.id)
    }

    /// The open match with its sheet, shared so a screen can keep it cheaply.
    pub fn scored(&self) -> Option<&Arc<ScoredMatch>> {
        self.open.as_ref().map(|o| &o.scored)
    }

    /// The hand being entered.
    pub fn hand(&self) -> Option<&HandInProgress> {
        self.open.as_ref()?.hand.as_ref()
    }

    /// The message for the players, if any.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// Deleted matches, most recent first, until the bin is emptied.
    pub fn bin(&self) -> &[Binned] {
        &self.library.bin
    }

    /// The colour theme.
    pub fn theme(&self) -> Theme {
        self.theme
    }

    /// Everything kept aside because it could not be read, as (key, text).
    pub fn backups(&self) -> Vec<(String, String)> {
        self.library.backups()
    }

    /// The screen of the open match.
    pub fn screen(&self) -> Screen {
        match &self.open {
            None => Screen::Setup,
            Some(OpenMatch { hand: None, .. }) => Screen::Sheet,
            Some(_) => Screen::Hand,
        }
    }

    /// Forgets the message for the players.
    pub fn dismiss_notice(&mut self) {
        self.notice = None;
    }

    /// Whether the player has a tap on their tiles to undo.
    pub fn can_undo_tile(&self, player: PlayerId) -> bool {
        let taps = self.open.as_ref().map(|o| o.taps.as_slice());
        taps.unwrap_or_default().iter().any(|(p, _)| *p == player)
    }

    /// Whether the last thing thrown away can be given back.
    pub fn can_undo(&self) -> bool {
        self.undo.is_some()
    }

    /// Chooses the colour theme and keeps the choice.
    pub fn set_theme(&mut self, theme: Theme) {
        let saved = self.library.set_setting(Theme::SETTING, theme.key());
        self.theme = theme;
        self.note(saved);
    }

    /// The store, for reading raw keys.
    pub fn store(&self) -> &S {
        self.library.store()
    }

    fn now(&self) -> String {
        (self.clock)()
    }

    /// Tells the players when a write failed; the change stays in memory.
    /// Tells the players when a change, or a write the library made of
    /// its own accord, was refused.
    fn note(&mut self, saved: Result<(), StoreError>) {
        let housekept = self.library.take_unsaved().map_or(Ok(()), Err);
        if let Err(e) = saved.and(housekept) {
            self.notice = Some(Notice::NotSaved(e));
        }
    }
}
