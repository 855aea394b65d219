//! What the players are told, and the colour theme: types, not strings.

use engine::money::Tally;
use engine::night::{Round, Table};
use engine::presets::PresetProblem;
use engine::sheet::{LaterHand, MatchError, ScoredMatch};
use engine::{ByPlayer, PlayerId};
use storage::export::LeftOut;
use storage::library::KeptAside;
use storage::{LoadError, StoreError};

/// A message for the players, shown until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// What opening the app found: data kept aside, an update, a browser
    /// that keeps nothing.
    Opening {
        /// Stored data that could not be read, kept aside.
        kept_aside: Vec<KeptAside>,
        /// The match open last time, if it could not be opened.
        not_opened: Option<LoadError>,
        /// The build now running, if the app was updated since the last
        /// visit.
        updated: Option<String>,
        /// The browser lets the app keep nothing.
        unavailable: bool,
        /// A write the app made of its own accord while opening (the list
        /// of matches rewritten, unreadable data moved aside) was refused.
        unsaved: Option<StoreError>,
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
    /// A past hand was corrected and kept.
    Corrected(Corrected),
    /// What the club's records brought.
    Club(ClubNotice),
    /// A table's result opened from a link or file was kept for its night.
    ResultKept {
        /// The night's name.
        night: String,
        /// Which table's result, and how it was kept.
        read: ResultRead,
    },
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

/// A table's result read into its night.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultRead {
    /// The round.
    pub round: Round,
    /// The table.
    pub table: Table,
    /// How the result was kept.
    pub kept: ResultKept,
}

/// How a table's result read was kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultKept {
    /// As a new match: the table's first result.
    New,
    /// In place of the match kept for the table, which it carries on.
    Replaced,
    /// Not at all: the same match is kept here already with these hands
    /// and more (played here, or brought in by its link), and is the
    /// table's result.
    AlreadyHeld,
}

/// A change to the presets that was refused, by what was tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PresetRefused {
    /// Copying, editing or deleting a preset.
    Changed(PresetProblem),
    /// Renaming a preset.
    Renamed(PresetProblem),
}

/// A correction kept: whose balances it moved, and the later hands the
/// players were asked to check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Corrected {
    /// The hand corrected, from 1.
    pub hand: usize,
    /// Each player whose balance moved, with their balance before and
    /// after, in tally units.
    pub moved: Vec<(PlayerId, i64, i64)>,
    /// The players' names, for saying whose balances moved.
    pub names: Vec<String>,
    /// How the balances are counted.
    pub tally: Tally,
    /// The later hands (from 1) the players were asked to check.
    pub to_check: Vec<usize>,
}

impl Corrected {
    /// Hand `hand` (from 1) corrected: the balances `before` it, and the
    /// match after it, with what the correction said of the later hands.
    pub fn new(
        hand: usize,
        before: &ByPlayer<i64>,
        after: &ScoredMatch,
        later: &[LaterHand],
    ) -> Corrected {
        let setup = &after.game().setup;
        let balances = &after.sheet().balances;
        let moved = setup
            .players()
            .into_iter()
            .flat_map(|players| players.ids())
            .filter(|&p| before.get(p) != balances.get(p))
            .map(|p| {
                let was = before.get(p).copied().unwrap_or_default();
                let now = balances.get(p).copied().unwrap_or_default();
                (p, was, now)
            })
            .collect();
        let to_check = later.iter().filter(|l| !l.to_check.is_empty());
        Corrected {
            hand,
            moved,
            names: setup.names.clone(),
            tally: setup.tally.clone(),
            to_check: to_check.map(|l| l.hand).collect(),
        }
    }
}

/// What became of an import file's matches and club nights.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    /// Added beside what is kept.
    pub added: usize,
    /// Put over the kept version of the same match.
    pub replaced: usize,
    /// Left out, being kept already.
    pub skipped: usize,
    /// Club nights added, not kept here before.
    pub nights_added: usize,
    /// Club nights kept here already, with the file's rounds started and
    /// results read merged in.
    pub nights_merged: Vec<String>,
    /// Club nights left out: one of the same mark is kept here with other
    /// players or another plan.
    pub nights_apart: Vec<String>,
    /// Nights' results left out, their matches not in the file.
    pub results_left_out: Vec<LeftOut>,
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
            Theme::System => "Device",
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

/// What the club's records brought, for the players to know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClubNotice {
    /// The open match (named) was changed on another tablet, and shows
    /// that version now.
    ChangedOnAnotherTablet(String),
    /// Of two versions of the open match (named) scored apart, one was
    /// kept, and shows now.
    VersionKept(String),
    /// Two devices changed a match (named) apart: both versions are kept
    /// until the players keep one.
    VersionsApart(String),
    /// Two devices changed a preset apart: the other version is kept as a
    /// preset of its own, named.
    PresetsApart(String),
}
