//! The browser's localStorage as a key-value store. gloo-storage's accessor
//! throws where the browser refuses storage, so availability is checked
//! first; a refused or full write is reported, never thrown.

use super::store::{making_room, KeyValue, StoreError};
use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::JsCast;

/// localStorage, or nothing where the browser refuses it.
pub struct LocalStore {
    storage: Option<web_sys::Storage>,
}

impl LocalStore {
    /// Opens the browser's storage.
    pub fn open() -> LocalStore {
        let available = web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .is_some();
        LocalStore {
            storage: available.then(LocalStorage::raw),
        }
    }

    /// True when the browser lets the page keep data.
    pub fn available(&self) -> bool {
        self.storage.is_some()
    }
}

impl LocalStore {
    fn write(&self, key: &str, value: &str) -> Result<(), StoreError> {
        let storage = self.storage.as_ref().ok_or(StoreError::Unavailable)?;
        storage.set_item(key, value).map_err(|e| {
            let full = e
                .dyn_ref::<web_sys::DomException>()
                .is_some_and(|d| d.name() == "QuotaExceededError");
            if full {
                StoreError::Full
            } else {
                StoreError::Unavailable
            }
        })
    }
}

impl KeyValue for LocalStore {
    fn get(&self, key: &str) -> Option<String> {
        self.storage.as_ref()?.get_item(key).ok().flatten()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        making_room(self, key, |store| store.write(key, value))
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        let s = self.storage.as_ref().ok_or(StoreError::Unavailable)?;
        s.remove_item(key).map_err(|_| StoreError::Unavailable)
    }

    fn keys(&self) -> Vec<String> {
        let Some(s) = &self.storage else {
            return Vec::new();
        };
        let n = s.length().unwrap_or(0);
        (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
    }
}
