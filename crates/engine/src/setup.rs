//! Starting a match (docs/rules.md §2): the players, their points and the tally.

use crate::money::{PointsPerUnit, Tally};
use crate::players::{name_fault, NameFault};
use crate::seating::Seating;
use crate::{PlayerCount, PlayerId};
use serde::{Deserialize, Serialize};

/// The most points a player may start with.
pub const MAX_STARTING_POINTS: i64 = 1_000_000_000_000;
pub use crate::players::MAX_NAME_LENGTH;

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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupProblem {
    /// Not 2 to 5 players.
    PlayerCount(usize),
    /// A name left blank.
    BlankName(usize),
    /// A name too long to show.
    LongName(usize),
    /// Two players with one name (by [`name_key`](crate::players::name_key):
    /// case and spaces aside).
    DuplicateName(usize, usize, String),
    /// Starting points that are not a whole number.
    StartingPointsText,
    /// Starting points out of range.
    StartingPoints(i64),
    /// A dreamer without five players, or out of range.
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
    /// use engine::setup::{MatchSetup, SetupProblem};
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
            let name = || name.trim().to_string();
            problems.extend(name_fault(&self.names, i).map(|fault| match fault {
                NameFault::Blank => SetupProblem::BlankName(i + 1),
                NameFault::Long => SetupProblem::LongName(i + 1),
                NameFault::SameAs(j) => SetupProblem::DuplicateName(j + 1, i + 1, name()),
            }));
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

    /// The problems that make a setup already kept unreadable: those of
    /// [`MatchSetup::problems`] but two names apart only in their spacing,
    /// which one player's name was allowed to differ by until the name rule
    /// took spaces aside too. A match or night kept before then still
    /// opens; a new one is refused them.
    ///
    /// ```
    /// use engine::setup::{MatchSetup, SetupProblem};
    /// let kept = MatchSetup::new(&["Bill Smith", "Bill  Smith", "Rod"]);
    /// assert_eq!(kept.problems().len(), 1);
    /// assert!(kept.problems_as_kept().is_empty());
    /// let repeated = MatchSetup::new(&["Rod", "ROD"]);
    /// assert_eq!(repeated.problems_as_kept(), repeated.problems());
    /// ```
    pub fn problems_as_kept(&self) -> Vec<SetupProblem> {
        let written_alike = |a: usize, b: usize| {
            let name = |i: usize| {
                self.names
                    .get(i.wrapping_sub(1))
                    .map(|n| n.trim().to_lowercase())
            };
            name(a) == name(b)
        };
        self.problems()
            .into_iter()
            .filter(
                |p| !matches!(p, SetupProblem::DuplicateName(a, b, _) if !written_alike(*a, *b)),
            )
            .collect()
    }
}

/// The new-match screen as typed: every text as it stands, five name boxes
/// of which the first `players` count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupEntry {
    /// How many play.
    pub players: PlayerCount,
    /// The five name boxes, in seat order from East.
    pub names: [String; 5],
    /// Starting points, as typed.
    pub starting_points: String,
    /// Kept in money rather than points.
    pub money: bool,
    /// Points to one unit of money.
    pub ratio: PointsPerUnit,
    /// The currency symbol.
    pub symbol: String,
    /// Five players: who sits out the first hand.
    pub dreamer: PlayerId,
}

impl Default for SetupEntry {
    fn default() -> Self {
        SetupEntry {
            players: PlayerCount::Four,
            names: Default::default(),
            starting_points: "2000".into(),
            money: false,
            ratio: PointsPerUnit::Hundred,
            symbol: "£".into(),
            dreamer: PlayerId(4),
        }
    }
}

impl SetupEntry {
    /// The setup, or every problem with what was typed.
    ///
    /// ```
    /// use engine::setup::{SetupEntry, SetupProblem};
    /// let mut entry = SetupEntry::default();
    /// entry.starting_points = "lots".into();
    /// entry.names = ["Rod", "Bill", "Ben", "", ""].map(String::from);
    /// assert_eq!(entry.parse().unwrap_err(), vec![
    ///     SetupProblem::StartingPointsText,
    ///     SetupProblem::BlankName(4),
    /// ]);
    /// ```
    pub fn parse(&self) -> Result<MatchSetup, Vec<SetupProblem>> {
        let points = self.starting_points.trim().replace(',', "").parse::<i64>();
        let n = self.players.get();
        let setup = MatchSetup {
            names: self.names[..n]
                .iter()
                .map(|s| s.trim().to_string())
                .collect(),
            starting_points: points.clone().unwrap_or(0),
            tally: match self.money {
                true => Tally::Money {
                    ratio: self.ratio,
                    symbol: self.symbol.trim().to_string(),
                },
                false => Tally::Points,
            },
            dreamer: (self.players == PlayerCount::Five).then_some(self.dreamer),
        };
        let mut problems = setup.problems();
        if points.is_err() {
            problems.insert(0, SetupProblem::StartingPointsText);
        }
        match problems.is_empty() {
            true => Ok(setup),
            false => Err(problems),
        }
    }

    /// What is wrong with name box `i` (from 0), if anything.
    pub fn name_problem(&self, i: usize) -> Option<SetupProblem> {
        let problems = self.parse().err()?;
        problems.into_iter().find(|p| match p {
            SetupProblem::BlankName(n) | SetupProblem::LongName(n) => *n == i + 1,
            SetupProblem::DuplicateName(_, n, _) => *n == i + 1,
            _ => false,
        })
    }

    /// Where name box `i` (from 0) sits in the first hand, as the engine
    /// seats them; nothing for a box not in play.
    pub fn first_seat(&self, i: usize) -> Option<&'static str> {
        if i >= self.players.get() {
            return None;
        }
        let seats = Seating::first(self.players, Some(self.dreamer));
        Some(match seats.wind_of(PlayerId(i)) {
            Some(wind) => wind.name(),
            None => "sits out first",
        })
    }
}
