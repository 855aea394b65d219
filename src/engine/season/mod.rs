//! The club's season: every player's figures across the kept matches, read
//! off each match's score sheet. Names are matched without regard to case
//! and spacing, and spellings the players linked count as one player.
//! Nothing here is stored but the links; the rest is derived each time.

mod figures;
mod names;
mod standings;

pub use figures::{MatchFigures, PlayerFigures};
pub use names::{name_key, NameLinks, Players};
pub use standings::{season, Biggest, Column, PlayerRow, RulesChoice, Season, SeasonFilter};

#[cfg(test)]
mod tests;
