//! The plain, possibly out-of-bounds rule values, as stored and edited.

use super::doubles::{DoubleValues, DOUBLES};
use super::{RuleName, RuleProblem, Wrong, MAX_POINTS_VALUE};
use crate::form::{Exposure, SetKind, SetSize, TileClass};
use crate::own_hands::{OwnHand, Shape};
use crate::special::{SpecialHand, SPECIAL_HANDS};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A value for an exposed and a concealed set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exposures {
    /// Completed with a claimed discard.
    pub exposed: i64,
    /// Made from drawn tiles only.
    pub concealed: i64,
}

/// Basic points for the four kinds of set (docs/rules.md §4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetValues {
    /// Pung of 2–8.
    pub minor_pung: Exposures,
    /// Pung of 1, 9, winds or dragons.
    pub major_pung: Exposures,
    /// Kong of 2–8.
    pub minor_kong: Exposures,
    /// Kong of 1, 9, winds or dragons.
    pub major_kong: Exposures,
}

/// What a special hand is worth to its winner and to a player fishing for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpecialValue {
    /// Points to the player who goes out with it.
    pub winner: i64,
    /// Points to a player fishing for it; `None` when nobody can fish for it.
    pub fishing: Option<i64>,
}

/// Whether a hand nobody won may be scored (docs/rules.md §7.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoWinnerScoring {
    /// Offer "score it anyway" beside "drawn hand" each time.
    Ask,
    /// Always a drawn hand.
    Never,
}

/// Every rule value, as stored. Check it with [`super::RuleSet::new`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleValues {
    /// The most one player may score in one hand.
    pub limit: i64,
    /// Points for going Mah-Jong.
    pub mah_jong: i64,
    /// Points when the winning tile came from the live wall.
    pub wall_tile: i64,
    /// Points for pungs and kongs.
    pub sets: SetValues,
    /// Points for each pair of dragons.
    pub dragon_pair: i64,
    /// Points for a pair of own wind.
    pub own_wind_pair: i64,
    /// Points for a pair of the prevailing wind.
    pub prevailing_wind_pair: i64,
    /// Points for each flower or season.
    pub bonus_tile: i64,
    /// Every double's factor.
    pub doubles: DoubleValues,
    /// Each special hand with a fixed value (all but Purity).
    pub special_hands: BTreeMap<SpecialHand, SpecialValue>,
    /// The British special hands and doubles (all concealed, final discard).
    pub british_extensions: bool,
    /// No no-chows double with fewer than four players.
    pub no_chows_double_needs_four_players: bool,
    /// Rotate the winds after East wins too.
    pub always_rotate_winds: bool,
    /// Draw a new prevailing wind at random after each hand.
    pub random_prevailing_wind: bool,
    /// Whether a hand with no winner may be scored.
    pub no_winner_scoring: NoWinnerScoring,
    /// Warn when a winning hand has more chows than BMJA allows.
    pub warn_chows: bool,
    /// Warn when a two-player winner has too few doubles and points.
    pub two_player_minimum: bool,
    /// Two players: doubles a winner needs (or the points below).
    pub two_player_min_doubles: u32,
    /// Two players: points a winner needs (or the doubles above).
    pub two_player_min_points: i64,
    /// The club's own special hands (docs/rules.md §15); BMJA's has none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub own_hands: Vec<OwnHand>,
}

impl RuleValues {
    /// The BMJA preset.
    pub fn bmja() -> RuleValues {
        RuleValues {
            limit: 1000,
            mah_jong: 20,
            wall_tile: 2,
            sets: SetValues {
                minor_pung: Exposures {
                    exposed: 2,
                    concealed: 4,
                },
                major_pung: Exposures {
                    exposed: 4,
                    concealed: 8,
                },
                minor_kong: Exposures {
                    exposed: 8,
                    concealed: 16,
                },
                major_kong: Exposures {
                    exposed: 16,
                    concealed: 32,
                },
            },
            dragon_pair: 2,
            own_wind_pair: 2,
            prevailing_wind_pair: 2,
            bonus_tile: 4,
            doubles: DoubleValues {
                dragon_set: 2,
                own_wind_set: 2,
                prevailing_wind_set: 2,
                own_flower: 2,
                own_season: 2,
                flower_bouquet: 2,
                season_bouquet: 2,
                original_call: 2,
                no_chows: 2,
                one_suit_with_honours: 2,
                all_majors_with_honours: 2,
                all_concealed: 2,
                loose_tile: 2,
                last_wall_tile: 2,
                final_discard: 2,
                robbing_kong: 2,
                original_call_mah_jong: 2,
                purity: 8,
            },
            special_hands: default_special_values(),
            british_extensions: true,
            no_chows_double_needs_four_players: true,
            always_rotate_winds: false,
            random_prevailing_wind: false,
            no_winner_scoring: NoWinnerScoring::Ask,
            warn_chows: true,
            two_player_minimum: true,
            two_player_min_doubles: 4,
            two_player_min_points: 500,
            own_hands: Vec::new(),
        }
    }

    /// A special hand's values (Purity has none: it is doubles).
    pub fn special_value(&self, hand: SpecialHand) -> Option<SpecialValue> {
        self.special_hands.get(&hand).copied()
    }

    /// Scales every special hand with the limit: a limit hand scores the
    /// limit, a half-limit hand half of it, fishing values keep their share.
    ///
    /// ```
    /// use engine::{RuleValues, SpecialHand};
    /// let mut values = RuleValues::bmja();
    /// values.limit = 500;
    /// values.scale_special_values_to_limit();
    /// let knitting = values.special_value(SpecialHand::Knitting).unwrap();
    /// assert_eq!((knitting.winner, knitting.fishing), (250, Some(100)));
    /// ```
    pub fn scale_special_values_to_limit(&mut self) {
        let limit = self.limit.clamp(0, MAX_POINTS_VALUE);
        let scale = |v: i64| (v * limit + 500) / 1000;
        self.special_hands = default_special_values()
            .into_iter()
            .map(|(hand, v)| {
                let scaled = SpecialValue {
                    winner: scale(v.winner),
                    fishing: v.fishing.map(scale),
                };
                (hand, scaled)
            })
            .collect();
    }

    /// Every value out of bounds, each with what it must be.
    pub fn problems(&self) -> Vec<RuleProblem> {
        self.problems_and_shapes().0
    }

    /// Every value out of bounds, and the own hands' shapes, read once.
    pub(super) fn problems_and_shapes(&self) -> (Vec<RuleProblem>, Vec<Shape>) {
        let mut problems = self.points_problems();
        problems.extend(self.special_problems());
        let (own, shapes) = super::own::checked(&self.own_hands);
        problems.extend(own);
        for double in DOUBLES {
            let factor = (double.factor)(&self.doubles);
            let (low, high) = double.bounds;
            if !(low..=high).contains(&factor) {
                problems.push(RuleProblem::out_of_range(
                    RuleName::Double(double.item),
                    (low, high),
                    factor,
                ));
            }
        }
        if self.two_player_min_doubles > 64 {
            problems.push(RuleProblem::out_of_range(
                RuleName::TwoPlayerMinDoubles,
                (0, 64),
                i64::from(self.two_player_min_doubles),
            ));
        }
        (problems, shapes)
    }

    /// Every points value out of bounds.
    fn points_problems(&self) -> Vec<RuleProblem> {
        let mut named = vec![
            (RuleName::Limit, self.limit),
            (RuleName::MahJong, self.mah_jong),
            (RuleName::WallTile, self.wall_tile),
        ];
        named.extend(SetKind::ALL.map(|kind| (RuleName::Set(kind), self.sets.value(kind))));
        named.extend([
            (RuleName::DragonPair, self.dragon_pair),
            (RuleName::OwnWindPair, self.own_wind_pair),
            (RuleName::PrevailingWindPair, self.prevailing_wind_pair),
            (RuleName::BonusTile, self.bonus_tile),
            (RuleName::TwoPlayerMinPoints, self.two_player_min_points),
        ]);
        for (&hand, value) in &self.special_hands {
            named.push((RuleName::SpecialWinner(hand), value.winner));
            if let Some(fishing) = value.fishing {
                named.push((RuleName::SpecialFishing(hand), fishing));
            }
        }
        named
            .into_iter()
            .filter(|(_, value)| !(0..=MAX_POINTS_VALUE).contains(value))
            .map(|(rule, value)| RuleProblem::out_of_range(rule, (0, MAX_POINTS_VALUE), value))
            .collect()
    }

    /// Special hands with a value where there must be none, or none where
    /// there must be one.
    fn special_problems(&self) -> Vec<RuleProblem> {
        let mut problems = Vec::new();
        for hand in SpecialHand::ALL {
            let fixed = hand != SpecialHand::Purity;
            if fixed != self.special_hands.contains_key(&hand) {
                problems.push(RuleProblem {
                    rule: RuleName::Special(hand),
                    wrong: if fixed {
                        Wrong::Missing
                    } else {
                        Wrong::Unwanted
                    },
                });
            }
            if let Some(value) = self.special_hands.get(&hand) {
                if hand.is_situation() == value.fishing.is_some() {
                    problems.push(RuleProblem {
                        rule: RuleName::SpecialFishing(hand),
                        wrong: if hand.is_situation() {
                            Wrong::Unwanted
                        } else {
                            Wrong::Missing
                        },
                    });
                }
            }
        }
        problems
    }
}

impl SetValues {
    /// Points for a kind of set.
    pub fn value(&self, kind: SetKind) -> i64 {
        let mut copy = *self;
        *copy.value_mut(kind)
    }

    /// The points for a kind of set, to change.
    pub fn value_mut(&mut self, kind: SetKind) -> &mut i64 {
        let pair = match (kind.size, kind.tiles) {
            (SetSize::Pung, TileClass::Minor) => &mut self.minor_pung,
            (SetSize::Pung, TileClass::Major) => &mut self.major_pung,
            (SetSize::Kong, TileClass::Minor) => &mut self.minor_kong,
            (SetSize::Kong, TileClass::Major) => &mut self.major_kong,
        };
        match kind.exposure {
            Exposure::Exposed => &mut pair.exposed,
            Exposure::Concealed => &mut pair.concealed,
        }
    }
}

pub(super) fn default_special_values() -> BTreeMap<SpecialHand, SpecialValue> {
    SPECIAL_HANDS
        .into_iter()
        .filter_map(|row| {
            let (winner, fishing) = row.bmja?;
            Some((row.hand, SpecialValue { winner, fishing }))
        })
        .collect()
}
