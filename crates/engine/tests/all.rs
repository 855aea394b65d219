//! Every integration test of the engine, in one binary: the rulebook's
//! golden tables, worked matches, and the independent reference compared
//! on random hands. `common`, `reference` and `engine_side` are shared.

mod common;
mod engine_side;
mod reference;

mod against_reference;
mod golden_hands;
mod golden_tiles;
mod own_hands_reference;
mod reference_self;
mod scored_match;
mod season_reference;
mod standings_reference;
