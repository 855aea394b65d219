//! Tile entry at the table (docs/rules.md §12.5, §12.6, §12.8): the table
//! check across players, the winning tile asked for, and hands typed as text,
//! driven through the session as the screen drives it.

use crate::common;

use common::laid::{form, hand_begun, lay, score, tiles};
use common::table::clock;

use engine::form::{Change, TickField};
use engine::tiles::{EditRefused, GroupKind, Tile, TileEdit, TileHand};
use engine::{PlayerId, SpecialHand, Wind};
use session::{Checked, Session};
use words::problem;

#[test]
fn five_of_a_kind_across_players_is_named_at_the_table_check() {
    let mut s = hand_begun();
    lay(&mut s, 0, "555d");
    s.set_tiles_aside(PlayerId(0), true);
    lay(&mut s, 2, "55d f1");
    s.set_tiles_aside(PlayerId(0), false);
    s.change_form(PlayerId(1), Change::Tick(TickField::DeclaresMahJong, true));
    let Checked::Problems(problems) = s.calculate(Wind::East) else {
        panic!("refused");
    };
    let names = ["Rod", "Bill", "Ben", "Jack"].map(String::from);
    let said: Vec<String> = problems.iter().map(|p| problem(p, &names)).collect();
    assert!(
        said.contains(&"There are only four 5 of Circles, but Rod and Ben hold 5 between them. Change one of their hands.".to_string()),
        "{said:?}"
    );
}

#[test]
fn a_winner_on_a_discard_is_asked_for_the_winning_tile_until_it_is_marked() {
    let mut s = hand_begun();
    s.change_form(PlayerId(1), Change::Tick(TickField::DeclaresMahJong, true));
    lay(&mut s, 1, "234b 555c 777d NNN 99d");
    let asked: Vec<(Tile, i64)> = s
        .hand()
        .unwrap()
        .player(PlayerId(1))
        .unwrap()
        .winning_tile_choices()
        .iter()
        .map(|(t, score)| (*t, score.limited().0))
        .collect();
    assert!(asked.contains(&(Tile::Wind(Wind::North), 32)), "{asked:?}");
    assert_eq!(
        score(&s, 1),
        Some(36),
        "the best reading until it is marked"
    );
    s.change_form(PlayerId(0), Change::Tick(TickField::Fishing, false));
    s.select_player(PlayerId(2));
    assert_eq!(
        s.calculate(Wind::East),
        Checked::WinningTile(PlayerId(1)),
        "asked at Calculate, never assumed"
    );
    assert_eq!(s.hand().unwrap().draft.player, PlayerId(1));
    assert_eq!(s.scored().unwrap().game().hands.len(), 0);
    s.edit_tiles(
        PlayerId(1),
        &TileEdit::Winning(Some(Tile::Wind(Wind::North))),
    )
    .unwrap();
    let view = s.hand().unwrap().player(PlayerId(1)).unwrap();
    assert!(view.winning_tile_choices().is_empty());
    assert_eq!(score(&s, 1), Some(32));
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
    let kept = s.scored().unwrap().game().hands[0]
        .entry(PlayerId(1))
        .and_then(|e| e.tiles().cloned());
    assert_eq!(
        kept.unwrap().winning,
        Some(Tile::Wind(Wind::North)),
        "the choice is kept"
    );
}

#[test]
fn a_typed_hand_that_does_not_read_blocks_recording_naming_the_player() {
    use session::Untaken;
    let mut s = hand_begun();
    s.change_form(PlayerId(0), Change::Tick(TickField::DeclaresMahJong, true));
    lay(&mut s, 0, "+555d 234b 666b 111c 99c @9c");
    assert_eq!(s.type_tiles(PlayerId(2), "SSS EEE"), Ok(()));
    s.select_player(PlayerId(3));
    let unread = s.type_tiles(PlayerId(2), "SSS EEE 7");
    assert!(matches!(unread, Err(Untaken::Unread(_))), "{unread:?}");
    let hand = s.hand().unwrap();
    assert_eq!(hand.untaken(PlayerId(2)), Some("SSS EEE 7"));
    assert_eq!(tiles(&s, 2).unwrap().to_string(), "SSS EEE");
    assert_eq!(s.calculate(Wind::East), Checked::Untaken(PlayerId(2)));
    assert_eq!(
        s.hand().unwrap().draft.player,
        PlayerId(2),
        "their form shows"
    );
    assert_eq!(
        s.scored().unwrap().game().hands.len(),
        0,
        "nothing recorded"
    );
    // A reload keeps what was typed, and the hand stays blocked.
    let mut reopened = Session::open(s.store().clone(), true, "test", clock);
    assert_eq!(
        reopened.hand().unwrap().untaken(PlayerId(2)),
        Some("SSS EEE 7")
    );
    assert_eq!(
        reopened.calculate(Wind::East),
        Checked::Untaken(PlayerId(2))
    );
    // Put right, the hand is recorded with the tiles typed.
    assert_eq!(s.type_tiles(PlayerId(2), "SSS EEE 77b"), Ok(()));
    assert_eq!(s.hand().unwrap().untaken(PlayerId(2)), None);
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
}

#[test]
fn a_typed_hand_the_table_cannot_hold_blocks_recording_until_cleared() {
    use session::Untaken;
    let mut s = hand_begun();
    s.change_form(PlayerId(0), Change::Tick(TickField::DeclaresMahJong, true));
    lay(&mut s, 0, "+555d 234b 666b 111c 99c @9c");
    let refused = s.type_tiles(PlayerId(1), "5d5d");
    assert!(
        matches!(
            refused,
            Err(Untaken::NotTaken(EditRefused::TooManyOf {
                held: 2,
                elsewhere: 3,
                ..
            }))
        ),
        "{refused:?}"
    );
    assert_eq!(s.calculate(Wind::East), Checked::Untaken(PlayerId(1)));
    s.clear_tiles(PlayerId(1));
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
}

#[test]
fn knitting_typed_as_its_pairs_reads_as_knitting() {
    let mut s = hand_begun();
    s.change_form(PlayerId(0), Change::Tick(TickField::DeclaresMahJong, true));
    s.change_form(
        PlayerId(0),
        Change::WinningTile(engine::form::WinningTile::Wall),
    );
    assert_eq!(
        s.type_tiles(PlayerId(0), "1b1d 1b1d 3b3d 3b3d 5b5d 5b5d 7b7d @7d"),
        Ok(())
    );
    assert_eq!(form(&s, 0).special_hand, Some(SpecialHand::Knitting));
    assert_eq!(score(&s, 0), Some(500));
}

#[test]
fn last_tile_forced_by_the_moon_goes_off_with_it_for_tiles_too() {
    use engine::form::WinningTile;
    let mut s = hand_begun();
    s.change_form(PlayerId(0), Change::Tick(TickField::DeclaresMahJong, true));
    lay(&mut s, 0, "+555d 234b 666b 111d 99c @1d");
    s.change_form(PlayerId(0), Change::WinningTile(WinningTile::Wall));
    s.change_form(
        PlayerId(0),
        Change::SpecialHand(Some(SpecialHand::MoonFromTheSea)),
    );
    assert!(form(&s, 0).last_tile, "the Moon is out on the last tile");
    s.change_form(PlayerId(0), Change::SpecialHand(None));
    assert!(
        !form(&s, 0).last_tile,
        "forced, not ticked: it goes with the Moon"
    );
    s.change_form(PlayerId(0), Change::Tick(TickField::LastTile, true));
    s.change_form(
        PlayerId(0),
        Change::SpecialHand(Some(SpecialHand::MoonFromTheSea)),
    );
    s.change_form(PlayerId(0), Change::SpecialHand(None));
    assert!(form(&s, 0).last_tile, "ticked by the player, it stays");
}

#[test]
fn a_hand_is_read_as_it_is_typed_and_an_unreadable_part_waits_for_the_typing_to_end() {
    let mut s = hand_begun();
    assert!(s.read_typing(PlayerId(1), "SSS"));
    assert_eq!(tiles(&s, 1).unwrap().to_string(), "SSS");
    assert!(!s.read_typing(PlayerId(1), "SSS EEE 7"), "half a tile");
    let hand = s.hand().unwrap();
    assert_eq!(hand.untaken(PlayerId(1)), None, "no message while typing");
    assert_eq!(
        tiles(&s, 1).unwrap().to_string(),
        "SSS",
        "the last reading stays"
    );
    assert!(s.read_typing(PlayerId(1), "SSS EEE 77b"));
    assert_eq!(
        s.hand()
            .unwrap()
            .player(PlayerId(1))
            .unwrap()
            .form
            .sets
            .count(|_| true),
        2
    );
    // Leaving the box takes what was read already, and no second tap to undo.
    assert_eq!(s.type_tiles(PlayerId(1), "SSS EEE 77b"), Ok(()));
    s.undo_tile(PlayerId(1));
    assert_eq!(tiles(&s, 1).unwrap().to_string(), "SSS");
    // Left unreadable, the box says why, as before.
    assert!(s.type_tiles(PlayerId(1), "SSS 7").is_err());
    assert_eq!(s.hand().unwrap().untaken(PlayerId(1)), Some("SSS 7"));
}

#[test]
fn the_plum_blossoms_example_holds_a_kong_for_the_loose_tile_to_come_after() {
    let tiles: TileHand = SpecialHand::PlumBlossom
        .row()
        .unwrap()
        .example
        .parse()
        .unwrap();
    assert!(tiles.groups.iter().any(|g| g.kind == GroupKind::Kong));
}

#[test]
fn a_hand_typed_part_way_comes_back_on_a_reload_as_left() {
    let mut s = hand_begun();
    assert!(s.read_typing(PlayerId(1), "RR 99c"));
    assert!(
        !s.read_typing(PlayerId(1), "RR 99c 12"),
        "12 has no suit yet"
    );
    let hand = s.hand().unwrap();
    assert_eq!(hand.typing(PlayerId(1)), Some("RR 99c 12"));
    assert_eq!(hand.untaken(PlayerId(1)), None, "no message while typing");
    // A reload: the box comes back as typed, left, and says why.
    let id = s.current().unwrap();
    s.open_match(id);
    let hand = s.hand().unwrap();
    assert_eq!(hand.untaken(PlayerId(1)), Some("RR 99c 12"));
    assert!(hand.untaken_because(PlayerId(1)).is_some());
    assert_eq!(s.calculate(Wind::East), Checked::Untaken(PlayerId(1)));
    // Typed to the end, it reads and nothing is kept beside it.
    assert_eq!(s.type_tiles(PlayerId(1), "RR 99c 123b"), Ok(()));
    let hand = s.hand().unwrap();
    assert_eq!(
        (hand.typing(PlayerId(1)), hand.untaken(PlayerId(1))),
        (None, None)
    );
}
