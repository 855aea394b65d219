//! What a club night's table link carried in its first version: the
//! table's set-up as JSON, named as this app's so that no other text is
//! taken for one, read back with the checks a new match has. Links made
//! since hold the shorter set-up of `storage::table_link`; these still open.

use crate::link::LinkProblem;
use engine::night::TableSetup;
use engine::setup::SetupProblem;
use serde::{Deserialize, Serialize};

/// The name a table's set-up carries.
pub const TABLE_FORMAT: &str = "mahjong-scorer-table";

/// The version of the table's set-up as JSON.
const TABLE_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct TableFile {
    format: String,
    version: u32,
    #[serde(flatten)]
    setup: TableSetup,
}

/// Why a table's link cannot start its match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableLinkProblem {
    /// Not a table's set-up this app wrote: the JSON reader's account.
    NotATable(String),
    /// Written by a newer version of the app.
    Newer(u32),
    /// The set-up does not make a match.
    Setup(Vec<SetupProblem>),
    /// No round or table 0.
    NoSuchTable,
    /// The link itself cannot be read.
    Link(LinkProblem),
}

/// A table's set-up as JSON on one line, as links of the first version
/// held it (gzipped, in Base64): what [`read_table`] reads. Only the tests
/// write one now, to show that such links still open.
#[cfg(test)]
pub(crate) fn table_for_link(setup: &TableSetup) -> String {
    let file = TableFile {
        format: TABLE_FORMAT.into(),
        version: TABLE_VERSION,
        setup: setup.clone(),
    };
    serde_json::to_string(&file).unwrap_or_default()
}

/// The set-up a table's link holds, checked as a new match is.
pub fn read_table(text: &str) -> Result<TableSetup, TableLinkProblem> {
    let file: TableFile =
        serde_json::from_str(text).map_err(|e| TableLinkProblem::NotATable(e.to_string()))?;
    if file.format != TABLE_FORMAT {
        return Err(TableLinkProblem::NotATable(file.format));
    }
    if file.version > TABLE_VERSION {
        return Err(TableLinkProblem::Newer(file.version));
    }
    let problems = file.setup.setup.problems_as_kept();
    if !problems.is_empty() {
        return Err(TableLinkProblem::Setup(problems));
    }
    if !file.setup.names_a_table() {
        return Err(TableLinkProblem::NoSuchTable);
    }
    Ok(file.setup)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::night::{NightEntry, Round, Table};
    use engine::rules::RuleSet;

    fn setup() -> TableSetup {
        let entry = NightEntry {
            name: "Tuesday".into(),
            players: (1..=9).map(|n| format!("P{n}\n")).collect(),
            ..NightEntry::default()
        };
        let night = entry.draw_up(("BMJA", &RuleSet::bmja()), 5, "now").unwrap();
        night
            .table_setup(Round::FIRST, Table::new(2).unwrap())
            .unwrap()
    }

    #[test]
    fn a_tables_set_up_comes_back_from_its_link_text() {
        let text = table_for_link(&setup());
        assert!(text.starts_with(r#"{"format":"mahjong-scorer-table","version":1,"#));
        assert_eq!(read_table(&text), Ok(setup()));
    }

    #[test]
    fn what_is_not_a_tables_set_up_says_why() {
        let text = table_for_link(&setup());
        let other = text.replace(TABLE_FORMAT, "mahjong-scorer");
        assert!(matches!(
            read_table(&other),
            Err(TableLinkProblem::NotATable(_))
        ));
        let newer = text.replace(r#""version":1"#, r#""version":2"#);
        assert_eq!(read_table(&newer), Err(TableLinkProblem::Newer(2)));
        let mut unnamed = setup();
        unnamed.setup.names[0] = " ".into();
        let blank = table_for_link(&unnamed);
        assert!(matches!(
            read_table(&blank),
            Err(TableLinkProblem::Setup(_))
        ));
        let table_0 = text.replace(r#""table":2"#, r#""table":0"#);
        assert_ne!(table_0, text);
        assert!(matches!(
            read_table(&table_0),
            Err(TableLinkProblem::NotATable(_))
        ));
        assert!(matches!(
            read_table("[]"),
            Err(TableLinkProblem::NotATable(_))
        ));
    }
}
