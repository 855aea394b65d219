//! The rules' check (docs/rules.md §9): four letters or digits computed
//! from every value of the rules, the same on every device and every build
//! for the same rules, so a club sees at a glance that each table scores
//! by the same rules.

use super::RuleValues;
use serde_json::Value;
use std::collections::BTreeMap;

/// Four letters or digits standing for every value of a set of rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RulesCheck([u8; 4]);

/// The characters a check is written in: digits and capitals but I, L, O
/// and U (Crockford's base 32), so that none is taken for another.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

impl RulesCheck {
    /// The check as its four characters.
    pub fn as_str(&self) -> &str {
        // Always ASCII: each byte is one of ALPHABET's.
        std::str::from_utf8(&self.0).unwrap_or("????")
    }
}

impl RuleValues {
    /// The check of these rules: from every value that differs from
    /// BMJA's, so a value a later build adds, left at BMJA's, changes no
    /// check.
    ///
    /// ```
    /// use engine::RuleValues;
    /// let bmja = RuleValues::bmja();
    /// let mut club = bmja.clone();
    /// club.limit = 500;
    /// assert_eq!(bmja.check().as_str().len(), 4);
    /// assert_ne!(club.check(), bmja.check());
    /// club.limit = 1000;
    /// assert_eq!(club.check(), bmja.check());
    /// ```
    pub fn check(&self) -> RulesCheck {
        let hash = fnv1a(canonical(self).as_bytes());
        let mut letters = [0u8; 4];
        for (i, letter) in letters.iter_mut().enumerate() {
            *letter = ALPHABET[((hash >> (5 * i)) & 31) as usize];
        }
        RulesCheck(letters)
    }
}

/// The values that differ from BMJA's, one `path=value` line each in the
/// order of their paths (`limit=500`, `special_hands.Knitting.winner=400`),
/// a value BMJA has and these rules lack written as `path=`.
fn canonical(values: &RuleValues) -> String {
    let now = leaves(values);
    let bmja = leaves(&RuleValues::bmja());
    let paths: std::collections::BTreeSet<&String> = now.keys().chain(bmja.keys()).collect();
    let lines: Vec<String> = paths
        .into_iter()
        .filter(|path| now.get(*path) != bmja.get(*path))
        .map(|path| format!("{path}={}", now.get(path).map_or("", String::as_str)))
        .collect();
    lines.join("\n")
}

/// Every value of the rules by its path, as their JSON writes them.
fn leaves(values: &RuleValues) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    let json = serde_json::to_value(values).unwrap_or(Value::Null);
    walk(String::new(), &json, &mut found);
    found
}

fn walk(path: String, value: &Value, found: &mut BTreeMap<String, String>) {
    let under = |key: &str| match path.is_empty() {
        true => key.to_string(),
        false => format!("{path}.{key}"),
    };
    match value {
        Value::Object(fields) => {
            for (key, value) in fields {
                walk(under(key), value, found);
            }
        }
        Value::Array(items) => {
            for (i, value) in items.iter().enumerate() {
                walk(under(&i.to_string()), value, found);
            }
        }
        leaf => {
            found.insert(path, leaf.to_string());
        }
    }
}

/// FNV-1a, 64 bits: a hash fixed by its definition, the same in every
/// build and on every device.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{RuleField, RuleSet, SWITCHES};

    /// The checks below were worked out apart from this code (FNV-1a of
    /// the lines that differ, written out by hand): a build that changes
    /// them changes every club's checks.
    #[test]
    fn checks_stay_as_they_were_worked_out_by_hand() {
        let mut values = RuleValues::bmja();
        assert_eq!(values.check().as_str(), "5S84");
        values.limit = 500;
        assert_eq!(values.check().as_str(), "AM1M");
        values.mah_jong = 10;
        assert_eq!(values.check().as_str(), "KXRD");
        let mut rotating = RuleValues::bmja();
        rotating.always_rotate_winds = true;
        assert_eq!(rotating.check().as_str(), "5PER");
    }

    #[test]
    fn every_value_and_switch_changes_the_check() {
        let bmja = RuleValues::bmja();
        for field in RuleField::all() {
            let mut values = bmja.clone();
            let (low, high) = field.bounds();
            let was = field.get(&bmja);
            field.set(&mut values, if was < high { was + 1 } else { low });
            assert_ne!(values.check(), bmja.check(), "{}", field.label());
        }
        for switch in SWITCHES {
            let mut values = bmja.clone();
            (switch.set)(&mut values, !(switch.get)(&bmja));
            assert_ne!(values.check(), bmja.check(), "{}", switch.name);
        }
        let mut values = bmja.clone();
        values.two_player_min_points += 10;
        assert_ne!(values.check(), bmja.check());
    }

    #[test]
    fn rules_read_back_from_storage_keep_their_check() {
        let mut values = RuleValues::bmja();
        values.doubles.purity = 3;
        let rules = RuleSet::new(values).unwrap();
        let text = serde_json::to_string(&rules).unwrap();
        let read: RuleSet = serde_json::from_str(&text).unwrap();
        assert_eq!(read.values().check(), rules.values().check());
        assert!(read
            .values()
            .check()
            .as_str()
            .bytes()
            .all(|b| ALPHABET.contains(&b)));
    }
}
