//! Club nights (SPEC §13): the organiser draws one up and keeps it, each
//! table's tablet starts its match from the table's link, and the tables'
//! results are read back into the night, whose standings follow.

use super::{Notice, Session};
use crate::engine::night::{
    Night, NightEntry, NightProblem, NightStanding, NotThisNight, Ranking, Reading, TableSetup,
};
use crate::engine::sheet::{Match, MatchError, ScoredMatch};
use crate::storage::export::ExportFile;
use crate::storage::{KeyValue, StoreError};
use crate::words::night::table_match_name;

/// A table's result read into its night.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultRead {
    /// The round, from 1.
    pub round: u8,
    /// The table, from 1.
    pub table: u8,
    /// The table's result had been read before: this one took its place.
    pub again: bool,
}

/// Why a result was not read into the night.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultRefused {
    /// The night is not kept here.
    NoNight,
    /// The link or file holds no match, or more than one.
    NotOneMatch,
    /// The match is not one of this night's tables.
    NotThisNight(NotThisNight),
    /// The match does not add up.
    Invalid(MatchError),
    /// The browser would not keep it.
    NotKept(StoreError),
    /// The table's result read before has hands this one does not: it is
    /// an earlier or another match, and the one read before stays.
    NotLater {
        /// The round.
        round: u8,
        /// The table.
        table: u8,
    },
}

impl<S: KeyValue> Session<S> {
    /// The club nights kept, most recent first.
    pub fn nights(&self) -> &[Night] {
        &self.library.nights
    }

    /// A kept night.
    pub fn night(&self, id: &str) -> Option<&Night> {
        self.library.night(id)
    }

    /// Draws up a night from the organiser's entry, its plan drawn with the
    /// seed (which names it), and keeps it; its id, or every problem.
    pub fn draw_up_night(
        &mut self,
        entry: &NightEntry,
        preset: &str,
        seed: u64,
    ) -> Result<String, Vec<NightProblem>> {
        let Some(rules) = self.library.presets.rules(preset) else {
            return Err(vec![NightProblem::UnknownPreset(preset.to_string())]);
        };
        let night = entry.draw_up((preset, &rules), seed, &self.now())?;
        let id = night.id.clone();
        let saved = self.library.save_night(night);
        self.note(saved);
        Ok(id)
    }

    /// Starts a night's next round now: its tables' links are handed out
    /// and its results read from then, and a round on time counts from
    /// then. Returns the round, or none when every round has started.
    pub fn start_round(&mut self, night: &str) -> Option<u8> {
        let mut kept = self.night(night).cloned()?;
        let round = kept.start_round(&self.now())?;
        let saved = self.library.save_night(kept);
        self.note(saved);
        Some(round)
    }

    /// Starts the match a table's link sets up: its players in their seats,
    /// the night's rules, marked with the night, round and table; the
    /// players are told when it cannot be started. On the organiser's own
    /// device, a table with no result yet has this match as its result.
    pub fn start_table(&mut self, setup: TableSetup) -> Result<(), MatchError> {
        let name = table_match_name(&setup.table);
        let (night, round, table) = (
            setup.table.night.clone(),
            setup.table.round,
            setup.table.table,
        );
        let mut game = Match::new(setup.setup, setup.rules);
        game.night = Some(setup.table);
        let started = self.start(&name, game);
        match (&started, self.current()) {
            (Err(e), _) => self.notice = Some(Notice::NotStarted(e.clone())),
            (Ok(()), Some(id)) => self.note_played_here(&night, round, table, id),
            (Ok(()), None) => {}
        }
        started
    }

    /// Notes a match started here as a table's result, if the night is kept
    /// here and has none for that table yet.
    fn note_played_here(&mut self, night: &str, round: u8, table: u8, id: u64) {
        let Some(mut kept) = self.night(night).cloned() else {
            return;
        };
        if kept
            .results
            .iter()
            .any(|r| (r.round, r.table) == (round, table))
        {
            return;
        }
        kept.note_result(round, table, id);
        let saved = self.library.save_night(kept);
        self.note(saved);
    }

    /// Reads a table's result (a link's or a file's match) into a night:
    /// the match is kept, in place of the same table's result read before
    /// when this one carries it on (the same hands and more); an earlier or
    /// other match for that table is refused, the one kept staying.
    pub fn read_result(
        &mut self,
        night: &str,
        file: ExportFile,
    ) -> Result<ResultRead, ResultRefused> {
        let mut kept = self.night(night).cloned().ok_or(ResultRefused::NoNight)?;
        let [result] = <[_; 1]>::try_from(file.matches).map_err(|_| ResultRefused::NotOneMatch)?;
        let (table, reading) = kept
            .place_of(&result.game)
            .map_err(ResultRefused::NotThisNight)?;
        let scored = ScoredMatch::new(result.game).map_err(ResultRefused::Invalid)?;
        // The same match kept here already (played on this device, or
        // brought in by its link) is this table's result read before.
        let kept_here = || self.twin_of(&result.created, &scored.game().setup.names);
        let before = match reading {
            Reading::Again { id } => Some(id),
            Reading::First => kept_here(),
        }
        .and_then(|id| Some((id, self.library.read(id)?)));
        if let Some((_, earlier)) = &before {
            if !scored.game().hands.starts_with(&earlier.game().hands) {
                let (round, table) = (table.round, table.table);
                return Err(ResultRefused::NotLater { round, table });
            }
        }
        let again = before.is_some();
        let id = self.keep_result(
            before.map(|(id, _)| id),
            &result.name,
            &result.created,
            &scored,
        )?;
        kept.note_result(table.round, table.table, id);
        let saved = self.library.save_night(kept);
        self.note(saved);
        Ok(ResultRead {
            round: table.round,
            table: table.table,
            again,
        })
    }

    /// Keeps a table's result: in place of the match kept for it before,
    /// else as a new match beside the rest, the open match staying open.
    fn keep_result(
        &mut self,
        before: Option<u64>,
        name: &str,
        created: &str,
        scored: &ScoredMatch,
    ) -> Result<u64, ResultRefused> {
        let now = self.now();
        if let Some(id) = before.filter(|&id| self.library.has(id)) {
            let replaced = self.library.replace(id, name, scored, &now);
            replaced.map_err(ResultRefused::NotKept)?;
            if self.current() == Some(id) {
                self.refresh_open();
            }
            return Ok(id);
        }
        let open = self.library.current;
        let adopted = self.library.adopt(name, created, scored, &now);
        let reopened = self.library.set_current(open);
        let id = adopted.map_err(ResultRefused::NotKept)?;
        self.note(reopened);
        Ok(id)
    }

    /// The night's standings over the results read so far.
    pub fn night_standings(&self, night: &str, ranking: Ranking) -> Vec<NightStanding> {
        let Some(kept) = self.night(night) else {
            return Vec::new();
        };
        let matches: Vec<(u64, ScoredMatch)> = kept
            .results
            .iter()
            .filter_map(|r| Some((r.id, self.library.read(r.id)?)))
            .collect();
        let find = |id: u64| matches.iter().find(|(m, _)| *m == id).map(|(_, s)| s);
        kept.standings(find, ranking)
    }
}
