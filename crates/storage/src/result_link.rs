//! A match's link as a QR code holds it: a table's result handed back to
//! the organiser (docs/rules.md §13.3) across a table, so in as few modules as it goes.
//! It holds the link's export (`storage::export::export_for_link`: the
//! match's inputs, all the night needs), but for the rules when they are
//! BMJA's, which every tablet knows and which were half its bytes; gzipped
//! as every link's, and written after `#` as decimal digits (version 2,
//! `storage::link::digits_fragment`), which a code holds in three quarters
//! of the modules Base64 takes. A link handed on as text stays version 1,
//! shorter in characters, and both open the same match.

use crate::link::{digits_fragment, gzip};
use engine::rules::RuleSet;
use serde_json::Value;

/// The part after `#` of a match's link for its QR code, from the link's
/// export (one line of JSON).
pub fn code_fragment(export: &str) -> String {
    let Ok(mut file) = serde_json::from_str::<Value>(export) else {
        return digits_fragment(&gzip(export));
    };
    for game in games(&mut file) {
        let bmja = game.get("rules").is_some_and(is_bmja);
        if bmja {
            game.remove("rules");
        }
    }
    digits_fragment(&gzip(&file.to_string()))
}

/// A version 2 link's export as a file holds it: BMJA's rules put back in
/// each match that left them out. Text that is not such an export is
/// handed on as it is, for the import's checks to say what is wrong.
pub fn export_of_code(text: &str) -> String {
    let Ok(mut file) = serde_json::from_str::<Value>(text) else {
        return text.to_string();
    };
    let bmja = serde_json::to_value(RuleSet::bmja()).unwrap_or_default();
    for game in games(&mut file) {
        game.entry("rules").or_insert_with(|| bmja.clone());
    }
    file.to_string()
}

/// Each match's inputs in an export.
fn games(file: &mut Value) -> impl Iterator<Item = &mut serde_json::Map<String, Value>> {
    file.get_mut("matches")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
        .filter_map(|exported| exported.get_mut("match")?.as_object_mut())
}

/// Whether rules written as JSON are BMJA's.
fn is_bmja(rules: &Value) -> bool {
    serde_json::from_value::<RuleSet>(rules.clone()).is_ok_and(|rules| rules == RuleSet::bmja())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::{read_fragment, Fragment};
    use engine::rules::RuleValues;
    use serde_json::json;

    fn opened(fragment: &str) -> Value {
        let Ok(Fragment::Digits(gzipped)) = read_fragment(fragment) else {
            panic!("a version 2 link");
        };
        let body = &gzipped[10..gzipped.len() - 8];
        let text = miniz_oxide::inflate::decompress_to_vec(body).unwrap();
        serde_json::from_slice(&text).unwrap()
    }

    fn export(rules: &RuleSet) -> Value {
        json!({
            "format": "mahjong-scorer",
            "version": 3,
            "exported": "2026-11-25T21:00:00.000Z",
            "matches": [{
                "name": "Tuesday: round 1, table 2",
                "created": "2026-11-25T19:05:00.000Z",
                "match": { "setup": { "names": ["Ann", "Bob"] }, "rules": rules, "hands": [] }
            }]
        })
    }

    #[test]
    fn bmja_rules_are_left_out_of_the_code_and_put_back_on_reading() {
        let file = export(&RuleSet::bmja());
        let code = opened(&code_fragment(&file.to_string()));
        assert_eq!(code["matches"][0]["match"].get("rules"), None);
        assert_eq!(
            code["matches"][0]["match"]["setup"],
            file["matches"][0]["match"]["setup"]
        );
        let read: Value = serde_json::from_str(&export_of_code(&code.to_string())).unwrap();
        assert_eq!(read, file);
    }

    #[test]
    fn house_rules_stay_in_the_code() {
        let mut values = RuleValues::bmja();
        values.limit = 500;
        let file = export(&RuleSet::new(values).unwrap());
        let code = opened(&code_fragment(&file.to_string()));
        assert_eq!(code, file);
        let read: Value = serde_json::from_str(&export_of_code(&code.to_string())).unwrap();
        assert_eq!(read, file);
    }

    #[test]
    fn what_is_not_an_export_goes_as_it_is() {
        let code = code_fragment("not json");
        let Ok(Fragment::Digits(gzipped)) = read_fragment(&code) else {
            panic!("a version 2 link");
        };
        let body = &gzipped[10..gzipped.len() - 8];
        assert_eq!(
            miniz_oxide::inflate::decompress_to_vec(body).unwrap(),
            b"not json"
        );
        assert_eq!(export_of_code("not json"), "not json");
        assert_eq!(export_of_code("[1]"), "[1]");
    }
}
