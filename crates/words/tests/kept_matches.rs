//! The matches the session keeps: opened, deleted to the bin and brought
//! back, imported beside or over what is kept, and what it says when the
//! store is full, refuses or holds what it cannot read.

use engine::rules::RuleSet;
use engine::setup::MatchSetup;
use engine::Wind;
use session::{Checked, Duplicates, Imported, Notice, Screen, Session};
use storage::export::read_import;
use storage::library::match_key;
use storage::{KeyValue, MemoryStore, StoreError};
use words::Say;

use crate::common;

use common::table::{clock, enter_win, hands, play_win, playing, session, start_club_night};

#[test]
fn a_deleted_match_waits_in_the_bin_across_a_reload() {
    let mut s = playing();
    let id = s.current().unwrap();
    play_win(&mut s, 1);
    s.delete_match(id);
    let mut again = session(s.store().clone());
    assert_eq!(again.bin().len(), 1);
    assert!(!again.can_undo(), "the undo offer goes, the bin stays");
    again.restore_match(id);
    assert!(again.bin().is_empty());
    again.open_match(id);
    assert_eq!(hands(&again), 1);
    again.delete_match(id);
    again.empty_bin();
    assert!(again.bin().is_empty());
    assert!(again.matches().is_empty());
}

#[test]
fn opening_another_match_and_deleting_one_with_undo() {
    let mut s = playing();
    let first = s.current().unwrap();
    play_win(&mut s, 1);
    s.close_match();
    assert_eq!(s.screen(), Screen::Setup);
    let setup = MatchSetup::new(&["A", "B"]);
    s.start_match("Two", setup, RuleSet::bmja()).unwrap();
    s.open_match(first);
    assert_eq!(hands(&s), 1);
    s.delete_match(first);
    assert_eq!(s.screen(), Screen::Setup);
    assert_eq!(s.matches().len(), 1);
    assert_eq!(s.notice(), Some(&Notice::Binned("Club night".into())));
    s.undo();
    assert_eq!(s.matches().len(), 2);
    s.open_match(first);
    assert_eq!(hands(&s), 1);
}

#[test]
fn an_unreadable_match_is_named_in_a_notice_and_kept_aside() {
    let s = playing();
    let id = s.current().unwrap();
    let mut store = s.store().clone();
    store.set(&match_key(id), "{ broken").unwrap();
    let s = session(store);
    assert_eq!(s.screen(), Screen::Setup);
    let notice = s.notice().unwrap().said().to_string();
    assert!(
        notice.starts_with("Club night could not be opened"),
        "{notice}"
    );
    assert_eq!(s.backups().len(), 1);
}

#[test]
fn an_export_imports_beside_what_is_kept() {
    let mut s = playing();
    play_win(&mut s, 3);
    let id = s.current().unwrap();
    let text = s.export(&[id]);
    let file = read_import(&text).unwrap();
    assert_eq!(s.already_kept(&file), [(0, id)]);
    s.import(file, Duplicates::KeepBoth);
    assert_eq!(s.matches().len(), 2);
    assert_eq!(s.current(), Some(id), "the open match stays open");
    assert_eq!(
        s.notice(),
        Some(&Notice::Imported {
            counts: Imported {
                added: 1,
                ..Imported::default()
            },
            renamed_presets: 0,
            from_link: false,
        })
    );
    let imported = s.matches()[0].id;
    s.open_match(imported);
    assert_eq!(hands(&s), 1);
}

#[test]
fn importing_the_same_match_again_can_skip_it_or_replace_the_kept_one() {
    let mut s = playing();
    let id = s.current().unwrap();
    play_win(&mut s, 1);
    let file = read_import(&s.export(&[id])).unwrap();
    play_win(&mut s, 2);
    s.import(file.clone(), Duplicates::Skip);
    assert_eq!(s.matches().len(), 1);
    assert_eq!(hands(&s), 2);
    assert_eq!(
        s.notice().unwrap().said().to_string(),
        "Added 0 matches from the file; skipped 1 match already here."
    );
    s.import(file, Duplicates::Replace);
    assert_eq!(s.matches().len(), 1);
    assert_eq!(
        hands(&s),
        1,
        "the file's version, one hand long, is open now"
    );
}

/// A session on the smallest store that keeps two matches, the first of
/// one hand, nothing refused; the second match is open.
fn on_a_store_just_big_enough() -> Session<MemoryStore> {
    (500..20_000)
        .step_by(5)
        .map(|capacity| {
            let mut s = session(MemoryStore::with_capacity(capacity));
            start_club_night(&mut s);
            s.score_next_hand();
            enter_win(&mut s, 1);
            let recorded = s.calculate(Wind::East) == Checked::Recorded;
            let setup = MatchSetup::new(&["Ann", "Bea", "Cy", "Di"]);
            let started = s.start_match("Second", setup, RuleSet::bmja()).is_ok();
            (s, recorded && started)
        })
        .find(|(s, kept)| *kept && !matches!(s.notice(), Some(Notice::NotSaved(_))))
        .map(|(s, _)| s)
        .expect("some store keeps both")
}

#[test]
fn a_delete_or_an_emptied_bin_the_store_cannot_keep_says_so() {
    // Moving the match to the bin makes the list of matches longer, which
    // the full store refuses: the players are told, and can undo.
    let mut s = on_a_store_just_big_enough();
    let id = s
        .matches()
        .iter()
        .find(|m| m.name == "Club night")
        .unwrap()
        .id;
    s.delete_match(id);
    assert_eq!(s.notice(), Some(&Notice::NotSaved(StoreError::Full)));
    assert_eq!(s.bin().len(), 1, "in the bin for this visit");
    assert!(s.can_undo());
    // Emptying the bin shortens the list, which the store keeps.
    s.empty_bin();
    assert!(s.bin().is_empty());
    let again = session(s.store().clone());
    assert_eq!(again.matches().len(), 1, "the second match is kept");
    assert!(again.bin().is_empty());
    assert!(again.store().get(&match_key(id)).is_none());
}

#[test]
fn a_full_store_keeps_the_change_in_memory_and_offers_export() {
    let started = |store| {
        let mut s = session(store);
        let setup = MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]);
        s.start_match("Club night", setup, RuleSet::bmja()).unwrap();
        s
    };
    // Room for the match as started and little more: matches are kept
    // compressed, so what they take is measured, not guessed.
    let probe = started(MemoryStore::default());
    let store = probe.store();
    let used: usize = store
        .keys()
        .iter()
        .map(|k| k.len() + store.get(k).map_or(0, |v| v.len()))
        .sum();
    let mut s = started(MemoryStore::with_capacity(used + 50));
    for _ in 0..10 {
        play_win(&mut s, 1);
    }
    assert_eq!(hands(&s), 10);
    let notice = s.notice().unwrap();
    assert_eq!(notice, &Notice::NotSaved(StoreError::Full));
    assert!(notice.offer_export());
}

#[test]
fn a_browser_that_keeps_nothing_is_said_at_once() {
    let s = Session::open(MemoryStore::default(), false, "test", clock);
    assert!(s.notice().unwrap().offer_export());
}

#[test]
fn what_opening_found_is_said_in_order() {
    let mut store = MemoryStore::default();
    store.set("mahjong-scorer.presets", "[1, 2").unwrap();
    let s = Session::open(store, false, "2", clock);
    let said = s.notice().unwrap().said().to_string();
    assert!(
        said.starts_with("The saved house-rule presets could not be read ("),
        "{said}"
    );
    assert!(
        said.ends_with("); they were kept aside. This browser is not letting the app save anything: the match lives only in this page. Export it before closing."),
        "{said}"
    );
}
