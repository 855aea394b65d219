//! One player's entry for a hand: counts, or tiles the counts are read from
//! (docs/rules.md §3, §12). Each player's entry is one thing, so there is
//! never a form beside tiles to keep in step with them.

use crate::form::{apply, Change, HandContext, HandForm, Role};
use crate::tiles::{situation_of, with_situation, Situation, TileHand};
use serde::{Deserialize, Serialize};

/// What a player entered for a hand.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerEntry {
    /// The counts, entered field by field.
    Counts(HandForm),
    /// Tiles laid out, and what they cannot show; the counts are read from
    /// the tiles.
    Tiles {
        /// The tiles.
        hand: TileHand,
        /// Who the player is and how the hand ended.
        situation: Situation,
    },
    /// Counts entered by hand with the tiles kept aside, to take up again.
    Aside {
        /// The counts, which give the form.
        counts: HandForm,
        /// The tiles kept aside.
        tiles: TileHand,
    },
}

impl Default for PlayerEntry {
    fn default() -> Self {
        PlayerEntry::Counts(HandForm::default())
    }
}

impl PlayerEntry {
    /// The counts as entered, unless the tiles give them.
    pub fn counts(&self) -> Option<&HandForm> {
        match self {
            PlayerEntry::Counts(form) | PlayerEntry::Aside { counts: form, .. } => Some(form),
            PlayerEntry::Tiles { .. } => None,
        }
    }

    /// The tiles the form is read from, when it is.
    pub fn reading(&self) -> Option<(&TileHand, &Situation)> {
        match self {
            PlayerEntry::Tiles { hand, situation } => Some((hand, situation)),
            _ => None,
        }
    }

    /// The tiles laid out, read or kept aside.
    pub fn tiles(&self) -> Option<&TileHand> {
        match self {
            PlayerEntry::Tiles { hand, .. } => Some(hand),
            PlayerEntry::Aside { tiles, .. } => Some(tiles),
            PlayerEntry::Counts(_) => None,
        }
    }

    /// The player's part in the hand.
    pub fn role(&self) -> Role {
        match self {
            PlayerEntry::Counts(form) | PlayerEntry::Aside { counts: form, .. } => form.role,
            PlayerEntry::Tiles { situation, .. } => situation.role,
        }
    }

    /// What the tiles cannot show, as entered.
    pub fn situation(&self) -> Situation {
        match self {
            PlayerEntry::Counts(form) | PlayerEntry::Aside { counts: form, .. } => {
                situation_of(form)
            }
            PlayerEntry::Tiles { situation, .. } => *situation,
        }
    }

    /// The entry after one change to the form, which `form` shows as it
    /// stands; beside tiles only the situation can change, as the tiles
    /// give the rest.
    pub fn changed(&self, form: &HandForm, ctx: &HandContext, change: Change) -> PlayerEntry {
        let changed = apply(form, ctx, change);
        match self {
            PlayerEntry::Counts(_) => PlayerEntry::Counts(changed),
            PlayerEntry::Aside { tiles, .. } => PlayerEntry::Aside {
                counts: changed,
                tiles: tiles.clone(),
            },
            PlayerEntry::Tiles { hand, .. } => PlayerEntry::Tiles {
                hand: hand.clone(),
                situation: situation_of(&changed),
            },
        }
    }

    /// The tiles kept aside with `form`, their reading, as the counts to
    /// change; or, kept aside already, taken up again.
    pub fn set_aside(&self, form: &HandForm, aside: bool) -> PlayerEntry {
        match (self, aside) {
            (PlayerEntry::Tiles { hand, .. }, true) => PlayerEntry::Aside {
                counts: form.clone(),
                tiles: hand.clone(),
            },
            (PlayerEntry::Aside { counts, tiles }, false) => PlayerEntry::Tiles {
                hand: tiles.clone(),
                situation: situation_of(counts),
            },
            _ => self.clone(),
        }
    }

    /// Back to counts, nothing counted, the situation kept.
    pub fn cleared(&self) -> PlayerEntry {
        PlayerEntry::Counts(with_situation(HandForm::default(), &self.situation()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::form::{CountField, SetKind, TickField};

    fn tiles() -> TileHand {
        "+555d 234b EEE ?2345c".parse().unwrap()
    }

    #[test]
    fn beside_tiles_a_change_keeps_only_the_situation() {
        let entry = PlayerEntry::Tiles {
            hand: tiles(),
            situation: Situation::default(),
        };
        let ctx = HandContext::default();
        let set = Change::Count(CountField::Set(SetKind::ALL[0]), 2);
        assert_eq!(entry.changed(&HandForm::default(), &ctx, set), entry);
        let declared = entry.changed(
            &HandForm::default(),
            &ctx,
            Change::Tick(TickField::DeclaresMahJong, true),
        );
        assert_eq!(declared.role(), Role::MahJong);
        assert_eq!(declared.tiles(), Some(&tiles()));
    }

    #[test]
    fn tiles_set_aside_keep_their_reading_as_counts_and_come_back() {
        let read = HandForm {
            role: Role::Fishing,
            dragon_sets: 1,
            ..HandForm::default()
        };
        let situation = situation_of(&read);
        let entry = PlayerEntry::Tiles {
            hand: tiles(),
            situation,
        };
        let aside = entry.set_aside(&read, true);
        assert_eq!(aside.counts(), Some(&read));
        assert_eq!(aside.reading(), None);
        assert_eq!(aside.set_aside(&read, false), entry);
    }

    #[test]
    fn cleared_tiles_leave_empty_counts_in_the_same_situation() {
        let situation = Situation {
            role: Role::MahJong,
            last_tile: true,
            ..Situation::default()
        };
        let cleared = PlayerEntry::Tiles {
            hand: tiles(),
            situation,
        }
        .cleared();
        let counts = cleared.counts().unwrap();
        assert_eq!((counts.role, counts.last_tile), (Role::MahJong, true));
        assert_eq!(counts.sets, Default::default());
    }
}
