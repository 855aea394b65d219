//! House rules through the session: a match's rules changed from the next
//! hand on, a corrected hand's own rules, and the presets and theme kept.

use engine::presets::Presets;
use engine::rules::{RuleSet, RuleValues};
use engine::PlayerId;
use session::{Notice, Theme};

use crate::common;

use common::table::{enter_win, play_win, playing, session};

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
