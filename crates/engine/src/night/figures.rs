//! A plan's figures: how well it spreads opponents, the tables of three
//! or five and seat 1.

use super::{NightPlayer, Plan, RoundSeats, MAX_PLAYERS};

/// What a plan gives the players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanFigures {
    /// Pairs of players there are.
    pub pairs: usize,
    /// Pairs who meet at least once.
    pub pairs_met: usize,
    /// The most times any pair meets.
    pub most_meetings: usize,
    /// Pairs who meet more than once.
    pub repeated_pairs: usize,
    /// Each player's rounds at a table of three or five.
    pub odd_seats: Vec<usize>,
    /// Each player's rounds in seat 1, East for the first hand.
    pub first_east: Vec<usize>,
}

/// The plan's figures.
///
/// ```
/// use engine::night::{figures, plan_night, OddSize, PlanRequest};
/// let request = PlanRequest { players: 16, rounds: 5, prefer: OddSize::Five, seed: 7 };
/// let figures = figures(&plan_night(&request).unwrap());
/// assert_eq!((figures.pairs_met, figures.most_meetings, figures.repeated_pairs), (120, 1, 0));
/// ```
pub fn figures(plan: &Plan) -> PlanFigures {
    // A plan read from storage could claim any count; no night has more.
    let n = plan.players().min(MAX_PLAYERS);
    let mut met = vec![0usize; n * n];
    let mut odd_seats = vec![0usize; n];
    let mut first_east = vec![0usize; n];
    for table in plan.rounds().iter().flat_map(RoundSeats::tables) {
        let odd = table.len() != 4;
        for (i, &NightPlayer(a)) in table.iter().enumerate() {
            add(&mut odd_seats, a, usize::from(odd));
            add(&mut first_east, a, usize::from(i == 0));
            let others = table.iter().skip(i + 1).map(|p| p.0);
            for b in others.filter(|&b| a < n && b < n) {
                add(&mut met, a.min(b) * n + a.max(b), 1);
            }
        }
    }
    PlanFigures {
        pairs: n * n.saturating_sub(1) / 2,
        pairs_met: met.iter().filter(|&&m| m > 0).count(),
        most_meetings: met.iter().copied().max().unwrap_or(0),
        repeated_pairs: met.iter().filter(|&&m| m > 1).count(),
        odd_seats,
        first_east,
    }
}

fn add(counts: &mut [usize], at: usize, by: usize) {
    if let Some(c) = counts.get_mut(at) {
        *c += by;
    }
}
