//! What "Calculate scores" found, in sentences: the table checks' heading,
//! a correction that cannot be kept, and a typed hand that was not taken
//! (docs/rules.md §6, §12).

use super::english::player_name;
use super::problems::match_error;
use super::say::Say;
use engine::checks::Severity;
use engine::sheet::MatchError;
use engine::PlayerId;
use session::Untaken;

/// Above the table checks' findings, by the worst of them.
pub fn findings_heading(worst: Severity) -> &'static str {
    match worst {
        Severity::Refuse => {
            "These entries cannot all be true. Every entry is kept: fix them and calculate again."
        }
        Severity::Warn => "Unusual, but possible. Score it anyway?",
        Severity::Draw => "Nobody declared Mah-Jong.",
    }
}

/// A correction the match cannot take, and why.
///
/// ```
/// use engine::sheet::MatchError;
/// use words::not_kept;
/// let error = MatchError::FormCount { hand: 2, expected: 4, found: 3 };
/// assert_eq!(
///     not_kept(&error, &[]),
///     "This correction cannot be kept: hand 2 must have 4 entries but has 3. Change it, or cancel."
/// );
/// ```
pub fn not_kept(error: &MatchError, names: &[String]) -> String {
    let why = match_error(error, names);
    format!("This correction cannot be kept: {why}. Change it, or cancel.")
}

/// Whose typed hand holds up the hand, and what to do.
///
/// ```
/// use engine::PlayerId;
/// use words::untaken_heading;
/// assert_eq!(
///     untaken_heading(PlayerId(0), &["Rod".into()]),
///     "Rod's typed hand was not taken, so the hand cannot be recorded yet. \
///      Put it right or clear it, then calculate again."
/// );
/// ```
pub fn untaken_heading(player: PlayerId, names: &[String]) -> String {
    let name = player_name(names, player);
    format!("{name}'s typed hand was not taken, so the hand cannot be recorded yet. Put it right or clear it, then calculate again.")
}

/// Why a typed hand was not taken, as a sentence of its own.
pub fn untaken_reason(because: &Untaken) -> String {
    match because {
        Untaken::Unread(e) => format!("{}.", e.said()),
        Untaken::NotTaken(refused) => refused.said().to_string(),
    }
}

/// Why a typed hand was not taken, beside its box.
pub fn untaken_beside(because: &Untaken) -> String {
    match because {
        Untaken::Unread(e) => format!("Not taken: {}", e.said()),
        Untaken::NotTaken(refused) => refused.said().to_string(),
    }
}
