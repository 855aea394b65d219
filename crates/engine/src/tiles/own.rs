//! A club's own special hands in a player's tiles (docs/rules.md §15): the
//! hands the tiles make, and the tiles a fishing player waits on for them.

use super::hand::TileHand;
use super::tile::{Tile, KINDS};
use super::waits::{waits, Wait};
use crate::form::Exposure;
use crate::own_hands::{HeldTiles, OwnName};
use crate::rules::RuleSet;
use crate::SpecialHand;

/// Whether the tiles hold a set exposed before going out: a winner's set
/// completed by the claimed winning tile does not count (docs/special-hands.md).
fn exposure(hand: &TileHand, claimed: bool) -> Exposure {
    let exposed: Vec<_> = hand.groups.iter().filter(|g| g.exposed).collect();
    let by_claim = claimed
        && exposed.len() == 1
        && hand
            .winning
            .is_some_and(|t| exposed.iter().all(|g| g.holds(t)));
    if exposed.is_empty() || by_claim {
        Exposure::Concealed
    } else {
        Exposure::Exposed
    }
}

/// Each of the club's hands as held with these tiles, with its shape's
/// verdict; those with no values as held (concealed only, a set exposed)
/// are left out.
fn own_hands<'r>(
    hand: &TileHand,
    claimed: bool,
    rules: &'r RuleSet,
) -> impl Iterator<Item = (SpecialHand, &'r crate::own_hands::Shape)> + 'r {
    let exposure = exposure(hand, claimed);
    rules.own_hands().filter_map(move |(own, shape)| {
        let special = SpecialHand::Own(OwnName::new(&own.name)?, exposure);
        rules.special(special).map(|_| (special, shape))
    })
}

/// The club's own hands fourteen tiles make.
pub(super) fn own_made(hand: &TileHand, claimed: bool, rules: &RuleSet) -> Vec<SpecialHand> {
    let held = HeldTiles::of(hand);
    own_hands(hand, claimed, rules)
        .filter(|(_, shape)| shape.fits(&held))
        .map(|(special, _)| special)
        .collect()
}

/// Every tile that completes a hand of thirteen, as [`waits`] finds them,
/// with the club's own hands a player can fish for under `rules`.
///
/// ```
/// use engine::own_hands::OwnHand;
/// use engine::tiles::{waits_under, TileHand, KINDS};
/// use engine::{RuleSet, RuleValues};
/// let mut values = RuleValues::bmja();
/// let mut twins = OwnHand::new("Heavenly twins");
/// twins.shape = "7 pairs in suit A".into();
/// values.own_hands.push(twins);
/// let rules = RuleSet::new(values).unwrap();
/// let hand: TileHand = "?1122335566779b".parse().unwrap();
/// let waits = waits_under(&hand, &[0; KINDS], &rules);
/// let nine = waits.iter().find(|w| w.tile.name() == "9 of Bamboos").unwrap();
/// assert_eq!(nine.specials[0].to_string(), "Heavenly twins");
/// ```
pub fn waits_under(hand: &TileHand, seen: &[u8; KINDS], rules: &RuleSet) -> Vec<Wait> {
    let mut found = waits(hand, seen, rules.values().british_extensions);
    let held = HeldTiles::of(hand);
    if held.size() != 13 {
        return found;
    }
    let counts = hand.counts();
    for (special, shape) in own_hands(hand, false, rules) {
        if rules.special(special).and_then(|v| v.fishing).is_none() {
            continue;
        }
        for kind in shape.waits(&held) {
            let Some(tile) = Tile::from_index(kind) else {
                continue;
            };
            match found.iter_mut().find(|w| w.tile == tile) {
                Some(wait) => wait.specials.push(special),
                None => found.push(Wait {
                    tile,
                    dead: counts[kind].saturating_add(seen[kind]) >= 4,
                    specials: vec![special],
                }),
            }
        }
    }
    found.sort_by_key(|w| w.tile.index());
    found
}
