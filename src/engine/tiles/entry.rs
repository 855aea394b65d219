//! A player's tiles as stored with a hand, and the form they give at the
//! table (docs/rules.md §12.2, §12.3, §12.5): the situation the tiles cannot
//! show comes from the form's own ticks, the rest from the tiles.

use super::hand::TileHand;
use super::read::{counts_so_far, read_tiles, Situation, TileProblem};
use super::tile::KINDS;
use super::waits::waits;
use crate::engine::form::{violations, HandContext, HandForm, Role, TickField};
use crate::engine::rules::RuleSet;
use crate::engine::SpecialHand;
use serde::{Deserialize, Serialize};

/// A player's tiles for one hand.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerTiles {
    /// The tiles laid out.
    pub hand: TileHand,
    /// The player chose to edit the counts instead: the tiles are kept, but
    /// the form is as entered.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub aside: bool,
}

impl PlayerTiles {
    /// Whether the tiles give the player's form.
    pub fn define_form(&self) -> bool {
        !self.aside
    }
}

/// What the tiles give a player's form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileReading {
    /// The form: the tiles' reading worth most, or as far as the tiles go.
    pub form: HandForm,
    /// Why the tiles give no complete form, if they do not.
    pub problem: Option<TileProblem>,
}

/// Whether the tiles decide a tick of the form: all do but who the player
/// is and how the hand ended (docs/rules.md §12.2). Every count is decided
/// by the tiles.
pub fn tiles_decide(field: TickField) -> bool {
    !matches!(
        field,
        TickField::DeclaresMahJong
            | TickField::Fishing
            | TickField::OriginalCall
            | TickField::LastTile
    )
}

/// Whether a player whose tiles give the form may still name this special
/// hand: only the situations, which tiles cannot show.
pub fn named_beside_tiles(hand: SpecialHand) -> bool {
    hand.is_situation()
}

/// The part of a form the tiles cannot show (docs/rules.md §12.2).
pub fn situation_of(form: &HandForm) -> Situation {
    Situation {
        role: form.role,
        winning_tile: form.winning_tile,
        last_tile: form.last_tile,
        original_call: form.original_call,
        situation_hand: form.special_hand.filter(|h| h.is_situation()),
        fishing_for: None,
    }
}

/// A player's form as their tiles give it, keeping the situation of the
/// form as entered. `seen` counts the tiles other players laid out, so a
/// fishing player's dead waits do not count.
///
/// ```
/// use mahjong_scorer::engine::form::{HandContext, HandForm, Role};
/// use mahjong_scorer::engine::tiles::{read_player, TileHand, KINDS};
/// use mahjong_scorer::engine::RuleSet;
/// let hand: TileHand = "+RRR 234b EEE ?2345c".parse().unwrap();
/// let fishing = HandForm { role: Role::Fishing, ..HandForm::default() };
/// let read = read_player(&hand, &fishing, &HandContext::default(), &RuleSet::bmja(), &[0; KINDS]);
/// assert_eq!(read.problem, None);
/// assert_eq!(read.form.dragon_sets, 1);
/// ```
pub fn read_player(
    hand: &TileHand,
    entered: &HandForm,
    ctx: &HandContext,
    rules: &RuleSet,
    seen: &[u8; KINDS],
) -> TileReading {
    let situation = situation_of(entered);
    let fished: Vec<Option<SpecialHand>> = match entered.role {
        Role::Fishing => std::iter::once(None)
            .chain(fished_for(hand, seen, ctx.british).into_iter().map(Some))
            .collect(),
        _ => vec![None],
    };
    let mut best: Option<(HandForm, (_, _))> = None;
    let mut problem = None;
    for fishing_for in fished {
        let situation = Situation {
            fishing_for,
            ..situation
        };
        match read_tiles(hand, &situation, ctx, rules) {
            Ok(r) => {
                let key = (r.score.limited(), r.score.unlimited());
                if best.as_ref().is_none_or(|(_, k)| key > *k) {
                    best = Some((r.form, key));
                }
            }
            Err(e) => {
                problem.get_or_insert(e);
            }
        }
    }
    match best {
        Some((form, _)) => TileReading {
            form,
            problem: None,
        },
        None => TileReading {
            form: as_far_as_they_go(hand, entered, ctx),
            problem,
        },
    }
}

/// The special hands one live tile away.
fn fished_for(hand: &TileHand, seen: &[u8; KINDS], british: bool) -> Vec<SpecialHand> {
    let mut hands: Vec<SpecialHand> = waits(hand, seen, british)
        .into_iter()
        .filter(|w| !w.dead)
        .flat_map(|w| w.specials)
        .collect();
    super::sort_few(&mut hands);
    hands.dedup();
    hands
}

/// The counts of tiles that are not a hand: their sets and scoring pairs
/// read as a non-winner's, with the situation as entered; none when even
/// those cannot be held together.
fn as_far_as_they_go(hand: &TileHand, entered: &HandForm, ctx: &HandContext) -> HandForm {
    let counts = counts_so_far(hand, ctx);
    let possible = violations(&counts, ctx).is_empty();
    with_situation(
        if possible {
            counts
        } else {
            HandForm::default()
        },
        entered,
    )
}

/// The counts of one form with the situation of another: who the player
/// is, original call, and how the hand ended, which tiles cannot show.
pub fn with_situation(counts: HandForm, entered: &HandForm) -> HandForm {
    HandForm {
        role: entered.role,
        original_call: entered.original_call,
        winning_tile: entered.winning_tile,
        last_tile: entered.last_tile,
        ..counts
    }
}

/// Whether the player has a live wait: fishing, by the tiles.
pub fn has_live_wait(hand: &TileHand, seen: &[u8; KINDS], british: bool) -> bool {
    hand.size() == 13 && waits(hand, seen, british).iter().any(|w| !w.dead)
}

/// How many of each kind the other players laid out, for dead waits and
/// the palette.
pub fn seen_elsewhere<'a>(others: impl IntoIterator<Item = &'a TileHand>) -> [u8; KINDS] {
    let mut seen = [0u8; KINDS];
    for hand in others {
        for (s, c) in seen.iter_mut().zip(hand.counts()) {
            *s = s.saturating_add(c);
        }
    }
    seen
}
