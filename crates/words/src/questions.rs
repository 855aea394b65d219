//! What the app asks before it throws anything away.

/// Before the hand being entered is cancelled (`number` from 1): the
/// question, and the words of the button that goes ahead.
///
/// ```
/// use words::questions::cancel_hand;
/// assert_eq!(cancel_hand(3, false).1, "Throw the entries away");
/// assert!(cancel_hand(3, true).0.starts_with("Stop correcting hand 3? "));
/// ```
pub fn cancel_hand(number: usize, correcting: bool) -> (String, &'static str) {
    if correcting {
        (
            format!("Stop correcting hand {number}? It stays on the score sheet as it was, and the changes are thrown away. You can undo it straight after."),
            "Stop correcting",
        )
    } else {
        (
            format!("Throw away what was entered for hand {number}? Nothing is on the score sheet yet. You can undo it straight after."),
            "Throw the entries away",
        )
    }
}

/// Before the last hand (`hand`, from 1) is taken off the score sheet.
///
/// ```
/// use words::questions::remove_last_hand;
/// assert_eq!(remove_last_hand(4), "Remove hand 4 from the score sheet? Its forms are discarded.");
/// ```
pub fn remove_last_hand(hand: usize) -> String {
    format!("Remove hand {hand} from the score sheet? Its forms are discarded.")
}

/// Before a preset of the players' own is deleted.
///
/// ```
/// use words::questions::delete_preset;
/// assert_eq!(delete_preset("Tuesday"), "Delete the preset Tuesday? Matches that use its rules keep them.");
/// ```
pub fn delete_preset(name: &str) -> String {
    format!("Delete the preset {name}? Matches that use its rules keep them.")
}
