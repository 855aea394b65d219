//! How the match stands for each player: the net result, hands won and the
//! biggest hand, read off the score sheet.

use super::{Outcome, ScoreSheet};
use crate::{PlayerId, Points};

/// One player's match so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// Who.
    pub player: PlayerId,
    /// Won or lost since the start, in points.
    pub net_points: Points,
    /// Won or lost since the start, in tally units (points or pennies).
    pub net: i64,
    /// Hands they went Mah-Jong in.
    pub hands_won: usize,
    /// Their highest limited score in a hand they won, and the hand (from
    /// 1), if they won one: a club's biggest hand is a hand won, however
    /// much a losing hand held.
    pub biggest: Option<(Points, usize)>,
}

impl ScoreSheet {
    /// Every player's standing, in entry order.
    pub fn standings(&self) -> Vec<Standing> {
        (0..self.balances.len())
            .map(PlayerId)
            .map(|player| {
                let paid = self.rows.iter().flat_map(|r| &r.payments);
                let net_points = paid.fold(Points::ZERO, |net, p| {
                    match (p.to == player, p.from == player) {
                        (true, _) => net + p.amount,
                        (_, true) => net - p.amount,
                        _ => net,
                    }
                });
                let biggest = self
                    .rows
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| r.outcome == Outcome::Won(player))
                    .filter_map(|(i, r)| Some((r.limited(player)?, i + 1)))
                    .filter(|(score, _)| *score > Points::ZERO)
                    .max_by_key(|&(score, hand)| (score, std::cmp::Reverse(hand)));
                Standing {
                    player,
                    net_points,
                    net: self.balances[player].saturating_sub(self.start),
                    hands_won: self
                        .rows
                        .iter()
                        .filter(|r| r.outcome == Outcome::Won(player))
                        .count(),
                    biggest,
                }
            })
            .collect()
    }
}
