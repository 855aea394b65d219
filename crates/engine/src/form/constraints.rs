//! The form's first-phase integrity (docs/rules.md §3.2).
//!
//! [`violations`] says what makes a form impossible. [`apply`] makes a user's
//! change and lets the other fields yield (clamp or untick) so the form stays
//! possible: the field just changed never yields, and a field only yields to a
//! change of equal or higher rank (the sets outrank the honours, which outrank
//! the bonus tiles, which outrank the winner's options). A value is offered
//! ([`offered`]) exactly when applying it keeps it and leaves no violation, so
//! the screen can only ever show possible hands.

use super::fields::FormField;
use super::violations::{
    all_concealed_possible, all_majors_possible, fishing_for_fits, last_tile_possible,
    one_suit_possible, required_winning_tile, special_hand_fits,
};
use super::{
    Change, CountField, Facts, HandContext, HandForm, Role, TickField, WindHolding, WinningTile,
};
use crate::special::{Origin, SpecialHand};

use super::violations::violations;

/// Applies a change and lets the other fields yield. A change that cannot be
/// kept is still written; [`offered`] tells whether the result is possible.
///
/// ```
/// use engine::form::{apply, Change, CountField, TickField, HandForm, HandContext, SetKind};
/// use engine::Wind;
/// // docs/rules.md §3.2.2, the workbook's Figure 4: ticking own wind lowers the dragon sets.
/// let ctx = HandContext { own_wind: Wind::South, ..HandContext::default() };
/// let major_pung = SetKind::ALL[2];
/// let mut form = HandForm::default();
/// form = apply(&form, &ctx, Change::Count(CountField::Set(major_pung), 2));
/// form = apply(&form, &ctx, Change::Count(CountField::DragonSets, 2));
/// form = apply(&form, &ctx, Change::Tick(TickField::OwnWindSet, true));
/// assert_eq!(form.dragon_sets, 1);
/// ```
pub fn apply(form: &HandForm, ctx: &HandContext, change: Change) -> HandForm {
    let change = change.at_seat(ctx);
    let mut next = form.clone();
    change.write(&mut next);
    if let FormField::Tick(field) = change.field() {
        // Ticked or unticked by the player: theirs now.
        next.forced.retain(|&f| f != field);
    }
    Repair {
        form: &mut next,
        ctx,
        pinned: change.field(),
    }
    .run();
    note_forced(form, &mut next, change.field());
    release_forced(&mut next, ctx);
    next
}

/// Every tick field of the form.
fn tick_fields() -> impl Iterator<Item = TickField> {
    FormField::ALL.into_iter().filter_map(|field| match field {
        FormField::Tick(field) => Some(field),
        _ => None,
    })
}

/// Notes the ticks the rules turned on in answer to a change of another
/// field: the player did not tick them.
fn note_forced(before: &HandForm, after: &mut HandForm, changed: FormField) {
    for field in tick_fields() {
        let turned_on = !field.read(before) && field.read(after);
        if turned_on && FormField::Tick(field) != changed && !after.forced.contains(&field) {
            after.forced.push(field);
        }
    }
}

/// Turns off each forced tick the rules no longer hold on: the form stays
/// possible without it (docs/rules.md §3.2, a forced tick returns to the
/// player's choice).
fn release_forced(form: &mut HandForm, ctx: &HandContext) {
    for field in form.forced.clone() {
        let mut off = form.clone();
        off.forced.retain(|&f| f != field);
        field.write(&mut off, false);
        if !field.read(form) || violations(&off, ctx).is_empty() {
            *form = off;
        }
    }
}

/// True when the change can be made: applying it keeps the value and leaves a
/// possible form. The screen offers exactly these values.
pub fn offered(form: &HandForm, ctx: &HandContext, change: Change) -> bool {
    let next = apply(form, ctx, change);
    change.at_seat(ctx).holds(&next) && violations(&next, ctx).is_empty()
}

/// The values a count field offers, lowest first.
pub fn allowed_counts(form: &HandForm, ctx: &HandContext, field: CountField) -> Vec<u8> {
    (0..=4)
        .filter(|&n| offered(form, ctx, Change::Count(field, n)))
        .collect()
}

/// True when a tick can be changed from its current state.
pub fn tick_enabled(form: &HandForm, ctx: &HandContext, field: TickField) -> bool {
    let current = field.read(form);
    offered(form, ctx, Change::Tick(field, !current))
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

/// Every special hand a player in this role could name under these rules
/// (the winner's list leaves out Purity, which is a tick; the fishing list
/// leaves out the situations), each with whether the rest of the form
/// allows it now — so a choice list can show the others as unavailable
/// instead of hiding them.
pub fn special_hand_choices(form: &HandForm, ctx: &HandContext) -> Vec<(SpecialHand, bool)> {
    let (allowed, candidate): (Vec<SpecialHand>, fn(SpecialHand) -> bool) = match form.role {
        Role::MahJong => (allowed_special_hands(form, ctx), |h| {
            h != SpecialHand::Purity
        }),
        Role::Fishing => (allowed_fishing_for(form, ctx), |h| !h.is_situation()),
        Role::Other => return Vec::new(),
    };
    SpecialHand::ALL
        .into_iter()
        .filter(|&h| candidate(h) && (ctx.british || h.origin() == Origin::Chinese))
        .map(|h| (h, allowed.contains(&h)))
        .collect()
}

use FormField::{Count as C, Tick as T};

struct Repair<'a> {
    form: &'a mut HandForm,
    ctx: &'a HandContext,
    pinned: FormField,
}

impl Repair<'_> {
    /// A field may yield when it is not the one changed and does not outrank it.
    fn may(&self, field: FormField) -> bool {
        let (field, pinned) = (field.row(), self.pinned.row());
        field.slot != pinned.slot && field.rank <= pinned.rank
    }

    fn facts(&self) -> Facts {
        Facts::of(self.form, self.ctx)
    }

    fn run(&mut self) {
        if self.ctx.own_wind_prevails() {
            self.form.prevailing_wind = WindHolding::None;
        }
        self.role();
        self.honour_sets();
        self.pairs();
        self.dragons();
        self.bonus_tiles();
        self.winner_options();
        self.fishing_for();
    }

    fn role(&mut self) {
        let role = self.form.role;
        if role != Role::MahJong {
            if self.may(FormField::WinningTile) {
                self.form.winning_tile = WinningTile::Discard;
            }
            if self.may(T(TickField::LastTile)) {
                self.form.last_tile = false;
            }
            if self.may(T(TickField::OneSuitWithHonours)) {
                self.form.one_suit_with_honours = false;
            }
            if self.may(T(TickField::AllMajorsWithHonours)) {
                self.form.all_majors_with_honours = false;
            }
            if self.may(T(TickField::AllConcealed)) {
                self.form.all_concealed = false;
            }
            if self.may(FormField::SpecialHand) {
                self.form.special_hand = None;
            }
        }
        if role != Role::Fishing && self.may(FormField::FishingFor) {
            self.form.fishing_for = None;
        }
        if role == Role::Other && self.may(T(TickField::OriginalCall)) {
            self.form.original_call = false;
        }
    }

    fn honour_sets(&mut self) {
        let excess = |r: &Self| {
            let facts = r.facts();
            facts.honour_sets().saturating_sub(facts.major_sets)
        };
        if excess(self) > 0 && self.may(C(CountField::DragonSets)) {
            let cut = excess(self).min(u32::from(self.form.dragon_sets)) as u8;
            self.form.dragon_sets -= cut;
        }
        let set = WindHolding::Set;
        if excess(self) > 0
            && self.form.prevailing_wind == set
            && self.may(T(TickField::PrevailingWindSet))
        {
            self.form.prevailing_wind = WindHolding::None;
        }
        if excess(self) > 0 && self.form.own_wind == set && self.may(T(TickField::OwnWindSet)) {
            self.form.own_wind = WindHolding::None;
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
        while too_many(self) && self.form.dragon_pairs > 0 && self.may(C(CountField::DragonPairs)) {
            self.form.dragon_pairs -= 1;
        }
        let pair = WindHolding::Pair;
        if too_many(self)
            && self.form.prevailing_wind == pair
            && self.may(T(TickField::PrevailingWindSet))
        {
            self.form.prevailing_wind = WindHolding::None;
        }
        if too_many(self) && self.form.own_wind == pair && self.may(T(TickField::OwnWindSet)) {
            self.form.own_wind = WindHolding::None;
        }
    }

    fn dragons(&mut self) {
        let room = 3u8.saturating_sub(self.form.dragon_sets);
        if self.form.dragon_pairs > room && self.may(C(CountField::DragonPairs)) {
            self.form.dragon_pairs = room;
        }
    }

    fn bonus_tiles(&mut self) {
        for (count, own, field) in [
            (
                self.form.flowers,
                self.form.own_flower,
                TickField::OwnFlower,
            ),
            (
                self.form.seasons,
                self.form.own_season,
                TickField::OwnSeason,
            ),
        ] {
            let forced = match count {
                0 => Some(false),
                4 => Some(true),
                _ => None,
            };
            if let Some(value) = forced.filter(|&v| v != own) {
                if self.may(T(field)) {
                    field.write(self.form, value);
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
            && self.may(FormField::WinningTile)
        {
            self.form.winning_tile = WinningTile::Discard;
        }
        self.special_hand();
        let ctx = *self.ctx;
        if !last_tile_possible(self.form, &ctx) && self.may(T(TickField::LastTile)) {
            self.form.last_tile = false;
        }
        if !all_concealed_possible(self.form, &facts, &ctx) && self.may(T(TickField::AllConcealed))
        {
            self.form.all_concealed = false;
        }
        let purity = self.form.special_hand == Some(SpecialHand::Purity);
        if (purity || !all_majors_possible(&facts)) && self.may(T(TickField::AllMajorsWithHonours))
        {
            self.form.all_majors_with_honours = false;
        }
        if (purity || !one_suit_possible(&facts)) && self.may(T(TickField::OneSuitWithHonours)) {
            self.form.one_suit_with_honours = false;
        }
        let clash = self.form.all_majors_with_honours || self.form.one_suit_with_honours;
        if purity && clash && self.may(FormField::SpecialHand) {
            self.form.special_hand = None;
        }
    }

    fn special_hand(&mut self) {
        let Some(hand) = self.form.special_hand else {
            return;
        };
        if let Some(tile) = required_winning_tile(hand) {
            if self.form.winning_tile != tile {
                if self.may(FormField::SpecialHand) {
                    self.form.special_hand = None;
                    return;
                }
                if self.may(FormField::WinningTile) {
                    self.form.winning_tile = tile;
                }
            }
        }
        if hand == SpecialHand::MoonFromTheSea
            && !self.form.last_tile
            && self.may(T(TickField::LastTile))
        {
            self.form.last_tile = true;
        }
        if !special_hand_fits(hand, self.form, self.ctx) && self.may(FormField::SpecialHand) {
            self.form.special_hand = None;
        }
    }

    fn fishing_for(&mut self) {
        if let Some(hand) = self.form.fishing_for {
            if !fishing_for_fits(hand, self.form, self.ctx) && self.may(FormField::FishingFor) {
                self.form.fishing_for = None;
            }
        }
    }
}

#[cfg(test)]
mod reachability;
#[cfg(test)]
mod tests;
