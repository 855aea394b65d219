//! Who and where at a night: its players by their place in its list (from
//! 0, as the plan numbers them), its rounds and tables (from 1, as the
//! organiser and the tables read them), and a round's seating.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player of a night, by their place in the night's list (from 0).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct NightPlayer(pub usize);

/// A round or a table numbered 0, which no night has: they count from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountsFromOne;

/// Said where a stored round or table is read (serde's error).
impl fmt::Display for CountsFromOne {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("rounds and tables count from 1, not 0")
    }
}

/// A number from 1 that fits a byte, as a night's rounds and tables are:
/// made only from a number that is not 0, so its place in a list from 0 is
/// always one less.
macro_rules! counted_from_one {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(try_from = "u8", into = "u8")]
        pub struct $name(u8);

        impl $name {
            /// Number 1.
            pub const FIRST: $name = $name(1);

            /// The one of this number; none for 0.
            pub const fn new(number: u8) -> Option<$name> {
                match number {
                    0 => None,
                    n => Some($name(n)),
                }
            }

            /// The one at this place in a list from 0, if its number fits.
            pub fn at(index: usize) -> Option<$name> {
                let number = u8::try_from(index.checked_add(1)?).ok()?;
                Some($name(number))
            }

            /// Its number, from 1.
            pub const fn number(self) -> u8 {
                self.0
            }

            /// Its place in a list, from 0.
            pub fn index(self) -> usize {
                usize::from(self.0.saturating_sub(1))
            }
        }

        impl TryFrom<u8> for $name {
            type Error = CountsFromOne;
            fn try_from(number: u8) -> Result<$name, CountsFromOne> {
                $name::new(number).ok_or(CountsFromOne)
            }
        }

        impl From<$name> for u8 {
            fn from(counted: $name) -> u8 {
                counted.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

counted_from_one! {
    /// A round of a night, from 1.
    Round
}

counted_from_one! {
    /// A table of a night's round, from 1.
    Table
}

/// One round of a night's plan: its tables, each its players in seat order
/// from seat 1 (East for the table's first hand).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RoundSeats(Vec<Vec<NightPlayer>>);

impl RoundSeats {
    /// A round of tables of players numbered from 0, as the search seats
    /// them.
    pub(super) fn numbered(tables: Vec<Vec<usize>>) -> RoundSeats {
        let typed = tables.into_iter();
        RoundSeats(
            typed
                .map(|t| t.into_iter().map(NightPlayer).collect())
                .collect(),
        )
    }

    /// The round with each player numbered `n` by the search given as
    /// `player(n)`; a number with none is left out.
    pub(super) fn renumbered(self, player: impl Fn(usize) -> Option<NightPlayer>) -> RoundSeats {
        let tables = self.0.into_iter();
        RoundSeats(
            tables
                .map(|t| t.into_iter().filter_map(|p| player(p.0)).collect())
                .collect(),
        )
    }

    /// The players of each table, numbered from 0, for the search.
    pub(super) fn numbers(&self) -> Vec<Vec<usize>> {
        let tables = self.0.iter();
        tables.map(|t| t.iter().map(|p| p.0).collect()).collect()
    }

    /// A table's players in seat order, if the round has it.
    pub fn table(&self, table: Table) -> Option<&[NightPlayer]> {
        self.0.get(table.index()).map(Vec::as_slice)
    }

    /// Each table's players in seat order, table 1 first.
    pub fn tables(&self) -> impl Iterator<Item = &[NightPlayer]> {
        self.0.iter().map(Vec::as_slice)
    }

    /// Each table with its players in seat order, table 1 first.
    pub fn by_table(&self) -> impl Iterator<Item = (Table, &[NightPlayer])> {
        let tables = self.0.iter().enumerate();
        tables.filter_map(|(i, t)| Some((Table::at(i)?, t.as_slice())))
    }

    /// How many tables the round has.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the round has no table.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The round with each table's first East, as `east` gives them table
    /// by table, in seat 1, the others in the order they sat.
    pub(super) fn with_east_first(
        self,
        mut east: impl FnMut() -> Option<NightPlayer>,
    ) -> RoundSeats {
        let tables = self.0.into_iter().map(|mut table| {
            let first = east().and_then(|e| table.iter().position(|&p| p == e));
            if let Some(at) = first {
                let p = table.remove(at);
                table.insert(0, p);
            }
            table
        });
        RoundSeats(tables.collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_and_tables_count_from_one_and_read_as_their_numbers() {
        assert_eq!(Round::new(0), None);
        let second = Round::new(2).unwrap();
        assert_eq!((second.index(), second.number()), (1, 2));
        assert_eq!(Round::at(1), Some(second));
        assert_eq!(Round::at(255), None);
        assert_eq!(Table::at(254).map(Table::number), Some(255));
        assert_eq!(serde_json::to_string(&second).unwrap(), "2");
        assert_eq!(serde_json::from_str::<Table>("3").ok(), Table::new(3));
        assert!(serde_json::from_str::<Table>("0").is_err());
    }
}
