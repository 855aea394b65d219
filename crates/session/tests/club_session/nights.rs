//! A club night through the club's records: the night is its organiser's
//! to run; another device holds it to play a table of the round in play;
//! a table followed as it is played is "playing" until its round ends.

use super::common::table::enter_win;
use super::history::{turned_on, Club};
use engine::night::{NightEntry, NightPlayer, ResultLength, Round, RoundEnd, Table};
use engine::Wind;
use session::Checked;

/// An organiser and a table's tablet, both on the club's records, with a
/// night of two rounds drawn up and round 1 started on the organiser's
/// device, and table 1's match started on the tablet: the night's id.
fn night_in_play() -> (Club, String) {
    night_in_play_among(2)
}

/// The same among `n` devices: the others hold the night, with no login.
fn night_in_play_among(n: u128) -> (Club, String) {
    let mut club = Club::of(n);
    for (d, login) in ["organiser", "table1"].into_iter().enumerate() {
        club.devices[d].turn_club_on(&turned_on(login)).unwrap();
    }
    let entry = NightEntry {
        name: "Tuesday".into(),
        players: "Ann\nBob\nCat\nDan\nEve\nFay\nGus\nHal\n".into(),
        rounds: 2,
        round_end: RoundEnd::Hands(2),
        ..NightEntry::default()
    };
    let night = club.devices[0].draw_up_night(&entry, "BMJA", 7).unwrap();
    assert!(club.devices[0].start_round(&night, Round::FIRST));
    club.exchange();
    let held = club.devices[1].night(&night).unwrap().clone();
    let setup = held.table_setup(Round::FIRST, Table::new(1).unwrap());
    club.devices[1]
        .start_table(setup.unwrap(), "Table 1")
        .unwrap();
    club.exchange();
    (club, night)
}

#[test]
fn a_table_followed_through_the_club_is_playing_until_its_round_ends() {
    let (mut club, night) = night_in_play();
    // The night is the organiser's to run; the tablet holds it to play.
    assert!(club.devices[0].organises(&night));
    assert!(!club.devices[1].organises(&night));
    let table_one = |club: &Club| club.devices[0].round_lengths(&night, Round::FIRST)[0].1;
    assert_eq!(table_one(&club), ResultLength::Playing { played: 0, of: 2 });
    assert_eq!(club.devices[0].tables_read(&night), (0, 4));
    for winner in [0, 1] {
        club.devices[1].score_next_hand();
        enter_win(&mut club.devices[1], winner);
        assert_eq!(club.devices[1].calculate(Wind::East), Checked::Recorded);
    }
    club.exchange();
    assert_eq!(table_one(&club), ResultLength::Whole { of: 2, beyond: 0 });
    assert_eq!(club.devices[0].tables_read(&night), (1, 4));
}

#[test]
fn each_record_names_the_tablet_that_keeps_it_and_only_the_organiser_writes_the_night() {
    let (club, _) = night_in_play();
    // The night its organiser, the table's match the tablet that started it.
    assert_eq!(
        club.devices[0]
            .match_keepers()
            .into_values()
            .collect::<Vec<_>>(),
        ["table1"]
    );
    let docs = club.server.ids();
    let keeper = |prefix: &str| {
        let id = docs.iter().find(|id| id.starts_with(prefix)).unwrap();
        club.server.latest(id).unwrap()["keeper"].clone()
    };
    assert_eq!(keeper("night:"), "organiser");
    assert_eq!(keeper("match:"), "table1");
    // Nothing the tablet holds of the night travels back from it.
    let nights: Vec<&String> = docs.iter().filter(|id| id.starts_with("night:")).collect();
    assert_eq!(nights.len(), 1);
    assert_eq!(club.server.versions(nights[0]), 1);
}

#[test]
fn a_match_claiming_a_table_the_night_counts_another_for_is_marked_so() {
    let (mut other, night) = night_in_play_among(3);
    let real = other.devices[0].matches()[0].id;
    assert!(other.devices[0].tables_not_counted().is_empty());
    // Another tablet starts a match claiming the same table, players and
    // all, and scores a different first hand.
    let held = other.devices[2].night(&night).unwrap().clone();
    let setup = held.table_setup(Round::FIRST, Table::new(1).unwrap());
    other.devices[2]
        .start_table(setup.unwrap(), "Table 1")
        .unwrap();
    other.devices[2].score_next_hand();
    enter_win(&mut other.devices[2], 3);
    assert_eq!(other.devices[2].calculate(Wind::East), Checked::Recorded);
    other.exchange();
    let organiser = &other.devices[0];
    let marked = organiser.tables_not_counted();
    let forged: Vec<u64> = organiser
        .matches()
        .iter()
        .map(|m| m.id)
        .filter(|id| *id != real)
        .collect();
    assert_eq!(forged.len(), 1);
    assert_eq!(marked.keys().copied().collect::<Vec<_>>(), forged);
    let results = organiser.night(&night).unwrap().results().to_vec();
    assert_eq!(results[0].id, real, "the first match read stays the result");
}

#[test]
fn a_night_drawn_again_reaches_every_device_even_one_away_meanwhile() {
    let (mut club, night) = night_in_play_among(3);
    let before = club.devices[2].night(&night).unwrap().clone();
    // Device 3 is away while the organiser adds a player and one leaves.
    let organiser = &mut club.devices[0];
    organiser.add_night_player(&night, "Ida").unwrap();
    let hal = NightPlayer(7);
    organiser.night_player_leaves(&night, hal).unwrap();
    let drawn = organiser.night(&night).unwrap().clone();
    assert_ne!(drawn.plan(), before.plan());
    for _ in 0..3 {
        club.exchange_one(0);
        club.exchange_one(1);
    }
    let same =
        |n: &engine::night::Night| (n.players().to_vec(), n.plan().clone(), n.started().to_vec());
    assert_eq!(same(club.devices[1].night(&night).unwrap()), same(&drawn));
    assert_eq!(club.devices[2].night(&night), Some(&before), "still away");
    club.exchange();
    for (d, device) in club.devices.iter().enumerate().rev() {
        assert_eq!(
            same(device.night(&night).unwrap()),
            same(&drawn),
            "device {d}"
        );
    }
    assert_eq!(
        club.devices[0].night(&night).unwrap().results(),
        drawn.results(),
        "the organiser's results are as they were"
    );
}
