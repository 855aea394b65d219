//! The club's season: every kept match's figures, read once for each
//! version of each match from the figures kept beside it
//! (`storage/library/figures.rs`), the spellings the players said are one
//! player (the only thing the players make here), and the days, rules and
//! order the players screen shows, kept for the visit.

use super::Session;
use engine::presets::Presets;
use engine::season::{
    name_key, season, Column, FilterChange, MatchFigures, NameLinks, Order, Season, SeasonFilter,
};
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use storage::club::MatchDoc;
use storage::library::{setting_key, Figures, Unkept};
use storage::{KeyValue, Library};

/// The setting holding the name links.
const NAME_LINKS: &str = "name-links";

/// What the session holds for the season.
#[derive(Default)]
pub(super) struct SeasonMemory {
    /// Each match's figures, with the version (its last change) they were
    /// read from.
    figures: RefCell<HashMap<u64, (String, Arc<MatchFigures>)>>,
    /// Figures read from their match, to be kept beside it.
    unkept: RefCell<BTreeMap<u64, Unkept>>,
    /// The name links, as kept.
    links: NameLinks,
    /// The matches counted and the order, as last chosen (not stored).
    chosen: SeasonChoice,
}

impl SeasonMemory {
    pub(super) fn read<S: KeyValue>(library: &Library<S>) -> SeasonMemory {
        SeasonMemory {
            figures: RefCell::default(),
            unkept: RefCell::default(),
            chosen: SeasonChoice::default(),
            links: library
                .setting(NAME_LINKS)
                .and_then(|text| serde_json::from_str(&text).ok())
                .unwrap_or_default(),
        }
    }

    /// Takes in the name links another tab wrote.
    pub(super) fn follow(&mut self, key: &str, value: Option<&str>) {
        if key == setting_key(NAME_LINKS) {
            self.links = value
                .and_then(|text| serde_json::from_str(text).ok())
                .unwrap_or_default();
        }
    }
}

/// Every kept match's figures, and how many could not be read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeptFigures {
    /// One per readable match, newest first.
    pub figures: Vec<Arc<MatchFigures>>,
    /// Matches whose data could not be read (opening one keeps it aside).
    pub unreadable: usize,
}

impl KeptFigures {
    /// Every spelling in the kept matches, one per name key, as first
    /// typed, in order without regard to capitals.
    pub fn spellings(&self) -> Vec<String> {
        let mut seen = BTreeMap::new();
        for part in self.figures.iter().flat_map(|f| &f.players) {
            seen.entry(name_key(&part.name))
                .or_insert_with(|| part.name.trim().to_string());
        }
        let mut names: Vec<String> = seen.into_values().collect();
        names.sort_by_key(|n| n.to_lowercase());
        names
    }
}

/// Which matches the players screen counts and how its rows are sorted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeasonChoice {
    /// The days and rules of the matches counted.
    pub filter: SeasonFilter,
    /// The column sorted by, and which way.
    pub order: Order,
}

impl SeasonChoice {
    /// The standings of the kept matches chosen, in the order chosen.
    pub fn standings(&self, kept: &KeptFigures, links: &NameLinks, presets: &Presets) -> Season {
        let figures = kept.figures.iter().map(AsRef::as_ref);
        let mut standings = season(figures, links, &self.filter, presets);
        standings.sort(self.order.column, self.order.descending);
        standings
    }
}

impl<S: KeyValue> Session<S> {
    /// Every kept match's figures: the open match's read off its sheet,
    /// the others' from the figures kept beside each (from the match
    /// itself where those are missing or stale, to be kept by
    /// [`Session::keep_figures`]); a match not open is read from storage
    /// again only when it has changed since.
    pub fn kept_figures(&self) -> KeptFigures {
        let mut memory = self.season.figures.borrow_mut();
        let mut unkept = self.season.unkept.borrow_mut();
        let summaries = &self.library.matches;
        memory.retain(|id, _| summaries.iter().any(|s| s.id == *id));
        let mut kept = KeptFigures::default();
        let counted = self.counted_versions();
        count_disputed(&counted, &mut kept);
        for summary in summaries {
            if counted.iter().any(|(id, _)| *id == summary.id) {
                continue;
            }
            // The open match is folded already: its figures are read afresh.
            if let Some(open) = self.open.as_ref().filter(|o| o.id == summary.id) {
                let figures =
                    MatchFigures::of(summary.id, &summary.name, &summary.created, &open.scored);
                kept.figures.push(Arc::new(figures));
                continue;
            }
            let version = format!("{}|{}", summary.updated, summary.name);
            if let Some((read, figures)) = memory.get(&summary.id) {
                if *read == version {
                    kept.figures.push(figures.clone());
                    continue;
                }
            }
            let figures = match self.library.figures(summary) {
                Some(Figures::Kept(figures)) => figures,
                Some(Figures::Read(figures, read)) => {
                    unkept.insert(summary.id, read);
                    figures
                }
                None => {
                    kept.unreadable += 1;
                    continue;
                }
            };
            let figures = Arc::new(figures);
            memory.insert(summary.id, (version, figures.clone()));
            kept.figures.push(figures);
        }
        kept
    }

    /// Keeps beside each match the figures [`Session::kept_figures`] had to
    /// read from the match itself, so the next visit reads them at once,
    /// and forgets figures kept for matches no longer here. Nothing the
    /// players made is in them: a refused write is not told.
    pub fn keep_figures(&mut self) {
        let unkept = std::mem::take(self.season.unkept.get_mut());
        // Strays first, to make room; where storage refuses, the figures
        // are read from their matches again next time.
        if unkept.is_empty() || self.library.forget_stray_figures().is_err() {
            return;
        }
        for (id, read) in unkept {
            if self.library.has(id) && self.library.keep_figures(id, &read).is_err() {
                return;
            }
        }
    }

    /// The spellings said to be one player.
    pub fn name_links(&self) -> &NameLinks {
        &self.season.links
    }

    /// The days, rules and order the players screen shows.
    pub fn season_choice(&self) -> &SeasonChoice {
        &self.season.chosen
    }

    /// Changes which matches the season counts, for the rest of the visit.
    pub fn filter_season(&mut self, change: FilterChange) {
        self.season.chosen.filter.change(change);
    }

    /// Sorts the standings by a column whose heading was pressed (pressed
    /// again, the other way), for the rest of the visit.
    pub fn sort_season(&mut self, column: Column) {
        let order = &mut self.season.chosen.order;
        *order = order.pressed(column);
    }

    /// Says two spellings are one player, and keeps it.
    pub fn link_names(&mut self, a: &str, b: &str) {
        if self.season.links.link(a, b) {
            self.save_links();
        }
    }

    /// Takes back a link between two spellings, and keeps that.
    pub fn separate_names(&mut self, a: &str, b: &str) {
        self.season.links.separate(a, b);
        self.save_links();
    }

    fn save_links(&mut self) {
        let text = serde_json::to_string(&self.season.links).unwrap_or_default();
        let saved = self.library.set_setting(NAME_LINKS, &text);
        self.note(saved);
    }
}

/// A match in dispute counts as the version every device counts, listed
/// or in the bin, whichever this device plays on.
fn count_disputed(counted: &[(u64, MatchDoc)], kept: &mut KeptFigures) {
    for (id, doc) in counted.iter().filter(|(_, doc)| doc.binned.is_none()) {
        let figures = MatchFigures::of(*id, &doc.name, &doc.created, &doc.game);
        kept.figures.push(Arc::new(figures));
    }
}
