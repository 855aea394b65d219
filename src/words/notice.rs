//! What the players are told in the notice under the header.

use crate::engine::points::group_thousands;
use crate::engine::words::counted;
use crate::session::Notice;
use crate::storage::link::LONGEST_LINK;
use crate::storage::StoreError;
use std::fmt;

/// A notice as the players read it.
impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::Opening { found, .. } => f.write_str(&found.join(" ")),
            Notice::NotSaved(StoreError::Full) => f.write_str("The browser's storage is full, so the latest change is kept only in this page. Export the match to keep it safe, or delete old matches in History."),
            Notice::NotSaved(StoreError::Unavailable) => f.write_str("The browser refused to save, so the latest change is kept only in this page. Export the match to keep it safe."),
            Notice::NotOpened(e) => write!(f, "{e}"),
            Notice::ChangedElsewhere => f.write_str("This match was changed in another tab or window; it now shows the latest, with nothing lost."),
            Notice::RulesFrom(hand) => write!(f, "The new house rules apply from hand {hand} on; earlier hands keep the rules they were played by."),
            Notice::Imported {
                counts,
                renamed_presets,
                from_link,
            } => {
                let added = counted(counts.added as u64, "match", "matches");
                let from = if *from_link { "link" } else { "file" };
                write!(f, "Added {added} from the {from}")?;
                match (counts.replaced, counts.skipped) {
                    (0, 0) => f.write_str("; nothing was replaced.")?,
                    (0, s) => write!(f, "; skipped {} already here.", counted(s as u64, "match", "matches"))?,
                    (r, _) => write!(f, "; replaced {} already here.", counted(r as u64, "match", "matches"))?,
                }
                match renamed_presets {
                    0 => {}
                    1 => f.write_str(" 1 preset whose name was taken was added as a copy.")?,
                    n => write!(f, " {n} presets whose names were taken were added as copies.")?,
                }
                Ok(())
            }
            Notice::NotDownloaded => f.write_str("The browser would not save the file."),
            Notice::NotPrinted => {
                f.write_str("The browser would not open its print dialog: print from its own menu.")
            }
            Notice::EntriesDiscarded(hand) => write!(f, "The entries for hand {hand} were thrown away."),
            Notice::CorrectionDiscarded(hand) => write!(f, "Hand {hand} stays on the score sheet as it was: the changes to it were thrown away."),
            Notice::HandRemoved(hand) => write!(f, "Hand {hand} was taken off the score sheet."),
            Notice::Binned(name) => write!(f, "{name} was moved to the bin in History."),
            Notice::NotStarted(e) => write!(f, "The new match could not be started: {e}."),
            Notice::LinkCopied(chars) => write!(f, "The link to this match is copied ({} characters): paste it into a message. Whoever opens it sees the match and can add it to their own score keeper.", group_thousands(*chars as i64)),
            Notice::LinkTooLong(chars) => write!(f, "This match is too long for a link: it would take {} characters, and links are kept under {} so that a message carries them whole. Send the match's file instead.", group_thousands(*chars as i64), group_thousands(LONGEST_LINK as i64)),
            Notice::LinkNotMade => f.write_str("This browser could not make or copy a link. Send the match's file instead."),
        }
    }
}
