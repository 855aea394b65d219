//! A winner's tiles read every way they can be (docs/rules.md §12.3): the
//! concealed tiles are one hand however they were laid out, the group the
//! winning tile completed is found, and the special hands by shape and by
//! situation are read beside the normal hand.

use super::super::arrange::winning_arrangements;
use super::super::hand::{Group, GroupKind, TileHand};
use super::super::shapes::{four_set_specials, shape_allowed, shape_specials};
use super::super::tile::{Suit, Tile, KINDS};
use super::form::{form_of, set_kind};
use super::{Situation, TileProblem};
use crate::form::{Exposure, HandContext, HandForm, SetKind, WinningTile};
use crate::rules::RuleSet;
use crate::SpecialHand;

/// A winner's arrangement with the group the winning tile completed, and
/// that group's place: a claimed tile (a discard, a robbed kong) exposes
/// it; a drawn tile completes a concealed group. No kong is completed by
/// the winning tile, and a robbed kong's tile completes only a chow, being
/// the one copy of its kind the winner holds (docs/rules.md §12.3). One way
/// per group it can have completed; with no tile marked, every group a
/// claimed tile can have completed.
fn completions(
    groups: Vec<Group>,
    hand: &TileHand,
    how: WinningTile,
    concealed_pays: bool,
) -> Vec<(Vec<Group>, Option<usize>)> {
    let claimed = !how.is_self_drawn();
    if !claimed && hand.winning.is_none() {
        return vec![(groups, None)];
    }
    let counts = hand.counts();
    let exposed_pair = !exposed_pairs(hand).is_empty();
    let completes = |g: &Group| can_complete(g, how, hand.winning, &counts, exposed_pair);
    // Pairs first, then chows, then pungs: of readings worth the same, the
    // one with the fewest sets exposed is shown.
    let mut ways: Vec<usize> = (0..groups.len())
        .filter(|&i| completes(&groups[i]))
        .collect();
    ways.sort_by_key(|&i| groups[i].kind);
    if !claimed {
        return ways
            .into_iter()
            .take(1)
            .map(|i| (groups.clone(), Some(i)))
            .collect();
    }
    let pungs_stay_concealed = hand.winning.is_none() && concealed_pays;
    claimed_ways(&groups, ways, pungs_stay_concealed)
        .into_iter()
        .map(|i| {
            let mut way = groups.clone();
            way[i].exposed = true;
            (way, Some(i))
        })
        .collect()
}

/// Whether the winning tile, marked or not, can have completed a group:
/// a robbed kong's tile a chow holding its one copy; a discard the exposed
/// pair laid out, if there is one; otherwise any group but a kong, exposed
/// only by a claimed tile.
fn can_complete(
    g: &Group,
    how: WinningTile,
    winning: Option<Tile>,
    counts: &[u8; KINDS],
    exposed_pair: bool,
) -> bool {
    let held_once = |t: Tile| counts[t.index()] == 1;
    match how {
        WinningTile::RobbingKong => {
            g.kind == GroupKind::Chow
                && winning.map_or(g.tiles().into_iter().any(held_once), |t| {
                    g.holds(t) && held_once(t)
                })
        }
        // A pair laid out exposed is the group the discard completed.
        _ if exposed_pair => g.kind == GroupKind::Pair && g.exposed,
        _ => {
            g.kind != GroupKind::Kong
                && winning.is_none_or(|t| g.holds(t))
                && (!how.is_self_drawn() || !g.exposed)
        }
    }
}

/// The groups a claimed tile can have completed that read differently.
/// With no tile marked, where a concealed set pays at least what an exposed
/// one does, exposing a pung never pays more than a pair or chow taking the
/// discard: the pungs are left concealed. Ways that expose the same kind of
/// set read alike: one of each.
fn claimed_ways(groups: &[Group], mut ways: Vec<usize>, pungs_stay_concealed: bool) -> Vec<usize> {
    if pungs_stay_concealed {
        ways.retain(|&i| groups[i].exposed || set_kind(&groups[i]).is_none());
    }
    let mut kinds = Vec::new();
    ways.retain(|&i| {
        let key = (set_kind(&groups[i]), groups[i].exposed);
        let new = !kinds.contains(&key);
        kinds.push(key);
        new
    });
    ways
}

/// Whether a situation hand agrees with the tiles: Plum blossom is out on
/// the 5 of Circles, the Moon on the 1 of Circles, and Twofold fortune holds
/// two kongs at least.
fn situation_fits(hand: &TileHand, special: SpecialHand) -> bool {
    let needs = match special {
        SpecialHand::PlumBlossom => Tile::Suited(Suit::Circles, 5),
        SpecialHand::MoonFromTheSea => Tile::Suited(Suit::Circles, 1),
        SpecialHand::TwofoldFortune => return hand.kongs() >= 2,
        _ => return true,
    };
    hand.winning == Some(needs)
}

/// Every form a winner's tiles give: their concealed tiles are one hand
/// however they were laid out, only exposed groups and declared kongs
/// fixed (docs/rules.md §12.3). A situation hand goes only with tiles that
/// make a Mah-Jong hand.
pub(super) fn winner_forms(
    hand: &TileHand,
    situation: &Situation,
    ctx: &HandContext,
    rules: &RuleSet,
) -> Result<Vec<HandForm>, TileProblem> {
    let how = situation.winning_tile;
    let claimed = !how.is_self_drawn();
    let sets = &rules.values().sets;
    let concealed_pays = SetKind::ALL.into_iter().all(|k| {
        let exposed = SetKind::new(k.size, k.tiles, Exposure::Exposed);
        sets.value(k) >= sets.value(exposed)
    });
    let situation_hand = situation
        .situation_hand
        .filter(|&h| situation_fits(hand, h));
    let pooled = TileHand {
        winning: hand.winning,
        ..hand.pooled()
    };
    let mut forms = Vec::new();
    let arrangements = winning_arrangements(&pooled);
    for arrangement in &arrangements {
        for (groups, completed) in completions(arrangement.clone(), hand, how, concealed_pays) {
            let normal = form_of(&groups, &hand.bonus, situation, ctx);
            let claim = completed.filter(|_| claimed);
            let specials = four_set_specials(&groups, claim, ctx.british);
            for special in specials.into_iter().chain(situation_hand) {
                let mut form = normal.clone();
                if special == SpecialHand::Purity {
                    form.one_suit_with_honours = false;
                }
                form.special_hand = Some(special);
                forms.push(form);
            }
            forms.push(normal);
        }
    }
    let mut shapes = shape_specials_allowed(hand, claimed, ctx.british);
    shapes.extend(super::super::own::own_made(hand, claimed, rules));
    // A robbed kong's tile completes a chow: never a hand of a shape of
    // its own.
    if how != WinningTile::RobbingKong {
        forms.extend(shape_forms(&shapes, hand, situation, ctx, situation_hand));
    }
    if !forms.is_empty() || (arrangements.is_empty() && shapes.is_empty()) {
        return Ok(forms);
    }
    Err(match (how, hand.winning) {
        (WinningTile::RobbingKong, tile) => TileProblem::RobbedOutsideChow(tile),
        (_, Some(tile)) if claimed => TileProblem::ClaimedIntoKong(tile),
        (_, Some(tile)) => TileProblem::DrawnOutsideGroups(tile),
        (_, None) => not_mah_jong(hand),
    })
}

/// The special hands with shapes of their own that the tiles make, where
/// the groups laid out leave room for one.
fn shape_specials_allowed(hand: &TileHand, claimed: bool, british: bool) -> Vec<SpecialHand> {
    match shape_allowed(hand, claimed) {
        true => shape_specials(&hand.counts(), british),
        false => Vec::new(),
    }
}

/// The forms of the special hands the tiles make by their shape alone,
/// each also with a situation hand that fits.
fn shape_forms(
    shapes: &[SpecialHand],
    hand: &TileHand,
    situation: &Situation,
    ctx: &HandContext,
    situation_hand: Option<SpecialHand>,
) -> Vec<HandForm> {
    if shapes.is_empty() {
        return Vec::new();
    }
    let plain = HandForm {
        all_majors_with_honours: false,
        all_concealed: false,
        one_suit_with_honours: false,
        ..form_of(&[], &hand.bonus, situation, ctx)
    };
    shapes
        .iter()
        .copied()
        .chain(situation_hand)
        .map(|special| HandForm {
            special_hand: Some(special),
            ..plain.clone()
        })
        .collect()
}

pub(super) fn not_mah_jong(hand: &TileHand) -> TileProblem {
    TileProblem::NotMahJong { tiles: hand.size() }
}

/// The tiles of the pairs laid out exposed.
pub(super) fn exposed_pairs(hand: &TileHand) -> Vec<Tile> {
    let pairs = hand
        .groups
        .iter()
        .filter(|g| g.exposed && g.kind == GroupKind::Pair);
    pairs.map(|g| g.tile).collect()
}

/// A winner's exposed pair that the winning tile cannot have completed
/// (docs/rules.md §1: only the winning discard exposes a pair): one beside
/// a self-drawn or robbed tile, a second one, or one of another tile than
/// the winning tile marked.
pub(super) fn pair_not_completed(hand: &TileHand, how: WinningTile) -> Option<Tile> {
    let pairs = exposed_pairs(hand);
    let first = *pairs.first()?;
    let completed =
        how == WinningTile::Discard && pairs.len() == 1 && hand.winning.is_none_or(|t| t == first);
    (!completed).then_some(first)
}
