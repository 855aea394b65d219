//! What is wrong with a match's setup, a preset or a set of house rules.

use super::say::Say;
use crate::{capitalised, counted};
use engine::points::group_thousands;
use engine::presets::{PresetProblem, BMJA};
use engine::rules::{
    OutOfBounds, OwnValue, RuleErrors, RuleName, RuleProblem, RuleValues, RulesCheck, Wrong,
};
use engine::setup::{SetupProblem, MAX_NAME_LENGTH, MAX_STARTING_POINTS};
use session::PresetRefused;
use std::fmt;

/// Something wrong with a setup, as the new-match screen says it.
impl Say for SetupProblem {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
impl Say for PresetProblem {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PresetProblem::BlankName => f.write_str("a preset needs a name"),
            PresetProblem::LongName => write!(
                f,
                "a preset's name must be at most {MAX_NAME_LENGTH} characters"
            ),
            PresetProblem::Reserved => write!(f, "{BMJA} is the built-in preset's name"),
            PresetProblem::Duplicate(name) => write!(f, "there is already a preset called {name}"),
            PresetProblem::Rules(errors) => errors.say(f),
        }
    }
}

/// A change to the presets that was refused, under the presets.
///
/// ```
/// use words::Say;
/// use engine::presets::PresetProblem;
/// use session::PresetRefused;
/// let blank = || PresetProblem::BlankName;
/// assert_eq!(PresetRefused::Changed(blank()).said().to_string(), "a preset needs a name");
/// assert_eq!(PresetRefused::Renamed(blank()).said().to_string(), "Cannot rename: a preset needs a name.");
/// ```
impl Say for PresetRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PresetRefused::Changed(problem) => problem.say(f),
            PresetRefused::Renamed(problem) => write!(f, "Cannot rename: {}.", problem.said()),
        }
    }
}

/// One rule value out of bounds: which, what it may be, what it was.
///
/// ```
/// use words::Say;
/// use engine::rules::{RuleName, RuleProblem, Wrong};
/// let limit = RuleProblem { rule: RuleName::Limit, wrong: Wrong::OutOfRange { low: 0, high: 10, found: -5 } };
/// assert_eq!(limit.said().to_string(), "The limit must be a whole number from 0 to 10 but was -5");
/// ```
impl Say for RuleProblem {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Wrong::OwnHand(fault) = self.wrong {
            return write!(
                f,
                "{} cannot be kept: {}",
                rule_name(self.rule),
                fault.said()
            );
        }
        let (expected, found) = match (self.rule, self.wrong) {
            (RuleName::Double(_), Wrong::OutOfRange { low, high, found }) => {
                (format!("a factor from {low} to {high}"), found.to_string())
            }
            (_, Wrong::OutOfRange { low, high, found }) => (
                format!("a whole number from {low} to {high}"),
                found.to_string(),
            ),
            (RuleName::Special(hand), Wrong::Unwanted) => {
                (format!("absent ({hand} is doubles)"), "present".into())
            }
            (RuleName::Special(_), Wrong::Missing) => ("present".into(), "missing".into()),
            (_, Wrong::Unwanted) => ("absent: nobody can fish for it".into(), "a value".into()),
            (_, Wrong::Missing | Wrong::OwnHand(_)) => ("a value".into(), "absent".into()),
        };
        write!(
            f,
            "{} must be {expected} but was {found}",
            rule_name(self.rule)
        )
    }
}

/// A rule value's name at the head of a problem with it.
fn rule_name(rule: RuleName) -> String {
    match rule {
        RuleName::Limit => "The limit".into(),
        RuleName::MahJong => "Mah-Jong points".into(),
        RuleName::WallTile => "Wall tile points".into(),
        RuleName::Set(kind) => format!("{} points", capitalised(&kind.plain_words())),
        RuleName::DragonPair => "Pair of dragons points".into(),
        RuleName::OwnWindPair => "Pair of own wind points".into(),
        RuleName::PrevailingWindPair => "Pair of prevailing wind points".into(),
        RuleName::BonusTile => "Bonus tile points".into(),
        RuleName::TwoPlayerMinPoints => "Two-player minimum points".into(),
        RuleName::TwoPlayerMinDoubles => "Two-player minimum doubles".into(),
        RuleName::Double(item) => format!("The {} double", item.row().words[0]),
        RuleName::Special(hand) => format!("{hand}'s value"),
        RuleName::SpecialWinner(hand) => format!("{hand} (winner)"),
        RuleName::SpecialFishing(hand) => format!("{hand} (fishing)"),
        RuleName::OwnHand(at) => format!("The club's special hand {}", u32::from(at) + 1),
        RuleName::OwnHandValue(at, which) => {
            let value = match which {
                OwnValue::Value => "value",
                OwnValue::FishingValue => "fishing value",
                OwnValue::ValueExposed => "value exposed",
                OwnValue::FishingValueExposed => "fishing value exposed",
            };
            format!("The club's special hand {}'s {value}", u32::from(at) + 1)
        }
    }
}

/// Every rule value out of bounds.
impl Say for RuleErrors {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let each: Vec<String> = self.0.iter().map(|each| each.said().to_string()).collect();
        write!(
            f,
            "the house rules have {}: {}",
            counted(self.0.len() as u64, "problem", "problems"),
            each.join("; ")
        )
    }
}

/// Beside a rule value typed out of its field's bounds.
impl Say for OutOfBounds {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Enter a whole number from {} to {}.",
            group_thousands(self.low),
            group_thousands(self.high)
        )
    }
}

/// What the preset editor says of its changes.
///
/// ```
/// use words::preset_kept;
/// assert_eq!(
///     preset_kept("Tuesday club"),
///     "Each change to Tuesday club is kept as you make it; a value that is not right is kept once it is."
/// );
/// ```
pub fn preset_kept(name: &str) -> String {
    format!("Each change to {name} is kept as you make it; a value that is not right is kept once it is.")
}

/// The house rules a new match will start with, where it is started: the
/// preset's name and everything it changes from BMJA.
///
/// ```
/// use engine::RuleValues;
/// use words::rules_at_start;
/// assert_eq!(
///     rules_at_start("BMJA", &RuleValues::bmja()),
///     "BMJA rules: limit 1,000, Mah-Jong 20, East pays and receives double."
/// );
/// let mut club = RuleValues::bmja();
/// club.limit = 500;
/// assert_eq!(
///     rules_at_start("Tuesday club", &club),
///     "Tuesday club: limit 500, Mah-Jong 20, East pays and receives double. Changed from BMJA: Limit 500 (BMJA 1,000)."
/// );
/// ```
pub fn rules_at_start(preset: &str, values: &RuleValues) -> String {
    let said = format!(
        "{}: limit {}, Mah-Jong {}, East pays and receives double.",
        if preset == BMJA { "BMJA rules" } else { preset },
        group_thousands(values.limit),
        group_thousands(values.mah_jong)
    );
    match values.changes_from_bmja() {
        changes if changes.is_empty() => said,
        changes => format!("{said} Changed from BMJA: {}.", changes.join("; ")),
    }
}

/// The rules of the open match's next hand, in a sentence.
///
/// ```
/// use engine::rules::RuleValues;
/// use words::next_hand_rules;
/// assert_eq!(
///     next_hand_rules(&RuleValues::bmja()),
///     "This match's next hand is scored with a limit of 1,000 and 20 for Mah-Jong, British extensions on."
/// );
/// ```
pub fn next_hand_rules(values: &RuleValues) -> String {
    let british = if values.british_extensions {
        "on"
    } else {
        "off"
    };
    format!(
        "This match's next hand is scored with a limit of {} and {} for Mah-Jong, British extensions {british}.",
        group_thousands(values.limit),
        group_thousands(values.mah_jong)
    )
}

/// The rules a match is scored by, in one line with their check.
///
/// ```
/// use engine::rules::RuleValues;
/// use words::scored_by;
/// assert_eq!(
///     scored_by(&RuleValues::bmja()),
///     "Scored by: Limit 1,000 · Mah-Jong 20 · BMJA rules. Rules check: 5S84."
/// );
/// ```
pub fn scored_by(values: &RuleValues) -> String {
    format!(
        "Scored by: {}. {}.",
        values.in_force(),
        values.check().said()
    )
}

/// A set of rules' check, as each match shows it with its rules.
///
/// ```
/// use engine::rules::RuleValues;
/// use words::Say;
/// assert_eq!(RuleValues::bmja().check().said().to_string(), "Rules check: 5S84");
/// ```
impl Say for RulesCheck {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Rules check: {}", self.as_str())
    }
}

/// A night's table whose match was played under other rules: their
/// check, and what differs from the night's.
///
/// ```
/// use engine::rules::RuleValues;
/// use words::rules_apart;
/// let night = RuleValues::bmja();
/// let mut table = night.clone();
/// table.limit = 500;
/// assert_eq!(
///     rules_apart(&table, &night),
///     "Played under other rules (Rules check: AM1M): Limit 500 (the night's 1,000)."
/// );
/// table.limit = 1000;
/// table.two_player_min_points += 10;
/// assert!(rules_apart(&table, &night).ends_with("): values not shown here differ."));
/// ```
pub fn rules_apart(rules: &RuleValues, night: &RuleValues) -> String {
    let changes = rules.changes_from(night, "the night's");
    let differs = match changes.is_empty() {
        true => "values not shown here differ".to_string(),
        false => changes.join("; "),
    };
    format!(
        "Played under other rules ({}): {differs}.",
        rules.check().said()
    )
}
