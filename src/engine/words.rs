//! Small pieces of English the messages share.

use crate::engine::PlayerId;

/// Joins items as English does: `a`, `a and b`, `a, b and c`.
///
/// ```
/// use mahjong_scorer::engine::words::join_list;
/// assert_eq!(join_list(&["a".into(), "b".into(), "c".into()]), "a, b and c");
/// ```
pub fn join_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// A player's name, or "Player n" where the names do not reach them.
///
/// ```
/// use mahjong_scorer::engine::{words::player_name, PlayerId};
/// let names = ["Rod".to_string()];
/// assert_eq!(player_name(&names, PlayerId(0)), "Rod");
/// assert_eq!(player_name(&names, PlayerId(2)), "Player 3");
/// ```
pub fn player_name(names: &[String], player: PlayerId) -> String {
    names
        .get(player.0)
        .cloned()
        .unwrap_or_else(|| format!("Player {}", player.0 + 1))
}
