//! The CSV files players open in a spreadsheet: the score sheet, the
//! season's standings, a club night's plan and standings. They live with
//! the words, not the storage: every heading and every cell that is not a
//! plain number is text a person reads ("Start", "Bill went Mah-Jong",
//! "Net money (£)", "Player 7"), and the storage never writes them
//! anywhere: the screens hand the text to the browser as a download.
//! Every figure is a plain number, so a spreadsheet reads it as one.

mod plan;
mod season;
mod sheet;
mod standings;
#[cfg(test)]
mod tests;

pub use plan::night_plan_csv;
pub use season::season_csv;
pub use sheet::score_sheet_csv;
pub use standings::night_standings_csv;

use engine::money::Tally;

/// A tally amount as a plain number: points, or money in units with two
/// decimals (pence are the tally's units).
fn number(tally: &Tally, units: i64) -> String {
    match tally {
        Tally::Points => units.to_string(),
        Tally::Money { .. } => {
            let sign = if units < 0 { "-" } else { "" };
            let abs = units.unsigned_abs();
            format!("{sign}{}.{:02}", abs / 100, abs % 100)
        }
    }
}

/// A name a spreadsheet might run as a formula gets a leading apostrophe.
fn plain_text(name: &str) -> String {
    if name.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{name}")
    } else {
        name.to_string()
    }
}

/// A field quoted where a comma, quote, line break or apostrophe needs it.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r', '\'']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}
