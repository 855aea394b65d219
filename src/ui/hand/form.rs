//! One player's hand form. Every field's state comes from the engine's
//! constraint functions; this file only lays them out.

use super::tiles::{TileSwitch, TileWay};
use super::{view_of, ViewOf};
use crate::ui::controls::{Stepper, Tick};
use crate::ui::state::AppState;
use crate::ui::steady::steady;
use engine::form::{
    Change, CountField, FormField, HandContext, HandForm, Role, SetKind, TickField,
};
use engine::PlayerId;
use leptos::prelude::*;

/// The form of one player.
#[component]
pub fn PlayerForm(
    player: PlayerId,
    /// The way into the player's tiles.
    way: TileWay,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let view = view_of(state, player);
    let form = Memo::new(move |_| {
        view.with(|v| v.as_ref().map(|v| v.form.clone()))
            .unwrap_or_default()
    });
    let ctx = Memo::new(move |_| {
        view.with(|v| v.as_ref().map(|v| v.context))
            .unwrap_or_default()
    });
    let locked = Memo::new(move |_| view.with(|v| v.as_ref().is_some_and(|v| v.beside_tiles())));
    let change = Callback::new(move |c: Change| {
        state.enter(|s| s.change_form(player, c));
    });
    let fields = FormFields {
        state,
        player,
        view,
        form,
        ctx,
        change,
    };
    // The winner's and the fishing player's parts are drawn again only when
    // the role changes, not at every entry.
    let role = Memo::new(move |_| form.with(|f| f.role));
    view! {
        <div class="form" class:form--panel=move || role.get() != Role::Other>
            <div class="form__row form__roles">
                {fields.tick(TickField::DeclaresMahJong)}
                {fields.tick(TickField::Fishing)}
                {fields.tick(TickField::OriginalCall)}
                <TileSwitch player way />
            </div>
            <fieldset class="form__group form__sets" class:form__group--read=locked>
                <legend>"Pungs and kongs"</legend>
                {SetKind::ALL.into_iter().map(|k| fields.stepper(CountField::Set(k))).collect_view()}
            </fieldset>
            {fields.honours()}
            {fields.bonus_tiles()}
            {move || (role.get() == Role::MahJong).then(|| fields.winner_section())}
            {move || (role.get() == Role::Fishing).then(|| fields.fishing_section())}
        </div>
    }
}

/// One player's form as the fields see it: the form, its context, and the
/// way to change it.
#[derive(Clone, Copy)]
pub(super) struct FormFields {
    pub state: AppState,
    pub player: PlayerId,
    /// The player's part of the hand, which says what each field allows.
    pub view: ViewOf,
    pub form: Memo<HandForm>,
    pub ctx: Memo<HandContext>,
    pub change: Callback<Change>,
}

impl FormFields {
    /// A field's element id: `p1-dragon-sets` for the second player's.
    pub fn id(&self, field: FormField) -> String {
        format!("p{}-{}", self.player.0, field.row().name)
    }

    /// Reads the player's form as the session keeps it now, ahead of the
    /// screen following an entry.
    fn now<T: Default>(self, read: impl FnOnce(&HandForm) -> T) -> T {
        self.state
            .peek(|s| Some(read(&s.hand()?.player(self.player)?.form)))
            .flatten()
            .unwrap_or_default()
    }

    pub fn tick(self, field: TickField) -> impl IntoView {
        self.tick_worded(field, FormField::Tick(field).row().words.to_string())
    }

    fn tick_worded(self, field: TickField, words: String) -> impl IntoView {
        let FormFields {
            view, form, change, ..
        } = self;
        // Worked out once per change of the player's part, and passed on
        // only when it moves.
        let disabled =
            steady(move || !view.with(|v| v.as_ref().is_some_and(|v| v.tick_enabled(field))));
        view! {
            <Tick
                id=self.id(FormField::Tick(field))
                label=words
                checked=steady(move || form.with(|f| field.read(f)))
                disabled=disabled
                on_toggle=move |on| {
                    change.run(Change::Tick(field, on));
                    self.now(|form| field.read(form))
                }
            />
        }
    }

    fn stepper(self, field: CountField) -> impl IntoView {
        let FormFields {
            view, form, change, ..
        } = self;
        // The counts offered, worked out once per change of the player's
        // part; the stepper's buttons, box and note move only when these
        // or the count do. A tap's count shows at once, as the session
        // keeps it.
        let allowed = steady(move || {
            view.with(|v| v.as_ref().map(|v| v.allowed_counts(field)))
                .unwrap_or_default()
        });
        let row = FormField::Count(field).row();
        view! {
            <Stepper
                id=self.id(row.field)
                label=row.words.to_string()
                value=steady(move || form.with(|f| field.read(f)))
                allowed=allowed
                on_set=move |n| {
                    change.run(Change::Count(field, n));
                    self.now(|form| field.read(form))
                }
            />
        }
    }

    fn honours(self) -> impl IntoView {
        use TickField::*;
        view! {
            <fieldset class="form__group form__honours">
                <legend>"Honours"</legend>
                {self.stepper(CountField::DragonSets)}
                {move || self.wind_ticks(OwnWindSet, PrevailingWindSet)}
                {self.stepper(CountField::DragonPairs)}
                {move || self.wind_ticks(OwnWindPair, PrevailingWindPair)}
            </fieldset>
        }
    }

    fn bonus_tiles(self) -> impl IntoView {
        view! {
            <fieldset class="form__group form__bonus">
                <legend>"Flowers and seasons"</legend>
                {self.stepper(CountField::Flowers)}
                {self.tick(TickField::OwnFlower)}
                {self.stepper(CountField::Seasons)}
                {self.tick(TickField::OwnSeason)}
            </fieldset>
        }
    }

    /// Own and prevailing wind, each named: two ticks, or one when they
    /// are one wind.
    fn wind_ticks(self, own: TickField, prevailing: TickField) -> impl IntoView {
        let c = self.ctx.get();
        let words = |field: TickField| FormField::Tick(field).row().words;
        if c.own_wind_prevails() {
            let label = format!("{} ({}, also prevailing)", words(own), c.own_wind);
            self.tick_worded(own, label).into_any()
        } else {
            let prevailing_label = format!("{} ({})", words(prevailing), c.prevailing_wind);
            view! {
                {self.tick_worded(own, format!("{} ({})", words(own), c.own_wind))}
                {self.tick_worded(prevailing, prevailing_label)}
            }
            .into_any()
        }
    }
}
