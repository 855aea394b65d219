//! The standings' columns, once: their order, their headings, what each
//! holds for a player, and how the rows sort by it. The players screen and
//! the season's CSV both lay their columns out from this table.

use super::rows::{Biggest, PlayerRow, Season};
use crate::Points;
use std::cmp::Ordering;

/// A column of the standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    /// The player's name.
    Player,
    /// Matches played.
    Matches,
    /// Hands played.
    HandsPlayed,
    /// Hands won.
    HandsWon,
    /// Net points.
    NetPoints,
    /// Net money.
    NetMoney,
    /// Average per hand.
    Average,
    /// Biggest hand.
    Biggest,
    /// Special hands made.
    Specials,
}

/// What a column holds for one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Figure<'a> {
    /// Their name as typed in their latest match, and their other spellings.
    Name(&'a str, &'a [String]),
    /// A count of matches or hands.
    Count(usize),
    /// Won or lost, in points.
    Points(Points),
    /// Won or lost in pennies, if any counted match kept money.
    Money(Option<i64>),
    /// Net points per hand in tenths, if they played a hand.
    Tenths(Option<i64>),
    /// Their biggest hand, if they scored one.
    Biggest(Option<&'a Biggest>),
    /// The special hands they made, named.
    Specials(Vec<String>),
}

impl Column {
    /// Every column, in the order they are laid out.
    pub const ALL: [Column; 9] = [
        Column::Player,
        Column::Matches,
        Column::HandsPlayed,
        Column::HandsWon,
        Column::NetPoints,
        Column::NetMoney,
        Column::Average,
        Column::Biggest,
        Column::Specials,
    ];

    /// Its heading.
    pub fn heading(self) -> &'static str {
        match self {
            Column::Player => "Player",
            Column::Matches => "Matches",
            Column::HandsPlayed => "Hands played",
            Column::HandsWon => "Hands won",
            Column::NetPoints => "Net points",
            Column::NetMoney => "Net money",
            Column::Average => "Average per hand",
            Column::Biggest => "Biggest hand",
            Column::Specials => "Special hands",
        }
    }

    /// What it holds for a player.
    pub fn figure(self, row: &PlayerRow) -> Figure<'_> {
        match self {
            Column::Player => Figure::Name(&row.name, &row.spellings),
            Column::Matches => Figure::Count(row.matches),
            Column::HandsPlayed => Figure::Count(row.hands_played),
            Column::HandsWon => Figure::Count(row.hands_won),
            Column::NetPoints => Figure::Points(row.net_points),
            Column::NetMoney => Figure::Money(row.net_money),
            Column::Average => Figure::Tenths(row.average_tenths()),
            Column::Biggest => Figure::Biggest(row.biggest.as_ref()),
            Column::Specials => Figure::Specials(row.specials_named()),
        }
    }

    /// How two players compare in it, leaving ties to their names.
    fn compare(self, a: &PlayerRow, b: &PlayerRow) -> Ordering {
        let biggest = |r: &PlayerRow| r.biggest.as_ref().map(|b| b.points);
        match self {
            Column::Player => Ordering::Equal,
            Column::Matches => a.matches.cmp(&b.matches),
            Column::HandsPlayed => a.hands_played.cmp(&b.hands_played),
            Column::HandsWon => a.hands_won.cmp(&b.hands_won),
            Column::NetPoints => a.net_points.cmp(&b.net_points),
            Column::NetMoney => a.net_money.cmp(&b.net_money),
            Column::Average => a.average_tenths().cmp(&b.average_tenths()),
            Column::Biggest => biggest(a).cmp(&biggest(b)),
            Column::Specials => a.specials_made().cmp(&b.specials_made()),
        }
    }
}

/// The column the rows are sorted by, and which way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Order {
    /// The column.
    pub column: Column,
    /// Highest first (for the player's name, Z first).
    pub descending: bool,
}

impl Default for Order {
    /// Highest net first.
    fn default() -> Order {
        Order {
            column: Column::NetPoints,
            descending: true,
        }
    }
}

impl Order {
    /// The order after a press on a column's heading: the same column the
    /// other way, or another column, highest first (names from A).
    pub fn pressed(self, column: Column) -> Order {
        match self.column == column {
            true => Order {
                column,
                descending: !self.descending,
            },
            false => Order {
                column,
                descending: column != Column::Player,
            },
        }
    }

    /// Whether the rows are sorted by this column: descending or not.
    pub fn of(self, column: Column) -> Option<bool> {
        (self.column == column).then_some(self.descending)
    }
}

impl Season {
    /// The columns it shows, in order: net money only where a counted
    /// match kept money.
    pub fn columns(&self) -> impl Iterator<Item = Column> + use<> {
        let money = self.money;
        Column::ALL
            .into_iter()
            .filter(move |column| money || *column != Column::NetMoney)
    }

    /// Sorts the rows by a column, ties by name.
    pub fn sort(&mut self, column: Column, descending: bool) {
        self.rows.sort_by(|a, b| {
            let by = column.compare(a, b);
            let by_name = a.key.cmp(&b.key).then_with(|| a.name.cmp(&b.name));
            match (column, descending) {
                (Column::Player, true) => by_name.reverse(),
                (Column::Player, false) => by_name,
                (_, true) => by.reverse().then(by_name),
                (_, false) => by.then(by_name),
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_heading_pressed_sorts_by_it_then_the_other_way() {
        let by_name = Order::default().pressed(Column::Player);
        let order = |column, descending| Order { column, descending };
        assert_eq!(by_name, order(Column::Player, false), "names from A");
        assert_eq!(by_name.pressed(Column::Player), order(Column::Player, true));
        assert_eq!(
            by_name.pressed(Column::Matches),
            order(Column::Matches, true)
        );
        assert_eq!(by_name.of(Column::Player), Some(false));
        assert_eq!(by_name.of(Column::Matches), None);
    }

    #[test]
    fn net_money_shows_only_where_a_match_kept_money() {
        let mut season = Season::default();
        let headings = |s: &Season| s.columns().map(Column::heading).collect::<Vec<_>>();
        assert_eq!(
            headings(&season),
            [
                "Player",
                "Matches",
                "Hands played",
                "Hands won",
                "Net points",
                "Average per hand",
                "Biggest hand",
                "Special hands"
            ]
        );
        season.money = true;
        assert_eq!(headings(&season)[5], "Net money");
        assert_eq!(season.columns().count(), Column::ALL.len());
    }
}
