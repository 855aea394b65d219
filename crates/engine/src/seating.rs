//! Who sits in which wind (docs/rules.md §8), and how the seats move.

use crate::{PlayerCount, PlayerId, Wind};
use serde::{Deserialize, Serialize};

/// The players in wind order: East first, then South, West, North; with five
/// players the last one sits out as the dreamer. Two players are East and West.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Seating {
    order: Vec<PlayerId>,
}

impl Seating {
    /// The first hand's seats: names in entry order from East; with five
    /// players, `dreamer` sits out (default: the fifth name).
    pub fn first(players: PlayerCount, dreamer: Option<PlayerId>) -> Seating {
        let mut order: Vec<PlayerId> = players.ids().collect();
        if players == PlayerCount::Five {
            let dreamer = dreamer.filter(|d| d.0 < 5).unwrap_or(PlayerId(4));
            order.retain(|&p| p != dreamer);
            order.push(dreamer);
        }
        Seating { order }
    }

    fn winds(&self) -> &'static [Wind] {
        match self.order.len() {
            2 => &[Wind::East, Wind::West],
            3 => &[Wind::East, Wind::South, Wind::West],
            _ => &Wind::ALL,
        }
    }

    /// The player's seat wind, or `None` for the dreamer.
    pub fn wind_of(&self, player: PlayerId) -> Option<Wind> {
        let seat = self.order.iter().position(|&p| p == player)?;
        self.winds().get(seat).copied()
    }

    /// The players at the table with their winds, East first.
    pub fn at_table(&self) -> impl Iterator<Item = (PlayerId, Wind)> + '_ {
        self.order.iter().copied().zip(self.winds().iter().copied())
    }

    /// The player sitting in a wind.
    pub fn player_in(&self, wind: Wind) -> Option<PlayerId> {
        self.at_table().find(|&(_, w)| w == wind).map(|(p, _)| p)
    }

    /// East this hand.
    pub fn east(&self) -> PlayerId {
        self.order[0]
    }

    /// The player sitting out (five players only).
    pub fn dreamer(&self) -> Option<PlayerId> {
        (self.order.len() == 5).then(|| self.order[4])
    }

    /// The winds pass on: South becomes East, East goes to the last seat (with
    /// five players East sits out and the dreamer comes in as North).
    ///
    /// ```
    /// use engine::{seating::Seating, PlayerCount, PlayerId, Wind};
    /// let mut seats = Seating::first(PlayerCount::Four, None);
    /// seats.pass_on();
    /// assert_eq!(seats.wind_of(PlayerId(1)), Some(Wind::East));
    /// assert_eq!(seats.wind_of(PlayerId(0)), Some(Wind::North));
    /// ```
    pub fn pass_on(&mut self) {
        self.order.rotate_left(1);
    }
}
