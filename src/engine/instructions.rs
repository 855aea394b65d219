//! Who gives what to whom after a hand (docs/rules.md §7.5), in words.

use crate::engine::money::Tally;
use crate::engine::sheet::{HandRow, Outcome};
use crate::engine::words::{join_list, player_name, sentence};
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
