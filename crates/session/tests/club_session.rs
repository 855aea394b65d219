//! The club's records exchanged between devices, driven through the
//! session's commands natively: what each device hands on, and what it
//! takes in from the others. The records stand in for the server and each
//! tablet's copy here as a tree of revisions per document
//! (tests/common/couch.rs); the real server is met by the bridge's tests
//! and the flows.

use engine::night::{NightEntry, Round, RoundEnd};
use engine::Wind;
use serde_json::json;
use session::club::{
    BridgeReport, ClubFailure, ClubRefused, ClubSettings, StateReport, TabletLink, Unread, Writing,
};
use session::{Checked, Session};
use storage::{KeyValue, MemoryStore};

use crate::common;

use common::couch::Couch;
use common::table::{enter_win, play_win, session, start_club_night};

type Device = Session<MemoryStore>;

/// A device with the exchange started, its id made from `seed`.
fn device(seed: u128) -> Device {
    let mut s = session(MemoryStore::default());
    s.club_device(seed);
    s
}

fn hands_of(s: &Device, name: &str) -> Vec<usize> {
    s.matches()
        .iter()
        .filter(|m| m.name == name)
        .map(|m| m.hands)
        .collect()
}

#[test]
fn a_match_played_on_a_tablet_arrives_on_the_organisers_device_once() {
    let (mut tablet, mut organiser) = (device(1), device(2));
    let mut server = Couch::default();
    start_club_night(&mut tablet);
    play_win(&mut tablet, 0);
    play_win(&mut tablet, 1);
    assert_eq!(server.take(&mut tablet), 1, "the match");
    server.hand(&mut organiser, 0);
    assert_eq!(hands_of(&organiser, "Club night"), [2]);
    let figures = organiser.kept_figures();
    assert_eq!(figures.figures.len(), 1);
    assert_eq!(organiser.current(), None, "an arrival does not open");

    // Taking in hands nothing back: no echo between devices.
    assert_eq!(organiser.club_outgoing().put.len(), 0);
    // And the tablet, taking in its own writing, changes nothing.
    let seen = server.feed.len();
    server.take(&mut organiser);
    server.hand(&mut tablet, 0);
    assert_eq!(tablet.club_outgoing().put.len(), 0);
    assert_eq!(hands_of(&tablet, "Club night"), [2]);

    play_win(&mut tablet, 2);
    assert_eq!(server.take(&mut tablet), 1);
    server.hand(&mut organiser, seen);
    assert_eq!(
        hands_of(&organiser, "Club night"),
        [3],
        "the same match, longer"
    );
}

#[test]
fn a_reload_hands_on_nothing_again_and_starts_the_feed_where_it_stopped() {
    let mut tablet = device(1);
    start_club_night(&mut tablet);
    play_win(&mut tablet, 0);
    let mut server = Couch::default();
    server.take(&mut tablet);
    server.hand(&mut tablet, 0);
    let store = tablet.store().clone();
    let mut again = session(store);
    again.club_device(99);
    assert_eq!(again.club_outgoing().put.len(), 0);
    assert_eq!(again.club_since(), server.feed.len().to_string());
    // Every document the server holds is held here, by its revision.
    let mut on_server = server.feed.clone();
    on_server.sort();
    on_server.dedup();
    let mut held = again.club_ids_held();
    held.sort();
    assert_eq!(held, on_server);
}

#[test]
fn arrivals_written_later_are_written_before_the_next_command_and_never_twice() {
    let (mut tablet, mut newcomer) = (device(1), device(2));
    let mut server = Couch::default();
    for _ in 0..3 {
        start_club_night(&mut tablet);
        play_win(&mut tablet, 0);
    }
    server.take(&mut tablet);
    newcomer.take_club_changes(vec![server.change(0)], Writing::Now);
    newcomer.take_club_changes(vec![server.change(1)], Writing::Later);
    assert_eq!(newcomer.matches().len(), 2);
    // Closed now, the device has written neither the list nor the book
    // since the first: the feed starts again after it, and the second
    // arrives once.
    let mut reopened = session(newcomer.store().clone());
    reopened.club_device(99);
    assert_eq!(reopened.matches().len(), 1);
    assert_eq!(reopened.club_since(), "1");
    server.hand(&mut reopened, 1);
    assert_eq!(reopened.matches().len(), 3);

    // Written before the next command, the list and the book agree.
    newcomer.take_club_changes(vec![server.change(2)], Writing::Later);
    newcomer.write_club_arrivals();
    let mut reopened = session(newcomer.store().clone());
    reopened.club_device(99);
    assert_eq!(reopened.matches().len(), 3);
    assert_eq!(reopened.club_since(), "3");
    server.hand(&mut reopened, 0);
    assert_eq!(reopened.matches().len(), 3, "nothing taken in twice");
}

#[test]
fn a_binned_match_travels_as_binned_and_an_emptied_one_is_deleted() {
    let (mut tablet, mut organiser) = (device(1), device(2));
    let mut server = Couch::default();
    start_club_night(&mut tablet);
    play_win(&mut tablet, 0);
    server.take(&mut tablet);
    server.hand(&mut organiser, 0);
    let id = tablet.matches()[0].id;
    tablet.delete_match(id);
    let seen = server.feed.len();
    assert_eq!(server.take(&mut tablet), 1);
    server.hand(&mut organiser, seen);
    assert!(organiser.matches().is_empty());
    assert_eq!(organiser.bin().len(), 1, "binned, not deleted");

    tablet.empty_bin();
    let seen = server.feed.len();
    assert_eq!(server.take(&mut tablet), 1);
    assert_eq!(server.standing(&server.feed[seen])["doc"]["_deleted"], true);
    server.hand(&mut organiser, seen);
    assert!(organiser.bin().is_empty());
}

#[path = "club_session/history.rs"]
mod history;

#[path = "club_session/agreement.rs"]
mod agreement;

#[path = "club_session/nights.rs"]
mod nights;

#[test]
fn a_night_tables_match_arriving_counts_as_its_result_read() {
    let mut organiser = device(2);
    let entry = NightEntry {
        name: "Tuesday".into(),
        players: "Ann\nBob\nCat\nDan\nEve\nFay\nGus\nHal\nIda\n".into(),
        rounds: 1,
        round_end: RoundEnd::Hands(2),
        ..NightEntry::default()
    };
    let night = organiser.draw_up_night(&entry, "BMJA", 7).unwrap();
    assert!(organiser.start_round(&night, Round::FIRST));
    let setup = organiser
        .night(&night)
        .unwrap()
        .table_setup(Round::FIRST, engine::night::Table::new(1).unwrap())
        .unwrap();
    let mut tablet = device(1);
    tablet.start_table(setup, "Table 1").unwrap();
    tablet.score_next_hand();
    enter_win(&mut tablet, 0);
    assert_eq!(tablet.calculate(Wind::East), Checked::Recorded);
    let mut server = Couch::default();
    server.take(&mut tablet);
    server.hand(&mut organiser, 0);
    let results = organiser.night(&night).unwrap().results().to_vec();
    assert_eq!(results.len(), 1);
    assert_eq!(organiser.matches()[0].id, results[0].id);
}

#[test]
fn a_document_this_build_cannot_read_is_left_alone() {
    let mut organiser = device(2);
    let change = json!({ "seq": 1, "doc": { "_id": "match:x", "_rev": "1-a", "kind": "match", "version": 99 } });
    let arrived = organiser.take_club_changes(vec![change], Writing::Now);
    assert_eq!(arrived.unread, ["match:x"]);
    assert!(organiser.matches().is_empty());
    // The server's design document is no record, and not counted.
    let design = json!({ "seq": 2, "doc": { "_id": "_design/mahjong", "_rev": "1-b", "validate_doc_update": "function () {}" } });
    organiser.take_club_changes(vec![design], Writing::Now);
    // Counted until a version of it is read, with why.
    assert_eq!(organiser.club_unread(), [Unread::Newer]);
    let gone = json!({ "seq": 2, "doc": { "_id": "match:x", "_deleted": true } });
    organiser.take_club_changes(vec![gone], Writing::Now);
    assert!(organiser.club_unread().is_empty());
}

#[test]
fn the_settings_say_what_is_wrong_and_are_kept_when_right() {
    let mut s = device(1);
    let blank = ClubSettings::default();
    assert_eq!(
        s.turn_club_on(&blank),
        Err(vec![
            ClubRefused::NoServer,
            ClubRefused::NoDatabase,
            ClubRefused::NoUser,
            ClubRefused::NoPassword
        ])
    );
    let wrong = ClubSettings {
        server: "club.example.org".into(),
        database: "Club".into(),
        user: "t1".into(),
        password: "x".into(),
        on: false,
    };
    let problems = s.turn_club_on(&wrong).unwrap_err();
    assert_eq!(
        problems,
        [ClubRefused::NotAnAddress, ClubRefused::DatabaseName]
    );
    let right = ClubSettings {
        server: " https://club.example.org:6984/ ".into(),
        database: "mahjong-club".into(),
        ..wrong
    };
    assert_eq!(s.turn_club_on(&right), Ok(()));
    assert!(s.club_on());
    let again = session(s.store().clone());
    let kept = again.club_settings().unwrap();
    assert_eq!(kept.server, "https://club.example.org:6984");
    assert!(kept.on);
    s.turn_club_off();
    assert!(!s.club_on());
    assert_eq!(s.club_settings().unwrap().database, "mahjong-club");
}

#[test]
fn the_exchanges_report_is_read_and_a_bad_one_is_left() {
    let mut s = device(1);
    s.note_club_state(state_report(
        r#"{"kind":"state","unsent":3,"lastExchange":null,"failure":"refused-login"}"#,
    ));
    assert_eq!(s.club_state().unsent, 3);
    assert_eq!(s.club_state().failure, Some(ClubFailure::RefusedLogin));
    assert_eq!(BridgeReport::read("{oops"), None);
    assert_eq!(BridgeReport::read("not json"), None);
    let unknown = r#"{"kind":"state","failure":"no-such-failure"}"#;
    assert_eq!(
        BridgeReport::read(unknown),
        None,
        "a state report that does not read"
    );
}

/// A report of where the exchange stands, read as the bridge's text is.
fn state_report(text: &str) -> StateReport {
    match BridgeReport::read(text) {
        Some(BridgeReport::State(report)) => report,
        other => panic!("{text} read as {other:?}"),
    }
}

#[test]
fn a_tablets_link_carries_its_own_login_after_the_hash_and_reads_back() {
    let link = TabletLink {
        server: "https://club.example.org:6984".into(),
        database: "mahjong-club".into(),
        user: "table 2".into(),
        password: "p&ss=w%rd#".into(),
    };
    let fragment = link.fragment();
    assert!(!fragment.contains(' ') && !fragment.contains('#'));
    assert_eq!(TabletLink::read(&fragment), Some(link.clone()));
    let settings = link.settings();
    assert_eq!((settings.user.as_str(), settings.on), ("table 2", false));
    assert_eq!(TabletLink::read("#nothing"), None);
    // Never this device's own login.
    let own = ClubSettings {
        user: " table 2 ".into(),
        ..settings
    };
    assert!(link.is_own_login(&own));
    let other = TabletLink {
        user: "table 3".into(),
        ..link.clone()
    };
    assert!(!other.is_own_login(&own));
    assert_eq!(TabletLink::read("server=%ZZ"), None);
}

#[test]
fn a_match_kept_aside_as_unreadable_is_not_deleted_on_the_server() {
    let mut tablet = device(1);
    let mut server = Couch::default();
    start_club_night(&mut tablet);
    play_win(&mut tablet, 0);
    server.take(&mut tablet);
    let mut store = tablet.store().clone();
    store.set("mahjong-scorer.match.1", "{not a match").unwrap();
    let mut again = session(store);
    again.club_device(1);
    assert!(again.matches().is_empty() || again.current().is_none());
    again.open_match(1);
    assert!(again.matches().is_empty(), "kept aside, out of the list");
    let out = again.club_outgoing();
    assert!(out.remove.is_empty(), "{:?}", out.remove);
}

#[test]
fn only_a_report_that_says_something_new_changes_anything() {
    let mut s = device(1);
    let report = state_report(r#"{"kind":"state","unsent":1,"lastExchange":null,"failure":null}"#);
    assert!(s.club_report_changes(&report));
    s.note_club_state(report.clone());
    assert!(!s.club_report_changes(&report));
}

#[test]
fn only_settings_the_server_refuses_keep_the_exchange_off() {
    let refusing = [
        ClubFailure::RefusedLogin,
        ClubFailure::NoDatabase,
        ClubFailure::Forbidden,
        ClubFailure::Cors,
    ];
    for failure in refusing {
        assert!(failure.refuses_settings(), "{failure:?}");
    }
    for failure in [
        ClubFailure::Unreachable,
        ClubFailure::Quota,
        ClubFailure::Other,
    ] {
        assert!(!failure.refuses_settings(), "{failure:?}");
    }
}

#[test]
fn a_new_device_says_how_far_it_has_got_until_it_holds_the_clubs_records() {
    let (mut tablet, mut newcomer) = (device(1), device(2));
    let mut server = Couch::default();
    for _ in 0..3 {
        start_club_night(&mut tablet);
        play_win(&mut tablet, 0);
    }
    assert_eq!(server.take(&mut tablet), 3);
    // The exchange counts the server's records while it first catches up.
    newcomer.note_club_state(state_report(r#"{"kind":"state","unsent":0,"club":3}"#));
    let far = |s: &Device| s.club_state().catching_up.map(|c| (c.taken, c.of));
    assert_eq!(far(&newcomer), Some((0, 3)));
    newcomer.take_club_changes(vec![server.change(0)], Writing::Now);
    // Changes waiting to be taken in count as on their way.
    newcomer.club_arriving(4);
    assert_eq!(far(&newcomer), Some((1, 5)));
    newcomer.club_arriving(0);
    server.hand(&mut newcomer, 1);
    assert_eq!(far(&newcomer), None, "every record taken in");
    // Once caught up, a few arrivals at once are no catching up.
    newcomer.note_club_state(state_report(r#"{"kind":"state","unsent":0}"#));
    newcomer.club_arriving(2);
    assert_eq!(far(&newcomer), None);
    newcomer.club_arriving(25);
    assert_eq!(far(&newcomer), Some((3, 28)));
    // The exchange done while what it brought still waits here: the
    // server's count holds until that is taken in.
    let mut late = device(3);
    late.note_club_state(state_report(r#"{"kind":"state","unsent":0,"club":3}"#));
    late.club_arriving(3);
    late.note_club_state(state_report(r#"{"kind":"state","unsent":0}"#));
    assert_eq!(far(&late), Some((0, 3)));
    late.club_arriving(0);
    assert_eq!(far(&late), None);
}
