//! The special hands of SPEC §5.1: names, origins and what each asks for.

use serde::{Deserialize, Serialize};

/// A special hand. Purity is one too: it scores three doubles instead of a
/// fixed value (SPEC §5.3).
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
}

/// Where a special hand comes from; British hands go when the British
/// extensions are switched off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A traditional Chinese hand.
    Chinese,
    /// One of the BMJA's British additions.
    British,
}

impl SpecialHand {
    /// Every special hand, in the order the rulebook lists them.
    pub const ALL: [SpecialHand; 19] = [
        SpecialHand::BuriedTreasure,
        SpecialHand::HeadsAndTails,
        SpecialHand::WrigglingSnake,
        SpecialHand::ThreeGreatScholars,
        SpecialHand::FourBlessings,
        SpecialHand::ThirteenUniqueWonders,
        SpecialHand::HeavensBlessing,
        SpecialHand::EarthsBlessing,
        SpecialHand::PlumBlossom,
        SpecialHand::MoonFromTheSea,
        SpecialHand::TwofoldFortune,
        SpecialHand::FourfoldPlenty,
        SpecialHand::GatesOfHeaven,
        SpecialHand::ImperialJade,
        SpecialHand::AllPairHonours,
        SpecialHand::Knitting,
        SpecialHand::TripleKnitting,
        SpecialHand::AllWindsAndDragons,
        SpecialHand::Purity,
    ];

    /// The hand's name.
    pub fn name(self) -> &'static str {
        use SpecialHand::*;
        match self {
            BuriedTreasure => "Buried treasure",
            HeadsAndTails => "Heads and tails",
            WrigglingSnake => "Wriggling snake",
            ThreeGreatScholars => "Three great scholars",
            FourBlessings => "Four blessings hovering over the door",
            ThirteenUniqueWonders => "Thirteen unique wonders",
            HeavensBlessing => "Heaven's blessing",
            EarthsBlessing => "Earth's blessing",
            PlumBlossom => "Gathering the plum blossom from the roof",
            MoonFromTheSea => "Plucking the moon from the bottom of the sea",
            TwofoldFortune => "Twofold fortune",
            FourfoldPlenty => "Fourfold plenty",
            GatesOfHeaven => "Gates of heaven",
            ImperialJade => "Imperial jade",
            AllPairHonours => "All pair honours",
            Knitting => "Knitting",
            TripleKnitting => "Triple knitting",
            AllWindsAndDragons => "All winds and dragons",
            Purity => "Purity",
        }
    }

    /// A short explanation of what the hand holds, in the app's words.
    pub fn explanation(self) -> &'static str {
        use SpecialHand::*;
        match self {
            BuriedTreasure => {
                "Every set a pung made from drawn tiles, plus a pair; one suit, winds and dragons allowed."
            }
            HeadsAndTails => "Pungs or kongs of 1s and 9s only, and a pair of 1s or 9s.",
            WrigglingSnake => {
                "In one suit a pair of 1s and the run 2 to 9, with one tile of each wind."
            }
            ThreeGreatScholars => {
                "A pung or kong of each dragon, one more set of anything, and a pair."
            }
            FourBlessings => "A pung or kong of each of the four winds, and any pair.",
            ThirteenUniqueWonders => {
                "One each of the 1s, the 9s, the winds and the dragons, with one of them doubled up."
            }
            HeavensBlessing => "East is complete with the fourteen tiles dealt, before any play.",
            EarthsBlessing => "Another player goes out by claiming East's very first discard.",
            PlumBlossom => "Going out on a loose tile from the kong box that is the 5 of Circles.",
            MoonFromTheSea => "Going out on the last tile of the wall, which is the 1 of Circles.",
            TwofoldFortune => {
                "After a kong, the loose tile makes a second kong, and that loose tile goes out."
            }
            FourfoldPlenty => "Four kongs of anything, and a pair.",
            GatesOfHeaven => {
                "In one suit, concealed pungs of 1 and 9, the run 2 to 8 and one more tile to pair."
            }
            ImperialJade => {
                "Pungs or kongs of green tiles only (Green dragon; 2, 3, 4, 6, 8 of Bamboo) and a pair of them."
            }
            AllPairHonours => "Seven pairs, all of 1s, 9s, winds or dragons.",
            Knitting => {
                "Seven couples, each the same number in two suits, always the same two suits; no honours."
            }
            TripleKnitting => {
                "Four trios, each one number in all three suits, and a couple of one number in two suits; no honours."
            }
            AllWindsAndDragons => "Every set a pung or kong of winds or dragons: no suit tiles at all.",
            Purity => "Pungs or kongs and a pair all in one suit: no honours and no chows.",
        }
    }

    /// Chinese or British.
    pub fn origin(self) -> Origin {
        use SpecialHand::*;
        match self {
            AllPairHonours | Knitting | TripleKnitting | AllWindsAndDragons => Origin::British,
            _ => Origin::Chinese,
        }
    }

    /// True for hands that are a situation rather than a shape: nobody can be
    /// fishing for them.
    pub fn is_situation(self) -> bool {
        use SpecialHand::*;
        matches!(
            self,
            HeavensBlessing | EarthsBlessing | PlumBlossom | MoonFromTheSea | TwofoldFortune
        )
    }

    /// True when the hand is four sets and a pair, so the same tiles can also be
    /// scored as a normal hand (SPEC §5.5).
    pub fn is_four_sets_and_a_pair(self) -> bool {
        use SpecialHand::*;
        matches!(
            self,
            Purity
                | BuriedTreasure
                | HeadsAndTails
                | ThreeGreatScholars
                | FourBlessings
                | FourfoldPlenty
                | ImperialJade
                | AllWindsAndDragons
        )
    }
}

impl std::fmt::Display for SpecialHand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
