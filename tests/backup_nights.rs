//! A club night in every backup (SPEC §13, docs/export-format.md): "Export
//! everything" carries the nights, a fresh device importing it shows each
//! night as it was (plan, rounds started, results read, standings), and
//! what cannot come in whole is refused or left out, saying why.

use mahjong_scorer::engine::night::{Night, NightEntry, Ranking, RoundEnd};
use mahjong_scorer::engine::Wind;
use mahjong_scorer::session::{Checked, Duplicates, Notice, Session};
use mahjong_scorer::storage::export::{read_import, ExportFile, LeftOut, FORMAT_VERSION};
use mahjong_scorer::storage::MemoryStore;
use mahjong_scorer::words::nights_on_import;
use serde_json::{json, Value};

mod common;

use common::table::{enter_win, session, start_club_night};

/// Plays `wins` hands on a session's open match, its first seat winning.
fn play(s: &mut Session<MemoryStore>, wins: usize) {
    for _ in 0..wins {
        s.score_next_hand();
        enter_win(s, 0);
        assert_eq!(s.calculate(Wind::East), Checked::Recorded);
    }
}

/// A table's tablet: starts the table's match, plays `wins` hands and
/// hands the result back as its link holds it.
fn tablet_result(
    organiser: &Session<MemoryStore>,
    night: &str,
    at: (u8, u8),
    wins: usize,
) -> ExportFile {
    let setup = organiser.night(night).unwrap().table_setup(at.0, at.1);
    let mut tablet = session(MemoryStore::default());
    tablet.start_table(setup.unwrap(), "A table").unwrap();
    play(&mut tablet, wins);
    read_import(&tablet.match_for_link().unwrap()).unwrap()
}

/// The organiser's device: nine players over two rounds, a match of
/// another day kept beside them; round 1 started, its tables' results
/// read (table 1 played on this device, table 2 by its link), round 2
/// started and its table 1 read.
fn organiser() -> (Session<MemoryStore>, String) {
    let mut s = session(MemoryStore::default());
    start_club_night(&mut s);
    play(&mut s, 1);
    let entry = NightEntry {
        name: "Tuesday".into(),
        players: "Ann\nBob\nCat\nDan\nEve\nFay\nGus\nHal\nIda\n".into(),
        rounds: 2,
        round_end: RoundEnd::Hands(4),
        ..NightEntry::default()
    };
    let night = s.draw_up_night(&entry, "BMJA", 9).unwrap();
    assert!(s.start_round(&night, 1));
    let here = s.night(&night).unwrap().table_setup(1, 1).unwrap();
    s.start_table(here, "Round 1, table 1").unwrap();
    play(&mut s, 2);
    let by_link = tablet_result(&s, &night, (1, 2), 1);
    s.read_result(&night, by_link).unwrap();
    assert!(s.start_round(&night, 2));
    let by_link = tablet_result(&s, &night, (2, 1), 3);
    s.read_result(&night, by_link).unwrap();
    (s, night)
}

/// A device with nothing kept, but for `matches` matches of its own.
fn fresh(matches: usize) -> Session<MemoryStore> {
    let mut s = session(MemoryStore::default());
    for _ in 0..matches {
        start_club_night(&mut s);
        play(&mut s, 1);
    }
    s
}

/// The hands of the match kept for each of a night's results, by table.
fn results(s: &Session<MemoryStore>, night: &str) -> Vec<((u8, u8), usize)> {
    let kept = s.night(night).unwrap();
    let hands = |id: u64| {
        let summary = s.matches().iter().find(|m| m.id == id).unwrap();
        summary.hands
    };
    let each = kept.results.iter();
    each.map(|r| ((r.round, r.table), hands(r.id))).collect()
}

/// The night as kept, but for the ids its results are kept under.
fn without_ids(night: &Night) -> Night {
    let mut night = night.clone();
    night.results.iter_mut().for_each(|r| r.id = 0);
    night
}

fn as_json(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

#[test]
fn a_night_with_two_rounds_started_and_results_read_comes_back_whole_on_a_fresh_device() {
    let (mut organiser, night) = organiser();
    let backup = organiser.export_everything();
    let value = as_json(&backup);
    assert_eq!(value["version"], json!(FORMAT_VERSION));
    assert_eq!(value["nights"].as_array().unwrap().len(), 1);
    let file = read_import(&backup).unwrap();
    assert_eq!(
        file.matches.len(),
        4,
        "a match of another day and three tables"
    );

    let mut tablet = fresh(0);
    tablet.import(file, Duplicates::KeepBoth);
    let was = organiser.night(&night).unwrap();
    let is = tablet.night(&night).expect("the night is kept");
    assert_eq!(
        without_ids(is),
        without_ids(was),
        "plan, rounds started, results read"
    );
    assert_eq!(is.started.len(), 2);
    assert_eq!(results(&tablet, &night), results(&organiser, &night));
    assert_eq!(
        results(&tablet, &night),
        [((1, 1), 2), ((1, 2), 1), ((2, 1), 3)]
    );
    for ranking in [Ranking::Net, Ranking::TablePoints] {
        let standings = tablet.night_standings(&night, ranking);
        assert_eq!(standings, organiser.night_standings(&night, ranking));
    }
    assert!(tablet
        .night_standings(&night, Ranking::Net)
        .iter()
        .any(|l| l.net != 0));
    let notice = tablet.notice().unwrap().to_string();
    assert_eq!(
        notice,
        "Added 4 matches from the file; nothing was replaced. Added 1 club night."
    );
    // A round started from here on reads the night's next round.
    assert_eq!(tablet.night(&night).unwrap().next_round(), None);
    assert_eq!(tablet.night(&night).unwrap().undoable_round(), None);
}

#[test]
fn ids_are_remapped_when_the_library_already_has_matches() {
    let (mut organiser, night) = organiser();
    let file = read_import(&organiser.export_everything()).unwrap();
    let mut tablet = fresh(5);
    tablet.import(file.clone(), Duplicates::KeepBoth);
    let theirs: Vec<u64> = organiser
        .night(&night)
        .unwrap()
        .results
        .iter()
        .map(|r| r.id)
        .collect();
    let ours: Vec<u64> = tablet
        .night(&night)
        .unwrap()
        .results
        .iter()
        .map(|r| r.id)
        .collect();
    assert_eq!(ours.len(), 3);
    assert!(
        ours.iter().all(|id| !theirs.contains(id)),
        "{ours:?} against {theirs:?}"
    );
    assert_eq!(results(&tablet, &night), results(&organiser, &night));
    let standings = tablet.night_standings(&night, Ranking::Net);
    assert_eq!(standings, organiser.night_standings(&night, Ranking::Net));
    // Each result names a match of its own table.
    let kept = tablet.night(&night).unwrap().clone();
    for read in &kept.results {
        let summary = tablet.matches().iter().find(|m| m.id == read.id).unwrap();
        let seated = kept.seated(read.round, read.table).unwrap();
        let names: Vec<&str> = seated.iter().map(|&p| kept.players[p].as_str()).collect();
        assert_eq!(summary.players, names);
    }
    assert_eq!(tablet.matches().len(), 5 + 4);
}

#[test]
fn an_export_file_of_version_3_reads_unchanged() {
    let text = include_str!("fixtures/export-v3.json");
    assert_eq!(as_json(text)["version"], json!(3));
    let file = read_import(text).unwrap();
    assert!(file.nights.is_empty());
    assert_eq!(file.matches.len(), 1);
    assert_eq!(file.matches[0].id, None);
    // The match the file was written from, played again.
    let mut played = fresh(0);
    start_club_night(&mut played);
    for winner in [1, 3] {
        played.score_next_hand();
        enter_win(&mut played, winner);
        assert_eq!(played.calculate(Wind::East), Checked::Recorded);
    }
    assert_eq!(&file.matches[0].game, played.scored().unwrap().game());
    assert_eq!(file.matches[0].name, "Club night");
    let mut tablet = fresh(0);
    tablet.import(file, Duplicates::KeepBoth);
    let id = tablet.matches()[0].id;
    tablet.open_match(id);
    assert_eq!(
        tablet.scored().unwrap().sheet(),
        played.scored().unwrap().sheet()
    );
    assert!(tablet.nights().is_empty());
    assert_eq!(
        tablet.notice().unwrap().to_string(),
        "Added 1 match from the file; nothing was replaced."
    );
}

#[test]
fn a_result_whose_match_is_not_in_the_file_is_left_out_and_said() {
    let (mut organiser, night) = organiser();
    let mut value = as_json(&organiser.export_everything());
    // Round 1, table 2's match taken out of the file.
    let gone = organiser.night(&night).unwrap().results[1].id;
    let matches = value["matches"].as_array_mut().unwrap();
    matches.retain(|m| m["id"] != json!(gone));
    assert_eq!(matches.len(), 3);
    let file = read_import(&value.to_string()).unwrap();
    let left_out = LeftOut {
        night: "Tuesday".into(),
        round: 1,
        table: 2,
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
    let said = tablet.notice().unwrap().to_string();
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
    problems.iter().map(ToString::to_string).collect()
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
    let other = refused(|v, n| v["nights"][0]["results"][0]["id"] = json!(n.results[1].id));
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

#[test]
fn a_night_kept_here_already_takes_in_the_files_results_none_lost() {
    let (mut organiser, night) = organiser();
    let whole = organiser.export_everything();
    // A backup of round 1 alone: round 2 not started, table 1 read.
    let mut early = as_json(&whole);
    early["nights"][0]["started"].as_array_mut().unwrap().pop();
    early["nights"][0]["results"]
        .as_array_mut()
        .unwrap()
        .truncate(1);
    let early = read_import(&early.to_string()).unwrap();

    // The organiser imports the early backup: nothing is lost.
    let before = organiser.night(&night).unwrap().clone();
    assert_eq!(organiser.nights_already_kept(&early), ["Tuesday"]);
    organiser.import(early.clone(), Duplicates::Skip);
    assert_eq!(organiser.night(&night), Some(&before));
    assert_eq!(organiser.matches().len(), 4, "every match skipped");
    let said = organiser.notice().unwrap().to_string();
    assert!(said.ends_with("Tuesday was kept here already: the file's rounds started and results read are added to it."), "{said}");

    // A tablet with the early backup takes in the whole one: round 2 is
    // started and the later results read.
    let mut tablet = fresh(2);
    tablet.import(early, Duplicates::KeepBoth);
    assert_eq!(results(&tablet, &night), [((1, 1), 2)]);
    tablet.import(read_import(&whole).unwrap(), Duplicates::Skip);
    let kept = tablet.night(&night).unwrap();
    assert_eq!(without_ids(kept), without_ids(&before));
    assert_eq!(results(&tablet, &night), results(&organiser, &night));
    assert_eq!(tablet.nights().len(), 1);
    assert_eq!(
        tablet.night_standings(&night, Ranking::Net),
        organiser.night_standings(&night, Ranking::Net)
    );
}

#[test]
fn a_table_read_on_both_devices_counts_the_match_that_carries_the_other_on() {
    let (mut organiser, night) = organiser();
    let file = read_import(&organiser.export_everything()).unwrap();
    let mut tablet = fresh(0);
    tablet.import(file, Duplicates::KeepBoth);
    let ids = |s: &Session<MemoryStore>| -> Vec<u64> {
        s.night(&night)
            .unwrap()
            .results
            .iter()
            .map(|r| r.id)
            .collect()
    };
    let first = ids(&tablet);
    // On the organiser's device, round 1, table 1 plays a hand more and
    // round 2, table 2's result is read.
    let table_1 = organiser.night(&night).unwrap().results[0].id;
    organiser.open_match(table_1);
    play(&mut organiser, 1);
    let later = tablet_result(&organiser, &night, (2, 2), 2);
    organiser.read_result(&night, later).unwrap();
    // Brought in beside the copies kept here.
    tablet.import(
        read_import(&organiser.export_everything()).unwrap(),
        Duplicates::KeepBoth,
    );
    assert_eq!(
        results(&tablet, &night),
        [((1, 1), 3), ((1, 2), 1), ((2, 1), 3), ((2, 2), 2)]
    );
    assert_eq!(results(&tablet, &night), results(&organiser, &night));
    assert_eq!(
        tablet.night_standings(&night, Ranking::Net),
        organiser.night_standings(&night, Ranking::Net)
    );
    let now = ids(&tablet);
    assert_ne!(now[0], first[0], "the copy with a hand more counts");
    assert_eq!(
        now[1..3],
        first[1..],
        "a copy of the same hands leaves the first kept counting"
    );
}

#[test]
fn exporting_one_match_of_a_nights_table_carries_no_night() {
    let (mut organiser, night) = organiser();
    let id = organiser.night(&night).unwrap().results[0].id;
    let value = as_json(&organiser.export(&[id]));
    assert_eq!(value["nights"], Value::Null);
    assert_eq!(value["matches"].as_array().unwrap().len(), 1);
    // A link holds what version 3 held, and says so, for a device not yet
    // updated.
    let link = as_json(&organiser.match_for_link().unwrap());
    assert_eq!(link["version"], json!(3));
    assert_eq!(link["matches"][0]["id"], Value::Null);
}

#[test]
fn a_backup_of_one_tables_match_is_imported_whole_not_read_as_a_result() {
    let mut s = session(MemoryStore::default());
    let entry = NightEntry {
        name: "Tuesday".into(),
        players: "Ann\nBob\nCat\nDan\nEve\nFay\nGus\nHal\nIda\n".into(),
        ..NightEntry::default()
    };
    let night = s.draw_up_night(&entry, "BMJA", 9).unwrap();
    assert!(s.start_round(&night, 1));
    let table = s.night(&night).unwrap().table_setup(1, 1).unwrap();
    s.start_table(table, "Round 1, table 1").unwrap();
    play(&mut s, 1);
    let backup = read_import(&s.export_everything()).unwrap();
    assert_eq!((backup.matches.len(), backup.nights.len()), (1, 1));
    assert_eq!(s.night_result_of(&backup), None);
    let alone = read_import(&s.match_for_link().unwrap()).unwrap();
    assert!(s.night_result_of(&alone).is_some(), "its link is a result");
}
