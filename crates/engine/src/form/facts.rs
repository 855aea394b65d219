//! Counts derived from a form, the vocabulary the rules are written in.

use super::{Exposure, HandContext, HandForm, SetSize, TileClass, WindHolding};

/// What a form says about the hand, counted once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facts {
    /// Pungs and kongs recorded.
    pub sets: u32,
    /// Pungs recorded.
    pub pungs: u32,
    /// Kongs recorded.
    pub kongs: u32,
    /// Sets of major tiles.
    pub major_sets: u32,
    /// Sets of minor tiles.
    pub minor_sets: u32,
    /// Sets completed with a claimed discard.
    pub exposed_sets: u32,
    /// Dragon sets.
    pub dragon_sets: u32,
    /// Wind sets (own and prevailing once when they are one wind).
    pub wind_sets: u32,
    /// Dragon pairs.
    pub dragon_pairs: u32,
    /// Wind pairs (likewise counted once).
    pub wind_pairs: u32,
}

impl Facts {
    /// Counts a form in its context.
    pub fn of(form: &HandForm, ctx: &HandContext) -> Facts {
        let s = &form.sets;
        let winds = |held: WindHolding| -> u32 {
            let holds = form.scoring_winds(ctx).filter(|&(_, h)| h == held);
            holds.count() as u32
        };
        Facts {
            sets: s.count(|_| true),
            pungs: s.count(|k| k.size == SetSize::Pung),
            kongs: s.count(|k| k.size == SetSize::Kong),
            major_sets: s.count(|k| k.tiles == TileClass::Major),
            minor_sets: s.count(|k| k.tiles == TileClass::Minor),
            exposed_sets: s.count(|k| k.exposure == Exposure::Exposed),
            dragon_sets: u32::from(form.dragon_sets),
            wind_sets: winds(WindHolding::Set),
            dragon_pairs: u32::from(form.dragon_pairs),
            wind_pairs: winds(WindHolding::Pair),
        }
    }

    /// Honour sets: dragons and scoring winds.
    pub fn honour_sets(&self) -> u32 {
        self.dragon_sets + self.wind_sets
    }

    /// Honour pairs recorded (every recorded pair is an honour pair).
    pub fn pairs(&self) -> u32 {
        self.dragon_pairs + self.wind_pairs
    }

    /// Four pungs or kongs recorded: the hand has no chow, which ticks
    /// "No chows" (docs/rules.md §3.2.14).
    pub fn no_chows(&self) -> bool {
        self.sets >= 4
    }
}
