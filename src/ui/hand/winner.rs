//! The winner's and the fishing player's part of the form.

use super::form::FormFields;
use crate::engine::form::{
    allowed_winning_tiles, Change, Facts, FormField, Role, TickField, WinningTile,
};
use crate::engine::score::no_chows_doubles;
use crate::engine::special::Origin;
use crate::engine::SpecialHand;
use crate::ui::controls::Tick;
use crate::ui::guide::entry_id;
use crate::ui::state::AppState;
use leptos::prelude::*;

impl FormFields {
    pub fn winner_section(self) -> impl IntoView {
        let FormFields { form, ctx, .. } = self;
        let last_tile_hint = move || match (form.with(|f| f.winning_tile), ctx.get().british) {
            (WinningTile::Wall, _) => "the last tile of the wall",
            (WinningTile::Discard, true) => "the final discard",
            (WinningTile::Discard, false) => "from the wall only (final discard is British)",
            _ => "wall or discard only",
        };
        let british = move || ctx.get().british;
        let special_hand = Memo::new(move |_| form.with(|f| f.special_hand));
        view! {
            <fieldset class="form__group form__winner">
                <legend>"Mah-Jong"</legend>
                {self.winning_tile()}
                {self.tick(TickField::LastTile)}
                <span class="form__hint">{last_tile_hint}</span>
                {self.no_chows()}
                {self.tick(TickField::OneSuitWithHonours)}
                {self.tick(TickField::AllMajorsWithHonours)}
                {self.tick(TickField::Purity)}
                {move || british().then(|| self.tick(TickField::AllConcealed))}
                {self.hand_select(FormField::SpecialHand, Change::SpecialHand)}
                {move || explanation(self.state, special_hand.get())}
            </fieldset>
        }
    }

    pub fn fishing_section(self) -> impl IntoView {
        let form = self.form;
        let fishing_for = Memo::new(move |_| form.with(|f| f.fishing_for));
        view! {
            <fieldset class="form__group form__winner">
                <legend>"Fishing"</legend>
                {self.hand_select(FormField::FishingFor, Change::FishingFor)}
                {move || explanation(self.state, fishing_for.get())}
            </fieldset>
        }
    }

    fn winning_tile(self) -> impl IntoView {
        let FormFields {
            form, ctx, change, ..
        } = self;
        let id = self.id(FormField::WinningTile);
        let offered = Memo::new(move |_| {
            form.with(|f| (f.winning_tile, allowed_winning_tiles(f, &ctx.get())))
        });
        let options = move || {
            let (current, allowed) = offered.get();
            WinningTile::ALL
                .into_iter()
                .map(|t| {
                    view! {
                        <option
                            value=t.label()
                            selected=t == current
                            disabled=!allowed.contains(&t)
                        >
                            {t.label()}
                        </option>
                    }
                })
                .collect_view()
        };
        let choose = move |ev| {
            if let Some(t) = WinningTile::labelled(&event_target_value(&ev)) {
                change.run(Change::WinningTile(t));
            }
        };
        view! {
            <div class="field">
                <label for=id.clone()>{FormField::WinningTile.row().words}</label>
                <select id=id on:change=choose>
                    {options}
                </select>
            </div>
        }
    }

    /// Shown ticked by four pungs or kongs, never a free choice; says when
    /// the table's rules give it no double.
    fn no_chows(self) -> impl IntoView {
        let FormFields {
            state, form, ctx, ..
        } = self;
        let ticked = Signal::derive(move || form.with(|f| Facts::of(f, &ctx.get()).no_chows()));
        let note = move || {
            let doubles = state.hand.with(|h| {
                h.as_ref()
                    .is_none_or(|h| no_chows_doubles(&ctx.get(), h.rules().values()))
            });
            (!doubles).then_some(" (no double in this game)")
        };
        view! {
            <Tick id=format!("p{}-no-chows", self.player.0) label="No chows" checked=ticked />
            <span class="form__hint">"four pungs or kongs tick it" {note}</span>
        }
    }

    fn hand_select(
        self,
        field: FormField,
        make: fn(Option<SpecialHand>) -> Change,
    ) -> impl IntoView {
        let FormFields { view, change, .. } = self;
        // Options redrawn only when what they show changes.
        let choice = Memo::new(move |_| {
            view.with(|v| {
                let v = v.as_ref()?;
                let current = match v.form.role {
                    Role::MahJong => v.form.special_hand.filter(|&h| h != SpecialHand::Purity),
                    _ => v.form.fishing_for,
                };
                Some((current, v.special_hand_choices()))
            })
        });
        let id = self.id(field);
        view! {
            <div class="field">
                <label for=id.clone()>{field.row().words}</label>
                <select
                    id=id
                    on:change=move |ev| {
                        change.run(make(SpecialHand::named(&event_target_value(&ev))))
                    }
                >
                    {move || {
                        let (current, choices) = choice.get().unwrap_or_default();
                        hand_options(current, choices)
                    }}
                </select>
            </div>
        }
    }
}

/// "None", then every hand that could be named, those the form does not
/// allow now shown but not offered.
fn hand_options(current: Option<SpecialHand>, choices: Vec<(SpecialHand, bool)>) -> impl IntoView {
    let none = view! {
        <option value="" selected=current.is_none()>
            "None"
        </option>
    };
    let hands = choices
        .into_iter()
        .map(|(h, allowed)| {
            let chosen = Some(h) == current;
            view! {
                <option value=h.name() selected=chosen disabled=!allowed && !chosen>
                    {h.name()}
                </option>
            }
        })
        .collect_view();
    view! {
        {none}
        {hands}
    }
}

/// What the chosen hand holds, with the way to its entry in the rules
/// guide.
fn explanation(state: AppState, hand: Option<SpecialHand>) -> impl IntoView {
    hand.map(|h| {
        let origin = match h.origin() {
            Origin::British => " A British hand.",
            Origin::Chinese => "",
        };
        view! {
            <p class="form__explanation">
                {h.explanation()} {origin} " "
                <button
                    type="button"
                    class="link-button"
                    on:click=move |_| state.open_guide(Some(entry_id(h)))
                >
                    {format!("{} in the rules guide", h.name())}
                </button>
            </p>
        }
    })
}
