//! What the organiser's form for a night allows (docs/rules.md §13.1): a player seen
//! before added to the players typed, the players offered for it, and the
//! length of a round as typed.

use super::entry::names_typed;
use super::table::RoundEnd;
use crate::players::name_key;

/// The players box with a name added on a line of its own; unchanged when
/// the name is there already (the same player by [`name_key`]) or blank.
///
/// ```
/// use engine::night::with_player;
/// assert_eq!(with_player("Rod", "Bill"), "Rod\nBill\n");
/// assert_eq!(with_player("Rod\nbill\n", "Bill"), "Rod\nbill\n");
/// assert_eq!(with_player("", "Bill"), "Bill\n");
/// ```
pub fn with_player(typed: &str, name: &str) -> String {
    let name = name.trim();
    let key = name_key(name);
    let there = names_typed(typed).iter().any(|n| name_key(n) == key);
    if name.is_empty() || there {
        return typed.to_string();
    }
    let mut text = typed.to_string();
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    text.push_str(name);
    text.push('\n');
    text
}

/// The players seen before that are not typed yet (by [`name_key`]): each
/// once (the first spelling met), in alphabetical order.
///
/// ```
/// use engine::night::players_to_add;
/// let seen = ["Rod", "bill", "Ben", "Bill"];
/// assert_eq!(players_to_add(seen, "ben\n"), ["bill", "Rod"]);
/// ```
pub fn players_to_add<'a>(seen: impl IntoIterator<Item = &'a str>, typed: &str) -> Vec<String> {
    let mut taken: Vec<String> = names_typed(typed).iter().map(|n| name_key(n)).collect();
    let mut offered = Vec::new();
    for name in seen.into_iter().map(str::trim).filter(|n| !n.is_empty()) {
        let key = name_key(name);
        if !taken.contains(&key) {
            taken.push(key);
            offered.push(name.to_string());
        }
    }
    offered.sort_by_key(|n| n.to_lowercase());
    offered
}

/// How a round ends, from its kind and the count typed: a count that is
/// not a whole number from 1 is none (which the entry refuses as an empty
/// round).
///
/// ```
/// use engine::night::{round_end_typed, RoundEnd};
/// assert_eq!(round_end_typed(false, " 16 "), RoundEnd::Hands(16));
/// assert_eq!(round_end_typed(true, "90"), RoundEnd::Minutes(90));
/// assert_eq!(round_end_typed(true, "an hour"), RoundEnd::Minutes(0));
/// ```
pub fn round_end_typed(by_minutes: bool, typed: &str) -> RoundEnd {
    let count = typed.trim().parse::<u16>().unwrap_or(0);
    match by_minutes {
        true => RoundEnd::Minutes(count),
        false => RoundEnd::Hands(count),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_is_added_once_and_blank_names_are_not() {
        let text = with_player("Rod\r\n", "  Bill ");
        assert_eq!(text, "Rod\r\nBill\n");
        assert_eq!(with_player(&text, "ROD"), text);
        assert_eq!(with_player("Bill Smith\n", "bill  smith"), "Bill Smith\n");
        assert_eq!(with_player(&text, "  "), text);
    }

    #[test]
    fn players_offered_leave_out_the_typed_and_the_blank() {
        let seen = [" ", "Ann", "Zoe", "ann"];
        assert_eq!(players_to_add(seen, "zoe"), ["Ann"]);
        let seen = ["Bill  Smith", "Rod"];
        assert_eq!(players_to_add(seen, "bill smith"), ["Rod"]);
        assert!(players_to_add([], "").is_empty());
        assert_eq!(round_end_typed(false, "70000"), RoundEnd::Hands(0));
    }
}
