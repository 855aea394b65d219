//! The match fold (docs/rules.md §2, §8): from a match's inputs to its score sheet.
//!
//! A match is stored as its setup, its rules and each hand's forms; seats,
//! winds, scores, payments and balances are always derived here, so a
//! correction anywhere recomputes everything after it. A [`ScoredMatch`] is
//! a match together with its sheet, and can only be had by folding.

mod entry;
mod fold;
mod hand_view;
mod prospects;
mod reseat;
mod scored;
mod standings;
mod stored;
mod table_state;

pub use entry::PlayerEntry;
pub use hand_view::{EntryWay, HandView, Offered, PlayerView};
pub use reseat::{SeatTick, ToCheck};
pub use scored::{LaterHand, ScoredMatch};
pub use standings::Standing;
pub use table_state::{Evaluation, TableState};

use crate::checks::Problem;
use crate::form::HandForm;
use crate::night::NightTable;
use crate::rules::RuleSet;
use crate::score::HandScore;
use crate::seating::Seating;
use crate::settle::Payment;
use crate::setup::{MatchSetup, SetupProblem};
use crate::{ByPlayer, PlayerId, Points, Wind};
use serde::{Deserialize, Serialize};
use stored::StoredHand;

/// One hand as the table entered it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "StoredHand")]
pub struct HandRecord {
    /// Every player's entry, in entry order (the dreamer's is ignored).
    pub entries: Vec<PlayerEntry>,
    /// Played as a goulash (no chows).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub goulash: bool,
    /// Nobody won and the table chose to score it anyway (docs/rules.md §7.3).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub scored_without_winner: bool,
    /// With a random prevailing wind: the wind drawn for the next hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_prevailing: Option<Wind>,
    /// New house rules that apply from this hand on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub new_rules: Option<RuleSet>,
}

impl HandRecord {
    /// A hand of counts, one form per player in entry order.
    pub fn of_counts(forms: Vec<HandForm>) -> HandRecord {
        HandRecord {
            entries: forms.into_iter().map(PlayerEntry::Counts).collect(),
            ..HandRecord::default()
        }
    }

    /// A player's entry.
    pub fn entry(&self, player: PlayerId) -> Option<&PlayerEntry> {
        self.entries.get(player.0)
    }
}
/// A match: everything the table entered, nothing derived.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    /// Players, points and tally.
    pub setup: MatchSetup,
    /// The rules the match started with.
    pub rules: RuleSet,
    /// Every hand played, in order.
    pub hands: Vec<HandRecord>,
    /// New house rules chosen for the next hand, not yet played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_rules: Option<RuleSet>,
    /// The club night's table the match was played at, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub night: Option<NightTable>,
}

impl Match {
    /// A new match with no hands.
    pub fn new(setup: MatchSetup, rules: RuleSet) -> Match {
        Match {
            setup,
            rules,
            hands: Vec::new(),
            next_rules: None,
            night: None,
        }
    }
}

/// How a hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// A player went Mah-Jong.
    Won(PlayerId),
    /// Nobody went out: nothing scored, winds stay.
    Drawn,
    /// Nobody went out, scored anyway by house rule.
    ScoredWithoutWinner,
}

/// One row of the score sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandRow {
    /// Who sat where.
    pub seats: Seating,
    /// The wind of the round.
    pub prevailing: Wind,
    /// Played as a goulash.
    pub goulash: bool,
    /// How it ended.
    pub outcome: Outcome,
    /// Each player's form as scored: as entered, or as their tiles give it.
    pub forms: ByPlayer<HandForm>,
    /// Each player's score; `None` for the dreamer and in a drawn hand.
    pub scores: ByPlayer<Option<HandScore>>,
    /// Who paid whom, in points.
    pub payments: Vec<Payment>,
    /// Each player's change, in tally units (points or pennies).
    pub changes: ByPlayer<i64>,
    /// Each player's balance after the hand, in tally units.
    pub balances: ByPlayer<i64>,
    /// The house rules changed at this hand.
    pub rules_changed: bool,
}

impl HandRow {
    /// A player's limited score, or nothing when they did not score.
    pub fn limited(&self, player: PlayerId) -> Option<Points> {
        self.scores.get(player)?.as_ref().map(HandScore::limited)
    }
}

/// The whole score sheet of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    /// Each player's starting balance, in tally units.
    pub start: i64,
    /// One row per hand.
    pub rows: Vec<HandRow>,
    /// Each player's balance now, in tally units.
    pub balances: ByPlayer<i64>,
    /// Each player's total of limited hand scores.
    pub score_totals: ByPlayer<Points>,
    /// The table for the next hand.
    pub next: TableState,
}

impl ScoreSheet {
    /// The player alone in the lead, once a hand has been played.
    pub fn leader(&self) -> Option<PlayerId> {
        let best = self.balances.0.iter().copied().max()?;
        let mut leaders = (0..self.balances.len()).filter(|&i| self.balances.0[i] == best);
        match (leaders.next(), leaders.next()) {
            (Some(one), None) if !self.rows.is_empty() => Some(PlayerId(one)),
            _ => None,
        }
    }
}

/// Why a stored match cannot be folded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// The setup is invalid.
    Setup(Vec<SetupProblem>),
    /// A hand does not hold one entry per player.
    FormCount {
        /// Hand number, from 1.
        hand: usize,
        /// Entries expected.
        expected: usize,
        /// Entries found.
        found: usize,
    },
    /// A hand the table checks refuse.
    Refused {
        /// Hand number, from 1.
        hand: usize,
        /// What is wrong.
        problems: Vec<Problem>,
    },
}

impl MatchError {
    /// The hand at fault (from 1), if one is.
    pub fn hand(&self) -> Option<usize> {
        match self {
            MatchError::FormCount { hand, .. } | MatchError::Refused { hand, .. } => Some(*hand),
            MatchError::Setup(_) => None,
        }
    }
}
