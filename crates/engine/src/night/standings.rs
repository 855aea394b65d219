//! The night's standings (docs/rules.md §13.4): each player's net over the rounds
//! played, the final as a percentage of the opening score, and, as an
//! option, table points by place at each table.

use super::places::{NightPlayer, Round, Table};
use crate::Points;

/// What one player ended a table's match with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seated {
    /// The player.
    pub player: NightPlayer,
    /// The balance the match opened with.
    pub opening: Points,
    /// The balance it closed with.
    pub closing: Points,
}

impl Seated {
    /// What the player won or lost at the table.
    pub fn net(&self) -> Points {
        self.closing - self.opening
    }
}

/// Table points are counted in sixtieths, so that a tie shared among two,
/// three, four or five players is exact.
pub const TABLE_POINT: i64 = 60;

/// The table points by place, best first, at a table of this many players:
/// 4, 2, 1, 0 at four; 4, 2, 0 at three; 4, 2, 1, 0, 0 at five.
fn places(players: usize) -> &'static [i64] {
    match players {
        3 => &[4, 2, 0],
        5 => &[4, 2, 1, 0, 0],
        _ => &[4, 2, 1, 0],
    }
}

/// Each seat's table points, in sixtieths, by its net at the table: a tie
/// shares the points of the places it spans (two tied first at four get 3
/// each).
///
/// ```
/// use engine::night::{table_points, NightPlayer, Seated, TABLE_POINT};
/// use engine::Points;
/// let seat = |p, closing| Seated { player: NightPlayer(p), opening: Points(2000), closing: Points(closing) };
/// let table = [seat(0, 2500), seat(1, 2500), seat(2, 1500), seat(3, 1500)];
/// let points = table_points(&table);
/// assert_eq!(points, [3 * TABLE_POINT, 3 * TABLE_POINT, TABLE_POINT / 2, TABLE_POINT / 2]);
/// ```
pub fn table_points(seats: &[Seated]) -> Vec<i64> {
    let by_place = places(seats.len());
    let at = |place: usize| by_place.get(place).copied().unwrap_or(0) * TABLE_POINT;
    seats
        .iter()
        .map(|seat| {
            let above = seats.iter().filter(|s| s.net() > seat.net()).count();
            let tied = seats.iter().filter(|s| s.net() == seat.net()).count();
            let shared: i64 = (above..above + tied).map(at).sum();
            shared / tied.max(1) as i64
        })
        .collect()
}

/// One table's match as it ended, for the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableResult {
    /// The round.
    pub round: Round,
    /// The table.
    pub table: Table,
    /// Each player at the table, in seat order.
    pub seats: Vec<Seated>,
}

/// One player's line of the night's standings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NightStanding {
    /// The player.
    pub player: NightPlayer,
    /// Tables played.
    pub tables: usize,
    /// The sum of the player's nets.
    pub net: Points,
    /// The sum of the balances the player's matches opened with.
    pub opening: Points,
    /// The sum of the balances they closed with.
    pub closing: Points,
    /// Table points, in sixtieths ([`TABLE_POINT`] to a point).
    pub table_points: i64,
    /// The place, from 1: players level share the higher place (1, 2, 2, 4).
    pub place: usize,
}

impl NightStanding {
    /// The final as a percentage of the opening score, in tenths of a per
    /// cent, rounded half away from zero; none when nothing opened.
    ///
    /// ```
    /// use engine::night::NightStanding;
    /// use engine::Points;
    /// let line = NightStanding { opening: Points(4000), closing: Points(4630), ..NightStanding::default() };
    /// assert_eq!(line.final_per_mille(), Some(1158)); // 115.75 % → 115.8 %
    /// ```
    pub fn final_per_mille(&self) -> Option<i64> {
        if self.opening <= Points::ZERO {
            return None;
        }
        let (closing, opening) = (i128::from(self.closing.0), i128::from(self.opening.0));
        let scaled = closing * 1000;
        let rounded = (2 * scaled + opening * scaled.signum()) / (2 * opening);
        i64::try_from(rounded).ok()
    }

    /// The net points a table played, rounded half away from zero; none
    /// before the player has played.
    ///
    /// ```
    /// use engine::night::NightStanding;
    /// use engine::Points;
    /// let line = NightStanding { tables: 2, net: Points(-625), ..NightStanding::default() };
    /// assert_eq!(line.net_per_table(), Some(-313));
    /// ```
    pub fn net_per_table(&self) -> Option<i64> {
        let tables = i128::try_from(self.tables).ok().filter(|&t| t > 0)?;
        let net = i128::from(self.net.0);
        let rounded = (2 * net + tables * net.signum()) / (2 * tables);
        i64::try_from(rounded).ok()
    }
}

/// What the standings rank by: the sums, or, where not everyone who has
/// played has played as many tables (a player came late or left early,
/// or a round's results are still coming in), each sum per table played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RankedBy {
    /// The sums over the night.
    Sums,
    /// The sums per table played.
    PerTable,
}

/// What these standings rank by.
pub fn ranked_by(lines: &[NightStanding]) -> RankedBy {
    let mut played = lines.iter().map(|l| l.tables).filter(|&t| t > 0);
    let first = played.next();
    match played.all(|t| Some(t) == first) {
        true => RankedBy::Sums,
        false => RankedBy::PerTable,
    }
}

/// How the standings are ordered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ranking {
    /// By net points.
    #[default]
    Net,
    /// By table points, then net points.
    TablePoints,
}

/// The night's standings for this many players over the results read so
/// far, best first; players who have not played yet are last, in the
/// night's order.
pub fn night_standings(
    players: usize,
    results: &[TableResult],
    ranking: Ranking,
) -> Vec<NightStanding> {
    let mut lines: Vec<NightStanding> = (0..players)
        .map(|player| NightStanding {
            player: NightPlayer(player),
            ..NightStanding::default()
        })
        .collect();
    for result in results {
        let points = table_points(&result.seats);
        for (seat, points) in result.seats.iter().zip(points) {
            if let Some(line) = lines.get_mut(seat.player.0) {
                line.tables += 1;
                line.net = line.net + seat.net();
                line.opening = line.opening + seat.opening;
                line.closing = line.closing + seat.closing;
                line.table_points = line.table_points.saturating_add(points);
            }
        }
    }
    let per_table = ranked_by(&lines) == RankedBy::PerTable;
    let order = |a: &NightStanding, b: &NightStanding| better(a, b, ranking, per_table);
    lines.sort_by(|a, b| order(b, a).then(a.player.cmp(&b.player)));
    let places: Vec<usize> = lines
        .iter()
        .map(|line| 1 + lines.iter().filter(|o| order(o, line).is_gt()).count())
        .collect();
    for (line, place) in lines.iter_mut().zip(places) {
        line.place = place;
    }
    lines
}

/// How one line ranks against another: a player who has played above one
/// who has not, then by the ranking's figures, summed or per table played
/// (compared exactly, each sum times the other's tables).
fn better(
    a: &NightStanding,
    b: &NightStanding,
    ranking: Ranking,
    per_table: bool,
) -> std::cmp::Ordering {
    let scaled = |value: i64, other: &NightStanding| {
        let by = if per_table { other.tables.max(1) } else { 1 };
        i128::from(value) * i128::try_from(by).unwrap_or(i128::MAX)
    };
    let figures = |line: &NightStanding, other: &NightStanding| match ranking {
        Ranking::Net => (scaled(line.net.0, other), 0),
        Ranking::TablePoints => (scaled(line.table_points, other), scaled(line.net.0, other)),
    };
    (a.tables > 0)
        .cmp(&(b.tables > 0))
        .then_with(|| figures(a, b).cmp(&figures(b, a)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(player: usize, closing: i64) -> Seated {
        Seated {
            player: NightPlayer(player),
            opening: Points(2000),
            closing: Points(closing),
        }
    }

    fn at(round: u8, table: u8) -> (Round, Table) {
        (Round::new(round).unwrap(), Table::new(table).unwrap())
    }

    #[test]
    fn places_share_their_points_when_tied() {
        let three = [seat(0, 2100), seat(1, 2100), seat(2, 1800)];
        assert_eq!(table_points(&three), [180, 180, 0]);
        let five = [
            seat(0, 2000),
            seat(1, 2000),
            seat(2, 2000),
            seat(3, 2000),
            seat(4, 2000),
        ];
        assert_eq!(table_points(&five), [84; 5], "7 points shared by five");
        let four = [seat(0, 1000), seat(1, 3000), seat(2, 2000), seat(3, 2000)];
        assert_eq!(table_points(&four), [0, 240, 90, 90]);
    }

    #[test]
    fn the_night_sums_each_players_tables() {
        let results = [
            TableResult {
                round: at(1, 1).0,
                table: at(1, 1).1,
                seats: vec![seat(0, 2500), seat(1, 1500), seat(2, 2000), seat(3, 2000)],
            },
            TableResult {
                round: at(2, 1).0,
                table: at(2, 1).1,
                seats: vec![seat(1, 3000), seat(0, 1000), seat(3, 2000)],
            },
        ];
        let lines = night_standings(5, &results, Ranking::Net);
        let order: Vec<usize> = lines.iter().map(|l| l.player.0).collect();
        assert_eq!(order, [1, 2, 3, 0, 4]);
        let places: Vec<usize> = lines.iter().map(|l| l.place).collect();
        assert_eq!(places, [1, 2, 2, 4, 5], "players level share a place");
        let bill = &lines[0];
        assert_eq!(
            (bill.net, bill.tables, bill.table_points),
            (Points(500), 2, 240)
        );
        assert_eq!(bill.final_per_mille(), Some(1125));
        assert_eq!(lines[4].final_per_mille(), None, "not played");
        let by_points = night_standings(5, &results, Ranking::TablePoints);
        assert_eq!(by_points[0].player, NightPlayer(1));
        assert_eq!(by_points[0].table_points, 4 * TABLE_POINT);
    }

    #[test]
    fn players_of_fewer_tables_rank_by_what_they_made_a_table() {
        let table = |round: u8, seats: Vec<Seated>| TableResult {
            round: at(round, 1).0,
            table: Table::FIRST,
            seats,
        };
        // Ann plays two tables for +600, Dora only the second for +400.
        let results = [
            table(
                1,
                vec![seat(0, 2300), seat(1, 1900), seat(2, 1900), seat(3, 1900)],
            ),
            table(
                2,
                vec![seat(0, 2300), seat(4, 2400), seat(1, 1700), seat(2, 1600)],
            ),
        ];
        let lines = night_standings(5, &results, Ranking::Net);
        assert_eq!(ranked_by(&lines), RankedBy::PerTable);
        let order: Vec<usize> = lines.iter().map(|l| l.player.0).collect();
        assert_eq!(order, [4, 0, 3, 1, 2], "+400 a table beats +300");
        let per_table: Vec<Option<i64>> = lines.iter().map(NightStanding::net_per_table).collect();
        assert_eq!(
            per_table,
            [Some(400), Some(300), Some(-100), Some(-200), Some(-250)]
        );
        let by_points = night_standings(5, &results, Ranking::TablePoints);
        // Dora 4 points in one table; Ann 4 + 2 in two, 3 a table.
        assert_eq!(by_points[0].player, NightPlayer(4));
        let even = night_standings(4, &results[..1], Ranking::Net);
        assert_eq!(ranked_by(&even), RankedBy::Sums);
        assert_eq!(even[0].player, NightPlayer(0));
    }

    #[test]
    fn a_player_outside_the_list_is_left_out_and_nothing_overflows() {
        let wild = TableResult {
            round: Round::FIRST,
            table: Table::FIRST,
            seats: vec![
                Seated {
                    player: NightPlayer(9),
                    opening: Points(0),
                    closing: Points(i64::MAX),
                },
                Seated {
                    player: NightPlayer(0),
                    opening: Points(i64::MAX),
                    closing: Points(i64::MIN),
                },
            ],
        };
        let lines = night_standings(1, &[wild.clone(), wild], Ranking::TablePoints);
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].net, Points(i64::MIN));
        assert!(lines[0].final_per_mille().is_some());
    }
}
