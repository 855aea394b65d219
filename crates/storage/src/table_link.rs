//! A club night's table link as the app makes it (docs/rules.md §13.3): the table's
//! set-up in as few bytes as it goes, so that its QR code has few modules
//! and a camera reads it across a table. The rules are left out when they
//! are BMJA's, which every tablet knows, and are otherwise only what
//! differs from BMJA; the night's id is packed from its hex digits and the
//! round's start from its digits. The bytes end with their CRC-32 and go
//! after `#` as decimal digits (`storage::link::digits_fragment`).
//!
//! Links of the first version (the set-up as gzipped JSON,
//! `storage::export::read_table`) still open.

mod packed;

use crate::export::TableLinkProblem;
use crate::link::{digits_fragment, read_fragment, Fragment, LinkProblem};
use engine::money::Tally;
use engine::night::{NightTable, Round, RoundEnd, Table, TableSetup};
use engine::rules::RuleSet;
use engine::setup::MatchSetup;
use engine::PlayerId;
use packed::{Packer, Unpacker};
use serde_json::Value;

/// The layout of the set-up's bytes this build writes (the first version
/// of a table's link was JSON).
const LAYOUT: u8 = 2;

/// What a table's link holds, opened as far as it can be at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableOpened {
    /// The set-up, read and checked.
    Ready(Box<TableSetup>),
    /// A link of the first version: gzip of the set-up as JSON, to be
    /// opened (the browser's `DecompressionStream`) and read by
    /// `storage::export::read_table`.
    Gzipped(Vec<u8>),
}

/// The part after `#` of a table's link.
///
/// ```
/// use engine::night::{NightEntry, Round, RoundEnd, Table};
/// use engine::rules::RuleSet;
/// use storage::table_link::{open_table, table_fragment, TableOpened};
/// let entry = NightEntry {
///     name: "Tuesday".into(),
///     players: "Ann\nBob\nCat\nDan\nEve\nFay\nGus\nHal\n".into(),
///     ..NightEntry::default()
/// };
/// let night = entry.draw_up(("BMJA", &RuleSet::bmja()), 7, "now").unwrap();
/// let setup = night.table_setup(Round::FIRST, Table::FIRST).unwrap();
/// let fragment = table_fragment(&setup);
/// assert!(fragment.starts_with("2."));
/// assert_eq!(open_table(&fragment), Ok(TableOpened::Ready(Box::new(setup))));
/// ```
pub fn table_fragment(setup: &TableSetup) -> String {
    digits_fragment(&packed_setup(setup))
}

/// What a table's link holds (the part after `#`, with or without it).
pub fn open_table(fragment: &str) -> Result<TableOpened, TableLinkProblem> {
    match read_fragment(fragment).map_err(TableLinkProblem::Link)? {
        Fragment::Base64(gzipped) => Ok(TableOpened::Gzipped(gzipped)),
        Fragment::Digits(bytes) => unpacked_setup(&bytes).map(|s| TableOpened::Ready(Box::new(s))),
    }
}

/// The set-up's bytes, its CRC-32 at the end.
fn packed_setup(setup: &TableSetup) -> Vec<u8> {
    let mut out = Packer::default();
    out.byte(LAYOUT);
    let table = &setup.table;
    out.night_id(&table.night);
    out.text(&table.name);
    out.byte(table.round.number());
    out.byte(table.table.number());
    out.number(match table.round_end {
        RoundEnd::Hands(hands) => u64::from(hands) << 1,
        RoundEnd::Minutes(minutes) => u64::from(minutes) << 1 | 1,
    });
    out.time(table.started.as_deref());
    let players = &setup.setup;
    out.signed(players.starting_points);
    out.json(&players.tally, &points());
    out.number(players.dreamer.map_or(0, |PlayerId(p)| p as u64 + 1));
    out.number(players.names.len() as u64);
    players.names.iter().for_each(|name| out.text(name));
    out.json(&setup.rules, &bmja());
    out.sealed()
}

/// The set-up the bytes hold, checked as a new match's is.
fn unpacked_setup(bytes: &[u8]) -> Result<TableSetup, TableLinkProblem> {
    let mut bytes = Unpacker::unsealed(bytes)?;
    let layout = bytes.byte()?;
    if layout != LAYOUT {
        return Err(TableLinkProblem::Newer(u32::from(layout)));
    }
    let setup = read_setup(&mut bytes)?;
    let problems = setup.setup.problems_as_kept();
    if !problems.is_empty() {
        return Err(TableLinkProblem::Setup(problems));
    }
    if !setup.names_a_table() {
        return Err(TableLinkProblem::NoSuchTable);
    }
    Ok(setup)
}

/// The set-up's fields, in the order [`packed_setup`] writes them.
fn read_setup(bytes: &mut Unpacker) -> Result<TableSetup, TableLinkProblem> {
    let night = bytes.night_id()?;
    let name = bytes.text()?;
    let (round, table) = (Round::new(bytes.byte()?), Table::new(bytes.byte()?));
    let (Some(round), Some(table)) = (round, table) else {
        return Err(TableLinkProblem::NoSuchTable);
    };
    let end = bytes.number()?;
    let length = u16::try_from(end >> 1).map_err(|_| changed())?;
    let round_end = match end & 1 {
        0 => RoundEnd::Hands(length),
        _ => RoundEnd::Minutes(length),
    };
    let started = bytes.time()?;
    let starting_points = bytes.signed()?;
    let tally = bytes.json(&points())?;
    let dreamer = match bytes.number()? {
        0 => None,
        p => Some(PlayerId(usize::try_from(p - 1).map_err(|_| changed())?)),
    };
    let count = bytes.number()?;
    let names = (0..count)
        .map(|_| bytes.text())
        .collect::<Result<Vec<String>, _>>()?;
    let rules = bytes.json(&bmja())?;
    bytes.done()?;
    Ok(TableSetup {
        table: NightTable {
            night,
            name,
            round,
            table,
            round_end,
            started,
        },
        setup: MatchSetup {
            names,
            starting_points,
            tally,
            dreamer,
        },
        rules,
    })
}

/// Bytes that do not read: changed on the link's way, since their CRC-32
/// was checked (or written by another program).
fn changed() -> TableLinkProblem {
    TableLinkProblem::Link(LinkProblem::Changed)
}

/// A tally in points as JSON: what a set-up's tally is written against.
fn points() -> Value {
    serde_json::to_value(Tally::Points).unwrap_or_default()
}

/// BMJA's rules as JSON: what a set-up's rules are written against.
fn bmja() -> Value {
    serde_json::to_value(RuleSet::bmja()).unwrap_or_default()
}

#[cfg(test)]
mod tests;
