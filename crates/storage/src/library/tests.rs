use super::*;
use crate::MemoryStore;
use engine::setup::MatchSetup;
use engine::sheet::{HandRecord, Match};
use engine::RuleSet;

const NOW: &str = "2026-11-22T10:00:00Z";

fn plain(names: &[&str]) -> Match {
    Match::new(MatchSetup::new(names), RuleSet::bmja())
}

fn game(names: &[&str]) -> ScoredMatch {
    ScoredMatch::new(plain(names)).unwrap()
}

#[test]
fn schema_one_is_moved_into_the_new_layout_with_its_draft() {
    let mut store = MemoryStore::default();
    store
        .set(
            V1_MATCH_KEY,
            include_str!("../../tests/fixtures/v1-match.json"),
        )
        .unwrap();
    store
        .set(
            V1_DRAFT_KEY,
            include_str!("../../tests/fixtures/v1-draft.json"),
        )
        .unwrap();
    let (mut library, notices) = Library::open(store, NOW);
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(library.matches.len(), 1);
    let summary = library.matches[0].clone();
    assert_eq!(summary.players, ["Rod", "Bill", "Ben", "Jack"]);
    assert_eq!(
        (summary.hands, summary.leader.as_deref()),
        (1, Some("Jack"))
    );
    assert_eq!(library.current, Some(summary.id));
    let game = library.load(summary.id).unwrap();
    let sheet = game.sheet();
    assert_eq!(sheet.rows[0].changes.0, [-109_600, 33_600, -3_600, 79_600]);
    let draft = library.load_draft(summary.id).unwrap();
    assert_eq!(draft.record.entries[0].counts().unwrap().flowers, 1);
    assert!(library.store().get(V1_MATCH_KEY).is_none());
    assert!(library.store().get(V1_DRAFT_KEY).is_none());
}

#[test]
fn matches_survive_a_reopen() {
    let (mut library, _) = Library::open(MemoryStore::default(), NOW);
    let id = library.create("Tuesday", &game(&["A", "B"]), NOW).unwrap();
    let mut g = plain(&["A", "B"]);
    g.hands.push(HandRecord {
        entries: vec![Default::default(); 2],
        ..HandRecord::default()
    });
    let g = ScoredMatch::new(g).unwrap();
    library.save(id, &g, "2026-11-22T11:00:00Z").unwrap();
    let (mut again, notices) = Library::open(library.store, NOW);
    assert!(notices.is_empty());
    assert_eq!(again.current, Some(id));
    assert_eq!(again.matches[0].name, "Tuesday");
    assert_eq!(again.matches[0].hands, 1);
    assert_eq!(again.load(id).unwrap(), g);
}

#[test]
fn an_unreadable_match_is_kept_aside_never_deleted() {
    let (mut library, _) = Library::open(MemoryStore::default(), NOW);
    let id = library.create("Tuesday", &game(&["A", "B"]), NOW).unwrap();
    let hostile = format!(
        r#"{{"version":2,"match":{{"setup":{{"names":["<script>alert(1)</script>","{}"],"starting_points":1,"tally":"Points","dreamer":null}},"rules":7,"hands":[]}}}}"#,
        "x".repeat(100_000)
    );
    library.store.set(&match_key(id), &hostile).unwrap();
    let err = library.load(id).unwrap_err();
    assert_eq!(err.name, "Tuesday");
    assert!(library.matches.is_empty());
    assert_eq!(
        library.backups(),
        [(format!("{BACKUP_PREFIX}{}", match_key(id)), hostile)]
    );
}

#[test]
fn an_unreadable_index_is_rebuilt_from_the_matches() {
    let (mut library, _) = Library::open(MemoryStore::default(), NOW);
    let id = library
        .create("Tuesday", &game(&["A", "B", "C"]), NOW)
        .unwrap();
    library.store.set(INDEX_KEY, "{ not json").unwrap();
    let (again, notices) = Library::open(library.store, NOW);
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(again.matches.len(), 1);
    assert_eq!(again.matches[0].id, id);
    assert_eq!(again.backups().len(), 1);
}

#[test]
fn a_full_store_refuses_the_write_and_keeps_what_it_had() {
    let kept = |capacity| {
        let (mut library, _) = Library::open(MemoryStore::with_capacity(capacity), NOW);
        let id = library.create("Tuesday", &game(&["A", "B"]), NOW).unwrap();
        (library, id)
    };
    // Room for the match as created, and a few bytes more: matches are
    // kept compressed, so a longer one is measured, not guessed.
    let (probe, _) = kept(usize::MAX);
    let store = &probe.store;
    let used: usize = store
        .keys()
        .iter()
        .map(|k| k.len() + store.get(k).map_or(0, |v| v.len()))
        .sum();
    let (mut library, id) = kept(used + 10);
    let mut big = plain(&["A", "B"]);
    big.hands = vec![
        HandRecord {
            entries: vec![Default::default(); 2],
            ..HandRecord::default()
        };
        200
    ];
    let big = ScoredMatch::new(big).unwrap();
    assert_eq!(library.save(id, &big, NOW), Err(StoreError::Full));
    let (mut again, _) = Library::open(library.store, NOW);
    assert_eq!(again.load(id).unwrap().game().hands.len(), 0);
}

#[test]
fn a_deleted_match_comes_back_on_undo() {
    let (mut library, _) = Library::open(MemoryStore::default(), NOW);
    let first = library
        .create("First", &game(&["A", "B"]), "2026-11-01T10:00:00Z")
        .unwrap();
    let second = library
        .create("Second", &game(&["C", "D"]), "2026-11-02T10:00:00Z")
        .unwrap();
    library.save_draft(first, Some(&Draft::default())).unwrap();
    let (deleted, saved) = library.delete(first, NOW).unwrap();
    assert_eq!(deleted, "First");
    assert_eq!(saved, Ok(()));
    assert_eq!(library.matches.len(), 1);
    assert!(library.load_draft(first).is_none());
    library.restore(first).unwrap();
    let ids: Vec<u64> = library.matches.iter().map(|m| m.id).collect();
    assert_eq!(ids, [second, first]);
    assert!(library.load_draft(first).is_some());
}

#[test]
fn renaming_needs_a_name() {
    let (mut library, _) = Library::open(MemoryStore::default(), NOW);
    let id = library.create("First", &game(&["A", "B"]), NOW).unwrap();
    assert_eq!(library.rename(id, "  "), Err(RenameError::Blank));
    library.rename(id, " Club night ").unwrap();
    assert_eq!(library.matches[0].name, "Club night");
}

#[test]
fn unreadable_presets_are_kept_aside() {
    let mut store = MemoryStore::default();
    store.set(PRESETS_KEY, "[1, 2").unwrap();
    let (library, notices) = Library::open(store, NOW);
    assert_eq!(notices.len(), 1);
    assert_eq!(library.backups().len(), 1);
}

#[test]
fn a_new_build_is_noticed_once() {
    let (mut library, _) = Library::open(MemoryStore::default(), NOW);
    assert_eq!(
        library.note_build("1.0+a"),
        None,
        "a first visit is no update"
    );
    assert_eq!(library.note_build("1.0+a"), None);
    assert_eq!(library.note_build("1.0+b"), Some("1.0+a".into()));
    assert_eq!(library.note_build("1.0+b"), None);
}

#[test]
fn the_bin_survives_a_reopen_and_empties_itself_after_thirty_days() {
    let (mut library, _) = Library::open(MemoryStore::default(), NOW);
    let id = library.create("First", &game(&["A", "B"]), NOW).unwrap();
    library
        .delete(id, "2026-11-22T10:00:00Z")
        .unwrap()
        .1
        .unwrap();
    let (mut again, _) = Library::open(library.store, "2026-12-20T10:00:00Z");
    assert_eq!(again.bin.len(), 1, "28 days on it is still there");
    assert!(again.matches.is_empty());
    again.restore(id).unwrap();
    assert_eq!(again.load(id).unwrap(), game(&["A", "B"]));
    again.delete(id, "2026-11-22T10:00:00Z").unwrap().1.unwrap();
    let (later, _) = Library::open(again.store, "2026-12-23T10:00:00Z");
    assert!(later.bin.is_empty(), "31 days on it is gone");
    assert!(later.store.get(&match_key(id)).is_none());
}

#[test]
fn emptying_the_bin_deletes_its_matches_for_good() {
    let (mut library, _) = Library::open(MemoryStore::default(), NOW);
    let id = library.create("First", &game(&["A", "B"]), NOW).unwrap();
    library.delete(id, NOW).unwrap().1.unwrap();
    library.empty_bin().unwrap();
    assert!(library.bin.is_empty());
    assert!(library.store.get(&match_key(id)).is_none());
}

#[test]
fn a_write_of_the_librarys_own_that_is_refused_is_kept_to_be_told_once() {
    let (mut library, _) = Library::open(MemoryStore::default(), NOW);
    library.create("First", &game(&["A", "B"]), NOW).unwrap();
    let mut store = library.store;
    store.set(INDEX_KEY, "{ broken").unwrap();
    let size = |k: &String| k.len() + store.get(k).map_or(0, |v| v.len());
    let used: usize = store.keys().iter().map(size).sum();
    let mut full = MemoryStore::with_capacity(used);
    for key in store.keys() {
        full.set(&key, &store.get(&key).unwrap()).unwrap();
    }
    let (mut again, kept_aside) = Library::open(full, NOW);
    assert_eq!(kept_aside.len(), 1, "the unreadable list is reported");
    assert_eq!(again.matches.len(), 1, "and rebuilt all the same");
    assert_eq!(again.store.get(INDEX_KEY).as_deref(), Some("{ broken"));
    assert_eq!(again.take_unsaved(), Some(StoreError::Full));
    assert_eq!(again.take_unsaved(), None, "told once");
}

#[test]
fn a_visit_that_keeps_nothing_leaves_only_keys_keeping_nothing() {
    let keeping_nothing = |store: &MemoryStore| {
        store
            .keys()
            .iter()
            .all(|k| KEEPING_NOTHING.contains(&k.as_str()))
    };
    let (library, notices) = Library::open(MemoryStore::default(), NOW);
    assert!(notices.is_empty(), "{notices:?}");
    assert!(keeping_nothing(&library.store));
    let (mut library, _) = Library::open(library.store, NOW);
    library
        .create("Friday", &game(&["A", "B", "C", "D"]), NOW)
        .unwrap();
    assert!(!keeping_nothing(&library.store));
}
