//! Settling up (docs/rules.md §7): who pays whom, from the limited scores.

use crate::seating::Seating;
use crate::{ByPlayer, PlayerId, Points, Wind};
use serde::{Deserialize, Serialize};

/// One payment between two players, in points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payment {
    /// Who pays.
    pub from: PlayerId,
    /// Who receives.
    pub to: PlayerId,
    /// How much, always more than nothing.
    pub amount: Points,
}

/// Settles a hand. `scores` are the limited scores of the players at the
/// table (the dreamer's is ignored); `winner` is `None` for a hand nobody won
/// that the table chose to score (docs/rules.md §7.3).
///
/// ```
/// use engine::{settle::settle, seating::Seating, ByPlayer, PlayerCount, PlayerId, Points};
/// // Seed 000 §3.9: Rod (East) 80, Bill 84 and out, Ben 208, Jack 416.
/// let seats = Seating::first(PlayerCount::Four, None);
/// let scores = ByPlayer(vec![Points(80), Points(84), Points(208), Points(416)]);
/// let payments = settle(&seats, &scores, Some(PlayerId(1)));
/// let net = engine::settle::net(&payments, PlayerCount::Four);
/// assert_eq!(net.0, vec![Points(-1096), Points(336), Points(-36), Points(796)]);
/// ```
pub fn settle(
    seats: &Seating,
    scores: &ByPlayer<Points>,
    winner: Option<PlayerId>,
) -> Vec<Payment> {
    let table: Vec<(PlayerId, Wind)> = seats.at_table().collect();
    let score = |p: PlayerId| scores.get(p).copied().unwrap_or(Points::ZERO);
    let two_players = table.len() == 2;
    let factor = |a: Wind, b: Wind| {
        if !two_players && (a == Wind::East || b == Wind::East) {
            2
        } else {
            1
        }
    };
    let mut payments = Vec::new();
    let mut pay = |from: PlayerId, to: PlayerId, amount: Points| {
        if amount > Points::ZERO {
            payments.push(Payment { from, to, amount });
        } else if amount < Points::ZERO {
            payments.push(Payment {
                from: to,
                to: from,
                amount: -amount,
            });
        }
    };
    for (i, &(a, wind_a)) in table.iter().enumerate() {
        for &(b, wind_b) in &table[i + 1..] {
            let f = factor(wind_a, wind_b);
            match winner {
                Some(w) if two_players && (w == a || w == b) => {
                    let loser = if w == a { b } else { a };
                    let back = (score(loser) - score(w)).max(Points::ZERO);
                    pay(loser, w, score(w) - back);
                }
                Some(w) if w == a => pay(b, a, score(a).times(f)),
                Some(w) if w == b => pay(a, b, score(b).times(f)),
                _ => pay(b, a, (score(a) - score(b)).times(f)),
            }
        }
    }
    payments
}

/// Each player's net change from a list of payments.
pub fn net(payments: &[Payment], players: crate::PlayerCount) -> ByPlayer<Points> {
    let mut net = ByPlayer::from_fn(players, |_| Points::ZERO);
    for p in payments {
        if let Some(v) = net.0.get_mut(p.to.0) {
            *v = *v + p.amount;
        }
        if let Some(v) = net.0.get_mut(p.from.0) {
            *v = *v - p.amount;
        }
    }
    net
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PlayerCount;

    fn scores(values: &[i64]) -> ByPlayer<Points> {
        ByPlayer(values.iter().map(|&v| Points(v)).collect())
    }

    #[test]
    fn east_pays_double_to_the_winner_and_on_every_difference() {
        let seats = Seating::first(PlayerCount::Four, None);
        let payments = settle(&seats, &scores(&[80, 84, 208, 416]), Some(PlayerId(1)));
        let find = |from: usize, to: usize| {
            payments
                .iter()
                .find(|p| p.from == PlayerId(from) && p.to == PlayerId(to))
                .map(|p| p.amount.0)
        };
        assert_eq!(find(0, 1), Some(168));
        assert_eq!(find(2, 1), Some(84));
        assert_eq!(find(3, 1), Some(84));
        assert_eq!(find(0, 3), Some(672));
        assert_eq!(find(2, 3), Some(208));
        assert_eq!(find(0, 2), Some(256));
        assert_eq!(payments.len(), 6);
    }

    #[test]
    fn an_east_winner_is_paid_double_by_everyone() {
        let seats = Seating::first(PlayerCount::Four, None);
        let payments = settle(&seats, &scores(&[100, 0, 0, 0]), Some(PlayerId(0)));
        let net = net(&payments, PlayerCount::Four);
        assert_eq!(net.0, scores(&[600, -200, -200, -200]).0);
    }

    #[test]
    fn no_winner_hands_settle_every_difference_with_east_double() {
        // Seed 000 §3.10: Jenny (East) 2, Jane 4, Fred 8, Bob 64.
        let seats = Seating::first(PlayerCount::Four, None);
        let payments = settle(&seats, &scores(&[2, 4, 8, 64]), None);
        assert_eq!(
            net(&payments, PlayerCount::Four).0,
            scores(&[-140, -60, -40, 240]).0
        );
    }

    #[test]
    fn three_players_settle_as_four_with_one_fewer() {
        let seats = Seating::first(PlayerCount::Three, None);
        let payments = settle(&seats, &scores(&[10, 50, 30]), Some(PlayerId(1)));
        // Winner South 50: East pays 100, West 50; West (30) and East (10) settle 20 × 2.
        assert_eq!(
            net(&payments, PlayerCount::Three).0,
            scores(&[-140, 150, -10]).0
        );
    }

    #[test]
    fn two_player_winner_pays_back_a_higher_losing_score() {
        // Seed 000 §3.12: winner 320, loser 416 → winner +224.
        let seats = Seating::first(PlayerCount::Two, None);
        let payments = settle(&seats, &scores(&[416, 320]), Some(PlayerId(1)));
        assert_eq!(net(&payments, PlayerCount::Two).0, scores(&[-224, 224]).0);
        assert_eq!(payments.len(), 1, "one net payment");
    }

    #[test]
    fn a_loser_with_more_than_twice_the_winners_score_is_paid_by_the_winner() {
        let seats = Seating::first(PlayerCount::Two, None);
        let payments = settle(&seats, &scores(&[100, 500]), Some(PlayerId(0)));
        assert_eq!(net(&payments, PlayerCount::Two).0, scores(&[-300, 300]).0);
    }

    #[test]
    fn the_dreamer_neither_pays_nor_receives() {
        let seats = Seating::first(PlayerCount::Five, None);
        let payments = settle(&seats, &scores(&[80, 84, 208, 416, 999]), Some(PlayerId(1)));
        let net = net(&payments, PlayerCount::Five);
        assert_eq!(net.0, scores(&[-1096, 336, -36, 796, 0]).0);
    }
}
