//! The club's records on a server (docs/club-server.md): the settings, this
//! device's id, and the book of what was handed to the exchange and what
//! arrived from it. The exchange itself (PouchDB, in the browser) is
//! reached by the screens; the session decides what travels and takes in
//! what arrives, so everything here is tested natively.

mod arrivals;
mod book;
mod disputes;
mod outgoing;
mod presets;
mod settings;

pub use arrivals::Arrived;
pub use book::{Resolution, StateReport, Unread};
pub use disputes::{Disputed, KeepRefused, Version};
pub use outgoing::{Outgoing, Removal};
pub use settings::{CatchingUp, ClubFailure, ClubRefused, ClubSettings, ClubState, TabletLink};

use super::Session;
use book::Book;
use serde_json::Value;
use storage::club::DeviceId;
use storage::KeyValue;

/// A report of the exchange's bridge, read once where it comes in.
#[derive(Clone, Debug, PartialEq)]
pub enum BridgeReport {
    /// Where the exchange stands (`kind` "state").
    State(StateReport),
    /// What arrived or was written: a document as it stands.
    Change(Value),
}

impl BridgeReport {
    /// Reads a report the bridge wrote as JSON text; `None` where it does
    /// not read as one.
    ///
    /// ```
    /// use session::club::BridgeReport;
    /// let state = BridgeReport::read(r#"{"kind":"state","unsent":0}"#);
    /// assert!(matches!(state, Some(BridgeReport::State(_))));
    /// let change = BridgeReport::read(r#"{"kind":"doc","seq":1}"#);
    /// assert!(matches!(change, Some(BridgeReport::Change(_))));
    /// assert_eq!(BridgeReport::read("{oops"), None);
    /// ```
    pub fn read(text: &str) -> Option<BridgeReport> {
        let report: Value = serde_json::from_str(text).ok()?;
        if report.get("kind").and_then(Value::as_str) == Some("state") {
            book::read_state(report).map(BridgeReport::State)
        } else {
            Some(BridgeReport::Change(report))
        }
    }
}

/// How many changes waiting to be taken in are said as catching up.
const MANY_ARRIVING: usize = 20;

/// When the list of matches and the book are written after a batch of
/// arrivals: at once, or with a later batch while many arrive together (a
/// new device taking in a club's years), each write being of the whole
/// list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Writing {
    /// Written now.
    Now,
    /// Written with a later batch, or before the next other command.
    Later,
}

/// The setting the club's server is kept under.
const SETTINGS: &str = "club";

/// What the session holds of the club's records.
#[derive(Debug, Default)]
pub(super) struct Club {
    /// The settings, as kept.
    settings: Option<ClubSettings>,
    /// Where the exchange stands.
    state: ClubState,
    /// What was handed on and taken in, read when the exchange starts.
    book: Option<Book>,
    /// Changes that arrived and wait to be taken in.
    arriving: usize,
    /// The records on the club's server, while the exchange first
    /// catches up with it and until what it brought is taken in here.
    on_server: Option<usize>,
    /// Whether the exchange's last report counted the server's records.
    counting: bool,
    /// Whether arrivals were taken in since the list of matches and the
    /// book were last written.
    unwritten: bool,
}

impl Club {
    /// Reads the kept settings.
    pub(super) fn read<S: KeyValue>(library: &storage::Library<S>) -> Club {
        let settings = library
            .setting(SETTINGS)
            .and_then(|text| serde_json::from_str(&text).ok());
        Club {
            settings,
            ..Club::default()
        }
    }
}

impl<S: KeyValue> Session<S> {
    /// This device's club login, where one was entered: the name the
    /// documents it writes go by.
    pub(crate) fn club_login(&self) -> Option<String> {
        let user = self.club.settings.as_ref().map(|s| s.user.clone());
        user.filter(|u| !u.is_empty())
    }

    /// Whether this device organises the club night `night`: it drew it
    /// up, rather than taking it in from the club's records. Only the
    /// organiser starts rounds, adds players and reads results.
    pub fn organises(&self, night: &str) -> bool {
        let book = self.club.book.as_ref();
        book.is_none_or(|b| !b.nights.contains_key(night))
    }

    /// Why each document on the club's server that this build could not
    /// read was not, in order.
    pub fn club_unread(&self) -> Vec<Unread> {
        let unread = self.club.book.as_ref().map(|b| b.unread.values().copied());
        let mut unread: Vec<Unread> = unread.into_iter().flatten().collect();
        unread.sort();
        unread
    }

    /// How many versions kept here wait for the exchange to write them.
    pub fn club_orders_waiting(&self) -> usize {
        self.club.book.as_ref().map_or(0, |b| b.orders.len())
    }

    /// The club's server as kept, if one was entered.
    pub fn club_settings(&self) -> Option<&ClubSettings> {
        self.club.settings.as_ref()
    }

    /// Whether this device exchanges its records with the club's server.
    pub fn club_on(&self) -> bool {
        self.club.settings.as_ref().is_some_and(|s| s.on)
    }

    /// Where the exchange stands, and how far this device has got while
    /// it first catches up with the club (or many changes wait to be
    /// taken in).
    pub fn club_state(&self) -> ClubState {
        let taken = self
            .club
            .book
            .as_ref()
            .map_or(0, |b| b.revs.len() + b.unread.len());
        let club = self.club.on_server;
        let of = club.unwrap_or(0).max(taken + self.club.arriving);
        let shown = club.is_some() || self.club.arriving >= MANY_ARRIVING;
        ClubState {
            catching_up: (shown && taken < of).then_some(CatchingUp { taken, of }),
            ..self.club.state.clone()
        }
    }

    /// Notes how many changes that arrived wait to be taken in.
    pub fn club_arriving(&mut self, waiting: usize) {
        self.club.arriving = waiting;
        if waiting == 0 && !self.club.counting {
            self.club.on_server = None;
        }
    }

    /// Keeps the settings and turns the exchange on, or says what is wrong
    /// with them.
    pub fn turn_club_on(&mut self, settings: &ClubSettings) -> Result<(), Vec<ClubRefused>> {
        let problems = settings.problems();
        if !problems.is_empty() {
            return Err(problems);
        }
        let settings = ClubSettings {
            on: true,
            ..settings.tidied()
        };
        self.keep_club_settings(settings);
        Ok(())
    }

    /// Turns the exchange off: nothing more is sent, everything kept here
    /// stays, and the settings are kept to turn it on again.
    pub fn turn_club_off(&mut self) {
        if let Some(settings) = self.club.settings.clone() {
            self.keep_club_settings(ClubSettings {
                on: false,
                ..settings
            });
        }
        self.club.state = ClubState::default();
        self.club.on_server = None;
    }

    fn keep_club_settings(&mut self, settings: ClubSettings) {
        let text = serde_json::to_string(&settings).unwrap_or_default();
        let saved = self.library.set_setting(SETTINGS, &text);
        self.club.settings = Some(settings);
        self.note(saved);
    }

    /// Notes where the exchange stands, as the exchange reports it.
    pub fn note_club_state(&mut self, report: StateReport) {
        self.club.state = report.state;
        self.club.counting = report.on_server.is_some();
        // The exchange may be done while its arrivals still wait here.
        let waiting = self.club.on_server.filter(|_| self.club.arriving > 0);
        self.club.on_server = report.on_server.or(waiting);
    }

    /// Whether the exchange's report says anything new.
    pub fn club_report_changes(&self, report: &StateReport) -> bool {
        report.state != self.club.state || report.on_server != self.club.on_server
    }

    /// Notes what went wrong in the exchange outside its own reports: its
    /// part of the app could not be fetched (unreachable), or the bridge
    /// refused a write.
    pub fn club_failed(&mut self, failure: ClubFailure) {
        self.club.state.failure = Some(failure);
    }

    /// How many times a club night was saved since opening: what hands
    /// the nights on follows it.
    pub fn nights_saved(&self) -> u64 {
        self.library.nights_saved
    }

    /// This device's id, made once from the randomness given and kept;
    /// the book of what travelled is read with it.
    pub fn club_device(&mut self, random: u128) -> DeviceId {
        if let Some(book) = &self.club.book {
            return book.device.clone();
        }
        let (book, saved) = Book::open(&mut self.library, random);
        let device = book.device.clone();
        self.club.book = Some(book);
        self.note(saved);
        device
    }

    /// Where the feed of arrivals was last taken in up to (the exchange's
    /// own sequence, as text), to start from there.
    pub fn club_since(&self) -> String {
        let since = self.club.book.as_ref().map(|b| b.since.clone());
        since
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| "0".into())
    }

    /// Writes the list of matches and the book, where arrivals taken in
    /// since are not yet written. Run before any other command: the list
    /// is never written without the book that says where its arrivals
    /// came from (else they would arrive again, as other matches).
    pub fn write_club_arrivals(&mut self) {
        if !std::mem::take(&mut self.club.unwritten) {
            return;
        }
        let Some(book) = self.club.book.take() else {
            return;
        };
        let listed = self.library.save_list();
        let booked = book.save(&mut self.library);
        self.club.book = Some(book);
        self.note(listed.and(booked));
    }

    /// The ids of the club's documents a version of which is kept here:
    /// a change to one of them is told with its line of descent.
    pub fn club_ids_held(&self) -> Vec<String> {
        let book = self.club.book.as_ref();
        book.map(|b| b.revs.keys().cloned().collect())
            .unwrap_or_default()
    }
}
