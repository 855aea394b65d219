//! What the players are told, and the colour theme: types, not strings.

use crate::engine::points::group_thousands;
use crate::engine::sheet::MatchError;
use crate::engine::words::counted;
use crate::storage::link::LONGEST_LINK;
use crate::storage::{LoadError, StoreError};
use std::fmt;

/// A message for the players, shown until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// What opening the app found: data kept aside, an update, a browser
    /// that keeps nothing.
    Opening {
        /// Each thing found, in words.
        found: Vec<String>,
        /// The browser lets the app keep nothing.
        unavailable: bool,
    },
    /// A change could not be saved.
    NotSaved(StoreError),
    /// A stored match could not be opened.
    NotOpened(LoadError),
    /// Another tab or window changed the open match.
    ChangedElsewhere,
    /// New house rules apply from this hand on (from 1).
    RulesFrom(usize),
    /// Matches came in from a file or a link; some presets came in as
    /// copies.
    Imported {
        /// What became of the file's matches.
        counts: Imported,
        /// Presets whose names were taken, added under new names.
        renamed_presets: usize,
        /// From a link rather than a file.
        from_link: bool,
    },
    /// A link to the open match was copied; it is this many characters.
    LinkCopied(usize),
    /// The open match is too long for a link: this many characters.
    LinkTooLong(usize),
    /// The browser could neither make nor copy the link.
    LinkNotMade,
    /// The browser would not save a file.
    NotDownloaded,
    /// The browser would not open its print dialog.
    NotPrinted,
    /// The entries of the hand being entered were thrown away (hand from 1).
    EntriesDiscarded(usize),
    /// A correction was left: the hand stays on the sheet as it was (hand
    /// from 1).
    CorrectionDiscarded(usize),
    /// The last hand was taken off the score sheet (hand from 1).
    HandRemoved(usize),
    /// A match went to the bin.
    Binned(String),
    /// A new match could not be started.
    NotStarted(MatchError),
}

impl Notice {
    /// Offer the open match's file instead of a link.
    pub fn offer_match_file(&self) -> bool {
        matches!(self, Notice::LinkTooLong(_) | Notice::LinkNotMade)
    }

    /// Offer to export what is in memory, since storage is not keeping it.
    pub fn offer_export(&self) -> bool {
        matches!(
            self,
            Notice::NotSaved(_)
                | Notice::Opening {
                    unavailable: true,
                    ..
                }
        )
    }
}

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

/// What became of an import file's matches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    /// Added beside what is kept.
    pub added: usize,
    /// Put over the kept version of the same match.
    pub replaced: usize,
    /// Left out, being kept already.
    pub skipped: usize,
}

/// What to do with a match in an import file that is already kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duplicates {
    /// Add it beside the kept one.
    KeepBoth,
    /// Put it over the kept one.
    Replace,
    /// Leave it out.
    Skip,
}

/// The colour theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// As the device is set.
    #[default]
    System,
    /// Dark text on light.
    Light,
    /// Light text on dark.
    Dark,
}

impl Theme {
    /// Every theme, in the order offered.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// The name of the setting the choice is kept under.
    pub const SETTING: &'static str = "theme";

    /// The stored name.
    pub fn key(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The name shown.
    pub fn label(self) -> &'static str {
        match self {
            Theme::System => "As the device",
            Theme::Light => "Light",
            Theme::Dark => "Dark",
        }
    }

    /// The theme with a stored name; anything else follows the device.
    pub fn from_key(key: &str) -> Theme {
        Theme::ALL
            .into_iter()
            .find(|t| t.key() == key)
            .unwrap_or_default()
    }
}
