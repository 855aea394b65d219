//! Opening the app on a kept match: the match open last time opens again,
//! folded to its sheet; the match is not written back, and the list of
//! matches is written once, by the library's opening, not again by the
//! match's: only opening another match changes which one is open.

use session::Session;
use std::cell::RefCell;
use std::rc::Rc;
use storage::library::index_key;
use storage::{KeyValue, MemoryStore, StoreError};

use crate::common;

use common::table::{clock, play_win, playing, session, start_club_night};

/// A store that notes every key written or removed.
struct Noting {
    store: MemoryStore,
    written: Rc<RefCell<Vec<String>>>,
}

impl KeyValue for Noting {
    fn get(&self, key: &str) -> Option<String> {
        self.store.get(key)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.written.borrow_mut().push(key.to_string());
        self.store.set(key, value)
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.written.borrow_mut().push(key.to_string());
        self.store.remove(key)
    }

    fn keys(&self) -> Vec<String> {
        self.store.keys()
    }
}

#[test]
fn the_match_open_last_time_opens_on_its_sheet_writing_the_list_once() {
    let mut s = playing();
    for winner in [1, 2, 3, 0, 2] {
        play_win(&mut s, winner);
    }
    let written = Rc::new(RefCell::new(Vec::new()));
    let store = Noting {
        store: s.store().clone(),
        written: Rc::clone(&written),
    };
    let again = Session::open(store, true, "test", clock);
    assert_eq!(again.current(), s.current());
    let scored = again.scored().expect("the match is open");
    assert_eq!(scored.game(), s.scored().unwrap().game());
    assert_eq!(Ok(scored.sheet().clone()), scored.game().fold());
    assert_eq!(scored.sheet().rows.len(), 5);
    assert_eq!(
        *written.borrow(),
        [index_key()],
        "nothing but the list, once"
    );
}

#[test]
fn a_match_opened_from_the_list_is_the_one_open_next_time() {
    let mut s = playing();
    let first = s.current().unwrap();
    play_win(&mut s, 1);
    s.close_match();
    start_club_night(&mut s);
    let second = s.current().unwrap();
    assert_ne!(first, second);
    s.open_match(first);
    let again = session(s.store().clone());
    assert_eq!(again.current(), Some(first));
    assert_eq!(again.scored().unwrap().sheet().rows.len(), 1);
}
