//! A key-value store: the browser's localStorage in the app, memory in tests
//! and when the browser refuses to keep anything.

use std::collections::BTreeMap;

/// Why a write failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The browser's storage is full.
    Full,
    /// The browser does not let the page keep data.
    Unavailable,
}

/// The key of the match's sheet as the app last drew it
/// (`storage::sheet_snapshot`), which keeps nothing the players made: the
/// first thing given up when the storage is full.
pub const SNAPSHOT_KEY: &str = "mahjong-scorer.drawn-sheet";

/// Makes a write with `write`; where the storage is full, gives up the
/// sheet drawn to make room, and tries once more. Every store's writes go
/// through this.
pub fn making_room<S: KeyValue>(
    store: &mut S,
    key: &str,
    write: impl Fn(&mut S) -> Result<(), StoreError>,
) -> Result<(), StoreError> {
    match write(store) {
        Err(StoreError::Full) if key != SNAPSHOT_KEY && store.get(SNAPSHOT_KEY).is_some() => {
            store.remove(SNAPSHOT_KEY)?;
            write(store)
        }
        done => done,
    }
}

/// Text stored under keys.
pub trait KeyValue {
    /// The text under a key.
    fn get(&self, key: &str) -> Option<String>;
    /// Writes text under a key.
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    /// Forgets a key.
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;
    /// Every key.
    fn keys(&self) -> Vec<String>;
}

/// A store in memory, with an optional size limit (to test a full store).
#[derive(Clone, Debug, Default)]
pub struct MemoryStore {
    map: BTreeMap<String, String>,
    capacity: Option<usize>,
}

impl MemoryStore {
    /// A store that holds at most `capacity` bytes of keys and values.
    pub fn with_capacity(capacity: usize) -> MemoryStore {
        MemoryStore {
            map: BTreeMap::new(),
            capacity: Some(capacity),
        }
    }

    fn size_with(&self, key: &str, value: &str) -> usize {
        self.map
            .iter()
            .filter(|(k, _)| k.as_str() != key)
            .map(|(k, v)| k.len() + v.len())
            .sum::<usize>()
            + key.len()
            + value.len()
    }
}

impl MemoryStore {
    fn write(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if self
            .capacity
            .is_some_and(|c| self.size_with(key, value) > c)
        {
            return Err(StoreError::Full);
        }
        self.map.insert(key.to_string(), value.to_string());
        Ok(())
    }
}

impl KeyValue for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        self.map.get(key).cloned()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        making_room(self, key, |store| store.write(key, value))
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.map.remove(key);
        Ok(())
    }

    fn keys(&self) -> Vec<String> {
        self.map.keys().cloned().collect()
    }
}
