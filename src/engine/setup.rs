//! Starting a match (SPEC §2): the players, their points and the tally.

use crate::engine::money::Tally;
use crate::engine::{PlayerCount, PlayerId};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The most points a player may start with.
pub const MAX_STARTING_POINTS: i64 = 1_000_000_000_000;
/// The longest name, in characters.
pub const MAX_NAME_LENGTH: usize = 40;

/// A match's setup as entered. Check it with [`MatchSetup::problems`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSetup {
    /// Names in seat order from East.
    pub names: Vec<String>,
    /// Points each player starts with.
    pub starting_points: i64,
    /// Points or money.
    pub tally: Tally,
    /// Five players: who sits out the first hand (default the fifth).
    pub dreamer: Option<PlayerId>,
}

/// Something wrong with a setup.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum SetupProblem {
    /// Not 2 to 5 players.
    #[error("a match needs 2 to 5 players but has {0}")]
    PlayerCount(usize),
    /// A name left blank.
    #[error("Player {0} needs a name")]
    BlankName(usize),
    /// A name too long to show.
    #[error("Player {0}'s name must be at most {MAX_NAME_LENGTH} characters")]
    LongName(usize),
    /// Two players with one name.
    #[error("Players {0} and {1} have the same name, {2}")]
    DuplicateName(usize, usize, String),
    /// Starting points out of range.
    #[error("starting points must be from 0 to {MAX_STARTING_POINTS} but were {0}")]
    StartingPoints(i64),
    /// A dreamer without five players, or out of range.
    #[error("only a five-player match has a dreamer, one of the five")]
    Dreamer,
}

impl MatchSetup {
    /// A setup with the given names, 2000 points each, counted in points.
    pub fn new(names: &[&str]) -> MatchSetup {
        MatchSetup {
            names: names.iter().map(|n| n.to_string()).collect(),
            starting_points: 2000,
            tally: Tally::Points,
            dreamer: None,
        }
    }

    /// How many play, if the count is one the game supports.
    pub fn players(&self) -> Option<PlayerCount> {
        PlayerCount::from_number(self.names.len())
    }

    /// Every problem with the setup (empty when it can start).
    ///
    /// ```
    /// use mahjong_scorer::engine::setup::{MatchSetup, SetupProblem};
    /// let setup = MatchSetup::new(&["Rod", " ", "rod"]);
    /// assert_eq!(setup.problems(), vec![
    ///     SetupProblem::BlankName(2),
    ///     SetupProblem::DuplicateName(1, 3, "rod".into()),
    /// ]);
    /// ```
    pub fn problems(&self) -> Vec<SetupProblem> {
        let mut problems = Vec::new();
        if self.players().is_none() {
            problems.push(SetupProblem::PlayerCount(self.names.len()));
        }
        for (i, name) in self.names.iter().enumerate() {
            let name = name.trim();
            if name.is_empty() {
                problems.push(SetupProblem::BlankName(i + 1));
            } else if name.chars().count() > MAX_NAME_LENGTH {
                problems.push(SetupProblem::LongName(i + 1));
            } else if let Some(j) = self.names[..i]
                .iter()
                .position(|other| other.trim().to_lowercase() == name.to_lowercase())
            {
                problems.push(SetupProblem::DuplicateName(j + 1, i + 1, name.to_string()));
            }
        }
        if !(0..=MAX_STARTING_POINTS).contains(&self.starting_points) {
            problems.push(SetupProblem::StartingPoints(self.starting_points));
        }
        if let Some(d) = self.dreamer {
            if self.players() != Some(PlayerCount::Five) || d.0 >= 5 {
                problems.push(SetupProblem::Dreamer);
            }
        }
        problems
    }
}
