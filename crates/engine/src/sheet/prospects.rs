//! What a player's tiles could yet become: the tiles a hand of thirteen
//! waits for, and, for a winner out on a discard, each tile that may have
//! completed the hand. Both take many readings of the hand, so each is
//! worked out when first asked and kept: a tap's score is shown without
//! them, and a change that leaves their tiles alone keeps them.

use crate::form::HandContext;
use crate::rules::RuleSet;
use crate::score::HandScore;
use crate::tiles::{
    asks_winning_tile, waits_under, winning_tile_choices, Situation, Tile, TileHand, Wait, KINDS,
};
use std::sync::{Arc, OnceLock};

/// A player's prospects, worked out when first asked.
#[derive(Debug, Default)]
pub struct Prospects {
    /// A hand of thirteen, not a winner's, with the tiles seen elsewhere.
    waiting: Option<WaitingHand>,
    /// A winner out on a discard with no winning tile marked.
    asking: Option<AskingHand>,
    waits: OnceLock<Vec<Wait>>,
    choices: OnceLock<Vec<(Tile, HandScore)>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct WaitingHand {
    hand: TileHand,
    seen: [u8; KINDS],
    rules: RuleSet,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct AskingHand {
    hand: TileHand,
    situation: Situation,
    context: HandContext,
    rules: RuleSet,
}

impl Prospects {
    /// The prospects of `hand` laid out in `situation`, as yet unworked;
    /// none without tiles.
    pub(super) fn of(
        reading: Option<(&TileHand, &Situation)>,
        winner: bool,
        seen: [u8; KINDS],
        context: &HandContext,
        rules: &RuleSet,
    ) -> Prospects {
        let Some((hand, situation)) = reading else {
            return Prospects::default();
        };
        let waiting = (hand.size() == 13 && !winner).then(|| WaitingHand {
            hand: hand.clone(),
            seen,
            rules: rules.clone(),
        });
        let asking = asks_winning_tile(hand, situation).then(|| AskingHand {
            hand: hand.clone(),
            situation: *situation,
            context: *context,
            rules: rules.clone(),
        });
        Prospects {
            waiting,
            asking,
            ..Prospects::default()
        }
    }

    /// These prospects, or `before`'s where they are of the same hand, so
    /// what was worked out then is kept.
    pub(super) fn kept(self, before: Option<&Arc<Prospects>>) -> Arc<Prospects> {
        match before {
            Some(before) if **before == self => before.clone(),
            _ => Arc::new(self),
        }
    }

    /// The tiles a hand of thirteen waits for; none for a winner.
    pub fn waits(&self) -> &[Wait] {
        match &self.waiting {
            Some(w) => self
                .waits
                .get_or_init(|| waits_under(&w.hand, &w.seen, &w.rules)),
            None => &[],
        }
    }

    /// For a winner out on a discard with no winning tile marked, when the
    /// score depends on it: each tile that can have completed the hand.
    pub fn winning_tile_choices(&self) -> &[(Tile, HandScore)] {
        match &self.asking {
            Some(a) => self
                .choices
                .get_or_init(|| winning_tile_choices(&a.hand, &a.situation, &a.context, &a.rules)),
            None => &[],
        }
    }
}

/// Prospects are the same when worked out from the same hand, whichever
/// of them has been asked for.
impl PartialEq for Prospects {
    fn eq(&self, other: &Prospects) -> bool {
        self.waiting == other.waiting && self.asking == other.asking
    }
}

impl Eq for Prospects {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::form::{HandForm, Role};
    use crate::setup::MatchSetup;
    use crate::sheet::{HandRecord, HandView, Match, PlayerEntry, TableState};
    use crate::PlayerId;

    const BILL: PlayerId = PlayerId(1);

    fn table() -> TableState {
        let m = Match::new(MatchSetup::new(&["A", "B", "C", "D"]), RuleSet::bmja());
        m.first_table().unwrap()
    }

    fn bill_lays(tiles: &str, role: Role) -> HandRecord {
        let mut record = HandRecord::of_counts(vec![HandForm::default(); 4]);
        record.entries[1] = PlayerEntry::Tiles {
            hand: tiles.parse().unwrap(),
            situation: Situation {
                role,
                ..Situation::default()
            },
        };
        record
    }

    fn bills(view: &HandView) -> Arc<Prospects> {
        view.shared(BILL).unwrap().prospects.clone()
    }

    #[test]
    fn a_view_works_out_no_prospects_until_they_are_asked_for() {
        let table = table();
        let fishing = table.view(&bill_lays("+555d 234b 678b EEE ?Wh", Role::Other));
        let winner = table.view(&bill_lays("+555d 234b 678b EEE ?WhWh", Role::MahJong));
        for view in [&fishing, &winner] {
            assert!(bills(view).waits.get().is_none());
            assert!(bills(view).choices.get().is_none());
        }
        let bill = fishing.player(BILL).unwrap();
        let hand: TileHand = "+555d 234b 678b EEE ?Wh".parse().unwrap();
        assert_eq!(
            bill.waits(),
            crate::tiles::waits(&hand, &bill.seen, bill.context.british)
        );
        assert!(!bill.waits().is_empty());
        let bill = winner.player(BILL).unwrap();
        let hand: TileHand = "+555d 234b 678b EEE ?WhWh".parse().unwrap();
        let asked = Situation {
            role: Role::MahJong,
            ..Situation::default()
        };
        let rules = RuleSet::bmja();
        let direct = winning_tile_choices(&hand, &asked, &bill.context, &rules);
        assert_eq!(bill.winning_tile_choices(), direct);
        assert!(bill.waits().is_empty(), "a winner waits for nothing");
    }

    #[test]
    fn a_change_that_leaves_the_tiles_alone_keeps_what_was_worked_out() {
        let table = table();
        let before = bill_lays("+555d 234b 678b EEE ?Wh", Role::Other);
        let view = table.view(&before);
        let waits = view.player(BILL).unwrap().waits().to_vec();
        let mut after = before.clone();
        let PlayerEntry::Counts(rods) = &mut after.entries[0] else {
            panic!("Rod enters counts");
        };
        rods.flowers = 1;
        let next = table.view_after(&after, Some(&view));
        assert!(Arc::ptr_eq(&bills(&view), &bills(&next)));
        assert_eq!(bills(&next).waits.get(), Some(&waits));
        let other_tile = bill_lays("+555d 234b 678b EEE ?G", Role::Other);
        let changed = table.view_after(&other_tile, Some(&next));
        assert!(!Arc::ptr_eq(&bills(&next), &bills(&changed)));
        assert!(bills(&changed).waits.get().is_none());
    }
}
