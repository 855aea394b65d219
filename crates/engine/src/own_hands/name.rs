//! An own hand's name as a special hand carries it: short, copied as a
//! number is, and written out as the name.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The most bytes a name holds (forty letters of most alphabets).
pub const MAX_OWN_NAME_BYTES: usize = 62;

/// An own hand's name, held inline so that a special hand stays a plain
/// value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OwnName {
    len: u8,
    bytes: [u8; MAX_OWN_NAME_BYTES],
}

impl OwnName {
    /// The name, trimmed; none when blank or too long.
    pub fn new(name: &str) -> Option<OwnName> {
        let name = name.trim();
        if name.is_empty() || name.len() > MAX_OWN_NAME_BYTES {
            return None;
        }
        let mut bytes = [0; MAX_OWN_NAME_BYTES];
        bytes[..name.len()].copy_from_slice(name.as_bytes());
        Some(OwnName {
            len: name.len() as u8,
            bytes,
        })
    }

    /// The name.
    pub fn as_str(&self) -> &str {
        let bytes = self.bytes.get(..usize::from(self.len)).unwrap_or_default();
        std::str::from_utf8(bytes).unwrap_or_default()
    }
}

impl fmt::Display for OwnName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for OwnName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl Serialize for OwnName {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for OwnName {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<OwnName, D::Error> {
        let text = String::deserialize(deserializer)?;
        OwnName::new(&text)
            .ok_or_else(|| serde::de::Error::custom("an own hand's name is blank or too long"))
    }
}
