//! A club night as the organiser keeps it (docs/rules.md §13.1): who is here, the
//! rules, the seating plan, and the results read back from the tables.

use super::standings::{night_standings, NightStanding, Ranking, Seated, TableResult};
use super::table::{NightTable, RoundEnd, TableSetup};
use super::{Plan, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS};
use crate::engine::money::Tally;
use crate::engine::rules::RuleSet;
use crate::engine::setup::MatchSetup;
use crate::engine::sheet::{Match, ScoredMatch};
use serde::{Deserialize, Serialize};

/// A table's result read back: the match it is kept as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRead {
    /// The round, from 1.
    pub round: u8,
    /// The table, from 1.
    pub table: u8,
    /// The match kept in the library.
    pub id: u64,
}

/// A club night: its inputs, the plan drawn from them, and which matches
/// are its tables' results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Night {
    /// Made on the organiser's device, so that a table's result is known
    /// as this night's and no other's.
    pub id: String,
    /// Its name: "Club night of 25 November 2026".
    pub name: String,
    /// When it was drawn up (ISO 8601).
    pub created: String,
    /// The players here, in the order entered; the plan numbers them so.
    pub players: Vec<String>,
    /// Points each player starts each table with.
    pub starting_points: i64,
    /// How a round ends.
    pub round_end: RoundEnd,
    /// The preset the rules came from.
    pub preset: String,
    /// The rules every table plays by.
    pub rules: RuleSet,
    /// Who sits where, round by round.
    pub plan: Plan,
    /// When the organiser started each round, from round 1 (ISO 8601): a
    /// round's results are read once it is started, and its tables' links
    /// made from then hold the time, for a round on time to count from.
    #[serde(default)]
    pub started: Vec<String>,
    /// The results read back so far.
    #[serde(default)]
    pub results: Vec<TableRead>,
}

/// Why a match is not a result of this night.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotThisNight {
    /// The match was not played at a table of a night.
    NoNight,
    /// It was played at another night.
    OtherNight {
        /// That night's name.
        name: String,
    },
    /// The organiser has not started that round.
    RoundNotStarted {
        /// The round it names.
        round: u8,
        /// The rounds started.
        started: u8,
    },
    /// The night has no such round or table.
    NoSuchTable {
        /// The round it names.
        round: u8,
        /// The table it names.
        table: u8,
    },
    /// Other players than the plan seats there, or other starting points.
    OtherPlayers {
        /// The round.
        round: u8,
        /// The table.
        table: u8,
    },
}

/// Whether a result is new to the night.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// The table's first result.
    First,
    /// The table's result was read before: this one takes its place.
    Again {
        /// The match kept for it.
        id: u64,
    },
}

impl Night {
    /// Whether the night holds together, as one read back from storage
    /// must: its plan seats each of its players once a round.
    pub fn is_sound(&self) -> bool {
        let players = self.players.len();
        let in_bounds = (MIN_PLAYERS..=MAX_PLAYERS).contains(&players)
            && (1..=MAX_ROUNDS).contains(&self.plan.rounds().len())
            && self
                .plan
                .rounds()
                .iter()
                .flatten()
                .all(|t| (3..=5).contains(&t.len()));
        if !in_bounds {
            return false;
        }
        let seats_everyone_once = |round: &Vec<Vec<usize>>| {
            let mut seen = vec![false; players];
            let once = round.iter().flatten().all(|&p| {
                let fresh = seen.get(p) == Some(&false);
                if let Some(s) = seen.get_mut(p) {
                    *s = true;
                }
                fresh
            });
            once && seen.iter().all(|&s| s)
        };
        self.plan.players() == players
            && self.plan.rounds().iter().all(seats_everyone_once)
            && self.started.len() <= self.plan.rounds().len()
    }

    /// The players of a table in seat order, if the plan has it.
    pub fn seated(&self, round: u8, table: u8) -> Option<&[usize]> {
        let round = self.plan.rounds().get(usize::from(round).checked_sub(1)?)?;
        let seats = round.get(usize::from(table).checked_sub(1)?)?;
        Some(seats)
    }

    /// What a table's link holds: the table, its players in their seats and
    /// the rules.
    pub fn table_setup(&self, round: u8, table: u8) -> Option<TableSetup> {
        let names = self
            .seated(round, table)?
            .iter()
            .map(|&p| self.players.get(p).cloned())
            .collect::<Option<Vec<String>>>()?;
        let setup = MatchSetup {
            names,
            starting_points: self.starting_points,
            tally: Tally::Points,
            dreamer: None,
        };
        let table = NightTable {
            night: self.id.clone(),
            name: self.name.clone(),
            round,
            table,
            round_end: self.round_end,
            started: self
                .started
                .get(usize::from(round).checked_sub(1)?)
                .cloned(),
        };
        Some(TableSetup {
            table,
            setup,
            rules: self.rules.clone(),
        })
    }

    /// Where a match read back belongs in this night, and whether its
    /// table's result was read before; or why it does not belong.
    pub fn place_of(&self, game: &Match) -> Result<(NightTable, Reading), NotThisNight> {
        let tag = game.night.as_ref().ok_or(NotThisNight::NoNight)?;
        if tag.night != self.id {
            let name = tag.name.clone();
            return Err(NotThisNight::OtherNight { name });
        }
        let (round, table) = (tag.round, tag.table);
        let started = self.rounds_started();
        if round > started && usize::from(round) <= self.plan.rounds().len() {
            return Err(NotThisNight::RoundNotStarted { round, started });
        }
        let planned = self
            .table_setup(round, table)
            .ok_or(NotThisNight::NoSuchTable { round, table })?;
        if planned.setup != game.setup {
            return Err(NotThisNight::OtherPlayers { round, table });
        }
        let before = self
            .results
            .iter()
            .find(|r| (r.round, r.table) == (round, table));
        let reading = match before {
            Some(r) => Reading::Again { id: r.id },
            None => Reading::First,
        };
        Ok((tag.clone(), reading))
    }

    /// Notes a table's result as kept under a match id, in place of any
    /// read before.
    pub fn note_result(&mut self, round: u8, table: u8, id: u64) {
        self.results
            .retain(|r| (r.round, r.table) != (round, table));
        self.results.push(TableRead { round, table, id });
        self.results.sort_by_key(|r| (r.round, r.table));
    }

    /// The night's standings from its tables' matches, by their reads.
    pub fn standings<'a>(
        &self,
        matches: impl Fn(u64) -> Option<&'a ScoredMatch>,
        ranking: Ranking,
    ) -> Vec<NightStanding> {
        // A table whose match has no hand played yet has nothing to count.
        let played = |id| matches(id).filter(|m| !m.game().hands.is_empty());
        let results: Vec<TableResult> = self
            .results
            .iter()
            .filter_map(|read| self.table_result(read, played(read.id)?))
            .collect();
        night_standings(self.players.len(), &results, ranking)
    }

    /// One table's result for the standings: each seat's player as planned,
    /// with the balances after the hands the round counts (a hand played
    /// after a round of hands ended is not the night's).
    fn table_result(&self, read: &TableRead, game: &ScoredMatch) -> Option<TableResult> {
        let seated = self.seated(read.round, read.table)?;
        let sheet = game.sheet();
        let counted = self.round_end.counted(sheet.rows.len());
        let closing = counted
            .checked_sub(1)
            .and_then(|last| sheet.rows.get(last))
            .map_or(&sheet.balances, |row| &row.balances);
        let seats = seated
            .iter()
            .zip(closing.0.iter())
            .map(|(&player, &closing)| Seated {
                player,
                opening: sheet.start,
                closing,
            })
            .collect();
        Some(TableResult {
            round: read.round,
            table: read.table,
            seats,
        })
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::engine::night::{plan_night, OddSize, PlanRequest};

    pub(in crate::engine::night) fn night(id: &str) -> Night {
        let request = PlanRequest {
            players: 9,
            rounds: 2,
            prefer: OddSize::Five,
            seed: 3,
        };
        Night {
            id: id.into(),
            name: "Tuesday".into(),
            created: "2026-11-25T19:00:00Z".into(),
            players: (1..=9).map(|n| format!("P{n}")).collect(),
            starting_points: 2000,
            round_end: RoundEnd::Hands(8),
            preset: "BMJA".into(),
            rules: RuleSet::bmja(),
            plan: plan_night(&request).unwrap(),
            started: vec!["2026-11-25T19:05:00Z".into(), "2026-11-25T20:30:00Z".into()],
            results: Vec::new(),
        }
    }

    pub(in crate::engine::night) fn played(setup: TableSetup) -> Match {
        let mut game = Match::new(setup.setup, setup.rules);
        game.night = Some(setup.table);
        game
    }

    #[test]
    fn a_tables_link_seats_its_players_and_its_result_comes_back_to_it() {
        let mut n = night("a1");
        let setup = n.table_setup(2, 1).unwrap();
        let seated = n.seated(2, 1).unwrap();
        let names: Vec<&str> = seated.iter().map(|&p| n.players[p].as_str()).collect();
        assert_eq!(setup.setup.names, names);
        assert_eq!((setup.table.round, setup.table.table), (2, 1));
        let game = played(setup);
        assert_eq!(n.place_of(&game).unwrap().1, Reading::First);
        n.note_result(2, 1, 40);
        assert_eq!(n.place_of(&game).unwrap().1, Reading::Again { id: 40 });
        n.note_result(2, 1, 41);
        assert_eq!(
            n.results,
            [TableRead {
                round: 2,
                table: 1,
                id: 41
            }]
        );
        assert_eq!(n.table_setup(3, 1), None);
        assert_eq!(n.table_setup(1, 0), None);
    }

    #[test]
    fn a_result_of_another_night_table_or_players_is_refused() {
        let n = night("a1");
        let other = night("b2");
        let game = played(other.table_setup(1, 1).unwrap());
        let name = "Tuesday".to_string();
        assert_eq!(n.place_of(&game), Err(NotThisNight::OtherNight { name }));
        let mut unmarked = game.clone();
        unmarked.night = None;
        assert_eq!(n.place_of(&unmarked), Err(NotThisNight::NoNight));
        let mut beyond = played(n.table_setup(1, 1).unwrap());
        if let Some(tag) = beyond.night.as_mut() {
            tag.table = 9;
        }
        let no_table = NotThisNight::NoSuchTable { round: 1, table: 9 };
        assert_eq!(n.place_of(&beyond), Err(no_table));
        let mut swapped = played(n.table_setup(1, 1).unwrap());
        swapped.setup.names.swap(0, 1);
        let others = NotThisNight::OtherPlayers { round: 1, table: 1 };
        assert_eq!(n.place_of(&swapped), Err(others));
    }

    #[test]
    fn a_table_with_no_hand_played_counts_nothing_in_the_standings() {
        let mut n = night("a1");
        let game = ScoredMatch::new(played(n.table_setup(1, 1).unwrap())).unwrap();
        n.note_result(1, 1, 7);
        let lines = n.standings(|id| (id == 7).then_some(&game), Ranking::Net);
        assert_eq!(lines.len(), 9);
        assert!(lines.iter().all(|l| l.tables == 0 && l.net == 0));
    }
}
