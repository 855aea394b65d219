//! Invariants of tapping that hold for every sequence of taps (proptest):
//! the hand in progress always shows what its entries give, and a tick is
//! on only where the player or the rules put it.

use engine::form::{
    apply, offered, Change, CountField, FormField, HandContext, HandForm, TickField, WinningTile,
};
use engine::score::score_hand;
use engine::setup::MatchSetup;
use engine::tiles::{Bonus, GroupKind, Tile, TileEdit};
use engine::{PlayerId, Points, RuleSet, SpecialHand, Wind};
use proptest::prelude::*;
use session::Session;
use storage::MemoryStore;

use crate::common;

use common::strategies::{change, context};

/// One command of the hand screen, on one of four players.
#[derive(Clone, Debug)]
enum Command {
    Form(usize, Change),
    Tap(usize, TileEdit),
    UndoTap(usize),
    Aside(usize, bool),
    Clear(usize),
    Goulash(bool),
    Select(usize),
}

fn command() -> impl Strategy<Value = Command> {
    let tile = (0usize..34).prop_map(|i| Tile::all().nth(i).unwrap_or(Tile::Wind(Wind::East)));
    let group = prop::sample::select(vec![
        GroupKind::Pung,
        GroupKind::Kong,
        GroupKind::Chow,
        GroupKind::Pair,
    ]);
    let edit = prop_oneof![
        4 => tile.clone().prop_map(TileEdit::Add),
        2 => (group, tile.clone()).prop_map(|(g, t)| TileEdit::Group(g, t)),
        1 => (0usize..4).prop_map(TileEdit::Expose),
        1 => prop::option::of(tile).prop_map(TileEdit::Winning),
        1 => (1u8..=4).prop_map(|n| TileEdit::AddBonus(Bonus::Flower(n))),
    ];
    let player = 0usize..4;
    prop_oneof![
        4 => (player.clone(), change()).prop_map(|(p, c)| Command::Form(p, c)),
        6 => (player.clone(), edit).prop_map(|(p, e)| Command::Tap(p, e)),
        1 => player.clone().prop_map(Command::UndoTap),
        1 => (player.clone(), any::<bool>()).prop_map(|(p, a)| Command::Aside(p, a)),
        1 => player.clone().prop_map(Command::Clear),
        1 => any::<bool>().prop_map(Command::Goulash),
        1 => player.prop_map(Command::Select),
    ]
}

fn run(s: &mut Session<MemoryStore>, command: Command) {
    match command {
        Command::Form(p, c) => s.change_form(PlayerId(p), c),
        Command::Tap(p, e) => {
            // A refused tap changes nothing: checked below like any other.
            let before = s.hand().map(|h| h.draft.clone());
            if s.edit_tiles(PlayerId(p), &e).is_err() {
                assert_eq!(s.hand().map(|h| h.draft.clone()), before);
            }
        }
        Command::UndoTap(p) => s.undo_tile(PlayerId(p)),
        Command::Aside(p, a) => s.set_tiles_aside(PlayerId(p), a),
        Command::Clear(p) => s.clear_tiles(PlayerId(p)),
        Command::Goulash(on) => s.set_goulash(on),
        Command::Select(p) => s.select_player(PlayerId(p)),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Whatever the players tap, the hand in progress shows what its
    /// entries give, worked out afresh, and a reload shows the same.
    #[test]
    fn every_command_leaves_the_hand_worked_out_as_its_entries_give_it(
        commands in prop::collection::vec(command(), 1..30)
    ) {
        let clock = || "2026-11-24T20:00:00Z".to_string();
        let mut s = Session::open(MemoryStore::default(), true, "test", clock);
        let setup = MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]);
        s.start_match("Club night", setup, RuleSet::bmja()).unwrap();
        s.score_next_hand();
        for c in commands {
            run(&mut s, c);
            let h = s.hand().unwrap();
            prop_assert_eq!(h.view(), &h.table.view(&h.draft.record));
        }
        let reopened = Session::open(s.store().clone(), true, "test", clock);
        prop_assert_eq!(reopened.hand().map(|h| h.view()), s.hand().map(|h| h.view()));
    }
}

/// The tick a tap writes at this seat: the prevailing wind's ticks are the
/// own wind's where the seat's wind prevails.
fn tick_at_seat(field: TickField, ctx: &HandContext) -> TickField {
    match field {
        TickField::PrevailingWindSet if ctx.own_wind_prevails() => TickField::OwnWindSet,
        TickField::PrevailingWindPair if ctx.own_wind_prevails() => TickField::OwnWindPair,
        field => field,
    }
}

fn tick_fields() -> Vec<TickField> {
    FormField::ALL
        .into_iter()
        .filter_map(|field| match field {
            FormField::Tick(t) => Some(t),
            _ => None,
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// Whatever the player taps, a tick is on only where the player ticked
    /// it or the rules hold it on (the player cannot untick it): a tick the
    /// rules forced goes off again once they stop forcing it.
    #[test]
    fn no_tick_is_on_that_the_player_did_not_tick_unless_the_rules_hold_it(
        ctx in context(),
        changes in prop::collection::vec(change(), 1..40),
    ) {
        let mut form = HandForm::default();
        let mut ticked_by_player: Vec<TickField> = Vec::new();
        for change in changes {
            if !offered(&form, &ctx, change) {
                continue;
            }
            form = apply(&form, &ctx, change);
            if let Change::Tick(field, on) = change {
                let field = tick_at_seat(field, &ctx);
                ticked_by_player.retain(|&f| f != field);
                if on {
                    ticked_by_player.push(field);
                }
            }
            for field in tick_fields() {
                let unasked = field.read(&form) && !ticked_by_player.contains(&field);
                prop_assert!(
                    !unasked || !offered(&form, &ctx, Change::Tick(field, false)),
                    "{:?} is on, the player did not tick it and may untick it, after {:?}: {:?}",
                    field, change, form
                );
            }
        }
    }
}

#[test]
fn own_flower_forced_by_four_flowers_goes_off_at_one_and_a_chosen_one_stays() {
    let ctx = HandContext::default();
    let flowers = |form: &HandForm, n| apply(form, &ctx, Change::Count(CountField::Flowers, n));
    let four = flowers(&HandForm::default(), 4);
    assert!(four.own_flower, "four flowers hold own flower");
    assert!(!offered(
        &four,
        &ctx,
        Change::Tick(TickField::OwnFlower, false)
    ));
    let one = flowers(&four, 1);
    assert!(!one.own_flower, "at one flower it is the player's to tick");
    let rules = RuleSet::bmja();
    assert_eq!(score_hand(&one, &ctx, &rules).limited(), Points(4));
    let chosen = apply(
        &flowers(&HandForm::default(), 2),
        &ctx,
        Change::Tick(TickField::OwnFlower, true),
    );
    assert!(
        flowers(&flowers(&chosen, 4), 1).own_flower,
        "ticked by the player, it stays"
    );
}

#[test]
fn last_tile_forced_by_the_moon_goes_off_with_it() {
    let ctx = HandContext::default();
    let winner = apply(
        &HandForm::default(),
        &ctx,
        Change::Tick(TickField::DeclaresMahJong, true),
    );
    let wall = apply(&winner, &ctx, Change::WinningTile(WinningTile::Wall));
    let moon = apply(
        &wall,
        &ctx,
        Change::SpecialHand(Some(SpecialHand::MoonFromTheSea)),
    );
    assert!(moon.last_tile, "the Moon is out on the last tile");
    let none = apply(&moon, &ctx, Change::SpecialHand(None));
    assert!(!none.last_tile);
}
