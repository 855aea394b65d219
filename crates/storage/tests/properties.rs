//! Invariants that hold for every input (proptest).

use engine::form::{apply, offered, violations, HandForm, Role, SetCounts, SetKind, WindHolding};
use engine::money::{PointsPerUnit, Tally};
use engine::presets::Presets;
use engine::rules::{RuleValues, MAX_DOUBLE_FACTOR, MAX_POINTS_VALUE};
use engine::score::score_hand;
use engine::seating::Seating;
use engine::settle::{net, settle};
use engine::setup::MatchSetup;
use engine::sheet::{HandRecord, Match, ScoredMatch};
use engine::{ByPlayer, PlayerId, Points, RuleSet, SpecialHand};
use proptest::prelude::*;
use storage::export::{export, read_import};
use storage::library::summarize;

use crate::common;

use common::strategies::{change, context, player_count, reachable_form};
fn tally() -> impl Strategy<Value = Tally> {
    prop_oneof![
        Just(Tally::Points),
        prop::sample::select(PointsPerUnit::ALL.to_vec()).prop_map(|ratio| Tally::Money {
            ratio,
            symbol: "£".into()
        }),
    ]
}

fn rule_values() -> impl Strategy<Value = RuleValues> {
    (
        0..=MAX_POINTS_VALUE,
        0..=MAX_POINTS_VALUE,
        1..=MAX_DOUBLE_FACTOR,
        0..=MAX_POINTS_VALUE,
        any::<bool>(),
    )
        .prop_map(|(limit, points, factor, special, british)| {
            let mut v = RuleValues::bmja();
            v.limit = limit;
            v.mah_jong = points;
            v.sets.major_kong.concealed = points;
            v.bonus_tile = points;
            v.doubles.dragon_set = factor;
            v.doubles.no_chows = factor;
            v.doubles.flower_bouquet = factor;
            v.doubles.purity = factor;
            v.british_extensions = british;
            for value in v.special_hands.values_mut() {
                value.winner = special;
            }
            v
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_form_reached_by_tapping_is_possible((ctx, form) in context().prop_flat_map(|c| (Just(c), reachable_form(c)))) {
        prop_assert_eq!(violations(&form, &ctx), vec![]);
    }

    #[test]
    fn the_limited_score_never_exceeds_the_limit(
        (ctx, form) in context().prop_flat_map(|c| (Just(c), reachable_form(c))),
        values in rule_values(),
    ) {
        let rules = RuleSet::new(values).unwrap();
        let score = score_hand(&form, &ctx, &rules);
        prop_assert!(score.limited() <= Points(rules.values().limit));
        prop_assert!(score.limited() >= Points::ZERO);
        prop_assert!(score.unlimited() >= score.limited());
        for a in &score.arrangements {
            prop_assert!((a.limited, a.unlimited) <= (score.limited(), score.unlimited()));
        }
    }

    #[test]
    fn settlement_sums_to_zero_in_points_and_in_money(
        players in player_count(),
        scores in prop::collection::vec(0..=MAX_POINTS_VALUE, 5),
        winner in prop::option::of(0usize..5),
        tally in tally(),
        rotations in 0usize..5,
    ) {
        let mut seats = Seating::first(players, None);
        for _ in 0..rotations { seats.pass_on(); }
        let scores = ByPlayer(scores[..players.get()].iter().map(|&s| Points(s)).collect());
        let winner = winner.filter(|&w| w < players.get()).map(PlayerId)
            .filter(|&w| seats.wind_of(w).is_some());
        let payments = settle(&seats, &scores, winner);
        let total: Points = net(&payments, players).0.into_iter().sum();
        prop_assert_eq!(total, Points::ZERO);
        let mut money = vec![0i64; players.get()];
        for p in &payments {
            let units = tally.units(p.amount);
            prop_assert!(units > 0, "every payment moves at least a penny");
            money[p.to.0] += units;
            money[p.from.0] -= units;
        }
        prop_assert_eq!(money.iter().sum::<i64>(), 0);
        prop_assert!(payments.iter().all(|p| p.amount > Points::ZERO && p.from != p.to));
    }

    #[test]
    fn balances_always_sum_to_players_times_the_starting_points(
        players in player_count(),
        start in 0i64..=1_000_000_000_000,
        tally in tally(),
        hands in prop::collection::vec((0usize..6, any::<bool>(), 0u8..=4, 0u8..=4), 0..30),
    ) {
        let names: Vec<String> = (0..players.get()).map(|i| format!("P{i}")).collect();
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let mut setup = MatchSetup::new(&refs);
        setup.starting_points = start;
        setup.tally = tally.clone();
        let mut m = Match::new(setup, RuleSet::bmja());
        for (winner, scored, pungs, kongs) in hands {
            let mut forms = vec![HandForm::default(); players.get()];
            for (i, form) in forms.iter_mut().enumerate() {
                let mut sets = SetCounts::default();
                sets.set(SetKind::ALL[i % 8], pungs.min(4));
                sets.set(SetKind::ALL[(i + 3) % 8], kongs.min(4 - pungs.min(4)));
                form.sets = sets;
                if i == winner { form.role = Role::MahJong; }
            }
            let record = HandRecord { scored_without_winner: scored, ..HandRecord::of_counts(forms) };
            // Every hand here is possible: a refusal is a failure.
            m.hands.push(record);
            m.fold().map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        }
        let sheet = m.fold().unwrap();
        let units = tally.units(Points(start)) as i128;
        let sum: i128 = sheet.balances.0.iter().map(|&b| b as i128).sum();
        prop_assert_eq!(sum, units * players.get() as i128);
        for row in &sheet.rows {
            prop_assert_eq!(row.changes.0.iter().sum::<i64>(), 0);
        }
    }

    #[test]
    fn an_exported_match_imports_as_the_identical_match(
        players in player_count(),
        tally in tally(),
        hands in prop::collection::vec((0usize..6, any::<bool>(), 0u8..=4, any::<bool>()), 0..12),
        name in "[A-Za-z <>&\"',=]{1,30}",
    ) {
        let names: Vec<String> = (0..players.get()).map(|i| format!("{name}{i}")).collect();
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let mut setup = MatchSetup::new(&refs);
        setup.tally = tally;
        let mut m = ScoredMatch::new(Match::new(setup, RuleSet::bmja())).unwrap();
        for (winner, scored, pungs, goulash) in hands {
            let mut forms = vec![HandForm::default(); players.get()];
            for (i, form) in forms.iter_mut().enumerate() {
                form.sets.set(SetKind::ALL[(i + usize::from(pungs)) % 8], pungs.min(4));
                if i == winner { form.role = Role::MahJong; }
            }
            let record = HandRecord { scored_without_winner: scored, goulash, ..HandRecord::of_counts(forms) };
            // Every hand here is possible: a refusal is a failure.
            m.record(record, None).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        }
        let summary = summarize(1, &name, "2026-11-22", "2026-11-22", &m);
        let text = export(&[(summary, m.clone())], &[], &Presets::default(), "now");
        let file = read_import(&text).map_err(|p| TestCaseError::fail(format!("{p:?}")))?;
        prop_assert_eq!(&file.matches[0].game, m.game());
        prop_assert_eq!(&file.matches[0].name, &name);
    }

    #[test]
    fn no_rule_values_make_the_engine_panic(
        limit in any::<i64>(), points in any::<i64>(), factor in any::<i64>(),
        (ctx, form) in context().prop_flat_map(|c| (Just(c), reachable_form(c))),
    ) {
        let mut v = RuleValues::bmja();
        v.limit = limit;
        v.mah_jong = points;
        v.doubles.dragon_set = factor;
        match RuleSet::new(v) {
            Ok(rules) => { score_hand(&form, &ctx, &rules); }
            Err(errors) => prop_assert!(!errors.0.is_empty()),
        }
    }

    #[test]
    fn no_stored_form_makes_the_engine_panic(
        counts in prop::array::uniform8(any::<u8>()),
        small in prop::array::uniform5(any::<u8>()),
        ticks in prop::array::uniform7(any::<bool>()),
        winds in prop::array::uniform2(prop::sample::select(vec![WindHolding::None, WindHolding::Pair, WindHolding::Set])),
        special in prop::option::of(prop::sample::select(SpecialHand::ALL.to_vec())),
        ctx in context(),
        change in change(),
    ) {
        let mut form = HandForm {
            role: [Role::Other, Role::MahJong, Role::Fishing][usize::from(small[4] % 3)],
            dragon_sets: small[0], dragon_pairs: small[1], flowers: small[2], seasons: small[3],
            own_wind: winds[0], prevailing_wind: winds[1], own_flower: ticks[0], own_season: ticks[1],
            original_call: ticks[2], last_tile: ticks[3], one_suit_with_honours: ticks[4],
            all_majors_with_honours: ticks[5], all_concealed: ticks[6],
            special_hand: special, fishing_for: special,
            ..HandForm::default()
        };
        for (kind, n) in SetKind::ALL.into_iter().zip(counts) { form.sets.set(kind, n); }
        let rules = RuleSet::bmja();
        if violations(&form, &ctx).is_empty() {
            let score = score_hand(&form, &ctx, &rules);
            prop_assert!(score.limited().0 <= rules.values().limit);
        }
        let next = apply(&form, &ctx, change);
        if offered(&form, &ctx, change) {
            prop_assert!(violations(&next, &ctx).is_empty(), "what is offered is possible");
        }
    }
}
