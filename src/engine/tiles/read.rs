//! From a player's tiles to their hand form (docs/rules.md §12.3): every
//! arrangement read as a form, checked by the form's own constraints, and
//! the one worth most chosen — so scoring, constraints and table checks stay
//! one path.

use super::arrange::{waiting_groups, winning_arrangements};
use super::hand::{Group, GroupKind, TileHand};
use super::shapes::{four_set_specials, shape_specials, suits};
use super::tile::{Bonus, Suit, Tile};
use crate::engine::form::{
    violations, Exposure, HandContext, HandForm, Role, SetKind, SetSize, TileClass, WinningTile,
};
use crate::engine::rules::RuleSet;
use crate::engine::score::{score_hand, HandScore};
use crate::engine::{SpecialHand, Wind};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What the tiles cannot show: who the player is and how the hand ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Situation {
    /// Mah-Jong, fishing, or neither.
    pub role: Role,
    /// Winner: how the winning tile came.
    pub winning_tile: WinningTile,
    /// Winner: the last tile of the wall, or the final discard.
    pub last_tile: bool,
    /// Fishing from the first discard with the hand unchanged.
    pub original_call: bool,
    /// Winner: a hand that is a situation (Heaven's blessing, Plum blossom…).
    pub situation_hand: Option<SpecialHand>,
    /// Fishing: the special hand fished for, worked out from the waits.
    pub fishing_for: Option<SpecialHand>,
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
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum TileProblem {
    /// A winner's tiles are not a Mah-Jong hand.
    #[error("no Mah-Jong hand yet: {0}")]
    NotMahJong(String),
    /// The tiles cannot all be held: the form they give is impossible.
    #[error("these tiles cannot be held together: {0}")]
    Impossible(String),
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
        let is_wind = |w: Wind| group.tile == Tile::Wind(w);
        let dragon = matches!(group.tile, Tile::Dragon(_));
        if let Some(kind) = set_kind(group) {
            form.sets.set(kind, form.sets.get(kind).saturating_add(1));
            form.dragon_sets += u8::from(dragon);
            form.own_wind_set |= is_wind(ctx.own_wind);
            form.prevailing_wind_set |= is_wind(ctx.prevailing_wind);
        } else if group.kind == GroupKind::Pair {
            form.dragon_pairs += u8::from(dragon);
            form.own_wind_pair |= is_wind(ctx.own_wind);
            form.prevailing_wind_pair |= is_wind(ctx.prevailing_wind);
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
        winner_fields(&mut form, groups, situation);
    }
    form
}

fn winner_fields(form: &mut HandForm, groups: &[Group], situation: &Situation) {
    let tiles: Vec<Tile> = groups.iter().flat_map(Group::tiles).collect();
    let suits = suits(groups);
    let honours = tiles.iter().any(|t| t.is_honour());
    form.winning_tile = situation.winning_tile;
    form.last_tile = situation.last_tile;
    form.one_suit_with_honours = suits.len() == 1 && honours;
    form.all_majors_with_honours = !tiles.is_empty() && tiles.iter().all(|t| t.is_major());
    form.all_concealed =
        groups.iter().all(|g| !g.exposed) && situation.winning_tile.is_self_drawn();
}

/// A winner's arrangement with the group the winning discard completed
/// exposed: one way per concealed group holding the winning tile.
fn with_discard_exposed(
    groups: Vec<Group>,
    hand: &TileHand,
    situation: &Situation,
) -> Vec<Vec<Group>> {
    let Some(tile) = hand
        .winning
        .filter(|_| situation.winning_tile == WinningTile::Discard)
    else {
        return vec![groups];
    };
    if groups.iter().any(|g| g.exposed && g.holds(tile)) {
        return vec![groups];
    }
    let ways: Vec<Vec<Group>> = (0..groups.len())
        .filter(|&i| groups[i].holds(tile))
        .map(|i| {
            let mut way = groups.clone();
            way[i].exposed = true;
            way
        })
        .collect();
    if ways.is_empty() {
        vec![groups]
    } else {
        ways
    }
}

/// Whether a situation hand agrees with the winning tile: Plum blossom is
/// out on the 5 of Circles, the Moon on the 1 of Circles.
fn situation_fits(hand: &TileHand, special: SpecialHand) -> bool {
    let needs = match special {
        SpecialHand::PlumBlossom => Tile::Suited(Suit::Circles, 5),
        SpecialHand::MoonFromTheSea => Tile::Suited(Suit::Circles, 1),
        _ => return true,
    };
    hand.winning == Some(needs)
}

/// Every form a winner's tiles give.
fn winner_forms(hand: &TileHand, situation: &Situation, ctx: &HandContext) -> Vec<HandForm> {
    let mut forms = Vec::new();
    let situation_hand = situation
        .situation_hand
        .filter(|&h| situation_fits(hand, h));
    for arrangement in winning_arrangements(hand) {
        for groups in with_discard_exposed(arrangement, hand, situation) {
            let normal = form_of(&groups, &hand.bonus, situation, ctx);
            let specials = four_set_specials(&groups).into_iter().chain(situation_hand);
            for special in specials {
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
    for special in shape_specials(hand).into_iter().chain(situation_hand) {
        let mut form = form_of(&[], &hand.bonus, situation, ctx);
        form.all_majors_with_honours = false;
        form.all_concealed = false;
        form.one_suit_with_honours = false;
        form.special_hand = Some(special);
        forms.push(form);
    }
    forms
}

fn not_mah_jong(hand: &TileHand) -> TileProblem {
    let size = hand.size();
    TileProblem::NotMahJong(match size {
        ..14 => format!("{size} tiles are in, and a Mah-Jong hand has 14 (a kong counting as 3)"),
        15.. => format!(
            "{size} tiles are in, more than the 14 of a Mah-Jong hand (a kong counting as 3)"
        ),
        14 => "these 14 tiles do not make four sets and a pair or a special hand".into(),
    })
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
        Role::MahJong => winner_forms(hand, situation, ctx),
        _ => {
            let scores_as_pair = |t: Tile| match t {
                Tile::Dragon(_) => true,
                Tile::Wind(w) => w == ctx.own_wind || w == ctx.prevailing_wind,
                Tile::Suited(..) => false,
            };
            let mut form = form_of(
                &waiting_groups(hand, scores_as_pair),
                &hand.bonus,
                situation,
                ctx,
            );
            form.fishing_for = situation
                .fishing_for
                .filter(|_| situation.role == Role::Fishing);
            vec![form]
        }
    };
    choose(forms, situation.role, hand, ctx, rules)
}

/// Refuses tiles that cannot all be in the set: five of a kind, a bonus tile
/// twice.
fn held_once(hand: &TileHand) -> Result<(), TileProblem> {
    let counts = hand.counts();
    if let Some(tile) = Tile::all().find(|t| counts[t.index()] > 4) {
        return Err(TileProblem::Impossible(format!(
            "there are only four {}",
            tile.name()
        )));
    }
    let twice = Bonus::ALL
        .into_iter()
        .find(|b| hand.bonus.iter().filter(|&x| x == b).count() > 1);
    match twice {
        Some(b) => Err(TileProblem::Impossible(format!(
            "there is only one {}",
            b.name()
        ))),
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
        if let Some(first) = found.first() {
            problem.get_or_insert_with(|| first.to_string());
            continue;
        }
        let score = score_hand(&form, ctx, rules);
        let key = (score.limited(), score.unlimited());
        if best
            .as_ref()
            .is_none_or(|(_, b)| key > (b.limited(), b.unlimited()))
        {
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
        None => Err(TileProblem::Impossible(problem.unwrap_or_default())),
    }
}
