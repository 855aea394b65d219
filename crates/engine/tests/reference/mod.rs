//! An independent reference reading of a player's tiles under the British Mah-Jong
//! Association rules, written from the rules documents alone, for tests only.
//!
//! It reads a hand written in the text notation, finds every way the tiles can be
//! grouped and scored, and keeps the best; it also lists a waiting hand's waits and
//! generates random cases for comparison with the app's engine.
#![allow(dead_code)]

mod arrange;
mod other;
mod score;
mod shapes;
mod text;
mod tiles;
mod winner;

pub mod generator;
pub mod own_hands;

/// A tile kind as a number: Bamboos 1–9 are 0–8, Characters 1–9 are 9–17, Circles 1–9
/// are 18–26, East South West North 27–30, Red Green White dragons 31–33.
pub type Kind = usize;
/// How many tile kinds there are.
pub const KINDS: usize = 34;

/// The special hands: the eighteen of the BMJA list, and Purity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Special {
    BuriedTreasure,
    HeadsAndTails,
    WrigglingSnake,
    ThreeGreatScholars,
    FourBlessings,
    ThirteenUniqueWonders,
    HeavensBlessing,
    EarthsBlessing,
    PlumBlossom,
    MoonFromTheSea,
    TwofoldFortune,
    FourfoldPlenty,
    GatesOfHeaven,
    ImperialJade,
    AllPairHonours,
    Knitting,
    TripleKnitting,
    AllWindsAndDragons,
    Purity,
}

impl Special {
    /// Every special hand, in the order of the enum.
    pub const ALL: [Special; 19] = [
        Special::BuriedTreasure,
        Special::HeadsAndTails,
        Special::WrigglingSnake,
        Special::ThreeGreatScholars,
        Special::FourBlessings,
        Special::ThirteenUniqueWonders,
        Special::HeavensBlessing,
        Special::EarthsBlessing,
        Special::PlumBlossom,
        Special::MoonFromTheSea,
        Special::TwofoldFortune,
        Special::FourfoldPlenty,
        Special::GatesOfHeaven,
        Special::ImperialJade,
        Special::AllPairHonours,
        Special::Knitting,
        Special::TripleKnitting,
        Special::AllWindsAndDragons,
        Special::Purity,
    ];

    /// The four hands the British extensions add.
    pub fn is_british(self) -> bool {
        matches!(
            self,
            Special::AllPairHonours
                | Special::Knitting
                | Special::TripleKnitting
                | Special::AllWindsAndDragons
        )
    }

    /// The five hands made by how the game went, not by the tiles' shape.
    pub fn is_situation(self) -> bool {
        matches!(
            self,
            Special::HeavensBlessing
                | Special::EarthsBlessing
                | Special::PlumBlossom
                | Special::MoonFromTheSea
                | Special::TwofoldFortune
        )
    }
}

/// What the player is at the end of the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    MahJong,
    Fishing,
    Other,
}

/// How the winner's winning tile came.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    Discard,
    Wall,
    LooseTile,
    RobbingKong,
}

/// Every rule value (SPEC §4, §5, §9), BMJA by default.
#[derive(Clone, Debug)]
pub struct Rules {
    pub limit: i64,
    pub mah_jong: i64,
    pub wall_tile: i64,
    /// [exposed, concealed] points.
    pub minor_pung: [i64; 2],
    pub major_pung: [i64; 2],
    pub minor_kong: [i64; 2],
    pub major_kong: [i64; 2],
    pub dragon_pair: i64,
    pub own_wind_pair: i64,
    pub prevailing_wind_pair: i64,
    pub bonus_tile: i64,
    /// Double factors (2 by default, Purity 8).
    pub dragon_set: i64,
    pub own_wind_set: i64,
    pub prevailing_wind_set: i64,
    pub own_flower: i64,
    pub own_season: i64,
    pub flower_bouquet: i64,
    pub season_bouquet: i64,
    pub original_call: i64,
    pub no_chows: i64,
    pub one_suit_with_honours: i64,
    pub all_majors_with_honours: i64,
    pub all_concealed: i64,
    pub loose_tile: i64,
    pub last_wall_tile: i64,
    pub final_discard: i64,
    pub robbing_kong: i64,
    pub original_call_mah_jong: i64,
    pub purity: i64,
    /// Each special hand but Purity: (hand, winner's value, fishing value — None for
    /// the five situation hands).
    pub specials: Vec<(Special, i64, Option<i64>)>,
    /// The British extensions (final discard, all concealed, the four British special
    /// hands).
    pub british: bool,
    /// No chows earns its double only with four players at the table (default true).
    pub no_chows_needs_four_players: bool,
}

impl Rules {
    /// The rules of the British Mah-Jong Association.
    pub fn bmja() -> Rules {
        let specials = Special::ALL
            .iter()
            .filter(|s| **s != Special::Purity)
            .map(|&s| (s, bmja_value(s), bmja_fishing(s)))
            .collect();
        Rules {
            limit: 1000,
            mah_jong: 20,
            wall_tile: 2,
            minor_pung: [2, 4],
            major_pung: [4, 8],
            minor_kong: [8, 16],
            major_kong: [16, 32],
            dragon_pair: 2,
            own_wind_pair: 2,
            prevailing_wind_pair: 2,
            bonus_tile: 4,
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
            specials,
            british: true,
            no_chows_needs_four_players: true,
        }
    }

    /// Whether a special hand can be scored under these rules: listed (Purity always
    /// is), and British only with the British extensions on.
    pub fn in_play(&self, hand: Special) -> bool {
        let listed = hand == Special::Purity || self.specials.iter().any(|s| s.0 == hand);
        listed && (self.british || !hand.is_british())
    }

    /// A special hand's winner's value (none for Purity or an unlisted hand).
    pub fn value(&self, hand: Special) -> Option<i64> {
        self.specials.iter().find(|s| s.0 == hand).map(|s| s.1)
    }

    /// A special hand's fishing value (none for a situation hand).
    pub fn fishing_value(&self, hand: Special) -> Option<i64> {
        self.specials.iter().find(|s| s.0 == hand).and_then(|s| s.2)
    }
}

/// BMJA's winner's value of a special hand: half the limit for the three British
/// shape hands, the limit for the rest.
fn bmja_value(hand: Special) -> i64 {
    match hand {
        Special::AllPairHonours | Special::Knitting | Special::TripleKnitting => 500,
        _ => 1000,
    }
}

/// BMJA's fishing value: 40% of the winner's value; none for a situation hand.
fn bmja_fishing(hand: Special) -> Option<i64> {
    if hand.is_situation() {
        None
    } else {
        Some(bmja_value(hand) * 2 / 5)
    }
}

/// One player's tiles and everything the reading needs.
#[derive(Clone, Debug)]
pub struct Case {
    /// The hand in the notation of docs/tiles.md.
    pub text: String,
    pub role: Role,
    /// The winner's; Discard for anyone else.
    pub how: How,
    /// Winner: last tile of the wall (with Wall) or the final discard (with Discard).
    pub last_tile: bool,
    pub original_call: bool,
    /// Winner: a situation hand claimed beside the tiles (Heaven's, Earth's, Plum
    /// blossom, Moon, Twofold).
    pub situation: Option<Special>,
    /// 0 East, 1 South, 2 West, 3 North.
    pub own_wind: usize,
    pub prevailing_wind: usize,
    /// 2 to 5 players at the table.
    pub players: u8,
    pub goulash: bool,
    pub rules: Rules,
    /// How many of each kind other players at the table have in sight (never making
    /// more than 4 with this hand).
    pub seen: [u8; KINDS],
}

/// Why tiles are refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Refusal {
    BadText,
    FiveOfAKind,
    BonusTwice,
    NotMahJong,
    WinningNotHeld,
    ClaimedIntoKong,
    DrawnOutsideGroups,
    RobbedOutsideChow,
    TooManyTiles,
    /// A pair shown exposed that no winning discard completed (SPEC §1).
    ExposedPair,
    ImpossibleForm,
}

/// The arrangement a score came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Used {
    Normal,
    Special(Special),
    Fishing(Special),
}

/// What reading a player's tiles gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Refused(Refusal),
    Scored {
        limited: i64,
        unlimited: i64,
        /// Every reading whose (limited, unlimited) equals the best, sorted,
        /// deduplicated.
        used: Vec<Used>,
        /// Winner: every special hand of a valid reading (shape or situation), sorted,
        /// deduplicated. Fishing player: the special hands of the live (not dead)
        /// waits that are in play. Others: empty.
        specials: Vec<Special>,
    },
}

/// One valid way of scoring the tiles: where it came from, limited and unlimited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Reading {
    pub used: Used,
    pub limited: i64,
    pub unlimited: i64,
}

/// A tile that would complete a waiting hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wait {
    pub kind: Kind,
    /// The hand's own copies and those in sight make four: no copy is left to come.
    pub dead: bool,
    /// The special hands it completes: sorted, deduplicated, in play only.
    pub specials: Vec<Special>,
}

/// Reads a player's tiles: refused with the first reason that applies, or scored by
/// the best of every valid reading.
pub fn read(case: &Case) -> Outcome {
    match readings(case) {
        Err(refusal) => Outcome::Refused(refusal),
        Ok((all, specials)) => best(&all, specials),
    }
}

/// Every valid reading of a player's tiles (unsorted, possibly repeated), with the
/// special hands the outcome lists; or the refusal.
pub fn readings(case: &Case) -> Result<(Vec<Reading>, Vec<Special>), Refusal> {
    let hand = text::parse(&case.text).ok_or(Refusal::BadText)?;
    if hand.counts().iter().any(|&c| c > 4) {
        return Err(Refusal::FiveOfAKind);
    }
    if hand.bonus_twice {
        return Err(Refusal::BonusTwice);
    }
    if case.role == Role::MahJong {
        winner::readings(case, &hand)
    } else {
        other::readings(case, &hand)
    }
}

/// The best of the readings: highest limited score, then highest unlimited.
fn best(all: &[Reading], mut specials: Vec<Special>) -> Outcome {
    let top = all
        .iter()
        .map(|r| (r.limited, r.unlimited))
        .max()
        .unwrap_or((0, 0));
    let mut used: Vec<Used> = all
        .iter()
        .filter(|r| (r.limited, r.unlimited) == top)
        .map(|r| r.used)
        .collect();
    used.sort();
    used.dedup();
    specials.sort();
    specials.dedup();
    Outcome::Scored {
        limited: top.0,
        unlimited: top.1,
        used,
        specials,
    }
}

/// A 13-tile hand's waits (a kong counting 3) of a player who has not gone out, sorted
/// by kind; empty for any other size or for text that would be refused.
pub fn waits(text: &str, british: bool, seen: &[u8; KINDS]) -> Vec<Wait> {
    match text::parse(text) {
        Some(hand) if !hand.bonus_twice && hand.counts().iter().all(|&c| c <= 4) => {
            other::waits(&hand, british, seen)
        }
        _ => Vec::new(),
    }
}
