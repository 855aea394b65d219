//! The engine's test helpers, and a table played through a session: set
//! up, tiles laid, a club's server stood in for by its documents.

#![allow(dead_code)]

#[path = "../../../engine/tests/common/mod.rs"]
mod hands;
pub use hands::*;

pub mod couch;
pub mod laid;
pub mod table;
