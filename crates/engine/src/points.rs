//! Points: scores and payments, in whole points, that never overflow.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, Neg, Sub};

/// A number of points. Arithmetic saturates instead of overflowing, so no
/// rule value can make a score wrap round or panic.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Points(pub i64);

impl Points {
    /// No points.
    pub const ZERO: Points = Points(0);

    /// Multiplies by a whole factor, saturating.
    pub fn times(self, factor: i64) -> Points {
        Points(self.0.saturating_mul(factor))
    }

    /// The smaller of this and a limit.
    pub fn capped(self, limit: Points) -> Points {
        self.min(limit)
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0.saturating_add(other.0))
    }
}

impl Sub for Points {
    type Output = Points;
    fn sub(self, other: Points) -> Points {
        Points(self.0.saturating_sub(other.0))
    }
}

impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points(self.0.saturating_neg())
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", group_thousands(self.0))
    }
}

/// Writes a whole number with commas between thousands: `1,507,328`.
pub fn group_thousands(value: i64) -> String {
    let digits = value.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if value < 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_scores_are_written_with_thousands_separators() {
        assert_eq!(Points(1_507_328).to_string(), "1,507,328");
        assert_eq!(Points(-1096).to_string(), "-1,096");
        assert_eq!(Points(84).to_string(), "84");
    }

    #[test]
    fn arithmetic_saturates_instead_of_overflowing() {
        assert_eq!(Points(i64::MAX) + Points(1), Points(i64::MAX));
        assert_eq!(Points(i64::MAX).times(2), Points(i64::MAX));
        assert_eq!(-Points(i64::MIN), Points(i64::MAX));
    }
}
