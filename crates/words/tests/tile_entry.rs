//! Tile entry on the hand form (docs/rules.md §12.2, §12.5, §12.6, §12.8),
//! driven through the session as the screen drives it.

use crate::common;

use common::laid::{form, hand_begun, lay, score, tiles, way, worked_game_in_tiles};
use common::table::clock;

use engine::checks::Problem;
use engine::form::{Change, HandForm, Role, TickField};
use engine::rules::RuleSet;
use engine::sheet::EntryWay;
use engine::tiles::{Bonus, EditRefused, GroupKind, Suit, Tile, TileEdit, TileHand, TileProblem};
use engine::{PlayerId, SpecialHand, Wind};
use session::{Checked, Session};
use storage::export::read_import;
use words::problem;

#[test]
fn the_worked_game_laid_out_in_tiles_scores_80_84_208_416() {
    let mut s = hand_begun();
    worked_game_in_tiles(&mut s);
    let scores: Vec<Option<i64>> = (0..4).map(|p| score(&s, p)).collect();
    assert_eq!(scores, [Some(80), Some(84), Some(208), Some(416)]);
    let ben = form(&s, 2);
    assert_eq!(ben.role, Role::Fishing, "ticked by the live wait");
    assert_eq!(ben.fishing_for, Some(SpecialHand::Knitting));
    assert!(ben.own_season);
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
    let sheet = s.scored().unwrap().sheet();
    assert_eq!(sheet.rows[0].changes.0, [-1096, 336, -36, 796]);
}

#[test]
fn tiles_are_stored_with_the_hand_and_exported_and_imported_back() {
    let mut s = hand_begun();
    worked_game_in_tiles(&mut s);
    let reopened = Session::open(s.store().clone(), true, "test", clock);
    assert_eq!(
        reopened.hand().unwrap().draft,
        s.hand().unwrap().draft,
        "a reload mid-hand loses nothing"
    );
    s.calculate(Wind::East);
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
    let mut s = hand_begun();
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
    let mut s = hand_begun();
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
    let Checked::Problems(problems) = s.calculate(Wind::East) else {
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
    let mut s = hand_begun();
    let p = PlayerId(0);
    let red = Tile::Dragon(engine::tiles::Dragon::Red);
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
    let mut s = hand_begun();
    lay(&mut s, 0, "RRR");
    s.set_tiles_aside(PlayerId(0), true);
    s.change_form(
        PlayerId(0),
        Change::Count(engine::form::CountField::DragonSets, 0),
    );
    assert_eq!(form(&s, 0).dragon_sets, 0, "the counts are the player's");
    assert_eq!(way(&s, 0), EntryWay::Aside);
    s.set_tiles_aside(PlayerId(0), false);
    assert_eq!(way(&s, 0), EntryWay::Tiles);
    assert_eq!(form(&s, 0).dragon_sets, 1, "the tiles give the form again");
}

#[test]
fn a_dead_wait_does_not_tick_fishing() {
    let mut s = hand_begun();
    lay(&mut s, 1, "+5555c");
    lay(&mut s, 0, "+555d 234b EEE ?2234c");
    let waits = s
        .hand()
        .unwrap()
        .player(PlayerId(0))
        .unwrap()
        .waits()
        .to_vec();
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
    use engine::form::{HandContext, WinningTile};
    use engine::tiles::{read_tiles, Situation};
    for hand in SpecialHand::ALL {
        let tiles: TileHand = hand.row().unwrap().example.parse().unwrap();
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
        assert!(made, "{}: {}", hand.name(), hand.row().unwrap().example);
    }
}
