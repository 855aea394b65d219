//! What the players read when two tablets scored one match apart: each
//! version named by where it was scored, how far it went, the hands where
//! it parts from the others, and who may keep one.

use super::{counted, hand_line};
use session::club::{KeepRefused, Version};

/// Who keeps one version, said where this tablet may not.
pub const WHO_KEEPS: &str =
    "The tablet that started this match, or the organiser of its club night, keeps one version.";

/// The heading of the versions of a match scored apart.
///
/// ```
/// use words::versions::apart_heading;
/// assert_eq!(
///     apart_heading(2, 1),
///     "Scored apart on 2 tablets after hand 1. Until one version is kept, every tablet counts the first below."
/// );
/// assert!(apart_heading(3, 0).starts_with("Scored apart on 3 tablets from the first hand."));
/// ```
pub fn apart_heading(versions: usize, shared: usize) -> String {
    let from = match shared {
        0 => "from the first hand".to_string(),
        n => format!("after hand {n}"),
    };
    format!(
        "Scored apart on {versions} tablets {from}. Until one version is kept, every tablet counts the first below."
    )
}

/// Where a version was scored: on this tablet, or on the tablet of the
/// login that wrote it.
pub fn version_title(version: &Version) -> String {
    match (version.here, &version.tablet) {
        (true, _) => "Played on this tablet".to_string(),
        (false, Some(tablet)) => format!("Scored on {tablet}"),
        (false, None) => "Scored on another tablet".to_string(),
    }
}

/// How far a version went and when it last changed (`at`, as the tablet's
/// clock shows it), and whether it is the one counted for now.
pub fn version_summary(version: &Version, at: &str) -> String {
    let hands = counted(version.game.game().hands.len() as u64, "hand", "hands");
    let counted = if version.counted {
        " · counted for now"
    } else {
        ""
    };
    format!("{hands} · last changed at {at}{counted}")
}

/// The hands of a version after those every version shares, each in a
/// line; "No hands of its own." where it has none.
pub fn own_hands(version: &Version, shared: usize) -> Vec<String> {
    let game = version.game.game();
    let names = &game.setup.names;
    let rows = version.game.sheet().rows.iter().enumerate().skip(shared);
    let lines: Vec<String> = rows.map(|(i, row)| hand_line(i + 1, row, names)).collect();
    if lines.is_empty() {
        return vec!["No hands of its own.".to_string()];
    }
    lines
}

/// Each player's balance in a version: `Ann 2,104 · Bob 1,896`.
pub fn balances(version: &Version) -> String {
    let game = version.game.game();
    let sheet = version.game.sheet();
    let names = game.setup.names.iter().zip(&sheet.balances.0);
    let each = names.map(|(name, b)| format!("{name} {}", game.setup.tally.format(*b)));
    each.collect::<Vec<_>>().join(" · ")
}

/// Why a version could not be kept.
pub fn keep_refused(refused: KeepRefused) -> &'static str {
    match refused {
        KeepRefused::Resolved => "One version was kept already, or the match was deleted.",
        KeepRefused::NoSuchVersion => "That version is no longer on this tablet.",
        KeepRefused::NotYours => WHO_KEEPS,
    }
}

/// The name of the button that keeps a version: its visible words, then
/// which version.
pub fn keep_label(version: &Version) -> String {
    format!("Keep this version: {}", version_title(version))
}
