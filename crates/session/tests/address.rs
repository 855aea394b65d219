//! Each screen's address, and what shows at an address whatever the session
//! holds: driven natively, as the browser's Back, forward and reload drive it.

use crate::common;

use common::table::{enter_win, playing, session};
use engine::{PlayerId, Wind};
use proptest::prelude::*;
use session::{Checked, Place};
use storage::MemoryStore;

#[test]
fn every_screens_address_reads_back_as_that_screen() {
    let places = [
        Place::Setup,
        Place::Sheet,
        Place::Hand(PlayerId(0)),
        Place::Hand(PlayerId(4)),
        Place::History,
        Place::Rules,
        Place::Guide(None),
        Place::Guide(Some("guide-purity".into())),
        Place::Players,
        Place::Shared,
        Place::Nights,
        Place::Night("00000000000000ff".into()),
        Place::Board("00000000000000ff".into()),
        Place::Table,
    ];
    for place in places {
        assert_eq!(
            Place::read(&place.address()),
            Some(place.clone()),
            "{place:?}"
        );
    }
    assert_eq!(Place::Hand(PlayerId(1)).address(), "?hand=2");
    assert_eq!(
        Place::read("?night=ff"),
        None,
        "a night's id is sixteen digits"
    );
    assert_eq!(
        Place::read("?night=00000000000000FF"),
        Some(Place::Night("00000000000000ff".into()))
    );
    assert_eq!(Place::read("?board=ff"), None, "a board's night too");
    assert_eq!(Place::read("?history&utm_source=x"), Some(Place::History));
}

#[test]
fn an_address_the_app_did_not_make_names_no_screen() {
    for query in [
        "",
        "?",
        "?x",
        "?hand",
        "?hand=0",
        "?hand=-1",
        "?hand=two",
        "?hand=99999999999999999999999",
        "?Sheet",
    ] {
        assert_eq!(Place::read(query), None, "{query}");
    }
    assert_eq!(Place::read("?guide=<b>"), Some(Place::Guide(None)));
    assert_eq!(
        Place::read(&format!("?guide={}", "a".repeat(65))),
        Some(Place::Guide(None))
    );
}

#[test]
fn with_no_match_open_the_matchs_screens_show_set_up() {
    let s = session(MemoryStore::default());
    assert_eq!(s.place(), Place::Setup);
    for place in [Place::Setup, Place::Sheet, Place::Hand(PlayerId(1))] {
        assert_eq!(s.shown(&place), Place::Setup, "{place:?}");
    }
    for place in [
        Place::History,
        Place::Rules,
        Place::Guide(None),
        Place::Players,
        Place::Shared,
    ] {
        assert_eq!(s.shown(&place), place);
    }
}

#[test]
fn a_hand_form_with_no_hand_shows_the_sheet_and_set_up_shows_beside_an_open_match() {
    let s = playing();
    assert_eq!(s.place(), Place::Sheet);
    assert_eq!(s.shown(&Place::Hand(PlayerId(2))), Place::Sheet);
    assert_eq!(s.shown(&Place::Sheet), Place::Sheet);
    assert_eq!(s.shown(&Place::Setup), Place::Setup);
}

#[test]
fn back_to_the_sheet_keeps_the_hand_and_its_address_names_the_player() {
    let mut s = playing();
    s.score_next_hand();
    assert_eq!(s.place(), Place::Hand(PlayerId(0)));
    enter_win(&mut s, 1);
    // Back: the sheet shows, and the hand stays as it was.
    let entries = s.hand().unwrap().draft.clone();
    assert_eq!(s.shown(&Place::Sheet), Place::Sheet);
    // Forward to Bill's form, then a reload there.
    s.arrive(&Place::Hand(PlayerId(1)));
    assert_eq!(s.shown(&Place::Hand(PlayerId(1))), Place::Hand(PlayerId(1)));
    let mut again = session(s.store().clone());
    assert_eq!(again.place(), Place::Hand(PlayerId(1)));
    assert_eq!(again.hand().unwrap().draft.record, entries.record);
    // A seat beyond the table leaves the form as it was.
    again.arrive(&Place::Hand(PlayerId(7)));
    assert_eq!(again.place(), Place::Hand(PlayerId(1)));
    assert_eq!(again.calculate(Wind::East), Checked::Recorded);
    assert_eq!(again.shown(&Place::Hand(PlayerId(1))), Place::Sheet);
}

#[test]
fn while_a_hand_is_entered_the_sheet_cannot_throw_it_away() {
    let mut s = playing();
    s.score_next_hand();
    enter_win(&mut s, 1);
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
    s.score_next_hand();
    enter_win(&mut s, 1);
    let entries = s.hand().cloned();
    s.score_next_hand();
    s.correct_hand(0);
    s.remove_last_hand();
    assert_eq!(s.hand().cloned(), entries);
    assert_eq!(s.scored().unwrap().game().hands.len(), 1);
}

proptest! {
    #[test]
    fn any_address_reads_without_fault(query in ".{0,80}") {
        if let Some(place) = Place::read(&query) {
            prop_assert_eq!(Place::read(&place.address()), Some(place));
        }
    }
}
