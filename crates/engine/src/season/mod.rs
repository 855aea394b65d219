//! The club's season: every player's figures across the kept matches, read
//! off each match's score sheet. Names are matched without regard to case
//! and spacing, and spellings the players linked count as one player.
//! Nothing here is stored but the links; the rest is derived each time.

mod columns;
mod figures;
mod filter;
mod names;
mod rows;
mod standings;

pub use columns::{Column, Figure, Order};
pub use figures::{MatchFigures, PlayerFigures};
pub use filter::{FilterChange, RulesChoice, SeasonFilter};
pub use names::{name_key, NameLinks, Players};
pub use rows::{Biggest, PlayerRow, Season};
pub use standings::season;

#[cfg(test)]
mod tests;
