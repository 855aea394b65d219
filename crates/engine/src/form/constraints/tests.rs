use super::*;
use crate::form::{HandContext, HandForm, Role, SetKind};
use crate::wind::Wind;

const EXPOSED_MINOR_PUNG: SetKind = SetKind::ALL[0];
const CONCEALED_MINOR_PUNG: SetKind = SetKind::ALL[1];
const EXPOSED_MAJOR_PUNG: SetKind = SetKind::ALL[2];
const EXPOSED_MINOR_KONG: SetKind = SetKind::ALL[4];
const CONCEALED_MAJOR_KONG: SetKind = SetKind::ALL[7];

pub(super) fn south_in_east_round() -> HandContext {
    HandContext {
        own_wind: Wind::South,
        ..HandContext::default()
    }
}

pub(super) fn east_in_east_round() -> HandContext {
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
    assert_eq!((form.dragon_sets, form.own_wind), (0, WindHolding::Set));
    form = set(&form, &ctx, EXPOSED_MAJOR_PUNG, 0);
    assert_eq!(form.own_wind, WindHolding::None);
}

#[test]
fn own_and_prevailing_wind_as_one_wind_is_one_set() {
    // Seed 000 Figure 5: with one major pung, own and prevailing wind can
    // both be ticked only when they are the same wind.
    let east = east_in_east_round();
    let mut form = set(&HandForm::default(), &east, EXPOSED_MAJOR_PUNG, 1);
    form = tick(&form, &east, TickField::OwnWindSet, true);
    assert_eq!(
        form.prevailing_holding(&east),
        WindHolding::Set,
        "one holding, both winds"
    );
    assert!(violations(&form, &east).is_empty());
    let unticked = tick(&form, &east, TickField::PrevailingWindSet, false);
    assert_eq!(
        unticked.own_wind,
        WindHolding::None,
        "either tick is the one holding"
    );
    let south = south_in_east_round();
    let mut form = set(&HandForm::default(), &south, EXPOSED_MAJOR_PUNG, 1);
    form = tick(&form, &south, TickField::OwnWindSet, true);
    form = tick(&form, &south, TickField::PrevailingWindSet, true);
    assert_eq!(
        form.own_wind,
        WindHolding::None,
        "two different winds need two sets"
    );
}

#[test]
fn a_wind_pair_and_a_set_of_that_wind_untick_each_other() {
    let ctx = south_in_east_round();
    let mut form = set(&HandForm::default(), &ctx, EXPOSED_MAJOR_PUNG, 1);
    form = tick(&form, &ctx, TickField::OwnWindSet, true);
    form = tick(&form, &ctx, TickField::OwnWindPair, true);
    assert_eq!(form.own_wind, WindHolding::Pair);
    form = tick(&form, &ctx, TickField::OwnWindSet, true);
    assert_eq!(form.own_wind, WindHolding::Set);
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
    assert_eq!((form.dragon_pairs, form.own_wind), (0, WindHolding::Pair));
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

#[test]
fn purity_is_listed_for_a_fishing_player_before_any_set_is_recorded() {
    let ctx = south_in_east_round();
    let form = tick(&HandForm::default(), &ctx, TickField::Fishing, true);
    let choices = special_hand_choices(&form, &ctx);
    assert!(
        choices.contains(&(SpecialHand::Purity, false)),
        "{choices:?}"
    );
    assert!(choices.iter().all(|(h, _)| !h.is_situation()));
    let three = set(&form, &ctx, EXPOSED_MINOR_PUNG, 3);
    assert!(special_hand_choices(&three, &ctx).contains(&(SpecialHand::Purity, true)));
}

#[test]
fn the_winners_list_leaves_out_purity_and_british_hands_without_the_extensions() {
    let ctx = HandContext {
        british: false,
        ..south_in_east_round()
    };
    let form = tick(&HandForm::default(), &ctx, TickField::DeclaresMahJong, true);
    let hands: Vec<SpecialHand> = special_hand_choices(&form, &ctx)
        .into_iter()
        .map(|(h, _)| h)
        .collect();
    assert!(!hands.contains(&SpecialHand::Purity));
    assert!(!hands.contains(&SpecialHand::Knitting));
    assert!(hands.contains(&SpecialHand::HeavensBlessing));
}
