//! Tile entry on the hand being entered (docs/rules.md §12): each tap edits
//! a player's tiles, and every player's form is read from the tiles again,
//! since one player's tiles make another's waits dead.

use super::{HandInProgress, Session};
use crate::engine::form::{HandForm, Role};
use crate::engine::score::HandScore;
use crate::engine::table::Problem;
use crate::engine::tiles::{
    has_live_wait, seen_elsewhere, situation_of, waits, winning_tile_choices, with_situation,
    Bonus, EditRefused, PlayerTiles, Tile, TileEdit, TileHand, TileProblem, Wait, KINDS,
};
use crate::engine::PlayerId;
use crate::storage::KeyValue;

impl HandInProgress {
    /// How many of each kind the other players laid out.
    pub fn seen_by(&self, player: PlayerId) -> [u8; KINDS] {
        seen_elsewhere(
            self.laid_out()
                .filter(|(p, _)| *p != player)
                .map(|(_, h)| h),
        )
    }

    /// The bonus tiles the other players laid out.
    pub fn bonus_seen_by(&self, player: PlayerId) -> Vec<Bonus> {
        self.laid_out()
            .filter(|(p, _)| *p != player)
            .flat_map(|(_, h)| h.bonus.iter().copied())
            .collect()
    }

    /// Every player's tiles that give their form.
    fn laid_out(&self) -> impl Iterator<Item = (PlayerId, &TileHand)> {
        let record = &self.draft.record;
        self.table
            .players
            .ids()
            .filter_map(move |p| Some((p, record.defining_tiles(p)?)))
    }

    /// A player's tiles, if they laid them out.
    pub fn tiles(&self, player: PlayerId) -> Option<&PlayerTiles> {
        self.draft.record.tiles_of(player)
    }

    /// Why a player's tiles give no hand, if they do not.
    pub fn tile_problem(&self, player: PlayerId) -> Option<&TileProblem> {
        self.tile_problems
            .iter()
            .find(|(p, _)| *p == player)
            .map(|(_, problem)| problem)
    }

    /// The tiles a player's laid-out hand waits for; none for the winner.
    pub fn waits(&self, player: PlayerId) -> Vec<Wait> {
        let record = &self.draft.record;
        let winner = record.forms.get(player.0).is_some_and(|f| f.is_winner());
        match record.defining_tiles(player) {
            Some(hand) if hand.size() == 13 && !winner => {
                waits(hand, &self.seen_by(player), self.context(player).british)
            }
            _ => Vec::new(),
        }
    }

    /// For a winner out on a discard with no winning tile marked, when the
    /// score depends on which tile completed the hand: each tile that can
    /// have, with the score it gives (docs/rules.md §12.4).
    pub fn winning_tile_choices(&self, player: PlayerId) -> Vec<(Tile, HandScore)> {
        let record = &self.draft.record;
        let (Some(hand), Some(form)) = (record.defining_tiles(player), record.forms.get(player.0))
        else {
            return Vec::new();
        };
        let rules = record.new_rules.as_ref().unwrap_or(&self.table.rules);
        winning_tile_choices(hand, &situation_of(form), &self.context(player), rules)
    }

    /// Reads every laid-out hand into its player's form, keeping why
    /// tiles give no hand.
    pub(super) fn read_forms(&mut self) {
        self.tile_problems.clear();
        if self.draft.record.tiles.is_empty() {
            return;
        }
        let (forms, problems) = self.table.forms_as_scored(&self.draft.record);
        self.draft.record.forms = forms.0;
        self.tile_problems = problems
            .into_iter()
            .filter_map(|p| match p {
                Problem::TilesNotAHand { player, problem } => Some((player, problem)),
                _ => None,
            })
            .collect();
    }
}

impl<S: KeyValue> Session<S> {
    /// One tap on a player's tiles; "Fishing" is ticked when the tiles come
    /// to wait for a live tile, and unticked when they no longer do.
    pub fn edit_tiles(&mut self, player: PlayerId, edit: &TileEdit) -> Result<(), EditRefused> {
        let Some(hand) = self.hand() else {
            return Ok(());
        };
        let before = hand.tiles(player).cloned();
        let old = before.as_ref().map(|t| t.hand.clone()).unwrap_or_default();
        let seen = hand.seen_by(player);
        let british = hand.context(player).british;
        let new = old.edit(edit, &seen, &hand.bonus_seen_by(player))?;
        let winner = hand
            .draft
            .record
            .forms
            .get(player.0)
            .is_some_and(|f| f.role == Role::MahJong);
        let fishing = match winner {
            true => (false, false),
            false => (
                has_live_wait(&old, &seen, british),
                has_live_wait(&new, &seen, british),
            ),
        };
        self.change_tiles(player, |h, form| {
            h.draft.record.set_tiles(
                player,
                Some(PlayerTiles {
                    hand: new,
                    aside: false,
                }),
            );
            h.tile_history.push((player, before));
            match (form.role, fishing) {
                (Role::Other, (false, true)) => form.role = Role::Fishing,
                (Role::Fishing, (true, false)) => form.role = Role::Other,
                _ => {}
            }
        });
        Ok(())
    }

    /// Undoes the player's last tap on their tiles.
    pub fn undo_tile(&mut self, player: PlayerId) {
        self.change_tiles(player, |h, form| {
            if let Some(i) = h.tile_history.iter().rposition(|(p, _)| *p == player) {
                let (_, tiles) = h.tile_history.remove(i);
                if tiles.is_none() {
                    *form = with_situation(HandForm::default(), form);
                }
                h.draft.record.set_tiles(player, tiles);
            }
        });
    }

    /// "Edit counts instead": the tiles are kept aside and the counts, as the
    /// tiles gave them, are the player's to change.
    pub fn set_tiles_aside(&mut self, player: PlayerId, aside: bool) {
        self.change_tiles(player, |h, _| {
            if let Some(Some(t)) = h.draft.record.tiles.get_mut(player.0) {
                t.aside = aside;
            }
        });
    }

    /// Clears a player's tiles: the form goes back to counts, nothing
    /// counted, the situation kept.
    pub fn clear_tiles(&mut self, player: PlayerId) {
        self.change_tiles(player, |h, form| {
            let before = h.draft.record.tiles_of(player).cloned();
            h.draft.record.set_tiles(player, None);
            h.tile_history.push((player, before));
            *form = with_situation(HandForm::default(), form);
        });
    }

    /// Edits the hand being entered through one player's tiles and form,
    /// reads every laid-out hand again, and saves the draft.
    fn change_tiles(
        &mut self,
        player: PlayerId,
        edit: impl FnOnce(&mut HandInProgress, &mut HandForm),
    ) {
        self.edit_hand(|h| {
            let mut form = h
                .draft
                .record
                .forms
                .get(player.0)
                .cloned()
                .unwrap_or_default();
            edit(h, &mut form);
            if let Some(f) = h.draft.record.forms.get_mut(player.0) {
                *f = form;
            }
            h.read_forms();
        });
    }
}
