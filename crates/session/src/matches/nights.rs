//! A file's club nights brought in (docs/rules.md §13.3): each result names its match
//! by the `id` it has in the file, and is kept under the id that match is
//! kept by here; a result whose match is not in the file is left out, and
//! said. A night kept here already takes in the file's rounds started and
//! results read, none lost: where both read a table's result, the match
//! that carries the other on (its hands and more) counts, as when a result
//! is read again; where one copy's later rounds were drawn again since
//! (players came or left), its plan counts.

use super::super::{Imported, Session};
use engine::night::Night;
use storage::export::{ExportFile, LeftOut};
use storage::KeyValue;

impl<S: KeyValue> Session<S> {
    /// The names of an import file's club nights that are kept here
    /// already (drawn up on this device, or brought in before): the file's
    /// rounds and results are merged into them on import.
    pub fn nights_already_kept(&self, file: &ExportFile) -> Vec<String> {
        let here = file.nights.iter().filter(|n| self.night(n.id()).is_some());
        here.map(|n| n.name().to_string()).collect()
    }

    /// Keeps a file's nights, each result under the id its match is kept
    /// by here (`kept_as` pairs a file's match id with it), saying what
    /// became of each in `counts`.
    pub(super) fn bring_in_nights(
        &mut self,
        nights: Vec<Night>,
        kept_as: &[(u64, u64)],
        counts: &mut Imported,
    ) {
        let mut keep = Vec::new();
        for mut night in nights {
            let here = self.night(night.id()).cloned();
            if let Some(here) = here.as_ref().filter(|h| !h.agrees_with(&night)) {
                counts.nights_apart.push(here.name().to_string());
                continue;
            }
            let kept = |from| kept_as.iter().find(|&&(f, _)| f == from).map(|&(_, id)| id);
            for read in night.rekeep_results(kept) {
                counts.results_left_out.push(LeftOut {
                    night: night.name().to_string(),
                    round: read.round,
                    table: read.table,
                });
            }
            keep.push(match here {
                Some(here) => {
                    counts.nights_merged.push(here.name().to_string());
                    self.merged(here, night)
                }
                None => {
                    counts.nights_added += 1;
                    night
                }
            });
        }
        // Each is kept first in the list: the file's last first keeps its
        // order.
        for night in keep.into_iter().rev() {
            let saved = self.library.save_night(night);
            self.note(saved);
        }
    }

    /// The night kept here with the file's later rounds started and the
    /// file's results for tables with none here, or whose match carries on
    /// the one here.
    fn merged(&self, mut here: Night, file: Night) -> Night {
        here.take_later_plan(&file);
        here.start_rounds_started_in(&file);
        for read in file.results() {
            let before = here
                .results()
                .iter()
                .find(|r| (r.round, r.table) == (read.round, read.table));
            let counts = match before {
                None => true,
                Some(before) => before.id != read.id && self.carries_on(read.id, before.id),
            };
            if counts {
                here.note_result(read.round, read.table, read.id);
            }
        }
        here
    }

    /// Whether the match kept as `id` carries on the one kept as `earlier`
    /// (holds its hands and more), or that one is no longer kept.
    fn carries_on(&self, id: u64, earlier: u64) -> bool {
        let Some(earlier) = self.library.read(earlier) else {
            return true;
        };
        let earlier = &earlier.game().hands;
        self.library.read(id).is_some_and(|later| {
            let later = &later.game().hands;
            later.len() > earlier.len() && later.starts_with(earlier)
        })
    }
}
