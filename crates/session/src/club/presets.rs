//! House-rule presets in the club's records: one document each, under a
//! key the same on every device, so that a rename, a change of value and a
//! deletion made anywhere reach every device and stay. Two devices that
//! change one preset apart keep both: the device whose version the server
//! ranks first keeps the others beside it, each under a name of its own.

use super::book::{Book, Resolution};
use super::outgoing::{hand_on, value_print, Outgoing, Removal};
use crate::{ClubNotice, Notice, Session};
use engine::presets::Preset;
use serde_json::Value;
use storage::club::{ClubDoc, DocId, Lineage, PresetDoc};
use storage::KeyValue;

impl<S: KeyValue> Session<S> {
    /// Hands on each preset changed since it was last written or taken
    /// in, and deletes those no longer kept here; a preset made here is
    /// given its key first.
    pub(super) fn presets_out(&mut self, book: &mut Book, out: &mut Outgoing) {
        self.key_presets(book);
        let mut kept = Vec::new();
        for preset in &self.library.presets.0 {
            let Some(doc) = preset_doc(book, preset) else {
                continue;
            };
            let key = doc.id().to_string();
            let json = ClubDoc::Preset(doc).to_json();
            let print = value_print(&json);
            hand_on(book, out, json, print);
            kept.push(key);
        }
        let gone = book.revs.keys().filter(|k| k.starts_with("preset:"));
        let gone: Vec<String> = gone.filter(|k| !kept.contains(k)).cloned().collect();
        for key in gone {
            book.sent.remove(&key);
            book.keepers.remove(&key);
            let base = book.revs.remove(&key);
            out.remove.push(Removal { id: key, base });
        }
    }

    /// Gives each preset with no key one of this device's.
    fn key_presets(&mut self, book: &mut Book) {
        let mut presets = self.library.presets.clone();
        let unkeyed = presets.0.iter_mut().filter(|p| p.key.is_none());
        let mut keyed = false;
        for preset in unkeyed {
            book.presets_keyed += 1;
            let id = DocId::Preset {
                device: book.device.clone(),
                local: book.presets_keyed,
            };
            preset.key = Some(id.to_string());
            keyed = true;
        }
        if keyed {
            let saved = self.library.save_presets(&presets);
            self.note(saved);
        }
    }

    /// Keeps a preset as it arrived, over the one of its key here; one of
    /// another key with the same name gives way to the one first sent
    /// (the lower id), by name where their values differ. Whether it was
    /// kept.
    pub(super) fn take_preset(&mut self, book: &mut Book, doc: PresetDoc, rev: &str) -> bool {
        let key = doc.id().to_string();
        book.held_back.remove(&key);
        let mut presets = self.library.presets.clone();
        let clash = presets.0.iter().position(|p| {
            p.key.as_deref() != Some(key.as_str()) && p.name.eq_ignore_ascii_case(&doc.preset.name)
        });
        if let Some(at) = clash {
            let here = presets.0[at].key.clone().unwrap_or_default();
            if key > here {
                // The other device gives way: its rename or removal follows.
                let doc = ClubDoc::Preset(doc).to_json();
                book.held_back.insert(key, (rev.to_string(), doc));
                return false;
            }
            if presets.0[at].rules == doc.preset.rules {
                presets.0.remove(at);
            } else {
                presets.0[at].name = presets.copy_name(&doc.preset.name);
            }
        }
        match presets
            .0
            .iter_mut()
            .find(|p| p.key.as_deref() == Some(&key))
        {
            Some(here) => *here = doc.preset.clone(),
            None => presets.0.push(doc.preset.clone()),
        }
        let saved = self.library.save_presets(&presets);
        let kept = saved.is_ok();
        self.note(saved);
        if kept {
            let json = ClubDoc::Preset(doc).to_json();
            book.sent.insert(key, value_print(&json));
        }
        kept
    }

    /// Takes in the presets held back whose name is free now.
    pub(super) fn take_held_back(&mut self, book: &mut Book) {
        let waiting = std::mem::take(&mut book.held_back);
        for (key, (rev, json)) in waiting {
            let Ok(ClubDoc::Preset(doc)) = ClubDoc::from_json(&json) else {
                continue;
            };
            if self.take_preset(book, doc, &rev) {
                book.revs.insert(key, rev);
            }
        }
    }

    /// A preset deleted on another device: deleted here too.
    pub(super) fn take_preset_deletion(&mut self, key: &str) {
        let mut presets = self.library.presets.clone();
        let before = presets.0.len();
        presets.0.retain(|p| p.key.as_deref() != Some(key));
        if presets.0.len() < before {
            let saved = self.library.save_presets(&presets);
            self.note(saved);
        }
    }

    /// Versions of one preset changed apart: where this device wrote the
    /// one the server ranks first, each other version that differs is
    /// kept beside it as a preset of its own, and the order to remove them
    /// from the server returned.
    pub(super) fn resolve_preset(
        &mut self,
        book: &Book,
        versions: &[(Lineage, Value)],
    ) -> Option<Resolution> {
        let read = |v: &Value| match ClubDoc::from_json(v) {
            Ok(ClubDoc::Preset(doc)) => Some(doc),
            _ => None,
        };
        let (first, others) = versions.split_first()?;
        let winner = read(&first.1)?;
        if winner.by != book.device {
            return None;
        }
        let mut presets = self.library.presets.clone();
        for other in others.iter().filter_map(|(_, v)| read(v)) {
            if other.preset.rules == winner.preset.rules {
                continue;
            }
            let name = presets.copy_name(&other.preset.name);
            self.notice = Some(Notice::Club(ClubNotice::PresetsApart(name.clone())));
            presets.0.push(Preset {
                name,
                key: None,
                rules: other.preset.rules,
            });
        }
        let saved = self.library.save_presets(&presets);
        self.note(saved);
        Some(Resolution {
            id: winner.id().to_string(),
            keep: ClubDoc::Preset(winner).to_json(),
            losers: others
                .iter()
                .map(|(line, _)| line.rev().to_string())
                .collect(),
        })
    }
}

impl<S: KeyValue> Session<S> {
    /// The version of a preset kept here, by its document's id.
    pub(super) fn preset_print(&self, book: &Book, key: &str) -> Option<String> {
        let mut preset = self.library.presets.0.iter();
        let preset = preset.find(|p| p.key.as_deref() == Some(key))?;
        let doc = ClubDoc::Preset(preset_doc(book, preset)?).to_json();
        Some(value_print(&doc))
    }
}

/// A preset kept here as its document, once it has a key.
fn preset_doc(book: &Book, preset: &Preset) -> Option<PresetDoc> {
    let Some(DocId::Preset { device, local }) = DocId::parse(preset.key.as_deref()?) else {
        return None;
    };
    Some(PresetDoc {
        owner: device,
        local,
        by: book.device.clone(),
        preset: preset.clone(),
    })
}
