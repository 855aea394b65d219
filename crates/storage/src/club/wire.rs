//! Each kind of club document as JSON on the server, and read back: every
//! check a kept match or night has when the library reads it is made.

use super::docs::{MatchDoc, NightDoc, PresetDoc, ResultDoc};
use super::{DeviceId, DocFault, DocId, VERSION};
use engine::night::{Night, NightRecord};
use engine::presets::Preset;
use engine::sheet::{Match, MatchError, ScoredMatch};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What every document starts with.
#[derive(Serialize, Deserialize)]
struct Head {
    #[serde(rename = "_id")]
    id: String,
    kind: String,
    version: u32,
    owner: DeviceId,
    by: DeviceId,
}

#[derive(Serialize, Deserialize)]
struct MatchWire {
    #[serde(flatten)]
    head: Head,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tablet: Option<String>,
    name: String,
    created: String,
    updated: String,
    binned: Option<String>,
    #[serde(rename = "match")]
    game: Match,
}

#[derive(Serialize, Deserialize)]
struct NightWire {
    #[serde(flatten)]
    head: Head,
    /// The night as kept, its `results` naming match documents.
    night: Value,
}

#[derive(Serialize, Deserialize)]
struct PresetWire {
    #[serde(flatten)]
    head: Head,
    preset: Preset,
}

fn head(id: DocId, owner: &DeviceId, by: &DeviceId) -> Head {
    Head {
        kind: id.kind().to_string(),
        id: id.to_string(),
        version: VERSION,
        owner: owner.clone(),
        by: by.clone(),
    }
}

/// A value as JSON; what the app's own types always are.
fn json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// Reads a document's value as its type, straight from the value: a new
/// device reads a club's years of matches so, and writing each out as
/// text to read it again took a tenth of that time.
fn read<T: DeserializeOwned>(value: &Value) -> Result<T, DocFault> {
    T::deserialize(value).map_err(|e| DocFault::Unreadable(e.to_string()))
}

/// The document's `_id`, if it names a document of this kind made by its
/// owner.
fn check_id(head: &Head) -> Result<DocId, DocFault> {
    match DocId::parse(&head.id) {
        Some(id) if id.kind() == head.kind && *id.device() == head.owner => Ok(id),
        _ => Err(DocFault::Id(head.id.clone())),
    }
}

pub(super) fn match_json(doc: &MatchDoc) -> Value {
    json(&MatchWire {
        head: head(doc.id(), &doc.owner, &doc.by),
        tablet: doc.tablet.clone(),
        name: doc.name.clone(),
        created: doc.created.clone(),
        updated: doc.updated.clone(),
        binned: doc.binned.clone(),
        game: doc.game.game().clone(),
    })
}

/// A match document, its match checked as an imported one is and folded
/// as the library reads a kept one.
pub(super) fn read_match(value: &Value) -> Result<MatchDoc, DocFault> {
    let wire: MatchWire = read(value)?;
    let (device, local) = match check_id(&wire.head)? {
        DocId::Match { device, local } => (device, local),
        _ => return Err(DocFault::Id(wire.head.id)),
    };
    let names = wire.game.setup.names.clone();
    let problems = wire.game.setup.problems_as_kept();
    let folded = if problems.is_empty() {
        ScoredMatch::stored(wire.game)
    } else {
        Err(MatchError::Setup(problems))
    };
    let game = folded.map_err(|error| DocFault::Match { error, names })?;
    Ok(MatchDoc {
        owner: device,
        local,
        by: wire.head.by,
        tablet: wire.tablet,
        name: wire.name,
        created: wire.created,
        updated: wire.updated,
        binned: wire.binned,
        game,
    })
}

pub(super) fn night_json(doc: &NightDoc) -> Value {
    let mut night = json(&NightRecord::from(doc.night.clone()));
    if let Some(fields) = night.as_object_mut() {
        fields.insert("results".into(), json(&doc.results));
    }
    json(&NightWire {
        head: head(doc.id(), &doc.owner, &doc.by),
        night,
    })
}

/// A night document, its plan checked as the library checks a kept
/// night's, each of its results naming a match document.
pub(super) fn read_night(value: &Value) -> Result<NightDoc, DocFault> {
    let mut wire: NightWire = read(value)?;
    let id = check_id(&wire.head)?;
    let results = match wire.night.as_object_mut() {
        Some(fields) => fields.remove("results").unwrap_or(Value::Array(Vec::new())),
        None => Value::Null,
    };
    let record: NightRecord = read(&wire.night)?;
    let results: Vec<ResultDoc> = read(&results)?;
    if let Some(other) = results.iter().find(|r| r.doc.kind() != "match") {
        let text = format!("a result names {}, not a match", other.doc);
        return Err(DocFault::Unreadable(text));
    }
    let night = Night::new(record).map_err(|_| DocFault::NightUnsound)?;
    let named = DocId::Night {
        device: wire.head.owner.clone(),
        night: night.id().to_string(),
    };
    if id != named {
        return Err(DocFault::Id(wire.head.id));
    }
    Ok(NightDoc {
        owner: wire.head.owner,
        by: wire.head.by,
        night: super::docs::without_results(&night),
        results,
    })
}

pub(super) fn preset_json(doc: &PresetDoc) -> Value {
    json(&PresetWire {
        head: head(doc.id(), &doc.owner, &doc.by),
        preset: Preset {
            key: None,
            ..doc.preset.clone()
        },
    })
}

/// A preset's document: its name as the presets screen would take it.
pub(super) fn read_preset(value: &Value) -> Result<PresetDoc, DocFault> {
    let wire: PresetWire = read(value)?;
    let local = match check_id(&wire.head)? {
        DocId::Preset { local, .. } => local,
        _ => return Err(DocFault::Id(wire.head.id)),
    };
    let named = engine::presets::Presets::default().check_name(&wire.preset.name, None);
    if named.as_deref() != Ok(wire.preset.name.as_str()) {
        return Err(DocFault::Unreadable(format!(
            "a preset named {:?}",
            wire.preset.name
        )));
    }
    Ok(PresetDoc {
        owner: wire.head.owner,
        local,
        by: wire.head.by,
        preset: Preset {
            key: Some(wire.head.id),
            ..wire.preset
        },
    })
}
