//! What this device hands to the exchange: each kept match (listed or in
//! the bin), each club night drawn up here and each house-rule preset,
//! whenever they changed since they were last written or taken in; and the
//! matches emptied from the bin and the presets deleted, which are deleted
//! on the server.

use super::book::{Book, Resolution};
use crate::Session;
use engine::night::Night;
use engine::sheet::ScoredMatch;
use serde_json::Value;
use std::collections::{HashMap, HashSet};
use storage::club::{ClubDoc, DeviceId, DocId, MatchDoc, NightDoc};
use storage::{KeyValue, Summary};

/// The documents to hand to the exchange.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outgoing {
    /// The documents to write, each without `_rev`.
    pub put: Vec<Value>,
    /// The documents to delete: matches emptied from the bin.
    pub remove: Vec<Removal>,
    /// Versions kept here of documents written apart.
    pub resolve: Vec<Resolution>,
}

/// A document to delete, with the revision its copy here descended from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Removal {
    /// The document's id.
    pub id: String,
    /// The revision it is deleted over, where one was written or taken in.
    pub base: Option<String>,
}

impl Outgoing {
    /// Whether nothing is to be handed on.
    pub fn is_empty(&self) -> bool {
        self.put.is_empty() && self.remove.is_empty() && self.resolve.is_empty()
    }

    /// The ids of the documents to write.
    pub fn ids(&self) -> Vec<String> {
        let id = |doc: &Value| doc.get("_id").and_then(Value::as_str).map(str::to_string);
        self.put.iter().filter_map(id).collect()
    }
}

/// A version of a match, as cheap to tell apart as the list makes it: its
/// last change, its name, its hands and its place in the bin.
pub(super) fn match_print(summary: &Summary, deleted: Option<&str>) -> String {
    let (updated, name, hands) = (&summary.updated, &summary.name, summary.hands);
    format!("{updated}|{hands}|{}|{name}", deleted.unwrap_or("-"))
}

/// A version of anything else: a 64-bit FNV-1a hash of its JSON, less the
/// device that wrote it.
pub(super) fn value_print(value: &Value) -> String {
    let mut value = value.clone();
    if let Some(fields) = value.as_object_mut() {
        fields.remove("by");
    }
    let hash = value
        .to_string()
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
    format!("{hash:016x}")
}

/// The document each match kept here travels as.
pub(super) struct Docs {
    device: DeviceId,
    arrived: HashMap<u64, DocId>,
}

impl Docs {
    pub(super) fn of(book: &Book) -> Docs {
        let arrived = book.arrived.iter();
        let arrived = arrived.filter_map(|(doc, local)| Some((*local, DocId::parse(doc)?)));
        Docs {
            device: book.device.clone(),
            arrived: arrived.collect(),
        }
    }

    pub(super) fn of_match(&self, local: u64) -> DocId {
        self.arrived.get(&local).cloned().unwrap_or(DocId::Match {
            device: self.device.clone(),
            local,
        })
    }

    /// A night kept here as its document: under the organiser's id where
    /// it arrived, or this device's own.
    pub(super) fn night_doc(&self, book: &Book, night: &Night) -> Value {
        let owner = book.nights.get(night.id()).and_then(|d| DocId::parse(d));
        let owner = owner.map_or(self.device.clone(), |d| d.device().clone());
        let doc = NightDoc::of_night(owner, self.device.clone(), night, |local| {
            self.of_match(local)
        });
        ClubDoc::Night(doc).to_json()
    }
}

impl<S: KeyValue> Session<S> {
    /// The documents changed since they were last handed on, noted in the
    /// book as handed on; nothing while the exchange has not started.
    pub fn club_outgoing(&mut self) -> Outgoing {
        let Some(mut book) = self.club.book.take() else {
            return Outgoing::default();
        };
        let docs = Docs::of(&book);
        book.login = self.club_login();
        let mut out = Outgoing::default();
        self.matches_out(&docs, &mut book, &mut out);
        self.nights_out(&docs, &mut book, &mut out);
        self.presets_out(&mut book, &mut out);
        out.resolve = std::mem::take(&mut book.orders);
        if !out.is_empty() {
            let saved = book.save(&mut self.library);
            self.note(saved);
        }
        self.club.book = Some(book);
        out
    }

    fn matches_out(&self, docs: &Docs, book: &mut Book, out: &mut Outgoing) {
        let listed = self.library.matches.iter().map(|s| (s, None));
        let binned = self.library.bin.iter();
        let binned = binned.map(|b| (&b.summary, Some(b.deleted.as_str())));
        let mut seen = HashSet::new();
        for (summary, deleted) in listed.chain(binned) {
            let id = docs.of_match(summary.id);
            let key = id.to_string();
            let print = match_print(summary, deleted);
            let unchanged = book.sent.get(&key) == Some(&print);
            seen.insert(key.clone());
            if unchanged || book.flying.contains_key(&key) {
                continue;
            }
            let Some(game) = self.library.read(summary.id) else {
                continue;
            };
            let mut doc = match_doc(&id, &docs.device, summary, deleted, game);
            doc.tablet = self.club_login();
            hand_on(book, out, ClubDoc::Match(doc).to_json(), print);
        }
        let gone = book.sent.keys().chain(book.revs.keys());
        let gone = gone.filter(|k| k.starts_with("match:") && !seen.contains(*k));
        // A match out of the list whose data is still here (kept aside as
        // unreadable) was not emptied from the bin: nothing travels.
        let local_of = |key: &String| match DocId::parse(key) {
            Some(DocId::Match { device, local }) if device == docs.device => Some(local),
            _ => book.arrived.get(key).copied(),
        };
        let emptied = |key: &&String| !local_of(key).is_some_and(|l| self.library.holds_data(l));
        let mut gone: Vec<String> = gone.filter(emptied).cloned().collect();
        gone.dedup();
        for key in gone {
            book.sent.remove(&key);
            book.keepers.remove(&key);
            book.arrived.remove(&key);
            book.disputes.remove(&key);
            let base = book.revs.remove(&key);
            out.remove.push(Removal { id: key, base });
        }
    }

    /// The nights drawn up here: a night is its organiser's to write.
    fn nights_out(&self, docs: &Docs, book: &mut Book, out: &mut Outgoing) {
        let own = self.library.nights.iter();
        let own: Vec<&Night> = own.filter(|n| !book.nights.contains_key(n.id())).collect();
        for night in own {
            let doc = docs.night_doc(book, night);
            let print = value_print(&doc);
            hand_on(book, out, doc, print);
        }
    }

    /// Hands the documents on again the next time: writing them failed.
    pub fn club_not_handed(&mut self, ids: &[String]) {
        if let Some(book) = self.club.book.as_mut() {
            for id in ids {
                book.flying.remove(id);
            }
            let saved = book.save(&mut self.library);
            self.note(saved);
        }
    }
}

/// A match as its document: under another device's id as it arrived, or
/// this device's own.
fn match_doc(
    id: &DocId,
    device: &DeviceId,
    summary: &Summary,
    deleted: Option<&str>,
    game: ScoredMatch,
) -> MatchDoc {
    let mut doc = MatchDoc::of_summary(id.device().clone(), device.clone(), summary, deleted, game);
    if let DocId::Match { local, .. } = id {
        doc.local = *local;
    }
    doc
}

/// Hands a document on if it changed since it was last written or taken
/// in, and is not on its way already: written over the revision its copy
/// here descends from (`_base`), so that the exchange can tell a change
/// made here from one made apart, and naming its keeper.
pub(super) fn hand_on(book: &mut Book, out: &mut Outgoing, mut doc: Value, print: String) {
    let Some(key) = doc.get("_id").and_then(Value::as_str).map(str::to_string) else {
        return;
    };
    if book.sent.get(&key) == Some(&print) || book.flying.contains_key(&key) {
        return;
    }
    let keeper = book
        .keepers
        .get(&key)
        .cloned()
        .or_else(|| book.login.clone());
    if let Some(fields) = doc.as_object_mut() {
        if let Some(base) = book.revs.get(&key) {
            fields.insert("_base".into(), Value::String(base.clone()));
        }
        if let Some(keeper) = keeper {
            fields.insert("keeper".into(), Value::String(keeper.clone()));
            book.keepers.insert(key.clone(), keeper);
        }
    }
    book.flying.insert(key, print);
    out.put.push(doc);
}
