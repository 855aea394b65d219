//! A hand being entered, worked out once per change: for each player, all
//! the hand screen shows of them, so no screen scores, reads tiles or finds
//! waits again.

use super::{Evaluation, HandRecord, PlayerEntry, TableState};
use crate::engine::form::{
    allowed_counts, count, special_hand_choices, tick_enabled, CountField, HandContext, HandForm,
    TickField,
};
use crate::engine::score::HandScore;
use crate::engine::table::Problem;
use crate::engine::tiles::{
    named_beside_tiles, seen_elsewhere, tiles_decide, waits, winning_tile_choices, Bonus, Tile,
    TileHand, TileProblem, Wait, KINDS,
};
use crate::engine::{ByPlayer, PlayerId, SpecialHand};

/// Whether a player's counts are theirs to enter or come from tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryWay {
    /// Counts entered by hand, no tiles.
    Counts,
    /// Tiles laid out give the counts.
    Tiles,
    /// Counts entered by hand, tiles kept aside.
    Aside,
}

/// The tiles the palette still offers a player: each kind while a copy is
/// left at the table, each bonus tile while nobody holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offered {
    /// By kind, in [`Tile::index`] order.
    pub kinds: [bool; KINDS],
    /// The bonus tiles nobody holds.
    pub bonus: Vec<Bonus>,
}

/// Everything the hand screen shows of one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerView {
    /// How the counts are entered.
    pub way: EntryWay,
    /// The tiles laid out, read or kept aside.
    pub tiles: Option<TileHand>,
    /// The form as scored: as entered, or as the tiles give it.
    pub form: HandForm,
    /// The player's seat and the table.
    pub context: HandContext,
    /// The score with every arrangement; none when the tiles give no hand.
    pub score: Option<HandScore>,
    /// Why the tiles give no hand, if they do not.
    pub tile_problem: Option<TileProblem>,
    /// The tiles a laid-out hand of thirteen waits for; none for the winner.
    pub waits: Vec<Wait>,
    /// For a winner out on a discard with no winning tile marked, when the
    /// score depends on it: each tile that can have completed the hand.
    pub winning_tile_choices: Vec<(Tile, HandScore)>,
    /// How many of each kind the other players laid out.
    pub seen: [u8; KINDS],
    /// The bonus tiles the other players laid out.
    pub taken: Vec<Bonus>,
    /// What the palette still offers.
    pub offered: Offered,
    /// The table's problems that name this player.
    pub problems: Vec<Problem>,
}

impl PlayerView {
    /// Whether the counts come from tiles: only what tiles cannot show is
    /// the player's to change (docs/rules.md §12.2).
    pub fn beside_tiles(&self) -> bool {
        self.way == EntryWay::Tiles
    }

    /// Whether a tick can be changed now.
    pub fn tick_enabled(&self, field: TickField) -> bool {
        !(self.beside_tiles() && tiles_decide(field))
            && tick_enabled(&self.form, &self.context, field)
    }

    /// The values a count can take now: beside tiles, only the tiles' own.
    pub fn allowed_counts(&self, field: CountField) -> Vec<u8> {
        match self.beside_tiles() {
            true => vec![count(&self.form, field)],
            false => allowed_counts(&self.form, &self.context, field),
        }
    }

    /// Every special hand the player could name, each with whether it can
    /// be chosen now: beside tiles, only a winner's situations (the tiles
    /// show the rest).
    pub fn special_hand_choices(&self) -> Vec<(SpecialHand, bool)> {
        let mut choices = special_hand_choices(&self.form, &self.context);
        if self.beside_tiles() {
            let winner = self.form.is_winner();
            for (hand, allowed) in &mut choices {
                *allowed &= winner && named_beside_tiles(*hand);
            }
        }
        choices
    }
}

/// A hand being entered, worked out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandView {
    /// Each player's view, in entry order.
    pub players: ByPlayer<PlayerView>,
    /// The table's problems, refusals first.
    pub problems: Vec<Problem>,
}

impl HandView {
    /// One player's view.
    pub fn player(&self, player: PlayerId) -> Option<&PlayerView> {
        self.players.get(player)
    }
}

impl TableState {
    /// Works out the hand being entered at this table.
    pub fn view(&self, record: &HandRecord) -> HandView {
        let Evaluation {
            forms,
            contexts,
            scores,
            problems,
            ..
        } = self.evaluate(record);
        let rules = record.new_rules.as_ref().unwrap_or(&self.rules);
        let dreamer = self.seats.dreamer();
        let reading = |p: PlayerId| {
            (Some(p) != dreamer)
                .then(|| record.entry(p)?.reading())
                .flatten()
        };
        let players = ByPlayer::from_fn(self.players, |p| {
            let entry = record.entry(p).cloned().unwrap_or_default();
            let others: Vec<&TileHand> = self
                .players
                .ids()
                .filter(|&q| q != p)
                .filter_map(|q| Some(reading(q)?.0))
                .collect();
            let seen = seen_elsewhere(others.iter().copied());
            let taken: Vec<Bonus> = others
                .iter()
                .flat_map(|h| h.bonus.iter().copied())
                .collect();
            let tile_problem = problems.iter().find_map(|problem| match problem {
                Problem::TilesNotAHand { player, problem } if *player == p => Some(problem.clone()),
                _ => None,
            });
            let (tile_waits, choices) = match reading(p) {
                Some((hand, situation)) => (
                    match hand.size() == 13 && !forms[p].is_winner() {
                        true => waits(hand, &seen, contexts[p].british),
                        false => Vec::new(),
                    },
                    winning_tile_choices(hand, situation, &contexts[p], rules),
                ),
                None => (Vec::new(), Vec::new()),
            };
            PlayerView {
                way: match entry {
                    PlayerEntry::Counts(_) => EntryWay::Counts,
                    PlayerEntry::Tiles { .. } => EntryWay::Tiles,
                    PlayerEntry::Aside { .. } => EntryWay::Aside,
                },
                offered: offered(entry.tiles(), &seen, &taken),
                seen,
                taken,
                tiles: entry.tiles().cloned(),
                form: forms[p].clone(),
                context: contexts[p],
                score: tile_problem.is_none().then(|| scores[p].clone()),
                tile_problem,
                waits: tile_waits,
                winning_tile_choices: choices,
                problems: problems.iter().filter(|q| q.names(p)).cloned().collect(),
            }
        });
        HandView { players, problems }
    }
}

/// What the palette offers a player holding `held`, with `seen` and
/// `taken` laid out by the others.
fn offered(held: Option<&TileHand>, seen: &[u8; KINDS], taken: &[Bonus]) -> Offered {
    let counts = held.map(TileHand::counts).unwrap_or([0; KINDS]);
    let own_bonus = held.map(|h| h.bonus.as_slice()).unwrap_or_default();
    Offered {
        kinds: std::array::from_fn(|i| u16::from(seen[i]) + u16::from(counts[i]) < 4),
        bonus: Bonus::ALL
            .into_iter()
            .filter(|b| !taken.contains(b) && !own_bonus.contains(b))
            .collect(),
    }
}
