//! Matches whose versions were written apart (two tablets played on, or
//! corrected, one match while apart): every version is kept, on the server
//! and here, until whoever holds the match or its night keeps one. Until
//! then each device plays on its own version, and every device counts the
//! version the server ranks first (CouchDB's winning revision, the same on
//! every device) in the season and the night.

use super::book::{Book, Dispute, Resolution};
use crate::Session;
use engine::night::NightTable;
use engine::sheet::ScoredMatch;
use serde_json::Value;
use storage::club::{ClubDoc, DeviceId, DocId, Lineage, MatchDoc};
use storage::KeyValue;

/// One version of a match in dispute, as the players compare them.
#[derive(Clone, Debug, PartialEq)]
pub struct Version {
    /// Its revision, to keep it by.
    pub rev: String,
    /// The device that wrote it.
    pub by: DeviceId,
    /// When it was last changed (ISO 8601).
    pub updated: String,
    /// The club login of the tablet that wrote it, where it said.
    pub tablet: Option<String>,
    /// Its name.
    pub name: String,
    /// The match.
    pub game: ScoredMatch,
    /// Whether this is the version the server ranks first: the one counted
    /// until one is kept.
    pub counted: bool,
    /// Whether this device plays on this version.
    pub here: bool,
}

/// A match in dispute, as the players see it.
#[derive(Clone, Debug, PartialEq)]
pub struct Disputed {
    /// The match's number here.
    pub id: u64,
    /// Its versions, the counted one first.
    pub versions: Vec<Version>,
    /// How many hands every version shares from the start: the hands after
    /// are where they differ.
    pub shared: usize,
    /// Whether this device may keep one: it made the match, or holds the
    /// club night the match is a table of.
    pub may_keep: bool,
}

/// Why a version could not be kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeepRefused {
    /// The match is no longer in dispute (resolved elsewhere, or deleted).
    Resolved,
    /// No version of that revision.
    NoSuchVersion,
    /// Only the device that made the match, or holds its night, keeps one.
    NotYours,
}

fn read(version: &Value) -> Option<(Lineage, MatchDoc)> {
    match ClubDoc::from_json(version) {
        Ok(ClubDoc::Match(doc)) => Some((Lineage::of(version)?, doc)),
        _ => None,
    }
}

impl<S: KeyValue> Session<S> {
    /// The matches in dispute, each with every version read.
    pub fn disputes(&self) -> Vec<Disputed> {
        let Some(book) = self.club.book.as_ref() else {
            return Vec::new();
        };
        let disputes = book.disputes.iter();
        let disputes = disputes.filter_map(|(key, d)| self.disputed(book, key, d));
        disputes.collect()
    }

    /// The club login of the tablet that started each match kept here,
    /// by its number here, where the club's records name it.
    pub fn match_keepers(&self) -> std::collections::HashMap<u64, String> {
        let Some(book) = self.club.book.as_ref() else {
            return std::collections::HashMap::new();
        };
        let matches = book.keepers.iter().filter(|(k, _)| k.starts_with("match:"));
        let kept = matches.filter_map(|(key, login)| Some((book.local_of(key)?, login.clone())));
        kept.collect()
    }

    /// The matches that arrived claiming a club night's table that the
    /// night, as kept here, does not count as that table's result (another
    /// match is, or none), by their number here, with the table claimed.
    pub fn tables_not_counted(&self) -> std::collections::HashMap<u64, NightTable> {
        let Some(book) = self.club.book.as_ref() else {
            return std::collections::HashMap::new();
        };
        let counted = |id: u64, table: &NightTable| {
            self.library.night(&table.night).is_none_or(|night| {
                let read = night.results();
                read.iter()
                    .any(|r| (r.round, r.table, r.id) == (table.round, table.table, id))
            })
        };
        let claims = book
            .claims
            .iter()
            .filter(|(id, table)| !counted(**id, table));
        claims.map(|(id, table)| (*id, table.clone())).collect()
    }

    /// The numbers here of the matches in dispute, cheap to ask often.
    pub fn disputed_ids(&self) -> Vec<u64> {
        let Some(book) = self.club.book.as_ref() else {
            return Vec::new();
        };
        book.disputes
            .keys()
            .filter_map(|k| book.local_of(k))
            .collect()
    }

    /// The match kept here as `id`, if it is in dispute.
    pub fn dispute_of(&self, id: u64) -> Option<Disputed> {
        self.disputes().into_iter().find(|d| d.id == id)
    }

    fn disputed(&self, book: &Book, key: &str, dispute: &Dispute) -> Option<Disputed> {
        let id = book.local_of(key)?;
        let base = book.revs.get(key);
        let versions: Vec<Version> = dispute
            .versions
            .iter()
            .filter_map(read)
            .zip(0..)
            .map(|((line, doc), at)| Version {
                here: base.is_some_and(|b| b == line.rev()),
                rev: line.rev().to_string(),
                by: doc.by,
                tablet: doc.tablet,
                updated: doc.updated,
                name: doc.name,
                game: doc.game,
                counted: at == 0,
            })
            .collect();
        let first = &versions.first()?.game.game().hands;
        let shared = versions.iter().fold(first.len(), |shared, v| {
            let hands = &v.game.game().hands;
            let same = first.iter().zip(hands).take_while(|(a, b)| a == b).count();
            shared.min(same)
        });
        let night_owner = versions[0].game.game().night.as_ref().is_some_and(|tag| {
            self.library.night(&tag.night).is_some() && !book.nights.contains_key(&tag.night)
        });
        let owner = DocId::parse(key).is_some_and(|d| *d.device() == book.device);
        Some(Disputed {
            id,
            versions,
            shared,
            may_keep: owner || night_owner,
        })
    }

    /// The dispute of the match kept here as `id`, with its document's id.
    fn entry(&self, id: u64) -> Option<(&Book, &String, &Dispute)> {
        let book = self.club.book.as_ref()?;
        let mut disputes = book.disputes.iter();
        let (key, dispute) = disputes.find(|(key, _)| book.local_of(key) == Some(id))?;
        Some((book, key, dispute))
    }

    /// The version to count of a match kept here, where it is in dispute
    /// and this device plays on another: the one the server ranks first.
    pub(crate) fn counted_instead(&self, id: u64) -> Option<MatchDoc> {
        let (book, key, dispute) = self.entry(id)?;
        let (line, doc) = read(dispute.versions.first()?)?;
        (book.revs.get(key).map(String::as_str) != Some(line.rev())).then_some(doc)
    }

    /// Every match kept here that counts as another version than the one
    /// this device plays on, by its number here.
    pub(crate) fn counted_versions(&self) -> Vec<(u64, MatchDoc)> {
        let Some(book) = self.club.book.as_ref() else {
            return Vec::new();
        };
        let ids = book.disputes.keys().filter_map(|key| book.local_of(key));
        let counted = ids.filter_map(|id| Some((id, self.counted_instead(id)?)));
        counted.collect()
    }

    /// Keeps one version of a match in dispute, the others removed: the
    /// exchange writes it with the next changes it hands on.
    pub fn keep_version(&mut self, id: u64, rev: &str) -> Result<(), KeepRefused> {
        let order = self.keep_order(id, rev)?;
        if let Some(book) = self.club.book.as_mut() {
            book.orders.push(order);
            let saved = book.save(&mut self.library);
            self.note(saved);
        }
        Ok(())
    }

    fn keep_order(&self, id: u64, rev: &str) -> Result<Resolution, KeepRefused> {
        let (book, key, dispute) = self.entry(id).ok_or(KeepRefused::Resolved)?;
        let disputed = self
            .disputed(book, key, dispute)
            .ok_or(KeepRefused::Resolved)?;
        if !disputed.may_keep {
            return Err(KeepRefused::NotYours);
        }
        let mut versions = dispute.versions.iter().filter_map(read);
        let (_, chosen) = versions
            .find(|(line, _)| line.rev() == rev)
            .ok_or(KeepRefused::NoSuchVersion)?;
        let winner = &disputed.versions[0].rev;
        let losers = disputed.versions.iter().map(|v| &v.rev);
        let losers = losers.filter(|r| *r != winner).cloned().collect();
        let keep = MatchDoc {
            by: book.device.clone(),
            tablet: self.club_login(),
            updated: self.now(),
            ..chosen
        };
        let mut keep = ClubDoc::Match(keep).to_json();
        // The version kept names its keeper, as every write does: a server
        // that checks refuses one that does not.
        let keeper = book
            .keepers
            .get(key)
            .cloned()
            .or_else(|| book.login.clone());
        if let (Some(fields), Some(keeper)) = (keep.as_object_mut(), keeper) {
            fields.insert("keeper".into(), Value::String(keeper));
        }
        Ok(Resolution {
            id: key.clone(),
            keep,
            losers,
        })
    }
}

impl<S: KeyValue> Session<S> {
    /// What this device holds of each club document it exchanges, as every
    /// device counts it: each match's name, place in the bin and hands (a
    /// match in dispute, its versions' revisions too), each preset's
    /// name and rules. Devices that have exchanged everything hold the
    /// same.
    pub fn club_held(&self) -> std::collections::BTreeMap<String, Value> {
        let mut held = std::collections::BTreeMap::new();
        let Some(book) = self.club.book.as_ref() else {
            return held;
        };
        let docs = super::outgoing::Docs::of(book);
        let listed = self.library.matches.iter().map(|s| (s, None));
        let binned = self
            .library
            .bin
            .iter()
            .map(|b| (&b.summary, Some(&b.deleted)));
        for (summary, binned) in listed.chain(binned) {
            let key = docs.of_match(summary.id).to_string();
            let (name, binned, game) = match self.counted_instead(summary.id) {
                Some(doc) => (doc.name, doc.binned.is_some(), doc.game),
                None => match self.library.read(summary.id) {
                    Some(game) => (summary.name.clone(), binned.is_some(), game),
                    None => continue,
                },
            };
            let dispute = book.disputes.get(&key).map(|d| {
                let revs = d.versions.iter().filter_map(Lineage::of);
                revs.map(|l| l.rev().to_string()).collect::<Vec<_>>()
            });
            let hands = serde_json::to_value(&game.game().hands).unwrap_or_default();
            let entry = serde_json::json!({
                "name": name,
                "binned": binned,
                "hands": hands,
                "versions": dispute,
            });
            held.insert(key, entry);
        }
        for preset in &self.library.presets.0 {
            let key = preset.key.clone().unwrap_or_else(|| preset.name.clone());
            let rules = serde_json::to_value(preset.rules.values()).unwrap_or_default();
            let rules = super::outgoing::value_print(&rules);
            held.insert(
                key,
                serde_json::json!({ "name": preset.name, "rules": rules }),
            );
        }
        held
    }
}
