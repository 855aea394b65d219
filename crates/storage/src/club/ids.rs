//! The names club documents travel under: each device's own id, made once,
//! and each document's id, built from its kind, the device that made it,
//! and the thing's own number or id on that device.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The letters a device id is written in: RFC 4648 base32, lower case.
const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";
/// How many letters a device id has: 80 bits of the randomness given.
const DEVICE_LETTERS: usize = 16;
/// The longest device id read.
pub const DEVICE_ID_LONGEST: usize = 64;

/// A device's own id, made once from randomness the caller supplies:
/// sixteen letters of lower-case base32, never holding a `:`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeviceId(String);

impl DeviceId {
    /// A device id from random bits: the lowest 80 are written out.
    pub fn from_random(bits: u128) -> DeviceId {
        let letters = (0..DEVICE_LETTERS).rev().map(|i| {
            let index = (bits >> (5 * i)) & 31;
            char::from(ALPHABET[index as usize])
        });
        DeviceId(letters.collect())
    }

    /// A device id as written, if it is one. This app writes sixteen
    /// base32 letters; any id of 1 to [`DEVICE_ID_LONGEST`] letters,
    /// digits, `-` and `_` is read, as another writer may have made it.
    pub fn parse(text: &str) -> Option<DeviceId> {
        let letters = text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        let sized = (1..=DEVICE_ID_LONGEST).contains(&text.len());
        (sized && letters).then(|| DeviceId(text.to_string()))
    }

    /// The id as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for DeviceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A club document's id: `match:<device>:<number>`,
/// `night:<device>:<night id>` (its `%` and `:` written `%25` and `%3A`)
/// or `preset:<device>:<number>`. None starts with `_`, which the server keeps
/// for its own.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DocId {
    /// A kept match, by its number on the device that made it.
    Match {
        /// The device that made it.
        device: DeviceId,
        /// Its number there.
        local: u64,
    },
    /// A club night, by the id the organiser's device gave it.
    Night {
        /// The organiser's device.
        device: DeviceId,
        /// The night's id.
        night: String,
    },
    /// A house-rule preset, by its number on the device that first sent
    /// it.
    Preset {
        /// The device that first sent it.
        device: DeviceId,
        /// Its number there.
        local: u64,
    },
}

impl DocId {
    /// The device that made the document.
    pub fn device(&self) -> &DeviceId {
        match self {
            DocId::Match { device, .. }
            | DocId::Night { device, .. }
            | DocId::Preset { device, .. } => device,
        }
    }

    /// The kind of document it names: `match`, `night` or `preset`.
    pub fn kind(&self) -> &'static str {
        match self {
            DocId::Match { .. } => "match",
            DocId::Night { .. } => "night",
            DocId::Preset { .. } => "preset",
        }
    }

    /// A document id as written, if it is one; only the one way of writing
    /// each id is taken, so that two strings never name the same document.
    pub fn parse(text: &str) -> Option<DocId> {
        let (kind, rest) = text.split_once(':')?;
        let (device, tail) = rest.split_once(':')?;
        let device = DeviceId::parse(device)?;
        let id = match kind {
            "match" => DocId::Match {
                device,
                local: tail.parse().ok()?,
            },
            "night" => DocId::Night {
                device,
                night: unescape(tail)?,
            },
            "preset" => DocId::Preset {
                device,
                local: tail.parse().ok()?,
            },
            _ => return None,
        };
        (id.to_string() == text).then_some(id)
    }
}

impl fmt::Display for DocId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DocId::Match { device, local } => write!(f, "match:{device}:{local}"),
            DocId::Night { device, night } => write!(f, "night:{device}:{}", escape(night)),
            DocId::Preset { device, local } => write!(f, "preset:{device}:{local}"),
        }
    }
}

/// A night's id with its `%` and `:` written as `%25` and `%3A`.
fn escape(night: &str) -> String {
    night.replace('%', "%25").replace(':', "%3A")
}

/// A night's id as [`escape`] wrote it, if it was written so.
fn unescape(text: &str) -> Option<String> {
    let mut night = String::with_capacity(text.len());
    let mut parts = text.split('%');
    night.push_str(parts.next()?);
    for part in parts {
        let (code, after) = (part.get(..2)?, part.get(2..)?);
        night.push(match code {
            "25" => '%',
            "3A" => ':',
            _ => return None,
        });
        night.push_str(after);
    }
    Some(night)
}

impl Serialize for DeviceId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for DeviceId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        DeviceId::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("not a device id: {text:?}")))
    }
}

impl Serialize for DocId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for DocId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        DocId::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("not a document id: {text:?}")))
    }
}
