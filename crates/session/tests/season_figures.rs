//! The figures kept beside each match for the season: written with every
//! write of the match, gone with it, never believed once the match's text
//! has changed behind them, read again and kept when missing, and the
//! season read from them the same as the season read from the matches
//! themselves. Run with `--nocapture` for what they take in storage.

use crate::common;

use crate::dealt;

use common::table::{clock, enter_win, play_win, playing, session};
use dealt::Draw;
use engine::form::{Change, TickField};
use engine::presets::Presets;
use engine::rules::RuleSet;
use engine::season::{season, MatchFigures, NameLinks, Season, SeasonFilter};
use engine::setup::MatchSetup;
use engine::sheet::{HandRecord, Match, ScoredMatch};
use engine::{PlayerId, Wind};
use proptest::prelude::*;
use serde_json::json;
use session::{Checked, Duplicates, Session};
use storage::export::read_import;
use storage::library::{figures_key, is_figures_key, match_key, Figures, Library};
use storage::{KeyValue, MemoryStore};

/// The build the tests' sessions say they are (`common::table::session`).
const BUILD: &str = "test";

fn library(store: &MemoryStore) -> Library<MemoryStore> {
    let (mut library, _) = Library::open(store.clone(), &clock());
    library.note_build(BUILD);
    library
}

/// Each listed match's figures, read from the match itself, as the season
/// read them before any were kept.
fn from_the_matches(store: &MemoryStore) -> Vec<MatchFigures> {
    let library = library(store);
    let read = |s: &storage::Summary| {
        let game = library.read(s.id).expect("a readable match");
        MatchFigures::of(s.id, &s.name, &s.created, &game)
    };
    library.matches.iter().map(read).collect()
}

/// Each listed match's figures as kept beside it: none where any is missing
/// or not believed.
fn as_kept(store: &MemoryStore) -> Option<Vec<MatchFigures>> {
    let library = library(store);
    let kept = |s| match library.figures(s)? {
        Figures::Kept(figures) => Some(figures),
        Figures::Read(..) => None,
    };
    library.matches.iter().map(kept).collect()
}

fn standings(figures: &[MatchFigures]) -> Season {
    let filter = SeasonFilter::default();
    season(
        figures.iter(),
        &NameLinks::default(),
        &filter,
        &Presets::default(),
    )
}

/// The season the session reads, each match's figures as plain values.
fn read_by(s: &Session<MemoryStore>) -> Vec<MatchFigures> {
    let kept = s.kept_figures();
    assert_eq!(kept.unreadable, 0);
    kept.figures.iter().map(|f| f.as_ref().clone()).collect()
}

#[test]
fn every_write_of_the_session_keeps_figures_the_season_believes() {
    let mut s = playing();
    let first = s.current().unwrap();
    play_win(&mut s, 0);
    play_win(&mut s, 2);
    assert_eq!(
        as_kept(s.store()),
        Some(from_the_matches(s.store())),
        "hands recorded"
    );

    s.correct_hand(1);
    s.change_form(PlayerId(2), Change::Tick(TickField::DeclaresMahJong, false));
    enter_win(&mut s, 3);
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
    let corrected = from_the_matches(s.store());
    assert_eq!(
        corrected[0].players[3].hands_won, 1,
        "the correction counts"
    );
    assert_eq!(as_kept(s.store()), Some(corrected), "a correction");

    s.rename_match(first, "Renamed").unwrap();
    let setup = MatchSetup::new(&["Ann", "Rod", "Bea", "Cy"]);
    s.start_match("Second", setup, RuleSet::bmja()).unwrap();
    play_win(&mut s, 1);
    s.close_match();
    let kept = as_kept(s.store()).expect("every match's figures believed");
    assert_eq!(kept, from_the_matches(s.store()));
    assert!(
        kept.iter().any(|f| f.name == "Renamed"),
        "the name is the list's"
    );
    assert_eq!(read_by(&session(s.store().clone())), kept);
}

#[test]
fn a_match_imported_or_restored_has_its_figures_written_afresh() {
    let mut s = playing();
    play_win(&mut s, 3);
    let file = s.export_everything();
    assert!(!file.contains("figures"), "figures are not backed up");
    let mut fresh = session(MemoryStore::default());
    fresh.import(read_import(&file).unwrap(), Duplicates::Skip);
    fresh.close_match();
    let kept = as_kept(fresh.store()).expect("written with the match");
    assert_eq!(kept.len(), 1);
    assert_eq!(kept, from_the_matches(fresh.store()));
}

#[test]
fn missing_or_stale_figures_are_read_from_the_matches_and_kept_again() {
    let mut s = playing();
    let first = s.current().unwrap();
    play_win(&mut s, 0);
    let setup = MatchSetup::new(&["Ann", "Rod", "Bea", "Cy"]);
    s.start_match("Second", setup, RuleSet::bmja()).unwrap();
    let second = s.current().unwrap();
    play_win(&mut s, 1);
    s.close_match();
    let mut store = s.store().clone();
    // As the benchmark writes matches, or a build before the figures: none.
    store.remove(&figures_key(first)).unwrap();
    // And a build before them writes the second match again, behind its figures.
    let mut game = library(&store).read(second).unwrap().game().clone();
    game.hands.push(common::win_for(4, 3));
    let json = json!({"version": 4, "match": game}).to_string();
    store.set(&match_key(second), &json).unwrap();
    assert_eq!(as_kept(&store), None);

    let mut s = session(store);
    let read = read_by(&s);
    assert_eq!(read, from_the_matches(s.store()));
    assert_eq!(
        read.iter().map(|f| f.players[3].hands_won).sum::<usize>(),
        1
    );
    s.keep_figures();
    assert_eq!(as_kept(s.store()), Some(read), "kept for the next visit");
}

#[test]
fn figures_written_by_another_tab_are_not_followed() {
    let mut s = playing();
    play_win(&mut s, 0);
    let id = s.current().unwrap();
    let before = read_by(&s);
    let kept = s.store().get(&figures_key(id)).unwrap();
    s.follow(&figures_key(id), Some(&kept));
    s.follow(&figures_key(id), None);
    assert_eq!(s.notice(), None);
    assert_eq!(read_by(&s), before);
}

/// One dealt hand: by tiles `tiles` times in a hundred, otherwise by counts.
fn dealt_hand(d: &mut Draw, tiles: usize) -> HandRecord {
    serde_json::from_value(dealt::hand(d, tiles)).expect("a hand's shape")
}

/// A match of up to `hands` dealt hands among four of the club, every hand
/// one the sheet takes.
fn dealt_match(seed: u64, hands: usize) -> ScoredMatch {
    const CLUB: [&str; 6] = ["Margaret", "Chris", "Liz", "Jon", "margaret ", "Ann"];
    let mut d = Draw(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let first = d.below(3);
    let players: Vec<&str> = CLUB[first..first + 4].to_vec();
    let setup = MatchSetup::new(&players);
    let mut game = Match::new(setup.clone(), RuleSet::bmja());
    for _ in 0..hands {
        let record = dealt_hand(&mut d, 60);
        let mut alone = Match::new(setup.clone(), RuleSet::bmja());
        alone.hands.push(record.clone());
        if ScoredMatch::new(alone).is_ok() {
            game.hands.push(record);
        }
    }
    ScoredMatch::new(game).expect("every hand taken alone is taken in the match")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn the_season_from_kept_figures_is_the_season_from_the_matches(
        seeds in prop::collection::vec((any::<u64>(), 0usize..40), 1..6),
    ) {
        let (mut library, _) = Library::open(MemoryStore::default(), &clock());
        library.note_build(BUILD);
        for (i, (seed, hands)) in seeds.iter().enumerate() {
            let created = format!("2026-0{}-1{i}T19:30:00Z", 1 + i % 9);
            library.adopt(&format!("Night {i}"), &created, &dealt_match(*seed, *hands), &clock()).unwrap();
        }
        let store = library.store().clone();
        let kept = as_kept(&store).expect("every match's figures believed");
        let read = from_the_matches(&store);
        prop_assert_eq!(&kept, &read);
        prop_assert_eq!(standings(&kept), standings(&read));
        let mut s = session(store);
        s.close_match();
        prop_assert_eq!(read_by(&s), read);
    }
}

/// What the figures add to a 60-hand match's place in storage.
#[test]
fn the_figures_of_a_sixty_hand_match_are_small_beside_it() {
    let (mut library, _) = Library::open(MemoryStore::default(), &clock());
    library.note_build(BUILD);
    let id = library
        .create("Club", &dealt_match(7, 60), &clock())
        .unwrap();
    let store = library.store();
    let units = |key: &str| key.len() + store.get(key).map_or(0, |v| v.encode_utf16().count());
    let (kept, game) = (units(&figures_key(id)), units(&match_key(id)));
    println!("a 60-hand match: {game} characters kept; its figures {kept} more (one byte each in WebKit)");
    assert!(is_figures_key(&figures_key(id)));
    assert!(kept < game / 4, "{kept} beside {game}");
}
