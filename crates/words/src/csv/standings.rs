//! A club night's standings as CSV: one row per player.

use super::{csv_field, plain_text};
use crate::night_screen::table_points;
use crate::{player_name, tenths};
use engine::night::NightStanding;
use engine::PlayerId;

/// The standings as CSV with the header
/// `place,player,tables,net,net_per_table,final_percent,table_points`, in
/// the order given: the net a table rounded to a whole point and the final
/// a percentage with one decimal (both empty for a player who has not
/// played), table points with up to two decimals. Names are quoted
/// where needed, and any that a spreadsheet would take for a formula are
/// made plain text.
pub fn night_standings_csv(lines: &[NightStanding], names: &[String]) -> String {
    let header = "place,player,tables,net,net_per_table,final_percent,table_points";
    let mut rows = vec![header.to_string()];
    for line in lines {
        let name = csv_field(&plain_text(&player_name(names, PlayerId(line.player.0))));
        let percent = line.final_per_mille().map(tenths).unwrap_or_default();
        let per_table = line.net_per_table().map(|n| n.to_string());
        let per_table = per_table.unwrap_or_default();
        rows.push(format!(
            "{},{name},{},{},{per_table},{percent},{}",
            line.place,
            line.tables,
            line.net.0,
            table_points(line.table_points)
        ));
    }
    rows.join("\r\n") + "\r\n"
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::night::NightPlayer;
    use engine::Points;

    #[test]
    fn each_player_has_a_row_with_the_figures_as_plain_numbers() {
        let lines = [
            NightStanding {
                player: NightPlayer(1),
                tables: 2,
                net: Points(630),
                opening: Points(4000),
                closing: Points(4630),
                table_points: 20,
                place: 1,
            },
            NightStanding {
                player: NightPlayer(0),
                place: 2,
                ..NightStanding::default()
            },
        ];
        let names = ["=Rod, the first".to_string(), "Bill".to_string()];
        assert_eq!(
            night_standings_csv(&lines, &names),
            "place,player,tables,net,net_per_table,final_percent,table_points\r\n\
             1,Bill,2,630,315,115.8,0.33\r\n\
             2,\"'=Rod, the first\",0,0,,,0\r\n"
        );
    }
}
