//! What this device hands to the exchange: each kept match (listed or in
//! the bin), each club night and its presets, whenever they changed since
//! they were last handed on; and the matches emptied from the bin, which
//! are deleted on the server.

use super::book::Book;
use crate::engine::sheet::ScoredMatch;
use crate::session::Session;
use crate::storage::club::{ClubDoc, DeviceId, DocId, MatchDoc, NightDoc, PresetsDoc};
use crate::storage::{KeyValue, Summary};
use serde_json::Value;
use std::collections::{HashMap, HashSet};

/// The documents to hand to the exchange.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outgoing {
    /// The documents to write, each without `_rev`.
    pub put: Vec<Value>,
    /// The ids of the documents to delete: matches emptied from the bin.
    pub remove: Vec<String>,
}

impl Outgoing {
    /// Whether nothing is to be handed on.
    pub fn is_empty(&self) -> bool {
        self.put.is_empty() && self.remove.is_empty()
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

/// A version of anything else: a 64-bit FNV-1a hash of its JSON.
fn value_print(value: &Value) -> String {
    let hash = value
        .to_string()
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
    format!("{hash:016x}")
}

/// The document each match kept here travels as.
struct Docs {
    device: DeviceId,
    arrived: HashMap<u64, DocId>,
}

impl Docs {
    fn of(book: &Book) -> Docs {
        let arrived = book.arrived.iter();
        let arrived = arrived.filter_map(|(doc, local)| Some((*local, DocId::parse(doc)?)));
        Docs {
            device: book.device.clone(),
            arrived: arrived.collect(),
        }
    }

    fn of_match(&self, local: u64) -> DocId {
        self.arrived.get(&local).cloned().unwrap_or(DocId::Match {
            device: self.device.clone(),
            local,
        })
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
        let mut out = Outgoing::default();
        self.matches_out(&docs, &mut book, &mut out);
        self.nights_out(&docs, &mut book, &mut out);
        let presets = PresetsDoc {
            owner: docs.device.clone(),
            by: docs.device.clone(),
            presets: self.library.presets.clone(),
        };
        hand_on(&mut book, &mut out, ClubDoc::Presets(presets).to_json());
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
            if unchanged {
                continue;
            }
            let Some(game) = self.library.read(summary.id) else {
                continue;
            };
            let doc = match_doc(&id, &docs.device, summary, deleted, game);
            out.put.push(ClubDoc::Match(doc).to_json());
            book.sent.insert(key, print);
        }
        let gone = book
            .sent
            .keys()
            .filter(|k| k.starts_with("match:") && !seen.contains(*k));
        // A match out of the list whose data is still here (kept aside as
        // unreadable) was not emptied from the bin: nothing travels.
        let local_of = |key: &String| match DocId::parse(key) {
            Some(DocId::Match { device, local }) if device == docs.device => Some(local),
            _ => book.arrived.get(key).copied(),
        };
        let emptied = |key: &&String| !local_of(key).is_some_and(|l| self.library.holds_data(l));
        let gone: Vec<String> = gone.filter(emptied).cloned().collect();
        for key in gone {
            book.sent.remove(&key);
            book.arrived.remove(&key);
            out.remove.push(key);
        }
    }

    fn nights_out(&self, docs: &Docs, book: &mut Book, out: &mut Outgoing) {
        for night in &self.library.nights {
            let owner = book.nights.get(night.id()).and_then(|d| DocId::parse(d));
            let owner = owner.map_or(docs.device.clone(), |d| d.device().clone());
            let doc = NightDoc::of_night(owner, docs.device.clone(), night, |local| {
                docs.of_match(local)
            });
            hand_on(book, out, ClubDoc::Night(doc).to_json());
        }
    }

    /// Hands the documents on again the next time: writing them failed.
    pub fn club_not_handed(&mut self, ids: &[String]) {
        if let Some(book) = self.club.book.as_mut() {
            for id in ids {
                book.sent.remove(id);
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

/// Hands a document on if it changed since it last was.
fn hand_on(book: &mut Book, out: &mut Outgoing, doc: Value) {
    let Some(key) = doc.get("_id").and_then(Value::as_str).map(str::to_string) else {
        return;
    };
    let mut body = doc.clone();
    if let Some(fields) = body.as_object_mut() {
        fields.remove("by");
    }
    let print = value_print(&body);
    if book.sent.get(&key) != Some(&print) {
        book.sent.insert(key, print);
        out.put.push(doc);
    }
}
