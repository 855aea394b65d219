//! Points or money (docs/rules.md §2, §7.5): how tallies are converted and written.

use crate::points::group_thousands;
use crate::Points;
use serde::{Deserialize, Serialize};

/// How many points make one unit of currency.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PointsPerUnit {
    /// 1 point to £1.
    One,
    /// 10 points to £1.
    Ten,
    /// 100 points to £1: a point is a penny.
    Hundred,
    /// 1,000 points to £1.
    Thousand,
    /// 10,000 points to £1.
    TenThousand,
}

impl PointsPerUnit {
    /// Every ratio offered.
    pub const ALL: [PointsPerUnit; 5] = [
        PointsPerUnit::One,
        PointsPerUnit::Ten,
        PointsPerUnit::Hundred,
        PointsPerUnit::Thousand,
        PointsPerUnit::TenThousand,
    ];

    /// The number of points in one unit.
    pub fn points(self) -> i64 {
        match self {
            PointsPerUnit::One => 1,
            PointsPerUnit::Ten => 10,
            PointsPerUnit::Hundred => 100,
            PointsPerUnit::Thousand => 1_000,
            PointsPerUnit::TenThousand => 10_000,
        }
    }
}

/// How the score sheet counts: in points, or in money.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tally {
    /// Plain points.
    Points,
    /// Money: each payment converted to pennies on its own.
    Money {
        /// Points per pound (or other unit).
        ratio: PointsPerUnit,
        /// The currency symbol, such as £.
        symbol: String,
    },
}

impl Tally {
    /// Converts one payment (or a starting balance) to the tally's units:
    /// points, or pennies rounded half up, with a non-zero payment below a
    /// penny worth one penny.
    ///
    /// ```
    /// use engine::money::{PointsPerUnit, Tally};
    /// use engine::Points;
    /// let tally = Tally::Money { ratio: PointsPerUnit::Thousand, symbol: "£".into() };
    /// assert_eq!(tally.units(Points(168)), 17);
    /// assert_eq!(tally.units(Points(84)), 8);
    /// assert_eq!(tally.units(Points(2)), 1);
    /// assert_eq!(tally.format(-110), "-£1.10");
    /// ```
    pub fn units(&self, points: Points) -> i64 {
        match self {
            Tally::Points => points.0,
            Tally::Money { ratio, .. } => {
                let ratio = i128::from(ratio.points());
                let magnitude = i128::from(points.0).abs() * 100;
                let pence = ((magnitude + ratio / 2) / ratio).max(i128::from(magnitude > 0));
                let pence = i64::try_from(pence).unwrap_or(i64::MAX);
                if points.0 < 0 {
                    -pence
                } else {
                    pence
                }
            }
        }
    }

    /// Writes an amount in the tally's units: `1,096` or `-£1,096.00`.
    pub fn format(&self, units: i64) -> String {
        match self {
            Tally::Points => group_thousands(units),
            Tally::Money { symbol, .. } => {
                let sign = if units < 0 { "-" } else { "" };
                let abs = units.unsigned_abs();
                let whole = i64::try_from(abs / 100).unwrap_or(i64::MAX);
                format!("{sign}{symbol}{}.{:02}", group_thousands(whole), abs % 100)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pounds(ratio: PointsPerUnit) -> Tally {
        Tally::Money {
            ratio,
            symbol: "£".into(),
        }
    }

    #[test]
    fn one_to_one_money_is_points_as_pounds() {
        let tally = pounds(PointsPerUnit::One);
        assert_eq!(tally.units(Points(1096)), 109_600);
        assert_eq!(tally.format(tally.units(Points(-1096))), "-£1,096.00");
    }

    #[test]
    fn halves_round_up_and_a_sliver_is_a_penny() {
        let tally = pounds(PointsPerUnit::TenThousand);
        assert_eq!(tally.units(Points(150)), 2, "1.5p rounds up");
        assert_eq!(tally.units(Points(149)), 1);
        assert_eq!(tally.units(Points(1)), 1, "below a penny is a penny");
        assert_eq!(tally.units(Points(0)), 0);
        assert_eq!(tally.units(Points(-150)), -2);
    }

    #[test]
    fn points_are_written_with_thousands() {
        assert_eq!(Tally::Points.format(8000), "8,000");
    }
}
