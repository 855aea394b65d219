//! Scoring one player's hand (docs/rules.md §4, §5): every valid arrangement, the best
//! one chosen, each with its working.

mod breakdown;
mod working;

pub use breakdown::{DoubleLine, Part, PointsItem, PointsLine};
pub use working::{Term, TermRule};

use crate::form::{Facts, HandContext, HandForm, Role, SetKind, WindHolding, WinningTile};
use crate::rules::{DoubleItem, RuleSet, RuleValues};
use crate::special::SpecialHand;
use crate::Points;
use serde::{Deserialize, Serialize};
use DoubleItem::*;

/// How the tiles were arranged for scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArrangementKind {
    /// Sets, pairs and bonus tiles, doubled (docs/rules.md §4).
    Normal,
    /// The winner's special hand (docs/rules.md §5.2, §5.3).
    Special(SpecialHand),
    /// Fishing for a special hand (docs/rules.md §5.4).
    Fishing(SpecialHand),
}

/// One way of scoring the hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arrangement {
    /// Which way.
    pub kind: ArrangementKind,
    /// The stages, added together: one for a normal hand; a special hand's
    /// value, then its bonus tiles.
    pub parts: Vec<Part>,
    /// The score before the limit.
    pub unlimited: Points,
    /// The score after the limit.
    pub limited: Points,
}

impl Arrangement {
    fn new(kind: ArrangementKind, parts: Vec<Part>, limit: Points) -> Arrangement {
        let unlimited: Points = parts.iter().map(Part::total).sum();
        Arrangement {
            kind,
            parts,
            unlimited,
            limited: unlimited.capped(limit).max(Points::ZERO),
        }
    }

    /// How many doubles the arrangement counts (two-player minimum, docs/rules.md §8).
    pub fn doubles(&self) -> u32 {
        self.parts
            .iter()
            .flat_map(|p| &p.doubles)
            .map(DoubleLine::doubles)
            .sum()
    }
}

/// A player's score for a hand: every valid arrangement and the one used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandScore {
    /// Every arrangement, the declared one first.
    pub arrangements: Vec<Arrangement>,
    /// Index of the arrangement that scores most.
    pub chosen: usize,
}

impl HandScore {
    /// The arrangement used.
    pub fn best(&self) -> &Arrangement {
        &self.arrangements[self.chosen]
    }

    /// The score before the limit.
    pub fn unlimited(&self) -> Points {
        self.best().unlimited
    }

    /// The score that counts.
    pub fn limited(&self) -> Points {
        self.best().limited
    }

    /// What the score is worth against another (docs/rules.md §5.5): the
    /// limited score, then the unlimited one.
    pub fn worth(&self) -> (Points, Points) {
        (self.limited(), self.unlimited())
    }
}

/// Scores a form. The form is taken as it is; check it with
/// [`crate::form::violations`] first.
///
/// ```
/// use engine::form::{HandContext, HandForm, Role, SetKind, WindHolding, WinningTile};
/// use engine::{score::score_hand, RuleSet, Points};
/// // The workbook's Figure 7: 42 × 2 × 2 × 2 × 2 = 672.
/// let [_, minor_pung_concealed, major_pung_exposed, _, minor_kong_exposed, ..] = SetKind::ALL;
/// let mut form = HandForm { role: Role::MahJong, dragon_sets: 1, own_wind: WindHolding::Set,
///     one_suit_with_honours: true, winning_tile: WinningTile::Wall, ..HandForm::default() };
/// form.sets.set(minor_pung_concealed, 1);
/// form.sets.set(major_pung_exposed, 2);
/// form.sets.set(minor_kong_exposed, 1);
/// let ctx = HandContext { own_wind: engine::Wind::South, ..HandContext::default() };
/// let score = score_hand(&form, &ctx, &RuleSet::bmja());
/// assert_eq!(score.unlimited(), Points(672));
/// assert_eq!(score.best().to_string(),
///     "concealed minor pung 4 + 2 exposed major pungs 8 + exposed minor kong 8 + Mah-Jong 20 + wall tile 2 = 42; \
///      × 2 dragon set × 2 own wind × 2 no chows × 2 one suit = 672");
/// ```
pub fn score_hand(form: &HandForm, ctx: &HandContext, rules: &RuleSet) -> HandScore {
    let limit = Points(rules.values().limit);
    let mut arrangements: Vec<Arrangement> = special_arrangement(form, ctx, rules, limit)
        .into_iter()
        .collect();
    let offers_normal = match form.role {
        Role::MahJong => form
            .special_hand
            .is_none_or(|hand| rules.four_sets_and_a_pair(hand)),
        Role::Fishing | Role::Other => true,
    };
    if offers_normal {
        arrangements.push(Arrangement::new(
            ArrangementKind::Normal,
            vec![normal(form, ctx, rules.values())],
            limit,
        ));
    }
    let chosen = arrangements.iter().enumerate().fold(0, |best, (i, a)| {
        let b = &arrangements[best];
        if (a.limited, a.unlimited) > (b.limited, b.unlimited) {
            i
        } else {
            best
        }
    });
    HandScore {
        arrangements,
        chosen,
    }
}

/// The special hand the winner declares, or the one a player fishes for,
/// scored; none for a form that has neither.
fn special_arrangement(
    form: &HandForm,
    ctx: &HandContext,
    rules: &RuleSet,
    limit: Points,
) -> Option<Arrangement> {
    let (kind, hand, winner): (fn(SpecialHand) -> ArrangementKind, _, _) = match form.role {
        Role::MahJong => (ArrangementKind::Special, form.special_hand?, true),
        Role::Fishing => (ArrangementKind::Fishing, form.fishing_for?, false),
        Role::Other => return None,
    };
    let parts = match hand {
        SpecialHand::Purity => purity(form, ctx, rules.values(), winner),
        _ => special(form, ctx, rules, hand, winner),
    };
    Some(Arrangement::new(kind(hand), parts, limit))
}

fn line(item: PointsItem, count: u32, each: i64) -> Option<PointsLine> {
    (count > 0).then_some(PointsLine {
        item,
        count,
        each: Points(each),
    })
}

/// The doubles that hold, each with its factor in the rules.
fn doubles(held: &[(DoubleItem, u32)], v: &RuleValues) -> Vec<DoubleLine> {
    held.iter()
        .filter(|&&(_, times)| times > 0)
        .map(|&(item, times)| DoubleLine {
            item,
            times,
            factor: v.doubles.factor(item),
        })
        .collect()
}

/// Points for the sets and honour pairs.
fn tile_lines(form: &HandForm, ctx: &HandContext, v: &RuleValues) -> Vec<PointsLine> {
    let mut lines: Vec<PointsLine> = SetKind::ALL
        .into_iter()
        .filter_map(|k| {
            line(
                PointsItem::Set(k),
                u32::from(form.sets.get(k)),
                v.sets.value(k),
            )
        })
        .collect();
    lines.extend(line(
        PointsItem::DragonPair,
        u32::from(form.dragon_pairs),
        v.dragon_pair,
    ));
    let pair = WindHolding::Pair;
    lines.extend(line(
        PointsItem::OwnWindPair,
        u32::from(form.own_wind == pair),
        v.own_wind_pair,
    ));
    lines.extend(line(
        PointsItem::PrevailingWindPair,
        u32::from(form.prevailing_holding(ctx) == pair),
        v.prevailing_wind_pair,
    ));
    lines
}

fn winner_lines(form: &HandForm, v: &RuleValues) -> Vec<PointsLine> {
    let wall = form.winning_tile == WinningTile::Wall;
    [
        line(PointsItem::MahJong, 1, v.mah_jong),
        line(PointsItem::WallTile, u32::from(wall), v.wall_tile),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn bonus_lines(form: &HandForm, v: &RuleValues) -> Vec<PointsLine> {
    [
        line(PointsItem::Flower, u32::from(form.flowers), v.bonus_tile),
        line(PointsItem::Season, u32::from(form.seasons), v.bonus_tile),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn bonus_doubles(form: &HandForm) -> [(DoubleItem, u32); 4] {
    [
        (DoubleItem::OwnFlower, u32::from(form.own_flower)),
        (DoubleItem::OwnSeason, u32::from(form.own_season)),
        (DoubleItem::FlowerBouquet, u32::from(form.flowers == 4)),
        (DoubleItem::SeasonBouquet, u32::from(form.seasons == 4)),
    ]
}

fn final_discard(form: &HandForm, ctx: &HandContext) -> bool {
    ctx.british && form.winning_tile == WinningTile::Discard && form.last_tile
}

/// The normal hand: sets, pairs, bonus tiles and Mah-Jong, doubled.
fn normal(form: &HandForm, ctx: &HandContext, v: &RuleValues) -> Part {
    let facts = Facts::of(form, ctx);
    let set = WindHolding::Set;
    let calling = form.role != Role::Other && form.original_call;
    let mut lines = tile_lines(form, ctx, v);
    lines.extend(bonus_lines(form, v));
    let mut held = vec![
        (DoubleItem::DragonSet, facts.dragon_sets),
        (DoubleItem::OwnWindSet, u32::from(form.own_wind == set)),
        (
            DoubleItem::PrevailingWindSet,
            u32::from(form.prevailing_holding(ctx) == set),
        ),
    ];
    held.extend(bonus_doubles(form));
    held.push((DoubleItem::OriginalCall, u32::from(calling)));
    if form.is_winner() {
        lines.extend(winner_lines(form, v));
        held.extend(winner_doubles(form, ctx, v, &facts));
    }
    Part {
        lines,
        doubles: doubles(&held, v),
    }
}

/// The doubles only a winner has.
fn winner_doubles(
    form: &HandForm,
    ctx: &HandContext,
    v: &RuleValues,
    facts: &Facts,
) -> [(DoubleItem, u32); 9] {
    let tile = form.winning_tile;
    [
        (NoChows, facts.no_chows() && no_chows_doubles(ctx, v)),
        (OneSuitWithHonours, form.one_suit_with_honours),
        (AllMajorsWithHonours, form.all_majors_with_honours),
        (AllConcealed, form.all_concealed && ctx.british),
        (LooseTile, tile == WinningTile::LooseTile),
        (LastWallTile, tile == WinningTile::Wall && form.last_tile),
        (FinalDiscard, final_discard(form, ctx)),
        (RobbingKong, tile == WinningTile::RobbingKong),
        (OriginalCallMahJong, form.original_call),
    ]
    .map(|(item, holds)| (item, u32::from(holds)))
}

/// Whether a winner's four pungs or kongs earn the no-chows double here:
/// not in a goulash, nor (by house rule) with fewer than four at the table,
/// where chows are not allowed anyway (docs/rules.md §3.2.14, §8).
pub fn no_chows_doubles(ctx: &HandContext, v: &RuleValues) -> bool {
    !ctx.goulash && (ctx.players.at_table() >= 4 || !v.no_chows_double_needs_four_players)
}

/// Bonus tiles beside a special hand: doubled only by their own doubles, and
/// by the final discard when the hand is worth less than the limit.
fn bonus_part(form: &HandForm, ctx: &HandContext, v: &RuleValues, hand_value: Points) -> Part {
    let below_limit = hand_value < Points(v.limit);
    let final_double = form.is_winner() && below_limit && final_discard(form, ctx);
    let mut held = bonus_doubles(form).to_vec();
    held.push((DoubleItem::FinalDiscard, u32::from(final_double)));
    Part {
        lines: bonus_lines(form, v),
        doubles: doubles(&held, v),
    }
}

fn special(
    form: &HandForm,
    ctx: &HandContext,
    rules: &RuleSet,
    hand: SpecialHand,
    winner: bool,
) -> Vec<Part> {
    let v = rules.values();
    let value = rules.special(hand);
    let (item, points) = if winner {
        (PointsItem::SpecialHand(hand), value.map_or(0, |s| s.winner))
    } else {
        (
            PointsItem::FishingFor(hand),
            value.and_then(|s| s.fishing).unwrap_or(0),
        )
    };
    let hand_part = Part {
        lines: vec![PointsLine {
            item,
            count: 1,
            each: Points(points),
        }],
        doubles: Vec::new(),
    };
    let bonus = bonus_part(form, ctx, v, hand_part.total());
    [hand_part, bonus]
        .into_iter()
        .filter(|p| !p.lines.is_empty())
        .collect()
}

/// Purity: the sets (and, for the winner, Mah-Jong and the wall tile) with
/// Purity's doubles only; bonus tiles apart.
fn purity(form: &HandForm, ctx: &HandContext, v: &RuleValues, winner: bool) -> Vec<Part> {
    let mut lines = tile_lines(form, ctx, v);
    if winner {
        lines.extend(winner_lines(form, v));
    }
    let hand_part = Part {
        lines,
        doubles: doubles(&[(DoubleItem::Purity, 1)], v),
    };
    let bonus = bonus_part(form, ctx, v, hand_part.total());
    [hand_part, bonus]
        .into_iter()
        .filter(|p| !p.lines.is_empty())
        .collect()
}
