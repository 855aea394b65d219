//! The rules in force in words: what a table needs to know before it trusts
//! a preview, and everything changed from BMJA.

use super::{RuleField, RuleValues, SWITCHES};
use crate::points::group_thousands;

impl RuleValues {
    /// Every value and switch that differs from BMJA's, in words.
    ///
    /// ```
    /// use engine::RuleValues;
    /// let mut v = RuleValues::bmja();
    /// assert!(v.changes_from_bmja().is_empty());
    /// v.limit = 500;
    /// v.british_extensions = false;
    /// assert_eq!(v.changes_from_bmja(), [
    ///     "Limit 500 (BMJA 1,000)",
    ///     "British extensions (British special hands, all concealed, final discard) off",
    /// ]);
    /// ```
    pub fn changes_from_bmja(&self) -> Vec<String> {
        self.changes_from(&RuleValues::bmja(), "BMJA")
    }

    /// Every value and switch that differs from `other`'s, in words, each
    /// with `other`'s value by its name (`called`).
    ///
    /// ```
    /// use engine::RuleValues;
    /// let night = RuleValues::bmja();
    /// let mut table = night.clone();
    /// table.limit = 500;
    /// assert_eq!(table.changes_from(&night, "the night's"), ["Limit 500 (the night's 1,000)"]);
    /// ```
    pub fn changes_from(&self, other: &RuleValues, called: &str) -> Vec<String> {
        let values = RuleField::all().into_iter().filter_map(|field| {
            let (now, was) = (field.get(self), field.get(other));
            (now != was).then(|| {
                format!(
                    "{} {} ({called} {})",
                    field.label(),
                    group_thousands(now),
                    group_thousands(was)
                )
            })
        });
        let switches = SWITCHES.into_iter().filter_map(|switch| {
            let on = (switch.get)(self);
            (on != (switch.get)(other)).then(|| {
                let state = if on { "on" } else { "off" };
                format!("{} {state}", (switch.label)(self))
            })
        });
        values.chain(switches).collect()
    }

    /// The rules in force in one line: the limit and Mah-Jong points, and
    /// whether anything else differs from BMJA.
    ///
    /// ```
    /// use engine::RuleValues;
    /// let mut v = RuleValues::bmja();
    /// assert_eq!(v.in_force(), "Limit 1,000 · Mah-Jong 20 · BMJA rules");
    /// v.mah_jong = 10;
    /// v.always_rotate_winds = true;
    /// assert_eq!(v.in_force(), "Limit 1,000 · Mah-Jong 10 · 2 changes from BMJA");
    /// ```
    pub fn in_force(&self) -> String {
        let changes = match self.changes_from_bmja().len() {
            0 => "BMJA rules".to_string(),
            1 => "1 change from BMJA".to_string(),
            n => format!("{n} changes from BMJA"),
        };
        format!(
            "Limit {} · Mah-Jong {} · {changes}",
            group_thousands(self.limit),
            group_thousands(self.mah_jong)
        )
    }
}
