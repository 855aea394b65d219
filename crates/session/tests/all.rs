//! Every integration test of the session, in one binary: its commands as a
//! table runs them, natively, with the store in memory.

mod common;
#[path = "../../storage/tests/dealt/mod.rs"]
mod dealt;

mod address;
mod backup;
mod club_session;
mod first_screen;
mod house_rules;
mod opening;
mod qr;
mod season_figures;
mod taps_properties;
