//! What makes a form impossible (docs/rules.md §3.2), and the shape each special hand
//! asks of the recorded sets.

use super::{Exposure, Facts, HandContext, HandForm, Role, WinningTile};
use crate::special::{Origin, SpecialHand};
use crate::wind::Wind;
use serde::{Deserialize, Serialize};

/// Something that makes a form impossible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Violation {
    /// More than four pungs and kongs.
    TooManySets,
    /// More honour sets than major sets.
    HonourSetsExceedMajorSets,
    /// More than three dragons among sets and pairs.
    TooManyDragons,
    /// The winner's normal hand has one pair only.
    WinnerWithSeveralPairs,
    /// More tiles than a waiting hand holds.
    TooManyTiles,
    /// More than four flowers or seasons.
    TooManyBonusTiles,
    /// Own flower or season ticked without holding one.
    OwnBonusWithoutBonus,
    /// All four flowers (or seasons) always include the own one.
    BouquetWithoutOwn,
    /// Original call without declaring Mah-Jong or fishing.
    OriginalCallWithoutCalling,
    /// A winner's option on someone who did not win.
    WinnerOptionForOther,
    /// A hand fished for by someone not fishing.
    FishingForWithoutFishing,
    /// Robbing a kong completes a chow, so four sets leave no room.
    RobbingKongWithoutChow,
    /// Last tile needs the wall or a discard (the final discard is British).
    LastTileNotPossible,
    /// All concealed needs concealed sets and a self-drawn winning tile.
    AllConcealedNotPossible,
    /// All majors cannot hold a minor set or a chow.
    AllMajorsNotPossible,
    /// One suit with honours needs a suit tile and excludes Purity.
    OneSuitNotPossible,
    /// The special hand does not fit the recorded tiles or situation.
    SpecialHandNotPossible(SpecialHand),
    /// The hand fished for does not fit the recorded tiles.
    FishingForNotPossible(SpecialHand),
}

/// Every reason the form is impossible (empty when it is possible).
///
/// ```
/// use engine::form::{violations, HandForm, HandContext, Violation};
/// let form = HandForm { dragon_sets: 1, ..HandForm::default() };
/// assert_eq!(violations(&form, &HandContext::default()), vec![Violation::HonourSetsExceedMajorSets]);
/// ```
pub fn violations(form: &HandForm, ctx: &HandContext) -> Vec<Violation> {
    let facts = Facts::of(form, ctx);
    let mut found = Vec::new();
    tile_violations(form, &facts, &mut found);
    role_violations(form, &mut found);
    if form.is_winner() {
        winner_violations(form, ctx, &facts, &mut found);
    }
    if let Some(hand) = form.fishing_for {
        if form.role == Role::Fishing && !fishing_for_fits(hand, form, ctx) {
            found.push(Violation::FishingForNotPossible(hand));
        }
    }
    found
}

/// Adds `violation` when `broken`.
fn checker(found: &mut Vec<Violation>) -> impl FnMut(bool, Violation) + '_ {
    move |broken, violation| {
        if broken {
            found.push(violation);
        }
    }
}

/// Sets, honours, pairs and bonus tiles that cannot be held together.
fn tile_violations(form: &HandForm, facts: &Facts, found: &mut Vec<Violation>) {
    use Violation::*;
    let mut check = checker(found);
    check(facts.sets > 4, TooManySets);
    check(
        facts.honour_sets() > facts.major_sets,
        HonourSetsExceedMajorSets,
    );
    check(facts.dragon_sets + facts.dragon_pairs > 3, TooManyDragons);
    let winner = form.is_winner();
    check(winner && facts.pairs() > 1, WinnerWithSeveralPairs);
    check(
        !winner && 3 * facts.sets + 2 * facts.pairs() > 13,
        TooManyTiles,
    );
    check(form.flowers > 4 || form.seasons > 4, TooManyBonusTiles);
    check(
        (form.own_flower && form.flowers == 0) || (form.own_season && form.seasons == 0),
        OwnBonusWithoutBonus,
    );
    check(
        (form.flowers == 4 && !form.own_flower) || (form.seasons == 4 && !form.own_season),
        BouquetWithoutOwn,
    );
}

/// What a player's role allows: calling, the winner's and the fishing
/// player's own fields.
fn role_violations(form: &HandForm, found: &mut Vec<Violation>) {
    use Violation::*;
    let winner = form.is_winner();
    let mut check = checker(found);
    check(
        form.original_call && form.role == Role::Other,
        OriginalCallWithoutCalling,
    );
    let default = HandForm::default();
    check(
        !winner
            && (form.winning_tile != default.winning_tile
                || form.last_tile
                || form.one_suit_with_honours
                || form.all_majors_with_honours
                || form.all_concealed
                || form.special_hand.is_some()),
        WinnerOptionForOther,
    );
    check(
        form.role != Role::Fishing && form.fishing_for.is_some(),
        FishingForWithoutFishing,
    );
}

/// The winner's options against the tiles and how the hand was won.
fn winner_violations(
    form: &HandForm,
    ctx: &HandContext,
    facts: &Facts,
    found: &mut Vec<Violation>,
) {
    use Violation::*;
    let mut check = checker(found);
    check(
        form.winning_tile == WinningTile::RobbingKong && facts.sets >= 4,
        RobbingKongWithoutChow,
    );
    check(
        form.last_tile && !last_tile_possible(form, ctx),
        LastTileNotPossible,
    );
    check(
        form.all_concealed && !all_concealed_possible(form, facts, ctx),
        AllConcealedNotPossible,
    );
    let purity = form.special_hand == Some(SpecialHand::Purity);
    check(
        form.all_majors_with_honours && (purity || !all_majors_possible(facts)),
        AllMajorsNotPossible,
    );
    check(
        form.one_suit_with_honours && (purity || !one_suit_possible(facts)),
        OneSuitNotPossible,
    );
    if let Some(hand) = form.special_hand {
        let tile_ok = required_winning_tile(hand).is_none_or(|t| t == form.winning_tile);
        let moon_ok = hand != SpecialHand::MoonFromTheSea || form.last_tile;
        check(
            !(tile_ok && moon_ok && special_hand_fits(hand, form, ctx)),
            SpecialHandNotPossible(hand),
        );
    }
}

pub(super) fn last_tile_possible(form: &HandForm, ctx: &HandContext) -> bool {
    match form.winning_tile {
        WinningTile::Wall => true,
        WinningTile::Discard => ctx.british,
        WinningTile::LooseTile | WinningTile::RobbingKong => false,
    }
}

pub(super) fn all_concealed_possible(form: &HandForm, facts: &Facts, ctx: &HandContext) -> bool {
    ctx.british && facts.exposed_sets == 0 && form.winning_tile.is_self_drawn()
}

pub(super) fn all_majors_possible(facts: &Facts) -> bool {
    facts.sets == 4 && facts.minor_sets == 0
}

/// Some suit tile must be left: not four honour sets and an honour pair.
pub(super) fn one_suit_possible(facts: &Facts) -> bool {
    !(facts.sets == 4 && facts.honour_sets() == 4 && facts.pairs() >= 1)
}

pub(super) fn required_winning_tile(hand: SpecialHand) -> Option<WinningTile> {
    match hand {
        SpecialHand::PlumBlossom | SpecialHand::TwofoldFortune => Some(WinningTile::LooseTile),
        SpecialHand::MoonFromTheSea => Some(WinningTile::Wall),
        SpecialHand::EarthsBlessing => Some(WinningTile::Discard),
        _ => None,
    }
}

fn in_play(hand: SpecialHand, ctx: &HandContext) -> bool {
    ctx.british || hand.origin() == Origin::Chinese
}

pub(super) fn special_hand_fits(hand: SpecialHand, form: &HandForm, ctx: &HandContext) -> bool {
    let facts = Facts::of(form, ctx);
    in_play(hand, ctx)
        && match hand {
            SpecialHand::HeavensBlessing => ctx.own_wind == Wind::East,
            SpecialHand::EarthsBlessing => ctx.own_wind != Wind::East,
            _ => shape_fits(hand, &facts, true, !form.winning_tile.is_self_drawn()),
        }
}

pub(super) fn fishing_for_fits(hand: SpecialHand, form: &HandForm, ctx: &HandContext) -> bool {
    in_play(hand, ctx)
        && !hand.is_situation()
        && shape_fits(hand, &Facts::of(form, ctx), false, false)
}

/// Whether the recorded sets and pairs can belong to the special hand: for a
/// winner, the whole hand; for a fishing player, one tile short of it. A
/// concealed hand stays concealed until it is formed: the set a winner's
/// `claimed` tile completed is exposed, and the hand stands (docs/rules.md
/// §12.4).
fn shape_fits(hand: SpecialHand, f: &Facts, winner: bool, claimed: bool) -> bool {
    use SpecialHand::*;
    let no_honours = f.honour_sets() == 0 && f.pairs() == 0;
    match hand {
        BuriedTreasure => f.kongs == 0 && f.exposed_sets <= u32::from(!winner || claimed),
        HeadsAndTails => f.minor_sets == 0 && no_honours,
        WrigglingSnake => f.sets == 0 && f.dragon_pairs == 0 && f.wind_pairs <= u32::from(!winner),
        ThreeGreatScholars => {
            f.dragon_pairs <= u32::from(!winner) && f.sets - f.dragon_sets.min(f.sets) <= 1
        }
        FourBlessings => {
            f.minor_sets == 0 && f.dragon_sets == 0 && f.wind_pairs <= u32::from(!winner)
        }
        ThirteenUniqueWonders => f.sets == 0 && f.pairs() <= 1,
        FourfoldPlenty => f.pungs <= u32::from(!winner),
        GatesOfHeaven => f.kongs == 0 && f.minor_sets == 0 && f.exposed_sets == 0 && no_honours,
        ImperialJade => {
            f.wind_sets == 0
                && f.wind_pairs == 0
                && f.major_sets == f.dragon_sets
                && f.dragon_sets + f.dragon_pairs <= 1
        }
        AllPairHonours => f.minor_sets == 0 && f.pungs == 0 && f.exposed_sets == 0,
        Knitting | TripleKnitting => f.sets == 0 && no_honours,
        AllWindsAndDragons => f.minor_sets == 0,
        Purity => no_honours && if winner { f.sets == 4 } else { f.sets >= 3 },
        HeavensBlessing | EarthsBlessing | PlumBlossom | MoonFromTheSea | TwofoldFortune => true,
        Own(_, Exposure::Concealed) => f.exposed_sets <= u32::from(winner && claimed),
        Own(_, Exposure::Exposed) => true,
    }
}
