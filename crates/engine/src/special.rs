//! The special hands of docs/rules.md §5.1: one row each — name, explanation,
//! origin, whether it is a situation or four sets and a pair, and its BMJA
//! values. Scoring, the form, the rule values and the editor read this table.

use crate::form::Exposure;
use crate::own_hands::OwnName;
use serde::{Deserialize, Serialize};

/// A special hand. Purity is one too: it scores three doubles instead of a
/// fixed value (docs/rules.md §5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SpecialHand {
    /// Concealed pungs and a pair: one suit, honours allowed.
    BuriedTreasure,
    /// Pungs or kongs of 1s and 9s with a pair of them.
    HeadsAndTails,
    /// A pair of 1s, a run 2 to 9 in the same suit and one of each wind.
    WrigglingSnake,
    /// Pungs or kongs of all three dragons, another set and a pair.
    ThreeGreatScholars,
    /// Pungs or kongs of all four winds and a pair.
    FourBlessings,
    /// One of each 1, 9, wind and dragon, one of them paired.
    ThirteenUniqueWonders,
    /// East goes out on the fourteen tiles dealt.
    HeavensBlessing,
    /// Another player goes out on East's first discard.
    EarthsBlessing,
    /// Out on a loose tile that is the 5 of Circles.
    PlumBlossom,
    /// Out on the last tile of the wall, the 1 of Circles.
    MoonFromTheSea,
    /// A kong whose loose tile makes another kong, whose loose tile goes out.
    TwofoldFortune,
    /// Four kongs and a pair.
    FourfoldPlenty,
    /// Concealed pungs of 1 and 9, a run 2 to 8 and a pair, one suit.
    GatesOfHeaven,
    /// Pungs or kongs of green tiles and a pair.
    ImperialJade,
    /// Seven pairs of 1s, 9s, winds and dragons (British).
    AllPairHonours,
    /// Seven two-suit "pairs" of one number each (British).
    Knitting,
    /// Four three-suit trios and a two-suit pair (British).
    TripleKnitting,
    /// Pungs or kongs of winds and dragons only (British).
    AllWindsAndDragons,
    /// Pungs or kongs and a pair of one suit, no honours: three doubles.
    Purity,
    /// One of the club's own (docs/rules.md §15), by its name, held
    /// concealed or with a set exposed: its shape and values are the
    /// rules'.
    Own(OwnName, Exposure),
}

/// Where a special hand comes from; British hands go when the British
/// extensions are switched off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A traditional Chinese hand.
    Chinese,
    /// One of the BMJA's British additions.
    British,
    /// One of the club's own, in a preset of the club's.
    Own,
}

/// What a special hand is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Four sets and a pair: the same tiles also score as a normal hand
    /// (docs/rules.md §5.5).
    FourSetsAndAPair,
    /// A shape of its own, never a normal hand.
    Shape,
    /// How the hand went out, not a shape: nobody can fish for it.
    Situation,
}

/// One special hand's row.
#[derive(Clone, Copy)]
pub struct Special {
    /// Which hand.
    pub hand: SpecialHand,
    /// Its name.
    pub name: &'static str,
    /// What it holds, in the app's words.
    pub explanation: &'static str,
    /// Chinese or British.
    pub origin: Origin,
    /// What it is made of.
    pub kind: Kind,
    /// BMJA's value to the winner and to a player fishing for it (none for
    /// a situation); none at all for Purity, which is doubles.
    pub bmja: Option<(i64, Option<i64>)>,
    /// A hand that makes it, in the tile notation (docs/tiles.md), for the
    /// rules guide.
    pub example: &'static str,
}

use Kind::*;
use Origin::*;

const LIMIT_HAND: Option<(i64, Option<i64>)> = Some((1000, Some(400)));
const HALF_LIMIT_HAND: Option<(i64, Option<i64>)> = Some((500, Some(200)));
const SITUATION: Option<(i64, Option<i64>)> = Some((1000, None));

const fn row(
    hand: SpecialHand,
    name: &'static str,
    explanation: &'static str,
    (origin, kind): (Origin, Kind),
    bmja: Option<(i64, Option<i64>)>,
    example: &'static str,
) -> Special {
    Special {
        hand,
        name,
        explanation,
        origin,
        kind,
        bmja,
        example,
    }
}

/// Every special hand, in the order the rulebook lists them (the order of
/// [`SpecialHand`]).
pub const SPECIAL_HANDS: [Special; 19] = [
    row(SpecialHand::BuriedTreasure, "Buried treasure", "Every set a pung made from drawn tiles, plus a pair; one suit, winds and dragons allowed.", (Chinese, FourSetsAndAPair), LIMIT_HAND, "111b 333b 555b EEE 99b @9b"),
    row(SpecialHand::HeadsAndTails, "Heads and tails", "Pungs or kongs of 1s and 9s only, and a pair of 1s or 9s.", (Chinese, FourSetsAndAPair), LIMIT_HAND, "+111b 999c 111d 999d 11c @1c"),
    row(SpecialHand::WrigglingSnake, "Wriggling snake", "In one suit a pair of 1s and the run 2 to 9, with one tile of each wind.", (Chinese, Shape), LIMIT_HAND, "?1123456789bESWN @5b"),
    row(SpecialHand::ThreeGreatScholars, "Three great scholars", "A pung or kong of each dragon, one more set of anything, and a pair.", (Chinese, FourSetsAndAPair), LIMIT_HAND, "RRR GGG WhWhWh 234b 55d @5d"),
    row(SpecialHand::FourBlessings, "Four blessings hovering over the door", "A pung or kong of each of the four winds, and any pair.", (Chinese, FourSetsAndAPair), LIMIT_HAND, "EEE SSS WWW NNN 55d @5d"),
    row(SpecialHand::ThirteenUniqueWonders, "Thirteen unique wonders", "One each of the 1s, the 9s, the winds and the dragons, with one of them doubled up.", (Chinese, Shape), LIMIT_HAND, "?19b19c19dESWNRGWhWh @Wh"),
    row(SpecialHand::HeavensBlessing, "Heaven's blessing", "East is complete with the fourteen tiles dealt, before any play.", (Chinese, Situation), SITUATION, "123b 456b 789c EEE 55d @5d"),
    row(SpecialHand::EarthsBlessing, "Earth's blessing", "Another player goes out by claiming East's very first discard.", (Chinese, Situation), SITUATION, "234c 567c 789b NNN 22d @2d"),
    row(SpecialHand::PlumBlossom, "Gathering the plum blossom from the roof", "Going out on a loose tile from the kong box that is the 5 of Circles.", (Chinese, Situation), SITUATION, "+2222b 333c 444d 555d 66b @5d"),
    row(SpecialHand::MoonFromTheSea, "Plucking the moon from the bottom of the sea", "Going out on the last tile of the wall, which is the 1 of Circles.", (Chinese, Situation), SITUATION, "+222b 333c 444d 111d 66b @1d"),
    row(SpecialHand::TwofoldFortune, "Twofold fortune", "After a kong, the loose tile makes a second kong, and that loose tile goes out.", (Chinese, Situation), SITUATION, "2222b 3333c 456d 789d 11c @1c"),
    row(SpecialHand::FourfoldPlenty, "Fourfold plenty", "Four kongs of anything, and a pair.", (Chinese, FourSetsAndAPair), LIMIT_HAND, "2222b 3333c 4444d +5555b 66d @6d"),
    row(SpecialHand::GatesOfHeaven, "Gates of heaven", "In one suit, concealed pungs of 1 and 9, the run 2 to 8 and one more tile to pair.", (Chinese, Shape), LIMIT_HAND, "?11123456789995b @5b"),
    row(SpecialHand::ImperialJade, "Imperial jade", "Pungs or kongs of green tiles only (Green dragon; 2, 3, 4, 6, 8 of Bamboo) and a pair of them.", (Chinese, FourSetsAndAPair), LIMIT_HAND, "222b 333b 666b GGG 88b @8b"),
    row(SpecialHand::AllPairHonours, "All pair honours", "Seven pairs, all of 1s, 9s, winds or dragons.", (British, Shape), HALF_LIMIT_HAND, "?1199b1199cEERRWhWh @R"),
    row(SpecialHand::Knitting, "Knitting", "Seven couples, each the same number in two suits, always the same two suits; no honours.", (British, Shape), HALF_LIMIT_HAND, "?1133557b1133557d @7d"),
    row(SpecialHand::TripleKnitting, "Triple knitting", "Four trios, each one number in all three suits, and a couple of one number in two suits; no honours.", (British, Shape), HALF_LIMIT_HAND, "?12345b12345c1234d @5c"),
    row(SpecialHand::AllWindsAndDragons, "All winds and dragons", "Every set a pung or kong of winds or dragons: no suit tiles at all.", (British, FourSetsAndAPair), LIMIT_HAND, "EEE SSS RRR GGG WhWh @Wh"),
    row(SpecialHand::Purity, "Purity", "Pungs or kongs and a pair all in one suit: no honours and no chows.", (Chinese, FourSetsAndAPair), None, "+222b +333b +444b 555b 66b @6b"),
];

impl SpecialHand {
    /// Every special hand, in the order the rulebook lists them.
    pub const ALL: [SpecialHand; 19] = {
        let mut all = [SpecialHand::Purity; 19];
        let mut i = 0;
        while i < 19 {
            all[i] = SPECIAL_HANDS[i].hand;
            i += 1;
        }
        all
    };

    /// The listed hand's row; none for the club's own.
    pub fn row(self) -> Option<&'static Special> {
        SPECIAL_HANDS.iter().find(|row| row.hand == self)
    }

    /// The hand's name.
    pub fn name(&self) -> &str {
        match self {
            SpecialHand::Own(name, _) => name.as_str(),
            listed => listed.row().map_or("", |row| row.name),
        }
    }

    /// A short explanation of what the hand holds, in the app's words.
    pub fn explanation(self) -> &'static str {
        self.row()
            .map_or("One of the club's own special hands.", |row| {
                row.explanation
            })
    }

    /// Chinese, British or the club's own.
    pub fn origin(self) -> Origin {
        self.row().map_or(Origin::Own, |row| row.origin)
    }

    /// True for hands that are a situation rather than a shape: nobody can be
    /// fishing for them.
    pub fn is_situation(self) -> bool {
        self.row().is_some_and(|row| row.kind == Situation)
    }

    /// True when the hand is four sets and a pair, so the same tiles can also be
    /// scored as a normal hand (docs/rules.md §5.5). A club's own hand is
    /// told by its shape, from the rules.
    pub fn is_four_sets_and_a_pair(self) -> bool {
        self.row().is_some_and(|row| row.kind == FourSetsAndAPair)
    }

    /// The club's own hand's name, and whether a set was exposed.
    pub fn own(self) -> Option<(OwnName, Exposure)> {
        match self {
            SpecialHand::Own(name, exposure) => Some((name, exposure)),
            _ => None,
        }
    }
}

impl std::fmt::Display for SpecialHand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())?;
        match self {
            SpecialHand::Own(_, Exposure::Exposed) => f.write_str(" (exposed)"),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_row_stands_at_its_hands_place() {
        for (i, row) in SPECIAL_HANDS.iter().enumerate() {
            assert_eq!(SpecialHand::ALL[i], row.hand, "{:?}", row.hand);
        }
    }

    #[test]
    fn bmja_values_are_the_rulebooks() {
        let value = |h: SpecialHand| h.row().and_then(|row| row.bmja);
        assert_eq!(value(SpecialHand::BuriedTreasure), Some((1000, Some(400))));
        assert_eq!(value(SpecialHand::Knitting), Some((500, Some(200))));
        assert_eq!(
            value(SpecialHand::AllWindsAndDragons),
            Some((1000, Some(400)))
        );
        assert_eq!(value(SpecialHand::PlumBlossom), Some((1000, None)));
        assert_eq!(value(SpecialHand::Purity), None);
    }
}
