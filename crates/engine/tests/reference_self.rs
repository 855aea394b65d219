//! The reference reading checked against the rulebooks' worked figures (SPEC §11)
//! written in tiles, and its generator checked for consistency.
use crate::reference;

use reference::generator::{self, Rng};
use reference::{
    read, readings, waits, Case, How, Outcome, Refusal, Role, Rules, Special, Used, KINDS,
};

/// A case of the text for a player of the role, out by `how`, seated East in an East
/// round at a table of four, BMJA rules.
fn case(text: &str, role: Role, how: How) -> Case {
    Case {
        text: text.to_string(),
        role,
        how,
        last_tile: false,
        original_call: false,
        situation: None,
        own_wind: 0,
        prevailing_wind: 0,
        players: 4,
        goulash: false,
        rules: Rules::bmja(),
        seen: [0; KINDS],
    }
}

/// The same case at another seat and round.
fn seated(mut case: Case, own_wind: usize, prevailing_wind: usize) -> Case {
    case.own_wind = own_wind;
    case.prevailing_wind = prevailing_wind;
    case
}

/// (limited, unlimited, used) of a scored case; panics on a refusal.
fn scored(case: &Case) -> (i64, i64, Vec<Used>) {
    match read(case) {
        Outcome::Scored {
            limited,
            unlimited,
            used,
            ..
        } => (limited, unlimited, used),
        other => panic!("{}: {other:?}", case.text),
    }
}

/// The special hands a scored case lists.
fn specials(case: &Case) -> Vec<Special> {
    match read(case) {
        Outcome::Scored { specials, .. } => specials,
        other => panic!("{}: {other:?}", case.text),
    }
}

/// Whether one of the case's readings is the given one with the unlimited score.
fn has_reading(case: &Case, used: Used, unlimited: i64) -> bool {
    let (all, _) = readings(case).expect("scored");
    all.iter()
        .any(|r| r.used == used && r.unlimited == unlimited)
}

/// The refusal of a case; panics when it is scored.
fn refused(case: &Case) -> Refusal {
    match read(case) {
        Outcome::Refused(refusal) => refusal,
        other => panic!("{}: {other:?}", case.text),
    }
}

#[test]
fn figure_7_dragons_own_wind_one_suit_no_chows_score_672() {
    let hand = case("+RRR +SSS +5555b 333b 77b @7b", Role::MahJong, How::Wall);
    assert_eq!(scored(&seated(hand, 1, 0)), (672, 672, vec![Used::Normal]));
}

#[test]
fn the_highest_hand_scores_1490944_and_the_limit() {
    let text = "GGGG RRRR EEEE 1111b WhWh @Wh f1 f2 f3 f4 s1 s2 s3 s4";
    let hand = case(text, Role::MahJong, How::LooseTile);
    assert_eq!(scored(&hand), (1000, 1_490_944, vec![Used::Normal]));
    assert_eq!(specials(&hand), vec![Special::FourfoldPlenty]);
}

#[test]
fn the_third_dragon_kong_scores_1474560_and_all_winds_and_dragons_1512() {
    let text = "GGGG RRRR WhWhWhWh EEEE SS @S f1 f2 f3 f4 s1 s2 s3 s4";
    let hand = case(text, Role::MahJong, How::LooseTile);
    assert_eq!(scored(&hand), (1000, 1_474_560, vec![Used::Normal]));
    let all_winds = Used::Special(Special::AllWindsAndDragons);
    assert!(has_reading(&hand, all_winds, 1512));
}

#[test]
fn the_last_wall_tile_variant_scores_1507328() {
    let text = "GGGG RRRR EEEE 1111b WhWh @Wh f1 f2 f3 f4 s1 s2 s3 s4";
    let mut hand = case(text, Role::MahJong, How::Wall);
    hand.last_tile = true;
    assert_eq!(scored(&hand), (1000, 1_507_328, vec![Used::Normal]));
}

#[test]
fn knitting_with_own_flower_and_season_scores_564_and_628_on_the_final_discard() {
    let text = "?1234567b1234567d @1b f1 f3 s1 s2";
    let knitting = vec![Used::Special(Special::Knitting)];
    let hand = case(text, Role::MahJong, How::Wall);
    assert_eq!(scored(&hand), (564, 564, knitting.clone()));
    let mut last = case(text, Role::MahJong, How::Discard);
    last.last_tile = true;
    assert_eq!(scored(&last), (628, 628, knitting));
}

#[test]
fn ben_fishing_for_knitting_with_his_own_season_scores_208() {
    let hand = seated(
        case("?1234567b123456d s3", Role::Fishing, How::Discard),
        2,
        0,
    );
    let fishing = vec![Used::Fishing(Special::Knitting)];
    assert_eq!(scored(&hand), (208, 208, fishing));
    assert_eq!(specials(&hand), vec![Special::Knitting]);
}

#[test]
fn rod_scores_80_bill_84_and_jack_416() {
    let rod = case("+666b GGG +777b 123b ?9d f1 s2", Role::Other, How::Discard);
    assert_eq!(scored(&rod).0, 80);
    let bill = case("111d +3333c +RRR 234b SS @2b", Role::MahJong, How::Discard);
    assert_eq!(scored(&seated(bill, 1, 0)).0, 84);
    let jack = case("WhWhWh EEE NNNN ?14b2c s1", Role::Other, How::Discard);
    assert_eq!(scored(&seated(jack, 3, 0)).0, 416);
}

#[test]
fn all_pair_honours_with_two_flowers_one_own_scores_516_for_north() {
    let hand = case(
        "11b 99b 11c 99c EE SS RR @R f1 f4",
        Role::MahJong,
        How::Wall,
    );
    let used = vec![Used::Special(Special::AllPairHonours)];
    assert_eq!(scored(&seated(hand, 3, 0)), (516, 516, used));
}

#[test]
fn triple_knitting_on_the_final_discard_with_one_own_bonus_tile_scores_532() {
    let mut hand = case("?12345b12345c1234d @1b f1 s2", Role::MahJong, How::Discard);
    hand.last_tile = true;
    let used = vec![Used::Special(Special::TripleKnitting)];
    assert_eq!(scored(&hand), (532, 532, used));
}

#[test]
fn a_pair_of_east_scores_4_for_east_in_an_east_round_and_2_for_south() {
    let hand = case("EE ?5b", Role::Other, How::Discard);
    assert_eq!(scored(&hand).0, 4);
    assert_eq!(scored(&seated(hand, 1, 0)).0, 2);
}

#[test]
fn a_kong_of_east_doubles_twice_for_east() {
    let hand = case("EEEE", Role::Other, How::Discard);
    assert_eq!(scored(&hand).0, 128);
}

#[test]
fn purity_of_three_exposed_pungs_and_own_season_scores_248() {
    let hand = case(
        "+222b +333b +444b 555b 77b @7b s1",
        Role::MahJong,
        How::Discard,
    );
    let used = vec![Used::Special(Special::Purity)];
    assert_eq!(scored(&hand), (248, 248, used));
}

#[test]
fn purity_with_three_bonus_tiles_two_own_adds_48() {
    let text = "+222b +333b +444b 555b 77b @7b f1 f2 s1";
    let hand = case(text, Role::MahJong, How::Discard);
    assert!(has_reading(&hand, Used::Special(Special::Purity), 240 + 48));
    assert_eq!(scored(&hand), (336, 336, vec![Used::Normal]));
}

#[test]
fn knitting_with_two_bonus_tiles_one_own_scores_516() {
    let hand = case("?1234567b1234567d @1b f1 s2", Role::MahJong, How::Wall);
    assert_eq!(scored(&hand).0, 516);
}

#[test]
fn fishing_for_the_wriggling_snake_with_two_bonus_tiles_one_own_scores_416() {
    let hand = case("?112345678bESWN f1 s3", Role::Fishing, How::Discard);
    let used = vec![Used::Fishing(Special::WrigglingSnake)];
    assert_eq!(scored(&hand), (416, 416, used));
}

#[test]
fn fishing_for_all_winds_and_dragons_scores_its_sets_672_not_408() {
    let hand = case("RRR GGG SSSS WWWW ?N f1", Role::Fishing, How::Discard);
    assert_eq!(scored(&hand), (672, 672, vec![Used::Normal]));
    let fishing = Used::Fishing(Special::AllWindsAndDragons);
    assert!(has_reading(&hand, fishing, 408));
    assert_eq!(specials(&hand), vec![Special::AllWindsAndDragons]);
}

#[test]
fn three_great_scholars_in_concealed_kongs_scores_800_fishing() {
    let hand = case("RRRR GGGG WhWhWhWh 888d ?5d", Role::Fishing, How::Discard);
    assert_eq!(scored(&hand), (800, 800, vec![Used::Normal]));
    let bonus = case(
        "RRRR GGGG WhWhWhWh 888d ?5d f1 s2",
        Role::Fishing,
        How::Discard,
    );
    let scholars = Used::Fishing(Special::ThreeGreatScholars);
    assert!(has_reading(&bonus, scholars, 416));
    assert_eq!(scored(&bonus), (1000, 1728, vec![Used::Normal]));
}

#[test]
fn a_concealed_hand_with_a_dragon_kong_is_not_buried_treasure() {
    let hand = case("RRRR 999d 222d 555d 11d @1d", Role::MahJong, How::Wall);
    assert_eq!(
        scored(&seated(hand.clone(), 1, 1)),
        (1000, 1120, vec![Used::Normal])
    );
    assert!(specials(&hand).is_empty());
}

#[test]
fn the_four_strategy_hands_score_26_38_56_and_92() {
    let texts = [
        ("+222b +333c +444d 567b 88c @8c", 26),
        ("+222b 111c 999d 567b 88c @8c", 38),
        ("+222b +333c +444d +666b 88c @8c", 56),
        ("111b 999c 111d +222b 88c @8c", 92),
    ];
    for (text, score) in texts {
        assert_eq!(
            scored(&case(text, Role::MahJong, How::Discard)).0,
            score,
            "{text}"
        );
    }
}

#[test]
fn two_players_jenny_scores_320_without_the_no_chows_double() {
    let mut jenny = case(
        "+222b +333c +RRR +WWW 55d @5d f3 s1",
        Role::MahJong,
        How::Discard,
    );
    jenny.players = 2;
    assert_eq!(scored(&seated(jenny, 2, 0)).0, 320);
}

#[test]
fn chows_laid_out_from_the_wall_regroup_into_buried_treasure() {
    let hand = case("123b 123b 123b 999b 55b @5b", Role::MahJong, How::Wall);
    let used = vec![Used::Special(Special::BuriedTreasure)];
    assert_eq!(scored(&hand), (1000, 1000, used));
    assert_eq!(
        specials(&hand),
        vec![Special::BuriedTreasure, Special::Purity]
    );
}

#[test]
fn a_robbed_tile_held_twice_and_in_no_chow_is_refused() {
    let hand = case(
        "2b3b4b +2b3b4b ?EEEWWWhWhWh @W",
        Role::MahJong,
        How::RobbingKong,
    );
    assert_eq!(refused(&hand), Refusal::RobbedOutsideChow);
    let pair = case(
        "SSSS WWWW GGGG RR ?2b3b4b @R",
        Role::MahJong,
        How::RobbingKong,
    );
    assert_eq!(refused(&pair), Refusal::RobbedOutsideChow);
}

#[test]
fn a_robbed_tile_completing_a_chow_doubles() {
    let hand = case(
        "+RRR 456b 777c 999d EE @5b",
        Role::MahJong,
        How::RobbingKong,
    );
    assert_eq!(scored(&seated(hand, 1, 1)).0, 144);
}

#[test]
fn an_unmarked_winning_discard_takes_the_best_group() {
    let hand = case("+RRR 555b 777c 888d 22d", Role::MahJong, How::Discard);
    assert_eq!(scored(&seated(hand, 1, 1)).0, 144);
}

#[test]
fn a_non_winner_regroups_laid_out_chows_into_pungs() {
    let hand = case("123b 123b 123b ?5c", Role::Other, How::Discard);
    assert_eq!(scored(&hand).0, 16);
}

#[test]
fn refusals_come_in_order() {
    let winner = |text: &str, how| refused(&case(text, Role::MahJong, how));
    assert_eq!(winner("+2345b", How::Wall), Refusal::BadText);
    assert_eq!(winner("?55555b f1 f1", How::Wall), Refusal::FiveOfAKind);
    assert_eq!(winner("+RRR f1 f1", How::Wall), Refusal::BonusTwice);
    assert_eq!(winner("+RRR 555b", How::Wall), Refusal::NotMahJong);
    assert_eq!(
        winner("+RRR 555b 777c 888d 22d @1b", How::Wall),
        Refusal::WinningNotHeld
    );
    assert_eq!(winner("?1357b2468c1357d", How::Wall), Refusal::NotMahJong);
    let kong = "+RRRR 555b 777c 888d 22d @R";
    assert_eq!(winner(kong, How::Discard), Refusal::ClaimedIntoKong);
    assert_eq!(winner(kong, How::Wall), Refusal::DrawnOutsideGroups);
    let other = case("+RRR 555b 777c 888d 22d", Role::Other, How::Discard);
    assert_eq!(refused(&other), Refusal::TooManyTiles);
    let mut called = case("+RRR 555b 777c", Role::Other, How::Discard);
    called.original_call = true;
    assert_eq!(refused(&called), Refusal::ImpossibleForm);
    let mut loose = case("+RRR 555b 777c 888d 22d", Role::MahJong, How::LooseTile);
    loose.last_tile = true;
    assert_eq!(refused(&loose), Refusal::ImpossibleForm);
}

#[test]
fn a_waiting_knitting_hand_waits_on_the_seventh_circle_dead_when_all_are_seen() {
    let mut seen = [0; KINDS];
    let kinds = |british, seen: &[u8; KINDS]| -> Vec<(usize, bool, Vec<Special>)> {
        let found = waits("?1234567b123456d", british, seen);
        found
            .into_iter()
            .map(|w| (w.kind, w.dead, w.specials))
            .collect()
    };
    let knitting = vec![Special::Knitting];
    let normal = |kind| (kind, false, Vec::new());
    let expected = vec![
        normal(0),
        normal(3),
        normal(6),
        (24, false, knitting.clone()),
    ];
    assert_eq!(kinds(true, &seen), expected);
    seen[24] = 4;
    assert_eq!(kinds(true, &seen)[3], (24, true, knitting));
    assert_eq!(kinds(false, &seen), expected[..3].to_vec());
}

#[test]
fn the_generator_makes_readable_cases_and_refusals_it_names() {
    let mut rng = Rng::new(7);
    let scored = (0..3000)
        .filter(|_| matches!(read(&generator::case(&mut rng)), Outcome::Scored { .. }))
        .count();
    assert!(scored > 0, "the generator makes hands that score");
    for _ in 0..3000 {
        let (case, refusal) = generator::impossible(&mut rng);
        assert_eq!(read(&case), Outcome::Refused(refusal), "{case:?}");
    }
}
