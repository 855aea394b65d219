//! Room in the browser's storage for a club's years of matches: matches of
//! 60 hands, most entered by tiles, are written packed, read back as they
//! were, and a thousand of them with their index fit in the five million
//! characters a browser keeps for the app, with room to spare. Run with
//! `--nocapture` for the figures.

use engine::rules::RuleSet;
use engine::setup::MatchSetup;
use engine::sheet::{HandRecord, Match, ScoredMatch};
use proptest::prelude::*;
use serde_json::json;
use storage::export::export_for_link;
use storage::library::{match_key, summarize, Library};
use storage::{decode_match, KeyValue, MemoryStore, ReadError};

/// What a browser keeps for the app: 5 MiB. Chromium and Firefox count
/// UTF-16 code units of keys and values against it; WebKit counts bytes,
/// one a character for text all of whose characters are below U+0100 and
/// two for any other (the room flow measures each).
const QUOTA: usize = 5 << 20;

/// What WebKit counts for a text.
fn webkit_bytes(text: &str) -> usize {
    units(text)
        * if text.chars().all(|c| u32::from(c) < 0x100) {
            1
        } else {
            2
        }
}

use crate::dealt;

use dealt::Draw;

/// One hand: by tiles `tiles` times in a hundred, otherwise by counts.
fn hand(d: &mut Draw, tiles: usize) -> HandRecord {
    serde_json::from_value(dealt::hand(d, tiles)).expect("a hand's shape")
}

fn new_match(players: [&str; 4]) -> Match {
    Match::new(MatchSetup::new(&players), RuleSet::bmja())
}

/// A match of `hands` hands for the seed, three in four by tiles: every
/// hand one the sheet takes.
fn club_match(seed: u64, hands: usize) -> ScoredMatch {
    entered(seed, hands, 75)
}

/// A match of `hands` hands, `tiles` in a hundred entered by tiles.
fn entered(seed: u64, hands: usize, tiles: usize) -> ScoredMatch {
    let mut d = Draw(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let players = ["Margaret", "Christopher", "Elizabeth", "Jonathan"];
    let mut game = new_match(players);
    while game.hands.len() < hands {
        let record = hand(&mut d, tiles);
        let mut alone = new_match(players);
        alone.hands.push(record.clone());
        if ScoredMatch::new(alone).is_ok() {
            game.hands.push(record);
        }
    }
    ScoredMatch::new(game).expect("every hand taken alone is taken in the match")
}

/// A match as the library writes it under its key.
fn encode_match(game: &ScoredMatch) -> String {
    let now = "2026-01-01T00:00:00Z";
    let (mut library, _) = Library::open(MemoryStore::default(), now);
    let id = library.create("A match", game, now).expect("kept");
    library.store().get(&match_key(id)).expect("stored")
}

/// A match as every earlier build wrote it: plain JSON.
fn match_json(game: &Match) -> String {
    json!({"version": 4, "match": game}).to_string()
}

/// Characters as the browser counts them: UTF-16 code units.
fn units(text: &str) -> usize {
    text.encode_utf16().count()
}

fn name_and_date(i: u64) -> (String, String) {
    let (year, week) = (2021 + i / 200, i % 200 / 4);
    let date = format!(
        "{year}-{:02}-{:02}T19:30:00Z",
        1 + week / 5 % 12,
        1 + week % 28
    );
    (
        format!("Wednesday club, table {} — {}", i % 4 + 1, &date[..10]),
        date,
    )
}

/// What a store's keys and values come to: in UTF-16 code units, and in
/// the bytes WebKit counts.
fn kept(store: &MemoryStore) -> (usize, usize) {
    store
        .keys()
        .iter()
        .fold((0, 0), |(units_so_far, bytes), key| {
            let value = store.get(key).unwrap_or_default();
            (
                units_so_far + units(key) + units(&value),
                bytes + webkit_bytes(key) + webkit_bytes(&value),
            )
        })
}

/// A club's five years: a thousand 60-hand matches kept by the library as
/// this build writes them, and the same as plain JSON, for the figures.
#[test]
fn a_thousand_matches_of_sixty_hands_fit_with_room_to_spare() {
    let (mut library, _) = Library::open(MemoryStore::default(), "2026-01-01T00:00:00Z");
    let (mut json_total, mut first) = (0, None);
    for i in 0..1000 {
        let game = club_match(i, 60);
        let (name, date) = name_and_date(i);
        let id = library.adopt(&name, &date, &game, &date).expect("kept");
        json_total += units(&match_key(id)) + units(&match_json(game.game()));
        first.get_or_insert((units(&match_json(game.game())), id));
    }
    let store = library.store();
    let (all, webkit) = kept(store);
    let index = units(&store.get("mahjong-scorer.index").unwrap());
    let (json_one, id) = first.unwrap();
    let packed_one = units(&store.get(&match_key(id)).unwrap());
    println!("one 60-hand match: {json_one} characters as JSON, {packed_one} packed");
    println!("the index of 1,000 matches: {index} characters");
    println!(
        "1,000 matches and index: {} characters as JSON, {all} packed, of {QUOTA}",
        json_total + index
    );
    assert!(packed_one * 5 < json_one, "packed to less than a fifth");
    let counted = entered(0, 60, 0);
    let (json, packed) = (match_json(counted.game()), encode_match(&counted));
    println!(
        "one 60-hand match of counts: {} as JSON, {} packed",
        units(&json),
        units(&packed)
    );
    println!("in WebKit, 1,000 matches and index: {webkit} bytes of {QUOTA}");
    assert!(
        all * 2 < QUOTA,
        "{all} characters: less than half the quota"
    );
    // With each match's season figures beside it (about 180 bytes), room
    // for about 520 more 60-hand matches.
    assert!(
        webkit * 10 < QUOTA * 7,
        "{webkit} bytes: under 70% of WebKit's quota"
    );
    let (again, aside) = Library::open(store.clone(), "2026-01-02T00:00:00Z");
    assert!(aside.is_empty());
    assert_eq!(again.matches.len(), 1000);
    let read = again.read(id).expect("the first match reads back");
    assert_eq!(read.game(), club_match(0, 60).game());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Any match comes back from storage as it was, sheet and all.
    #[test]
    fn a_match_comes_back_as_it_was(seed in any::<u64>(), hands in 0usize..70) {
        let game = club_match(seed, hands);
        let read = decode_match(&encode_match(&game)).expect("reads");
        prop_assert_eq!(read.sheet(), game.sheet());
        prop_assert_eq!(read.into_game(), game.into_game());
    }

    /// Whatever is stored under a match's key, reading it gives a match or
    /// says why not: cut short, changed or garbage, never a panic.
    #[test]
    fn stored_text_reads_or_is_refused(seed in any::<u64>(), cut in any::<prop::sample::Index>(), garbage in ".{0,60}") {
        let packed: Vec<char> = encode_match(&club_match(seed, 3)).chars().collect();
        let short: String = packed[..cut.index(packed.len())].iter().collect();
        prop_assert!(matches!(decode_match(&short), Err(ReadError::Unreadable(_))));
        let spliced: String = packed[..2].iter().copied().chain(garbage.chars()).collect();
        prop_assert!(decode_match(&spliced).is_err());
        prop_assert!(decode_match(&garbage).is_err());
    }
}

/// Every match kept today is JSON, and reads as before.
#[test]
fn a_match_kept_as_json_still_reads() {
    let game = club_match(7, 20);
    let read = decode_match(&match_json(game.game())).expect("reads");
    assert_eq!(read.into_game(), game.into_game());
    let v3 = decode_match(include_str!("fixtures/v3-match.json")).expect("reads");
    assert_eq!(v3.game().hands.len(), 1);
}

/// The file the room flow imports: a 60-hand club match, as a link writes
/// it. `BLESS=1` writes it again.
#[test]
fn the_room_flow_imports_a_club_match() {
    let game = club_match(1, 60);
    let (name, date) = name_and_date(1);
    let summary = summarize(1, &name, &date, &date, &game);
    let file = export_for_link(&summary, game.game(), &date) + "\n";
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/club-match-60.json"
    );
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(path, &file).expect("written");
    }
    assert_eq!(std::fs::read_to_string(path).ok(), Some(file));
}
