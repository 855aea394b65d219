//! The rules engine: pure British Mah-Jong scoring by the BMJA rules.
//!
//! Nothing here touches the browser. The screen reads these functions and
//! nothing else decides a rule.

pub mod checks;
pub mod clock;
pub mod form;
pub mod money;
pub mod night;
pub mod own_hands;
pub mod players;
pub mod points;
pub mod presets;
pub mod rules;
pub mod score;
pub mod season;
pub mod seating;
pub mod settle;
pub mod setup;
pub mod sheet;
pub mod special;
pub mod tiles;
pub mod wind;

pub use players::{ByPlayer, PlayerCount, PlayerId};
pub use points::Points;
pub use rules::{RuleSet, RuleValues};
pub use special::SpecialHand;
pub use wind::Wind;
