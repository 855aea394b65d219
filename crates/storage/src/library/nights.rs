//! The club nights the organiser keeps, under one key: read at opening, a
//! list that cannot be read (or a night whose plan does not seat its
//! players) kept aside like any unreadable data.

use super::{KeptAside, Library};
use crate::store::{KeyValue, StoreError};
use engine::night::{Night, NightRecord};
use serde::{Deserialize, Serialize};

const NIGHTS_KEY: &str = "mahjong-scorer.nights";

/// The version of the nights' layout this build writes.
const NIGHTS_VERSION: u32 = 1;

/// The nights as written: each read as its record, then checked.
#[derive(Serialize, Deserialize)]
struct StoredNights<N> {
    version: u32,
    nights: Vec<N>,
}

impl<S: KeyValue> Library<S> {
    /// Reads the kept nights, keeping aside what cannot be read.
    pub(super) fn read_nights(&mut self, kept_aside: &mut Vec<KeptAside>) {
        let Some(text) = self.store.get(NIGHTS_KEY) else {
            return;
        };
        let why = match serde_json::from_str::<StoredNights<NightRecord>>(&text) {
            Ok(stored) if stored.version > NIGHTS_VERSION => {
                Some(format!("version {}", stored.version))
            }
            Ok(stored) => {
                let nights = stored.nights.into_iter().map(Night::new);
                if let Ok(nights) = nights.collect::<Result<Vec<Night>, _>>() {
                    let nights = nights.into_iter();
                    self.nights = nights.map(Night::with_read_rounds_started).collect();
                    return;
                }
                None
            }
            Err(e) => Some(e.to_string()),
        };
        self.keep_aside(NIGHTS_KEY, &text);
        kept_aside.push(KeptAside::Nights(why));
    }

    /// Takes in the nights another tab or window wrote, when `key` is
    /// theirs; true when it was. A list that cannot be read leaves the
    /// nights as they were: the tab that wrote it keeps it aside.
    pub fn follow_nights(&mut self, key: &str, value: Option<&str>) -> bool {
        if key != NIGHTS_KEY {
            return false;
        }
        let read = value.map(serde_json::from_str::<StoredNights<NightRecord>>);
        let nights = match read {
            None => Some(Vec::new()),
            Some(Ok(stored)) if stored.version <= NIGHTS_VERSION => stored
                .nights
                .into_iter()
                .map(Night::new)
                .collect::<Result<Vec<Night>, _>>()
                .ok(),
            Some(_) => None,
        };
        if let Some(nights) = nights {
            self.nights = nights
                .into_iter()
                .map(Night::with_read_rounds_started)
                .collect();
        }
        true
    }

    /// A kept night, by its id.
    pub fn night(&self, id: &str) -> Option<&Night> {
        self.nights.iter().find(|n| n.id() == id)
    }

    /// Keeps a night, new or changed, first in the list.
    pub fn save_night(&mut self, night: Night) -> Result<(), StoreError> {
        self.nights.retain(|n| n.id() != night.id());
        self.nights.insert(0, night);
        self.nights_saved += 1;
        let stored = StoredNights {
            version: NIGHTS_VERSION,
            nights: self.nights.clone(),
        };
        let text = serde_json::to_string(&stored).unwrap_or_default();
        self.store.set(NIGHTS_KEY, &text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MemoryStore;
    use engine::night::{NightEntry, Round, Table};
    use engine::rules::RuleSet;

    fn night() -> Night {
        let entry = NightEntry {
            name: "Tuesday".into(),
            players: (1..=9).map(|n| format!("P{n}\n")).collect(),
            ..NightEntry::default()
        };
        entry.draw_up(("BMJA", &RuleSet::bmja()), 5, "now").unwrap()
    }

    #[test]
    fn a_night_is_kept_across_a_reload() {
        let (mut library, _) = Library::open(MemoryStore::default(), "now");
        let mut tuesday = night();
        library.save_night(tuesday.clone()).unwrap();
        assert!(tuesday.start_round(Round::FIRST, "now"));
        tuesday.note_result(Round::FIRST, Table::FIRST, 3);
        library.save_night(tuesday.clone()).unwrap();
        let (again, kept_aside) = Library::open(library.store, "now");
        assert!(kept_aside.is_empty());
        assert_eq!(again.nights, [tuesday.clone()]);
        assert_eq!(again.night(tuesday.id()), Some(&tuesday));
    }

    #[test]
    fn nights_that_cannot_be_read_or_do_not_hold_together_are_kept_aside() {
        let mut broken = NightRecord::from(night());
        broken.players.pop();
        let stored = StoredNights {
            version: NIGHTS_VERSION,
            nights: vec![broken],
        };
        let mut store = MemoryStore::default();
        let text = serde_json::to_string(&stored).unwrap();
        store.set(NIGHTS_KEY, &text).unwrap();
        let (again, kept_aside) = Library::open(store, "now");
        assert_eq!(kept_aside, [KeptAside::Nights(None)]);
        assert!(again.nights.is_empty());
        let mut store = again.store;
        store.set(NIGHTS_KEY, "{").unwrap();
        let (last, kept_aside) = Library::open(store, "now");
        assert!(matches!(
            kept_aside.as_slice(),
            [KeptAside::Nights(Some(_))]
        ));
        assert_eq!(last.backups().len(), 2);
    }

    #[test]
    fn nights_another_window_wrote_are_taken_in() {
        let (mut here, _) = Library::open(MemoryStore::default(), "now");
        let (mut there, _) = Library::open(MemoryStore::default(), "now");
        there.save_night(night()).unwrap();
        let written = there.store.get(NIGHTS_KEY);
        assert!(here.follow_nights(NIGHTS_KEY, written.as_deref()));
        assert_eq!(here.nights.len(), 1);
        assert!(here.follow_nights(NIGHTS_KEY, Some("[1, 2")));
        assert_eq!(here.nights.len(), 1, "an unreadable list changes nothing");
        assert!(!here.follow_nights("mahjong-scorer.presets", None));
        assert!(here.follow_nights(NIGHTS_KEY, None));
        assert!(here.nights.is_empty());
    }
}
