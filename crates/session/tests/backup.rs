//! When the players are reminded to save a backup, driven natively with the
//! days passing on the session's clock.

use crate::common;

use common::table::{enter_win, start_club_night};
use engine::Wind;
use session::{Checked, Session, REMIND_AFTER_DAYS};
use std::cell::Cell;
use storage::library::setting_key;
use storage::MemoryStore;

thread_local! {
    static TODAY: Cell<u32> = const { Cell::new(1) };
}

/// The time now: noon on the day of November 2026 the test has reached.
fn clock() -> String {
    format!("2026-11-{:02}T12:00:00.000Z", TODAY.get())
}

/// The app opened on a day of November 2026 (as after a reload).
fn open_on(day: u32, store: &MemoryStore) -> Session<MemoryStore> {
    TODAY.set(day);
    Session::open(store.clone(), true, "test", clock)
}

fn play_a_hand(s: &mut Session<MemoryStore>) {
    s.score_next_hand();
    enter_win(s, 1);
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
}

#[test]
fn with_nothing_kept_there_is_nothing_to_back_up() {
    let s = open_on(20, &MemoryStore::default());
    assert!(!s.backup_due());
    assert_eq!(s.last_backup(), None);
}

#[test]
fn a_match_never_backed_up_is_reminded_of_after_three_days() {
    let mut s = open_on(1, &MemoryStore::default());
    start_club_night(&mut s);
    assert!(!s.backup_due());
    let store = s.store().clone();
    assert!(!open_on(1 + REMIND_AFTER_DAYS as u32 - 1, &store).backup_due());
    assert!(open_on(1 + REMIND_AFTER_DAYS as u32, &store).backup_due());
}

#[test]
fn after_a_backup_only_a_change_and_three_days_bring_the_reminder_back() {
    let mut s = open_on(1, &MemoryStore::default());
    start_club_night(&mut s);
    let mut s = open_on(5, s.store());
    assert!(s.backup_due());
    s.backup_saved();
    assert!(!s.backup_due());
    assert_eq!(s.last_backup(), Some("2026-11-05T12:00:00.000Z"));
    // Nothing changed: no reminder, however long.
    let s = open_on(28, s.store());
    assert!(!s.backup_due());
    // A hand played two days after the backup; a reminder from the third.
    let mut s = open_on(7, s.store());
    play_a_hand(&mut s);
    assert!(!s.backup_due());
    assert!(open_on(8, s.store()).backup_due());
    assert_eq!(
        open_on(8, s.store()).last_backup(),
        Some("2026-11-05T12:00:00.000Z")
    );
}

#[test]
fn not_now_holds_for_this_visit_only() {
    let mut s = open_on(1, &MemoryStore::default());
    start_club_night(&mut s);
    let mut s = open_on(10, s.store());
    assert!(s.backup_due());
    s.put_off_backup();
    assert!(!s.backup_due());
    assert!(open_on(10, s.store()).backup_due());
}

#[test]
fn a_backup_saved_in_another_tab_is_taken_in() {
    let mut s = open_on(1, &MemoryStore::default());
    start_club_night(&mut s);
    let mut other = open_on(9, s.store());
    let mut s = open_on(9, s.store());
    s.backup_saved();
    assert!(other.backup_due());
    other.follow(&setting_key("backup"), s.last_backup());
    assert!(!other.backup_due());
    assert_eq!(other.last_backup(), s.last_backup());
}
