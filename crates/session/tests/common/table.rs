//! A session over a store in memory with a match at the table: what the
//! session, address and backup tests share, with a hand played and counted.

use engine::form::{Change, CountField, SetKind, TickField};
use engine::rules::RuleSet;
use engine::setup::MatchSetup;
use engine::{PlayerId, Wind};
use session::{Checked, Session};
use storage::MemoryStore;

/// The time now, always the same.
pub fn clock() -> String {
    "2026-11-23T20:00:00Z".into()
}

/// The app opened on a store, at a fixed time.
pub fn session(store: MemoryStore) -> Session<MemoryStore> {
    Session::open(store, true, "test", clock)
}

/// Starts a four-player match: Rod, Bill, Ben and Jack.
pub fn start_club_night(s: &mut Session<MemoryStore>) {
    let setup = MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]);
    s.start_match("Club night", setup, RuleSet::bmja()).unwrap();
}

/// A new session with a started four-player match.
pub fn playing() -> Session<MemoryStore> {
    let mut s = session(MemoryStore::default());
    start_club_night(&mut s);
    s
}

/// Enters a hand in which `winner` goes out with three exposed minor pungs.
pub fn enter_win(s: &mut Session<MemoryStore>, winner: usize) {
    let w = PlayerId(winner);
    s.change_form(w, Change::Tick(TickField::DeclaresMahJong, true));
    s.change_form(w, Change::Count(CountField::Set(SetKind::ALL[0]), 3));
}

/// Plays a hand that `winner` wins with three exposed minor pungs, and
/// records it.
pub fn play_win(s: &mut Session<MemoryStore>, winner: usize) {
    s.score_next_hand();
    enter_win(s, winner);
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
}

/// How many hands the open match holds.
pub fn hands(s: &Session<MemoryStore>) -> usize {
    s.scored().unwrap().game().hands.len()
}
