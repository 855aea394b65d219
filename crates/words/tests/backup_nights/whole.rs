//! The night whole on another device: plan, rounds started, results read
//! and standings; a file of version 3 unchanged; one table's match alone.

use super::{as_json, at, fresh, organiser, play, result_ids, results, without_ids};
use crate::common::table::{enter_win, session, start_club_night};
use engine::night::{NightEntry, Ranking, Round};
use engine::{Points, Wind};
use serde_json::{json, Value};
use session::{Checked, Duplicates};
use storage::export::{read_import, FORMAT_VERSION};
use storage::MemoryStore;
use words::Say;

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
    assert_eq!(is.started().len(), 2);
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
        .any(|l| l.net != Points(0)));
    let notice = tablet.notice().unwrap().said().to_string();
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
    let theirs = result_ids(&organiser, &night);
    let ours = result_ids(&tablet, &night);
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
    for read in kept.results() {
        let summary = tablet.matches().iter().find(|m| m.id == read.id).unwrap();
        let seated = kept.seated(read.round, read.table).unwrap();
        let names: Vec<&str> = seated.iter().filter_map(|&p| kept.player(p)).collect();
        assert_eq!(summary.players, names);
    }
    assert_eq!(tablet.matches().len(), 5 + 4);
}

#[test]
fn an_export_file_of_version_3_reads_unchanged() {
    let text = include_str!("../../../storage/tests/fixtures/export-v3.json");
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
        tablet.notice().unwrap().said().to_string(),
        "Added 1 match from the file; nothing was replaced."
    );
}

#[test]
fn exporting_one_match_of_a_nights_table_carries_no_night() {
    let (mut organiser, night) = organiser();
    let id = result_ids(&organiser, &night)[0];
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
    assert!(s.start_round(&night, Round::FIRST));
    let (round, table) = at(1, 1);
    let table = s.night(&night).unwrap().table_setup(round, table).unwrap();
    s.start_table(table, "Round 1, table 1").unwrap();
    play(&mut s, 1);
    let backup = read_import(&s.export_everything()).unwrap();
    assert_eq!((backup.matches.len(), backup.nights.len()), (1, 1));
    assert_eq!(s.night_result_of(&backup), None);
    let alone = read_import(&s.match_for_link().unwrap()).unwrap();
    assert!(s.night_result_of(&alone).is_some(), "its link is a result");
}
