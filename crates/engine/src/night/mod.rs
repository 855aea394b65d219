//! The seating plan of a club night (docs/seating.md): who sits at which
//! table in each round, so that opponents spread, the tables of three or
//! five go round, and seat 1 (the first East) passes among the players.
//! Players are [`NightPlayer`]s, numbered from 0; the caller puts names to
//! them.

mod board;
mod comings;
mod east;
mod entry;
mod evening;
mod exact;
mod figures;
mod form;
mod layout;
mod length;
mod odd;
mod places;
mod random;
mod reading;
mod redraw;
mod rounds;
mod search;
mod standings;
mod table;

pub use comings::{ChangeRefused, PlanChange};
pub use entry::{names_typed, NightEntry, NightProblem};
pub use evening::{Night, NightRecord, NotThisNight, ResultSeen, TableRead, Unsound};
pub use figures::{figures, PlanFigures};
pub use form::{players_to_add, round_end_typed, with_player};
pub use layout::{Layout, OddSize};
pub use length::ResultLength;
pub use places::{CountsFromOne, NightPlayer, Round, RoundSeats, Table};
pub use standings::{
    night_standings, ranked_by, table_points, NightStanding, RankedBy, Ranking, Seated,
    TableResult, TABLE_POINT,
};
pub use table::{NightTable, RoundEnd, RoundLeft, TableSetup};

use serde::{Deserialize, Serialize};

/// The fewest players a night seats.
pub const MIN_PLAYERS: usize = 8;
/// The most players a night seats.
pub const MAX_PLAYERS: usize = 40;
/// The longest name a night takes.
pub const MAX_NIGHT_NAME: usize = 60;
/// The most rounds a night plans.
pub const MAX_ROUNDS: usize = 8;

/// What the organiser asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlanRequest {
    /// How many players are present.
    pub players: usize,
    /// How many rounds are played.
    pub rounds: usize,
    /// Tables of five or of three where the count does not divide by four.
    pub prefer: OddSize,
    /// The same seed gives the same plan; another seed, another plan as good.
    pub seed: u64,
}

/// Why a night cannot be planned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlanProblem {
    /// Not 8 to 40 players.
    Players(usize),
    /// Not 1 to 8 rounds.
    Rounds(usize),
}

/// A night's seating: each round's tables, each table's players in seat
/// order, seat 1 first East.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    players: usize,
    layout: Layout,
    rounds: Vec<RoundSeats>,
}

impl Plan {
    /// How many players the plan seats.
    pub fn players(&self) -> usize {
        self.players
    }

    /// The tables of each round: the fours first, then the threes or fives.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// Each round's tables, each a list of players in seat order from seat 1
    /// (East for the table's first hand).
    pub fn rounds(&self) -> &[RoundSeats] {
        &self.rounds
    }

    /// A round's seating, if the plan has it.
    pub fn round(&self, round: Round) -> Option<&RoundSeats> {
        self.rounds.get(round.index())
    }

    /// Each round with its seating, round 1 first.
    pub fn by_round(&self) -> impl Iterator<Item = (Round, &RoundSeats)> {
        let rounds = self.rounds.iter().enumerate();
        rounds.filter_map(|(i, s)| Some((Round::at(i)?, s)))
    }

    /// The players of a table in seat order, if the plan has it.
    pub fn seated(&self, round: Round, table: Table) -> Option<&[NightPlayer]> {
        self.round(round)?.table(table)
    }
}

/// The night's seating plan, or why there is none.
///
/// ```
/// use engine::night::{plan_night, OddSize, PlanProblem, PlanRequest};
/// let request = PlanRequest { players: 10, rounds: 3, prefer: OddSize::Five, seed: 1 };
/// let plan = plan_night(&request).unwrap();
/// assert_eq!(plan.rounds().len(), 3);
/// assert_eq!(plan.rounds()[0].tables().map(<[_]>::len).collect::<Vec<_>>(), [5, 5]);
/// let request = PlanRequest { players: 7, ..request };
/// assert_eq!(plan_night(&request), Err(PlanProblem::Players(7)));
/// ```
pub fn plan_night(request: &PlanRequest) -> Result<Plan, PlanProblem> {
    let PlanRequest {
        players,
        rounds,
        prefer,
        seed,
    } = *request;
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(PlanProblem::Players(players));
    }
    if !(1..=MAX_ROUNDS).contains(&rounds) {
        return Err(PlanProblem::Rounds(rounds));
    }
    let layout = Layout::new(players, prefer).ok_or(PlanProblem::Players(players))?;
    let tables = exact::plan(players, rounds, &layout).unwrap_or_else(|| {
        let opening = exact::opening(players, &layout);
        let start = search::Start {
            players,
            rounds,
            layout: &layout,
            opening: &opening,
            history: &board::History::default(),
        };
        search::plan(&start, seed)
    });
    Ok(Plan {
        players,
        layout,
        rounds: east::seat(players, tables, &[]),
    })
}
