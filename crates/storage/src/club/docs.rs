//! The three kinds of club document, as the app holds them once read: a
//! kept match, a club night and a device's presets.

use super::{DeviceId, DocId};
use crate::library::Summary;
use engine::night::{Night, NightRecord, Round, Table, TableRead};
use engine::presets::Preset;
use engine::sheet::ScoredMatch;
use serde::{Deserialize, Serialize};

/// A kept match as it travels: what the history list shows of it, whether
/// it is in the bin, and its inputs, which add up (it is held folded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchDoc {
    /// The device that made the match.
    pub owner: DeviceId,
    /// Its number on that device.
    pub local: u64,
    /// The device that wrote this version.
    pub by: DeviceId,
    /// The club login of the device that wrote this version, where it
    /// said: the tablet's name as the players know it.
    pub tablet: Option<String>,
    /// Its name.
    pub name: String,
    /// When it was started (ISO 8601).
    pub created: String,
    /// When this version was made (ISO 8601): a hand played, a rename, a
    /// move to or from the bin. Of two versions the later decides the name
    /// and the bin.
    pub updated: String,
    /// When it was moved to the bin (ISO 8601), or none while it is listed.
    pub binned: Option<String>,
    /// The match, folded.
    pub game: ScoredMatch,
}

impl MatchDoc {
    /// A match made on `owner`, from what the library keeps of it: its
    /// summary (its number there is the summary's id), when it was moved to
    /// the bin if it was, and the match. Its time is the later of its last
    /// change and its move to the bin.
    pub fn of_summary(
        owner: DeviceId,
        by: DeviceId,
        summary: &Summary,
        deleted: Option<&str>,
        game: ScoredMatch,
    ) -> MatchDoc {
        let last = summary.updated.as_str();
        let updated = deleted.map_or(last, |d| d.max(last));
        MatchDoc {
            owner,
            local: summary.id,
            by,
            tablet: None,
            name: summary.name.clone(),
            created: summary.created.clone(),
            updated: updated.to_string(),
            binned: deleted.map(str::to_string),
            game,
        }
    }

    /// The document's id.
    pub fn id(&self) -> DocId {
        DocId::Match {
            device: self.owner.clone(),
            local: self.local,
        }
    }

    /// How many hands it holds.
    pub fn hands(&self) -> usize {
        self.game.game().hands.len()
    }
}

/// A table's result of a club night, naming its match's document so that
/// any device can find the match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultDoc {
    /// The round.
    pub round: Round,
    /// The table.
    pub table: Table,
    /// The match's document (always a match's).
    #[serde(rename = "match")]
    pub doc: DocId,
}

/// A club night as it travels: the night as kept, its results naming
/// match documents instead of the organiser's own numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NightDoc {
    /// The organiser's device, which drew the night up.
    pub owner: DeviceId,
    /// The device that wrote this version.
    pub by: DeviceId,
    /// The night, its results left out: they are in `results`.
    pub night: Night,
    /// Its tables' results.
    pub results: Vec<ResultDoc>,
}

impl NightDoc {
    /// A kept night as a document; `doc_of` gives the document of a match
    /// by its number in this library (for a match made here,
    /// `DocId::Match { device: <this device>, local }`).
    pub fn of_night(
        owner: DeviceId,
        by: DeviceId,
        night: &Night,
        mut doc_of: impl FnMut(u64) -> DocId,
    ) -> NightDoc {
        let results = night.results().iter().map(|read| ResultDoc {
            round: read.round,
            table: read.table,
            doc: doc_of(read.id),
        });
        let results = results.collect();
        NightDoc {
            owner,
            by,
            night: without_results(night),
            results,
        }
    }

    /// The document's id.
    pub fn id(&self) -> DocId {
        DocId::Night {
            device: self.owner.clone(),
            night: self.night.id().to_string(),
        }
    }

    /// The night to keep here: `local_of` gives the number in this library
    /// of a match's document, if it is kept here. The results whose
    /// matches are not here yet are left out of the night, and returned.
    pub fn to_night(
        &self,
        mut local_of: impl FnMut(&DocId) -> Option<u64>,
    ) -> (Night, Vec<ResultDoc>) {
        let mut record = NightRecord::from(self.night.clone());
        let mut missing = Vec::new();
        for result in &self.results {
            match local_of(&result.doc) {
                Some(id) => record.results.push(TableRead {
                    round: result.round,
                    table: result.table,
                    id,
                }),
                None => missing.push(result.clone()),
            }
        }
        // The plan is the night's own, checked when it was read: it stays
        // sound, whatever its results.
        let night = Night::new(record).unwrap_or_else(|_| self.night.clone());
        (night, missing)
    }
}

/// The night with no results: the document carries them apart.
pub(super) fn without_results(night: &Night) -> Night {
    let mut record = NightRecord::from(night.clone());
    record.results.clear();
    Night::new(record).unwrap_or_else(|_| night.clone())
}

/// A house-rule preset as it travels: one document each, under the id
/// the device that first sent it gave it, whoever renames or changes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PresetDoc {
    /// The device that first sent it.
    pub owner: DeviceId,
    /// Its number there.
    pub local: u64,
    /// The device that wrote this version.
    pub by: DeviceId,
    /// The preset, its key its document's id.
    pub preset: Preset,
}

impl PresetDoc {
    /// The document's id.
    pub fn id(&self) -> DocId {
        DocId::Preset {
            device: self.owner.clone(),
            local: self.local,
        }
    }
}
