//! A club's seasons as the club's server holds them, for the club
//! benchmark: `cargo run --release --example club_season -- 1000` prints a
//! JSON array of a thousand match documents, each written by
//! `ClubDoc::to_json` as a device hands it on. Every match has 60 hands,
//! three in four laid out by tiles, four players drawn from a club of
//! twelve, played one a table on club nights over the years by four
//! tablets. The same count always gives the same documents.

use engine::rules::RuleSet;
use engine::setup::MatchSetup;
use engine::sheet::{HandRecord, Match, ScoredMatch};
use serde_json::Value;
use storage::club::{ClubDoc, DeviceId, MatchDoc};

/// The club's members.
const CLUB: [&str; 12] = [
    "Margaret",
    "Christopher",
    "Elizabeth",
    "Jonathan",
    "Ann",
    "Bill",
    "Cyril",
    "Dorothy",
    "Edna",
    "Frank",
    "Gwen",
    "Harold",
];
/// Hands in each match.
const HANDS: usize = 60;
/// Hands in a hundred laid out by tiles.
const BY_TILES: usize = 75;
/// The club's tablets, one a table.
const TABLETS: u64 = 4;

#[path = "../crates/storage/tests/dealt/mod.rs"]
mod dealt;

use dealt::Draw;

/// One hand: by tiles [`BY_TILES`] times in a hundred, otherwise by counts.
fn hand(d: &mut Draw) -> Option<HandRecord> {
    serde_json::from_value(dealt::hand(d, BY_TILES)).ok()
}

/// Four of the club, in their seats.
fn players(d: &mut Draw) -> Vec<&'static str> {
    let mut pool = CLUB.to_vec();
    (0..4).map(|_| pool.remove(d.below(pool.len()))).collect()
}

/// A match of [`HANDS`] hands, each one the sheet takes.
fn club_match(d: &mut Draw) -> ScoredMatch {
    let names = players(d);
    let new_match = || Match::new(MatchSetup::new(&names), RuleSet::bmja());
    let mut game = new_match();
    while game.hands.len() < HANDS {
        let Some(record) = hand(d) else { continue };
        let mut alone = new_match();
        alone.hands.push(record.clone());
        if ScoredMatch::new(alone).is_ok() {
            game.hands.push(record);
        }
    }
    ScoredMatch::new(game).expect("every hand taken alone is taken in the match")
}

/// The `i`th match of the seasons: club nights each Wednesday, four
/// tables a night, each table's tablet numbering its own matches.
fn match_doc(i: u64, d: &mut Draw) -> ClubDoc {
    let tablet = DeviceId::from_random(0x5eed_0000 + u128::from(i % TABLETS));
    let week = i / TABLETS;
    let (year, day) = (2021 + week / 50, week % 50 * 7);
    let date = format!(
        "{year}-{:02}-{:02}T19:30:00Z",
        1 + day / 31 % 12,
        1 + day % 28
    );
    let ended = format!("{}22:15:00Z", &date[..11]);
    ClubDoc::Match(MatchDoc {
        owner: tablet.clone(),
        local: week + 1,
        by: tablet,
        tablet: None,
        name: format!(
            "Wednesday club, table {} — {}",
            i % TABLETS + 1,
            &date[..10]
        ),
        created: date,
        updated: ended,
        binned: None,
        game: club_match(d),
    })
}

fn main() {
    let count: u64 = match std::env::args().nth(1).map(|a| a.parse()) {
        None => 1000,
        Some(Ok(n)) => n,
        Some(Err(_)) => {
            eprintln!("usage: club_season [number of matches]");
            std::process::exit(2);
        }
    };
    let mut d = Draw(0x9E37_79B9_7F4A_7C15);
    let docs: Vec<Value> = (0..count).map(|i| match_doc(i, &mut d).to_json()).collect();
    println!("{}", Value::Array(docs));
}
