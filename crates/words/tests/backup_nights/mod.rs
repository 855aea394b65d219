//! A club night in every backup (SPEC §13, docs/export-format.md): "Export
//! everything" carries the nights, a fresh device importing it shows each
//! night as it was (plan, rounds started, results read, standings), and
//! what cannot come in whole is refused or left out, saying why. By
//! subject: the night whole on another device (`whole.rs`), what is
//! refused or left out (`refused.rs`), a night kept already taking in
//! a file's (`merged.rs`), and a night drawn again for players coming
//! and going (`comings.rs`).

use engine::night::{Night, NightEntry, NightRecord, Round, RoundEnd, Table};
use engine::Wind;
use serde_json::Value;
use session::{Checked, Session};
use storage::export::{read_import, ExportFile};
use storage::MemoryStore;

use crate::common;
mod comings;
mod merged;
mod refused;
mod whole;

use common::table::{enter_win, session, start_club_night};

/// Round `round`, table `table`.
fn at(round: u8, table: u8) -> (Round, Table) {
    (Round::new(round).unwrap(), Table::new(table).unwrap())
}

/// Plays `wins` hands on a session's open match, its first seat winning.
fn play(s: &mut Session<MemoryStore>, wins: usize) {
    for _ in 0..wins {
        s.score_next_hand();
        enter_win(s, 0);
        assert_eq!(s.calculate(Wind::East), Checked::Recorded);
    }
}

/// A table's tablet: starts the table's match, plays `wins` hands and
/// hands the result back as its link holds it.
fn tablet_result(
    organiser: &Session<MemoryStore>,
    night: &str,
    (round, table): (Round, Table),
    wins: usize,
) -> ExportFile {
    let setup = organiser.night(night).unwrap().table_setup(round, table);
    let mut tablet = session(MemoryStore::default());
    tablet.start_table(setup.unwrap(), "A table").unwrap();
    play(&mut tablet, wins);
    read_import(&tablet.match_for_link().unwrap()).unwrap()
}

/// The organiser's device: nine players over two rounds, a match of
/// another day kept beside them; round 1 started, its tables' results
/// read (table 1 played on this device, table 2 by its link), round 2
/// started and its table 1 read.
fn organiser() -> (Session<MemoryStore>, String) {
    let mut s = session(MemoryStore::default());
    start_club_night(&mut s);
    play(&mut s, 1);
    let entry = NightEntry {
        name: "Tuesday".into(),
        players: "Ann\nBob\nCat\nDan\nEve\nFay\nGus\nHal\nIda\n".into(),
        rounds: 2,
        round_end: RoundEnd::Hands(4),
        ..NightEntry::default()
    };
    let night = s.draw_up_night(&entry, "BMJA", 9).unwrap();
    let (first, table) = at(1, 1);
    assert!(s.start_round(&night, first));
    let here = s.night(&night).unwrap().table_setup(first, table).unwrap();
    s.start_table(here, "Round 1, table 1").unwrap();
    play(&mut s, 2);
    let by_link = tablet_result(&s, &night, at(1, 2), 1);
    s.read_result(&night, by_link).unwrap();
    assert!(s.start_round(&night, at(2, 1).0));
    let by_link = tablet_result(&s, &night, at(2, 1), 3);
    s.read_result(&night, by_link).unwrap();
    (s, night)
}

/// A device with nothing kept, but for `matches` matches of its own.
fn fresh(matches: usize) -> Session<MemoryStore> {
    let mut s = session(MemoryStore::default());
    for _ in 0..matches {
        start_club_night(&mut s);
        play(&mut s, 1);
    }
    s
}

/// The hands of the match kept for each of a night's results, by round
/// and table number.
fn results(s: &Session<MemoryStore>, night: &str) -> Vec<((u8, u8), usize)> {
    let kept = s.night(night).unwrap();
    let hands = |id: u64| {
        let summary = s.matches().iter().find(|m| m.id == id).unwrap();
        summary.hands
    };
    let each = kept.results().iter();
    let at = |r: &engine::night::TableRead| (r.round.number(), r.table.number());
    each.map(|r| (at(r), hands(r.id))).collect()
}

/// The ids of the matches kept for a night's results.
fn result_ids(s: &Session<MemoryStore>, night: &str) -> Vec<u64> {
    let kept = s.night(night).unwrap().results();
    kept.iter().map(|r| r.id).collect()
}

/// The night as kept, but for the ids its results are kept under.
fn without_ids(night: &Night) -> NightRecord {
    let mut record = NightRecord::from(night.clone());
    record.results.iter_mut().for_each(|r| r.id = 0);
    record
}

fn as_json(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}
