//! Every integration test of the words, in one binary: what players read
//! after each command, and the CSV files.

#[path = "../../session/tests/common/mod.rs"]
mod common;

mod backup_nights;
mod corrections;
mod golden_matches;
mod kept_matches;
mod messages;
mod names;
mod night_comings;
mod night_session;
mod records_words;
mod season;
mod seating_plan;
mod session;
mod table_checks;
mod tile_entry;
mod tiles;
mod typed_tiles;
