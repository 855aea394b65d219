//! Engine throughput: hands scored per second, form constraint look-ups per
//! second, and the time to fold a 1,000-hand match. Prints figures; asserts
//! nothing. Run with `cargo bench --bench engine` (`-- --quick` for a short run).

use mahjong_scorer::engine::form::{
    allowed_counts, CountField, HandContext, HandForm, Role, SetKind, WinningTile,
};
use mahjong_scorer::engine::score::score_hand;
use mahjong_scorer::engine::setup::MatchSetup;
use mahjong_scorer::engine::sheet::{HandRecord, Match};
use mahjong_scorer::engine::{RuleSet, Wind};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn figure_seven() -> HandForm {
    let mut form = HandForm {
        role: Role::MahJong,
        dragon_sets: 1,
        own_wind_set: true,
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
            own_wind_set: false,
            ..figure_seven()
        };
        forms[(i + 1) % 4].sets.set(SetKind::ALL[3], 2);
        forms[(i + 1) % 4].dragon_sets = 1;
        m.hands.push(HandRecord {
            forms,
            ..HandRecord::default()
        });
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
}
