//! One player's hand form. Every field's state comes from the engine's
//! constraint functions; this file only lays them out.

use super::tiles::{TileSwitch, TileWay};
use super::view_of;
use crate::engine::form::{
    count, ticked, Change, CountField, HandContext, HandForm, Role, SetKind, TickField,
};
use crate::engine::sheet::PlayerView;
use crate::engine::PlayerId;
use crate::ui::controls::{Stepper, Tick};
use crate::ui::state::AppState;
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
    let locked =
        Memo::new(move |_| view.with(|v| v.as_ref().is_some_and(PlayerView::beside_tiles)));
    let change = Callback::new(move |c: Change| {
        state.run(|s| s.change_form(player, c));
    });
    let fields = FormFields {
        player,
        view,
        form,
        ctx,
        change,
    };
    let role = move || form.with(|f| f.role);
    view! {
        <div class="form" class:form--panel=move || role() != Role::Other>
            <div class="form__row form__roles">
                {fields.tick(TickField::DeclaresMahJong, "Declares Mah-Jong")}
                {fields.tick(TickField::Fishing, "Fishing")}
                {fields.tick(TickField::OriginalCall, "Original call")}
                <TileSwitch player way />
            </div>
            <fieldset class="form__group form__sets" class:form__group--read=locked>
                <legend>"Pungs and kongs"</legend>
                {SetKind::ALL
                    .into_iter()
                    .map(|k| fields.stepper(CountField::Set(k), k.label()))
                    .collect_view()}
            </fieldset>
            <fieldset class="form__group form__honours">
                <legend>"Honours"</legend>
                {fields.stepper(CountField::DragonSets, "Dragon sets".into())}
                {move || {
                    fields
                        .wind_ticks(
                            TickField::OwnWindSet,
                            TickField::PrevailingWindSet,
                            "Pung/Kong",
                        )
                }}
                {fields.stepper(CountField::DragonPairs, "Pairs of dragons".into())}
                {move || {
                    fields.wind_ticks(TickField::OwnWindPair, TickField::PrevailingWindPair, "Pair")
                }}
            </fieldset>
            <fieldset class="form__group form__bonus">
                <legend>"Flowers and seasons"</legend>
                {fields.stepper(CountField::Flowers, "Flowers".into())}
                {fields.tick(TickField::OwnFlower, "Own flower")}
                {fields.stepper(CountField::Seasons, "Seasons".into())}
                {fields.tick(TickField::OwnSeason, "Own season")}
            </fieldset>
            {move || (role() == Role::MahJong).then(|| fields.winner_section())}
            {move || (role() == Role::Fishing).then(|| fields.fishing_section())}
        </div>
    }
}

/// One player's form as the fields see it: the form, its context, and the
/// way to change it.
#[derive(Clone, Copy)]
pub(super) struct FormFields {
    pub player: PlayerId,
    /// The player's part of the hand, which says what each field allows.
    pub view: Memo<Option<PlayerView>>,
    pub form: Memo<HandForm>,
    pub ctx: Memo<HandContext>,
    pub change: Callback<Change>,
}

impl FormFields {
    pub fn id(&self, name: &str) -> String {
        format!("p{}-{name}", self.player.0)
    }

    pub fn tick(self, field: TickField, label: &str) -> impl IntoView {
        let FormFields {
            view, form, change, ..
        } = self;
        let enabled = move || view.with(|v| v.as_ref().is_some_and(|v| v.tick_enabled(field)));
        view! {
            <Tick
                id=self.id(&format!("{field:?}"))
                label=label.to_string()
                checked=Signal::derive(move || form.with(|f| ticked(f, field)))
                disabled=Signal::derive(move || !enabled())
                on_toggle=move |on| change.run(Change::Tick(field, on))
            />
        }
    }

    fn stepper(self, field: CountField, label: String) -> impl IntoView {
        let FormFields {
            view, form, change, ..
        } = self;
        let allowed = move || {
            view.with(|v| v.as_ref().map(|v| v.allowed_counts(field)))
                .unwrap_or_default()
        };
        let id = match field {
            CountField::Set(k) => self.id(&format!("{:?}-{:?}-{:?}", k.size, k.tiles, k.exposure)),
            other => self.id(&format!("{other:?}")),
        };
        view! {
            <Stepper
                id
                label=label
                value=Signal::derive(move || form.with(|f| count(f, field)))
                allowed=Signal::derive(allowed)
                on_set=move |n| change.run(Change::Count(field, n))
            />
        }
    }

    /// Own and prevailing wind: two ticks, or one when they are one wind.
    fn wind_ticks(self, own: TickField, prevailing: TickField, kind: &str) -> impl IntoView {
        let c = self.ctx.get();
        if c.own_wind_prevails() {
            let label = format!("{kind} of own wind ({}, also prevailing)", c.own_wind);
            self.tick(own, &label).into_any()
        } else {
            view! {
                {self.tick(own, &format!("{kind} of own wind ({})", c.own_wind))}
                {self
                    .tick(
                        prevailing,
                        &format!("{kind} of prevailing wind ({})", c.prevailing_wind),
                    )}
            }
            .into_any()
        }
    }
}
