//! What the players screen says of the matches it counts.

use crate::counted;

/// How many of the kept matches the season counts, of `kept` readable and
/// `unreadable` left out.
///
/// ```
/// use words::season::counting;
/// assert_eq!(counting(2, 3, 0), "Counting 2 of 3 kept matches.");
/// assert_eq!(
///     counting(0, 1, 1),
///     "Counting 0 of 1 kept match. None falls within these days and rules. 1 match could not be read and is left out; open it in History to see why."
/// );
/// assert_eq!(
///     counting(0, 0, 0),
///     "No matches are kept yet: the standings fill in as matches are played."
/// );
/// ```
pub fn counting(shown: usize, kept: usize, unreadable: usize) -> String {
    if kept == 0 && unreadable == 0 {
        return "No matches are kept yet: the standings fill in as matches are played.".to_string();
    }
    let mut line = format!(
        "Counting {shown} of {}.",
        counted(kept as u64, "kept match", "kept matches")
    );
    if shown == 0 {
        line.push_str(" None falls within these days and rules.");
    }
    if unreadable > 0 {
        line.push_str(&format!(
            " {} could not be read and {} left out; open it in History to see why.",
            counted(unreadable as u64, "match", "matches"),
            if unreadable == 1 { "is" } else { "are" }
        ));
    }
    line
}
