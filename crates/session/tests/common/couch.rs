//! A stand-in for the club's records as every tablet's copy holds them:
//! each document's tree of revisions, the winning version chosen as
//! CouchDB chooses it (a version not deleted first, then the longest
//! history, then the greatest revision), and a write over a revision that
//! is no longer the newest kept beside it, as the exchange (club/worker.js)
//! writes it. One store stands for the server and every copy, always in
//! step; a device that does not take in what arrived writes over an older
//! revision, which is how two devices come to write apart.

use serde_json::{json, Map, Value};
use session::club::{Arrived, BridgeReport, Writing};
use session::Session;
use std::collections::BTreeMap;
use storage::MemoryStore;

type Device = Session<MemoryStore>;

/// One revision of a document.
#[derive(Clone)]
struct Revision {
    rev: String,
    parent: Option<String>,
    body: Value,
    deleted: bool,
}

/// Every document's revisions, and the feed of changes.
#[derive(Default)]
pub struct Couch {
    docs: BTreeMap<String, Vec<Revision>>,
    /// The ids changed, in order: the feed's sequence is an index here.
    pub feed: Vec<String>,
    made: u64,
}

fn generation(rev: &str) -> u64 {
    rev.split('-')
        .next()
        .and_then(|g| g.parse().ok())
        .unwrap_or(0)
}

impl Couch {
    fn revs(&self, id: &str) -> &[Revision] {
        self.docs.get(id).map(Vec::as_slice).unwrap_or_default()
    }

    /// The versions no other was written over, the winner first.
    fn leaves(&self, id: &str) -> Vec<&Revision> {
        let revs = self.revs(id);
        let is_parent = |r: &Revision| revs.iter().any(|c| c.parent.as_ref() == Some(&r.rev));
        let mut leaves: Vec<&Revision> = revs.iter().filter(|r| !is_parent(r)).collect();
        leaves.sort_by(|a, b| {
            let key = |r: &Revision| (!r.deleted, generation(&r.rev), r.rev.clone());
            key(b).cmp(&key(a))
        });
        leaves
    }

    fn winner(&self, id: &str) -> Option<&Revision> {
        self.leaves(id).into_iter().next()
    }

    fn with_history(&self, id: &str, revision: &Revision) -> Value {
        let mut ids = Vec::new();
        let mut at = Some(revision.rev.clone());
        while let Some(rev) = at {
            ids.push(json!(rev.split_once('-').unwrap().1));
            at = self
                .revs(id)
                .iter()
                .find(|r| r.rev == rev)
                .and_then(|r| r.parent.clone());
        }
        let mut doc = revision.body.clone();
        doc["_rev"] = json!(revision.rev);
        doc["_revisions"] = json!({ "start": generation(&revision.rev), "ids": ids });
        doc
    }

    /// How a document stands, as the bridge reports it.
    pub fn standing(&self, id: &str) -> Value {
        let leaves = self.leaves(id);
        match leaves.first() {
            Some(w) if !w.deleted => {
                let others = leaves[1..].iter().filter(|r| !r.deleted);
                let others: Vec<Value> = others.map(|r| self.with_history(id, r)).collect();
                json!({ "doc": self.with_history(id, w), "conflicts": others })
            }
            _ => json!({ "doc": { "_id": id, "_deleted": true }, "conflicts": [] }),
        }
    }

    fn add(&mut self, id: &str, parent: Option<String>, body: Value, deleted: bool) -> String {
        self.made += 1;
        let generation = parent.as_deref().map_or(0, generation) + 1;
        let rev = format!(
            "{generation}-{:08x}",
            self.made.wrapping_mul(0x9e37_79b9) % (1 << 32)
        );
        let revision = Revision {
            rev: rev.clone(),
            parent,
            body,
            deleted,
        };
        self.docs.entry(id.to_string()).or_default().push(revision);
        self.feed.push(id.to_string());
        rev
    }

    /// Writes a document over the revision it names as `_base`, as the
    /// bridge does; its new revision.
    pub fn write(&mut self, mut doc: Value) -> String {
        let fields: &mut Map<String, Value> = doc.as_object_mut().unwrap();
        let base = fields
            .remove("_base")
            .and_then(|b| b.as_str().map(str::to_string));
        let id = fields["_id"].as_str().unwrap().to_string();
        let winner = self.winner(&id).filter(|w| !w.deleted).cloned();
        if let Some(w) = &winner {
            if w.body == doc && base.as_ref().is_none_or(|b| *b == w.rev) {
                return w.rev.clone();
            }
        }
        let parent = match (&winner, base) {
            (None, None) => self.winner(&id).map(|w| w.rev.clone()),
            (_, base) => base,
        };
        self.add(&id, parent, doc, false)
    }

    /// Deletes a document over `base`.
    pub fn remove(&mut self, id: &str, base: Option<String>) {
        let parent = base.or_else(|| self.winner(id).map(|w| w.rev.clone()));
        self.add(id, parent, json!({ "_id": id }), true);
    }

    /// Keeps one version: written over the winner, the others deleted.
    pub fn resolve(&mut self, id: &str, keep: Value, losers: &[String]) {
        let winner = self.winner(id).map(|w| w.rev.clone());
        for loser in losers.iter().filter(|l| Some(*l) != winner.as_ref()) {
            self.add(id, Some(loser.clone()), json!({ "_id": id }), true);
        }
        self.add(id, winner, keep, false);
    }

    /// Carries a device's changes to the records, and what they then
    /// are back to it; how many documents were written or deleted.
    pub fn take(&mut self, from: &mut Device) -> usize {
        let out = from.club_outgoing();
        let mut written = Vec::new();
        for doc in &out.put {
            let id = doc["_id"].as_str().unwrap().to_string();
            let rev = self.write(doc.clone());
            let change = self.standing(&id);
            written.push(json!({ "id": id, "rev": rev, "change": change }));
        }
        for removal in &out.remove {
            self.remove(&removal.id, removal.base.clone());
        }
        let arrived = from.club_written(written);
        self.carry_out(arrived);
        for order in out.resolve {
            self.resolve(&order.id, order.keep, &order.losers);
        }
        out.put.len() + out.remove.len()
    }

    /// The feed's change `n` (from 0), its document as it stands now and
    /// its sequence `n + 1`.
    pub fn change(&self, n: usize) -> Value {
        let mut change = self.standing(&self.feed[n]);
        change["seq"] = json!(n + 1);
        change
    }

    /// Hands a device every change since `since`, as the bridge's feed
    /// does: each document as it stands when it is reported, as text read
    /// as the app reads the bridge's reports.
    pub fn hand(&mut self, to: &mut Device, since: usize) -> Arrived {
        let changes: Vec<Value> = (since..self.feed.len())
            .map(|n| match BridgeReport::read(&self.change(n).to_string()) {
                Some(BridgeReport::Change(change)) => change,
                other => panic!("a change read as {other:?}"),
            })
            .collect();
        let arrived = to.take_club_changes(changes, Writing::Now);
        self.carry_out(arrived.clone());
        arrived
    }

    /// Writes what a device resolved.
    pub fn carry_out(&mut self, arrived: Arrived) {
        for order in arrived.resolve {
            self.resolve(&order.id, order.keep, &order.losers);
        }
    }

    /// The winning version of a document, if it stands.
    pub fn latest(&self, id: &str) -> Option<Value> {
        let w = self.winner(id).filter(|w| !w.deleted)?;
        Some(w.body.clone())
    }

    /// The ids of every document that stands.
    pub fn ids(&self) -> Vec<String> {
        let standing = self.docs.keys().filter(|id| self.latest(id).is_some());
        standing.cloned().collect()
    }

    /// How many versions of a document stand apart.
    pub fn versions(&self, id: &str) -> usize {
        self.leaves(id).iter().filter(|r| !r.deleted).count()
    }
}
