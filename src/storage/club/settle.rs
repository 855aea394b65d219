//! Two devices may change one match apart (each played on, or one
//! renamed it while the other binned it): the server then holds each
//! version. This settles them without losing a hand.
//!
//! A version whose hands are the start of another's, with the same
//! players, rules and table, is taken up by the longer: nothing of it is
//! lost. Versions that part ways (different hands, or the same hands with
//! other players, rules or table) are each kept: the one with the most
//! hands in place, each other as a conflicting copy. Among versions taken
//! up together, the one changed last gives the name and the bin; of those
//! with all the hands, it gives the rules chosen for the next hand too.

use super::MatchDoc;
use crate::storage::library::MAX_MATCH_NAME;
use std::cmp::Ordering;

/// What a copy's name ends with.
pub const COPY_MARK: &str = " (conflicting copy)";

/// How the versions of one match are settled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    /// The version to write over the match, in place.
    pub keep: MatchDoc,
    /// Versions that part ways with it, each to be kept as a new match,
    /// already named by [`copy_name`]: each still names the match it came
    /// from (`owner`, `local`) and must be given an id of its own before
    /// it is written.
    pub copies: Vec<MatchDoc>,
    /// Versions every hand of which is in the one kept or in a copy,
    /// safe to drop.
    pub dropped: Vec<MatchDoc>,
}

/// A copy's name: the name with [`COPY_MARK`], cut short to fit in
/// [`MAX_MATCH_NAME`] characters; a copy's copy is named as the copy.
pub fn copy_name(name: &str) -> String {
    if name.ends_with(COPY_MARK) && name.chars().count() <= MAX_MATCH_NAME {
        return name.to_string();
    }
    let room = MAX_MATCH_NAME - COPY_MARK.chars().count();
    let start: String = name.chars().take(room).collect();
    format!("{}{COPY_MARK}", start.trim_end())
}

/// Settles the versions of one match: the server's winning version and
/// the conflicting ones. The result is the same whatever order they
/// come in, and whichever of them the server chose.
pub fn settle(winner: MatchDoc, conflicting: Vec<MatchDoc>) -> Settlement {
    let (mut top, mut rest) = (winner, conflicting);
    for version in &mut rest {
        if first(version, &top) == Ordering::Less {
            std::mem::swap(version, &mut top);
        }
    }
    rest.sort_by(first);
    let mut kept = Line::new(top);
    let mut parted: Vec<Line> = Vec::new();
    let mut dropped = Vec::new();
    for version in rest {
        let mut lines = std::iter::once(&mut kept).chain(parted.iter_mut());
        match lines.find(|line| takes_up(&line.head, &version)) {
            Some(line) => {
                if version.updated > line.latest.updated {
                    line.latest = version.clone();
                }
                dropped.push(version);
            }
            None => parted.push(Line::new(version)),
        }
    }
    let copies = parted.into_iter().map(Line::settled);
    let copies = copies.map(|copy| MatchDoc {
        name: copy_name(&copy.name),
        ..copy
    });
    Settlement {
        keep: kept.settled(),
        copies: copies.collect(),
        dropped,
    }
}

/// A version kept, and the versions it takes up.
struct Line {
    /// The version whose hands are kept: it has the most.
    head: MatchDoc,
    /// Of the versions taken up, the one changed last.
    latest: MatchDoc,
}

impl Line {
    fn new(version: MatchDoc) -> Line {
        Line {
            head: version.clone(),
            latest: version,
        }
    }

    fn settled(self) -> MatchDoc {
        let Line { head, latest } = self;
        let (game, by) = if latest.hands() == head.hands() {
            (latest.game, latest.by)
        } else {
            (head.game, head.by)
        };
        MatchDoc {
            name: latest.name,
            updated: latest.updated,
            binned: latest.binned,
            game,
            by,
            ..head
        }
    }
}

/// Whether every hand of `version` is in `kept`, played by the same
/// players under the same rules at the same table.
fn takes_up(kept: &MatchDoc, version: &MatchDoc) -> bool {
    let (a, b) = (kept.game.game(), version.game.game());
    a.setup == b.setup && a.rules == b.rules && a.night == b.night && a.hands.starts_with(&b.hands)
}

/// The order versions are weighed in: most hands first, then the one
/// changed last, then by the device that wrote it, then by the whole
/// document, so that no two different versions tie.
fn first(a: &MatchDoc, b: &MatchDoc) -> Ordering {
    let whole = |doc: &MatchDoc| super::ClubDoc::Match(doc.clone()).to_json().to_string();
    b.hands()
        .cmp(&a.hands())
        .then_with(|| b.updated.cmp(&a.updated))
        .then_with(|| b.by.cmp(&a.by))
        .then_with(|| whole(b).cmp(&whole(a)))
}
