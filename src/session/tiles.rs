//! Tile entry on the hand being entered (docs/rules.md §12): each tap edits
//! a player's tiles, and the hand is worked out again once, since one
//! player's tiles make another's waits dead.

use super::{HandInProgress, Session};
use crate::engine::sheet::PlayerEntry;
use crate::engine::tiles::{situation_after_tap, EditRefused, TileEdit};
use crate::engine::PlayerId;
use crate::storage::KeyValue;

impl HandInProgress {
    /// The entry after one tap on a player's tiles: laid out from here on,
    /// fishing ticked or unticked as the tiles come to wait or stop.
    fn tapped(
        &self,
        player: PlayerId,
        edit: &TileEdit,
    ) -> Result<Option<PlayerEntry>, EditRefused> {
        let (Some(entry), Some(view)) = (self.entry(player), self.player(player)) else {
            return Ok(None);
        };
        let old = entry.reading().map(|(h, _)| h.clone()).unwrap_or_default();
        let new = old.edit(edit, &view.seen, &view.taken)?;
        let (seen, british) = (&view.seen, view.context.british);
        let situation = situation_after_tap(entry.situation(), &old, &new, seen, british);
        Ok(Some(PlayerEntry::Tiles {
            hand: new,
            situation,
        }))
    }
}

impl<S: KeyValue> Session<S> {
    /// One tap on a player's tiles; "Fishing" is ticked when the tiles come
    /// to wait for a live tile, and unticked when they no longer do.
    pub fn edit_tiles(&mut self, player: PlayerId, edit: &TileEdit) -> Result<(), EditRefused> {
        let Some(hand) = self.hand() else {
            return Ok(());
        };
        if let Some(entry) = hand.tapped(player, edit)? {
            self.replace_entry(player, entry);
        }
        Ok(())
    }

    /// Undoes the player's last tap on their tiles.
    pub fn undo_tile(&mut self, player: PlayerId) {
        let Some(open) = self.open.as_mut() else {
            return;
        };
        let Some(i) = open.taps.iter().rposition(|(p, _)| *p == player) else {
            return;
        };
        let (_, entry) = open.taps.remove(i);
        self.edit_hand(|h| h.change_record(|r| r.entries[player.0] = entry));
    }

    /// Puts a player's entry in place, keeping the one before for undo.
    fn replace_entry(&mut self, player: PlayerId, entry: PlayerEntry) {
        let Some(before) = self.hand().and_then(|h| h.entry(player)).cloned() else {
            return;
        };
        if let Some(open) = self.open.as_mut() {
            open.taps.push((player, before));
        }
        self.edit_hand(|h| h.change_record(|r| r.entries[player.0] = entry));
    }

    /// "Edit counts instead": the tiles are kept aside and the counts, as the
    /// tiles gave them, are the player's to change; or the tiles taken up
    /// again.
    pub fn set_tiles_aside(&mut self, player: PlayerId, aside: bool) {
        self.edit_hand(|h| {
            let (Some(entry), Some(view)) = (h.entry(player), h.player(player)) else {
                return;
            };
            let changed = entry.set_aside(&view.form, aside);
            h.change_record(|r| r.entries[player.0] = changed);
        });
    }

    /// Clears a player's tiles: the form goes back to counts, nothing
    /// counted, the situation kept.
    pub fn clear_tiles(&mut self, player: PlayerId) {
        let cleared = self
            .hand()
            .and_then(|h| h.entry(player))
            .map(PlayerEntry::cleared);
        if let Some(cleared) = cleared {
            self.replace_entry(player, cleared);
        }
    }
}
