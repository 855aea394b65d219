//! Named house-rule presets (docs/rules.md §9): the read-only BMJA preset and the
//! players' own.

use crate::rules::{RuleErrors, RuleSet, RuleValues};
use crate::setup::MAX_NAME_LENGTH;
use serde::{Deserialize, Serialize};

/// The name of the built-in preset.
pub const BMJA: &str = "BMJA";

/// A named set of house rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Preset {
    /// Its name, unique among presets.
    pub name: String,
    /// Its key where a club's records carry it: the same on every device,
    /// whatever it is renamed to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// Its rules.
    pub rules: RuleSet,
}

/// Why a preset cannot be saved under a name or with some values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PresetProblem {
    /// No name.
    BlankName,
    /// Too long a name.
    LongName,
    /// The built-in preset's name.
    Reserved,
    /// Another preset's name.
    Duplicate(String),
    /// Rule values out of bounds.
    Rules(RuleErrors),
}

impl From<RuleErrors> for PresetProblem {
    fn from(errors: RuleErrors) -> Self {
        PresetProblem::Rules(errors)
    }
}

/// The players' presets, in the order they made them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Presets(pub Vec<Preset>);

impl Presets {
    /// The rules of a preset by name; the BMJA preset is always there.
    pub fn rules(&self, name: &str) -> Option<RuleSet> {
        if name == BMJA {
            return Some(RuleSet::bmja());
        }
        self.0
            .iter()
            .find(|p| p.name == name)
            .map(|p| p.rules.clone())
    }

    /// The name of the preset whose rules these are, BMJA first; none
    /// when they are no preset's.
    pub fn name_of(&self, rules: &RuleSet) -> Option<String> {
        if *rules == RuleSet::bmja() {
            return Some(BMJA.to_string());
        }
        self.0
            .iter()
            .find(|p| p.rules == *rules)
            .map(|p| p.name.clone())
    }

    /// Every preset's name, BMJA first.
    pub fn names(&self) -> Vec<String> {
        std::iter::once(BMJA.to_string())
            .chain(self.0.iter().map(|p| p.name.clone()))
            .collect()
    }

    /// Checks a name for a preset, ignoring the preset being renamed.
    ///
    /// ```
    /// use engine::presets::{Presets, PresetProblem};
    /// let presets = Presets::default();
    /// assert_eq!(presets.check_name(" bmja ", None), Err(PresetProblem::Reserved));
    /// assert_eq!(presets.check_name("Club", None), Ok("Club".to_string()));
    /// ```
    pub fn check_name(&self, name: &str, renaming: Option<&str>) -> Result<String, PresetProblem> {
        let name = name.trim();
        if name.is_empty() {
            return Err(PresetProblem::BlankName);
        }
        if name.chars().count() > MAX_NAME_LENGTH {
            return Err(PresetProblem::LongName);
        }
        if name.eq_ignore_ascii_case(BMJA) {
            return Err(PresetProblem::Reserved);
        }
        let taken = self
            .0
            .iter()
            .any(|p| p.name.eq_ignore_ascii_case(name) && Some(p.name.as_str()) != renaming);
        if taken {
            return Err(PresetProblem::Duplicate(name.to_string()));
        }
        Ok(name.to_string())
    }

    /// Saves a preset under a name: a new one, or new values for an existing one.
    pub fn save(&mut self, name: &str, values: RuleValues) -> Result<(), PresetProblem> {
        let rules = RuleSet::new(values)?;
        if let Some(existing) = self.0.iter_mut().find(|p| p.name == name) {
            existing.rules = rules;
            return Ok(());
        }
        let name = self.check_name(name, None)?;
        self.0.push(Preset {
            name,
            key: None,
            rules,
        });
        Ok(())
    }

    /// Renames a preset.
    pub fn rename(&mut self, from: &str, to: &str) -> Result<(), PresetProblem> {
        let to = self.check_name(to, Some(from))?;
        if let Some(p) = self.0.iter_mut().find(|p| p.name == from) {
            p.name = to;
        }
        Ok(())
    }

    /// A free name for a copy: "Club (copy)", "Club (copy 2)", …
    pub fn copy_name(&self, of: &str) -> String {
        (1..)
            .map(|n| match n {
                1 => format!("{of} (copy)"),
                n => format!("{of} (copy {n})"),
            })
            .find(|name| self.check_name(name, None).is_ok())
            .unwrap_or_else(|| of.to_string())
    }

    /// Deletes a preset (the BMJA preset cannot be deleted).
    pub fn delete(&mut self, name: &str) {
        self.0.retain(|p| p.name != name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn club() -> Presets {
        let mut presets = Presets::default();
        let mut values = RuleValues::bmja();
        values.limit = 500;
        presets.save("Club", values).unwrap();
        presets
    }

    #[test]
    fn a_saved_preset_is_found_by_name_and_bmja_is_always_there() {
        let presets = club();
        assert_eq!(presets.rules("Club").unwrap().values().limit, 500);
        assert_eq!(presets.rules(BMJA), Some(RuleSet::bmja()));
        assert_eq!(presets.names(), ["BMJA", "Club"]);
    }

    #[test]
    fn names_must_be_present_unique_and_not_bmja() {
        let presets = club();
        assert_eq!(
            presets.check_name("  ", None),
            Err(PresetProblem::BlankName)
        );
        assert_eq!(
            presets.check_name("club", None),
            Err(PresetProblem::Duplicate("club".into()))
        );
        assert_eq!(presets.check_name("Club", Some("Club")), Ok("Club".into()));
        assert_eq!(
            presets.check_name(&"x".repeat(41), None),
            Err(PresetProblem::LongName)
        );
    }

    #[test]
    fn bad_values_are_never_saved() {
        let mut presets = club();
        let mut values = RuleValues::bmja();
        values.mah_jong = -10;
        assert!(matches!(
            presets.save("Club", values),
            Err(PresetProblem::Rules(_))
        ));
        assert_eq!(presets.rules("Club").unwrap().values().mah_jong, 20);
    }

    #[test]
    fn copies_rename_and_delete() {
        let mut presets = club();
        let copy = presets.copy_name("Club");
        assert_eq!(copy, "Club (copy)");
        presets.save(&copy, RuleValues::bmja()).unwrap();
        assert_eq!(presets.copy_name("Club"), "Club (copy 2)");
        presets.rename("Club (copy)", "Tuesdays").unwrap();
        assert_eq!(presets.names(), ["BMJA", "Club", "Tuesdays"]);
        presets.delete("Club");
        assert_eq!(presets.names(), ["BMJA", "Tuesdays"]);
    }
}
