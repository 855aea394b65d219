//! Players who come late or leave early (docs/rules.md §13.7): once a
//! round has started, a player is added from the next round on, or leaves
//! after the round in play; the rounds started never change, and the rest
//! are drawn again for the players there then.

use super::evening::Night;
use super::places::{NightPlayer, Round, RoundSeats};
use super::MAX_PLAYERS;
use crate::players::{name_key, MAX_NAME_LENGTH};

/// Why a player cannot be added, or leave, now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChangeRefused {
    /// The night is not kept on this device (any more).
    NoNight,
    /// No round has started: the night is drawn up again instead.
    NotStarted,
    /// The round in play is the last: no round is left to change.
    NoRoundLeft,
    /// A blank name.
    Blank,
    /// A name longer than the sheet shows.
    LongName,
    /// The name of a player seated in the rounds to come (case and spaces
    /// aside): the name as the night has it.
    AlreadyHere(String),
    /// The night has its most players.
    Full,
    /// The player is not seated in the rounds to come.
    NotSeated,
    /// Without the player a round would seat fewer than three.
    TooFew {
        /// The first round that would.
        round: Round,
        /// The players it would have.
        players: usize,
    },
}

/// Who comes or goes between one round and the one before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanChange {
    /// The round.
    pub round: Round,
    /// Seated in it, not in the round before.
    pub joined: Vec<NightPlayer>,
    /// Seated in the round before, not in it.
    pub left: Vec<NightPlayer>,
}

impl Night {
    /// The first round a player may be added to or taken out of: the one
    /// after the round in play.
    pub fn changeable_from(&self) -> Result<Round, ChangeRefused> {
        let in_play = self.last_started().ok_or(ChangeRefused::NotStarted)?;
        let next = Round::new(in_play.number().saturating_add(1));
        next.filter(|r| self.plan.round(*r).is_some())
            .ok_or(ChangeRefused::NoRoundLeft)
    }

    /// The players seated in a round, in the night's order.
    pub fn seated_in(&self, round: Round) -> Vec<NightPlayer> {
        let mut seated: Vec<NightPlayer> = self
            .plan
            .round(round)
            .map(|r| r.tables().flatten().copied().collect())
            .unwrap_or_default();
        seated.sort_unstable();
        seated
    }

    /// The players seated in some round before `round` and not in it: those
    /// who left (and may come back).
    pub fn gone_before(&self, round: Round) -> Vec<NightPlayer> {
        let now = self.seated_in(round);
        let earlier = (1..round.number()).filter_map(Round::new);
        let mut gone: Vec<NightPlayer> = earlier.flat_map(|r| self.seated_in(r)).collect();
        gone.sort_unstable();
        gone.dedup();
        gone.retain(|p| !now.contains(p));
        gone
    }

    /// Adds a player from the round after the one in play (or seats again
    /// one who left, under the name they had), drawing the rounds from then
    /// on again; the player.
    pub fn add_player(&mut self, name: &str) -> Result<NightPlayer, ChangeRefused> {
        let from = self.changeable_from()?;
        let name = name.trim();
        if name.is_empty() {
            return Err(ChangeRefused::Blank);
        }
        if name.chars().count() > MAX_NAME_LENGTH {
            return Err(ChangeRefused::LongName);
        }
        let mut present = self.seated_in(from);
        let key = name_key(name);
        let known = self.players.iter().position(|n| name_key(n) == key);
        let player = match known.map(NightPlayer) {
            Some(p) if present.contains(&p) => {
                let as_kept = self.player(p).unwrap_or(name).to_string();
                return Err(ChangeRefused::AlreadyHere(as_kept));
            }
            Some(p) => p,
            None if self.players.len() >= MAX_PLAYERS => return Err(ChangeRefused::Full),
            None => NightPlayer(self.players.len()),
        };
        present.push(player);
        present.sort_unstable();
        let mut names = self.players.clone();
        if known.is_none() {
            names.push(name.to_string());
        }
        self.draw_again(from, &present, names)?;
        Ok(player)
    }

    /// Takes a player out of the rounds after the one in play, drawing them
    /// again; a player added for those rounds only is forgotten.
    pub fn player_leaves(&mut self, player: NightPlayer) -> Result<(), ChangeRefused> {
        let from = self.changeable_from()?;
        let mut present = self.seated_in(from);
        let at = present.iter().position(|&p| p == player);
        present.remove(at.ok_or(ChangeRefused::NotSeated)?);
        self.draw_again(from, &present, self.players.clone())
    }

    /// Who comes and goes, round by round, from round 2.
    pub fn plan_changes(&self) -> Vec<PlanChange> {
        let rounds = self.plan.by_round().map(|(r, _)| (r, self.seated_in(r)));
        let rounds: Vec<(Round, Vec<NightPlayer>)> = rounds.collect();
        let changes = rounds.windows(2).filter_map(|pair| {
            let [(_, before), (round, now)] = pair else {
                return None;
            };
            let joined: Vec<NightPlayer> = now
                .iter()
                .filter(|p| !before.contains(p))
                .copied()
                .collect();
            let left: Vec<NightPlayer> = before
                .iter()
                .filter(|p| !now.contains(p))
                .copied()
                .collect();
            (!joined.is_empty() || !left.is_empty()).then_some(PlanChange {
                round: *round,
                joined,
                left,
            })
        });
        changes.collect()
    }

    /// Whether another copy of this night (from a file) is the same night:
    /// the same players in the same plan, or one of the two drawn again
    /// later than the other while seating alike every round the other had
    /// started.
    pub fn agrees_with(&self, other: &Night) -> bool {
        if self.players == other.players && self.plan == other.plan {
            return true;
        }
        let (earlier, later) = match self.redraws.cmp(&other.redraws) {
            std::cmp::Ordering::Less => (self, other),
            std::cmp::Ordering::Greater => (other, self),
            std::cmp::Ordering::Equal => return false,
        };
        let rounds = earlier.plan.by_round().take(earlier.started.len());
        rounds
            .map(|(r, _)| r)
            .all(|r| earlier.by_name(r) == later.by_name(r))
    }

    /// Takes another copy's players and plan where they were drawn again
    /// later than this one's (a night that [`agrees_with`](Night::agrees_with) it).
    pub fn take_later_plan(&mut self, other: &Night) {
        if other.redraws > self.redraws {
            self.players = other.players.clone();
            self.plan = other.plan.clone();
            self.redraws = other.redraws;
        }
    }

    /// A round's tables, each its players' names in seat order.
    fn by_name(&self, round: Round) -> Vec<Vec<&str>> {
        let tables = self
            .plan
            .round(round)
            .into_iter()
            .flat_map(RoundSeats::tables);
        let name = |p: &NightPlayer| self.player(*p).unwrap_or_default();
        tables.map(|t| t.iter().map(name).collect()).collect()
    }

    /// The rounds from `from` drawn again for `present` among `names`; a
    /// name then seated in no round is forgotten.
    fn draw_again(
        &mut self,
        from: Round,
        present: &[NightPlayer],
        names: Vec<String>,
    ) -> Result<(), ChangeRefused> {
        let too_few = ChangeRefused::TooFew {
            round: from,
            players: present.len(),
        };
        let seed = self.redraw_seed(from, present);
        let plan = self.plan.redrawn(from.index(), present, names.len(), seed);
        self.plan = plan.ok_or(too_few)?;
        self.players = names;
        self.redraws = self.redraws.saturating_add(1);
        self.forget_unseated();
        Ok(())
    }

    /// Forgets the players seated in no round, the others keeping their
    /// order.
    fn forget_unseated(&mut self) {
        let rounds = self.plan.rounds();
        let seated = |p: usize| {
            rounds
                .iter()
                .flat_map(RoundSeats::tables)
                .flatten()
                .any(|s| s.0 == p)
        };
        let kept: Vec<usize> = (0..self.players.len()).filter(|&p| seated(p)).collect();
        if kept.len() == self.players.len() {
            return;
        }
        let new_number = |p: NightPlayer| kept.iter().position(|&k| k == p.0).map(NightPlayer);
        self.plan = self.plan.renumbered(kept.len(), new_number);
        let names = std::mem::take(&mut self.players);
        let names = names.into_iter().enumerate();
        self.players = names
            .filter(|(p, _)| kept.contains(p))
            .map(|(_, n)| n)
            .collect();
    }

    /// The seed the rounds are drawn again with: the same night, round and
    /// players give the same plan on any device.
    fn redraw_seed(&self, from: Round, present: &[NightPlayer]) -> u64 {
        const PRIME: u64 = 0x0000_0100_0000_01B3;
        let mut hash = 0xCBF2_9CE4_8422_2325_u64;
        let numbers = present.iter().map(|p| p.0 as u64);
        let bytes = self
            .id
            .bytes()
            .map(u64::from)
            .chain([u64::from(from.number())]);
        for value in bytes.chain(numbers) {
            hash = (hash ^ value).wrapping_mul(PRIME);
        }
        hash
    }
}

#[cfg(test)]
mod tests;
