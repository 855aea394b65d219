//! The app's commands, driven natively on a store in memory, as the screens
//! drive them in the browser.

use mahjong_scorer::engine::checks::Severity;
use mahjong_scorer::engine::form::{Change, CountField, TickField};
use mahjong_scorer::engine::money::Tally;
use mahjong_scorer::engine::presets::Presets;
use mahjong_scorer::engine::rules::{RuleSet, RuleValues};
use mahjong_scorer::engine::setup::MatchSetup;
use mahjong_scorer::engine::{PlayerId, Wind};
use mahjong_scorer::session::{Checked, Duplicates, Imported, Notice, Screen, Session, Theme};
use mahjong_scorer::storage::export::read_import;
use mahjong_scorer::storage::library::{draft_key, match_key};
use mahjong_scorer::storage::{KeyValue, MemoryStore, StoreError};
use mahjong_scorer::words::later_hand;

mod common;

use common::table::{clock, enter_win, playing, session, start_club_night};

fn play_win(s: &mut Session<MemoryStore>, winner: usize) {
    s.score_next_hand();
    enter_win(s, winner);
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
}

fn hands(s: &Session<MemoryStore>) -> usize {
    s.scored().unwrap().game().hands.len()
}

#[test]
fn a_started_match_is_open_on_its_score_sheet_and_kept() {
    let s = playing();
    assert_eq!(s.screen(), Screen::Sheet);
    assert_eq!(s.matches()[0].name, "Club night");
    let again = session(s.store().clone());
    assert_eq!(again.current(), s.current());
    assert_eq!(again.scored(), s.scored());
}

#[test]
fn recording_a_hand_scores_it_and_saves_it() {
    let mut s = playing();
    s.score_next_hand();
    enter_win(&mut s, 1);
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
    assert_eq!(s.screen(), Screen::Sheet);
    assert_eq!(s.matches()[0].hands, 1);
    let sheet = s.scored().unwrap().sheet();
    assert_eq!(sheet.rows[0].limited(PlayerId(1)).unwrap().0, 26);
    let again = session(s.store().clone());
    assert_eq!(again.scored(), s.scored());
}

#[test]
fn the_hand_being_entered_survives_a_reload_and_another_tab_follows_it() {
    let mut s = playing();
    s.score_next_hand();
    enter_win(&mut s, 2);
    s.select_player(PlayerId(2));
    let again = session(s.store().clone());
    assert_eq!(again.screen(), Screen::Hand);
    assert_eq!(again.hand(), s.hand());
    let mut other = session(s.store().clone());
    s.set_goulash(true);
    let id = s.current().unwrap();
    other.follow(&draft_key(id), s.store().get(&draft_key(id)).as_deref());
    assert!(other.hand().unwrap().draft.record.goulash);
}

#[test]
fn a_hand_the_table_refuses_is_kept_for_fixing() {
    let mut s = playing();
    s.score_next_hand();
    enter_win(&mut s, 1);
    enter_win(&mut s, 2);
    let Checked::Problems(problems) = s.calculate(Wind::East) else {
        panic!("the table checks refuse it");
    };
    assert_eq!(problems[0].severity(), Severity::Refuse);
    assert_eq!(s.screen(), Screen::Hand);
    assert_eq!(hands(&s), 0);
}

#[test]
fn a_draw_is_recorded_only_when_the_table_says_so() {
    let mut s = playing();
    s.score_next_hand();
    let Checked::Problems(problems) = s.calculate(Wind::East) else {
        panic!("nobody won");
    };
    assert_eq!(problems[0].severity(), Severity::Draw);
    assert_eq!(hands(&s), 0);
    assert_eq!(s.record_hand(false, Wind::East), Checked::Recorded);
    assert_eq!(hands(&s), 1);
    s.score_next_hand();
    assert!(
        s.hand().unwrap().draft.record.goulash,
        "a goulash follows a draw"
    );
}

#[test]
fn removing_the_last_hand_gives_back_the_table_before_it() {
    let mut s = playing();
    play_win(&mut s, 1);
    play_win(&mut s, 2);
    s.remove_last_hand();
    assert_eq!(hands(&s), 1);
    assert_eq!(s.matches()[0].hands, 1);
    let next = s.scored().unwrap().next_table();
    assert_eq!(next.seats.east(), PlayerId(1));
}

#[test]
fn a_corrected_hand_is_replayed_at_its_own_table_and_everything_after_moves() {
    let mut s = playing();
    play_win(&mut s, 1);
    play_win(&mut s, 2);
    s.correct_hand(0);
    let hand = s.hand().unwrap();
    assert_eq!(hand.draft.correcting, Some(0));
    assert_eq!(hand.table.seats.east(), PlayerId(0));
    s.change_form(PlayerId(1), Change::Tick(TickField::DeclaresMahJong, false));
    enter_win(&mut s, 0);
    let Checked::LaterHands { later, .. } = s.calculate(Wind::East) else {
        panic!("hand 2 is played at other seats now");
    };
    assert_eq!(later.len(), 1);
    let names = s.scored().unwrap().game().setup.names.clone();
    let said = later_hand(&later[0], &names, &Tally::Points);
    assert!(
        said.starts_with("Hand 2: Rod sits East instead of North, Bill sits South instead of East"),
        "{said}"
    );
    assert_eq!(hands(&s), 2, "nothing changes before the players confirm");
    s.commit_hand(false, Wind::East).unwrap();
    let sheet = s.scored().unwrap().sheet();
    assert_eq!(sheet.rows[0].limited(PlayerId(0)).unwrap().0, 26);
    assert_eq!(
        sheet.rows[1].seats.east(),
        PlayerId(0),
        "East won hand 1, so East stays"
    );
}

#[test]
fn cancelling_a_hand_throws_its_entries_away_until_undone() {
    let mut s = playing();
    s.score_next_hand();
    enter_win(&mut s, 1);
    let entered = s.hand().cloned();
    s.cancel_hand();
    assert_eq!(s.screen(), Screen::Sheet);
    assert_eq!(s.notice(), Some(&Notice::EntriesDiscarded(1)));
    let id = s.current().unwrap();
    assert!(s.store().get(&draft_key(id)).is_none());
    assert!(s.can_undo());
    s.undo();
    assert_eq!(s.hand().cloned(), entered);
    assert!(s.store().get(&draft_key(id)).is_some(), "saved again");
    assert!(!s.can_undo());
}

#[test]
fn leaving_a_correction_that_changed_nothing_throws_nothing_away() {
    let mut s = playing();
    play_win(&mut s, 1);
    s.correct_hand(0);
    assert!(!s.cancel_loses_entries(), "nothing changed");
    s.cancel_hand();
    assert_eq!(s.notice(), None, "nothing to say");
    assert!(!s.can_undo());
    s.correct_hand(0);
    s.change_form(PlayerId(2), Change::Count(CountField::Flowers, 1));
    assert!(s.cancel_loses_entries());
    s.cancel_hand();
    assert_eq!(s.notice(), Some(&Notice::CorrectionDiscarded(1)));
    assert!(s.can_undo());
    s.score_next_hand();
    assert!(!s.cancel_loses_entries(), "a new hand with nothing entered");
}

#[test]
fn a_removed_hand_comes_back_on_undo_with_its_new_rules() {
    let mut s = playing();
    play_win(&mut s, 1);
    let mut values = RuleValues::bmja();
    values.mah_jong = 10;
    s.change_rules(RuleSet::new(values).unwrap());
    play_win(&mut s, 2);
    let before = s.scored().cloned();
    s.remove_last_hand();
    assert_eq!(s.notice(), Some(&Notice::HandRemoved(2)));
    assert_eq!(hands(&s), 1);
    s.undo();
    assert_eq!(s.scored().cloned(), before);
}

#[test]
fn a_deleted_match_waits_in_the_bin_across_a_reload() {
    let mut s = playing();
    let id = s.current().unwrap();
    play_win(&mut s, 1);
    s.delete_match(id);
    let mut again = session(s.store().clone());
    assert_eq!(again.bin().len(), 1);
    assert!(!again.can_undo(), "the undo offer goes, the bin stays");
    again.restore_match(id);
    assert!(again.bin().is_empty());
    again.open_match(id);
    assert_eq!(hands(&again), 1);
    again.delete_match(id);
    again.empty_bin();
    assert!(again.bin().is_empty());
    assert!(again.matches().is_empty());
}

#[test]
fn new_house_rules_apply_from_the_next_hand_and_say_so() {
    let mut s = playing();
    play_win(&mut s, 1);
    let mut values = RuleValues::bmja();
    values.mah_jong = 10;
    s.change_rules(RuleSet::new(values).unwrap());
    assert_eq!(s.notice(), Some(&Notice::RulesFrom(2)));
    play_win(&mut s, 2);
    let sheet = s.scored().unwrap().sheet();
    assert_eq!(sheet.rows[0].limited(PlayerId(1)).unwrap().0, 26);
    assert_eq!(sheet.rows[1].limited(PlayerId(2)).unwrap().0, 16);
}

#[test]
fn a_corrected_hand_shows_the_rules_that_came_in_with_it() {
    let mut s = playing();
    play_win(&mut s, 1);
    let mut values = RuleValues::bmja();
    values.mah_jong = 10;
    s.change_rules(RuleSet::new(values.clone()).unwrap());
    play_win(&mut s, 2);
    s.correct_hand(0);
    assert_eq!(s.hand().unwrap().rules().values().mah_jong, 20);
    s.cancel_hand();
    s.correct_hand(1);
    assert_eq!(s.hand().unwrap().rules().values(), &values);
}

#[test]
fn new_house_rules_rescore_the_hand_being_entered() {
    let mut s = playing();
    s.score_next_hand();
    enter_win(&mut s, 1);
    let mut values = RuleValues::bmja();
    values.mah_jong = 10;
    s.change_rules(RuleSet::new(values).unwrap());
    assert_eq!(s.notice(), Some(&Notice::RulesFrom(1)));
    let score = s
        .hand()
        .unwrap()
        .player(PlayerId(1))
        .unwrap()
        .score
        .clone()
        .unwrap();
    assert_eq!(score.limited().0, 16);
}

#[test]
fn opening_another_match_and_deleting_one_with_undo() {
    let mut s = playing();
    let first = s.current().unwrap();
    play_win(&mut s, 1);
    s.close_match();
    assert_eq!(s.screen(), Screen::Setup);
    let setup = MatchSetup::new(&["A", "B"]);
    s.start_match("Two", setup, RuleSet::bmja()).unwrap();
    s.open_match(first);
    assert_eq!(hands(&s), 1);
    s.delete_match(first);
    assert_eq!(s.screen(), Screen::Setup);
    assert_eq!(s.matches().len(), 1);
    assert_eq!(s.notice(), Some(&Notice::Binned("Club night".into())));
    s.undo();
    assert_eq!(s.matches().len(), 2);
    s.open_match(first);
    assert_eq!(hands(&s), 1);
}

#[test]
fn an_unreadable_match_is_named_in_a_notice_and_kept_aside() {
    let s = playing();
    let id = s.current().unwrap();
    let mut store = s.store().clone();
    store.set(&match_key(id), "{ broken").unwrap();
    let s = session(store);
    assert_eq!(s.screen(), Screen::Setup);
    let notice = s.notice().unwrap().to_string();
    assert!(
        notice.starts_with("Club night could not be opened"),
        "{notice}"
    );
    assert_eq!(s.backups().len(), 1);
}

#[test]
fn an_export_imports_beside_what_is_kept() {
    let mut s = playing();
    play_win(&mut s, 3);
    let id = s.current().unwrap();
    let text = s.export(&[id]);
    let file = read_import(&text).unwrap();
    assert_eq!(s.already_kept(&file), [(0, id)]);
    s.import(file, Duplicates::KeepBoth);
    assert_eq!(s.matches().len(), 2);
    assert_eq!(s.current(), Some(id), "the open match stays open");
    assert_eq!(
        s.notice(),
        Some(&Notice::Imported {
            counts: Imported {
                added: 1,
                ..Imported::default()
            },
            renamed_presets: 0,
            from_link: false,
        })
    );
    let imported = s.matches()[0].id;
    s.open_match(imported);
    assert_eq!(hands(&s), 1);
}

/// A session on the smallest store that keeps two matches, the first of
/// one hand, nothing refused; the second match is open.
fn on_a_store_just_big_enough() -> Session<MemoryStore> {
    (500..20_000)
        .step_by(5)
        .map(|capacity| {
            let mut s = session(MemoryStore::with_capacity(capacity));
            start_club_night(&mut s);
            s.score_next_hand();
            enter_win(&mut s, 1);
            let recorded = s.calculate(Wind::East) == Checked::Recorded;
            let setup = MatchSetup::new(&["Ann", "Bea", "Cy", "Di"]);
            let started = s.start_match("Second", setup, RuleSet::bmja()).is_ok();
            (s, recorded && started)
        })
        .find(|(s, kept)| *kept && !matches!(s.notice(), Some(Notice::NotSaved(_))))
        .map(|(s, _)| s)
        .expect("some store keeps both")
}

#[test]
fn a_delete_or_an_emptied_bin_the_store_cannot_keep_says_so() {
    // Moving the match to the bin makes the list of matches longer, which
    // the full store refuses: the players are told, and can undo.
    let mut s = on_a_store_just_big_enough();
    let id = s
        .matches()
        .iter()
        .find(|m| m.name == "Club night")
        .unwrap()
        .id;
    s.delete_match(id);
    assert_eq!(s.notice(), Some(&Notice::NotSaved(StoreError::Full)));
    assert_eq!(s.bin().len(), 1, "in the bin for this visit");
    assert!(s.can_undo());
    // Emptying the bin shortens the list, which the store keeps.
    s.empty_bin();
    assert!(s.bin().is_empty());
    let again = session(s.store().clone());
    assert_eq!(again.matches().len(), 1, "the second match is kept");
    assert!(again.bin().is_empty());
    assert!(again.store().get(&match_key(id)).is_none());
}

#[test]
fn a_full_store_keeps_the_change_in_memory_and_offers_export() {
    let mut s = session(MemoryStore::with_capacity(3000));
    let setup = MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]);
    s.start_match("Club night", setup, RuleSet::bmja()).unwrap();
    for _ in 0..10 {
        play_win(&mut s, 1);
    }
    assert_eq!(hands(&s), 10);
    let notice = s.notice().unwrap();
    assert_eq!(notice, &Notice::NotSaved(StoreError::Full));
    assert!(notice.offer_export());
}

#[test]
fn the_theme_and_presets_are_kept() {
    let mut s = playing();
    s.set_theme(Theme::Dark);
    let mut presets = Presets::default();
    presets.save("Club", RuleValues::bmja()).unwrap();
    s.save_presets(presets);
    let again = session(s.store().clone());
    assert_eq!(again.theme(), Theme::Dark);
    assert!(again.presets().rules("Club").is_some());
}

#[test]
fn a_browser_that_keeps_nothing_is_said_at_once() {
    let s = Session::open(MemoryStore::default(), false, "test", clock);
    assert!(s.notice().unwrap().offer_export());
}

#[test]
fn what_opening_found_is_said_in_order() {
    let mut store = MemoryStore::default();
    store.set("mahjong-scorer.presets", "[1, 2").unwrap();
    let s = Session::open(store, false, "2", clock);
    let said = s.notice().unwrap().to_string();
    assert!(
        said.starts_with("The saved house-rule presets could not be read ("),
        "{said}"
    );
    assert!(
        said.ends_with("); they were kept aside. This browser is not letting the app save anything: the match lives only in this page. Export it before closing."),
        "{said}"
    );
}

#[test]
fn a_correction_that_moves_nobody_is_recorded_at_once() {
    let mut s = playing();
    play_win(&mut s, 1);
    play_win(&mut s, 2);
    s.correct_hand(1);
    s.change_form(PlayerId(0), Change::Count(CountField::Flowers, 1));
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
}

#[test]
fn importing_the_same_match_again_can_skip_it_or_replace_the_kept_one() {
    let mut s = playing();
    let id = s.current().unwrap();
    play_win(&mut s, 1);
    let file = read_import(&s.export(&[id])).unwrap();
    play_win(&mut s, 2);
    s.import(file.clone(), Duplicates::Skip);
    assert_eq!(s.matches().len(), 1);
    assert_eq!(hands(&s), 2);
    assert_eq!(
        s.notice().unwrap().to_string(),
        "Added 0 matches from the file; skipped 1 match already here."
    );
    s.import(file, Duplicates::Replace);
    assert_eq!(s.matches().len(), 1);
    assert_eq!(
        hands(&s),
        1,
        "the file's version, one hand long, is open now"
    );
}

#[test]
fn a_new_match_with_the_same_players_keeps_seats_points_and_rules() {
    let mut s = playing();
    let first = s.current().unwrap();
    play_win(&mut s, 1);
    let mut values = RuleValues::bmja();
    values.limit = 500;
    s.change_rules(RuleSet::new(values).unwrap());
    s.rematch();
    assert_ne!(s.current(), Some(first));
    let scored = s.scored().unwrap();
    assert_eq!(scored.game().setup.names, ["Rod", "Bill", "Ben", "Jack"]);
    assert!(scored.game().hands.is_empty());
    assert_eq!(scored.game().rules.values().limit, 500);
    assert_eq!(s.matches()[0].name, "Match of 2026-11-23");
    assert_eq!(s.matches().len(), 2);
}

#[test]
fn the_notice_that_a_hands_entries_were_thrown_away_goes_once_the_hand_is_recorded() {
    let mut s = playing();
    s.score_next_hand();
    enter_win(&mut s, 1);
    s.cancel_hand();
    assert_eq!(s.notice(), Some(&Notice::EntriesDiscarded(1)));
    s.score_next_hand();
    assert_eq!(
        s.notice(),
        Some(&Notice::EntriesDiscarded(1)),
        "kept while entering"
    );
    enter_win(&mut s, 2);
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
    assert_eq!(s.notice(), None);
}
