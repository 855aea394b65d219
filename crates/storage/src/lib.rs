//! Everything the app keeps: the keys, the stored envelope and its schema
//! version, the library of matches, export and import. Each value's older
//! shapes are read beside its type (`engine/form/stored.rs`,
//! `engine/sheet/stored.rs`), since the engine's types read themselves;
//! the library's own older keys are moved in `library/open.rs`. Only
//! `local` touches the browser.

pub mod club;
mod codec;
pub mod export;
pub mod library;
pub mod link;
pub mod qr;
pub mod result_link;
pub mod sheet_snapshot;
mod store;
pub mod table_link;

pub use codec::{decode_draft, decode_match, Draft, ReadError};
pub use library::{Binned, Library, LoadError, RenameError, Summary};
pub use store::{KeyValue, MemoryStore, StoreError, SNAPSHOT_KEY};

#[cfg(target_arch = "wasm32")]
mod local;
#[cfg(target_arch = "wasm32")]
pub use local::LocalStore;
