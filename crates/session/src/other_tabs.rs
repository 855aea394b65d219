//! Following another tab or window of the app on the same storage.

use super::{Notice, OpenMatch, Session};
use engine::sheet::ScoredMatch;
use std::sync::Arc;
use storage::library::{draft_key, index_key, match_key};
use storage::{decode_draft, decode_match, KeyValue};

impl<S: KeyValue> Session<S> {
    /// Takes in a key another tab wrote (`None`: removed): the list of
    /// matches, or the open match or its hand, which then show the latest.
    pub fn follow(&mut self, key: &str, value: Option<&str>) {
        self.backup.follow(key, value);
        self.season.follow(key, value);
        if self.library.follow_nights(key, value) {
            return;
        }
        if key == index_key() {
            self.library.reload_index();
            return;
        }
        let Some(id) = self.current() else {
            return;
        };
        if key == match_key(id) {
            if let Some(Ok(scored)) = value.map(decode_match) {
                self.take_in(id, scored);
                self.notice = Some(Notice::ChangedElsewhere);
            }
        } else if key == draft_key(id) {
            match value.and_then(|t| decode_draft(t).ok()) {
                Some(draft) => self.resume_hand(draft),
                None => {
                    if let Some(open) = self.open.as_mut() {
                        open.hand = None;
                    }
                }
            }
        }
    }

    /// Puts another version of the open match in place, read from storage;
    /// the hand being entered is then played at the table as it now stands.
    pub(super) fn take_in(&mut self, id: u64, scored: ScoredMatch) {
        self.keep_draft();
        let hand = self.open.as_mut().and_then(|o| o.hand.take());
        let taps = self.open.take().map(|o| o.taps).unwrap_or_default();
        self.open = Some(OpenMatch::new(id, Arc::new(scored), taps));
        if let Some(hand) = hand {
            self.resume_hand(hand.draft);
        }
    }
}
