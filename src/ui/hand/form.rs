//! One player's hand form. Every field's state comes from the engine's
//! constraint functions; this file only lays them out.

use super::context_of;
use crate::engine::form::{
    allowed_counts, allowed_fishing_for, allowed_special_hands, allowed_winning_tiles, apply,
    count, tick_enabled, ticked, Change, CountField, Facts, HandContext, HandForm, Role, SetKind,
    TickField, WinningTile,
};
use crate::engine::SpecialHand;
use crate::ui::controls::{Stepper, Tick};
use crate::ui::state::AppState;
use leptos::prelude::*;

/// The form of the player at `player` (entry order).
#[component]
pub fn PlayerForm(player: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    let form = Memo::new(move |_| {
        state
            .draft
            .with(|d| d.as_ref().and_then(|d| d.record.forms.get(player).cloned()))
            .unwrap_or_default()
    });
    let ctx = Memo::new(move |_| context_of(&state, player));
    let change = Callback::new(move |c: Change| {
        let ctx = ctx.get_untracked();
        state.draft.update(|d| {
            if let Some(f) = d.as_mut().and_then(|d| d.record.forms.get_mut(player)) {
                *f = apply(f, &ctx, c);
            }
        });
    });
    let fields = FormFields {
        player,
        form,
        ctx,
        change,
    };
    let role = move || form.with(|f| f.role);
    view! {
        <div class="form">
            <div class="form__row form__roles">
                {fields.tick(TickField::DeclaresMahJong, "Declares Mah-Jong")}
                {fields.tick(TickField::Fishing, "Fishing")}
                {fields.tick(TickField::OriginalCall, "Original call")}
            </div>
            <fieldset class="form__group form__sets">
                <legend>"Pungs and kongs"</legend>
                {SetKind::ALL.into_iter().map(|k| fields.stepper(CountField::Set(k), k.label())).collect_view()}
            </fieldset>
            <fieldset class="form__group form__honours">
                <legend>"Honours"</legend>
                {fields.stepper(CountField::DragonSets, "Dragon sets".into())}
                {move || fields.wind_ticks(TickField::OwnWindSet, TickField::PrevailingWindSet, "Pung/Kong")}
                {fields.stepper(CountField::DragonPairs, "Pairs of dragons".into())}
                {move || fields.wind_ticks(TickField::OwnWindPair, TickField::PrevailingWindPair, "Pair")}
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

#[derive(Clone, Copy)]
struct FormFields {
    player: usize,
    form: Memo<HandForm>,
    ctx: Memo<HandContext>,
    change: Callback<Change>,
}

impl FormFields {
    fn id(&self, name: &str) -> String {
        format!("p{}-{name}", self.player)
    }

    fn tick(self, field: TickField, label: &str) -> impl IntoView {
        let label = label.to_string();
        self.tick_labelled(field, Signal::derive(move || label.clone()))
    }

    fn tick_labelled(self, field: TickField, label: Signal<String>) -> impl IntoView {
        let FormFields {
            form, ctx, change, ..
        } = self;
        view! {
            <Tick
                id=self.id(&format!("{field:?}"))
                label
                checked=Signal::derive(move || form.with(|f| ticked(f, field)))
                enabled=Signal::derive(move || form.with(|f| tick_enabled(f, &ctx.get(), field)))
                on_toggle=move |on| change.run(Change::Tick(field, on))
            />
        }
    }

    fn stepper(self, field: CountField, label: String) -> impl IntoView {
        let FormFields {
            form, ctx, change, ..
        } = self;
        let id = match field {
            CountField::Set(k) => self.id(&format!("{:?}-{:?}-{:?}", k.size, k.tiles, k.exposure)),
            other => self.id(&format!("{other:?}")),
        };
        view! {
            <Stepper
                id
                label=label
                value=Signal::derive(move || form.with(|f| count(f, field)))
                allowed=Signal::derive(move || form.with(|f| allowed_counts(f, &ctx.get(), field)))
                on_set=move |n| change.run(Change::Count(field, n))
            />
        }
    }

    /// Own and prevailing wind: two ticks, or one when they are one wind.
    fn wind_ticks(self, own: TickField, prevailing: TickField, kind: &str) -> impl IntoView {
        let c = self.ctx.get();
        let kind = kind.to_string();
        if c.own_wind_prevails() {
            let label = format!("{kind} of own wind ({}, also prevailing)", c.own_wind);
            self.tick(own, &label).into_any()
        } else {
            view! {
                {self.tick(own, &format!("{kind} of own wind ({})", c.own_wind))}
                {self.tick(prevailing, &format!("{kind} of prevailing wind ({})", c.prevailing_wind))}
            }
            .into_any()
        }
    }

    fn winner_section(self) -> impl IntoView {
        let FormFields {
            form, ctx, change, ..
        } = self;
        let tile_id = self.id("winning-tile");
        let hand_id = self.id("special-hand");
        let last_tile_hint = move || match (form.with(|f| f.winning_tile), ctx.get().british) {
            (WinningTile::Wall, _) => "the last tile of the wall",
            (WinningTile::Discard, true) => "the final discard",
            (WinningTile::Discard, false) => "from the wall only (final discard is British)",
            _ => "wall or discard only",
        };
        let no_chows = move || form.with(|f| Facts::of(f, &ctx.get()).sets >= 4);
        let no_chows_note = move || {
            let c = ctx.get();
            (c.goulash || c.players.at_table() < 4).then_some(" (no double in this game)")
        };
        let british = move || ctx.get().british;
        view! {
            <fieldset class="form__group form__winner">
                <legend>"Mah-Jong"</legend>
                <div class="field">
                    <label for=tile_id.clone()>"Winning tile"</label>
                    <select
                        id=tile_id
                        on:change=move |ev| {
                            let i: usize = event_target_value(&ev).parse().unwrap_or(0);
                            if let Some(&t) = WinningTile::ALL.get(i) {
                                change.run(Change::WinningTile(t));
                            }
                        }
                    >
                        {move || {
                            let current = form.with(|f| f.winning_tile);
                            let allowed = form.with(|f| allowed_winning_tiles(f, &ctx.get()));
                            WinningTile::ALL
                                .into_iter()
                                .enumerate()
                                .map(|(i, t)| view! {
                                    <option value=i.to_string() selected=t == current disabled=!allowed.contains(&t)>
                                        {t.label()}
                                    </option>
                                })
                                .collect_view()
                        }}
                    </select>
                </div>
                {self.tick(TickField::LastTile, "Last tile")}
                <span class="form__hint">{last_tile_hint}</span>
                <div class="tick tick--derived">
                    <input type="checkbox" id=self.id("no-chows") disabled=true prop:checked=no_chows/>
                    <label for=self.id("no-chows")>"No chows"</label>
                </div>
                <span class="form__hint">"ticked by four pungs or kongs" {no_chows_note}</span>
                {self.tick(TickField::OneSuitWithHonours, "All one suit with honours")}
                {self.tick(TickField::AllMajorsWithHonours, "All majors with honours")}
                {self.tick(TickField::Purity, "Purity")}
                {move || british().then(|| self.tick(TickField::AllConcealed, "All concealed"))}
                <div class="field">
                    <label for=hand_id.clone()>"Special hand"</label>
                    <select
                        id=hand_id
                        on:change=move |ev| change.run(Change::SpecialHand(hand_from_value(&event_target_value(&ev))))
                    >
                        {move || {
                            let current = form.with(|f| f.special_hand).filter(|&h| h != SpecialHand::Purity);
                            let allowed = form.with(|f| allowed_special_hands(f, &ctx.get()));
                            hand_options(current, allowed)
                        }}
                    </select>
                </div>
                {move || explanation(form.with(|f| f.special_hand))}
            </fieldset>
        }
    }

    fn fishing_section(self) -> impl IntoView {
        let FormFields {
            form, ctx, change, ..
        } = self;
        let id = self.id("fishing-for");
        view! {
            <fieldset class="form__group form__winner">
                <legend>"Fishing"</legend>
                <div class="field">
                    <label for=id.clone()>"Fishing for"</label>
                    <select
                        id=id
                        on:change=move |ev| change.run(Change::FishingFor(hand_from_value(&event_target_value(&ev))))
                    >
                        {move || {
                            let current = form.with(|f| f.fishing_for);
                            let allowed = form.with(|f| allowed_fishing_for(f, &ctx.get()));
                            hand_options(current, allowed)
                        }}
                    </select>
                </div>
                {move || explanation(form.with(|f| f.fishing_for))}
            </fieldset>
        }
    }
}

fn hand_from_value(value: &str) -> Option<SpecialHand> {
    value
        .parse::<usize>()
        .ok()
        .and_then(|i| SpecialHand::ALL.get(i).copied())
}

fn hand_options(current: Option<SpecialHand>, allowed: Vec<SpecialHand>) -> impl IntoView {
    let none = view! { <option value="" selected=current.is_none()>"None"</option> };
    let hands = SpecialHand::ALL
        .into_iter()
        .enumerate()
        .filter(|(_, h)| allowed.contains(h) || Some(*h) == current)
        .map(|(i, h)| view! { <option value=i.to_string() selected=Some(h) == current>{h.name()}</option> })
        .collect_view();
    view! { {none}{hands} }
}

fn explanation(hand: Option<SpecialHand>) -> impl IntoView {
    hand.map(|h| {
        let origin = match h.origin() {
            crate::engine::special::Origin::British => " A British hand.",
            crate::engine::special::Origin::Chinese => "",
        };
        view! { <p class="form__explanation">{h.explanation()}{origin}</p> }
    })
}
