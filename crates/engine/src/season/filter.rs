//! Which matches a season counts: the days they were started on and the
//! house rules they started with.

use super::MatchFigures;
use crate::presets::Presets;

/// Which house rules the counted matches started with.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum RulesChoice {
    /// Any.
    #[default]
    Any,
    /// A preset's, by name.
    Preset(String),
    /// Rules that are no preset's.
    Own,
}

/// Which matches count: started within the days given (inclusive,
/// `2026-09-01`), under the rules chosen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeasonFilter {
    /// The first day, if any.
    pub from: Option<String>,
    /// The last day, if any.
    pub to: Option<String>,
    /// The rules.
    pub rules: RulesChoice,
}

impl SeasonFilter {
    /// Whether a match counts.
    pub fn admits(&self, figures: &MatchFigures, presets: &Presets) -> bool {
        let day = figures.day();
        let after = self.from.as_deref().is_none_or(|from| day >= from);
        let before = self.to.as_deref().is_none_or(|to| day <= to);
        let rules = match &self.rules {
            RulesChoice::Any => true,
            RulesChoice::Preset(name) => presets.name_of(&figures.rules).as_ref() == Some(name),
            RulesChoice::Own => presets.name_of(&figures.rules).is_none(),
        };
        after && before && rules
    }
}

/// A change to which matches count, as the players make it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FilterChange {
    /// The first day (`2026-09-01`); empty for none.
    FirstDay(String),
    /// The last day; empty for none.
    LastDay(String),
    /// The house rules.
    Rules(RulesChoice),
}

impl SeasonFilter {
    /// Makes a change; an empty day leaves that end open.
    pub fn change(&mut self, change: FilterChange) {
        let day = |day: String| Some(day).filter(|d| !d.is_empty());
        match change {
            FilterChange::FirstDay(first) => self.from = day(first),
            FilterChange::LastDay(last) => self.to = day(last),
            FilterChange::Rules(rules) => self.rules = rules,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_day_leaves_that_end_open() {
        let mut filter = SeasonFilter::default();
        filter.change(FilterChange::FirstDay("2026-09-01".into()));
        filter.change(FilterChange::LastDay("2026-09-30".into()));
        filter.change(FilterChange::Rules(RulesChoice::Own));
        assert_eq!(filter.from.as_deref(), Some("2026-09-01"));
        assert_eq!(filter.to.as_deref(), Some("2026-09-30"));
        assert_eq!(filter.rules, RulesChoice::Own);
        filter.change(FilterChange::FirstDay(String::new()));
        assert_eq!(filter.from, None);
    }
}
