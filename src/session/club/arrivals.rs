//! What arrives from the exchange: other devices' matches, nights and
//! presets, kept here as they arrive; a match deleted for good; and, on
//! the device that made a match, the versions two devices wrote apart,
//! settled without losing a hand.

use super::book::Book;
use crate::engine::night::Reading;
use crate::session::{Notice, Session};
use crate::storage::club::{settle, ClubDoc, DocId, MatchDoc, NightDoc, PresetsDoc};
use crate::storage::library::{Arriving, Standing};
use crate::storage::KeyValue;
use serde_json::Value;

/// The versions of a match this device settled, for the exchange to
/// write: `keep` over the match, each of `losers` (revisions) removed.
#[derive(Clone, Debug, PartialEq)]
pub struct SettleOrder {
    /// The document's id.
    pub id: String,
    /// The version kept, without `_rev`.
    pub keep: Value,
    /// The revisions it takes up, to be removed.
    pub losers: Vec<String>,
}

/// What taking in a batch of arrivals leaves for the exchange to do.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Arrived {
    /// Matches settled here, to write.
    pub settle: Vec<SettleOrder>,
    /// Documents that could not be read, by id: left on the server as
    /// they are, for a newer build of the app.
    pub unread: Vec<String>,
}

impl<S: KeyValue> Session<S> {
    /// Takes in a batch of the feed's changes, each as the exchange writes
    /// it (JSON: `seq`, `doc`, `conflicts`), writing the list of matches
    /// once for them all.
    pub fn take_club_changes(&mut self, changes: &[String]) -> Arrived {
        let Some(mut book) = self.club.book.take() else {
            return Arrived::default();
        };
        let mut arrived = Arrived::default();
        for change in changes {
            let Ok(change) = serde_json::from_str::<Value>(change) else {
                continue;
            };
            self.take_change(&mut book, &change, &mut arrived);
            match change.get("seq") {
                Some(Value::String(seq)) => book.since = seq.clone(),
                Some(seq @ Value::Number(_)) => book.since = seq.to_string(),
                _ => {}
            }
        }
        let listed = self.library.save_list();
        let booked = book.save(&mut self.library);
        self.club.book = Some(book);
        self.note(listed.and(booked));
        if self.open.as_ref().is_some_and(|o| !self.library.has(o.id)) {
            self.open = None;
        }
        arrived
    }

    fn take_change(&mut self, book: &mut Book, change: &Value, arrived: &mut Arrived) {
        let doc = change.get("doc").cloned().unwrap_or(Value::Null);
        let id = doc.get("_id").and_then(Value::as_str).unwrap_or_default();
        if doc.get("_deleted").and_then(Value::as_bool) == Some(true) {
            self.take_deletion(book, id);
            return;
        }
        let conflicts = change.get("conflicts").and_then(Value::as_array);
        match ClubDoc::from_json(&doc) {
            Ok(ClubDoc::Match(m)) => {
                let others = conflicts.map(Vec::as_slice).unwrap_or_default();
                self.take_match_versions(book, m, others, arrived);
            }
            Ok(ClubDoc::Night(n)) => self.take_night(book, n),
            Ok(ClubDoc::Presets(p)) => self.take_presets(book, p),
            Err(_) => arrived.unread.push(id.to_string()),
        }
    }

    fn take_match_versions(
        &mut self,
        book: &mut Book,
        winner: MatchDoc,
        others: &[Value],
        arrived: &mut Arrived,
    ) {
        let device = book.device.clone();
        if others.is_empty() || winner.owner != device {
            if winner.by != device || !others.is_empty() {
                self.take_match(book, winner);
            }
            return;
        }
        let read = |v: &Value| match ClubDoc::from_json(v) {
            Ok(ClubDoc::Match(m)) => Some(m),
            _ => None,
        };
        let losers = others.iter().filter_map(|v| v.get("_rev")?.as_str());
        let losers = losers.map(str::to_string).collect();
        let settled = settle(winner, others.iter().filter_map(read).collect());
        let id = settled.keep.id().to_string();
        let keep = MatchDoc {
            by: device.clone(),
            ..settled.keep
        };
        self.take_match(book, keep.clone());
        for copy in settled.copies {
            self.take_copy(book, copy);
        }
        let keep = ClubDoc::Match(keep).to_json();
        arrived.settle.push(SettleOrder { id, keep, losers });
    }

    /// Keeps a version that parted ways as a new match of this device's,
    /// and says so.
    fn take_copy(&mut self, book: &mut Book, copy: MatchDoc) {
        let arriving = arriving(&copy);
        if let Ok(local) = self.library.keep_arrived(arriving) {
            book.sent.remove(
                &DocId::Match {
                    device: book.device.clone(),
                    local,
                }
                .to_string(),
            );
        }
        let name = copy.name.trim_end_matches(crate::storage::club::COPY_MARK);
        self.notice = Some(Notice::ConflictingCopy(name.to_string()));
    }
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
    /// Keeps a match as it arrived: over the version kept here, unless
    /// the one here holds every hand of it and more (it is on its way to
    /// the server, and the match's own device settles the two).
    fn take_match(&mut self, book: &mut Book, doc: MatchDoc) {
        let key = doc.id().to_string();
        let own = (doc.owner == book.device).then_some(doc.local);
        let local = book.arrived.get(&key).copied().or(own);
        let local = local.filter(|l| self.library.standing(*l) != Standing::Gone);
        let id = match local {
            Some(local) => {
                let here = self.library.read(local);
                let hands = |m: &crate::engine::sheet::ScoredMatch| m.game().hands.clone();
                let longer_here = here.as_ref().is_some_and(|h| {
                    hands(h).len() > doc.hands() && hands(h).starts_with(&doc.game.game().hands)
                });
                if longer_here {
                    return;
                }
                let replaced = self.library.replace_arrived(local, arriving(&doc));
                self.note(replaced);
                if self.current() == Some(local) && doc.binned.is_none() {
                    self.take_in(local, doc.game.clone());
                    self.notice = Some(Notice::ChangedElsewhere);
                }
                local
            }
            None => match self.library.keep_arrived(arriving(&doc)) {
                Ok(id) => id,
                Err(e) => return self.note(Err(e)),
            },
        };
        if own != Some(id) {
            book.arrived.insert(key.clone(), id);
        }
        self.mark_match_sent(book, &key, id);
        if doc.binned.is_none() {
            self.note_night_result(&doc, id);
        }
    }

    fn mark_match_sent(&self, book: &mut Book, key: &str, id: u64) {
        let print = match self.library.standing(id) {
            Standing::Listed => self
                .library
                .matches
                .iter()
                .find(|m| m.id == id)
                .map(|s| super::outgoing::match_print(s, None)),
            Standing::Binned(deleted) => self
                .library
                .bin
                .iter()
                .find(|b| b.summary.id == id)
                .map(|b| super::outgoing::match_print(&b.summary, Some(&deleted))),
            Standing::Gone => None,
        };
        if let Some(print) = print {
            book.sent.insert(key.to_string(), print);
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
            Ok((table, Reading::First)) => night.note_result(table.round, table.table, id),
            Ok((table, Reading::Again { id: before })) if before != id => {
                let longer = self
                    .library
                    .read(before)
                    .is_none_or(|b| doc.game.game().hands.starts_with(&b.game().hands));
                if !longer {
                    return;
                }
                night.note_result(table.round, table.table, id)
            }
            _ => return,
        }
        let saved = self.library.save_night(night);
        self.note(saved);
    }

    fn take_deletion(&mut self, book: &mut Book, key: &str) {
        let own = DocId::parse(key).and_then(|d| match d {
            DocId::Match { device, local } if device == book.device => Some(local),
            _ => None,
        });
        let Some(local) = book.arrived.remove(key).or(own) else {
            return;
        };
        book.sent.remove(key);
        let forgotten = self.library.forget_arrived(local);
        self.note(forgotten);
    }

    fn take_night(&mut self, book: &mut Book, doc: NightDoc) {
        if doc.by == book.device {
            return;
        }
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
        book.nights
            .insert(night.id().to_string(), doc.id().to_string());
        let saved = self.library.save_night(night);
        self.note(saved);
    }

    fn take_presets(&mut self, book: &mut Book, doc: PresetsDoc) {
        if doc.owner == book.device {
            return;
        }
        let mut presets = self.library.presets.clone();
        let names = presets.names();
        let new = doc
            .presets
            .0
            .into_iter()
            .filter(|p| !names.contains(&p.name));
        let before = presets.0.len();
        presets.0.extend(new);
        if presets.0.len() > before {
            let saved = self.library.save_presets(&presets);
            self.note(saved);
        }
    }
}
