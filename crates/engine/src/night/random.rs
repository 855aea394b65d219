//! A small random draw of the plan's own (SplitMix64), so that one seed
//! always gives one plan.

/// The draw: each number follows from the seed alone.
pub(super) struct Draw(u64);

impl Draw {
    pub(super) fn new(seed: u64) -> Draw {
        Draw(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `bound` (0 when `bound` is 0).
    pub(super) fn below(&mut self, bound: usize) -> usize {
        let bound = bound as u64;
        match bound {
            0 => 0,
            _ => ((u128::from(self.next()) * u128::from(bound)) >> 64) as usize,
        }
    }

    /// The numbers below `n` in a shuffled order.
    pub(super) fn shuffled(&mut self, n: usize) -> Vec<usize> {
        let mut order: Vec<usize> = (0..n).collect();
        self.shuffle(&mut order);
        order
    }

    /// Shuffles in place.
    pub(super) fn shuffle(&mut self, items: &mut [usize]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}
