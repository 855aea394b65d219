//! From a player's tiles to their hand form (docs/rules.md §12.3): every
//! arrangement read as a form, checked by the form's own constraints, and
//! the one worth most chosen — so scoring, constraints and table checks stay
//! one path.

use super::arrange::{waiting_groups, winning_arrangements};
use super::hand::{Group, GroupKind, TileHand};
use super::shapes::{four_set_specials, shape_allowed, shape_specials, suit_count};
use super::tile::{Bonus, Suit, Tile, KINDS};
use crate::engine::form::{
    violations, Exposure, HandContext, HandForm, Role, SetKind, SetSize, TickField, TileClass,
    Violation, WindHolding, WinningTile,
};
use crate::engine::rules::RuleSet;
use crate::engine::score::{score_hand, HandScore};
use crate::engine::SpecialHand;
use serde::{Deserialize, Serialize};

/// What the tiles cannot show: who the player is and how the hand ended.
/// Stored with a player's tiles; the special hand fished for is not, as the
/// tiles' waits give it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Situation {
    /// Mah-Jong, fishing, or neither.
    #[serde(skip_serializing_if = "is_default")]
    pub role: Role,
    /// Winner: how the winning tile came.
    #[serde(skip_serializing_if = "is_default")]
    pub winning_tile: WinningTile,
    /// Winner: the last tile of the wall, or the final discard.
    #[serde(skip_serializing_if = "is_default")]
    pub last_tile: bool,
    /// Last tile was turned on by the rules (for the Moon), not ticked by
    /// the player: it goes off again when they no longer hold it on.
    #[serde(skip_serializing_if = "is_default")]
    pub last_tile_forced: bool,
    /// Fishing from the first discard with the hand unchanged.
    #[serde(skip_serializing_if = "is_default")]
    pub original_call: bool,
    /// Winner: a hand that is a situation (Heaven's blessing, Plum blossom…).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub situation_hand: Option<SpecialHand>,
    /// Fishing: the special hand fished for, worked out from the waits.
    #[serde(skip)]
    pub fishing_for: Option<SpecialHand>,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// The tiles read as a form, scored, with the other readings kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The form worth most.
    pub form: HandForm,
    /// Its score.
    pub score: HandScore,
    /// Every possible form the tiles give, the chosen one among them.
    pub forms: Vec<HandForm>,
}

/// Why tiles give no form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TileProblem {
    /// A winner's tiles are not a Mah-Jong hand: this many are in (a kong
    /// counting as 3).
    NotMahJong {
        /// Tiles in.
        tiles: usize,
    },
    /// More of a kind than the four there are.
    FiveOfAKind(Tile),
    /// A bonus tile held twice.
    BonusTwice(Bonus),
    /// The winning tile marked is not among the hand's tiles.
    WinningNotHeld(Tile),
    /// The winning tile was claimed, and a claimed tile completes no kong.
    ClaimedIntoKong(Tile),
    /// A winning tile drawn completes a concealed set or pair, and this
    /// one is in none.
    DrawnOutsideGroups(Tile),
    /// A robbed kong's tile completes a chow only, and the winner holds it
    /// once (the robbed pung held the other three): none of the hand's
    /// chows can take it. The tile, when marked.
    RobbedOutsideChow(Option<Tile>),
    /// A pair is exposed only when the winning discard completed it: this
    /// one is exposed in a hand that has not gone out, or beside another
    /// winning tile or way of going out.
    ExposedPair(Tile),
    /// A hand that has not gone out holds at most 13 tiles; this many are in.
    TooManyTiles {
        /// Tiles in.
        tiles: usize,
    },
    /// The form the tiles give cannot be: every reason.
    ImpossibleForm(Vec<Violation>),
}

fn set_kind(group: &Group) -> Option<SetKind> {
    let size = match group.kind {
        GroupKind::Pung => SetSize::Pung,
        GroupKind::Kong => SetSize::Kong,
        _ => return None,
    };
    let tiles = if group.tile.is_major() {
        TileClass::Major
    } else {
        TileClass::Minor
    };
    let exposure = if group.exposed {
        Exposure::Exposed
    } else {
        Exposure::Concealed
    };
    Some(SetKind::new(size, tiles, exposure))
}

/// The form of some groups, the bonus tiles and the situation.
fn form_of(
    groups: &[Group],
    bonus: &[Bonus],
    situation: &Situation,
    ctx: &HandContext,
) -> HandForm {
    let mut form = HandForm {
        role: situation.role,
        original_call: situation.original_call,
        ..HandForm::default()
    };
    for group in groups {
        let dragon = matches!(group.tile, Tile::Dragon(_));
        if let Some(kind) = set_kind(group) {
            form.sets.set(kind, form.sets.get(kind).saturating_add(1));
            form.dragon_sets += u8::from(dragon);
            if let Tile::Wind(w) = group.tile {
                form.hold_wind(w, WindHolding::Set, ctx);
            }
        } else if group.kind == GroupKind::Pair {
            form.dragon_pairs += u8::from(dragon);
            if let Tile::Wind(w) = group.tile {
                form.hold_wind(w, WindHolding::Pair, ctx);
            }
        }
    }
    let own = |b: &Bonus| b.wind() == Some(ctx.own_wind);
    form.flowers = bonus
        .iter()
        .filter(|b| matches!(b, Bonus::Flower(_)))
        .count() as u8;
    form.seasons = bonus
        .iter()
        .filter(|b| matches!(b, Bonus::Season(_)))
        .count() as u8;
    form.own_flower = bonus
        .iter()
        .any(|b| matches!(b, Bonus::Flower(_)) && own(b));
    form.own_season = bonus
        .iter()
        .any(|b| matches!(b, Bonus::Season(_)) && own(b));
    if situation.role == Role::MahJong {
        winner_fields(&mut form, groups, situation, ctx);
    }
    form
}

fn winner_fields(form: &mut HandForm, groups: &[Group], situation: &Situation, ctx: &HandContext) {
    let honours = groups.iter().any(|g| g.tile.is_honour());
    // Every chow holds a minor tile.
    let majors = groups
        .iter()
        .all(|g| g.kind != GroupKind::Chow && g.tile.is_major());
    form.winning_tile = situation.winning_tile;
    form.last_tile = situation.last_tile;
    if situation.last_tile_forced {
        form.forced = vec![TickField::LastTile];
    }
    form.one_suit_with_honours = suit_count(groups) == 1 && honours;
    form.all_majors_with_honours = honours && majors;
    form.all_concealed =
        ctx.british && groups.iter().all(|g| !g.exposed) && situation.winning_tile.is_self_drawn();
}

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
    let winning = hand.winning;
    if !claimed && winning.is_none() {
        return vec![(groups, None)];
    }
    let counts = hand.counts();
    let held_once = |t: Tile| counts[t.index()] == 1;
    let has_exposed_pair = !exposed_pairs(hand).is_empty();
    let completes = |g: &Group| match how {
        WinningTile::RobbingKong => {
            g.kind == GroupKind::Chow
                && winning.map_or(g.tiles().into_iter().any(held_once), |t| {
                    g.holds(t) && held_once(t)
                })
        }
        // A pair laid out exposed is the group the discard completed.
        _ if has_exposed_pair => g.kind == GroupKind::Pair && g.exposed,
        _ => {
            g.kind != GroupKind::Kong
                && winning.is_none_or(|t| g.holds(t))
                && (claimed || !g.exposed)
        }
    };
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
    // With none marked, where a concealed set pays at least what an exposed
    // one does, exposing a pung never pays more than a pair or chow taking
    // the discard: the pungs are left concealed.
    if winning.is_none() && concealed_pays {
        ways.retain(|&i| groups[i].exposed || set_kind(&groups[i]).is_none());
    }
    // Ways that expose the same kind of set read alike: one of each.
    let mut kinds = Vec::new();
    ways.retain(|&i| {
        let key = (set_kind(&groups[i]), groups[i].exposed);
        let new = !kinds.contains(&key);
        kinds.push(key);
        new
    });
    ways.into_iter()
        .map(|i| {
            let mut way = groups.clone();
            way[i].exposed = true;
            (way, Some(i))
        })
        .collect()
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
fn winner_forms(
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
    let shapes = shape_specials_allowed(hand, claimed, ctx.british);
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

fn not_mah_jong(hand: &TileHand) -> TileProblem {
    TileProblem::NotMahJong { tiles: hand.size() }
}

/// The tiles of the pairs laid out exposed.
fn exposed_pairs(hand: &TileHand) -> Vec<Tile> {
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
fn pair_not_completed(hand: &TileHand, how: WinningTile) -> Option<Tile> {
    let pairs = exposed_pairs(hand);
    let first = *pairs.first()?;
    let completed =
        how == WinningTile::Discard && pairs.len() == 1 && hand.winning.is_none_or(|t| t == first);
    (!completed).then_some(first)
}

/// Reads a player's tiles as their form and scores the reading worth most
/// (docs/rules.md §5.5): limited score, then unlimited.
///
/// ```
/// use mahjong_scorer::engine::form::{HandContext, Role, WinningTile};
/// use mahjong_scorer::engine::tiles::{read_tiles, Situation, TileHand};
/// use mahjong_scorer::engine::{RuleSet, SpecialHand};
/// let hand: TileHand = "?1133557b1133557d".parse().unwrap();
/// let winner = Situation { role: Role::MahJong, winning_tile: WinningTile::Wall, ..Situation::default() };
/// let reading = read_tiles(&hand, &winner, &HandContext::default(), &RuleSet::bmja()).unwrap();
/// assert_eq!(reading.form.special_hand, Some(SpecialHand::Knitting));
/// assert_eq!(reading.score.limited().0, 500);
/// ```
pub fn read_tiles(
    hand: &TileHand,
    situation: &Situation,
    ctx: &HandContext,
    rules: &RuleSet,
) -> Result<Reading, TileProblem> {
    held_once(hand)?;
    let forms = match situation.role {
        Role::MahJong => {
            if hand.size() != 14 {
                return Err(not_mah_jong(hand));
            }
            if let Some(tile) = hand.winning.filter(|t| hand.counts()[t.index()] == 0) {
                return Err(TileProblem::WinningNotHeld(tile));
            }
            if let Some(pair) = pair_not_completed(hand, situation.winning_tile) {
                return Err(TileProblem::ExposedPair(pair));
            }
            winner_forms(hand, situation, ctx, rules)?
        }
        _ => vec![waiting_form(&hand.pooled(), situation, ctx)?],
    };
    choose(forms, situation.role, hand, ctx, rules)
}

/// The form of a player who has not gone out: their concealed tiles as one
/// hand, its kongs, pungs and scoring pairs taken out; the rest score
/// nothing (docs/rules.md §12.3).
fn waiting_form(
    pooled: &TileHand,
    situation: &Situation,
    ctx: &HandContext,
) -> Result<HandForm, TileProblem> {
    let size = pooled.size();
    if size > 13 {
        return Err(TileProblem::TooManyTiles { tiles: size });
    }
    if let Some(&pair) = exposed_pairs(pooled).first() {
        return Err(TileProblem::ExposedPair(pair));
    }
    let fishing_for = situation
        .fishing_for
        .filter(|_| situation.role == Role::Fishing);
    // Fishing for a hand of a shape of its own, the sets and pairs are not
    // scored beside it: the hand is read with nothing but its bonus tiles.
    let groups = match fishing_for {
        Some(hand) if !hand.is_four_sets_and_a_pair() => Vec::new(),
        _ => scoring_groups(pooled, ctx),
    };
    let mut form = form_of(&groups, &pooled.bonus, situation, ctx);
    form.fishing_for = fishing_for;
    Ok(form)
}

/// The groups of a pooled hand that score for a player who has not gone
/// out: those fixed, and the concealed kongs, pungs and scoring pairs.
fn scoring_groups(pooled: &TileHand, ctx: &HandContext) -> Vec<Group> {
    let scores_as_pair = |t: Tile| match t {
        Tile::Dragon(_) => true,
        Tile::Wind(w) => w == ctx.own_wind || w == ctx.prevailing_wind,
        Tile::Suited(..) => false,
    };
    waiting_groups(pooled, scores_as_pair)
}

/// The counts of tiles as far as they go, for a player whose tiles are no
/// hand yet: their sets and scoring pairs read as if they had not gone out,
/// however many tiles there are.
pub(super) fn counts_so_far(hand: &TileHand, ctx: &HandContext) -> HandForm {
    let pooled = hand.pooled();
    form_of(
        &scoring_groups(&pooled, ctx),
        &pooled.bonus,
        &Situation::default(),
        ctx,
    )
}

/// For a winner out on a claimed tile with none marked, when the score
/// depends on which tile completed the hand (docs/rules.md §12.4): each
/// tile that can have, with the score it gives. Empty when the score does
/// not depend on it.
pub fn winning_tile_choices(
    hand: &TileHand,
    situation: &Situation,
    ctx: &HandContext,
    rules: &RuleSet,
) -> Vec<(Tile, HandScore)> {
    let asks = situation.role == Role::MahJong
        && !situation.winning_tile.is_self_drawn()
        && hand.winning.is_none();
    if !asks {
        return Vec::new();
    }
    let mut held = [false; KINDS];
    let outside_kongs = hand.groups.iter().filter(|g| g.kind != GroupKind::Kong);
    for tile in outside_kongs
        .flat_map(Group::tiles)
        .chain(hand.loose.iter().copied())
    {
        held[tile.index()] = true;
    }
    let choices: Vec<(Tile, HandScore)> = Tile::all()
        .filter(|t| held[t.index()])
        .filter_map(|tile| {
            let marked = TileHand {
                winning: Some(tile),
                ..hand.clone()
            };
            let reading = read_tiles(&marked, situation, ctx, rules).ok()?;
            Some((tile, reading.score))
        })
        .collect();
    let differ = choices.windows(2).any(|w| w[0].1.worth() != w[1].1.worth());
    if differ {
        choices
    } else {
        Vec::new()
    }
}

/// Refuses tiles that cannot all be in the set: five of a kind, a bonus tile
/// twice.
fn held_once(hand: &TileHand) -> Result<(), TileProblem> {
    let counts = hand.counts();
    if let Some(tile) = Tile::all().find(|t| counts[t.index()] > 4) {
        return Err(TileProblem::FiveOfAKind(tile));
    }
    let twice = Bonus::ALL
        .into_iter()
        .find(|b| hand.bonus.iter().filter(|&x| x == b).count() > 1);
    match twice {
        Some(b) => Err(TileProblem::BonusTwice(b)),
        None => Ok(()),
    }
}

/// The possible forms among those read, and the one worth most.
fn choose(
    forms: Vec<HandForm>,
    role: Role,
    hand: &TileHand,
    ctx: &HandContext,
    rules: &RuleSet,
) -> Result<Reading, TileProblem> {
    let mut problem = None;
    let mut best: Option<(HandForm, HandScore)> = None;
    let mut possible: Vec<HandForm> = Vec::new();
    for form in forms {
        if possible.contains(&form) {
            continue;
        }
        let found = violations(&form, ctx);
        if !found.is_empty() {
            problem.get_or_insert(found);
            continue;
        }
        let score = score_hand(&form, ctx, rules);
        if best.as_ref().is_none_or(|(_, b)| score.worth() > b.worth()) {
            best = Some((form.clone(), score));
        }
        possible.push(form);
    }
    match best {
        Some((form, score)) => Ok(Reading {
            form,
            score,
            forms: possible,
        }),
        None if role == Role::MahJong && problem.is_none() => Err(not_mah_jong(hand)),
        None => Err(TileProblem::ImpossibleForm(problem.unwrap_or_default())),
    }
}
