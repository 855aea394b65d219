//! Tile entry (docs/rules.md §12): the tiles, their text notation, grouping,
//! special hands by shape, the reading of tiles as a hand form, waits, and
//! the table checks that tiles make possible.

mod arrange;
mod checks;
mod edit;
mod entry;
mod hand;
mod notation;
mod own;
mod read;
mod shapes;
mod tile;
mod waits;

pub use checks::check_tiles;
pub use edit::{EditRefused, TileEdit};
pub use entry::{
    has_live_wait, named_beside_tiles, read_player, seen_elsewhere, situation_after_tap,
    situation_of, with_situation, TileReading,
};
pub use hand::{Group, GroupKind, TileHand};
pub use notation::{NotationError, NotationFault};
pub use own::waits_under;
pub use read::{
    asks_winning_tile, read_tiles, winning_tile_choices, Reading, Situation, TileProblem,
};
pub use tile::{Bonus, Dragon, Suit, Tile, KINDS};
pub use waits::{waits, Wait};

/// Sorts the few items of a hand in place. An insertion sort: hands hold at
/// most 18 tiles, and the standard sorts would each add kilobytes to the
/// app for every type sorted.
fn sort_few<T: Ord>(items: &mut [T]) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && items[j - 1] > items[j] {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}
