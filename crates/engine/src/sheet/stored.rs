//! A hand as any schema stored it. Schema 4 stores one entry per player;
//! schemas 1–3 stored every player's form, and schema 3 each player's tiles
//! beside it, the form then being the tiles' last reading. Each reads as
//! the entries it meant.

use super::{HandRecord, PlayerEntry};
use crate::form::HandForm;
use crate::rules::RuleSet;
use crate::tiles::{situation_of, TileHand};
use crate::Wind;
use serde::Deserialize;

/// A hand as read, of any schema.
#[derive(Deserialize, Default)]
#[serde(default)]
pub(super) struct StoredHand {
    entries: Option<Vec<PlayerEntry>>,
    forms: Vec<HandForm>,
    tiles: Vec<Option<OldTiles>>,
    goulash: bool,
    scored_without_winner: bool,
    next_prevailing: Option<Wind>,
    new_rules: Option<RuleSet>,
}

/// A player's tiles as schema 3 stored them, beside their form.
#[derive(Deserialize)]
struct OldTiles {
    hand: TileHand,
    #[serde(default)]
    aside: bool,
}

impl From<StoredHand> for HandRecord {
    fn from(stored: StoredHand) -> HandRecord {
        let StoredHand {
            entries,
            forms,
            mut tiles,
            goulash,
            scored_without_winner,
            next_prevailing,
            new_rules,
        } = stored;
        let entries = entries.unwrap_or_else(|| {
            tiles.resize_with(forms.len(), || None);
            forms
                .into_iter()
                .zip(tiles)
                .map(|(form, tiles)| old_entry(form, tiles))
                .collect()
        });
        HandRecord {
            entries,
            goulash,
            scored_without_winner,
            next_prevailing,
            new_rules,
        }
    }
}

fn old_entry(form: HandForm, tiles: Option<OldTiles>) -> PlayerEntry {
    match tiles {
        None => PlayerEntry::Counts(form),
        Some(OldTiles { hand, aside: true }) => PlayerEntry::Aside {
            counts: form,
            tiles: hand,
        },
        Some(OldTiles { hand, aside: false }) => PlayerEntry::Tiles {
            hand,
            situation: situation_of(&form),
        },
    }
}
