//! The session's corrections of past hands: a correction that moves the
//! seats of later hands reads their seat ticks again, says what it changes
//! and asks about what the counts cannot tell, before it is kept.

use engine::form::{Change, CountField, SetKind, TickField, WindHolding};
use engine::money::Tally;
use engine::rules::RuleSet;
use engine::setup::MatchSetup;
use engine::sheet::{SeatTick, ToCheck};
use engine::{PlayerId, Wind};
use session::{Checked, Session};
use storage::MemoryStore;
use words::later_hand;
use words::Say;

use crate::common;

use common::table::{enter_win, playing};

const ROD: PlayerId = PlayerId(0);
const BILL: PlayerId = PlayerId(1);
const BEN: PlayerId = PlayerId(2);

fn major_pung(s: &mut Session<MemoryStore>, player: PlayerId) {
    s.change_form(player, Change::Count(CountField::Set(SetKind::ALL[2]), 1));
}

fn tick(s: &mut Session<MemoryStore>, player: PlayerId, field: TickField) {
    s.change_form(player, Change::Tick(field, true));
}

fn record(s: &mut Session<MemoryStore>) {
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
}

/// Hand 1, won by `was`, corrected to a win by `now`.
fn correct_hand_1(s: &mut Session<MemoryStore>, was: PlayerId, now: PlayerId) {
    s.correct_hand(0);
    s.change_form(was, Change::Tick(TickField::DeclaresMahJong, false));
    enter_win(s, now.0);
}

fn score(s: &Session<MemoryStore>, hand: usize, player: PlayerId) -> i64 {
    let sheet = s.scored().unwrap().sheet();
    sheet.rows[hand].limited(player).unwrap().0
}

#[test]
fn the_prevailing_wind_held_at_south_is_own_wind_too_when_a_correction_seats_him_east() {
    let mut s = playing();
    s.score_next_hand();
    enter_win(&mut s, ROD.0);
    record(&mut s);
    s.score_next_hand();
    enter_win(&mut s, BEN.0);
    major_pung(&mut s, BILL);
    tick(&mut s, BILL, TickField::PrevailingWindSet);
    record(&mut s);
    assert_eq!(score(&s, 1, BILL), 8, "a pung of East at South: 4, doubled");

    correct_hand_1(&mut s, ROD, BILL);
    let Checked::LaterHands { later, .. } = s.calculate(Wind::East) else {
        panic!("Bill is East in hand 2 now");
    };
    assert_eq!(later[0].hand, 2);
    assert_eq!(
        later[0].to_check,
        [],
        "the counts tell Bill's winds at East"
    );
    s.commit_hand(false, Wind::East).unwrap();

    let row = &s.scored().unwrap().sheet().rows[1];
    assert_eq!(row.seats.wind_of(BILL), Some(Wind::East));
    assert_eq!(row.forms[BILL].own_wind, WindHolding::Set);
    assert_eq!(
        score(&s, 1, BILL),
        16,
        "own and prevailing wind: doubled twice"
    );
}

#[test]
fn an_own_wind_pung_at_a_seat_no_longer_his_is_left_out_and_asked_about() {
    let mut s = playing();
    s.score_next_hand();
    enter_win(&mut s, BILL.0);
    record(&mut s);
    s.score_next_hand();
    enter_win(&mut s, BEN.0);
    major_pung(&mut s, BEN);
    tick(&mut s, BEN, TickField::OwnWindSet);
    s.change_form(BEN, Change::Count(CountField::Flowers, 1));
    tick(&mut s, BEN, TickField::OwnFlower);
    record(&mut s);
    let before = score(&s, 1, BEN);

    correct_hand_1(&mut s, BILL, ROD);
    let Checked::LaterHands { later, .. } = s.calculate(Wind::East) else {
        panic!("Ben sits West in hand 2 now");
    };
    let check = ToCheck::Ticks {
        player: BEN,
        seat: Wind::West,
        prevailing: Wind::East,
        ticks: vec![SeatTick::OwnWind],
    };
    assert_eq!(later[0].to_check, [check]);
    let names = s.scored().unwrap().game().setup.names.clone();
    let said = later_hand(&later[0], &names, &Tally::Points);
    assert!(
        said.ends_with(
            "Check Ben's hand, now West: the entries cannot tell whether Ben held a pung, \
             kong or pair of West winds, so it is left out; correct hand 2 if so."
        ),
        "{said}"
    );
    s.commit_hand(false, Wind::East).unwrap();
    let said = s.notice().unwrap().said().to_string();
    assert!(
        said.starts_with("Hand 1 is corrected. Balances moved: Rod's is "),
        "{said}"
    );
    assert!(said.ends_with(" Check hand 2, as asked."), "{said}");

    let row = &s.scored().unwrap().sheet().rows[1];
    let ben = &row.forms[BEN];
    assert_eq!(
        ben.own_wind,
        WindHolding::None,
        "South's wind is not West's"
    );
    assert!(!ben.own_flower, "his one flower was South's");
    assert_eq!(ben.flowers, 1);
    assert_eq!(
        score(&s, 1, BEN) * 4,
        before,
        "two doubles fewer: own wind and own flower"
    );
}

#[test]
fn a_correction_that_moves_no_seat_leaves_later_ticks_alone() {
    let mut s = playing();
    s.score_next_hand();
    enter_win(&mut s, BILL.0);
    record(&mut s);
    s.score_next_hand();
    enter_win(&mut s, BEN.0);
    major_pung(&mut s, BEN);
    tick(&mut s, BEN, TickField::OwnWindSet);
    record(&mut s);
    let hand_2 = s.scored().unwrap().game().hands[1].clone();
    s.correct_hand(0);
    s.change_form(ROD, Change::Count(CountField::Flowers, 2));
    record(&mut s);
    assert_eq!(s.scored().unwrap().game().hands[1], hand_2);
    let said = s.notice().unwrap().said().to_string();
    assert!(said.starts_with("Hand 1 is corrected."), "{said}");
    assert!(!said.contains("Check"), "{said}");
}

#[test]
fn a_player_who_sat_a_later_hand_out_and_now_plays_it_is_named() {
    let mut s = playing();
    let names = ["Rod", "Bill", "Ben", "Jack", "Sid"];
    s.start_match("Five", MatchSetup::new(&names), RuleSet::bmja())
        .unwrap();
    s.score_next_hand();
    enter_win(&mut s, BILL.0);
    record(&mut s);
    s.score_next_hand();
    enter_win(&mut s, BEN.0);
    record(&mut s);
    correct_hand_1(&mut s, BILL, ROD);
    let Checked::LaterHands { later, .. } = s.calculate(Wind::East) else {
        panic!("Rod stays East in hand 2, so Sid sits it out");
    };
    assert_eq!(later[0].to_check, [ToCheck::NowPlays(ROD)]);
}
