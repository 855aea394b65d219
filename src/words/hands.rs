//! What a hand comes to, in sentences: who gives what to whom
//! (docs/rules.md §7.5), a hand of a match in a line, and what a correction
//! changes in the hands after it.

use super::english::{join_list, player_name, sentence};
use crate::engine::money::Tally;
use crate::engine::seating::Seating;
use crate::engine::sheet::{HandRow, LaterHand, Outcome};
use crate::engine::{PlayerId, Points};

/// One line per player at the table — winner first, then by score, highest
/// first — saying what they give and receive.
pub fn instructions(row: &HandRow, names: &[String], tally: &Tally) -> Vec<String> {
    let order = settle_order(row);
    let name = |p: PlayerId| player_name(names, p);
    let amount = |points: Points| tally.format(tally.units(points));
    order
        .iter()
        .map(|&player| {
            let mut gives = Vec::new();
            let mut receives = Vec::new();
            for &other in &order {
                for p in &row.payments {
                    if p.from == player && p.to == other {
                        gives.push(format!("{} to {}", amount(p.amount), name(other)));
                    }
                    if p.to == player && p.from == other {
                        receives.push(format!("{} from {}", amount(p.amount), name(other)));
                    }
                }
            }
            let who = name(player);
            sentence(match (gives.is_empty(), receives.is_empty()) {
                (true, true) => format!("{who} neither gives nor receives"),
                (false, true) => format!("{who} gives {}", join_list(&gives)),
                (true, false) => format!("{who} receives {}", join_list(&receives)),
                (false, false) => format!(
                    "{who} gives {} and receives {}",
                    join_list(&gives),
                    join_list(&receives)
                ),
            })
        })
        .collect()
}

/// Players at the table who scored: winner first, then highest score first.
fn settle_order(row: &HandRow) -> Vec<PlayerId> {
    let winner = match row.outcome {
        Outcome::Won(w) => Some(w),
        _ => None,
    };
    let mut order: Vec<PlayerId> = row
        .seats
        .at_table()
        .map(|(p, _)| p)
        .filter(|&p| row.limited(p).is_some())
        .collect();
    order.sort_by_key(|&p| (Some(p) != winner, std::cmp::Reverse(row.limited(p)), p));
    order
}

/// One hand of a match in a line: who went out and with what, or that it
/// was drawn, and who was East.
pub fn hand_line(number: usize, row: &HandRow, names: &[String]) -> String {
    let east = player_name(names, row.seats.east());
    let what = match row.outcome {
        Outcome::Won(p) => format!(
            "{} went out with {}",
            player_name(names, p),
            row.limited(p).map_or_else(String::new, |s| s.to_string())
        ),
        Outcome::Drawn => "drawn".to_string(),
        Outcome::ScoredWithoutWinner => "nobody went out, scored by house rule".to_string(),
    };
    format!("Hand {number}: {what}; {east} was East.")
}

/// What a correction changes in a later hand, in words: each player whose
/// seat moves, then each player whose payment changes.
///
/// ```
/// use mahjong_scorer::engine::sheet::LaterHand;
/// use mahjong_scorer::engine::seating::Seating;
/// use mahjong_scorer::engine::{money::Tally, ByPlayer, PlayerCount, PlayerId};
/// use mahjong_scorer::words::later_hand;
/// let before = Seating::first(PlayerCount::Two, None);
/// let mut after = before.clone();
/// after.pass_on();
/// let later = LaterHand { hand: 2, seats_before: before, seats_after: after,
///     changes_before: ByPlayer(vec![-20, 20]), changes_after: ByPlayer(vec![30, -30]) };
/// let names = ["Ann".to_string(), "Bo".to_string()];
/// assert_eq!(later_hand(&later, &names, &Tally::Points),
///     "Hand 2: Ann sits West instead of East, Bo sits East instead of West; \
///      Ann's payment becomes 30 instead of -20, Bo's becomes -30 instead of 20.");
/// ```
pub fn later_hand(later: &LaterHand, names: &[String], tally: &Tally) -> String {
    let players = (0..later.changes_after.len()).map(PlayerId);
    let wind = |s: &Seating, p| s.wind_of(p).map_or("out", |w| w.name());
    let seats: Vec<String> = players
        .clone()
        .filter(|&p| later.seats_before.wind_of(p) != later.seats_after.wind_of(p))
        .map(|p| {
            let (was, now) = (wind(&later.seats_before, p), wind(&later.seats_after, p));
            format!("{} sits {now} instead of {was}", player_name(names, p))
        })
        .collect();
    let payments: Vec<String> = players
        .filter(|&p| later.changes_before[p] != later.changes_after[p])
        .enumerate()
        .map(|(i, p)| {
            let subject = match i {
                0 => "payment becomes",
                _ => "becomes",
            };
            format!(
                "{}'s {subject} {} instead of {}",
                player_name(names, p),
                tally.format(later.changes_after[p]),
                tally.format(later.changes_before[p])
            )
        })
        .collect();
    let parts: Vec<String> = [seats, payments]
        .into_iter()
        .filter(|part| !part.is_empty())
        .map(|part| part.join(", "))
        .collect();
    format!("Hand {}: {}.", later.hand, parts.join("; "))
}
