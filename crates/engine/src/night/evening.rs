//! A club night as the organiser keeps it (docs/rules.md §13.1): who is here, the
//! rules, the seating plan, and the results read back from the tables.

use super::places::{NightPlayer, Round, RoundSeats, Table};
use super::table::{NightTable, RoundEnd, TableSetup};
use super::{Plan, MAX_PLAYERS, MAX_ROUNDS};
use crate::money::Tally;
use crate::rules::RuleSet;
use crate::setup::MatchSetup;
use crate::Points;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A table's result read back: the match it is kept as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRead {
    /// The round.
    pub round: Round,
    /// The table.
    pub table: Table,
    /// The match kept in the library.
    pub id: u64,
}

/// A club night as stored and written to a file, not yet checked: it
/// becomes a [`Night`] only through [`Night::new`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NightRecord {
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
    pub starting_points: Points,
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
    /// How many times the rounds not yet started were drawn again for
    /// players coming or going: of two copies of a night, the one drawn
    /// again more often is the later.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub redraws: u32,
}

fn is_zero(count: &u32) -> bool {
    *count == 0
}

/// A club night: its inputs, the plan drawn from them, and which matches
/// are its tables' results; made only through [`Night::new`], so its plan
/// seats each of the players of a round once (every player, unless some
/// came late or left early). Stored and written as its
/// [`NightRecord`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "NightRecord", into = "NightRecord")]
pub struct Night {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) created: String,
    pub(super) players: Vec<String>,
    pub(super) starting_points: Points,
    pub(super) round_end: RoundEnd,
    pub(super) preset: String,
    pub(super) rules: RuleSet,
    pub(super) plan: Plan,
    pub(super) started: Vec<String>,
    pub(super) results: Vec<TableRead>,
    pub(super) redraws: u32,
}

/// A night whose plan does not seat its players: at most 40 of them, 1 to
/// 8 rounds of tables of three to five, each seating its players once, each
/// player in some round, and no more rounds started than planned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsound;

/// Said where a stored night is read (serde's error): a fault of the data,
/// not of anything a player did.
impl fmt::Display for Unsound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the night's plan does not seat each of its players once a round")
    }
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
        round: Round,
        /// How many rounds are started.
        started: u8,
    },
    /// The night has no such round or table.
    NoSuchTable {
        /// The round it names.
        round: Round,
        /// The table it names.
        table: Table,
    },
    /// Other players than the plan seats there, or other starting points.
    OtherPlayers {
        /// The round.
        round: Round,
        /// The table.
        table: Table,
    },
}

/// Whether a result is new to the night.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultSeen {
    /// The table's first result.
    First,
    /// The table's result was read before: this one takes its place.
    Again {
        /// The match kept for it.
        id: u64,
    },
}

impl Night {
    /// The night, if it holds together, as one read back from storage or a
    /// file must: its plan seats each of its players once a round.
    pub fn new(record: NightRecord) -> Result<Night, Unsound> {
        if !is_sound(&record) {
            return Err(Unsound);
        }
        let NightRecord {
            id,
            name,
            created,
            players,
            starting_points,
            round_end,
            preset,
            rules,
            plan,
            started,
            results,
            redraws,
        } = record;
        Ok(Night {
            id,
            name,
            created,
            players,
            starting_points,
            round_end,
            preset,
            rules,
            plan,
            started,
            results,
            redraws,
        })
    }

    /// Its id, made on the organiser's device, so that a table's result is
    /// known as this night's and no other's.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Its name: "Club night of 25 November 2026".
    pub fn name(&self) -> &str {
        &self.name
    }

    /// When it was drawn up (ISO 8601).
    pub fn created(&self) -> &str {
        &self.created
    }

    /// The players here, in the order entered: a [`NightPlayer`] is a place
    /// in this list.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// A player's name.
    pub fn player(&self, player: NightPlayer) -> Option<&str> {
        self.players.get(player.0).map(String::as_str)
    }

    /// Points each player starts each table with.
    pub fn starting_points(&self) -> Points {
        self.starting_points
    }

    /// How a round ends.
    pub fn round_end(&self) -> RoundEnd {
        self.round_end
    }

    /// The preset the rules came from.
    pub fn preset(&self) -> &str {
        &self.preset
    }

    /// The rules every table plays by.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// Who sits where, round by round.
    pub fn plan(&self) -> &Plan {
        &self.plan
    }

    /// When the organiser started each round, from round 1 (ISO 8601).
    pub fn started(&self) -> &[String] {
        &self.started
    }

    /// The results read back so far, by round and table.
    pub fn results(&self) -> &[TableRead] {
        &self.results
    }

    /// The players of a table in seat order, if the plan has it.
    pub fn seated(&self, round: Round, table: Table) -> Option<&[NightPlayer]> {
        self.plan.seated(round, table)
    }

    /// What a table's link holds: the table, its players in their seats and
    /// the rules.
    pub fn table_setup(&self, round: Round, table: Table) -> Option<TableSetup> {
        let names = self.seated(round, table)?.iter();
        let names = names.map(|&p| self.player(p).map(String::from));
        let setup = MatchSetup {
            names: names.collect::<Option<Vec<String>>>()?,
            starting_points: self.starting_points.0,
            tally: Tally::Points,
            dreamer: None,
        };
        let table = NightTable {
            night: self.id.clone(),
            name: self.name.clone(),
            round,
            table,
            round_end: self.round_end,
            started: self.started.get(round.index()).cloned(),
        };
        Some(TableSetup {
            table,
            setup,
            rules: self.rules.clone(),
        })
    }
}

/// Whether a night's record holds together: at most 40 players, 1 to 8
/// rounds of tables of three to five, each round seating its players once
/// each, every player seated in some round, and no more rounds started
/// than planned.
fn is_sound(night: &NightRecord) -> bool {
    let players = night.players.len();
    let rounds = night.plan.rounds();
    let tables = || rounds.iter().flat_map(RoundSeats::tables);
    let in_bounds = (1..=MAX_PLAYERS).contains(&players)
        && (1..=MAX_ROUNDS).contains(&rounds.len())
        && tables().all(|t| (3..=5).contains(&t.len()));
    let mut seated = vec![false; players];
    let seats_each_once = |round: &RoundSeats| {
        let mut here = vec![false; players];
        round.tables().flatten().all(|&NightPlayer(p)| {
            let fresh = here.get(p) == Some(&false);
            if let (Some(h), Some(s)) = (here.get_mut(p), seated.get_mut(p)) {
                (*h, *s) = (true, true);
            }
            fresh
        }) && !round.is_empty()
    };
    in_bounds
        && night.plan.players() == players
        && rounds.iter().all(seats_each_once)
        && seated.iter().all(|&s| s)
        && night.started.len() <= rounds.len()
}

impl TryFrom<NightRecord> for Night {
    type Error = Unsound;
    fn try_from(record: NightRecord) -> Result<Night, Unsound> {
        Night::new(record)
    }
}

impl From<Night> for NightRecord {
    fn from(night: Night) -> NightRecord {
        NightRecord {
            id: night.id,
            name: night.name,
            created: night.created,
            players: night.players,
            starting_points: night.starting_points,
            round_end: night.round_end,
            preset: night.preset,
            rules: night.rules,
            plan: night.plan,
            started: night.started,
            results: night.results,
            redraws: night.redraws,
        }
    }
}
