//! Tile entry on the hand being entered (docs/rules.md §12): each tap edits
//! a player's tiles, and the hand is worked out again once, since one
//! player's tiles make another's waits dead.

use super::{HandInProgress, Session};
use engine::sheet::PlayerEntry;
use engine::tiles::{situation_after_tap, EditRefused, NotationError, TileEdit, TileHand};
use engine::PlayerId;
use storage::KeyValue;

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
        let (seen, rules) = (&view.seen, self.table.rules_of(&self.draft.record));
        // The old tiles' waits: worked out already where the screen showed them.
        let was_waiting = view.waits().iter().any(|w| !w.dead);
        let situation = situation_after_tap(entry.situation(), was_waiting, &new, seen, rules);
        Ok(Some(PlayerEntry::Tiles {
            hand: new,
            situation,
        }))
    }
}

impl HandInProgress {
    /// The hand a player typed that was not taken, if any.
    pub fn untaken(&self, player: PlayerId) -> Option<&str> {
        let found = self.draft.untaken.iter().find(|(p, _)| *p == player);
        found.map(|(_, text)| text.as_str())
    }

    /// Why a player's typed hand was not taken: it does not read, or the
    /// table cannot hold its tiles.
    pub fn untaken_because(&self, player: PlayerId) -> Option<Untaken> {
        let hand: TileHand = match self.untaken(player)?.parse() {
            Ok(hand) => hand,
            Err(e) => return Some(Untaken::Unread(e)),
        };
        self.tapped(player, &TileEdit::Replace(hand))
            .err()
            .map(Untaken::NotTaken)
    }

    /// Whether `text` reads as the player's tiles as they are laid out,
    /// nothing typed standing untaken beside them.
    fn laid_as_typed(&self, player: PlayerId, text: &str) -> bool {
        let laid = self.entry(player).and_then(|e| e.reading()).map(|(h, _)| h);
        let typed = text.parse::<TileHand>().ok();
        self.untaken(player).is_none() && laid.is_some() && laid == typed.as_ref()
    }

    /// What a player is typing that does not read yet, if anything.
    pub fn typing(&self, player: PlayerId) -> Option<&str> {
        let found = self.draft.typing.iter().find(|(p, _)| *p == player);
        found.map(|(_, text)| text.as_str())
    }

    fn set_typing(&mut self, player: PlayerId, text: Option<String>) {
        self.draft.typing.retain(|(p, _)| *p != player);
        if let Some(text) = text {
            self.draft.typing.push((player, text));
        }
    }

    fn set_untaken(&mut self, player: PlayerId, text: Option<String>) {
        self.draft.typing.retain(|(p, _)| *p != player);
        self.draft.untaken.retain(|(p, _)| *p != player);
        if let Some(text) = text {
            self.draft.untaken.push((player, text));
        }
        self.found = None;
    }
}

/// Why a typed hand was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Untaken {
    /// The text does not read.
    Unread(NotationError),
    /// The tiles read, but cannot be laid out at this table.
    NotTaken(EditRefused),
}

impl<S: KeyValue> Session<S> {
    /// One tap on a player's tiles; "Fishing" is ticked when the tiles come
    /// to wait for a live tile, and unticked when they no longer do. A hand
    /// the player typed and that was not taken gives way to the tiles.
    pub fn edit_tiles(&mut self, player: PlayerId, edit: &TileEdit) -> Result<(), EditRefused> {
        let Some(hand) = self.hand() else {
            return Ok(());
        };
        if let Some(entry) = hand.tapped(player, edit)? {
            if hand.untaken(player).is_some() || hand.typing(player).is_some() {
                self.edit_hand(|h| h.set_untaken(player, None));
            }
            self.replace_entry(player, entry);
        }
        Ok(())
    }

    /// A hand typed in the notation (docs/tiles.md): laid out when it reads
    /// and the table can hold it; otherwise kept as typed, and the hand
    /// cannot be recorded until it is put right or cleared.
    pub fn type_tiles(&mut self, player: PlayerId, text: &str) -> Result<(), Untaken> {
        if self.hand().is_some_and(|h| h.laid_as_typed(player, text)) {
            return Ok(());
        }
        self.edit_hand(|h| h.set_untaken(player, Some(text.to_string())));
        let refused = self.hand().and_then(|h| h.untaken_because(player));
        if let Some(why) = refused {
            return Err(why);
        }
        let Some(hand) = text.parse().ok() else {
            return Ok(());
        };
        self.edit_tiles(player, &TileEdit::Replace(hand))
            .map_err(Untaken::NotTaken)
    }

    /// A hand being typed, read as it stands: laid out when it reads and
    /// the table can hold it, and true then; otherwise nothing changes
    /// until the typing is done ([`Session::type_tiles`] says why it was
    /// not taken).
    pub fn read_typing(&mut self, player: PlayerId, text: &str) -> bool {
        let Some(hand) = self.hand() else {
            return false;
        };
        if hand.laid_as_typed(player, text) {
            if hand.typing(player).is_some() {
                self.edit_hand(|h| h.set_typing(player, None));
            }
            return true;
        }
        let laid = text.parse().ok();
        let laid = laid.is_some_and(|t| self.edit_tiles(player, &TileEdit::Replace(t)).is_ok());
        // What does not read yet is kept as typed, for a reload to bring
        // back; it is said only once the box is left.
        let typing = (!laid).then(|| text.to_string());
        if self.hand().and_then(|h| h.typing(player)) != typing.as_deref() {
            self.edit_hand(|h| h.set_typing(player, typing));
        }
        laid
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

    /// Clears a player's tiles, and anything they typed that was not
    /// taken: the form goes back to counts, nothing counted, the situation
    /// kept.
    pub fn clear_tiles(&mut self, player: PlayerId) {
        self.edit_hand(|h| h.set_untaken(player, None));
        let cleared = self
            .hand()
            .and_then(|h| h.entry(player))
            .map(PlayerEntry::cleared);
        if let Some(cleared) = cleared {
            self.replace_entry(player, cleared);
        }
    }
}
