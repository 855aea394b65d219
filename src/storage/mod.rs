//! Everything the app keeps: the stored format, its versions and
//! migrations, export and import. Only `local` touches the browser.

mod codec;
pub mod export;
pub mod library;
pub mod link;
mod store;

pub use codec::{decode_draft, decode_match, Draft, ReadError};
pub use library::{Binned, Library, LoadError, RenameError, Summary};
pub use store::{KeyValue, MemoryStore, StoreError};

#[cfg(target_arch = "wasm32")]
mod local;
#[cfg(target_arch = "wasm32")]
pub use local::LocalStore;
