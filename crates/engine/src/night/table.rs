//! A table of a club night (docs/rules.md §13.3): the mark its match carries, and what
//! a table's link hands its tablet so the match starts set up.

use super::places::{Round, Table};
use super::MAX_NIGHT_NAME;
use crate::clock::seconds_of;
use crate::rules::RuleSet;
use crate::setup::MatchSetup;
use serde::{Deserialize, Serialize};

/// How a round ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoundEnd {
    /// After this many hands.
    Hands(u16),
    /// After this many minutes: the hand in play when time is called is the
    /// last.
    Minutes(u16),
}

/// The mark of a match played at a table of a club night: which night,
/// round and table, so that its result finds its way back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NightTable {
    /// The night, by the id the organiser's device gave it.
    pub night: String,
    /// The night's name.
    pub name: String,
    /// The round.
    pub round: Round,
    /// The table.
    pub table: Table,
    /// How the round ends.
    pub round_end: RoundEnd,
    /// When the organiser started the round (ISO 8601): a round on time
    /// counts from it. None in a link made before the round started.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started: Option<String>,
}

/// What a table's link holds: the table, and its match's players in their
/// seats with the night's rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSetup {
    /// The table.
    pub table: NightTable,
    /// The players from seat 1 (East for the first hand) and their points.
    pub setup: MatchSetup,
    /// The night's rules.
    pub rules: RuleSet,
}

impl TableSetup {
    /// Whether it names a table a night could have: the night's name
    /// neither blank nor too long, a round that ends. (Its players are
    /// checked as a new match's are.)
    pub fn names_a_table(&self) -> bool {
        let table = &self.table;
        let named = !table.name.trim().is_empty() && table.name.chars().count() <= MAX_NIGHT_NAME;
        let ends = !matches!(table.round_end, RoundEnd::Hands(0) | RoundEnd::Minutes(0));
        named && ends
    }
}

/// How far a table's round has gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundLeft {
    /// Hands still to play before the round ends.
    Hands(u16),
    /// This hand is the round's last.
    LastHand,
    /// The round is over.
    Over,
    /// Whole minutes left of a round on time, rounded up, more than
    /// [`WARNING_MINUTES`].
    Minutes(u16),
    /// Whole minutes left, rounded up, at most [`WARNING_MINUTES`]: the
    /// table is warned.
    NearlyUp(u16),
    /// Time is up: the hand in play is the round's last.
    TimeUp,
}

/// A table's round on time is warned when this many minutes or fewer are
/// left.
pub const WARNING_MINUTES: u16 = 5;

impl NightTable {
    /// How far the table's round has gone, `played` hands in, at the time
    /// `now` (ISO 8601); a round on time counts from when the organiser
    /// started it, else from `began`, when the table's match began, and
    /// never shows more than its length (a tablet's clock may be behind the
    /// organiser's). None where a time is missing or cannot be read.
    ///
    /// ```
    /// use engine::night::{NightTable, Round, RoundEnd, RoundLeft, Table};
    /// let table = NightTable {
    ///     night: "n".into(),
    ///     name: "Tuesday".into(),
    ///     round: Round::FIRST,
    ///     table: Table::FIRST,
    ///     round_end: RoundEnd::Minutes(60),
    ///     started: Some("2026-11-25T19:00:00Z".into()),
    /// };
    /// let at = |now| table.left(3, Some("2026-11-25T19:10:00Z"), now);
    /// assert_eq!(at("2026-11-25T19:30:00Z"), Some(RoundLeft::Minutes(30)));
    /// assert_eq!(at("2026-11-25T19:55:30Z"), Some(RoundLeft::NearlyUp(5)));
    /// assert_eq!(at("2026-11-25T20:00:00Z"), Some(RoundLeft::TimeUp));
    /// ```
    pub fn left(&self, played: usize, began: Option<&str>, now: &str) -> Option<RoundLeft> {
        match self.round_end {
            RoundEnd::Hands(_) => self.round_end.after_hands(played),
            RoundEnd::Minutes(minutes) => {
                let from = seconds_of(self.started.as_deref().or(began)?)?;
                let left = from + i64::from(minutes) * 60 - seconds_of(now)?;
                let whole = (left + 59).div_euclid(60).clamp(0, i64::from(minutes));
                let whole = u16::try_from(whole).unwrap_or(minutes);
                Some(match whole {
                    0 => RoundLeft::TimeUp,
                    n if n <= WARNING_MINUTES => RoundLeft::NearlyUp(n),
                    n => RoundLeft::Minutes(n),
                })
            }
        }
    }
}

impl RoundEnd {
    /// Where a round ending by hands stands after this many hands; none for
    /// a round on time, which the clock ends.
    ///
    /// ```
    /// use engine::night::{RoundEnd, RoundLeft};
    /// assert_eq!(RoundEnd::Hands(8).after_hands(5), Some(RoundLeft::Hands(3)));
    /// assert_eq!(RoundEnd::Hands(8).after_hands(7), Some(RoundLeft::LastHand));
    /// assert_eq!(RoundEnd::Hands(8).after_hands(9), Some(RoundLeft::Over));
    /// assert_eq!(RoundEnd::Minutes(60).after_hands(3), None);
    /// ```
    pub fn after_hands(self, played: usize) -> Option<RoundLeft> {
        let RoundEnd::Hands(hands) = self else {
            return None;
        };
        let left = usize::from(hands).saturating_sub(played);
        Some(match left {
            0 => RoundLeft::Over,
            1 => RoundLeft::LastHand,
            n => RoundLeft::Hands(u16::try_from(n).unwrap_or(u16::MAX)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(round_end: RoundEnd, started: Option<&str>) -> NightTable {
        NightTable {
            night: "n".into(),
            name: "Tuesday".into(),
            round: Round::FIRST,
            table: Table::FIRST,
            round_end,
            started: started.map(String::from),
        }
    }

    #[test]
    fn a_round_on_time_counts_from_its_start_else_from_the_match() {
        let called = table(RoundEnd::Minutes(45), Some("2026-11-25T19:00:00.000Z"));
        let began = Some("2026-11-25T19:07:00.000Z");
        let left = |t: &NightTable, now| t.left(0, began, now);
        assert_eq!(
            left(&called, "2026-11-25T19:00:01.000Z"),
            Some(RoundLeft::Minutes(45))
        );
        assert_eq!(
            left(&called, "2026-11-25T19:39:59.000Z"),
            Some(RoundLeft::Minutes(6))
        );
        assert_eq!(
            left(&called, "2026-11-25T19:40:00.000Z"),
            Some(RoundLeft::NearlyUp(5))
        );
        assert_eq!(
            left(&called, "2026-11-25T19:44:59.000Z"),
            Some(RoundLeft::NearlyUp(1))
        );
        assert_eq!(
            left(&called, "2026-11-25T19:45:00.000Z"),
            Some(RoundLeft::TimeUp)
        );
        assert_eq!(
            left(&called, "2026-11-26T03:00:00.000Z"),
            Some(RoundLeft::TimeUp)
        );
        // A tablet whose clock is behind the organiser's sees the round's
        // length, no more.
        assert_eq!(
            left(&called, "2026-11-25T18:58:00.000Z"),
            Some(RoundLeft::Minutes(45))
        );
        let uncalled = table(RoundEnd::Minutes(45), None);
        assert_eq!(
            left(&uncalled, "2026-11-25T19:45:00.000Z"),
            Some(RoundLeft::Minutes(7))
        );
        assert_eq!(left(&uncalled, "not a time"), None);
        assert_eq!(uncalled.left(0, None, "2026-11-25T19:45:00.000Z"), None);
        let longest = table(RoundEnd::Minutes(u16::MAX), Some("9999-12-31T00:00:00Z"));
        let at_start = left(&longest, "0000-01-01T00:00:00Z");
        assert_eq!(at_start, Some(RoundLeft::Minutes(u16::MAX)));
    }

    #[test]
    fn a_round_by_hands_counts_the_hands_whatever_the_time() {
        let by_hands = table(RoundEnd::Hands(4), Some("2026-11-25T19:00:00Z"));
        let left = |played| by_hands.left(played, None, "garbled");
        assert_eq!(left(0), Some(RoundLeft::Hands(4)));
        assert_eq!(left(3), Some(RoundLeft::LastHand));
        assert_eq!(left(4), Some(RoundLeft::Over));
    }
}
