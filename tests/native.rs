//! Every native test, in one binary: one link, not one for each file.
//! Each module is a file of tests (`tests/README.md` says what each covers);
//! `common`, `reference`, `engine_side` and `dealt` are shared by several.

mod common;
mod dealt;
mod engine_side;
mod reference;

mod address;
mod against_reference;
mod backup;
mod backup_nights;
mod club_docs;
mod club_session;
mod corrections;
mod first_screen;
mod golden_hands;
mod golden_matches;
mod golden_tiles;
mod house_rules;
mod kept_matches;
mod messages;
mod names;
mod night_session;
mod opening;
mod properties;
mod qr;
mod records_words;
mod reference_self;
mod scored_match;
mod season;
mod season_figures;
mod season_reference;
mod seating_plan;
mod session;
mod stored_room;
mod table_checks;
mod taps_properties;
mod tile_entry;
mod tiles;
mod typed_tiles;
