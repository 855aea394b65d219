//! The form a player's tiles give at the table (docs/rules.md §12.2, §12.3,
//! §12.5): the situation the tiles cannot show is entered beside them, the
//! rest comes from the tiles.

use super::hand::TileHand;
use super::own::waits_under;
use super::read::{counts_so_far, read_tiles, Situation, TileProblem};
use super::tile::KINDS;
use crate::form::{violations, HandContext, HandForm, Role, TickField};
use crate::rules::RuleSet;
use crate::SpecialHand;

/// What the tiles give a player's form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileReading {
    /// The form: the tiles' reading worth most, or as far as the tiles go.
    pub form: HandForm,
    /// Why the tiles give no complete form, if they do not.
    pub problem: Option<TileProblem>,
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
        last_tile_forced: form.forced.contains(&TickField::LastTile),
        original_call: form.original_call,
        situation_hand: form.special_hand.filter(|h| h.is_situation()),
        fishing_for: None,
    }
}

/// The situation after a tap changed a player's tiles to `new`, from tiles
/// that did or did not wait for a live tile: a player who is not the winner
/// is fishing once the tiles wait for a live tile, and no longer once they
/// do not (docs/rules.md §12.7). A player who unticked fishing by hand stays
/// unticked while the wait lasts.
pub fn situation_after_tap(
    situation: Situation,
    was_waiting: bool,
    new: &TileHand,
    seen: &[u8; KINDS],
    rules: &RuleSet,
) -> Situation {
    let waiting = situation.role != Role::MahJong && has_live_wait(new, seen, rules);
    let role = match situation.role {
        Role::Other if waiting && !was_waiting => Role::Fishing,
        Role::Fishing if was_waiting && !waiting => Role::Other,
        role => role,
    };
    Situation { role, ..situation }
}

/// A player's form as their tiles give it, in the situation entered
/// beside them. `seen` counts the tiles other players laid out, so a
/// fishing player's dead waits do not count.
///
/// ```
/// use engine::form::{HandContext, Role};
/// use engine::tiles::{read_player, Situation, TileHand, KINDS};
/// use engine::RuleSet;
/// let hand: TileHand = "+RRR 234b EEE ?2345c".parse().unwrap();
/// let fishing = Situation { role: Role::Fishing, ..Situation::default() };
/// let read = read_player(&hand, &fishing, &HandContext::default(), &RuleSet::bmja(), &[0; KINDS]);
/// assert_eq!(read.problem, None);
/// assert_eq!(read.form.dragon_sets, 1);
/// ```
pub fn read_player(
    hand: &TileHand,
    situation: &Situation,
    ctx: &HandContext,
    rules: &RuleSet,
    seen: &[u8; KINDS],
) -> TileReading {
    let fished: Vec<Option<SpecialHand>> = match situation.role {
        Role::Fishing => std::iter::once(None)
            .chain(fished_for(hand, seen, rules).into_iter().map(Some))
            .collect(),
        _ => vec![None],
    };
    let mut best: Option<(HandForm, (_, _))> = None;
    let mut problem = None;
    for fishing_for in fished {
        let situation = Situation {
            fishing_for,
            ..*situation
        };
        match read_tiles(hand, &situation, ctx, rules) {
            Ok(r) => {
                let key = r.score.worth();
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
            form: as_far_as_they_go(hand, situation, ctx),
            problem,
        },
    }
}

/// The special hands one live tile away.
fn fished_for(hand: &TileHand, seen: &[u8; KINDS], rules: &RuleSet) -> Vec<SpecialHand> {
    let mut hands: Vec<SpecialHand> = waits_under(hand, seen, rules)
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
fn as_far_as_they_go(hand: &TileHand, situation: &Situation, ctx: &HandContext) -> HandForm {
    let counts = counts_so_far(hand, ctx);
    let possible = violations(&counts, ctx).is_empty();
    with_situation(
        if possible {
            counts
        } else {
            HandForm::default()
        },
        situation,
    )
}

/// Counts in a situation: who the player is, original call, and how the
/// hand ended, which tiles cannot show.
pub fn with_situation(counts: HandForm, situation: &Situation) -> HandForm {
    HandForm {
        role: situation.role,
        original_call: situation.original_call,
        winning_tile: situation.winning_tile,
        last_tile: situation.last_tile,
        forced: match situation.last_tile_forced {
            true => vec![TickField::LastTile],
            false => counts.forced,
        },
        ..counts
    }
}

/// Whether the player has a live wait: fishing, by the tiles.
pub fn has_live_wait(hand: &TileHand, seen: &[u8; KINDS], rules: &RuleSet) -> bool {
    hand.size() == 13 && waits_under(hand, seen, rules).iter().any(|w| !w.dead)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::waits;

    fn hand(text: &str) -> TileHand {
        text.parse().unwrap()
    }

    fn after(role: Role, old: &str, new: &str, seen: &[u8; KINDS]) -> Role {
        let situation = Situation {
            role,
            ..Situation::default()
        };
        let was_waiting = has_live_wait(&hand(old), seen, &RuleSet::bmja());
        situation_after_tap(situation, was_waiting, &hand(new), seen, &RuleSet::bmja()).role
    }

    #[test]
    fn fishing_ticks_itself_as_a_live_wait_comes_and_goes() {
        let none = [0; KINDS];
        let waiting = "+555d 234b EEE ?2234c";
        let short = "+555d 234b EEE ?223c";
        assert_eq!(after(Role::Other, short, waiting, &none), Role::Fishing);
        assert_eq!(after(Role::Fishing, waiting, short, &none), Role::Other);
        assert_eq!(after(Role::MahJong, short, waiting, &none), Role::MahJong);
        assert_eq!(
            after(Role::Other, waiting, waiting, &none),
            Role::Other,
            "unticked by hand, it stays unticked while the wait lasts"
        );
    }

    #[test]
    fn a_dead_wait_does_not_tick_fishing() {
        let mut seen = [0; KINDS];
        let dead = "+555d 234b EEE ?2234c".parse::<TileHand>().unwrap();
        for w in waits(&dead, &seen, true) {
            seen[w.tile.index()] = 4 - dead.counts()[w.tile.index()];
        }
        assert_eq!(
            after(
                Role::Other,
                "+555d 234b EEE ?223c",
                "+555d 234b EEE ?2234c",
                &seen
            ),
            Role::Other
        );
    }
}
