//! A night's tables' results as they come back (docs/rules.md §13.3): where a match
//! read back belongs, noting it, and the standings the results make.

use super::evening::{Night, NotThisNight, ResultSeen, TableRead};
use super::places::{Round, Table};
use super::standings::{night_standings, NightStanding, Ranking, Seated, TableResult};
use super::table::NightTable;
use crate::sheet::{Match, ScoredMatch};
use crate::Points;

impl Night {
    /// Where a match read back belongs in this night, and whether its
    /// table's result was read before; or why it does not belong.
    pub fn place_of(&self, game: &Match) -> Result<(NightTable, ResultSeen), NotThisNight> {
        let tag = game.night.as_ref().ok_or(NotThisNight::NoNight)?;
        if tag.night != self.id {
            let name = tag.name.clone();
            return Err(NotThisNight::OtherNight { name });
        }
        let (round, table) = (tag.round, tag.table);
        let started = self.rounds_started();
        let planned = self.plan.round(round).is_some();
        if round.number() > started && planned {
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
            Some(r) => ResultSeen::Again { id: r.id },
            None => ResultSeen::First,
        };
        Ok((tag.clone(), reading))
    }

    /// Notes a table's result as kept under a match id, in place of any
    /// read before.
    pub fn note_result(&mut self, round: Round, table: Table, id: u64) {
        self.results
            .retain(|r| (r.round, r.table) != (round, table));
        self.results.push(TableRead { round, table, id });
        self.results.sort_by_key(|r| (r.round, r.table));
    }

    /// Keeps each result under the match id `kept_as` gives it, in order;
    /// the results it gives none are taken out and returned.
    pub fn rekeep_results(&mut self, kept_as: impl Fn(u64) -> Option<u64>) -> Vec<TableRead> {
        let mut dropped = Vec::new();
        for read in std::mem::take(&mut self.results) {
            match kept_as(read.id) {
                Some(id) => self.results.push(TableRead { id, ..read }),
                None => dropped.push(read),
            }
        }
        dropped
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
                opening: Points(sheet.start),
                closing: Points(closing),
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
    use crate::night::{plan_night, NightRecord, OddSize, PlanRequest, RoundEnd, TableSetup};
    use crate::rules::RuleSet;

    /// Round `round`, table `table`.
    pub(in crate::night) fn at(round: u8, table: u8) -> (Round, Table) {
        (Round::new(round).unwrap(), Table::new(table).unwrap())
    }

    pub(in crate::night) fn night(id: &str) -> Night {
        let request = PlanRequest {
            players: 9,
            rounds: 2,
            prefer: OddSize::Five,
            seed: 3,
        };
        Night::new(NightRecord {
            id: id.into(),
            name: "Tuesday".into(),
            created: "2026-11-25T19:00:00Z".into(),
            players: (1..=9).map(|n| format!("P{n}")).collect(),
            starting_points: Points(2000),
            round_end: RoundEnd::Hands(8),
            preset: "BMJA".into(),
            rules: RuleSet::bmja(),
            plan: plan_night(&request).unwrap(),
            started: vec!["2026-11-25T19:05:00Z".into(), "2026-11-25T20:30:00Z".into()],
            results: Vec::new(),
            redraws: 0,
        })
        .unwrap()
    }

    pub(in crate::night) fn played(setup: TableSetup) -> Match {
        let mut game = Match::new(setup.setup, setup.rules);
        game.night = Some(setup.table);
        game
    }

    #[test]
    fn a_tables_link_seats_its_players_and_its_result_comes_back_to_it() {
        let mut n = night("a1");
        let (round, table) = at(2, 1);
        let setup = n.table_setup(round, table).unwrap();
        let seated = n.seated(round, table).unwrap();
        let names: Vec<&str> = seated.iter().filter_map(|&p| n.player(p)).collect();
        assert_eq!(setup.setup.names, names);
        assert_eq!((setup.table.round, setup.table.table), (round, table));
        let game = played(setup);
        assert_eq!(n.place_of(&game).unwrap().1, ResultSeen::First);
        n.note_result(round, table, 40);
        assert_eq!(n.place_of(&game).unwrap().1, ResultSeen::Again { id: 40 });
        n.note_result(round, table, 41);
        let read = TableRead {
            round,
            table,
            id: 41,
        };
        assert_eq!(n.results(), [read]);
        let (third, first) = at(3, 1);
        assert_eq!(n.table_setup(third, first), None);
        assert_eq!(n.table_setup(Round::FIRST, Table::at(2).unwrap()), None);
    }

    #[test]
    fn a_result_of_another_night_table_or_players_is_refused() {
        let n = night("a1");
        let other = night("b2");
        let (round, table) = at(1, 1);
        let game = played(other.table_setup(round, table).unwrap());
        let name = "Tuesday".to_string();
        assert_eq!(n.place_of(&game), Err(NotThisNight::OtherNight { name }));
        let mut unmarked = game.clone();
        unmarked.night = None;
        assert_eq!(n.place_of(&unmarked), Err(NotThisNight::NoNight));
        let mut beyond = played(n.table_setup(round, table).unwrap());
        let ninth = Table::new(9).unwrap();
        if let Some(tag) = beyond.night.as_mut() {
            tag.table = ninth;
        }
        let no_table = NotThisNight::NoSuchTable {
            round,
            table: ninth,
        };
        assert_eq!(n.place_of(&beyond), Err(no_table));
        let mut swapped = played(n.table_setup(round, table).unwrap());
        swapped.setup.names.swap(0, 1);
        let others = NotThisNight::OtherPlayers { round, table };
        assert_eq!(n.place_of(&swapped), Err(others));
    }

    #[test]
    fn a_table_with_no_hand_played_counts_nothing_in_the_standings() {
        let mut n = night("a1");
        let (round, table) = at(1, 1);
        let game = ScoredMatch::new(played(n.table_setup(round, table).unwrap())).unwrap();
        n.note_result(round, table, 7);
        let lines = n.standings(|id| (id == 7).then_some(&game), Ranking::Net);
        assert_eq!(lines.len(), 9);
        assert!(lines.iter().all(|l| l.tables == 0 && l.net == Points(0)));
    }
}
