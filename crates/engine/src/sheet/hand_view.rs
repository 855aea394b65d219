//! A hand being entered, worked out once per change: for each player, all
//! the hand screen shows of them, so no screen scores, reads tiles or finds
//! waits again. The waits and the winning tile's choices are worked out
//! once asked for ([`Prospects`]).

use super::prospects::Prospects;
use super::{Evaluation, HandRecord, PlayerEntry, TableState};
use crate::checks::Problem;
use crate::form::{
    allowed_counts, special_hand_choices, tick_enabled, Change, CountField, FormField, HandContext,
    HandForm, Role, TickField,
};
use crate::rules::RuleSet;
use crate::score::HandScore;
use crate::tiles::{
    named_beside_tiles, seen_elsewhere, Bonus, Situation, Tile, TileHand, TileProblem, Wait, KINDS,
};
use crate::{ByPlayer, PlayerId, SpecialHand};
use std::sync::Arc;

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

impl EntryWay {
    fn of(entry: &PlayerEntry) -> EntryWay {
        match entry {
            PlayerEntry::Counts(_) => EntryWay::Counts,
            PlayerEntry::Tiles { .. } => EntryWay::Tiles,
            PlayerEntry::Aside { .. } => EntryWay::Aside,
        }
    }
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
    /// The waits and the winning tile's choices, worked out once asked.
    pub(super) prospects: Arc<Prospects>,
    /// How many of each kind the other players laid out.
    pub seen: [u8; KINDS],
    /// The bonus tiles the other players laid out.
    pub taken: Vec<Bonus>,
    /// What the palette still offers.
    pub offered: Offered,
    /// The table's problems that name this player.
    pub problems: Vec<Problem>,
    /// The club's own hands under the rules (docs/rules.md §15), each with
    /// whether a player can fish for it.
    pub own_hands: Vec<(SpecialHand, bool)>,
}

impl PlayerView {
    /// The tiles a laid-out hand of thirteen waits for; none for the winner.
    pub fn waits(&self) -> &[Wait] {
        self.prospects.waits()
    }

    /// For a winner out on a discard with no winning tile marked, when the
    /// score depends on it: each tile that can have completed the hand.
    pub fn winning_tile_choices(&self) -> &[(Tile, HandScore)] {
        self.prospects.winning_tile_choices()
    }

    /// Whether the counts come from tiles: only what tiles cannot show is
    /// the player's to change (docs/rules.md §12.2).
    pub fn beside_tiles(&self) -> bool {
        self.way == EntryWay::Tiles
    }

    /// Whether a tick can be changed now.
    pub fn tick_enabled(&self, field: TickField) -> bool {
        let decided = FormField::Tick(field).row().tiles_decide;
        !(self.beside_tiles() && decided) && tick_enabled(&self.form, &self.context, field)
    }

    /// The values a count can take now: beside tiles, only the tiles' own.
    pub fn allowed_counts(&self, field: CountField) -> Vec<u8> {
        match self.beside_tiles() {
            true => vec![field.read(&self.form)],
            false => allowed_counts(&self.form, &self.context, field),
        }
    }

    /// Every special hand the player could name, each with whether it can
    /// be chosen now: beside tiles, only a winner's situations (the tiles
    /// show the rest).
    pub fn special_hand_choices(&self) -> Vec<(SpecialHand, bool)> {
        let mut choices = special_hand_choices(&self.form, &self.context);
        choices.extend(self.own_hand_choices());
        if self.beside_tiles() {
            let winner = self.form.is_winner();
            for (hand, allowed) in &mut choices {
                *allowed &= winner && named_beside_tiles(*hand);
            }
        }
        choices
    }

    /// The club's own hands the player could name in their role, each with
    /// whether the form allows it now.
    fn own_hand_choices(&self) -> Vec<(SpecialHand, bool)> {
        let (form, ctx) = (&self.form, &self.context);
        let choose = |change: Change| crate::form::offered(form, ctx, change);
        self.own_hands
            .iter()
            .filter_map(|&(hand, fishable)| match form.role {
                Role::MahJong => Some((hand, choose(Change::SpecialHand(Some(hand))))),
                Role::Fishing if fishable => Some((hand, choose(Change::FishingFor(Some(hand))))),
                Role::Fishing | Role::Other => None,
            })
            .collect()
    }
}

/// A hand being entered, worked out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandView {
    /// Each player's view, in entry order; one a change left as it was is
    /// the same one shared, so whoever holds it sees at once that it is.
    players: ByPlayer<Arc<PlayerView>>,
    /// The table's problems, refusals first.
    pub problems: Vec<Problem>,
}

impl HandView {
    /// One player's view.
    pub fn player(&self, player: PlayerId) -> Option<&PlayerView> {
        self.players.get(player).map(AsRef::as_ref)
    }

    /// One player's view, shared.
    pub fn shared(&self, player: PlayerId) -> Option<Arc<PlayerView>> {
        self.players.get(player).cloned()
    }
}

impl TableState {
    /// Works out the hand being entered at this table.
    pub fn view(&self, record: &HandRecord) -> HandView {
        self.view_after(record, None)
    }

    /// Works out the hand after a change to it, the view `before` the
    /// change at hand: the prospects of tiles the change left alone are
    /// kept as worked out. The same as [`TableState::view`] either way.
    pub fn view_after(&self, record: &HandRecord, before: Option<&HandView>) -> HandView {
        let worked = Worked {
            table: self,
            record,
            evaluation: self.evaluate(record),
            rules: self.rules_of(record),
        };
        let players = ByPlayer::from_fn(self.players, |p| {
            let kept = before.and_then(|b| b.players.get(p));
            let view = worked.player(p, kept.map(|v| &v.prospects));
            match kept {
                Some(kept) if **kept == view => kept.clone(),
                _ => Arc::new(view),
            }
        });
        HandView {
            players,
            problems: worked.evaluation.problems,
        }
    }
}

/// A hand evaluated at its table, on its way to a view per player.
struct Worked<'a> {
    table: &'a TableState,
    record: &'a HandRecord,
    evaluation: Evaluation,
    rules: &'a RuleSet,
}

impl Worked<'_> {
    /// The tiles a player's form is read from, the dreamer's aside.
    fn reading(&self, p: PlayerId) -> Option<(&TileHand, &Situation)> {
        match Some(p) == self.table.seats.dreamer() {
            true => None,
            false => self.record.entry(p)?.reading(),
        }
    }

    /// A player's view, keeping the prospects worked out `before` where
    /// their tiles are as they were.
    fn player(&self, p: PlayerId, before: Option<&Arc<Prospects>>) -> PlayerView {
        let Evaluation {
            forms,
            contexts,
            scores,
            problems,
            ..
        } = &self.evaluation;
        let entry = self.record.entry(p).cloned().unwrap_or_default();
        let others: Vec<&TileHand> = self
            .table
            .players
            .ids()
            .filter(|&q| q != p)
            .filter_map(|q| Some(self.reading(q)?.0))
            .collect();
        let seen = seen_elsewhere(others.iter().copied());
        let taken: Vec<Bonus> = others.iter().flat_map(|h| h.bonus.clone()).collect();
        let tile_problem = problems.iter().find_map(|problem| match problem {
            Problem::TilesNotAHand { player, problem } if *player == p => Some(problem.clone()),
            _ => None,
        });
        let winner = forms[p].is_winner();
        let prospects = Prospects::of(self.reading(p), winner, seen, &contexts[p], self.rules);
        PlayerView {
            way: EntryWay::of(&entry),
            offered: offered(entry.tiles(), &seen, &taken),
            seen,
            taken,
            tiles: entry.tiles().cloned(),
            form: forms[p].clone(),
            context: contexts[p],
            score: tile_problem.is_none().then(|| scores[p].clone()),
            tile_problem,
            prospects: prospects.kept(before),
            problems: problems.iter().filter(|q| q.names(p)).cloned().collect(),
            own_hands: self
                .rules
                .own_choices()
                .into_iter()
                .map(|h| {
                    (
                        h,
                        self.rules.special(h).is_some_and(|v| v.fishing.is_some()),
                    )
                })
                .collect(),
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::form::{Role, SetKind};
    use crate::setup::MatchSetup;
    use crate::sheet::Match;

    fn table() -> TableState {
        let m = Match::new(MatchSetup::new(&["A", "B", "C", "D"]), RuleSet::bmja());
        m.first_table().unwrap()
    }

    fn with_tiles(player: usize, tiles: &str, role: Role) -> HandRecord {
        let mut record = HandRecord::of_counts(vec![HandForm::default(); 4]);
        record.entries[player] = PlayerEntry::Tiles {
            hand: tiles.parse().unwrap(),
            situation: Situation {
                role,
                ..Situation::default()
            },
        };
        record
    }

    #[test]
    fn beside_tiles_only_what_tiles_cannot_show_is_open() {
        let record = with_tiles(1, "+555d 234b 678b EEE ?WhWh", Role::MahJong);
        let view = table().view(&record);
        let bill = view.player(PlayerId(1)).unwrap();
        assert!(bill.beside_tiles());
        assert!(bill.tick_enabled(TickField::LastTile));
        assert!(bill.tick_enabled(TickField::DeclaresMahJong));
        assert!(!bill.tick_enabled(TickField::OwnFlower));
        let minor_exposed = CountField::Set(SetKind::ALL[0]);
        assert_eq!(bill.allowed_counts(minor_exposed), [1]);
        let open: Vec<SpecialHand> = bill
            .special_hand_choices()
            .into_iter()
            .filter(|(_, open)| *open)
            .map(|(h, _)| h)
            .collect();
        assert!(
            !open.is_empty() && open.iter().all(|h| h.is_situation()),
            "{open:?}"
        );
        let rod = view.player(PlayerId(0)).unwrap();
        assert!(rod.tick_enabled(TickField::Fishing), "counts stay open");
        assert!(rod.allowed_counts(minor_exposed).len() > 1);
    }

    #[test]
    fn one_players_tiles_are_in_sight_of_the_others() {
        let mut record = with_tiles(1, "5555c", Role::Other);
        record.entries[2] = PlayerEntry::Tiles {
            hand: "+555d 234b EEE ?2234c".parse().unwrap(),
            situation: Situation::default(),
        };
        let view = table().view(&record);
        let ben = view.player(PlayerId(2)).unwrap();
        let five = ben
            .waits()
            .iter()
            .find(|w| w.tile.name() == "5 of Characters");
        assert!(five.is_some_and(|w| w.dead), "{:?}", ben.waits());
        let rod = view.player(PlayerId(0)).unwrap();
        assert_eq!(rod.seen.iter().map(|&n| u32::from(n)).sum::<u32>(), 4 + 13);
        let index = ben.waits()[0].tile.index();
        assert!(rod.offered.kinds[index]);
        let five = Tile::all().find(|t| t.name() == "5 of Characters").unwrap();
        assert!(!rod.offered.kinds[five.index()], "all four in sight");
    }

    #[test]
    fn a_problem_is_shown_to_the_players_it_names() {
        let mut forms = vec![HandForm::default(); 4];
        for p in [0, 2] {
            forms[p].role = Role::MahJong;
            forms[p].sets.set(SetKind::ALL[0], 4);
        }
        let view = table().view(&HandRecord::of_counts(forms));
        let several = |p: usize| {
            view.player(PlayerId(p))
                .unwrap()
                .problems
                .iter()
                .any(|q| matches!(q, Problem::SeveralWinners(_)))
        };
        assert!(several(0) && several(2));
        assert!(!several(1) && !several(3));
    }
}
