//! A night's rounds as the organiser starts them (docs/rules.md §13.3): a round's
//! results are read once it has started, and a round on time counts from
//! then.

use super::evening::Night;

impl Night {
    /// How many rounds the organiser has started.
    pub fn rounds_started(&self) -> u8 {
        u8::try_from(self.started.len()).unwrap_or(u8::MAX)
    }

    /// The round to start next, if any is left.
    pub fn next_round(&self) -> Option<u8> {
        let next = self.rounds_started().checked_add(1)?;
        (usize::from(next) <= self.plan.rounds().len()).then_some(next)
    }

    /// Starts `round` at `now` (ISO 8601), if it is the next to start (a
    /// second press, or one from an older screen, starts nothing): its
    /// results are read from then, and its tables' links hold the time.
    pub fn start_round(&mut self, round: u8, now: &str) -> bool {
        let next = self.next_round() == Some(round);
        if next {
            self.started.push(now.to_string());
        }
        next
    }

    /// The round whose start may be taken back: the last started, while
    /// no result of it has been read.
    pub fn undoable_round(&self) -> Option<u8> {
        let last = self.rounds_started();
        let read = self.results.iter().any(|r| r.round == last);
        (last > 0 && !read).then_some(last)
    }

    /// Takes back the start of `round`, if it may be (a start pressed by
    /// mistake): it is as if the round had not started.
    pub fn undo_start(&mut self, round: u8) -> bool {
        let undoable = self.undoable_round() == Some(round);
        if undoable {
            self.started.pop();
        }
        undoable
    }

    /// A night kept before the organiser started rounds: each round up to
    /// the last with a result read counts as started when the night was
    /// drawn up, so its results stay readable.
    pub fn with_read_rounds_started(mut self) -> Night {
        let read = self.results.iter().map(|r| usize::from(r.round)).max();
        let read = read.unwrap_or(0).min(self.plan.rounds().len());
        while self.started.len() < read {
            self.started.push(self.created.clone());
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::super::evening::tests::{night, played};
    use super::super::{NotThisNight, Reading};

    #[test]
    fn a_rounds_results_are_read_once_it_is_started_and_its_links_hold_the_time() {
        let mut n = night("a1");
        n.started.clear();
        let game = played(n.table_setup(2, 1).unwrap());
        assert_eq!(n.table_setup(1, 1).unwrap().table.started, None);
        let not_yet = NotThisNight::RoundNotStarted {
            round: 2,
            started: 0,
        };
        assert_eq!(n.place_of(&game), Err(not_yet));
        assert!(!n.start_round(2, "2026-11-25T19:05:00Z"), "round 1 first");
        assert!(n.start_round(1, "2026-11-25T19:05:00Z"));
        assert!(!n.start_round(1, "2026-11-25T19:06:00Z"), "a second press");
        let later = NotThisNight::RoundNotStarted {
            round: 2,
            started: 1,
        };
        assert_eq!(n.place_of(&game), Err(later));
        let first = n.table_setup(1, 1).unwrap().table.started;
        assert_eq!(first.as_deref(), Some("2026-11-25T19:05:00Z"));
        assert!(n.start_round(2, "2026-11-25T20:30:00Z"));
        assert_eq!(n.place_of(&game).map(|(_, r)| r), Ok(Reading::First));
        assert_eq!(n.next_round(), None);
        assert!(!n.start_round(3, "2026-11-25T22:00:00Z"));
        assert_eq!(n.started.len(), 2);
        assert!(n.is_sound());
        n.started.push("2026-11-25T22:00:00Z".into());
        assert!(!n.is_sound(), "more rounds started than planned");
    }

    #[test]
    fn a_round_or_table_beyond_the_plan_is_no_table_of_the_night() {
        let mut n = night("a1");
        n.started.clear();
        for (round, table) in [(3, 1), (0, 1)] {
            let mut beyond = played(n.table_setup(1, 1).unwrap());
            if let Some(tag) = beyond.night.as_mut() {
                tag.round = round;
            }
            let no_table = NotThisNight::NoSuchTable { round, table };
            assert_eq!(n.place_of(&beyond), Err(no_table));
        }
    }

    #[test]
    fn a_night_kept_before_rounds_were_started_reads_its_rounds_as_started() {
        let mut n = night("a1");
        n.started.clear();
        n.note_result(2, 1, 40);
        let n = n.with_read_rounds_started();
        assert_eq!(n.started, ["2026-11-25T19:00:00Z"; 2]);
        let again = played(n.table_setup(2, 1).unwrap());
        assert_eq!(n.place_of(&again).unwrap().1, Reading::Again { id: 40 });
        let mut unread = night("a1");
        unread.started.clear();
        assert!(unread.with_read_rounds_started().started.is_empty());
    }

    #[test]
    fn a_start_is_taken_back_only_for_the_last_round_started_with_no_result_read() {
        let mut n = night("a1");
        n.started.truncate(1);
        assert_eq!(n.undoable_round(), Some(1));
        assert!(!n.undo_start(2), "round 2 has not started");
        assert!(n.start_round(2, "2026-11-25T19:30:00Z"));
        assert!(!n.undo_start(1), "only the last round started");
        assert!(n.undo_start(2));
        assert_eq!(n.next_round(), Some(2));
        n.note_result(1, 1, 7);
        assert_eq!(n.undoable_round(), None, "round 1 has a result read");
        assert!(!n.undo_start(1));
        assert_eq!(n.started.len(), 1);
    }
}
