//! The words for what the layers below report as data: each report built
//! as they build it, said as a player reads it.

use super::Say;
use engine::rules::{
    DoubleItem, OutOfBounds, RuleField, RuleSet, RuleValues, SpecialValue, MAX_DOUBLE_FACTOR,
    MAX_POINTS_VALUE,
};
use engine::sheet::MatchError;
use engine::SpecialHand;
use storage::export::{ImportFault, ImportProblem};
use storage::library::LoadProblem;
use storage::link::LinkProblem;
use storage::{LoadError, ReadError, RenameError};

#[test]
fn a_value_out_of_its_field_s_bounds_gives_the_bounds() {
    let refused = RuleField::Double(DoubleItem::NoChows)
        .check("0")
        .unwrap_err();
    assert_eq!(refused, OutOfBounds { low: 1, high: 1000 });
    assert_eq!(
        refused.said().to_string(),
        "Enter a whole number from 1 to 1,000."
    );
}

#[test]
fn a_limit_out_of_bounds_says_its_bounds_and_what_it_was() {
    let mut values = RuleValues::bmja();
    values.limit = MAX_POINTS_VALUE + 1;
    values.doubles.no_chows = MAX_DOUBLE_FACTOR + 1;
    let errors = RuleSet::new(values).unwrap_err();
    assert_eq!(
        errors.0[0].said().to_string(),
        "The limit must be a whole number from 0 to 1000000000 but was 1000000001"
    );
}

#[test]
fn each_kind_of_rule_problem_keeps_its_wording() {
    let mut values = RuleValues::bmja();
    values.sets.minor_pung.exposed = -1;
    values.doubles.dragon_set = 0;
    values.two_player_min_doubles = 65;
    values.special_hands.remove(&SpecialHand::WrigglingSnake);
    values.special_hands.insert(
        SpecialHand::Purity,
        SpecialValue {
            winner: 1,
            fishing: None,
        },
    );
    values.special_hands.insert(
        SpecialHand::HeavensBlessing,
        SpecialValue {
            winner: 1000,
            fishing: Some(400),
        },
    );
    values.special_hands.insert(
        SpecialHand::HeadsAndTails,
        SpecialValue {
            winner: 1000,
            fishing: None,
        },
    );
    let said: Vec<String> = values
        .problems()
        .iter()
        .map(|p| p.said().to_string())
        .collect();
    assert_eq!(
        said,
        [
            "Exposed minor pung points must be a whole number from 0 to 1000000000 but was -1",
            "Heads and tails (fishing) must be a value but was absent",
            "Wriggling snake's value must be present but was missing",
            "Heaven's blessing (fishing) must be absent: nobody can fish for it but was a value",
            "Purity's value must be absent (Purity is doubles) but was present",
            "Purity (fishing) must be a value but was absent",
            "The dragon set double must be a factor from 1 to 1000 but was 0",
            "Two-player minimum doubles must be a whole number from 0 to 64 but was 65",
        ]
    );
}
#[test]
fn an_import_problem_names_where_it_is() {
    let csv = ImportProblem {
        location: "file".into(),
        fault: ImportFault::Csv,
    };
    assert!(csv
        .said()
        .to_string()
        .starts_with("file: this is a CSV file"));
    let newer = ImportProblem {
        location: "file".into(),
        fault: ImportFault::Version(9),
    };
    assert_eq!(
        newer.said().to_string(),
        "file: export format version 9 is not one this app reads (it reads 1 to 4)"
    );
    let broken = ImportProblem {
        location: "file".into(),
        fault: ImportFault::NotJson {
            line: 3,
            column: 3,
            reader: "key must be a string".into(),
        },
    };
    assert_eq!(
        broken.said().to_string(),
        "file: not readable JSON at line 3, column 3: key must be a string"
    );
}

#[test]
fn balances_changed_by_hand_are_named() {
    let changed = ImportFault::Results {
        file_hands: 1,
        file_balances: vec![7, -1, 0, 0],
        hands: 1,
        balances: vec![6, -2, -2, -2],
    };
    let said = changed.said().to_string();
    assert!(
        said.ends_with("the entries give 1 and [6, -2, -2, -2]"),
        "{said}"
    );
}

#[test]
fn a_stored_match_that_does_not_fold_says_which_hand() {
    let error = MatchError::FormCount {
        hand: 1,
        expected: 4,
        found: 3,
    };
    let read = ReadError::Invalid {
        error,
        names: vec!["A".into(), "B".into()],
    };
    assert_eq!(
        read.said().to_string(),
        "the saved match does not add up: hand 1 must have 4 entries but has 3"
    );
    let load = LoadError {
        name: "Tuesday".into(),
        problem: LoadProblem::KeptAside(read),
    };
    assert!(load
        .said()
        .to_string()
        .starts_with("Tuesday could not be opened"));
}

#[test]
fn a_refused_rename_and_a_cut_link_say_why() {
    assert_eq!(
        RenameError::Blank.said().to_string(),
        "A match needs a name, so the old one is kept."
    );
    let cut = LinkProblem::CutShort { has: 35, needs: 40 };
    assert!(cut.said().to_string().contains("35 of its 40"));
}

#[test]
fn an_imported_preset_out_of_bounds_names_each_value() {
    let mut values = RuleValues::bmja();
    values.limit = -1;
    let problem = ImportProblem {
        location: "presets[0]".into(),
        fault: ImportFault::Rules(RuleSet::new(values).unwrap_err()),
    };
    assert_eq!(
        problem.said().to_string(),
        "presets[0]: the house rules have 1 problem: The limit must be a whole number from 0 to 1000000000 but was -1"
    );
}
