//! Why the new-match screen's Start match did not start a match.

use super::say::Say;
use super::PART_NOT_FETCHED;
use engine::sheet::MatchError;
use std::fmt;

/// Why a match did not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartRefused {
    /// The part of the app that keeps matches could not be fetched.
    PartMissing,
    /// The session would not start it.
    Refused(MatchError),
}

impl Say for StartRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartRefused::PartMissing => f.write_str(PART_NOT_FETCHED),
            StartRefused::Refused(why) => {
                write!(f, "The match could not be started: {}.", why.said())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_the_session_refuses_says_why_in_a_sentence() {
        let why = MatchError::FormCount {
            hand: 2,
            expected: 4,
            found: 3,
        };
        assert_eq!(
            StartRefused::Refused(why).said().to_string(),
            "The match could not be started: hand 2 must have 4 entries but has 3."
        );
        assert!(StartRefused::PartMissing
            .said()
            .to_string()
            .starts_with("This part of the app"));
    }
}
