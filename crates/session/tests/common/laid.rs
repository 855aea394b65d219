//! A hand at the table entered in tiles through the session, as the screen
//! enters it, and what it shows for each player.

use super::table::playing;
use engine::form::{Change, HandForm, TickField};
use engine::sheet::EntryWay;
use engine::tiles::{TileEdit, TileHand};
use engine::PlayerId;
use session::Session;
use storage::MemoryStore;

/// A four-player match (Rod, Bill, Ben, Jack) with its first hand begun.
pub fn hand_begun() -> Session<MemoryStore> {
    let mut s = playing();
    s.score_next_hand();
    s
}

/// Lays out a player's tiles as typed in the notation.
pub fn lay(s: &mut Session<MemoryStore>, player: usize, text: &str) {
    let tiles: TileHand = text.parse().unwrap();
    s.edit_tiles(PlayerId(player), &TileEdit::Replace(tiles))
        .unwrap();
}

/// The tiles a player has laid out.
pub fn tiles(s: &Session<MemoryStore>, player: usize) -> Option<TileHand> {
    s.hand()
        .unwrap()
        .player(PlayerId(player))
        .unwrap()
        .tiles
        .clone()
}

/// How a player's hand is being entered.
pub fn way(s: &Session<MemoryStore>, player: usize) -> EntryWay {
    s.hand().unwrap().player(PlayerId(player)).unwrap().way
}

/// A player's form, as the tiles fill it in.
pub fn form(s: &Session<MemoryStore>, player: usize) -> HandForm {
    s.hand()
        .unwrap()
        .player(PlayerId(player))
        .unwrap()
        .form
        .clone()
}

/// A player's limited score, once there is one.
pub fn score(s: &Session<MemoryStore>, player: usize) -> Option<i64> {
    s.hand()?
        .player(PlayerId(player))?
        .score
        .as_ref()
        .map(|h| h.limited().0)
}

/// The worked game of docs/rules.md §11, every hand laid out in tiles.
pub fn worked_game_in_tiles(s: &mut Session<MemoryStore>) {
    lay(s, 0, "+777c +666c RRR ?19d24b f1 s2");
    s.change_form(PlayerId(1), Change::Tick(TickField::DeclaresMahJong, true));
    lay(s, 1, "999c +GGG +4444d 234b SS @S");
    lay(s, 2, "?1133557b113355d s3");
    lay(s, 3, "NNN EEE WhWhWhWh ?2468b s1");
}
