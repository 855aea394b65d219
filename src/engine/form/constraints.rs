//! The form's first-phase integrity (SPEC §3.2).
//!
//! [`violations`] says what makes a form impossible. [`apply`] makes a user's
//! change and lets the other fields yield (clamp or untick) so the form stays
//! possible: the field just changed never yields, and a field only yields to a
//! change of equal or higher rank (the sets outrank the honours, which outrank
//! the bonus tiles, which outrank the winner's options). A value is offered
//! ([`offered`]) exactly when applying it keeps it and leaves no violation, so
//! the screen can only ever show possible hands.

use super::{Facts, HandContext, HandForm, Role, SetKind, WinningTile};
use crate::engine::special::{Origin, SpecialHand};
use crate::engine::wind::Wind;
use serde::{Deserialize, Serialize};

/// A field that holds a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CountField {
    /// One of the eight pung/kong counts.
    Set(SetKind),
    /// Dragon sets (part of the major sets).
    DragonSets,
    /// Pairs of dragons.
    DragonPairs,
    /// Flowers held.
    Flowers,
    /// Seasons held.
    Seasons,
}

/// A field that is ticked or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TickField {
    /// Declares Mah-Jong.
    DeclaresMahJong,
    /// Fishing.
    Fishing,
    /// Pung/Kong of own wind.
    OwnWindSet,
    /// Pung/Kong of prevailing wind.
    PrevailingWindSet,
    /// Pair of own wind.
    OwnWindPair,
    /// Pair of prevailing wind.
    PrevailingWindPair,
    /// Own flower.
    OwnFlower,
    /// Own season.
    OwnSeason,
    /// Original call.
    OriginalCall,
    /// Last tile (of the wall, or the final discard).
    LastTile,
    /// All one suit with honours.
    OneSuitWithHonours,
    /// All majors with honours.
    AllMajorsWithHonours,
    /// Purity (the special hand, as a tick).
    Purity,
    /// All concealed.
    AllConcealed,
}

/// One change a player makes to a form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Change {
    /// Set a count.
    Count(CountField, u8),
    /// Tick or untick.
    Tick(TickField, bool),
    /// Choose how the winning tile came.
    WinningTile(WinningTile),
    /// Choose the winner's special hand, or none.
    SpecialHand(Option<SpecialHand>),
    /// Choose the special hand fished for, or none.
    FishingFor(Option<SpecialHand>),
}

/// Something that makes a form impossible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error, Serialize, Deserialize)]
pub enum Violation {
    /// More than four pungs and kongs.
    #[error("more than four pungs and kongs are recorded")]
    TooManySets,
    /// More honour sets than major sets.
    #[error("more dragon and wind sets are recorded than major sets")]
    HonourSetsExceedMajorSets,
    /// A wind held as a set and as a pair.
    #[error("the {0} wind is recorded both as a set and as a pair")]
    WindSetAndPair(Wind),
    /// Own and prevailing wind are one wind but recorded differently.
    #[error("own and prevailing wind are the same wind but recorded differently")]
    SameWindRecordedTwice,
    /// More than three dragons among sets and pairs.
    #[error("more than three dragons are recorded as sets and pairs")]
    TooManyDragons,
    /// The winner's normal hand has one pair only.
    #[error("a winning hand holds one pair only")]
    WinnerWithSeveralPairs,
    /// More tiles than a waiting hand holds.
    #[error("the sets and pairs need more than thirteen tiles")]
    TooManyTiles,
    /// More than four flowers or seasons.
    #[error("there are only four flowers and four seasons")]
    TooManyBonusTiles,
    /// Own flower or season ticked without holding one.
    #[error("own flower or own season is ticked without holding any")]
    OwnBonusWithoutBonus,
    /// All four flowers (or seasons) always include the own one.
    #[error("all four flowers or seasons include the player's own")]
    BouquetWithoutOwn,
    /// Original call without declaring Mah-Jong or fishing.
    #[error("original call needs Mah-Jong or fishing")]
    OriginalCallWithoutCalling,
    /// A winner's option on someone who did not win.
    #[error("only the winner has winning-tile options, winner's doubles or a special hand")]
    WinnerOptionForOther,
    /// A hand fished for by someone not fishing.
    #[error("only a fishing player fishes for a special hand")]
    FishingForWithoutFishing,
    /// Robbing a kong completes a chow, so four sets leave no room.
    #[error("robbing a kong completes a chow, impossible with four pungs and kongs")]
    RobbingKongWithoutChow,
    /// Last tile needs the wall or a discard (the final discard is British).
    #[error("last tile needs the winning tile from the wall or a discard")]
    LastTileNotPossible,
    /// All concealed needs concealed sets and a self-drawn winning tile.
    #[error("all concealed needs every set concealed and a self-drawn winning tile")]
    AllConcealedNotPossible,
    /// All majors cannot hold a minor set or a chow.
    #[error("all majors needs four major pungs or kongs")]
    AllMajorsNotPossible,
    /// One suit with honours needs a suit tile and excludes Purity.
    #[error("one suit with honours needs a suit tile and is not Purity")]
    OneSuitNotPossible,
    /// The special hand does not fit the recorded tiles or situation.
    #[error("{0} does not fit the recorded tiles or how the hand was won")]
    SpecialHandNotPossible(SpecialHand),
    /// The hand fished for does not fit the recorded tiles.
    #[error("fishing for {0} does not fit the recorded tiles")]
    FishingForNotPossible(SpecialHand),
}

/// A field of the form, for ranking who yields to whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Role,
    Set(SetKind),
    OwnWindSet,
    PrevailingWindSet,
    OwnWindPair,
    PrevailingWindPair,
    DragonSets,
    DragonPairs,
    Flowers,
    OwnFlower,
    Seasons,
    OwnSeason,
    OriginalCall,
    WinningTile,
    SpecialHand,
    LastTile,
    OneSuit,
    AllMajors,
    AllConcealed,
    FishingFor,
}

impl Field {
    fn rank(self) -> u8 {
        use Field::*;
        match self {
            Role => 9,
            Set(_) => 8,
            OwnWindSet | PrevailingWindSet | OwnWindPair | PrevailingWindPair => 7,
            DragonSets => 6,
            DragonPairs => 5,
            Flowers | Seasons => 4,
            OwnFlower | OwnSeason | OriginalCall => 3,
            WinningTile | SpecialHand => 2,
            LastTile | OneSuit | AllMajors | AllConcealed | FishingFor => 1,
        }
    }
}

impl Change {
    fn field(self) -> Field {
        match self {
            Change::Count(CountField::Set(kind), _) => Field::Set(kind),
            Change::Count(CountField::DragonSets, _) => Field::DragonSets,
            Change::Count(CountField::DragonPairs, _) => Field::DragonPairs,
            Change::Count(CountField::Flowers, _) => Field::Flowers,
            Change::Count(CountField::Seasons, _) => Field::Seasons,
            Change::Tick(tick, _) => match tick {
                TickField::DeclaresMahJong | TickField::Fishing => Field::Role,
                TickField::OwnWindSet => Field::OwnWindSet,
                TickField::PrevailingWindSet => Field::PrevailingWindSet,
                TickField::OwnWindPair => Field::OwnWindPair,
                TickField::PrevailingWindPair => Field::PrevailingWindPair,
                TickField::OwnFlower => Field::OwnFlower,
                TickField::OwnSeason => Field::OwnSeason,
                TickField::OriginalCall => Field::OriginalCall,
                TickField::LastTile => Field::LastTile,
                TickField::OneSuitWithHonours => Field::OneSuit,
                TickField::AllMajorsWithHonours => Field::AllMajors,
                TickField::Purity => Field::SpecialHand,
                TickField::AllConcealed => Field::AllConcealed,
            },
            Change::WinningTile(_) => Field::WinningTile,
            Change::SpecialHand(_) => Field::SpecialHand,
            Change::FishingFor(_) => Field::FishingFor,
        }
    }

    /// Writes the change into the form, with no yielding.
    fn write(self, form: &mut HandForm) {
        match self {
            Change::Count(field, n) => match field {
                CountField::Set(kind) => form.sets.set(kind, n),
                CountField::DragonSets => form.dragon_sets = n,
                CountField::DragonPairs => form.dragon_pairs = n,
                CountField::Flowers => form.flowers = n,
                CountField::Seasons => form.seasons = n,
            },
            Change::Tick(tick, on) => match tick {
                TickField::DeclaresMahJong => form.role = role_after(form.role, Role::MahJong, on),
                TickField::Fishing => form.role = role_after(form.role, Role::Fishing, on),
                TickField::OwnWindSet => form.own_wind_set = on,
                TickField::PrevailingWindSet => form.prevailing_wind_set = on,
                TickField::OwnWindPair => form.own_wind_pair = on,
                TickField::PrevailingWindPair => form.prevailing_wind_pair = on,
                TickField::OwnFlower => form.own_flower = on,
                TickField::OwnSeason => form.own_season = on,
                TickField::OriginalCall => form.original_call = on,
                TickField::LastTile => form.last_tile = on,
                TickField::OneSuitWithHonours => form.one_suit_with_honours = on,
                TickField::AllMajorsWithHonours => form.all_majors_with_honours = on,
                TickField::AllConcealed => form.all_concealed = on,
                TickField::Purity => {
                    if on {
                        form.special_hand = Some(SpecialHand::Purity);
                    } else if form.special_hand == Some(SpecialHand::Purity) {
                        form.special_hand = None;
                    }
                }
            },
            Change::WinningTile(tile) => form.winning_tile = tile,
            Change::SpecialHand(hand) => form.special_hand = hand,
            Change::FishingFor(hand) => form.fishing_for = hand,
        }
    }

    /// True when the form holds what this change asks for.
    fn holds(self, form: &HandForm) -> bool {
        let mut written = form.clone();
        self.write(&mut written);
        written == *form
    }
}

fn role_after(current: Role, ticked: Role, on: bool) -> Role {
    match (on, current == ticked) {
        (true, _) => ticked,
        (false, true) => Role::Other,
        (false, false) => current,
    }
}

/// Applies a change and lets the other fields yield. A change that cannot be
/// kept is still written; [`offered`] tells whether the result is possible.
///
/// ```
/// use mahjong_scorer::engine::form::{apply, Change, CountField, TickField, HandForm, HandContext, SetKind};
/// use mahjong_scorer::engine::Wind;
/// // SPEC §3.2.2, the workbook's Figure 4: ticking own wind lowers the dragon sets.
/// let ctx = HandContext { own_wind: Wind::South, ..HandContext::default() };
/// let major_pung = SetKind::ALL[2];
/// let mut form = HandForm::default();
/// form = apply(&form, &ctx, Change::Count(CountField::Set(major_pung), 2));
/// form = apply(&form, &ctx, Change::Count(CountField::DragonSets, 2));
/// form = apply(&form, &ctx, Change::Tick(TickField::OwnWindSet, true));
/// assert_eq!(form.dragon_sets, 1);
/// ```
pub fn apply(form: &HandForm, ctx: &HandContext, change: Change) -> HandForm {
    let mut next = form.clone();
    change.write(&mut next);
    let mut pinned = change.field();
    if ctx.own_wind_prevails() {
        // One control for both winds: the own-wind field speaks for it.
        match pinned {
            Field::PrevailingWindSet => {
                next.own_wind_set = next.prevailing_wind_set;
                pinned = Field::OwnWindSet;
            }
            Field::PrevailingWindPair => {
                next.own_wind_pair = next.prevailing_wind_pair;
                pinned = Field::OwnWindPair;
            }
            _ => {}
        }
    }
    Repair {
        form: &mut next,
        ctx,
        pinned,
    }
    .run();
    next
}

/// True when the change can be made: applying it keeps the value and leaves a
/// possible form. The screen offers exactly these values.
pub fn offered(form: &HandForm, ctx: &HandContext, change: Change) -> bool {
    let next = apply(form, ctx, change);
    change.holds(&next) && violations(&next, ctx).is_empty()
}

/// The values a count field offers, lowest first.
pub fn allowed_counts(form: &HandForm, ctx: &HandContext, field: CountField) -> Vec<u8> {
    (0..=4)
        .filter(|&n| offered(form, ctx, Change::Count(field, n)))
        .collect()
}

/// True when a tick can be changed from its current state.
pub fn tick_enabled(form: &HandForm, ctx: &HandContext, field: TickField) -> bool {
    let current = ticked(form, field);
    offered(form, ctx, Change::Tick(field, !current))
}

/// Whether a tick field is ticked.
pub fn ticked(form: &HandForm, field: TickField) -> bool {
    match field {
        TickField::DeclaresMahJong => form.role == Role::MahJong,
        TickField::Fishing => form.role == Role::Fishing,
        TickField::OwnWindSet => form.own_wind_set,
        TickField::PrevailingWindSet => form.prevailing_wind_set,
        TickField::OwnWindPair => form.own_wind_pair,
        TickField::PrevailingWindPair => form.prevailing_wind_pair,
        TickField::OwnFlower => form.own_flower,
        TickField::OwnSeason => form.own_season,
        TickField::OriginalCall => form.original_call,
        TickField::LastTile => form.last_tile,
        TickField::OneSuitWithHonours => form.one_suit_with_honours,
        TickField::AllMajorsWithHonours => form.all_majors_with_honours,
        TickField::Purity => form.special_hand == Some(SpecialHand::Purity),
        TickField::AllConcealed => form.all_concealed,
    }
}

/// The current value of a count field.
pub fn count(form: &HandForm, field: CountField) -> u8 {
    match field {
        CountField::Set(kind) => form.sets.get(kind),
        CountField::DragonSets => form.dragon_sets,
        CountField::DragonPairs => form.dragon_pairs,
        CountField::Flowers => form.flowers,
        CountField::Seasons => form.seasons,
    }
}

/// The ways the winning tile can have come, given the rest of the form.
pub fn allowed_winning_tiles(form: &HandForm, ctx: &HandContext) -> Vec<WinningTile> {
    WinningTile::ALL
        .into_iter()
        .filter(|&t| offered(form, ctx, Change::WinningTile(t)))
        .collect()
}

/// The special hands the winner can declare (Purity is its own tick and is
/// not listed), given the rest of the form.
pub fn allowed_special_hands(form: &HandForm, ctx: &HandContext) -> Vec<SpecialHand> {
    SpecialHand::ALL
        .into_iter()
        .filter(|&h| h != SpecialHand::Purity)
        .filter(|&h| offered(form, ctx, Change::SpecialHand(Some(h))))
        .collect()
}

/// The special hands a fishing player can be fishing for.
pub fn allowed_fishing_for(form: &HandForm, ctx: &HandContext) -> Vec<SpecialHand> {
    SpecialHand::ALL
        .into_iter()
        .filter(|&h| offered(form, ctx, Change::FishingFor(Some(h))))
        .collect()
}

struct Repair<'a> {
    form: &'a mut HandForm,
    ctx: &'a HandContext,
    pinned: Field,
}

impl Repair<'_> {
    /// A field may yield when it is not the one changed and does not outrank it.
    fn may(&self, field: Field) -> bool {
        let mirrored = self.ctx.own_wind_prevails()
            && matches!(field, Field::PrevailingWindSet | Field::PrevailingWindPair);
        field != self.pinned && field.rank() <= self.pinned.rank() && !mirrored
    }

    fn facts(&self) -> Facts {
        Facts::of(self.form, self.ctx)
    }

    fn run(&mut self) {
        self.role();
        self.wind_set_or_pair();
        self.honour_sets();
        self.pairs();
        self.dragons();
        self.bonus_tiles();
        self.winner_options();
        self.fishing_for();
        if self.ctx.own_wind_prevails() {
            self.form.prevailing_wind_set = self.form.own_wind_set;
            self.form.prevailing_wind_pair = self.form.own_wind_pair;
        }
    }

    fn role(&mut self) {
        let role = self.form.role;
        if role != Role::MahJong {
            if self.may(Field::WinningTile) {
                self.form.winning_tile = WinningTile::Discard;
            }
            if self.may(Field::LastTile) {
                self.form.last_tile = false;
            }
            if self.may(Field::OneSuit) {
                self.form.one_suit_with_honours = false;
            }
            if self.may(Field::AllMajors) {
                self.form.all_majors_with_honours = false;
            }
            if self.may(Field::AllConcealed) {
                self.form.all_concealed = false;
            }
            if self.may(Field::SpecialHand) {
                self.form.special_hand = None;
            }
        }
        if role != Role::Fishing && self.may(Field::FishingFor) {
            self.form.fishing_for = None;
        }
        if role == Role::Other && self.may(Field::OriginalCall) {
            self.form.original_call = false;
        }
    }

    fn wind_set_or_pair(&mut self) {
        let f = &mut *self.form;
        if f.own_wind_set && f.own_wind_pair {
            if self.pinned != Field::OwnWindPair {
                f.own_wind_pair = false;
            } else {
                f.own_wind_set = false;
            }
        }
        if !self.ctx.own_wind_prevails() && f.prevailing_wind_set && f.prevailing_wind_pair {
            if self.pinned != Field::PrevailingWindPair {
                f.prevailing_wind_pair = false;
            } else {
                f.prevailing_wind_set = false;
            }
        }
    }

    fn honour_sets(&mut self) {
        let excess = |r: &Self| {
            let facts = r.facts();
            facts.honour_sets().saturating_sub(facts.major_sets)
        };
        if excess(self) > 0 && self.may(Field::DragonSets) {
            let cut = excess(self).min(u32::from(self.form.dragon_sets)) as u8;
            self.form.dragon_sets -= cut;
        }
        if excess(self) > 0 && self.form.prevailing_wind_set && self.may(Field::PrevailingWindSet) {
            self.form.prevailing_wind_set = false;
        }
        if excess(self) > 0 && self.form.own_wind_set && self.may(Field::OwnWindSet) {
            self.form.own_wind_set = false;
        }
    }

    /// The winner holds one pair; anyone else at most thirteen tiles.
    fn pairs(&mut self) {
        let too_many = |r: &Self| {
            let facts = r.facts();
            if r.form.is_winner() {
                facts.pairs() > 1
            } else {
                3 * facts.sets + 2 * facts.pairs() > 13
            }
        };
        while too_many(self) && self.form.dragon_pairs > 0 && self.may(Field::DragonPairs) {
            self.form.dragon_pairs -= 1;
        }
        if too_many(self) && self.form.prevailing_wind_pair && self.may(Field::PrevailingWindPair) {
            self.form.prevailing_wind_pair = false;
        }
        if too_many(self) && self.form.own_wind_pair && self.may(Field::OwnWindPair) {
            self.form.own_wind_pair = false;
        }
    }

    fn dragons(&mut self) {
        let room = 3u8.saturating_sub(self.form.dragon_sets);
        if self.form.dragon_pairs > room && self.may(Field::DragonPairs) {
            self.form.dragon_pairs = room;
        }
    }

    fn bonus_tiles(&mut self) {
        for (count, own, field) in [
            (self.form.flowers, self.form.own_flower, Field::OwnFlower),
            (self.form.seasons, self.form.own_season, Field::OwnSeason),
        ] {
            let forced = match count {
                0 => Some(false),
                4 => Some(true),
                _ => None,
            };
            if let Some(value) = forced.filter(|&v| v != own) {
                if self.may(field) {
                    match field {
                        Field::OwnFlower => self.form.own_flower = value,
                        _ => self.form.own_season = value,
                    }
                }
            }
        }
    }

    fn winner_options(&mut self) {
        if !self.form.is_winner() {
            return;
        }
        let facts = self.facts();
        if self.form.winning_tile == WinningTile::RobbingKong
            && facts.sets >= 4
            && self.may(Field::WinningTile)
        {
            self.form.winning_tile = WinningTile::Discard;
        }
        self.special_hand();
        let ctx = *self.ctx;
        if !last_tile_possible(self.form, &ctx) && self.may(Field::LastTile) {
            self.form.last_tile = false;
        }
        if !all_concealed_possible(self.form, &facts, &ctx) && self.may(Field::AllConcealed) {
            self.form.all_concealed = false;
        }
        let purity = self.form.special_hand == Some(SpecialHand::Purity);
        if (purity || !all_majors_possible(&facts)) && self.may(Field::AllMajors) {
            self.form.all_majors_with_honours = false;
        }
        if (purity || !one_suit_possible(&facts)) && self.may(Field::OneSuit) {
            self.form.one_suit_with_honours = false;
        }
        let clash = self.form.all_majors_with_honours || self.form.one_suit_with_honours;
        if purity && clash && self.may(Field::SpecialHand) {
            self.form.special_hand = None;
        }
    }

    fn special_hand(&mut self) {
        let Some(hand) = self.form.special_hand else {
            return;
        };
        if let Some(tile) = required_winning_tile(hand) {
            if self.form.winning_tile != tile {
                if self.may(Field::SpecialHand) {
                    self.form.special_hand = None;
                    return;
                }
                if self.may(Field::WinningTile) {
                    self.form.winning_tile = tile;
                }
            }
        }
        if hand == SpecialHand::MoonFromTheSea && !self.form.last_tile && self.may(Field::LastTile)
        {
            self.form.last_tile = true;
        }
        if !special_hand_fits(hand, self.form, self.ctx) && self.may(Field::SpecialHand) {
            self.form.special_hand = None;
        }
    }

    fn fishing_for(&mut self) {
        if let Some(hand) = self.form.fishing_for {
            if !fishing_for_fits(hand, self.form, self.ctx) && self.may(Field::FishingFor) {
                self.form.fishing_for = None;
            }
        }
    }
}

/// Every reason the form is impossible (empty when it is possible).
///
/// ```
/// use mahjong_scorer::engine::form::{violations, HandForm, HandContext, Violation};
/// let form = HandForm { dragon_sets: 1, ..HandForm::default() };
/// assert_eq!(violations(&form, &HandContext::default()), vec![Violation::HonourSetsExceedMajorSets]);
/// ```
pub fn violations(form: &HandForm, ctx: &HandContext) -> Vec<Violation> {
    use Violation::*;
    let facts = Facts::of(form, ctx);
    let winner = form.is_winner();
    let mut found = Vec::new();
    let mut check = |broken: bool, violation: Violation| {
        if broken {
            found.push(violation);
        }
    };
    check(facts.sets > 4, TooManySets);
    check(
        facts.honour_sets() > facts.major_sets,
        HonourSetsExceedMajorSets,
    );
    check(
        form.own_wind_set && form.own_wind_pair,
        WindSetAndPair(ctx.own_wind),
    );
    check(
        form.prevailing_wind_set && form.prevailing_wind_pair,
        WindSetAndPair(ctx.prevailing_wind),
    );
    check(
        ctx.own_wind_prevails()
            && (form.own_wind_set != form.prevailing_wind_set
                || form.own_wind_pair != form.prevailing_wind_pair),
        SameWindRecordedTwice,
    );
    check(facts.dragon_sets + facts.dragon_pairs > 3, TooManyDragons);
    check(winner && facts.pairs() > 1, WinnerWithSeveralPairs);
    check(
        !winner && 3 * facts.sets + 2 * facts.pairs() > 13,
        TooManyTiles,
    );
    check(form.flowers > 4 || form.seasons > 4, TooManyBonusTiles);
    check(
        (form.own_flower && form.flowers == 0) || (form.own_season && form.seasons == 0),
        OwnBonusWithoutBonus,
    );
    check(
        (form.flowers == 4 && !form.own_flower) || (form.seasons == 4 && !form.own_season),
        BouquetWithoutOwn,
    );
    check(
        form.original_call && form.role == Role::Other,
        OriginalCallWithoutCalling,
    );
    let default = HandForm::default();
    check(
        !winner
            && (form.winning_tile != default.winning_tile
                || form.last_tile
                || form.one_suit_with_honours
                || form.all_majors_with_honours
                || form.all_concealed
                || form.special_hand.is_some()),
        WinnerOptionForOther,
    );
    check(
        form.role != Role::Fishing && form.fishing_for.is_some(),
        FishingForWithoutFishing,
    );
    if winner {
        check(
            form.winning_tile == WinningTile::RobbingKong && facts.sets >= 4,
            RobbingKongWithoutChow,
        );
        check(
            form.last_tile && !last_tile_possible(form, ctx),
            LastTileNotPossible,
        );
        check(
            form.all_concealed && !all_concealed_possible(form, &facts, ctx),
            AllConcealedNotPossible,
        );
        let purity = form.special_hand == Some(SpecialHand::Purity);
        check(
            form.all_majors_with_honours && (purity || !all_majors_possible(&facts)),
            AllMajorsNotPossible,
        );
        check(
            form.one_suit_with_honours && (purity || !one_suit_possible(&facts)),
            OneSuitNotPossible,
        );
        if let Some(hand) = form.special_hand {
            let tile_ok = required_winning_tile(hand).is_none_or(|t| t == form.winning_tile);
            let moon_ok = hand != SpecialHand::MoonFromTheSea || form.last_tile;
            check(
                !(tile_ok && moon_ok && special_hand_fits(hand, form, ctx)),
                SpecialHandNotPossible(hand),
            );
        }
    }
    if let Some(hand) = form.fishing_for {
        check(
            form.role == Role::Fishing && !fishing_for_fits(hand, form, ctx),
            FishingForNotPossible(hand),
        );
    }
    found
}

fn last_tile_possible(form: &HandForm, ctx: &HandContext) -> bool {
    match form.winning_tile {
        WinningTile::Wall => true,
        WinningTile::Discard => ctx.british,
        WinningTile::LooseTile | WinningTile::RobbingKong => false,
    }
}

fn all_concealed_possible(form: &HandForm, facts: &Facts, ctx: &HandContext) -> bool {
    ctx.british && facts.exposed_sets == 0 && form.winning_tile.is_self_drawn()
}

fn all_majors_possible(facts: &Facts) -> bool {
    facts.sets == 4 && facts.minor_sets == 0
}

/// Some suit tile must be left: not four honour sets and an honour pair.
fn one_suit_possible(facts: &Facts) -> bool {
    !(facts.sets == 4 && facts.honour_sets() == 4 && facts.pairs() >= 1)
}

fn required_winning_tile(hand: SpecialHand) -> Option<WinningTile> {
    match hand {
        SpecialHand::PlumBlossom | SpecialHand::TwofoldFortune => Some(WinningTile::LooseTile),
        SpecialHand::MoonFromTheSea => Some(WinningTile::Wall),
        SpecialHand::EarthsBlessing => Some(WinningTile::Discard),
        _ => None,
    }
}

fn in_play(hand: SpecialHand, ctx: &HandContext) -> bool {
    ctx.british || hand.origin() == Origin::Chinese
}

fn special_hand_fits(hand: SpecialHand, form: &HandForm, ctx: &HandContext) -> bool {
    let facts = Facts::of(form, ctx);
    in_play(hand, ctx)
        && match hand {
            SpecialHand::HeavensBlessing => ctx.own_wind == Wind::East,
            SpecialHand::EarthsBlessing => ctx.own_wind != Wind::East,
            _ => shape_fits(hand, &facts, true),
        }
}

fn fishing_for_fits(hand: SpecialHand, form: &HandForm, ctx: &HandContext) -> bool {
    in_play(hand, ctx) && !hand.is_situation() && shape_fits(hand, &Facts::of(form, ctx), false)
}

/// Whether the recorded sets and pairs can belong to the special hand: for a
/// winner, the whole hand; for a fishing player, one tile short of it.
fn shape_fits(hand: SpecialHand, f: &Facts, winner: bool) -> bool {
    use SpecialHand::*;
    let no_honours = f.honour_sets() == 0 && f.pairs() == 0;
    match hand {
        BuriedTreasure => f.kongs == 0 && f.exposed_sets <= u32::from(!winner),
        HeadsAndTails => f.minor_sets == 0 && no_honours,
        WrigglingSnake => f.sets == 0 && f.dragon_pairs == 0 && f.wind_pairs <= u32::from(!winner),
        ThreeGreatScholars => f.dragon_pairs == 0 && f.sets - f.dragon_sets.min(f.sets) <= 1,
        FourBlessings => f.minor_sets == 0 && f.dragon_sets == 0 && f.wind_pairs == 0,
        ThirteenUniqueWonders => f.sets == 0 && f.pairs() <= 1,
        FourfoldPlenty => f.pungs <= u32::from(!winner),
        GatesOfHeaven => f.kongs == 0 && f.minor_sets == 0 && f.exposed_sets == 0 && no_honours,
        ImperialJade => {
            f.wind_sets == 0
                && f.wind_pairs == 0
                && f.major_sets == f.dragon_sets
                && f.dragon_sets + f.dragon_pairs <= 1
        }
        AllPairHonours => f.minor_sets == 0 && f.pungs == 0 && f.exposed_sets == 0,
        Knitting | TripleKnitting => f.sets == 0 && no_honours,
        AllWindsAndDragons => f.minor_sets == 0,
        Purity => no_honours && if winner { f.sets == 4 } else { f.sets >= 3 },
        HeavensBlessing | EarthsBlessing | PlumBlossom | MoonFromTheSea | TwofoldFortune => true,
    }
}

#[cfg(test)]
mod tests;
