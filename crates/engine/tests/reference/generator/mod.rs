//! Random cases for comparing the app's engine with this reference: hands as players
//! would lay them out (`case`), and hands that must be refused (`impossible`).
mod build;
mod dress;
mod layout;
mod refuse;

use super::{Case, Refusal};

/// A small, seedable random number generator (splitmix64).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from the seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number from 0 to n − 1 (0 when n is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    /// True with the given chance in percent.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent as usize
    }

    /// One item of a non-empty slice, at random.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// A random case as players would lay tiles out: winners of every kind (normal hands,
/// hands that regroup, special hands and near misses, robbed kongs), waiting hands and
/// other non-winners, now and then a tile too many; every seat, wind, way of going out
/// and house rule.
pub fn case(rng: &mut Rng) -> Case {
    let roll = rng.below(100);
    let (layout, role) = if roll < 62 {
        (layout::winner(rng), super::Role::MahJong)
    } else if roll < 92 {
        layout::waiting(rng)
    } else {
        layout::too_many(rng)
    };
    dress::dress(rng, layout, role)
}

/// A random hand that must be refused, and the refusal it must get.
pub fn impossible(rng: &mut Rng) -> (Case, Refusal) {
    refuse::impossible(rng)
}
