//! What cannot come in whole: a result whose match is not in the file is
//! left out and said; a night that does not hold together, or a result
//! that cannot be the night's, is refused saying why.

use super::{as_json, fresh, organiser, results};
use engine::night::{Night, Round, Table};
use serde_json::{json, Value};
use session::{Duplicates, Notice};
use storage::export::{read_import, LeftOut};
use words::nights_on_import;
use words::Say;

#[test]
fn a_result_whose_match_is_not_in_the_file_is_left_out_and_said() {
    let (mut organiser, night) = organiser();
    let mut value = as_json(&organiser.export_everything());
    // Round 1, table 2's match taken out of the file.
    let gone = organiser.night(&night).unwrap().results()[1].id;
    let matches = value["matches"].as_array_mut().unwrap();
    matches.retain(|m| m["id"] != json!(gone));
    assert_eq!(matches.len(), 3);
    let file = read_import(&value.to_string()).unwrap();
    let left_out = LeftOut {
        night: "Tuesday".into(),
        round: Round::FIRST,
        table: Table::new(2).unwrap(),
    };
    assert_eq!(file.results_left_out(), std::slice::from_ref(&left_out));
    assert_eq!(
        nights_on_import(&[], &file.results_left_out()),
        "Tuesday's result for round 1, table 2 has no match in the file and will be left out."
    );
    let mut tablet = fresh(0);
    tablet.import(file, Duplicates::KeepBoth);
    assert_eq!(
        results(&tablet, &night),
        [((1, 1), 2), ((2, 1), 3)],
        "the rest come in"
    );
    let Some(Notice::Imported { counts, .. }) = tablet.notice() else {
        panic!("{:?}", tablet.notice());
    };
    assert_eq!(counts.results_left_out, [left_out]);
    let said = tablet.notice().unwrap().said().to_string();
    assert!(
        said.ends_with("Added 1 club night. Tuesday's result for round 1, table 2 was left out: its match is not in the file."),
        "{said}"
    );
}

/// The problems `read_import` finds in an export of the organiser's night
/// changed by `change`, as read.
fn refused(change: impl FnOnce(&mut Value, &Night)) -> Vec<String> {
    let (mut organiser, night) = organiser();
    let mut value = as_json(&organiser.export_everything());
    change(&mut value, organiser.night(&night).unwrap());
    let problems = read_import(&value.to_string()).unwrap_err();
    problems
        .iter()
        .map(|each| each.said().to_string())
        .collect()
}

#[test]
fn a_night_that_does_not_hold_together_is_refused_saying_why() {
    let unsound = refused(|v, _| {
        v["nights"][0]["players"].as_array_mut().unwrap().pop();
    });
    assert_eq!(unsound, ["nights[0]: this club night does not hold together: its plan must seat each of its players once in every round, at tables of three to five, and no more rounds may be started than are planned"]);
    let started = refused(|v, _| {
        v["nights"][0]["started"]
            .as_array_mut()
            .unwrap()
            .push(json!("2026-11-23T22:00:00Z"));
    });
    assert_eq!(started.len(), 1);
    assert!(started[0].starts_with("nights[0]: this club night does not hold together"));
    let names = refused(|v, _| v["nights"][0]["players"][3] = json!("ann"));
    assert_eq!(
        names[0],
        "nights[0].players: Players 1 and 4 have the same name, ann: give one of them another."
    );
    // Dan played round 1, table 2: its match no longer seats the night's
    // players.
    assert_eq!(names[1], "nights[0].results[1]: the result for round 1, table 2 names a match not played at that table of this night by the players it seats");
    assert_eq!(names.len(), 2);
    let shape = refused(|v, _| v["nights"][0]["plan"] = json!("none"));
    assert_eq!(shape.len(), 1);
    assert!(shape[0].starts_with("nights[0]: "), "{}", shape[0]);
}

#[test]
fn a_result_that_cannot_be_the_nights_is_refused_saying_why() {
    // Round 1, table 1's result naming round 1, table 2's match.
    let other = refused(|v, n| v["nights"][0]["results"][0]["id"] = json!(n.results()[1].id));
    assert_eq!(other, ["nights[0].results[0]: the result for round 1, table 1 names a match not played at that table of this night by the players it seats"]);
    let twice = refused(|v, _| v["nights"][0]["results"][1]["table"] = json!(1));
    assert_eq!(twice, ["nights[0].results[1]: the result for round 1, table 1 is the table's second result: a table has one"]);
    let not_started = refused(|v, _| {
        v["nights"][0]["started"].as_array_mut().unwrap().pop();
    });
    assert_eq!(not_started, ["nights[0].results[2]: the result for round 2, table 1 is for a round the night has not started"]);
    let no_table = refused(|v, _| v["nights"][0]["results"][2]["table"] = json!(7));
    assert_eq!(no_table, ["nights[0].results[2]: the result for round 2, table 7 names a table this night's plan does not have"]);
    let same_id = refused(|v, _| v["matches"][1]["id"] = v["matches"][0]["id"].clone());
    assert_eq!(
        same_id,
        ["matches[1].id: the same id as matches[0]: each must have its own"]
    );
}
