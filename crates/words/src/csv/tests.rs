//! The score sheet's CSV, read back as a spreadsheet reads it.

use super::score_sheet_csv;
use crate::Say;
use engine::form::{HandForm, Role, SetKind};
use engine::money::{PointsPerUnit, Tally};
use engine::setup::MatchSetup;
use engine::sheet::{HandRecord, Match, PlayerEntry, ScoredMatch};
use engine::RuleSet;
use storage::export::{read_import, ImportFault};

/// One hand, won by the player whose name a spreadsheet would take for a
/// formula.
fn played() -> ScoredMatch {
    let mut game = Match::new(
        MatchSetup::new(&["Ann", "=SUM(A1)", "Cy", "Di"]),
        RuleSet::bmja(),
    );
    let mut forms = vec![HandForm::default(); 4];
    forms[1].role = Role::MahJong;
    forms[1].sets.set(SetKind::ALL[0], 3);
    game.hands.push(HandRecord {
        entries: forms.into_iter().map(PlayerEntry::Counts).collect(),
        ..HandRecord::default()
    });
    ScoredMatch::new(game).unwrap()
}

#[test]
fn the_csv_score_sheet_has_every_row_and_no_formulas() {
    let game = played();
    let csv = score_sheet_csv(game.game(), game.sheet());
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "Hand,Round,East,Outcome,Goulash or drawn,Ann payment,\"'=SUM(A1) payment\",Cy payment,Di payment,Ann score,\"'=SUM(A1) score\",Cy score,Di score");
    assert_eq!(lines[1], "Start,,,,,2000,2000,2000,2000,,,,");
    assert_eq!(
        lines[2],
        "1,East,Ann,\"'=SUM(A1) went Mah-Jong\",,-52,104,-26,-26,0,26,0,0"
    );
    assert_eq!(lines[3], "Total,,,,,1948,2104,1974,1974,0,26,0,0");
    assert_eq!(lines.len(), 4);
}

#[test]
fn a_spreadsheet_reads_every_amount_as_a_number_with_the_currency_in_the_header() {
    let game = played();
    let mut m = game.game().clone();
    m.setup.tally = Tally::Money {
        ratio: PointsPerUnit::Hundred,
        symbol: "£".into(),
    };
    m.setup.starting_points = 200_000;
    m.hands.push(HandRecord {
        entries: vec![Default::default(); 4],
        ..HandRecord::default()
    });
    let scored = ScoredMatch::new(m).unwrap();
    let csv = score_sheet_csv(scored.game(), scored.sheet());
    let mut reader = ::csv::Reader::from_reader(csv.as_bytes());
    let header = reader.headers().unwrap().clone();
    assert_eq!(&header[5], "Ann payment (£)");
    let records: Vec<::csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(records.len(), 4, "start, two hands, total");
    for record in &records {
        for field in record.iter().skip(5).filter(|f| !f.is_empty()) {
            field
                .parse::<f64>()
                .unwrap_or_else(|_| panic!("{field} is not a number"));
        }
    }
    assert_eq!(&records[0][5], "2000.00");
    assert_eq!(&records[1][5], "-0.52");
    assert_eq!(&records[2][4], "drawn");
    assert_eq!(&records[3][5], "1999.48");
}

#[test]
fn a_csv_picked_for_import_is_named_as_a_csv() {
    let game = played();
    let csv = score_sheet_csv(game.game(), game.sheet());
    let problems = read_import(&csv).unwrap_err();
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].fault, ImportFault::Csv);
    assert!(
        problems[0]
            .said()
            .to_string()
            .starts_with("file: this is a CSV file"),
        "{}",
        problems[0].said()
    );
}
