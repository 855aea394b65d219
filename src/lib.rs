//! British Mah-Jong score keeper: the app in the browser, on the layers'
//! crates (`engine`, `storage`, `session`, `words`).

#[cfg(target_arch = "wasm32")]
pub mod ui;
