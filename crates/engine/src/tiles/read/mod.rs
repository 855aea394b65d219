//! From a player's tiles to their hand form (docs/rules.md §12.3): every
//! arrangement read as a form, checked by the form's own constraints, and
//! the one worth most chosen — so scoring, constraints and table checks stay
//! one path.

mod form;
mod winner;

use super::arrange::waiting_groups;
use super::hand::{Group, GroupKind, TileHand};
use super::tile::{Bonus, Tile, KINDS};
use crate::form::{violations, HandContext, HandForm, Role, Violation, WinningTile};
use crate::rules::RuleSet;
use crate::score::{score_hand, HandScore};
use crate::SpecialHand;
use form::form_of;
use serde::{Deserialize, Serialize};
use winner::{exposed_pairs, not_mah_jong, pair_not_completed, winner_forms};

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

/// Reads a player's tiles as their form and scores the reading worth most
/// (docs/rules.md §5.5): limited score, then unlimited.
///
/// ```
/// use engine::form::{HandContext, Role, WinningTile};
/// use engine::tiles::{read_tiles, Situation, TileHand};
/// use engine::{RuleSet, SpecialHand};
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

/// Whether a winner's tiles leave the winning tile to ask: out on a
/// discard, with none marked.
pub fn asks_winning_tile(hand: &TileHand, situation: &Situation) -> bool {
    situation.role == Role::MahJong
        && !situation.winning_tile.is_self_drawn()
        && hand.winning.is_none()
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
    if !asks_winning_tile(hand, situation) {
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
