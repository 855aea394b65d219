//! Tile entry's invariants (proptest): the notation prints back exactly,
//! tiles always read as a possible form scored as that form, and nothing a
//! player can type or tap makes the engine panic.

use mahjong_scorer::engine::form::{violations, HandContext, HandForm, Role, WinningTile};
use mahjong_scorer::engine::score::score_hand;
use mahjong_scorer::engine::tiles::{
    check_tiles, read_player, read_tiles, waits, Bonus, Group, GroupKind, Situation, Tile,
    TileEdit, TileHand, KINDS,
};
use mahjong_scorer::engine::{PlayerId, RuleSet, Wind};
use proptest::prelude::*;

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
            (GroupKind::Chow, _) => Tile::Suited(mahjong_scorer::engine::tiles::Suit::Circles, 1),
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
        let read: TileHand = text.parse().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
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
    fn no_typed_text_makes_the_notation_panic(text in ".{0,40}") {
        let _ = text.parse::<TileHand>();
    }

    #[test]
    fn no_tile_list_makes_the_engine_panic(hand in hand(), others in prop::collection::vec(hand(), 0..3)) {
        let _ = waits(&hand, &[4; KINDS]);
        let _ = waits(&hand, &[0; KINDS]);
        let mut table: Vec<(PlayerId, &TileHand)> = vec![(PlayerId(0), &hand)];
        table.extend(others.iter().enumerate().map(|(i, h)| (PlayerId(i + 1), h)));
        let _ = check_tiles(&table);
    }

    #[test]
    fn a_players_tiles_read_as_a_possible_form_or_say_why_not(
        hand in hand(), situation in situation(), ctx in context(), seen in prop::array::uniform::<_, KINDS>(0u8..=4)
    ) {
        let entered = HandForm {
            role: situation.role,
            winning_tile: situation.winning_tile,
            last_tile: situation.last_tile,
            original_call: situation.original_call,
            ..HandForm::default()
        };
        let read = read_player(&hand, &entered, &ctx, &RuleSet::bmja(), &seen);
        if read.problem.is_none() {
            prop_assert!(violations(&read.form, &ctx).is_empty(), "{:?}", read.form);
        }
        prop_assert_eq!(read.form.role, entered.role);
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
    assert_eq!(
        err.unwrap_err().to_string(),
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
    assert_eq!(
        err.to_string(),
        "no Mah-Jong hand yet: 11 tiles are in, and a Mah-Jong hand has 14 (a kong counting as 3)"
    );
}

#[test]
fn a_fishing_hand_shows_its_waits_and_which_are_dead() {
    let hand: TileHand = "+555d 234b EEE ?2345c".parse().unwrap();
    let mut seen = [0u8; KINDS];
    seen[Tile::Suited(mahjong_scorer::engine::tiles::Suit::Characters, 5).index()] = 3;
    let found = waits(&hand, &seen);
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
    let found = waits(&hand, &[0; KINDS]);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].tile.name(), "7 of Circles");
    assert_eq!(
        found[0].specials,
        [mahjong_scorer::engine::SpecialHand::Knitting]
    );
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
