//! Club sync's documents: every kept match, club night and house-rule
//! preset, as the JSON documents the club's server holds, and the line of
//! descent that tells a later version from one written apart.
//!
//! Every document carries `_id` (see [`DocId`]), `kind` (`match`, `night`
//! or `preset`), `version` ([`VERSION`]), `owner` (the device that made
//! it) and `by` (the device that wrote this version). The server's own
//! fields (`_rev`, `_conflicts` and the like) are no part of a
//! [`ClubDoc`]: reading passes over them.

mod docs;
mod ids;
mod lineage;
mod wire;

pub use docs::{MatchDoc, NightDoc, PresetDoc, ResultDoc};
pub use ids::{DeviceId, DocId};
pub use lineage::Lineage;

use engine::sheet::MatchError;
use serde_json::Value;

/// The version of the documents this build writes, and the newest it reads.
pub const VERSION: u32 = 1;

/// One club document.
// Documents are read and written one at a time: a match's size is no
// burden, and boxing it would only make every caller unwrap it.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClubDoc {
    /// A kept match.
    Match(MatchDoc),
    /// A club night.
    Night(NightDoc),
    /// A house-rule preset.
    Preset(PresetDoc),
}

/// Why a document was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DocFault {
    /// Not one of this app's documents: no `_id`, `kind` or `version`.
    NotOurs,
    /// A kind earlier builds wrote and this one passes over: a device's
    /// presets in one document (each preset now travels on its own).
    Retired,
    /// A kind of document this build does not know, written by a newer one.
    UnknownKind(String),
    /// Written by a newer version of the app, which this one could misread.
    Newer(u64),
    /// Not of the expected shape, in the JSON reader's own words.
    Unreadable(String),
    /// Its `_id` does not name a document of its kind made by its owner.
    Id(String),
    /// A match that does not add up, with its players' names.
    Match {
        /// Why.
        error: MatchError,
        /// The players' names, to say a refused hand's problems.
        names: Vec<String>,
    },
    /// A club night whose plan does not seat each of its players once a
    /// round at tables of three to five, or with more rounds started than
    /// planned.
    NightUnsound,
}

impl ClubDoc {
    /// The document's id.
    pub fn id(&self) -> DocId {
        match self {
            ClubDoc::Match(doc) => doc.id(),
            ClubDoc::Night(doc) => doc.id(),
            ClubDoc::Preset(doc) => doc.id(),
        }
    }

    /// The document as the server holds it, without `_rev`.
    pub fn to_json(&self) -> Value {
        match self {
            ClubDoc::Match(doc) => wire::match_json(doc),
            ClubDoc::Night(doc) => wire::night_json(doc),
            ClubDoc::Preset(doc) => wire::preset_json(doc),
        }
    }

    /// Reads a document from the server, with every check the library
    /// makes of what it keeps.
    pub fn from_json(value: &Value) -> Result<ClubDoc, DocFault> {
        let id = value.get("_id").and_then(Value::as_str);
        let kind = value.get("kind").and_then(Value::as_str);
        let version = value.get("version").and_then(Value::as_u64);
        let (Some(_), Some(kind), Some(version)) = (id, kind, version) else {
            return Err(DocFault::NotOurs);
        };
        if kind == "presets" {
            return Err(DocFault::Retired);
        }
        if !["match", "night", "preset"].contains(&kind) {
            return Err(DocFault::UnknownKind(kind.to_string()));
        }
        if version > u64::from(VERSION) {
            return Err(DocFault::Newer(version));
        }
        if version == 0 {
            return Err(DocFault::NotOurs);
        }
        match kind {
            "match" => wire::read_match(value).map(ClubDoc::Match),
            "night" => wire::read_night(value).map(ClubDoc::Night),
            _ => wire::read_preset(value).map(ClubDoc::Preset),
        }
    }
}
