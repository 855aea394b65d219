//! Tile entry on the hand form (docs/rules.md §12.2, §12.5, §12.6, §12.8),
//! driven through the session as the screen drives it.

mod common;

use mahjong_scorer::engine::checks::Problem;
use mahjong_scorer::engine::form::{Change, HandForm, Role, TickField};
use mahjong_scorer::engine::rules::RuleSet;
use mahjong_scorer::engine::setup::MatchSetup;
use mahjong_scorer::engine::sheet::EntryWay;
use mahjong_scorer::engine::tiles::{
    Bonus, EditRefused, GroupKind, Suit, Tile, TileEdit, TileHand, TileProblem,
};
use mahjong_scorer::engine::{PlayerId, SpecialHand, Wind};
use mahjong_scorer::session::{Checked, Session};
use mahjong_scorer::storage::export::read_import;
use mahjong_scorer::storage::MemoryStore;
use mahjong_scorer::words::problem;

fn clock() -> String {
    "2026-11-23T20:00:00Z".into()
}

fn playing() -> Session<MemoryStore> {
    let mut s = Session::open(MemoryStore::default(), true, "test", clock);
    let setup = MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]);
    s.start_match("Club night", setup, RuleSet::bmja()).unwrap();
    s.score_next_hand();
    s
}

fn lay(s: &mut Session<MemoryStore>, player: usize, text: &str) {
    let tiles: TileHand = text.parse().unwrap();
    s.edit_tiles(PlayerId(player), &TileEdit::Replace(tiles))
        .unwrap();
}

fn tiles(s: &Session<MemoryStore>, player: usize) -> Option<TileHand> {
    s.hand()
        .unwrap()
        .player(PlayerId(player))
        .unwrap()
        .tiles
        .clone()
}

fn way(s: &Session<MemoryStore>, player: usize) -> EntryWay {
    s.hand().unwrap().player(PlayerId(player)).unwrap().way
}

fn form(s: &Session<MemoryStore>, player: usize) -> HandForm {
    s.hand()
        .unwrap()
        .player(PlayerId(player))
        .unwrap()
        .form
        .clone()
}

fn score(s: &Session<MemoryStore>, player: usize) -> Option<i64> {
    s.hand()?
        .player(PlayerId(player))?
        .score
        .as_ref()
        .map(|h| h.limited().0)
}

/// The worked game of docs/rules.md §11, every hand laid out in tiles.
fn worked_game_in_tiles(s: &mut Session<MemoryStore>) {
    lay(s, 0, "+777c +666c RRR ?19d24b f1 s2");
    s.change_form(PlayerId(1), Change::Tick(TickField::DeclaresMahJong, true));
    lay(s, 1, "999c +GGG +4444d 234b SS @S");
    lay(s, 2, "?1133557b113355d s3");
    lay(s, 3, "NNN EEE WhWhWhWh ?2468b s1");
}

#[test]
fn the_worked_game_laid_out_in_tiles_scores_80_84_208_416() {
    let mut s = playing();
    worked_game_in_tiles(&mut s);
    let scores: Vec<Option<i64>> = (0..4).map(|p| score(&s, p)).collect();
    assert_eq!(scores, [Some(80), Some(84), Some(208), Some(416)]);
    let ben = form(&s, 2);
    assert_eq!(ben.role, Role::Fishing, "ticked by the live wait");
    assert_eq!(ben.fishing_for, Some(SpecialHand::Knitting));
    assert!(ben.own_season);
    assert_eq!(s.calculate(Wind::East), Ok(Checked::Recorded));
    let sheet = s.scored().unwrap().sheet();
    assert_eq!(sheet.rows[0].changes.0, [-1096, 336, -36, 796]);
}

#[test]
fn tiles_are_stored_with_the_hand_and_exported_and_imported_back() {
    let mut s = playing();
    worked_game_in_tiles(&mut s);
    let reopened = Session::open(s.store().clone(), true, "test", clock);
    assert_eq!(
        reopened.hand().unwrap().draft,
        s.hand().unwrap().draft,
        "a reload mid-hand loses nothing"
    );
    s.calculate(Wind::East).unwrap();
    let laid = s.scored().unwrap().game().hands[0]
        .entry(PlayerId(2))
        .and_then(|e| e.tiles().cloned());
    assert_eq!(laid.unwrap().to_string(), "?1133557b113355d s3");
    let id = s.current().unwrap();
    let file = s.export(&[id]);
    assert!(read_import(&file).is_ok());
    // Ben's own season swapped for another: the tiles no longer give the
    // results written beside them.
    let tampered = file.replacen("?1133557b113355d s3", "?1133557b113355d s4", 1);
    assert_ne!(tampered, file);
    let problems = read_import(&tampered).unwrap_err();
    assert!(
        problems
            .iter()
            .any(|p| p.location.ends_with(".results.hands[0]")),
        "{problems:?}"
    );
}

#[test]
fn a_fifth_copy_is_refused_at_the_table() {
    let mut s = playing();
    lay(&mut s, 0, "555d");
    lay(&mut s, 1, "?5d");
    let five = Tile::Suited(Suit::Circles, 5);
    let refused = s.edit_tiles(PlayerId(1), &TileEdit::Add(five));
    assert_eq!(
        refused,
        Err(EditRefused::TooManyOf {
            tile: five,
            held: 2,
            elsewhere: 3
        })
    );
    assert_eq!(tiles(&s, 1).unwrap().to_string(), "?5d");
    let taken = s.edit_tiles(PlayerId(2), &TileEdit::AddBonus(Bonus::Flower(1)));
    assert!(taken.is_ok());
    assert!(s
        .edit_tiles(PlayerId(3), &TileEdit::AddBonus(Bonus::Flower(1)))
        .is_err());
}

#[test]
fn a_winner_without_a_hand_is_told_what_is_missing_and_cannot_be_recorded() {
    let mut s = playing();
    s.change_form(PlayerId(1), Change::Tick(TickField::DeclaresMahJong, true));
    lay(&mut s, 1, "999c +GGG SS");
    let missing = s
        .hand()
        .unwrap()
        .player(PlayerId(1))
        .unwrap()
        .tile_problem
        .clone();
    assert!(
        matches!(missing, Some(TileProblem::NotMahJong { tiles: 8 })),
        "{missing:?}"
    );
    assert_eq!(score(&s, 1), None);
    assert_eq!(
        form(&s, 1).dragon_sets,
        1,
        "the counts show the tiles so far"
    );
    let Ok(Checked::Problems(problems)) = s.calculate(Wind::East) else {
        panic!("refused");
    };
    let names = ["Rod", "Bill", "Ben", "Jack"].map(String::from);
    assert!(matches!(
        problems[0],
        Problem::TilesNotAHand {
            player: PlayerId(1),
            ..
        }
    ));
    assert!(problem(&problems[0], &names)
        .starts_with("Bill's tiles give no hand: no Mah-Jong hand yet: 8 tiles are in"));
}

#[test]
fn building_a_hand_tap_by_tap_with_undo() {
    let mut s = playing();
    let p = PlayerId(0);
    let red = Tile::Dragon(mahjong_scorer::engine::tiles::Dragon::Red);
    s.edit_tiles(p, &TileEdit::Add(red)).unwrap();
    s.edit_tiles(p, &TileEdit::Group(GroupKind::Pung, red))
        .unwrap();
    s.edit_tiles(p, &TileEdit::Expose(0)).unwrap();
    assert_eq!(form(&s, 0).dragon_sets, 1);
    assert_eq!(score(&s, 0), Some(8));
    s.undo_tile(p);
    assert_eq!(tiles(&s, 0).unwrap().to_string(), "RRR");
    assert_eq!(score(&s, 0), Some(16), "concealed again");
    s.clear_tiles(p);
    assert!(tiles(&s, 0).is_none());
    assert_eq!(
        form(&s, 0),
        HandForm::default(),
        "back to counts, nothing counted"
    );
}

#[test]
fn counts_edited_instead_keep_the_tiles_aside() {
    let mut s = playing();
    lay(&mut s, 0, "RRR");
    s.set_tiles_aside(PlayerId(0), true);
    s.change_form(
        PlayerId(0),
        Change::Count(mahjong_scorer::engine::form::CountField::DragonSets, 0),
    );
    assert_eq!(form(&s, 0).dragon_sets, 0, "the counts are the player's");
    assert_eq!(way(&s, 0), EntryWay::Aside);
    s.set_tiles_aside(PlayerId(0), false);
    assert_eq!(way(&s, 0), EntryWay::Tiles);
    assert_eq!(form(&s, 0).dragon_sets, 1, "the tiles give the form again");
}

#[test]
fn a_dead_wait_does_not_tick_fishing() {
    let mut s = playing();
    lay(&mut s, 1, "+5555c");
    lay(&mut s, 0, "+555d 234b EEE ?2234c");
    let waits = s.hand().unwrap().player(PlayerId(0)).unwrap().waits.clone();
    let named: Vec<(String, bool)> = waits.iter().map(|w| (w.tile.name(), w.dead)).collect();
    assert_eq!(
        named,
        [
            ("2 of Characters".to_string(), false),
            ("5 of Characters".to_string(), true)
        ]
    );
    assert_eq!(form(&s, 0).role, Role::Fishing);
    s.change_form(PlayerId(0), Change::Tick(TickField::Fishing, false));
    assert_eq!(form(&s, 0).role, Role::Other, "the player may untick it");
}

#[test]
fn every_special_hands_example_in_the_guide_makes_that_hand() {
    use mahjong_scorer::engine::form::{HandContext, WinningTile};
    use mahjong_scorer::engine::tiles::{read_tiles, Situation};
    for hand in SpecialHand::ALL {
        let tiles: TileHand = hand.row().example.parse().unwrap();
        let made = WinningTile::ALL.into_iter().any(|winning_tile| {
            let situation = Situation {
                role: Role::MahJong,
                winning_tile,
                last_tile: hand == SpecialHand::MoonFromTheSea,
                situation_hand: hand.is_situation().then_some(hand),
                ..Situation::default()
            };
            let ctx = HandContext {
                own_wind: match hand {
                    SpecialHand::HeavensBlessing => Wind::East,
                    _ => Wind::South,
                },
                ..HandContext::default()
            };
            read_tiles(&tiles, &situation, &ctx, &RuleSet::bmja())
                .is_ok_and(|r| r.forms.iter().any(|f| f.special_hand == Some(hand)))
        });
        assert!(made, "{}: {}", hand.name(), hand.row().example);
    }
}

#[test]
fn five_of_a_kind_across_players_is_named_at_the_table_check() {
    let mut s = playing();
    lay(&mut s, 0, "555d");
    s.set_tiles_aside(PlayerId(0), true);
    lay(&mut s, 2, "55d f1");
    s.set_tiles_aside(PlayerId(0), false);
    s.change_form(PlayerId(1), Change::Tick(TickField::DeclaresMahJong, true));
    let Ok(Checked::Problems(problems)) = s.calculate(Wind::East) else {
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
    let mut s = playing();
    s.change_form(PlayerId(1), Change::Tick(TickField::DeclaresMahJong, true));
    lay(&mut s, 1, "234b 555c 777d NNN 99d");
    let asked: Vec<(Tile, i64)> = s
        .hand()
        .unwrap()
        .player(PlayerId(1))
        .unwrap()
        .winning_tile_choices
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
        Ok(Checked::WinningTile(PlayerId(1))),
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
    assert!(view.winning_tile_choices.is_empty());
    assert_eq!(score(&s, 1), Some(32));
    assert_eq!(s.calculate(Wind::East), Ok(Checked::Recorded));
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
    use mahjong_scorer::session::Untaken;
    let mut s = playing();
    s.change_form(PlayerId(0), Change::Tick(TickField::DeclaresMahJong, true));
    lay(&mut s, 0, "+555d 234b 666b 111c 99c @9c");
    assert_eq!(s.type_tiles(PlayerId(2), "SSS EEE"), Ok(()));
    s.select_player(PlayerId(3));
    let unread = s.type_tiles(PlayerId(2), "SSS EEE 7");
    assert!(matches!(unread, Err(Untaken::Unread(_))), "{unread:?}");
    let hand = s.hand().unwrap();
    assert_eq!(hand.untaken(PlayerId(2)), Some("SSS EEE 7"));
    assert_eq!(tiles(&s, 2).unwrap().to_string(), "SSS EEE");
    assert_eq!(s.calculate(Wind::East), Ok(Checked::Untaken(PlayerId(2))));
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
        Ok(Checked::Untaken(PlayerId(2)))
    );
    // Put right, the hand is recorded with the tiles typed.
    assert_eq!(s.type_tiles(PlayerId(2), "SSS EEE 77b"), Ok(()));
    assert_eq!(s.hand().unwrap().untaken(PlayerId(2)), None);
    assert_eq!(s.calculate(Wind::East), Ok(Checked::Recorded));
}

#[test]
fn a_typed_hand_the_table_cannot_hold_blocks_recording_until_cleared() {
    use mahjong_scorer::session::Untaken;
    let mut s = playing();
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
    assert_eq!(s.calculate(Wind::East), Ok(Checked::Untaken(PlayerId(1))));
    s.clear_tiles(PlayerId(1));
    assert_eq!(s.calculate(Wind::East), Ok(Checked::Recorded));
}

#[test]
fn knitting_typed_as_its_pairs_reads_as_knitting() {
    let mut s = playing();
    s.change_form(PlayerId(0), Change::Tick(TickField::DeclaresMahJong, true));
    s.change_form(
        PlayerId(0),
        Change::WinningTile(mahjong_scorer::engine::form::WinningTile::Wall),
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
    use mahjong_scorer::engine::form::WinningTile;
    let mut s = playing();
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
    let mut s = playing();
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
    let tiles: TileHand = SpecialHand::PlumBlossom.row().example.parse().unwrap();
    assert!(tiles.groups.iter().any(|g| g.kind == GroupKind::Kong));
}
