//! British Mah-Jong score keeper: a rules engine and the app around it.

#![warn(missing_docs)]

pub mod engine;
pub mod session;
pub mod storage;
#[cfg(target_arch = "wasm32")]
pub mod ui;
pub mod words;
