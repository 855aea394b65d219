//! A night whose later rounds were drawn again for players coming and
//! going travels in a backup whole, and a copy kept already takes in the
//! later plan where it agrees with it, or is kept apart where it does not.

use super::{as_json, at, fresh, session, start_club_night};
use engine::night::{NightEntry, NightPlayer, RoundEnd};
use session::{Duplicates, Session};
use storage::export::read_import;
use storage::MemoryStore;
use words::Say;

/// The organiser's device: nine players over three rounds, round 1
/// started; the night's id.
fn organiser() -> (Session<MemoryStore>, String) {
    let mut s = session(MemoryStore::default());
    start_club_night(&mut s);
    let entry = NightEntry {
        name: "Thursday".into(),
        players: "Ann\nBob\nCat\nDan\nEve\nFay\nGus\nHal\nIda\n".into(),
        rounds: 3,
        round_end: RoundEnd::Hands(4),
        ..NightEntry::default()
    };
    let night = s.draw_up_night(&entry, "BMJA", 21).unwrap();
    assert!(s.start_round(&night, at(1, 1).0));
    (s, night)
}

#[test]
fn a_night_drawn_again_travels_and_a_kept_copy_takes_the_later_plan() {
    let (mut organiser, night) = organiser();
    let early = read_import(&organiser.export_everything()).unwrap();
    assert_eq!(organiser.add_night_player(&night, "Jo"), Ok(NightPlayer(9)));
    assert_eq!(
        organiser.night_player_leaves(&night, NightPlayer(4)),
        Ok(())
    );
    let later = organiser.export_everything();
    assert_eq!(as_json(&later)["nights"][0]["redraws"], 2);
    let drawn = organiser.night(&night).unwrap().clone();

    // A fresh device takes the night whole.
    let mut fresh_one = fresh(0);
    fresh_one.import(read_import(&later).unwrap(), Duplicates::KeepBoth);
    assert_eq!(fresh_one.night(&night), Some(&drawn));

    // A device holding the copy from before the changes takes the later plan.
    let mut tablet = fresh(0);
    tablet.import(early.clone(), Duplicates::KeepBoth);
    tablet.import(read_import(&later).unwrap(), Duplicates::Skip);
    let kept = tablet.night(&night).unwrap();
    assert_eq!(
        (kept.players(), kept.plan()),
        (drawn.players(), drawn.plan())
    );

    // The organiser bringing the early copy back loses nothing.
    organiser.import(early, Duplicates::Skip);
    assert_eq!(organiser.night(&night), Some(&drawn));
}

#[test]
fn a_copy_that_started_a_round_the_later_plan_changed_is_kept_apart() {
    let (mut organiser, night) = organiser();
    let early = read_import(&organiser.export_everything()).unwrap();
    let mut other = fresh(0);
    other.import(early, Duplicates::KeepBoth);
    assert!(
        other.start_round(&night, at(2, 1).0),
        "round 2 on the old plan"
    );
    let before = other.night(&night).unwrap().clone();
    organiser.add_night_player(&night, "Jo").unwrap();
    other.import(
        read_import(&organiser.export_everything()).unwrap(),
        Duplicates::Skip,
    );
    assert_eq!(other.night(&night), Some(&before), "kept as it was");
    let said = other.notice().unwrap().said().to_string();
    assert!(said.contains("Thursday"), "{said}");
}
