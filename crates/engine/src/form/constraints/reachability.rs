//! The whole space of the sets, honours and pairs, for each context: every
//! possible form is reached by the players' changes, and nothing else is.

use super::tests::{east_in_east_round, south_in_east_round};
use super::*;
use crate::form::{Exposure, FormField, HandContext, HandForm, Role, SetKind, SetSize, TileClass};
use std::collections::{HashSet, VecDeque};

/// Every change to the core of the form, from the table of fields: the
/// role, the sets and the honours (the fields of rank 5 and up).
fn core_changes() -> Vec<Change> {
    let mut changes = Vec::new();
    for row in FormField::rows().filter(|r| r.rank >= 5) {
        match row.field {
            FormField::Tick(t) => changes.extend([false, true].map(|on| Change::Tick(t, on))),
            FormField::Count(c) => changes.extend((0..=4).map(|n| Change::Count(c, n))),
            _ => {}
        }
    }
    changes
}

fn reachable(ctx: &HandContext) -> HashSet<HandForm> {
    let changes = core_changes();
    let mut seen = HashSet::from([HandForm::default()]);
    let mut queue = VecDeque::from([HandForm::default()]);
    while let Some(form) = queue.pop_front() {
        for &change in &changes {
            if offered(&form, ctx, change) {
                let next = apply(&form, ctx, change);
                if seen.insert(next.clone()) {
                    queue.push_back(next);
                }
            }
        }
    }
    seen
}

fn every_possible_core_form(ctx: &HandContext) -> HashSet<HandForm> {
    let mut all = HashSet::new();
    let mut counts = [0u8; 8];
    fn each_split(i: usize, left: u8, counts: &mut [u8; 8], out: &mut Vec<[u8; 8]>) {
        if i == 8 {
            out.push(*counts);
            return;
        }
        for n in 0..=left {
            counts[i] = n;
            each_split(i + 1, left - n, counts, out);
        }
        counts[i] = 0;
    }
    let mut splits = Vec::new();
    each_split(0, 4, &mut counts, &mut splits);
    for role in [Role::Other, Role::MahJong, Role::Fishing] {
        for split in &splits {
            for dragon_sets in 0..=4 {
                for dragon_pairs in 0..=3 {
                    for (own_wind, prevailing_wind) in wind_holdings(ctx) {
                        let mut form = HandForm {
                            role,
                            dragon_sets,
                            dragon_pairs,
                            own_wind,
                            prevailing_wind,
                            ..HandForm::default()
                        };
                        for (kind, &n) in SetKind::ALL.iter().zip(split) {
                            form.sets.set(*kind, n);
                        }
                        if violations(&form, ctx).is_empty() {
                            all.insert(form);
                        }
                    }
                }
            }
        }
    }
    all
}

/// Every holding of own and prevailing wind; one holding when they are one
/// wind, the other not read and left at none.
fn wind_holdings(ctx: &HandContext) -> Vec<(WindHolding, WindHolding)> {
    let all = [WindHolding::None, WindHolding::Pair, WindHolding::Set];
    let prevailing: &[WindHolding] = match ctx.own_wind_prevails() {
        true => &[WindHolding::None],
        false => &all,
    };
    all.iter()
        .flat_map(|&own| prevailing.iter().map(move |&p| (own, p)))
        .collect()
}

fn contexts() -> [HandContext; 2] {
    [south_in_east_round(), east_in_east_round()]
}

#[test]
fn every_possible_form_can_be_reached_by_the_players_changes_and_nothing_else() {
    for ctx in contexts() {
        let possible = every_possible_core_form(&ctx);
        let reached = reachable(&ctx);
        assert!(possible.len() > 10_000, "{} forms", possible.len());
        assert_eq!(reached.len(), possible.len(), "{ctx:?}");
        assert!(reached.iter().all(|f| possible.contains(f)));
    }
}

#[test]
fn every_offered_change_is_kept_idempotent_and_leaves_higher_fields_alone() {
    for ctx in contexts() {
        let forms = every_possible_core_form(&ctx);
        let changes = core_changes();
        for (i, form) in forms.iter().enumerate() {
            // Every form is checked for the cheap properties; a spread of
            // them for every change.
            assert_eq!(
                &apply(form, &ctx, Change::Count(CountField::Flowers, 0)),
                form
            );
            if i % 7 != 0 {
                continue;
            }
            for &change in &changes {
                if !offered(form, &ctx, change) {
                    continue;
                }
                let next = apply(form, &ctx, change);
                assert_eq!(apply(&next, &ctx, change), next, "{change:?} twice");
                let rank = change.field().row().rank;
                if rank < 9 {
                    assert_eq!(next.role, form.role, "only a role tick changes the role");
                }
                if rank < 8 {
                    assert_eq!(next.sets, form.sets, "{change:?} moved a set count");
                }
            }
        }
    }
}

#[test]
fn counts_offer_an_unbroken_range_from_nought_and_lowering_is_always_allowed() {
    for ctx in contexts() {
        for (i, form) in every_possible_core_form(&ctx).iter().enumerate() {
            if i % 5 != 0 {
                continue;
            }
            let fields = SetKind::ALL
                .into_iter()
                .map(CountField::Set)
                .chain([CountField::DragonSets, CountField::DragonPairs]);
            for field in fields {
                let allowed = allowed_counts(form, &ctx, field);
                let max = *allowed.last().expect("nought is always allowed");
                assert_eq!(
                    allowed,
                    (0..=max).collect::<Vec<_>>(),
                    "{field:?} in {form:?}"
                );
                assert!(max >= field.read(form));
            }
        }
    }
}

#[test]
fn set_labels_read_as_the_form_does() {
    let kind = SetKind {
        size: SetSize::Kong,
        tiles: TileClass::Major,
        exposure: Exposure::Concealed,
    };
    assert_eq!(kind.label(), "Kong (1, 9, winds, dragons) concealed");
}

fn winner_changes() -> Vec<Change> {
    let mut changes: Vec<Change> = WinningTile::ALL
        .into_iter()
        .map(Change::WinningTile)
        .collect();
    for on in [false, true] {
        for t in [
            TickField::LastTile,
            TickField::OneSuitWithHonours,
            TickField::AllMajorsWithHonours,
            TickField::AllConcealed,
            TickField::Purity,
        ] {
            changes.push(Change::Tick(t, on));
        }
    }
    changes.push(Change::SpecialHand(None));
    changes.extend(
        SpecialHand::ALL
            .into_iter()
            .map(|h| Change::SpecialHand(Some(h))),
    );
    changes
}

fn every_winner_option(core: &HandForm, ctx: &HandContext) -> HashSet<HandForm> {
    let mut all = HashSet::new();
    let hands = std::iter::once(None).chain(SpecialHand::ALL.into_iter().map(Some));
    for special_hand in hands {
        for winning_tile in WinningTile::ALL {
            for bits in 0..16u8 {
                let form = HandForm {
                    winning_tile,
                    special_hand,
                    last_tile: bits & 1 != 0,
                    one_suit_with_honours: bits & 2 != 0,
                    all_majors_with_honours: bits & 4 != 0,
                    all_concealed: bits & 8 != 0,
                    ..core.clone()
                };
                if violations(&form, ctx).is_empty() {
                    all.insert(form);
                }
            }
        }
    }
    all
}

/// The form's state, whatever the rules forced on the way there.
fn unforced(form: &HandForm) -> HandForm {
    HandForm {
        forced: Vec::new(),
        ..form.clone()
    }
}

#[test]
fn every_possible_choice_of_the_winners_options_can_be_reached() {
    let plain = HandContext {
        british: false,
        ..south_in_east_round()
    };
    let changes = winner_changes();
    for ctx in [south_in_east_round(), east_in_east_round(), plain] {
        let winners = every_possible_core_form(&ctx)
            .into_iter()
            .filter(HandForm::is_winner)
            .enumerate()
            .filter(|(i, _)| i % 11 == 0)
            .map(|(_, f)| f);
        for core in winners {
            let possible = every_winner_option(&core, &ctx);
            let mut seen = HashSet::from([core.clone()]);
            let mut queue = VecDeque::from([core.clone()]);
            while let Some(form) = queue.pop_front() {
                for &change in &changes {
                    if offered(&form, &ctx, change) {
                        let next = apply(&form, &ctx, change);
                        assert_eq!(apply(&next, &ctx, change), next, "{change:?} twice");
                        if seen.insert(unforced(&next)) {
                            queue.push_back(next);
                        }
                    }
                }
            }
            assert_eq!(seen, possible, "from {core:?}");
        }
    }
}

#[test]
fn bonus_tiles_and_the_original_call_reach_every_possible_state() {
    let ctx = south_in_east_round();
    let mut changes = vec![
        Change::Tick(TickField::Fishing, true),
        Change::Tick(TickField::Fishing, false),
    ];
    for on in [false, true] {
        for t in [
            TickField::OwnFlower,
            TickField::OwnSeason,
            TickField::OriginalCall,
        ] {
            changes.push(Change::Tick(t, on));
        }
    }
    for n in 0..=4 {
        changes.push(Change::Count(CountField::Flowers, n));
        changes.push(Change::Count(CountField::Seasons, n));
    }
    let mut seen = HashSet::from([HandForm::default()]);
    let mut queue = VecDeque::from([HandForm::default()]);
    while let Some(form) = queue.pop_front() {
        for &change in &changes {
            let next = apply(&form, &ctx, change);
            if offered(&form, &ctx, change) && seen.insert(unforced(&next)) {
                queue.push_back(next);
            }
        }
    }
    // Per bonus kind: 0 (no own), 1–3 (own or not), 4 (own) = 8 states;
    // original call only when fishing: 8 × 8 × (1 + 2).
    assert_eq!(seen.len(), 8 * 8 * 3);
    assert!(seen.iter().all(|f| violations(f, &ctx).is_empty()));
}
