//! Engine throughput: hands scored per second, form constraint look-ups per
//! second, the time to fold a 1,000-hand match, tile hands grouped and
//! scored per second, and waits found per second for 13-tile hands, under
//! BMJA's rules and under twenty of a club's own hands. Prints figures; asserts
//! nothing. Run with `cargo bench -p mahjong-engine --bench engine` (`-- --quick` for a short run).

use engine::form::{
    allowed_counts, CountField, HandContext, HandForm, Role, SetKind, WindHolding, WinningTile,
};
use engine::score::score_hand;
use engine::setup::MatchSetup;
use engine::sheet::{HandRecord, Match};
use engine::tiles::{read_tiles, waits, waits_under, Situation, TileHand, KINDS};
use engine::{RuleSet, Wind};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn figure_seven() -> HandForm {
    let mut form = HandForm {
        role: Role::MahJong,
        dragon_sets: 1,
        own_wind: WindHolding::Set,
        one_suit_with_honours: true,
        winning_tile: WinningTile::Wall,
        ..HandForm::default()
    };
    form.sets.set(SetKind::ALL[1], 1);
    form.sets.set(SetKind::ALL[2], 2);
    form.sets.set(SetKind::ALL[4], 1);
    form
}

/// Runs `f` repeatedly for about `budget` and returns calls per second.
fn rate(budget: Duration, mut f: impl FnMut()) -> f64 {
    let start = Instant::now();
    let mut calls = 0u64;
    while start.elapsed() < budget {
        for _ in 0..100 {
            f();
        }
        calls += 100;
    }
    calls as f64 / start.elapsed().as_secs_f64()
}

fn thousand_hand_match() -> Match {
    let mut m = Match::new(
        MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]),
        RuleSet::bmja(),
    );
    for i in 0..1000 {
        let mut forms = vec![HandForm::default(); 4];
        forms[i % 4] = HandForm {
            own_wind: WindHolding::None,
            ..figure_seven()
        };
        forms[(i + 1) % 4].sets.set(SetKind::ALL[3], 2);
        forms[(i + 1) % 4].dragon_sets = 1;
        m.hands.push(HandRecord::of_counts(forms));
    }
    m
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let budget = Duration::from_millis(if quick { 200 } else { 2000 });
    let rules = RuleSet::bmja();
    let ctx = HandContext {
        own_wind: Wind::South,
        ..HandContext::default()
    };
    let form = figure_seven();
    let per_second = rate(budget, || {
        black_box(score_hand(black_box(&form), &ctx, &rules));
    });
    println!("hands scored per second:           {per_second:>12.0}");
    let lookups = rate(budget, || {
        black_box(allowed_counts(
            black_box(&form),
            &ctx,
            CountField::Set(SetKind::ALL[0]),
        ));
    });
    println!("count-range look-ups per second:   {lookups:>12.0}");
    let m = thousand_hand_match();
    let runs = if quick { 3 } else { 20 };
    let mut best = Duration::MAX;
    for _ in 0..runs {
        let start = Instant::now();
        let sheet = black_box(m.fold()).expect("the benchmark match folds");
        best = best.min(start.elapsed());
        assert_eq!(sheet.rows.len(), 1000);
    }
    println!(
        "fold of a 1,000-hand match:        {:>9.2} ms (best of {runs})",
        best.as_secs_f64() * 1000.0
    );
    tiles(budget, &ctx, &rules);
    own_hands(budget, &ctx);
}

/// Twenty shapes a club might keep: SPEC §15's eight and others like them.
const CLUB_SHAPES: [&str; 20] = [
    "7 pairs in suit A",
    "single of each wind, 5 pairs in suit A",
    "run 1-9 in suit A, single of each dragon, pair of wind",
    "run 1-7 in suit A, single of each wind, single of each dragon",
    "11 234 55 in suit A, 55 678 99 in suit B",
    "pung of 1 in each suit, single of each wind, single of wind",
    "4 pungs of odd in suit A, pair of odd in suit A",
    "chow in each suit, pung in any suit, pair in any suit",
    "7 pairs in suit A, pairs may repeat",
    "pung of X in each suit, pung of Y in bamboos, pair of dragon",
    "kong of even in suit A, 3 pungs of even in suit B, pair of honour",
    "pair of each dragon, 4 pairs of 1 or 9",
    "chow of 1-5 in suit A, chow of 5-9 in suit A, 2 pungs of green, pair of red",
    "2 singles of each wind, pair of X in suit A, pair of X in suit B, 2 singles of Wh",
    "run 2-6 in suit A, pair of terminal in suit A, single of each honour",
    "pair of each odd in suit A, single of each dragon, single of E",
    "7 pairs of even, pairs may repeat",
    "4 chows in suit A, pair of dragon",
    "pung of each dragon, chow in suit A, pair of wind",
    "run 1-9 in suit A, pung of wind, pair of dragon",
];

/// Tile entry under a preset with twenty of the club's own hands beside
/// BMJA's: the same winners read and the same waits found as above.
fn own_hands(budget: Duration, ctx: &HandContext) {
    let mut values = engine::RuleValues::bmja();
    values.own_hands = CLUB_SHAPES
        .iter()
        .enumerate()
        .map(|(i, shape)| {
            let mut hand = engine::own_hands::OwnHand::new(&format!("Club hand {i}"));
            hand.shape = (*shape).to_string();
            hand
        })
        .collect();
    let read = rate(budget, || {
        black_box(RuleSet::new(black_box(values.clone())).ok());
    });
    println!("rules with 20 own hands checked per second: {read:>9.0}");
    let club = RuleSet::new(values).expect("the club's shapes read");
    let situation = Situation {
        role: Role::MahJong,
        winning_tile: WinningTile::Wall,
        ..Situation::default()
    };
    let winners: Vec<TileHand> = [
        "?222333444b55566b",
        "?123456789dRGWhNN",
        "?1133557b1133557d",
        "?234b567c789d555b99c",
    ]
    .iter()
    .map(|t| t.parse().expect("valid tiles"))
    .collect();
    for (name, rules) in [("BMJA", RuleSet::bmja()), ("20 own hands", club.clone())] {
        let read = rate(budget, || {
            for hand in &winners {
                black_box(read_tiles(black_box(hand), &situation, ctx, &rules)).ok();
            }
        }) * winners.len() as f64;
        println!("winners read per second, {name:<13} {read:>9.0}");
    }
    // One hand a single tile from Dragon's Run; one of one suit, which
    // many shapes could take.
    for tiles in ["?123456789dRGWhN", "?1122335566779b"] {
        let waiting: TileHand = tiles.parse().expect("valid tiles");
        for (name, rules) in [("BMJA", RuleSet::bmja()), ("20 own hands", club.clone())] {
            let found = rate(budget, || {
                black_box(waits_under(black_box(&waiting), &[0; KINDS], &rules));
            });
            println!("{tiles} waits per second, {name:<13} {found:>9.0}");
        }
    }
}

/// Tile entry: a winner's loose tiles grouped and scored, and a 13-tile
/// hand's waits.
fn tiles(budget: Duration, ctx: &HandContext, rules: &RuleSet) {
    // A spread of winners' hands: loose tiles to group (one with many
    // groupings), sets already made, a special shape.
    let winners: Vec<TileHand> = [
        "?222333444b55566b @5b s2",
        "555b +SSS +RRR ?666b22b @5b",
        "123b +555d ?666c777b99c @9c",
        "?1133557b1133557d @7d",
        "111b 999c NNN +555d ?22c @2c f1",
        "234b 555c 777d NNN 99d",
    ]
    .iter()
    .map(|t| t.parse().expect("valid tiles"))
    .collect();
    let situation = Situation {
        role: Role::MahJong,
        winning_tile: WinningTile::Discard,
        ..Situation::default()
    };
    let read_all = |hands: &[TileHand]| {
        rate(budget, || {
            for hand in hands {
                black_box(read_tiles(black_box(hand), &situation, ctx, rules)).ok();
            }
        }) * hands.len() as f64
    };
    println!(
        "tile hands grouped and scored per second: {:>9.0}",
        read_all(&winners)
    );
    // The worst case: Purity of pungs and chows alike, every tile loose and
    // no winning tile marked.
    let purity: TileHand = "?111222333444b55b".parse().expect("valid tiles");
    println!(
        "  the worst, Purity all loose, per second: {:>9.0}",
        read_all(std::slice::from_ref(&purity))
    );
    // 13-tile hands: nine waits (Gates of heaven), two, a Knitting one tile
    // away, and one waiting on a pair.
    let waiting: Vec<TileHand> = [
        "?1112345678999d",
        "+555d 234b EEE ?2345c",
        "?1133557b113355d",
        "+555d +666b +777c RRR ?9c",
    ]
    .iter()
    .map(|t| t.parse().expect("valid tiles"))
    .collect();
    let found = rate(budget, || {
        for hand in &waiting {
            black_box(waits(black_box(hand), &[0; KINDS], true));
        }
    }) * waiting.len() as f64;
    println!("13-tile hands' waits found per second: {found:>9.0}");
    let gates: TileHand = "?1112345678999d".parse().expect("valid tiles");
    let nine = rate(budget, || {
        black_box(waits(black_box(&gates), &[0; KINDS], true));
    });
    println!("  the worst, Gates of heaven's nine waits, per second: {nine:>9.0}");
}
