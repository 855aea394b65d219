//! A club night's seating plan as CSV: one row per seat.

use super::{csv_field, plain_text};
use crate::player_name;
use engine::night::{NightPlayer, Plan};
use engine::PlayerId;

/// The plan as CSV with the header `round,table,seat,player`: rounds,
/// tables and seats counted from 1, seat 1 East for the table's first
/// hand. `names` are the players' names by number (a missing one shows
/// as "Player 7"); they are quoted where needed, and any that a
/// spreadsheet would take for a formula are made plain text.
///
/// ```
/// use engine::night::{plan_night, OddSize, PlanRequest};
/// use words::csv::night_plan_csv;
/// let plan = plan_night(&PlanRequest { players: 8, rounds: 1, prefer: OddSize::Five, seed: 3 }).unwrap();
/// let csv = night_plan_csv(&plan, &[]);
/// assert!(csv.starts_with("round,table,seat,player\r\n1,1,1,Player "));
/// assert_eq!(csv.lines().count(), 9);
/// ```
pub fn night_plan_csv(plan: &Plan, names: &[String]) -> String {
    let mut rows = vec!["round,table,seat,player".to_string()];
    for (round, tables) in plan.by_round() {
        for (table, seats) in tables.by_table() {
            for (seat, &NightPlayer(player)) in seats.iter().enumerate() {
                let name = csv_field(&plain_text(&player_name(names, PlayerId(player))));
                rows.push(format!("{round},{table},{},{name}", seat + 1));
            }
        }
    }
    rows.join("\r\n") + "\r\n"
}
