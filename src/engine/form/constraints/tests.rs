use super::*;
use crate::engine::form::{Exposure, HandContext, HandForm, Role, SetKind, SetSize, TileClass};
use crate::engine::wind::Wind;
use std::collections::{HashSet, VecDeque};

const EXPOSED_MINOR_PUNG: SetKind = SetKind::ALL[0];
const CONCEALED_MINOR_PUNG: SetKind = SetKind::ALL[1];
const EXPOSED_MAJOR_PUNG: SetKind = SetKind::ALL[2];
const EXPOSED_MINOR_KONG: SetKind = SetKind::ALL[4];
const CONCEALED_MAJOR_KONG: SetKind = SetKind::ALL[7];

fn south_in_east_round() -> HandContext {
    HandContext {
        own_wind: Wind::South,
        ..HandContext::default()
    }
}

fn east_in_east_round() -> HandContext {
    HandContext::default()
}

fn set(form: &HandForm, ctx: &HandContext, kind: SetKind, n: u8) -> HandForm {
    apply(form, ctx, Change::Count(CountField::Set(kind), n))
}

fn tick(form: &HandForm, ctx: &HandContext, field: TickField, on: bool) -> HandForm {
    apply(form, ctx, Change::Tick(field, on))
}

#[test]
fn four_recorded_sets_close_every_other_set_count() {
    // Seed 000 Figure 2.
    let ctx = south_in_east_round();
    let mut form = set(&HandForm::default(), &ctx, EXPOSED_MINOR_PUNG, 2);
    form = set(&form, &ctx, CONCEALED_MINOR_PUNG, 1);
    form = set(&form, &ctx, EXPOSED_MINOR_KONG, 1);
    for kind in SetKind::ALL {
        let allowed = allowed_counts(&form, &ctx, CountField::Set(kind));
        let current = form.sets.get(kind);
        assert_eq!(allowed, (0..=current).collect::<Vec<_>>(), "{kind:?}");
    }
    for field in [TickField::OwnWindSet, TickField::PrevailingWindSet] {
        assert!(
            !tick_enabled(&form, &ctx, field),
            "{field:?} needs a major set"
        );
    }
    assert_eq!(allowed_counts(&form, &ctx, CountField::DragonSets), vec![0]);
}

#[test]
fn one_recorded_set_leaves_room_for_three_more() {
    let ctx = south_in_east_round();
    let form = set(&HandForm::default(), &ctx, EXPOSED_MINOR_PUNG, 1);
    assert_eq!(
        allowed_counts(&form, &ctx, CountField::Set(CONCEALED_MAJOR_KONG)),
        vec![0, 1, 2, 3]
    );
}

#[test]
fn honour_sets_open_with_major_sets_and_own_wind_lowers_the_dragon_count() {
    // Seed 000 Figures 3 and 4.
    let ctx = south_in_east_round();
    let mut form = set(&HandForm::default(), &ctx, EXPOSED_MINOR_PUNG, 2);
    form = set(&form, &ctx, EXPOSED_MAJOR_PUNG, 2);
    assert!(tick_enabled(&form, &ctx, TickField::OwnWindSet));
    assert_eq!(
        allowed_counts(&form, &ctx, CountField::DragonSets),
        vec![0, 1, 2]
    );
    form = tick(&form, &ctx, TickField::OwnWindSet, true);
    assert_eq!(
        allowed_counts(&form, &ctx, CountField::DragonSets),
        vec![0, 1]
    );
    form = tick(&form, &ctx, TickField::OwnWindSet, false);
    form = apply(&form, &ctx, Change::Count(CountField::DragonSets, 2));
    form = tick(&form, &ctx, TickField::OwnWindSet, true);
    assert_eq!(form.dragon_sets, 1, "ticking own wind clamps the dragons");
    assert!(violations(&form, &ctx).is_empty());
}

#[test]
fn lowering_the_major_sets_takes_the_honours_down_with_them() {
    let ctx = south_in_east_round();
    let mut form = set(&HandForm::default(), &ctx, EXPOSED_MAJOR_PUNG, 2);
    form = apply(&form, &ctx, Change::Count(CountField::DragonSets, 1));
    form = tick(&form, &ctx, TickField::OwnWindSet, true);
    form = set(&form, &ctx, EXPOSED_MAJOR_PUNG, 1);
    assert_eq!((form.dragon_sets, form.own_wind_set), (0, true));
    form = set(&form, &ctx, EXPOSED_MAJOR_PUNG, 0);
    assert!(!form.own_wind_set);
}

#[test]
fn own_and_prevailing_wind_as_one_wind_is_one_set() {
    // Seed 000 Figure 5: with one major pung, own and prevailing wind can
    // both be ticked only when they are the same wind.
    let east = east_in_east_round();
    let mut form = set(&HandForm::default(), &east, EXPOSED_MAJOR_PUNG, 1);
    form = tick(&form, &east, TickField::OwnWindSet, true);
    assert!(form.prevailing_wind_set, "one control scores as both");
    assert!(violations(&form, &east).is_empty());
    let south = south_in_east_round();
    let mut form = set(&HandForm::default(), &south, EXPOSED_MAJOR_PUNG, 1);
    form = tick(&form, &south, TickField::OwnWindSet, true);
    form = tick(&form, &south, TickField::PrevailingWindSet, true);
    assert!(!form.own_wind_set, "two different winds need two sets");
}

#[test]
fn a_wind_pair_and_a_set_of_that_wind_untick_each_other() {
    let ctx = south_in_east_round();
    let mut form = set(&HandForm::default(), &ctx, EXPOSED_MAJOR_PUNG, 1);
    form = tick(&form, &ctx, TickField::OwnWindSet, true);
    form = tick(&form, &ctx, TickField::OwnWindPair, true);
    assert_eq!((form.own_wind_set, form.own_wind_pair), (false, true));
    form = tick(&form, &ctx, TickField::OwnWindSet, true);
    assert_eq!((form.own_wind_set, form.own_wind_pair), (true, false));
}

#[test]
fn winner_only_fields_are_closed_to_everyone_else() {
    let ctx = south_in_east_round();
    let form = HandForm::default();
    for field in [
        TickField::LastTile,
        TickField::OneSuitWithHonours,
        TickField::AllConcealed,
        TickField::Purity,
        TickField::OriginalCall,
    ] {
        assert!(!tick_enabled(&form, &ctx, field), "{field:?}");
    }
    assert_eq!(
        allowed_winning_tiles(&form, &ctx),
        vec![WinningTile::Discard]
    );
    assert!(allowed_special_hands(&form, &ctx).is_empty());
    let winner = tick(&form, &ctx, TickField::DeclaresMahJong, true);
    assert!(tick_enabled(&winner, &ctx, TickField::OneSuitWithHonours));
    assert_eq!(
        allowed_winning_tiles(&winner, &ctx),
        WinningTile::ALL.to_vec()
    );
}

#[test]
fn fishing_and_mah_jong_untick_each_other_and_winner_options_go() {
    let ctx = south_in_east_round();
    let mut form = tick(&HandForm::default(), &ctx, TickField::DeclaresMahJong, true);
    form = apply(&form, &ctx, Change::WinningTile(WinningTile::Wall));
    form = tick(&form, &ctx, TickField::Fishing, true);
    assert_eq!(form.role, Role::Fishing);
    assert_eq!(form.winning_tile, WinningTile::Discard);
    assert!(violations(&form, &ctx).is_empty());
}

#[test]
fn the_winner_records_one_pair_only() {
    let ctx = south_in_east_round();
    let mut form = apply(
        &HandForm::default(),
        &ctx,
        Change::Count(CountField::DragonPairs, 2),
    );
    form = tick(&form, &ctx, TickField::OwnWindPair, true);
    form = tick(&form, &ctx, TickField::DeclaresMahJong, true);
    assert_eq!((form.dragon_pairs, form.own_wind_pair), (0, true));
    assert_eq!(
        allowed_counts(&form, &ctx, CountField::DragonPairs),
        vec![0]
    );
}

#[test]
fn four_flowers_always_include_the_own_flower() {
    let ctx = south_in_east_round();
    let form = apply(
        &HandForm::default(),
        &ctx,
        Change::Count(CountField::Flowers, 4),
    );
    assert!(form.own_flower);
    assert!(!tick_enabled(&form, &ctx, TickField::OwnFlower));
    let none = apply(&form, &ctx, Change::Count(CountField::Flowers, 0));
    assert!(!none.own_flower);
    assert!(!tick_enabled(&none, &ctx, TickField::OwnFlower));
}

#[test]
fn robbing_a_kong_needs_a_chow() {
    let ctx = south_in_east_round();
    let mut form = tick(&HandForm::default(), &ctx, TickField::DeclaresMahJong, true);
    form = apply(&form, &ctx, Change::WinningTile(WinningTile::RobbingKong));
    form = set(&form, &ctx, EXPOSED_MINOR_PUNG, 4);
    assert_eq!(form.winning_tile, WinningTile::Discard);
    assert!(!allowed_winning_tiles(&form, &ctx).contains(&WinningTile::RobbingKong));
}

#[test]
fn all_majors_needs_four_major_sets_and_purity_excludes_the_honour_doubles() {
    let ctx = south_in_east_round();
    let mut form = tick(&HandForm::default(), &ctx, TickField::DeclaresMahJong, true);
    form = set(&form, &ctx, EXPOSED_MINOR_PUNG, 4);
    assert!(!tick_enabled(&form, &ctx, TickField::AllMajorsWithHonours));
    form = tick(&form, &ctx, TickField::OneSuitWithHonours, true);
    form = tick(&form, &ctx, TickField::Purity, true);
    assert!(!form.one_suit_with_honours, "Purity makes one-suit yield");
    assert!(!tick_enabled(&form, &ctx, TickField::OneSuitWithHonours));
}

#[test]
fn all_concealed_needs_concealed_sets_and_a_drawn_tile() {
    let ctx = south_in_east_round();
    let mut form = tick(&HandForm::default(), &ctx, TickField::DeclaresMahJong, true);
    form = set(&form, &ctx, CONCEALED_MINOR_PUNG, 2);
    assert!(
        !tick_enabled(&form, &ctx, TickField::AllConcealed),
        "won on a discard"
    );
    form = apply(&form, &ctx, Change::WinningTile(WinningTile::Wall));
    form = tick(&form, &ctx, TickField::AllConcealed, true);
    assert!(form.all_concealed);
    form = set(&form, &ctx, EXPOSED_MINOR_PUNG, 1);
    assert!(!form.all_concealed, "an exposed set spoils it");
    let plain = HandContext {
        british: false,
        ..ctx
    };
    assert!(!tick_enabled(&form, &plain, TickField::AllConcealed));
}

#[test]
fn choosing_a_situation_hand_sets_how_the_tile_came() {
    let ctx = south_in_east_round();
    let mut form = tick(&HandForm::default(), &ctx, TickField::DeclaresMahJong, true);
    form = apply(
        &form,
        &ctx,
        Change::SpecialHand(Some(SpecialHand::MoonFromTheSea)),
    );
    assert_eq!(
        (form.winning_tile, form.last_tile),
        (WinningTile::Wall, true)
    );
    form = apply(&form, &ctx, Change::WinningTile(WinningTile::LooseTile));
    assert_eq!(form.special_hand, None);
    assert!(!allowed_special_hands(&form, &ctx).contains(&SpecialHand::HeavensBlessing));
    assert!(
        allowed_special_hands(&form, &east_in_east_round()).contains(&SpecialHand::HeavensBlessing)
    );
}

#[test]
fn special_hands_that_cannot_hold_the_recorded_sets_are_not_offered() {
    let ctx = south_in_east_round();
    let mut form = tick(&HandForm::default(), &ctx, TickField::DeclaresMahJong, true);
    form = set(&form, &ctx, EXPOSED_MINOR_PUNG, 1);
    let offered = allowed_special_hands(&form, &ctx);
    for hand in [
        SpecialHand::Knitting,
        SpecialHand::ThirteenUniqueWonders,
        SpecialHand::HeadsAndTails,
        SpecialHand::AllWindsAndDragons,
    ] {
        assert!(!offered.contains(&hand), "{hand}");
    }
    assert!(offered.contains(&SpecialHand::ThreeGreatScholars));
    let plain = HandContext {
        british: false,
        ..ctx
    };
    let blank = tick(
        &HandForm::default(),
        &plain,
        TickField::DeclaresMahJong,
        true,
    );
    assert!(!allowed_special_hands(&blank, &plain).contains(&SpecialHand::Knitting));
}

#[test]
fn nobody_fishes_for_a_situation() {
    let ctx = south_in_east_round();
    let form = tick(&HandForm::default(), &ctx, TickField::Fishing, true);
    let offered = allowed_fishing_for(&form, &ctx);
    assert!(offered.contains(&SpecialHand::Knitting));
    assert!(!offered.contains(&SpecialHand::TwofoldFortune));
    assert!(!offered.contains(&SpecialHand::HeavensBlessing));
}

// ---- The whole space of the sets, honours and pairs, for each context ----

fn core_changes() -> Vec<Change> {
    let mut changes = Vec::new();
    for on in [false, true] {
        for t in [
            TickField::DeclaresMahJong,
            TickField::Fishing,
            TickField::OwnWindSet,
            TickField::PrevailingWindSet,
            TickField::OwnWindPair,
            TickField::PrevailingWindPair,
        ] {
            changes.push(Change::Tick(t, on));
        }
    }
    for n in 0..=4 {
        for kind in SetKind::ALL {
            changes.push(Change::Count(CountField::Set(kind), n));
        }
        changes.push(Change::Count(CountField::DragonSets, n));
        changes.push(Change::Count(CountField::DragonPairs, n));
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
                    for winds in 0..16u8 {
                        let mut form = HandForm {
                            role,
                            dragon_sets,
                            dragon_pairs,
                            own_wind_set: winds & 1 != 0,
                            prevailing_wind_set: winds & 2 != 0,
                            own_wind_pair: winds & 4 != 0,
                            prevailing_wind_pair: winds & 8 != 0,
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
                if change.field() != Field::Role {
                    assert_eq!(next.role, form.role);
                }
                if !matches!(change.field(), Field::Role | Field::Set(_)) {
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
                assert!(max >= count(form, field));
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
                        if seen.insert(next.clone()) {
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
            if offered(&form, &ctx, change) && seen.insert(apply(&form, &ctx, change)) {
                queue.push_back(apply(&form, &ctx, change));
            }
        }
    }
    // Per bonus kind: 0 (no own), 1–3 (own or not), 4 (own) = 8 states;
    // original call only when fishing: 8 × 8 × (1 + 2).
    assert_eq!(seen.len(), 8 * 8 * 3);
    assert!(seen.iter().all(|f| violations(f, &ctx).is_empty()));
}
