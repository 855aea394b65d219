//! What the page's own script and the app agree on to show the new-match
//! screen drawn into the page (crates/session/src/first_screen.rs): whether
//! anything is kept yet, the addresses, the day's date, and that every rule
//! the script reads is one the build writes into the page.

use crate::common;

use common::table::session;
use session::first_screen::{day_of, first_screen_addresses, nothing_kept, rules};
use session::{Place, Theme};
use storage::{KeyValue, MemoryStore};

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
    let script = include_str!("../../../scripts/first-screen.js");
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
