//! The score sheet as CSV, for a spreadsheet: every value a plain number
//! (no thousands separators, no currency symbol; money in units with two
//! decimals, the currency named in the header).

use super::{csv_field, number, plain_text};
use crate::player_name;
use engine::money::Tally;
use engine::sheet::{HandRow, Match, Outcome, ScoreSheet};
use engine::PlayerId;

/// The score sheet as CSV: hand, round, East, outcome, goulash or drawn,
/// each player's payment and score; a start row and a total row. Names are
/// quoted, and any that a spreadsheet would take for a formula are made
/// plain text.
pub fn score_sheet_csv(game: &Match, sheet: &ScoreSheet) -> String {
    let names: Vec<String> = game.setup.names.iter().map(|n| plain_text(n)).collect();
    let tally = &game.setup.tally;
    let unit = match tally {
        Tally::Points => String::new(),
        Tally::Money { symbol, .. } => format!(" ({symbol})"),
    };
    let blank = |n: usize| vec![String::new(); n];
    let mut header = ["Hand", "Round", "East", "Outcome", "Goulash or drawn"]
        .map(String::from)
        .to_vec();
    header.extend(names.iter().map(|n| format!("{n} payment{unit}")));
    header.extend(names.iter().map(|n| format!("{n} score")));
    let mut start = vec!["Start".to_string()];
    start.extend(blank(4));
    start.extend(names.iter().map(|_| number(tally, sheet.start)));
    start.extend(blank(names.len()));
    let mut rows = vec![header, start];
    rows.extend(
        sheet
            .rows
            .iter()
            .enumerate()
            .map(|(i, row)| hand_line(i + 1, row, &names, tally)),
    );
    let mut total = vec!["Total".to_string()];
    total.extend(blank(4));
    total.extend(sheet.balances.0.iter().map(|&b| number(tally, b)));
    total.extend(sheet.score_totals.0.iter().map(|s| s.0.to_string()));
    rows.push(total);
    rows.iter()
        .map(|r| r.iter().map(|c| csv_field(c)).collect::<Vec<_>>().join(","))
        .collect::<Vec<_>>()
        .join("\r\n")
        + "\r\n"
}

fn hand_line(hand: usize, row: &HandRow, names: &[String], tally: &Tally) -> Vec<String> {
    let outcome = match row.outcome {
        Outcome::Won(w) => format!("{} went Mah-Jong", player_name(names, w)),
        Outcome::Drawn => "Drawn".into(),
        Outcome::ScoredWithoutWinner => "No winner, scored".into(),
    };
    let marks: Vec<&str> = [
        (row.goulash, "goulash"),
        (row.outcome == Outcome::Drawn, "drawn"),
    ]
    .into_iter()
    .filter_map(|(holds, mark)| holds.then_some(mark))
    .collect();
    let mut line = vec![
        hand.to_string(),
        row.prevailing.name().into(),
        player_name(names, row.seats.east()),
        outcome,
        marks.join(" and "),
    ];
    line.extend(row.changes.0.iter().map(|&c| number(tally, c)));
    line.extend((0..names.len()).map(|p| {
        row.limited(PlayerId(p))
            .map_or(String::new(), |s| s.0.to_string())
    }));
    line
}
