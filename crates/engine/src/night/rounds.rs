//! A night's rounds as the organiser starts them (docs/rules.md §13.3): a round's
//! results are read once it has started, and a round on time counts from
//! then.

use super::evening::Night;
use super::places::Round;

impl Night {
    /// How many rounds the organiser has started.
    pub fn rounds_started(&self) -> u8 {
        u8::try_from(self.started.len()).unwrap_or(u8::MAX)
    }

    /// The round to start next, if any is left.
    pub fn next_round(&self) -> Option<Round> {
        let next = Round::at(self.started.len())?;
        self.plan.round(next).map(|_| next)
    }

    /// The last round started, if any.
    pub fn last_started(&self) -> Option<Round> {
        Round::at(self.started.len().checked_sub(1)?)
    }

    /// Starts `round` at `now` (ISO 8601), if it is the next to start (a
    /// second press, or one from an older screen, starts nothing): its
    /// results are read from then, and its tables' links hold the time.
    pub fn start_round(&mut self, round: Round, now: &str) -> bool {
        let next = self.next_round() == Some(round);
        if next {
            self.started.push(now.to_string());
        }
        next
    }

    /// The round whose start may be taken back: the last started, while
    /// no result of it has been read.
    pub fn undoable_round(&self) -> Option<Round> {
        let last = self.last_started()?;
        let read = self.results.iter().any(|r| r.round == last);
        (!read).then_some(last)
    }

    /// Takes back the start of `round`, if it may be (a start pressed by
    /// mistake): it is as if the round had not started.
    pub fn undo_start(&mut self, round: Round) -> bool {
        let undoable = self.undoable_round() == Some(round);
        if undoable {
            self.started.pop();
        }
        undoable
    }

    /// Takes in the rounds another copy of this night started past those
    /// started here (a night brought in from a file).
    pub fn start_rounds_started_in(&mut self, other: &Night) {
        let later = other.started.get(self.started.len()..).unwrap_or_default();
        let room = self.plan.rounds().len().saturating_sub(self.started.len());
        self.started.extend(later.iter().take(room).cloned());
    }

    /// A night kept before the organiser started rounds: each round up to
    /// the last with a result read counts as started when the night was
    /// drawn up, so its results stay readable.
    pub fn with_read_rounds_started(mut self) -> Night {
        let read = self.results.iter().map(|r| r.round.number()).max();
        let read = usize::from(read.unwrap_or(0)).min(self.plan.rounds().len());
        while self.started.len() < read {
            self.started.push(self.created.clone());
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::super::reading::tests::{at, night, played};
    use super::super::{NightRecord, NotThisNight, ResultSeen, Table};
    use super::*;

    #[test]
    fn a_rounds_results_are_read_once_it_is_started_and_its_links_hold_the_time() {
        let mut n = night("a1");
        n.started.clear();
        let ((first, table), (second, _)) = (at(1, 1), at(2, 1));
        let game = played(n.table_setup(second, table).unwrap());
        assert_eq!(n.table_setup(first, table).unwrap().table.started, None);
        let not_yet = NotThisNight::RoundNotStarted {
            round: second,
            started: 0,
        };
        assert_eq!(n.place_of(&game), Err(not_yet));
        assert!(
            !n.start_round(second, "2026-11-25T19:05:00Z"),
            "round 1 first"
        );
        assert!(n.start_round(first, "2026-11-25T19:05:00Z"));
        assert!(
            !n.start_round(first, "2026-11-25T19:06:00Z"),
            "a second press"
        );
        let later = NotThisNight::RoundNotStarted {
            round: second,
            started: 1,
        };
        assert_eq!(n.place_of(&game), Err(later));
        let link = n.table_setup(first, table).unwrap().table.started;
        assert_eq!(link.as_deref(), Some("2026-11-25T19:05:00Z"));
        assert!(n.start_round(second, "2026-11-25T20:30:00Z"));
        assert_eq!(n.place_of(&game).map(|(_, r)| r), Ok(ResultSeen::First));
        assert_eq!(n.next_round(), None);
        assert!(!n.start_round(Round::new(3).unwrap(), "2026-11-25T22:00:00Z"));
        assert_eq!(n.started.len(), 2);
        let mut record = NightRecord::from(n);
        assert!(Night::new(record.clone()).is_ok());
        record.started.push("2026-11-25T22:00:00Z".into());
        assert!(
            Night::new(record).is_err(),
            "more rounds started than planned"
        );
    }

    #[test]
    fn a_round_beyond_the_plan_is_no_table_of_the_night() {
        let mut n = night("a1");
        n.started.clear();
        let (round, table) = at(3, 1);
        let mut beyond = played(n.table_setup(Round::FIRST, table).unwrap());
        if let Some(tag) = beyond.night.as_mut() {
            tag.round = round;
        }
        let no_table = NotThisNight::NoSuchTable { round, table };
        assert_eq!(n.place_of(&beyond), Err(no_table));
    }

    #[test]
    fn a_night_kept_before_rounds_were_started_reads_its_rounds_as_started() {
        let mut n = night("a1");
        n.started.clear();
        let (second, table) = at(2, 1);
        n.note_result(second, table, 40);
        let n = n.with_read_rounds_started();
        assert_eq!(n.started, ["2026-11-25T19:00:00Z"; 2]);
        let again = played(n.table_setup(second, table).unwrap());
        assert_eq!(n.place_of(&again).unwrap().1, ResultSeen::Again { id: 40 });
        let mut unread = night("a1");
        unread.started.clear();
        assert!(unread.with_read_rounds_started().started.is_empty());
    }

    #[test]
    fn a_start_is_taken_back_only_for_the_last_round_started_with_no_result_read() {
        let mut n = night("a1");
        n.started.truncate(1);
        let (first, second) = (Round::FIRST, Round::new(2).unwrap());
        assert_eq!(n.undoable_round(), Some(first));
        assert!(!n.undo_start(second), "round 2 has not started");
        assert!(n.start_round(second, "2026-11-25T19:30:00Z"));
        assert!(!n.undo_start(first), "only the last round started");
        assert!(n.undo_start(second));
        assert_eq!(n.next_round(), Some(second));
        n.note_result(first, Table::FIRST, 7);
        assert_eq!(n.undoable_round(), None, "round 1 has a result read");
        assert!(!n.undo_start(first));
        assert_eq!(n.started.len(), 1);
    }
}
