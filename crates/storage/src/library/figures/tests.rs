use super::*;
use crate::library::{draft_key, encode_draft, Arriving, Draft, V1_MATCH_KEY};
use crate::MemoryStore;
use engine::money::{PointsPerUnit, Tally};
use engine::setup::MatchSetup;
use engine::sheet::{HandRecord, Match};
use engine::RuleValues;
use serde_json::json;

const NOW: &str = "2026-11-22T10:00:00Z";
const BUILD: &str = "1.0+a";

/// A hand that `winner` wins, every other player's sets counted.
fn won_by(players: usize, winner: usize) -> HandRecord {
    let entries: Vec<Value> = (0..players)
        .map(|p| match p == winner {
            true => json!({"Counts": {"role": "MahJong", "sets": [1, 1, 1, 1, 0, 0, 0, 0]}}),
            false => json!({"Counts": {"sets": [0, p % 2, 0, 1, 0, 0, 0, 0]}}),
        })
        .collect();
    serde_json::from_value(json!({ "entries": entries })).expect("a hand's shape")
}

/// A match of four, its hands won by the winners given in turn.
fn played(setup: MatchSetup, rules: RuleSet, winners: &[usize]) -> ScoredMatch {
    let players = setup.names.len();
    let mut game = Match::new(setup, rules);
    game.hands = winners.iter().map(|w| won_by(players, *w)).collect();
    ScoredMatch::new(game).expect("every hand is taken")
}

fn club(winners: &[usize]) -> ScoredMatch {
    let setup = MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]);
    played(setup, RuleSet::bmja(), winners)
}

fn library() -> Library<MemoryStore> {
    let (mut library, _) = Library::open(MemoryStore::default(), NOW);
    library.note_build(BUILD);
    library
}

fn summary(library: &Library<MemoryStore>, id: u64) -> Summary {
    let listed = library.matches.iter();
    let binned = library.bin.iter().map(|b| &b.summary);
    listed.chain(binned).find(|s| s.id == id).cloned().unwrap()
}

/// The figures read from the match itself, as the season read them before
/// any were kept.
fn from_the_match(library: &Library<MemoryStore>, id: u64) -> MatchFigures {
    let s = summary(library, id);
    MatchFigures::of(id, &s.name, &s.created, &library.read(id).unwrap())
}

/// The figures kept beside a match are believed, and are the match's own.
fn kept_as_read(library: &Library<MemoryStore>, id: u64) {
    let read = library.figures(&summary(library, id));
    assert_eq!(read, Some(Figures::Kept(from_the_match(library, id))));
}

#[test]
fn every_write_of_a_match_keeps_its_figures_from_the_same_sheet() {
    let mut library = library();
    let id = library.create("Tuesday", &club(&[0]), NOW).unwrap();
    kept_as_read(&library, id);
    library.save(id, &club(&[0, 2]), NOW).unwrap();
    kept_as_read(&library, id);
    library
        .replace(id, "Tuesday again", &club(&[1, 2, 3]), NOW)
        .unwrap();
    kept_as_read(&library, id);
    let adopted = library.adopt("Imported", NOW, &club(&[3]), NOW).unwrap();
    kept_as_read(&library, adopted);
    library.rename(adopted, "Renamed").unwrap();
    let read = library.figures(&summary(&library, adopted));
    assert!(matches!(read, Some(Figures::Kept(f)) if f.name == "Renamed"));

    let game = club(&[2, 2]);
    let arriving = |game, binned| Arriving {
        name: "From the tablet",
        created: NOW,
        updated: NOW,
        binned,
        game,
    };
    let arrived = library.keep_arrived(arriving(&game, None)).unwrap();
    kept_as_read(&library, arrived);
    let later = club(&[2, 2, 0]);
    let binned = arriving(&later, Some(NOW));
    library.replace_arrived(arrived, binned).unwrap();
    kept_as_read(&library, arrived);
}

#[test]
fn the_match_of_the_first_layout_is_moved_with_its_figures() {
    let mut store = MemoryStore::default();
    let v1 = include_str!("../../../tests/fixtures/v1-match.json");
    store.set(V1_MATCH_KEY, v1).unwrap();
    let (library, _) = Library::open(store, NOW);
    let id = library.matches[0].id;
    assert!(library.store.get(&figures_key(id)).is_some());
    // Kept before the build was noted: read again once by the build.
    let read = library.figures(&library.matches[0]);
    assert_eq!(
        read.map(|f| f.figures_of_match()),
        Some(from_the_match(&library, id))
    );
}

impl Figures {
    fn figures_of_match(self) -> MatchFigures {
        match self {
            Figures::Kept(figures) | Figures::Read(figures, _) => figures,
        }
    }
}

#[test]
fn rules_and_money_of_their_own_come_back_from_the_figures() {
    let mut values = RuleValues::bmja();
    values.limit = 2000;
    values.mah_jong = 10;
    let rules = RuleSet::new(values).unwrap();
    let mut setup = MatchSetup::new(&["Ann", "Bea", "Cy"]);
    setup.tally = Tally::Money {
        ratio: PointsPerUnit::Hundred,
        symbol: "€".into(),
    };
    let mut library = library();
    let id = library
        .create("House", &played(setup, rules.clone(), &[0, 1, 1]), NOW)
        .unwrap();
    kept_as_read(&library, id);
    let Some(Figures::Kept(figures)) = library.figures(&library.matches[0]) else {
        panic!("kept");
    };
    assert_eq!(
        (figures.rules, figures.currency.as_deref()),
        (rules, Some("€"))
    );
    let text = library.store.get(&figures_key(id)).unwrap();
    assert!(text.contains("\"limit\":2000"), "{text}");
    assert!(!text.contains("wall_tile"), "only what differs: {text}");
}

#[test]
fn figures_go_with_their_match() {
    let mut library = library();
    let gone = |library: &Library<MemoryStore>, id| library.store.get(&figures_key(id)).is_none();
    let purged = library.create("Purged", &club(&[0]), NOW).unwrap();
    let emptied = library.create("Emptied", &club(&[1]), NOW).unwrap();
    let expired = library.create("Expired", &club(&[2]), NOW).unwrap();
    let elsewhere = library
        .create("Emptied elsewhere", &club(&[3]), NOW)
        .unwrap();
    library.delete(purged, NOW).unwrap().1.unwrap();
    assert!(!gone(&library, purged), "kept in the bin, to come back");
    library.purge(purged).unwrap();
    assert!(gone(&library, purged));
    library.delete(emptied, NOW).unwrap().1.unwrap();
    library.empty_bin().unwrap();
    assert!(gone(&library, emptied));
    library.forget_arrived(elsewhere).unwrap();
    assert!(gone(&library, elsewhere));
    library.delete(expired, NOW).unwrap().1.unwrap();
    let (library, _) = Library::open(library.store, "2027-01-22T10:00:00Z");
    assert!(gone(&library, expired));
}

#[test]
fn figures_of_a_match_kept_aside_as_unreadable_go() {
    let mut library = library();
    let id = library.create("Broken", &club(&[0]), NOW).unwrap();
    library.store.set(&match_key(id), "{ not a match").unwrap();
    assert_eq!(library.figures(&summary(&library, id)), None);
    assert!(library.load(id).is_err());
    assert!(library.store.get(&figures_key(id)).is_none());
}

#[test]
fn figures_of_another_text_are_not_believed_and_are_kept_again() {
    let mut library = library();
    let id = library.create("Tuesday", &club(&[0, 1]), NOW).unwrap();
    // An earlier build writes the match, as JSON, knowing nothing of figures.
    let other = club(&[3, 3, 3]);
    let json = json!({"version": 4, "match": other.game()}).to_string();
    library.store.set(&match_key(id), &json).unwrap();
    let Some(Figures::Read(figures, unkept)) = library.figures(&summary(&library, id)) else {
        panic!("the match is read again");
    };
    assert_eq!(figures, from_the_match(&library, id));
    assert_eq!(figures.players[3].hands_won, 3);
    library.keep_figures(id, &unkept).unwrap();
    kept_as_read(&library, id);
}

#[test]
fn figures_missing_unreadable_or_read_by_another_build_are_read_again() {
    let mut library = library();
    let id = library.create("Tuesday", &club(&[0, 1]), NOW).unwrap();
    let read_again = |library: &Library<MemoryStore>| {
        let read = library.figures(&summary(library, id));
        assert!(matches!(read, Some(Figures::Read(..))), "{read:?}");
        assert_eq!(
            read.unwrap().figures_of_match(),
            from_the_match(library, id)
        );
    };
    library.note_build("1.0+b");
    read_again(&library);
    library.note_build(BUILD);
    library
        .store
        .set(&figures_key(id), "{ not figures")
        .unwrap();
    read_again(&library);
    library.store.remove(&figures_key(id)).unwrap();
    read_again(&library);
}

#[test]
fn figures_read_before_the_match_changed_are_not_kept() {
    let mut library = library();
    let id = library.create("Tuesday", &club(&[0]), NOW).unwrap();
    library.store.remove(&figures_key(id)).unwrap();
    let Some(Figures::Read(_, unkept)) = library.figures(&summary(&library, id)) else {
        panic!("read from the match");
    };
    library.save(id, &club(&[0, 1]), NOW).unwrap();
    library.keep_figures(id, &unkept).unwrap();
    kept_as_read(&library, id);
}

#[test]
fn stray_figures_are_forgotten_and_nothing_else() {
    let mut library = library();
    let listed = library.create("Listed", &club(&[0]), NOW).unwrap();
    let binned = library.create("Binned", &club(&[1]), NOW).unwrap();
    library.delete(binned, NOW).unwrap().1.unwrap();
    library.save_draft(listed, Some(&Draft::default())).unwrap();
    library.store.set(&figures_key(99), "{}").unwrap();
    library.forget_stray_figures().unwrap();
    let keys = library.store.keys();
    assert!(!keys.contains(&figures_key(99)));
    for key in [figures_key(listed), figures_key(binned), draft_key(listed)] {
        assert!(keys.contains(&key), "{key}");
    }
    assert_eq!(
        library.store.get(&draft_key(listed)),
        Some(encode_draft(&Draft::default()))
    );
}
