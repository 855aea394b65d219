//! The rounds not yet started drawn again for the players there from then
//! on (docs/rules.md §13.7): the rounds started stay as they are, and what
//! was met and sat at in them counts, as in §13.2's order, when the rest
//! are seated.

use super::board::History;
use super::layout::Layout;
use super::places::{NightPlayer, RoundSeats};
use super::{east, search, Plan};

impl Plan {
    /// The plan with its first `kept` rounds as they are and the rest
    /// seating `present` (distinct players of a night of `players`), drawn
    /// with this seed; none when they cannot be seated at tables of three
    /// to five (fewer than three).
    pub(super) fn redrawn(
        &self,
        kept: usize,
        present: &[NightPlayer],
        players: usize,
        seed: u64,
    ) -> Option<Plan> {
        let count = present.len();
        let layout = Layout::new(count, self.layout.odd_size).filter(|_| count >= 3)?;
        let kept = self.rounds.get(..kept)?;
        let (history, east_before) = history(kept, present);
        let start = search::Start {
            players: count,
            rounds: self.rounds.len() - kept.len(),
            layout: &layout,
            opening: &[],
            history: &history,
        };
        let later = east::seat(count, search::plan(&start, seed), &east_before);
        let later = later
            .into_iter()
            .map(|round| round.renumbered(|i| present.get(i).copied()));
        Some(Plan {
            players,
            layout: self.layout,
            rounds: kept.iter().cloned().chain(later).collect(),
        })
    }

    /// The plan for a night of `players`, each player numbered again as
    /// `number` gives (one with none left out).
    pub(super) fn renumbered(
        &self,
        players: usize,
        number: impl Fn(NightPlayer) -> Option<NightPlayer>,
    ) -> Plan {
        let rounds = self.rounds.iter().cloned();
        Plan {
            players,
            layout: self.layout,
            rounds: rounds
                .map(|r| r.renumbered(|n| number(NightPlayer(n))))
                .collect(),
        }
    }
}

/// What the rounds `kept` gave the players `present` (numbered by their
/// place in it): the meetings of each pair and the seats at tables of three
/// or five, and each one's seats 1.
fn history(kept: &[RoundSeats], present: &[NightPlayer]) -> (History, Vec<usize>) {
    let count = present.len();
    let place = |p: &NightPlayer| present.iter().position(|q| q == p);
    let mut met = vec![0u8; count * count];
    let mut odd = vec![0u8; count];
    let mut east = vec![0usize; count];
    for table in kept.iter().flat_map(RoundSeats::tables) {
        let at: Vec<Option<usize>> = table.iter().map(place).collect();
        for (i, a) in at.iter().enumerate() {
            let Some(a) = *a else { continue };
            if let Some(c) = odd.get_mut(a) {
                *c = c.saturating_add(u8::from(table.len() != 4));
            }
            if let Some(e) = east.get_mut(a).filter(|_| i == 0) {
                *e += 1;
            }
            for b in at.iter().skip(i + 1).flatten() {
                for cell in [a * count + b, b * count + a] {
                    if let Some(m) = met.get_mut(cell) {
                        *m = m.saturating_add(1);
                    }
                }
            }
        }
    }
    (History { met, odd }, east)
}
