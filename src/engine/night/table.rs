//! A table of a club night (SPEC §13): the mark its match carries, and what
//! a table's link hands its tablet so the match starts set up.

use crate::engine::rules::RuleSet;
use crate::engine::setup::MatchSetup;
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
    /// The round, from 1.
    pub round: u8,
    /// The table, from 1.
    pub table: u8,
    /// How the round ends.
    pub round_end: RoundEnd,
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

/// How far a table's round has gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundLeft {
    /// Hands still to play before the round ends.
    Hands(u16),
    /// This hand is the round's last.
    LastHand,
    /// The round is over.
    Over,
}

impl RoundEnd {
    /// Where a round ending by hands stands after this many hands; none for
    /// a round on time, which the clock ends.
    ///
    /// ```
    /// use mahjong_scorer::engine::night::{RoundEnd, RoundLeft};
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
