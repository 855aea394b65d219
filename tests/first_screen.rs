//! What the page's own script and the app agree on to show the new-match
//! screen drawn into the page (src/session/first_screen.rs): whether
//! anything is kept yet, the addresses, the day's date, and that every rule
//! the script reads is one the build writes into the page.

mod common;

use common::table::session;
use mahjong_scorer::session::first_screen::{
    day_of, first_screen_addresses, nothing_kept, rules, Control, Entry, Focus, Handed,
};
use mahjong_scorer::session::{Place, Theme};
use mahjong_scorer::storage::{KeyValue, MemoryStore};

#[test]
fn a_first_visit_keeps_nothing_though_it_notes_the_build() {
    let s = session(MemoryStore::default());
    let keys = s.store().keys();
    assert!(!keys.is_empty(), "the build is noted");
    assert!(nothing_kept(&keys), "{keys:?}");
}

#[test]
fn a_theme_chosen_is_kept_so_the_app_waits_for_the_session_as_the_page_does() {
    let mut s = session(MemoryStore::default());
    s.set_theme(Theme::Dark);
    assert!(!nothing_kept(&s.store().keys()));
}

#[test]
fn a_match_started_is_kept() {
    let mut s = session(MemoryStore::default());
    common::table::start_club_night(&mut s);
    assert!(!nothing_kept(&s.store().keys()));
}

#[test]
fn keys_of_other_apps_on_the_same_site_keep_nothing_of_ours() {
    assert!(nothing_kept(&["other-app.index", "mahjong-scorer"]));
    assert!(nothing_kept::<&str>(&[]));
}

#[test]
fn the_drawn_screen_shows_at_the_addresses_that_open_on_the_new_match_screen() {
    for address in first_screen_addresses() {
        let place = Place::read(&address).unwrap_or(Place::Setup);
        assert_eq!(place, Place::Setup, "{address:?}");
    }
}

#[test]
fn the_day_of_a_time_is_its_date() {
    assert_eq!(day_of("2026-11-26T21:45:00.000Z"), "2026-11-26");
}

#[test]
fn every_rule_the_page_script_reads_is_written_into_the_page() {
    let written = serde_json::to_value(rules()).unwrap();
    let script = include_str!("../scripts/first-screen.js");
    let read: Vec<&str> = script
        .split("rules.")
        .skip(1)
        .map(|rest| {
            rest.split(|c: char| !c.is_ascii_alphanumeric())
                .next()
                .unwrap_or("")
        })
        .filter(|name| !name.is_empty())
        .collect();
    assert!(
        !read.is_empty(),
        "the script reads its rules as `rules.name`"
    );
    for name in read {
        assert!(
            written.get(name).is_some(),
            "the page is not given `{name}`"
        );
    }
}

#[test]
fn what_was_done_on_the_drawn_screen_reads_as_the_page_hands_it_over() {
    let handed = r#"{
        "entries": [
            {"control": {"id": "player-1"}, "value": "Ann"},
            {"control": {"id": "use-money"}, "checked": true}
        ],
        "focus": {"control": {"id": "player-3"}, "selection": [2, 2]},
        "taps": [
            {"tag": "BUTTON", "words": "Start match", "nth": 0},
            {"tag": "BUTTON", "words": "Start match", "nth": 0}
        ]
    }"#;
    let id = |id: &str| Control::Id { id: id.into() };
    let start = Control::Words {
        tag: "BUTTON".into(),
        words: "Start match".into(),
        nth: 0,
    };
    assert_eq!(
        Handed::read(handed),
        Some(Handed {
            entries: vec![
                Entry {
                    control: id("player-1"),
                    value: Some("Ann".into()),
                    checked: None,
                },
                Entry {
                    control: id("use-money"),
                    value: None,
                    checked: Some(true),
                },
            ],
            focus: Some(Focus {
                control: id("player-3"),
                selection: Some((2, 2)),
            }),
            taps: vec![start.clone(), start],
        })
    );
}

#[test]
fn a_hand_over_with_nothing_done_or_a_focus_without_a_caret_reads_too() {
    let nothing = r#"{"entries": [], "focus": null, "taps": []}"#;
    assert_eq!(Handed::read(nothing), Some(Handed::default()));
    let button = r#"{"entries": [], "focus": {"control": {"tag": "BUTTON", "words": "History", "nth": 0}, "selection": null}, "taps": []}"#;
    assert_eq!(
        Handed::read(button)
            .and_then(|h| h.focus)
            .map(|f| f.selection),
        Some(None)
    );
    assert_eq!(Handed::read("not what the page hands"), None);
}
