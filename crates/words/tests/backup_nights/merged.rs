//! A night kept here already takes in a file's rounds started and results
//! read, none lost, and where both read a table, the match that carries
//! the other on counts.

use super::{as_json, at, fresh, organiser, play, result_ids, results, tablet_result, without_ids};
use engine::night::Ranking;
use session::Duplicates;
use storage::export::read_import;
use words::Say;

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
    let said = organiser.notice().unwrap().said().to_string();
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
    let first = result_ids(&tablet, &night);
    // On the organiser's device, round 1, table 1 plays a hand more and
    // round 2, table 2's result is read.
    let table_1 = result_ids(&organiser, &night)[0];
    organiser.open_match(table_1);
    play(&mut organiser, 1);
    let later = tablet_result(&organiser, &night, at(2, 2), 2);
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
    let now = result_ids(&tablet, &night);
    assert_ne!(now[0], first[0], "the copy with a hand more counts");
    assert_eq!(
        now[1..3],
        first[1..],
        "a copy of the same hands leaves the first kept counting"
    );
}
