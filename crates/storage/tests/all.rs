//! Every integration test of the storage, in one binary: stored formats,
//! club documents, and what a full room holds.

#[path = "../../engine/tests/common/mod.rs"]
mod common;
mod dealt;

mod club_docs;
mod properties;
mod stored_room;
