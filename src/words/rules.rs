//! What is wrong with a match's setup, a preset or a set of house rules.

use crate::engine::points::group_thousands;
use crate::engine::presets::{PresetProblem, BMJA};
use crate::engine::rules::{OutOfBounds, RuleErrors, RuleProblem};
use crate::engine::setup::{SetupProblem, MAX_NAME_LENGTH, MAX_STARTING_POINTS};
use crate::engine::words::counted;
use std::fmt;

/// Something wrong with a setup, as the new-match screen says it.
impl fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupProblem::PlayerCount(n) => {
                write!(f, "A match needs 2 to 5 players but has {n}.")
            }
            SetupProblem::BlankName(n) => write!(f, "Player {n} needs a name."),
            SetupProblem::LongName(n) => write!(
                f,
                "Player {n}'s name must be at most {MAX_NAME_LENGTH} characters."
            ),
            SetupProblem::DuplicateName(a, b, name) => write!(
                f,
                "Players {a} and {b} have the same name, {name}: give one of them another."
            ),
            SetupProblem::StartingPointsText => {
                f.write_str("Starting points must be a whole number, such as 2000.")
            }
            SetupProblem::StartingPoints(points) => write!(
                f,
                "Starting points must be from 0 to {} but were {}.",
                group_thousands(MAX_STARTING_POINTS),
                group_thousands(*points)
            ),
            SetupProblem::Dreamer => {
                f.write_str("Only a five-player match has a player sitting out, one of the five.")
            }
        }
    }
}

/// Why a preset cannot be saved.
impl fmt::Display for PresetProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PresetProblem::BlankName => f.write_str("a preset needs a name"),
            PresetProblem::LongName => write!(
                f,
                "a preset's name must be at most {MAX_NAME_LENGTH} characters"
            ),
            PresetProblem::Reserved => write!(f, "{BMJA} is the built-in preset's name"),
            PresetProblem::Duplicate(name) => write!(f, "there is already a preset called {name}"),
            PresetProblem::Rules(errors) => errors.fmt(f),
        }
    }
}

/// One rule value out of bounds.
impl fmt::Display for RuleProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} must be {} but was {}",
            self.rule, self.expected, self.found
        )
    }
}

/// Every rule value out of bounds.
impl fmt::Display for RuleErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let each: Vec<String> = self.0.iter().map(ToString::to_string).collect();
        write!(
            f,
            "the house rules have {}: {}",
            counted(self.0.len() as u64, "problem", "problems"),
            each.join("; ")
        )
    }
}

/// Beside a rule value typed out of its field's bounds.
impl fmt::Display for OutOfBounds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Enter a whole number from {} to {}.",
            group_thousands(self.low),
            group_thousands(self.high)
        )
    }
}
