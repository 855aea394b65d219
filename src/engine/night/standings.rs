//! The night's standings (docs/rules.md §13.4): each player's net over the rounds
//! played, the final as a percentage of the opening score, and, as an
//! option, table points by place at each table.

/// What one player ended a table's match with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seated {
    /// The player, by their place in the night's list.
    pub player: usize,
    /// The balance the match opened with.
    pub opening: i64,
    /// The balance it closed with.
    pub closing: i64,
}

impl Seated {
    /// What the player won or lost at the table.
    pub fn net(&self) -> i64 {
        self.closing.saturating_sub(self.opening)
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
/// use mahjong_scorer::engine::night::{table_points, Seated, TABLE_POINT};
/// let seat = |player, closing| Seated { player, opening: 2000, closing };
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
    /// The round, from 1.
    pub round: u8,
    /// The table, from 1.
    pub table: u8,
    /// Each player at the table, in seat order.
    pub seats: Vec<Seated>,
}

/// One player's line of the night's standings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NightStanding {
    /// The player, by their place in the night's list.
    pub player: usize,
    /// Tables played.
    pub tables: usize,
    /// The sum of the player's nets.
    pub net: i64,
    /// The sum of the balances the player's matches opened with.
    pub opening: i64,
    /// The sum of the balances they closed with.
    pub closing: i64,
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
    /// use mahjong_scorer::engine::night::NightStanding;
    /// let line = NightStanding { opening: 4000, closing: 4630, ..NightStanding::default() };
    /// assert_eq!(line.final_per_mille(), Some(1158)); // 115.75 % → 115.8 %
    /// ```
    pub fn final_per_mille(&self) -> Option<i64> {
        if self.opening <= 0 {
            return None;
        }
        let (closing, opening) = (i128::from(self.closing), i128::from(self.opening));
        let scaled = closing * 1000;
        let rounded = (2 * scaled + opening * scaled.signum()) / (2 * opening);
        i64::try_from(rounded).ok()
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
            player,
            ..NightStanding::default()
        })
        .collect();
    for result in results {
        let points = table_points(&result.seats);
        for (seat, points) in result.seats.iter().zip(points) {
            if let Some(line) = lines.get_mut(seat.player) {
                line.tables += 1;
                line.net = line.net.saturating_add(seat.net());
                line.opening = line.opening.saturating_add(seat.opening);
                line.closing = line.closing.saturating_add(seat.closing);
                line.table_points = line.table_points.saturating_add(points);
            }
        }
    }
    let key = |l: &NightStanding| match ranking {
        Ranking::Net => (l.tables > 0, l.net, 0),
        Ranking::TablePoints => (l.tables > 0, l.table_points, l.net),
    };
    lines.sort_by(|a, b| key(b).cmp(&key(a)).then(a.player.cmp(&b.player)));
    let keys: Vec<_> = lines.iter().map(key).collect();
    for (line, k) in lines.iter_mut().zip(&keys) {
        line.place = 1 + keys.iter().filter(|other| *other > k).count();
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(player: usize, closing: i64) -> Seated {
        Seated {
            player,
            opening: 2000,
            closing,
        }
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
                round: 1,
                table: 1,
                seats: vec![seat(0, 2500), seat(1, 1500), seat(2, 2000), seat(3, 2000)],
            },
            TableResult {
                round: 2,
                table: 1,
                seats: vec![seat(1, 3000), seat(0, 1000), seat(3, 2000)],
            },
        ];
        let lines = night_standings(5, &results, Ranking::Net);
        let order: Vec<usize> = lines.iter().map(|l| l.player).collect();
        assert_eq!(order, [1, 2, 3, 0, 4]);
        let places: Vec<usize> = lines.iter().map(|l| l.place).collect();
        assert_eq!(places, [1, 2, 2, 4, 5], "players level share a place");
        let bill = &lines[0];
        assert_eq!((bill.net, bill.tables, bill.table_points), (500, 2, 240));
        assert_eq!(bill.final_per_mille(), Some(1125));
        assert_eq!(lines[4].final_per_mille(), None, "not played");
        let by_points = night_standings(5, &results, Ranking::TablePoints);
        assert_eq!(by_points[0].player, 1);
        assert_eq!(by_points[0].table_points, 4 * TABLE_POINT);
    }

    #[test]
    fn a_player_outside_the_list_is_left_out_and_nothing_overflows() {
        let wild = TableResult {
            round: 1,
            table: 1,
            seats: vec![
                Seated {
                    player: 9,
                    opening: 0,
                    closing: i64::MAX,
                },
                Seated {
                    player: 0,
                    opening: i64::MAX,
                    closing: i64::MIN,
                },
            ],
        };
        let lines = night_standings(1, &[wild.clone(), wild], Ranking::TablePoints);
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].net, i64::MIN);
        assert!(lines[0].final_per_mille().is_some());
    }
}
