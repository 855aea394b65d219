//! How much of its round a table's result holds (docs/rules.md §13.3): a round by
//! hands counts its first hands, as many as the round has; a result short
//! of them is marked, and the next round asks before it starts.

use super::evening::Night;
use super::places::{Round, Table};
use super::table::RoundEnd;

/// A table's result against its round's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultLength {
    /// No result read yet.
    NotRead,
    /// Fewer hands than a round by hands has.
    Short {
        /// Hands played.
        played: usize,
        /// Hands in the round.
        of: u16,
    },
    /// The whole round by hands, with any hands played after its end,
    /// which do not count.
    Whole {
        /// Hands in the round, all played.
        of: u16,
        /// Hands played after the round's end.
        beyond: usize,
    },
    /// A round on time: the hands played when it ended.
    Timed {
        /// Hands played.
        played: usize,
    },
    /// A table whose match is followed as it is played (the club's
    /// records): short of a round by hands that has not ended, no later
    /// round having started.
    Playing {
        /// Hands played so far.
        played: usize,
        /// Hands in the round.
        of: u16,
    },
}

impl ResultLength {
    /// Whether the table's round is over for its result: read, and not
    /// still being played.
    pub fn is_read(self) -> bool {
        !matches!(self, ResultLength::NotRead | ResultLength::Playing { .. })
    }
}

impl RoundEnd {
    /// How many of `played` hands count for the night: a round by hands
    /// counts no more than its own.
    ///
    /// ```
    /// use engine::night::RoundEnd;
    /// assert_eq!(RoundEnd::Hands(16).counted(17), 16);
    /// assert_eq!(RoundEnd::Hands(16).counted(2), 2);
    /// assert_eq!(RoundEnd::Minutes(60).counted(23), 23);
    /// ```
    pub fn counted(self, played: usize) -> usize {
        match self {
            RoundEnd::Hands(hands) => played.min(usize::from(hands)),
            RoundEnd::Minutes(_) => played,
        }
    }

    /// A result of `played` hands against this round's end.
    pub fn length(self, played: usize) -> ResultLength {
        match self {
            RoundEnd::Hands(of) if played < usize::from(of) => ResultLength::Short { played, of },
            RoundEnd::Hands(of) => ResultLength::Whole {
                of,
                beyond: played - usize::from(of),
            },
            RoundEnd::Minutes(_) => ResultLength::Timed { played },
        }
    }
}

impl Night {
    /// Each table of a round with its result's length, given the hands
    /// played in each kept match (none where the match is not kept).
    /// Where results are `followed` as they are played (the club's
    /// records), a result short of a round by hands is still being played
    /// until a later round starts.
    pub fn round_lengths(
        &self,
        round: Round,
        played: impl Fn(u64) -> Option<usize>,
        followed: bool,
    ) -> Vec<(Table, ResultLength)> {
        let over = self.last_started().is_some_and(|last| last > round);
        let Some(seating) = self.plan.round(round) else {
            return Vec::new();
        };
        seating
            .by_table()
            .map(|(table, _)| {
                let read = self
                    .results
                    .iter()
                    .find(|r| (r.round, r.table) == (round, table))
                    .and_then(|r| played(r.id));
                let length = read.map_or(ResultLength::NotRead, |p| self.round_end.length(p));
                let length = match length {
                    ResultLength::Short { played, of } if followed && !over => {
                        ResultLength::Playing { played, of }
                    }
                    length => length,
                };
                (table, length)
            })
            .collect()
    }

    /// The tables of a round whose result is not read yet or is short of
    /// the round's hands: what the organiser is asked about before the
    /// next round starts.
    pub fn unfinished(
        &self,
        round: Round,
        played: impl Fn(u64) -> Option<usize>,
        followed: bool,
    ) -> Vec<(Table, ResultLength)> {
        let mut tables = self.round_lengths(round, played, followed);
        tables.retain(|(_, l)| {
            matches!(
                l,
                ResultLength::NotRead | ResultLength::Short { .. } | ResultLength::Playing { .. }
            )
        });
        tables
    }

    /// How many tables of the rounds started have a result read whose
    /// round is over for it; and how many tables the night has in all.
    pub fn tables_read(
        &self,
        played: impl Fn(u64) -> Option<usize> + Copy,
        followed: bool,
    ) -> (usize, usize) {
        let rounds = self.plan.by_round().map(|(round, _)| round);
        let lengths = rounds.flat_map(|round| self.round_lengths(round, played, followed));
        let lengths: Vec<ResultLength> = lengths.map(|(_, l)| l).collect();
        let read = lengths.iter().filter(|l| l.is_read()).count();
        (read, lengths.len())
    }
}

#[cfg(test)]
mod tests {
    use super::super::reading::tests::{at, night};
    use super::super::NightRecord;
    use super::*;

    #[test]
    fn a_result_is_short_whole_or_beyond_its_round_of_hands() {
        let sixteen = RoundEnd::Hands(16);
        assert_eq!(sixteen.length(2), ResultLength::Short { played: 2, of: 16 });
        assert_eq!(
            sixteen.length(16),
            ResultLength::Whole { of: 16, beyond: 0 }
        );
        assert_eq!(
            sixteen.length(18),
            ResultLength::Whole { of: 16, beyond: 2 }
        );
        assert_eq!(
            RoundEnd::Minutes(45).length(0),
            ResultLength::Timed { played: 0 }
        );
        assert_eq!(
            RoundEnd::Hands(u16::MAX).counted(usize::MAX),
            usize::from(u16::MAX)
        );
    }

    #[test]
    fn the_next_round_asks_about_tables_unread_or_short() {
        let mut n = night("a1");
        let ((first, one), (second, two)) = (at(1, 1), at(2, 2));
        n.note_result(first, one, 10);
        n.note_result(first, two, 11);
        let played = |id| match id {
            10 => Some(3),
            11 => Some(8),
            _ => None,
        };
        assert_eq!(
            n.round_lengths(first, played, false),
            [
                (one, ResultLength::Short { played: 3, of: 8 }),
                (two, ResultLength::Whole { of: 8, beyond: 0 })
            ]
        );
        assert_eq!(
            n.unfinished(first, played, false),
            [(one, ResultLength::Short { played: 3, of: 8 })]
        );
        let tables_of_two = n.plan.rounds()[1].len();
        assert_eq!(n.unfinished(second, played, false).len(), tables_of_two);
        assert!(n
            .unfinished(second, played, false)
            .iter()
            .all(|(_, l)| *l == ResultLength::NotRead));
        assert!(n
            .round_lengths(Round::new(9).unwrap(), played, false)
            .is_empty());
    }

    #[test]
    fn a_followed_table_is_playing_until_its_round_ends() {
        // Round 1 in play, round 2 not started.
        let mut record = NightRecord::from(night("a1"));
        record.started.truncate(1);
        let mut n = Night::new(record).unwrap();
        let ((first, one), (second, _)) = (at(1, 1), at(2, 2));
        n.note_result(first, one, 10);
        let played = |id| (id == 10).then_some(0);
        let lengths = n.round_lengths(first, played, true);
        assert_eq!(
            lengths[0],
            (one, ResultLength::Playing { played: 0, of: 8 })
        );
        assert!(!lengths[0].1.is_read());
        assert_eq!(
            n.tables_read(played, true).0,
            0,
            "a table just started is not read"
        );
        assert_eq!(n.tables_read(played, false).0, 1, "read by hand, it is");
        assert_eq!(n.unfinished(first, played, true).len(), lengths.len());
        // Once the next round starts, the first is over: short, and read.
        assert!(n.start_round(second, "2026-11-25T20:00:00Z"));
        let lengths = n.round_lengths(first, played, true);
        assert_eq!(lengths[0], (one, ResultLength::Short { played: 0, of: 8 }));
        assert_eq!(n.tables_read(played, true).0, 1);
        // A whole round is read however it is followed.
        let whole = |id| (id == 10).then_some(8);
        assert!(n.round_lengths(first, whole, true)[0].1.is_read());
    }
}
