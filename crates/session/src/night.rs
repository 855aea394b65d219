//! Club nights (docs/rules.md §13): the organiser draws one up and keeps it, each
//! table's tablet starts its match from the table's link, and the tables'
//! results are read back into the night, whose standings follow.

use super::{Notice, ResultKept, ResultRead, Session};
use engine::night::{
    ChangeRefused, Night, NightEntry, NightPlayer, NightProblem, NightStanding, NightTable,
    NotThisNight, Ranking, ResultLength, ResultSeen, Round, Table, TableSetup,
};
use engine::rules::RuleValues;
use engine::sheet::{Match, MatchError, ScoredMatch};
use storage::export::ExportFile;
use storage::{KeyValue, StoreError};

/// A night's table whose match was played under other rules than the
/// night's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesApart {
    /// The table's round.
    pub round: Round,
    /// The table.
    pub table: Table,
    /// The rules it was played under.
    pub rules: RuleValues,
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
        round: Round,
        /// The table.
        table: Table,
    },
}

/// A link or file holding one table's result of a night kept here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NightResult {
    /// The night's table the match was played at.
    pub table: NightTable,
    /// How much of its round the match holds.
    pub length: ResultLength,
}

impl<S: KeyValue> Session<S> {
    /// Whether a link's or file's match is a table's result of a night
    /// kept here, so that it is offered to the night rather than imported
    /// as a match alone. A file that carries club nights is a backup,
    /// imported whole.
    pub fn night_result_of(&self, file: &ExportFile) -> Option<NightResult> {
        let ([one], true) = (file.matches.as_slice(), file.nights.is_empty()) else {
            return None;
        };
        let table = one.game.night.clone()?;
        let night = self.night(&table.night)?;
        let length = night.round_end().length(one.game.hands.len());
        Some(NightResult { table, length })
    }

    /// Keeps a link's or file's table result for its night kept here, as
    /// the night's own screen reads one, and says so in a notice.
    pub fn keep_night_result(&mut self, file: ExportFile) -> Result<ResultRead, ResultRefused> {
        let offered = self.night_result_of(&file).ok_or(ResultRefused::NoNight)?;
        let read = self.read_result(&offered.table.night, file)?;
        self.notice = Some(Notice::ResultKept {
            night: offered.table.name,
            read: read.clone(),
        });
        Ok(read)
    }

    /// Each table of a night's round with how much of the round its result
    /// holds.
    pub fn round_lengths(&self, night: &str, round: Round) -> Vec<(Table, ResultLength)> {
        self.night(night)
            .map(|n| n.round_lengths(round, |id| self.hands_in(id), self.club_on()))
            .unwrap_or_default()
    }

    /// The tables of a night's round not read yet or short of its hands:
    /// asked about before the next round starts.
    pub fn unfinished(&self, night: &str, round: Round) -> Vec<(Table, ResultLength)> {
        self.night(night)
            .map(|n| n.unfinished(round, |id| self.hands_in(id), self.club_on()))
            .unwrap_or_default()
    }

    /// How many of a night's tables have a result read whose round is
    /// over for it (with the club's records on, a table being played is
    /// not read yet), and how many tables it has in all.
    pub fn tables_read(&self, night: &str) -> (usize, usize) {
        self.night(night)
            .map(|n| n.tables_read(|id| self.hands_in(id), self.club_on()))
            .unwrap_or_default()
    }

    /// A night's tables whose match was played, in part or whole, under
    /// rules other than the night's (their check differs): each with the
    /// first such rules, in the plan's order.
    pub fn rules_apart(&self, night: &str) -> Vec<RulesApart> {
        let Some(night) = self.night(night) else {
            return Vec::new();
        };
        let check = night.rules().values().check();
        let mut apart: Vec<RulesApart> = night
            .results()
            .iter()
            .filter_map(|read| {
                let game = self.library.read(read.id)?;
                let game = game.game();
                let started = std::iter::once(&game.rules);
                let changed = game.hands.iter().filter_map(|h| h.new_rules.as_ref());
                let other = started
                    .chain(changed)
                    .find(|r| r.values().check() != check)?;
                Some(RulesApart {
                    round: read.round,
                    table: read.table,
                    rules: other.values().clone(),
                })
            })
            .collect();
        apart.sort_by_key(|a| (a.round, a.table));
        apart
    }

    /// Hands played in a kept match.
    fn hands_in(&self, id: u64) -> Option<usize> {
        Some(self.matches().iter().find(|m| m.id == id)?.hands)
    }

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
        let id = night.id().to_string();
        let saved = self.library.save_night(night);
        self.note(saved);
        Ok(id)
    }

    /// Starts a night's round now, if it is the next to start: its results
    /// are read from then, and its tables' links hold the time, for a round
    /// on time to count from. Whether it started.
    pub fn start_round(&mut self, night: &str, round: Round) -> bool {
        let Some(mut kept) = self.night(night).cloned() else {
            return false;
        };
        let started = kept.start_round(round, &self.now());
        if started {
            let saved = self.library.save_night(kept);
            self.note(saved);
        }
        started
    }

    /// Takes back the start of a night's round, if it is the last started
    /// and no result of it has been read. Whether it was taken back.
    pub fn undo_round_start(&mut self, night: &str, round: Round) -> bool {
        let Some(mut kept) = self.night(night).cloned() else {
            return false;
        };
        let undone = kept.undo_start(round);
        if undone {
            let saved = self.library.save_night(kept);
            self.note(saved);
        }
        undone
    }

    /// Adds a player to a night from the round after the one in play (or
    /// seats again one who left), its later rounds drawn again and kept.
    pub fn add_night_player(
        &mut self,
        night: &str,
        name: &str,
    ) -> Result<NightPlayer, ChangeRefused> {
        self.change_night(night, |n| n.add_player(name))
    }

    /// Takes a player out of a night's rounds after the one in play, its
    /// later rounds drawn again and kept.
    pub fn night_player_leaves(
        &mut self,
        night: &str,
        player: NightPlayer,
    ) -> Result<(), ChangeRefused> {
        self.change_night(night, |n| n.player_leaves(player))
    }

    fn change_night<T>(
        &mut self,
        night: &str,
        change: impl FnOnce(&mut Night) -> Result<T, ChangeRefused>,
    ) -> Result<T, ChangeRefused> {
        let mut kept = self.night(night).cloned().ok_or(ChangeRefused::NoNight)?;
        let changed = change(&mut kept)?;
        let saved = self.library.save_night(kept);
        self.note(saved);
        Ok(changed)
    }

    /// Starts the match a table's link sets up: its players in their seats,
    /// the night's rules, marked with the night, round and table; the
    /// players are told when it cannot be started. On the organiser's own
    /// device, a table of the night with no result yet has this match as
    /// its result (counted once a hand is played). `name` is the name the
    /// match is kept under.
    pub fn start_table(&mut self, setup: TableSetup, name: &str) -> Result<(), MatchError> {
        let tag = setup.table.clone();
        let mut game = Match::new(setup.setup, setup.rules);
        game.night = Some(setup.table);
        let first_here = self
            .night(&tag.night)
            .filter(|n| matches!(n.place_of(&game), Ok((_, ResultSeen::First))))
            .cloned();
        let started = self.start(name, game);
        match (&started, self.current(), first_here) {
            (Err(e), ..) => self.notice = Some(Notice::NotStarted(e.clone())),
            (Ok(()), Some(id), Some(mut kept)) => {
                kept.note_result(tag.round, tag.table, id);
                let saved = self.library.save_night(kept);
                self.note(saved);
            }
            _ => {}
        }
        started
    }

    /// Reads a table's result (a link's or a file's match) into a night:
    /// the match is kept, in place of the same table's result read before
    /// when this one carries it on (the same hands and more); an earlier or
    /// other match for that table is refused, the one kept staying. The
    /// same match kept here already (played here, or brought in by its
    /// link) counts as read before.
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
        let read_before = match reading {
            ResultSeen::Again { id } => self.library.read(id).map(|m| (id, m, true)),
            ResultSeen::First => None,
        };
        let twin = || {
            let id = self.twin_of(&result.created, &scored.game().setup.names)?;
            Some((id, self.library.read(id)?, false))
        };
        let (round, at) = (table.round, table.table);
        let before = read_before.or_else(twin);
        let carried_on =
            |earlier: &ScoredMatch| scored.game().hands.starts_with(&earlier.game().hands);
        let (id, how) = match before {
            Some((_, earlier, true)) if !carried_on(&earlier) => {
                return Err(ResultRefused::NotLater { round, table: at });
            }
            Some((id, earlier, false)) if !carried_on(&earlier) => (id, ResultKept::AlreadyHeld),
            Some((id, ..)) => {
                let id = self.keep_result(Some(id), &result.name, &result.created, &scored)?;
                (id, ResultKept::Replaced)
            }
            None => {
                let id = self.keep_result(None, &result.name, &result.created, &scored)?;
                (id, ResultKept::New)
            }
        };
        kept.note_result(round, at, id);
        let saved = self.library.save_night(kept);
        self.note(saved);
        Ok(ResultRead {
            round,
            table: at,
            kept: how,
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
            .results()
            .iter()
            .filter_map(|r| {
                let counted = self.counted_instead(r.id).map(|doc| doc.game);
                Some((r.id, counted.or_else(|| self.library.read(r.id))?))
            })
            .collect();
        let find = |id: u64| matches.iter().find(|(m, _)| *m == id).map(|(_, s)| s);
        kept.standings(find, ranking)
    }
}
