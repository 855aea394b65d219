//! Tile entry (docs/rules.md §12): the tiles, their text notation, grouping,
//! special hands by shape, the reading of tiles as a hand form, waits, and
//! the table checks that tiles make possible.

mod arrange;
mod checks;
mod hand;
mod notation;
mod read;
mod shapes;
mod tile;
mod waits;

pub use arrange::{pungs_and_a_pair, waiting_groups, winning_arrangements};
pub use checks::check_tiles;
pub use hand::{Group, GroupKind, TileHand};
pub use notation::NotationError;
pub use read::{read_tiles, Reading, Situation, TileProblem};
pub use shapes::{four_set_specials, shape_specials};
pub use tile::{Bonus, Dragon, Suit, Tile, KINDS};
pub use waits::{waits, Wait};
