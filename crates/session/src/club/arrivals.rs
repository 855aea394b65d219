//! What arrives from the exchange: each document as it now stands on this
//! device's copy of the club's records, with its line of descent and every
//! version written apart from it. History decides: a version that
//! descends from the one kept here replaces it, whatever it adds or
//! removes; versions written apart are each kept (disputes.rs); a change
//! made here and not yet written to the exchange is never overwritten.

use super::book::{Book, Dispute, Resolution, Unread};
use super::Writing;
use crate::{ClubNotice, Notice, Session};
use engine::night::ResultSeen;
use serde_json::Value;
use storage::club::{ClubDoc, DocFault, DocId, Lineage, MatchDoc, NightDoc};
use storage::library::{Arriving, Whereabouts};
use storage::KeyValue;

/// What taking in a batch of arrivals leaves for the exchange to do.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Arrived {
    /// Versions written apart resolved here, to write.
    pub resolve: Vec<Resolution>,
    /// Documents that could not be read, by id: left on the server as
    /// they are, for a newer build of the app.
    pub unread: Vec<String>,
}

/// A document as it stands: the version the server ranks first, then
/// each written apart from it, each with its line of descent.
struct Leaves {
    versions: Vec<(Lineage, Value)>,
}

impl Leaves {
    /// The versions of a change, taken out of it.
    fn of(change: &mut Value) -> Option<Leaves> {
        let winner = change.get_mut("doc")?.take();
        let others = match change.get_mut("conflicts").map(Value::take) {
            Some(Value::Array(others)) => others,
            _ => Vec::new(),
        };
        let all = std::iter::once(winner).chain(others);
        let versions = all.filter_map(|v| Some((Lineage::of(&v)?, v)));
        let versions: Vec<_> = versions.collect();
        (!versions.is_empty()).then_some(Leaves { versions })
    }

    /// The version this device goes on with, holding `base`: the one
    /// ranked first where it descends from `base`, else the first that
    /// does, else the one ranked first (the line `base` was on was closed).
    fn mine(&self, base: Option<&String>) -> &(Lineage, Value) {
        let holds = |(line, _): &&(Lineage, Value)| base.is_some_and(|b| line.holds(b));
        self.versions
            .iter()
            .find(holds)
            .unwrap_or(&self.versions[0])
    }
}

impl<S: KeyValue> Session<S> {
    /// Takes in a batch of the feed's changes, each as the exchange writes
    /// it (`seq`, `doc` with `_rev` and `_revisions`, `conflicts`),
    /// writing the list of matches and the book once for them all, now or
    /// with a later batch ([`Writing`]).
    pub fn take_club_changes(&mut self, changes: Vec<Value>, writing: Writing) -> Arrived {
        self.batch(changes, writing, |session, book, change, arrived| {
            match change.get("seq") {
                Some(Value::String(seq)) => book.since = seq.clone(),
                Some(seq @ Value::Number(_)) => book.since = seq.to_string(),
                _ => {}
            }
            session.take_change(book, change, arrived);
        })
    }

    /// Notes the documents the exchange wrote (`id`, `rev`, and the
    /// document as it then stands, `change`), and takes in how they stand.
    pub fn club_written(&mut self, written: Vec<Value>) -> Arrived {
        self.batch(
            written,
            Writing::Now,
            |session, book, mut write, arrived| {
                let id = write.get("id").and_then(Value::as_str).unwrap_or_default();
                let Some(print) = book.flying.remove(id) else {
                    return;
                };
                if let Some(rev) = write.get("rev").and_then(Value::as_str) {
                    book.revs.insert(id.to_string(), rev.to_string());
                    book.sent.insert(id.to_string(), print);
                }
                if let Some(change) = write.get_mut("change").map(Value::take) {
                    session.take_change(book, change, arrived);
                }
            },
        )
    }

    /// Runs `each` on every report of a batch, then takes in the presets
    /// held back, and writes the list of matches and the book once.
    fn batch(
        &mut self,
        reports: Vec<Value>,
        writing: Writing,
        mut each: impl FnMut(&mut Self, &mut Book, Value, &mut Arrived),
    ) -> Arrived {
        let Some(mut book) = self.club.book.take() else {
            return Arrived::default();
        };
        let mut arrived = Arrived::default();
        for report in reports {
            each(self, &mut book, report, &mut arrived);
        }
        self.take_held_back(&mut book);
        self.club.book = Some(book);
        self.club.unwritten = true;
        if writing == Writing::Now {
            self.write_club_arrivals();
        }
        if self.open.as_ref().is_some_and(|o| !self.library.has(o.id)) {
            self.open = None;
        }
        arrived
    }

    fn take_change(&mut self, book: &mut Book, mut change: Value, arrived: &mut Arrived) {
        let doc = change.get("doc").unwrap_or(&Value::Null);
        let id = doc.get("_id").and_then(Value::as_str).unwrap_or_default();
        let id = id.to_string();
        let id = id.as_str();
        if book.flying.contains_key(id) || id.starts_with('_') {
            // Its write's answer brings how it then stands; the server's
            // own documents (its design document) are no record.
            return;
        }
        if doc.get("_deleted").and_then(Value::as_bool) == Some(true) {
            self.take_deletion(book, id);
            return;
        }
        let Some(standing) = Leaves::of(&mut change) else {
            arrived.unread.push(id.to_string());
            book.unread.insert(id.to_string(), Unread::NoRevision);
            return;
        };
        let base = book.revs.get(id).cloned();
        let (line, mine) = standing.mine(base.as_ref());
        if let Some(keeper) = mine.get("keeper").and_then(Value::as_str) {
            book.keepers.insert(id.to_string(), keeper.to_string());
        }
        let doc = ClubDoc::from_json(mine);
        let resolved = book.disputes.contains_key(id) && standing.versions.len() == 1;
        if let Ok(ClubDoc::Match(_)) = doc {
            self.note_dispute(book, id, &standing);
        }
        if let Ok(ClubDoc::Preset(_)) = doc {
            let order = (standing.versions.len() > 1)
                .then(|| self.resolve_preset(book, &standing.versions))
                .flatten();
            arrived.resolve.extend(order);
        }
        if base.as_deref() == Some(line.rev()) || self.changed_here(book, id) {
            return;
        }
        let rev = line.rev().to_string();
        let taken = match doc {
            Ok(ClubDoc::Match(m)) => self.take_match(book, m, resolved),
            Ok(ClubDoc::Night(n)) => self.take_night(book, n),
            Ok(ClubDoc::Preset(p)) => self.take_preset(book, p, &rev),
            Err(DocFault::Retired) => false,
            Err(fault) => {
                arrived.unread.push(id.to_string());
                book.unread.insert(id.to_string(), Unread::of(&fault));
                false
            }
        };
        if taken {
            book.unread.remove(id);
            book.revs.insert(id.to_string(), rev);
        }
    }

    /// Keeps every version of a match written apart, or forgets its
    /// dispute once one version stands.
    fn note_dispute(&mut self, book: &mut Book, id: &str, standing: &Leaves) {
        if standing.versions.len() < 2 {
            book.disputes.remove(id);
            return;
        }
        let versions = standing.versions.iter().map(|(_, v)| v.clone()).collect();
        let before = book.disputes.insert(id.to_string(), Dispute { versions });
        if before.is_none() {
            self.notice = Some(Notice::Club(ClubNotice::VersionsApart(name_of(
                &standing.versions[0].1,
            ))));
        }
    }

    /// Whether the document was changed here since it was last written
    /// or taken in: that change is written over the version it came from,
    /// and is never overwritten. Another device's night is never written
    /// from here (its results read here are kept beside it as it arrives),
    /// so it is never changed here.
    fn changed_here(&self, book: &Book, key: &str) -> bool {
        let Some(sent) = book.sent.get(key) else {
            return false;
        };
        let now = match DocId::parse(key) {
            Some(DocId::Match { .. }) => book.local_of(key).and_then(|l| self.match_print(l)),
            Some(DocId::Night { device, .. }) if device != book.device => None,
            Some(DocId::Night { .. }) => self.night_print(book, key),
            Some(DocId::Preset { .. }) => self.preset_print(book, key),
            None => None,
        };
        now.is_some_and(|now| now != *sent)
    }

    fn night_print(&self, book: &Book, key: &str) -> Option<String> {
        let Some(DocId::Night { night, .. }) = DocId::parse(key) else {
            return None;
        };
        let night = self.library.night(&night)?;
        let doc = super::outgoing::Docs::of(book).night_doc(book, night);
        Some(super::outgoing::value_print(&doc))
    }
}

/// A match document's name, for a notice.
fn name_of(doc: &Value) -> String {
    let name = doc.get("name").and_then(Value::as_str);
    name.unwrap_or_default().to_string()
}

/// A match document as the library keeps it.
fn arriving(doc: &MatchDoc) -> Arriving<'_> {
    Arriving {
        name: &doc.name,
        created: &doc.created,
        updated: &doc.updated,
        binned: doc.binned.as_deref(),
        game: &doc.game,
    }
}

impl<S: KeyValue> Session<S> {
    /// Keeps a version of a match over the one kept here (`resolved`: the
    /// one version kept of two written apart); whether it was kept.
    fn take_match(&mut self, book: &mut Book, doc: MatchDoc, resolved: bool) -> bool {
        let key = doc.id().to_string();
        let own = (doc.owner == book.device).then_some(doc.local);
        let local = book.arrived.get(&key).copied().or(own);
        let local = local.filter(|l| self.library.whereabouts(*l) != Whereabouts::Gone);
        let id = match local {
            Some(local) => {
                let same = self.library.read(local).is_some_and(|h| h == doc.game);
                let replaced = self.library.replace_arrived(local, arriving(&doc));
                if replaced.is_err() {
                    self.note(replaced);
                    return false;
                }
                if self.current() == Some(local) && doc.binned.is_none() && !same {
                    self.take_in(local, doc.game.clone());
                    let name = doc.name.clone();
                    self.notice = Some(match resolved {
                        true => Notice::Club(ClubNotice::VersionKept(name)),
                        false => Notice::Club(ClubNotice::ChangedOnAnotherTablet(name)),
                    });
                }
                local
            }
            None => match self.library.keep_arrived(arriving(&doc)) {
                Ok(id) => id,
                Err(e) => {
                    self.note(Err(e));
                    return false;
                }
            },
        };
        if own != Some(id) {
            book.arrived.insert(key.clone(), id);
        }
        match doc.game.game().night.clone() {
            Some(table) if own != Some(id) => book.claims.insert(id, table),
            _ => book.claims.remove(&id),
        };
        if let Some(print) = self.match_print(id) {
            book.sent.insert(key, print);
        }
        if doc.binned.is_none() {
            self.note_night_result(&doc, id);
        }
        true
    }

    /// The version of a match kept here, as cheap to tell apart as the
    /// list makes it.
    pub(super) fn match_print(&self, id: u64) -> Option<String> {
        match self.library.whereabouts(id) {
            Whereabouts::Listed => self
                .library
                .matches
                .iter()
                .find(|m| m.id == id)
                .map(|s| super::outgoing::match_print(s, None)),
            Whereabouts::Binned(deleted) => self
                .library
                .bin
                .iter()
                .find(|b| b.summary.id == id)
                .map(|b| super::outgoing::match_print(&b.summary, Some(&deleted))),
            Whereabouts::Gone => None,
        }
    }

    /// A club night's table whose match arrived: its result is read, as if
    /// by the table's QR code.
    fn note_night_result(&mut self, doc: &MatchDoc, id: u64) {
        let Some(tag) = doc.game.game().night.as_ref() else {
            return;
        };
        let Some(mut night) = self.library.night(&tag.night).cloned() else {
            return;
        };
        match night.place_of(doc.game.game()) {
            Ok((table, ResultSeen::First)) => night.note_result(table.round, table.table, id),
            // Another match claiming a table already read is not taken
            // for it while the one read is kept: it is marked instead.
            Ok((table, ResultSeen::Again { id: before }))
                if before != id && self.library.whereabouts(before) != Whereabouts::Listed =>
            {
                night.note_result(table.round, table.table, id)
            }
            _ => return,
        }
        let saved = self.library.save_night(night);
        self.note(saved);
    }

    fn take_deletion(&mut self, book: &mut Book, key: &str) {
        book.unread.remove(key);
        book.disputes.remove(key);
        book.held_back.remove(key);
        if self.changed_here(book, key) {
            return;
        }
        book.revs.remove(key);
        book.keepers.remove(key);
        if key.starts_with("preset:") {
            book.sent.remove(key);
            return self.take_preset_deletion(key);
        }
        let Some(local) = book.arrived.remove(key).or(book.local_of(key)) else {
            return;
        };
        book.sent.remove(key);
        let forgotten = self.library.forget_arrived(local);
        self.note(forgotten);
    }

    /// Keeps a club night as it arrived, with the results of tables whose
    /// matches are here.
    fn take_night(&mut self, book: &mut Book, doc: NightDoc) -> bool {
        let local_of = |d: &DocId| match d {
            DocId::Match { device, local } if *device == book.device => Some(*local),
            d => book.arrived.get(&d.to_string()).copied(),
        };
        let (mut night, _missing) = doc.to_night(local_of);
        if let Some(here) = self.library.night(night.id()) {
            for read in here.results() {
                let known = night
                    .results()
                    .iter()
                    .any(|r| (r.round, r.table) == (read.round, read.table));
                if !known {
                    night.note_result(read.round, read.table, read.id);
                }
            }
        }
        if doc.owner != book.device {
            book.nights
                .insert(night.id().to_string(), doc.id().to_string());
        }
        let saved = self.library.save_night(night);
        let kept = saved.is_ok();
        self.note(saved);
        if kept {
            if let Some(print) = self.night_print(book, &doc.id().to_string()) {
                book.sent.insert(doc.id().to_string(), print);
            }
        }
        kept
    }
}
