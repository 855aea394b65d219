//! A hand's life through the session's commands, driven natively on a
//! store in memory as the screens drive them in the browser: entered,
//! checked, recorded, corrected, cancelled, removed and given back.

use engine::checks::Severity;
use engine::form::{Change, CountField, SetKind, TickField};
use engine::money::Tally;
use engine::rules::{RuleSet, RuleValues};
use engine::{PlayerId, Wind};
use session::{Checked, Notice, Screen, Session};
use storage::library::draft_key;
use storage::{KeyValue, MemoryStore};
use words::later_hand;

use crate::common;

use common::table::{enter_win, hands, play_win, playing, session};

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
fn a_correction_that_moves_nobody_is_recorded_at_once() {
    let mut s = playing();
    play_win(&mut s, 1);
    play_win(&mut s, 2);
    s.correct_hand(1);
    s.change_form(PlayerId(0), Change::Count(CountField::Flowers, 1));
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
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

#[test]
fn a_new_match_with_the_same_players_keeps_seats_points_and_rules() {
    let mut s = playing();
    let first = s.current().unwrap();
    play_win(&mut s, 1);
    let mut values = RuleValues::bmja();
    values.limit = 500;
    s.change_rules(RuleSet::new(values).unwrap());
    s.rematch("Match of 2026-11-23");
    assert_ne!(s.current(), Some(first));
    let scored = s.scored().unwrap();
    assert_eq!(scored.game().setup.names, ["Rod", "Bill", "Ben", "Jack"]);
    assert!(scored.game().hands.is_empty());
    assert_eq!(scored.game().rules.values().limit, 500);
    assert_eq!(s.matches()[0].name, "Match of 2026-11-23");
    assert_eq!(s.matches().len(), 2);
}

#[test]
fn a_count_the_form_does_not_offer_is_refused_not_made_room_for() {
    // A stepper tapped before the screen followed the entry before it: a
    // fifth set is refused, where making room would lower the four.
    let mut s = playing();
    s.score_next_hand();
    let bill = PlayerId(1);
    let [first, second, ..] = SetKind::ALL.map(CountField::Set);
    s.change_form(bill, Change::Count(first, 4));
    let four = s.hand().cloned();
    s.change_form(bill, Change::Count(second, 1));
    assert_eq!(s.hand().cloned(), four);
    s.change_form(bill, Change::Count(first, 3));
    s.change_form(bill, Change::Count(second, 1));
    let form = &s.hand().unwrap().player(bill).unwrap().form;
    assert_eq!((first.read(form), second.read(form)), (3, 1));
}

#[test]
fn an_entry_is_written_when_kept_and_before_another_command_replaces_the_match() {
    let mut s = playing();
    s.score_next_hand();
    let id = s.current().unwrap();
    let written = |s: &Session<MemoryStore>| s.store().get(&draft_key(id));
    let before = written(&s);
    let flowers = Change::Count(CountField::Flowers, 1);
    s.enter(|s| s.change_form(PlayerId(1), flowers));
    assert_eq!(written(&s), before, "the entry waits to be written");
    s.keep_draft();
    assert_ne!(written(&s), before);
    assert_eq!(session(s.store().clone()).hand(), s.hand());
    s.enter(|s| s.change_form(PlayerId(2), flowers));
    s.close_match();
    s.open_match(id);
    let again = s.hand().unwrap();
    let form = &again.player(PlayerId(2)).unwrap().form;
    assert_eq!(
        CountField::Flowers.read(form),
        1,
        "kept as the match closed"
    );
}
