//! The book of the club's exchange, kept beside the records: this device's
//! id, what was last handed to the exchange of each document, which match
//! here each other device's match is kept as, and how far the feed of
//! arrivals was taken in.

use super::settings::{ClubFailure, ClubState};
use engine::night::NightTable;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use storage::club::{DeviceId, DocFault, DocId};
use storage::{KeyValue, Library, StoreError};

/// The setting this device's id is kept under: made once, never changed.
const DEVICE: &str = "club-device";
/// The setting the book is kept under.
const BOOK: &str = "club-book";

/// What travelled, kept so that a reload neither sends everything again
/// nor takes in twice what arrived.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(super) struct Book {
    /// This device's id.
    #[serde(skip_deserializing, default = "unset")]
    pub device: DeviceId,
    /// Each document's id, with the version of it here as last written
    /// to the exchange or taken in from it.
    #[serde(default)]
    pub sent: BTreeMap<String, String>,
    /// Each document's id, with the revision its copy here descends from:
    /// the one last written from here, or taken in.
    #[serde(default)]
    pub revs: BTreeMap<String, String>,
    /// Documents handed to the exchange and not yet written there, with
    /// the version handed on: none is handed on again until it is.
    #[serde(skip)]
    pub flying: BTreeMap<String, String>,
    /// Presets that arrived under a name held here by another one first
    /// sent by another device, by id, with their revision: taken in once
    /// that one gives way.
    #[serde(default)]
    pub held_back: BTreeMap<String, (String, serde_json::Value)>,
    /// Each document's keeper: the club login of the tablet that first
    /// wrote it, which alone (or the organiser) may change it on a server
    /// that checks (docs/club-server.md).
    #[serde(default)]
    pub keepers: BTreeMap<String, String>,
    /// This device's club login, where one was entered: the keeper of
    /// what it writes first.
    #[serde(skip)]
    pub login: Option<String>,
    /// Documents on the club's server this build could not read, by id,
    /// with why.
    #[serde(default)]
    pub unread: BTreeMap<String, Unread>,
    /// How many presets this device has given a key.
    #[serde(default)]
    pub presets_keyed: u64,
    /// Matches that arrived claiming a club night's table, by their
    /// number here, with the table they claim: a night counts only one
    /// match a table.
    #[serde(default)]
    pub claims: BTreeMap<u64, NightTable>,
    /// Matches whose versions were written apart and are not resolved yet.
    #[serde(default)]
    pub disputes: BTreeMap<String, Dispute>,
    /// Versions kept here, for the exchange to write.
    #[serde(default)]
    pub orders: Vec<Resolution>,
    /// Each other device's match document, with its number here.
    #[serde(default)]
    pub arrived: BTreeMap<String, u64>,
    /// Each club night that arrived from another device, with its document.
    #[serde(default)]
    pub nights: BTreeMap<String, String>,
    /// The feed of arrivals' sequence, as text, taken in up to.
    #[serde(default)]
    pub since: String,
}

fn unset() -> DeviceId {
    DeviceId::from_random(0)
}

impl Book {
    /// Reads the book, making this device's id from `random` the first
    /// time; a book that cannot be read starts again (everything is then
    /// handed on once more, which the exchange takes as no change).
    pub(super) fn open<S: KeyValue>(
        library: &mut Library<S>,
        random: u128,
    ) -> (Book, Result<(), StoreError>) {
        let kept = library.setting(DEVICE).and_then(|t| DeviceId::parse(&t));
        let (device, saved) = match kept {
            Some(device) => (device, Ok(())),
            None => {
                let device = DeviceId::from_random(random);
                let saved = library.set_setting(DEVICE, device.as_str());
                (device, saved)
            }
        };
        let read = library
            .setting(BOOK)
            .and_then(|t| serde_json::from_str(&t).ok());
        let book = read.unwrap_or(Book {
            device: unset(),
            sent: BTreeMap::new(),
            revs: BTreeMap::new(),
            flying: BTreeMap::new(),
            disputes: BTreeMap::new(),
            orders: Vec::new(),
            presets_keyed: 0,
            unread: BTreeMap::new(),
            keepers: BTreeMap::new(),
            login: None,
            held_back: BTreeMap::new(),
            arrived: BTreeMap::new(),
            nights: BTreeMap::new(),
            claims: BTreeMap::new(),
            since: String::new(),
        });
        (Book { device, ..book }, saved)
    }

    /// Keeps the book.
    pub(super) fn save<S: KeyValue>(&self, library: &mut Library<S>) -> Result<(), StoreError> {
        let text = serde_json::to_string(self).unwrap_or_default();
        library.set_setting(BOOK, &text)
    }
}

/// The exchange's report of where it stands, as the bridge writes it.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Report {
    #[serde(default)]
    unsent: usize,
    #[serde(default)]
    last_exchange: Option<String>,
    #[serde(default)]
    failure: Option<ClubFailure>,
    /// While the exchange first catches up: the records on the server.
    #[serde(default)]
    club: Option<usize>,
}

/// Where the exchange stands, as its bridge reported it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateReport {
    pub(super) state: ClubState,
    /// While the exchange first catches up: the records on the server.
    pub(super) on_server: Option<usize>,
}

/// Reads the exchange's report of where it stands. `None` when it cannot
/// be read.
pub(super) fn read_state(report: serde_json::Value) -> Option<StateReport> {
    let report: Report = serde_json::from_value(report).ok()?;
    let state = ClubState {
        unsent: report.unsent,
        last_exchange: report.last_exchange,
        failure: report.failure,
        running: true,
        catching_up: None,
    };
    Some(StateReport {
        state,
        on_server: report.club,
    })
}

/// Every version of a match written apart, as the exchange reported them:
/// the one the server ranks first, then the others.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dispute {
    /// The versions, each with its `_rev`.
    pub versions: Vec<serde_json::Value>,
}

impl Book {
    /// The match's number here, for a match document's key.
    pub(super) fn local_of(&self, key: &str) -> Option<u64> {
        let own = match DocId::parse(key) {
            Some(DocId::Match { device, local }) if device == self.device => Some(local),
            _ => None,
        };
        self.arrived.get(key).copied().or(own)
    }
}

/// What the exchange writes to keep one version: `keep` over the version
/// the server ranks first, and each of `losers` (revisions) removed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Resolution {
    /// The document's id.
    pub id: String,
    /// The version kept, without `_rev`.
    pub keep: serde_json::Value,
    /// The other versions' revisions, to be removed.
    pub losers: Vec<String>,
}

/// Why a document on the club's server was not read here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Unread {
    /// Not one of this app's documents.
    NotOurs,
    /// Written by a newer version of the app.
    Newer,
    /// Not of the shape this app writes.
    Shape,
    /// Its id does not name a document of its kind made by its owner.
    Id,
    /// A match that does not add up.
    Match,
    /// A club night whose plan does not hold.
    Night,
    /// Reported without a revision of the form the server writes.
    NoRevision,
}

impl Unread {
    /// Why, from what the reader found.
    pub fn of(fault: &DocFault) -> Unread {
        match fault {
            DocFault::NotOurs | DocFault::Retired => Unread::NotOurs,
            DocFault::UnknownKind(_) | DocFault::Newer(_) => Unread::Newer,
            DocFault::Unreadable(_) => Unread::Shape,
            DocFault::Id(_) => Unread::Id,
            DocFault::Match { .. } => Unread::Match,
            DocFault::NightUnsound => Unread::Night,
        }
    }
}
