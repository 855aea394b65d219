//! Tile entry's invariants (proptest): the notation prints back exactly,
//! tiles always read as a possible form scored as that form, and nothing a
//! player can type or tap makes the engine panic.

use engine::form::{violations, HandContext, Role, WinningTile};
use engine::score::score_hand;
use engine::tiles::{
    check_tiles, read_player, read_tiles, waits, winning_tile_choices, Bonus, Group, GroupKind,
    NotationFault, Situation, Tile, TileEdit, TileHand, TileProblem, KINDS,
};
use engine::{PlayerId, RuleSet, Wind};
use proptest::prelude::*;
use words::tile_problem;
use words::Say;

fn tile() -> impl Strategy<Value = Tile> {
    (0..KINDS).prop_map(|i| Tile::from_index(i).unwrap())
}

fn group() -> impl Strategy<Value = Group> {
    let kind = prop::sample::select(vec![
        GroupKind::Pair,
        GroupKind::Chow,
        GroupKind::Pung,
        GroupKind::Kong,
    ]);
    (kind, tile(), any::<bool>()).prop_map(|(kind, tile, exposed)| {
        let tile = match (kind, tile) {
            (GroupKind::Chow, Tile::Suited(s, n)) => Tile::Suited(s, n.min(7)),
            (GroupKind::Chow, _) => Tile::Suited(engine::tiles::Suit::Circles, 1),
            (_, t) => t,
        };
        Group {
            kind,
            tile,
            exposed,
        }
    })
}

fn hand() -> impl Strategy<Value = TileHand> {
    (
        prop::collection::vec(group(), 0..5),
        prop::collection::vec(tile(), 0..15),
        prop::collection::vec(prop::sample::select(Bonus::ALL.to_vec()), 0..4),
        prop::option::of(tile()),
    )
        .prop_map(|(groups, mut loose, bonus, winning)| {
            loose.sort();
            TileHand {
                groups,
                loose,
                bonus,
                winning,
            }
        })
}

fn situation() -> impl Strategy<Value = Situation> {
    let role = prop::sample::select(vec![Role::MahJong, Role::Fishing, Role::Other]);
    let tile = prop::sample::select(WinningTile::ALL.to_vec());
    (role, tile, any::<bool>()).prop_map(|(role, winning_tile, last_tile)| Situation {
        role,
        winning_tile,
        last_tile,
        ..Situation::default()
    })
}

fn context() -> impl Strategy<Value = HandContext> {
    let wind = || prop::sample::select(Wind::ALL.to_vec());
    (wind(), wind(), any::<bool>()).prop_map(|(own_wind, prevailing_wind, british)| HandContext {
        own_wind,
        prevailing_wind,
        british,
        ..HandContext::default()
    })
}

proptest! {
    #[test]
    fn the_notation_prints_back_exactly(hand in hand()) {
        let text = hand.to_string();
        let read: TileHand = text.parse().map_err(|e: engine::tiles::NotationError| TestCaseError::fail(format!("{text}: {}", e.said())))?;
        prop_assert_eq!(&read, &hand);
        prop_assert_eq!(read.to_string(), text);
    }

    #[test]
    fn tiles_read_as_a_possible_form_that_scores_as_the_counts_do(
        hand in hand(), situation in situation(), ctx in context()
    ) {
        let rules = RuleSet::bmja();
        if let Ok(reading) = read_tiles(&hand, &situation, &ctx, &rules) {
            prop_assert!(violations(&reading.form, &ctx).is_empty());
            prop_assert_eq!(&reading.score, &score_hand(&reading.form, &ctx, &rules));
            prop_assert!(reading.forms.contains(&reading.form));
            for form in &reading.forms {
                let other = score_hand(form, &ctx, &rules);
                prop_assert!((other.limited(), other.unlimited()) <= (reading.score.limited(), reading.score.unlimited()));
            }
        }
    }

    #[test]
    fn no_typed_text_makes_the_notation_panic_and_each_refusal_names_its_token(text in ".{0,40}") {
        if let Err(e) = text.parse::<TileHand>() {
            prop_assert!(e.said().to_string().starts_with('‘'), "{}", e.said());
        }
    }

    #[test]
    fn no_text_up_to_the_cap_makes_the_reading_panic_or_hang(
        tokens in prop::collection::vec("[+?@]?([1-9]{1,6}[bcd]|[ESWNRG]{1,4}|WhWh|f[1-4]|s[1-4])", 0..40),
        situation in situation(), ctx in context()
    ) {
        let text = tokens.join(" ");
        if let Ok(hand) = text.parse::<TileHand>() {
            if let Ok(reading) = read_tiles(&hand, &situation, &ctx, &RuleSet::bmja()) {
                prop_assert!(reading.forms.contains(&reading.form));
            }
            let choices = winning_tile_choices(&hand, &situation, &ctx, &RuleSet::bmja());
            prop_assert!(choices.len() != 1, "a question is asked between tiles");
            if hand.size() == 13 {
                for wait in waits(&hand, &[0; KINDS], ctx.british) {
                    prop_assert!(hand.counts()[wait.tile.index()] < 4, "a fifth is waited for");
                }
            }
        }
    }

    #[test]
    fn no_tile_list_makes_the_engine_panic(hand in hand(), others in prop::collection::vec(hand(), 0..3)) {
        prop_assert!(waits(&hand, &[4; KINDS], true).iter().all(|w| w.dead), "every copy seen");
        let open = waits(&hand, &[0; KINDS], true);
        prop_assert!(open.iter().all(|w| w.dead == (hand.counts()[w.tile.index()] >= 4)));
        let mut table: Vec<(PlayerId, &TileHand)> = vec![(PlayerId(0), &hand)];
        table.extend(others.iter().enumerate().map(|(i, h)| (PlayerId(i + 1), h)));
        let held = |t: Tile| table.iter().map(|(_, h)| u32::from(h.counts()[t.index()])).sum::<u32>();
        if Tile::all().any(|t| held(t) > 4) {
            prop_assert!(!check_tiles(&table).is_empty(), "more than four of a tile is refused");
        }
    }

    #[test]
    fn a_players_tiles_read_as_a_possible_form_or_say_why_not(
        hand in hand(), situation in situation(), ctx in context(), seen in prop::array::uniform::<_, KINDS>(0u8..=4)
    ) {
        let read = read_player(&hand, &situation, &ctx, &RuleSet::bmja(), &seen);
        if read.problem.is_none() {
            prop_assert!(violations(&read.form, &ctx).is_empty(), "{:?}", read.form);
        }
        prop_assert_eq!(read.form.role, situation.role);
    }

    #[test]
    fn no_tap_makes_a_hand_hold_more_than_the_set(
        hand in hand(), tile in tile(), seen in prop::array::uniform::<_, KINDS>(0u8..=4)
    ) {
        for edit in [TileEdit::Add(tile), TileEdit::Group(GroupKind::Kong, tile), TileEdit::Winning(Some(tile))] {
            if let Ok(after) = hand.edit(&edit, &seen, &[]) {
                let counts = after.counts();
                prop_assert!(Tile::all().all(|t| counts[t.index()] + seen[t.index()] <= 4));
            }
        }
    }
}

#[test]
fn five_of_a_kind_and_only_bonus_tiles_are_read_without_a_panic() {
    let winner = Situation {
        role: Role::MahJong,
        ..Situation::default()
    };
    let ctx = HandContext::default();
    for text in [
        "?55555d",
        "f1 f2 f3 f4 s1 s2 s3 s4",
        "",
        "EEEE EEEE EEEE EEEE EE",
    ] {
        let hand: TileHand = text.parse().unwrap();
        assert!(
            read_tiles(&hand, &winner, &ctx, &RuleSet::bmja()).is_err(),
            "{text}"
        );
    }
}

#[test]
fn more_than_four_of_a_kind_is_refused_by_name() {
    let hand: TileHand = "EEEE EEEE".parse().unwrap();
    let err = read_tiles(
        &hand,
        &Situation::default(),
        &HandContext::default(),
        &RuleSet::bmja(),
    );
    let err = err.unwrap_err();
    assert_eq!(err, TileProblem::FiveOfAKind(Tile::Wind(Wind::East)));
    assert_eq!(
        tile_problem(&err),
        "these tiles cannot be held together: there are only four East wind"
    );
}

#[test]
fn a_winner_whose_tiles_are_short_is_told_what_is_missing() {
    let hand: TileHand = "+222b 333c 444d 66b".parse().unwrap();
    let winner = Situation {
        role: Role::MahJong,
        ..Situation::default()
    };
    let err = read_tiles(&hand, &winner, &HandContext::default(), &RuleSet::bmja()).unwrap_err();
    assert_eq!(err, TileProblem::NotMahJong { tiles: 11 });
    assert_eq!(
        tile_problem(&err),
        "no Mah-Jong hand yet: 11 tiles are in, and a Mah-Jong hand has 14 (a kong counting as 3)"
    );
}

#[test]
fn a_fishing_hand_shows_its_waits_and_which_are_dead() {
    let hand: TileHand = "+555d 234b EEE ?2345c".parse().unwrap();
    let mut seen = [0u8; KINDS];
    seen[Tile::Suited(engine::tiles::Suit::Characters, 5).index()] = 3;
    let found = waits(&hand, &seen, true);
    let dead: Vec<(String, bool)> = found.iter().map(|w| (w.tile.name(), w.dead)).collect();
    assert_eq!(
        dead,
        [
            ("2 of Characters".to_string(), false),
            ("5 of Characters".to_string(), true)
        ]
    );
}

#[test]
fn a_knitting_one_tile_away_is_waited_for_as_knitting() {
    let hand: TileHand = "?1133557b113355d".parse().unwrap();
    let found = waits(&hand, &[0; KINDS], true);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].tile.name(), "7 of Circles");
    assert_eq!(found[0].specials, [engine::SpecialHand::Knitting]);
}

#[test]
fn every_tile_has_its_name() {
    let names: Vec<String> = Tile::all().map(Tile::name).collect();
    assert_eq!(names.len(), 34);
    assert_eq!(names[0], "1 of Bamboos");
    assert_eq!(names[22], "5 of Circles");
    assert_eq!(names[27], "East wind");
    assert_eq!(names[33], "White dragon");
    assert_eq!(Bonus::Flower(2).name(), "Flower 2");
    for t in Tile::all() {
        assert_eq!(Tile::from_index(t.index()), Some(t));
    }
}

fn wait_names(text: &str, british: bool) -> Vec<String> {
    let hand: TileHand = text.parse().unwrap();
    waits(&hand, &[0; KINDS], british)
        .iter()
        .map(|w| w.tile.name())
        .collect()
}

#[test]
fn concealed_tiles_laid_out_as_groups_wait_as_one_hand() {
    assert_eq!(
        wait_names("555c 777b 33d 66d ?WhWhWh", true),
        ["3 of Circles", "6 of Circles"]
    );
    let loose = wait_names("?SSS44b456b777c88c", true);
    assert_eq!(wait_names("SSS 44b ?456b777c88c", true), loose);
    assert_eq!(loose, ["4 of Bamboos", "7 of Bamboos", "8 of Characters"]);
    // Exposed sets stay as they are.
    assert_eq!(
        wait_names("+222d 345d 678d 99b ?11d", true),
        ["9 of Bamboos", "1 of Circles"]
    );
}

#[test]
fn british_hands_are_no_wait_without_the_extensions() {
    assert_eq!(wait_names("?1133557b113355d", true), ["7 of Circles"]);
    assert!(wait_names("?1133557b113355d", false).is_empty());
}

#[test]
fn a_long_text_is_refused_at_once() {
    let text = format!("?{}", "1b".repeat(50_000));
    let err = text.parse::<TileHand>().unwrap_err();
    // Refused by its length before any token is read.
    let fault = NotationFault::TooLong {
        most: 200,
        has: text.len(),
    };
    assert_eq!(err.reason, fault);
    assert!(
        err.said().to_string().contains("at most 200 characters"),
        "{}",
        err.said()
    );
    let longest = "+1111b +2222c +3333d +4444b 55c @5c f1 f2 f3 f4 s1 s2 s3 s4";
    assert_eq!(longest.parse::<TileHand>().unwrap().to_string(), longest);
}

#[test]
fn the_winning_tile_must_be_in_the_hand() {
    let hand: TileHand = "234c 456c 789c NNN 55d @7b".parse().unwrap();
    let winner = Situation {
        role: Role::MahJong,
        ..Situation::default()
    };
    let err = read_tiles(&hand, &winner, &HandContext::default(), &RuleSet::bmja()).unwrap_err();
    assert_eq!(
        tile_problem(&err),
        "these tiles cannot be held together: the winning tile, the 7 of Bamboos, is not in the hand"
    );
}

#[test]
fn a_waiting_hand_holds_thirteen_tiles_at_most() {
    let hand: TileHand = "?123456789c1234567b".parse().unwrap();
    let err = read_tiles(
        &hand,
        &Situation::default(),
        &HandContext::default(),
        &RuleSet::bmja(),
    )
    .unwrap_err();
    assert_eq!(err, TileProblem::TooManyTiles { tiles: 16 });
    assert_eq!(
        tile_problem(&err),
        "these tiles cannot be held together: 16 tiles are in, and a hand that has not gone out holds at most 13 (a kong counting as 3)"
    );
}

#[test]
fn out_on_a_discard_unmarked_the_score_asks_for_the_winning_tile_when_it_matters() {
    let winner = Situation {
        role: Role::MahJong,
        ..Situation::default()
    };
    let ctx = HandContext {
        own_wind: Wind::South,
        ..HandContext::default()
    };
    let rules = RuleSet::bmja();
    let hand: TileHand = "234b 555c 777d NNN 99d".parse().unwrap();
    let choices: Vec<(String, i64)> = winning_tile_choices(&hand, &winner, &ctx, &rules)
        .iter()
        .map(|(t, s)| (t.name(), s.limited().0))
        .collect();
    // Out on the chow or the pair the pungs stay concealed: 4 + 4 + 8 + 20 = 36;
    // the discard that completed a pung exposes it.
    assert_eq!(
        choices,
        [
            ("2 of Bamboos".to_string(), 36),
            ("3 of Bamboos".to_string(), 36),
            ("4 of Bamboos".to_string(), 36),
            ("5 of Characters".to_string(), 34),
            ("7 of Circles".to_string(), 34),
            ("9 of Circles".to_string(), 36),
            ("North wind".to_string(), 32),
        ]
    );
    // The unmarked hand scores the best reading.
    let read = read_tiles(&hand, &winner, &ctx, &rules).unwrap();
    assert_eq!(read.score.limited().0, 36);
    // Marked, or when it does not matter, nothing is asked.
    let marked: TileHand = "234b 555c 777d NNN 99d @9d".parse().unwrap();
    assert!(winning_tile_choices(&marked, &winner, &ctx, &rules).is_empty());
    let buried: TileHand = "666c 777c 888c NNN 22c".parse().unwrap();
    assert!(winning_tile_choices(&buried, &winner, &ctx, &rules).is_empty());
}
