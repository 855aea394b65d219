//! The winner's and the fishing player's part of the form.

use super::form::FormFields;
use crate::ui::controls::Tick;
use crate::ui::guide::entry_id;
use crate::ui::state::AppState;
use crate::ui::steady::steady;
use engine::form::{allowed_winning_tiles, Change, Facts, FormField, Role, TickField, WinningTile};
use engine::score::no_chows_doubles;
use engine::special::Origin;
use engine::SpecialHand;
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
        let offered =
            steady(move || form.with(|f| (f.winning_tile, allowed_winning_tiles(f, &ctx.get()))));
        // One option a tile, kept: only what is chosen and offered moves.
        let options = WinningTile::ALL.map(|t| {
            let chosen = move || offered.with(|(current, _)| *current == t);
            let refused = move || offered.with(|(_, allowed)| !allowed.contains(&t));
            option(t.label().to_string(), chosen, refused)
        });
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
        let ticked = steady(move || form.with(|f| Facts::of(f, &ctx.get()).no_chows()));
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
        // The hands that could be named move with the role and the rules;
        // what is chosen and offered, with the entries.
        let choice = steady(move || {
            view.with(|v| {
                let v = v.as_ref()?;
                let current = match v.form.role {
                    Role::MahJong => v.form.special_hand.filter(|&h| h != SpecialHand::Purity),
                    _ => v.form.fishing_for,
                };
                Some((current, v.special_hand_choices()))
            })
            .unwrap_or_default()
        });
        let named = Memo::new(move |_| {
            choice.with(|(_, choices)| choices.iter().map(|&(h, _)| h).collect::<Vec<_>>())
        });
        let id = self.id(field);
        view! {
            <div class="field">
                <label for=id.clone()>{field.row().words}</label>
                <select
                    id=id
                    on:change=move |ev| {
                        let chosen = event_target_value(&ev);
                        let hand = named
                            .get_untracked()
                            .into_iter()
                            .find(|h| h.to_string() == chosen);
                        change.run(make(hand))
                    }
                >
                    {move || hand_options(choice, named.get())}
                </select>
            </div>
        }
    }
}

/// "None", then every hand that could be named, those the form does not
/// allow now shown but not offered.
fn hand_options(choice: ReadSignal<HandChoice>, named: Vec<SpecialHand>) -> impl IntoView {
    let none = option(
        String::new(),
        move || choice.with(|(current, _)| current.is_none()),
        || false,
    );
    let hands = named
        .into_iter()
        .map(|h| {
            let chosen = move || choice.with(|(current, _)| *current == Some(h));
            let refused =
                move || !chosen() && choice.with(|(_, choices)| !choices.contains(&(h, true)));
            option(h.to_string(), chosen, refused)
        })
        .collect_view();
    view! {
        {none}
        {hands}
    }
}

/// The hand chosen, and each hand that could be named with whether the
/// form allows it now.
type HandChoice = (Option<SpecialHand>, Vec<(SpecialHand, bool)>);

/// An option of a select, drawn once: whether it is chosen and whether it
/// is refused follow the entries. Its words are its value; "None" is
/// worded apart and has none.
fn option(
    value: String,
    chosen: impl Fn() -> bool + Send + Sync + 'static,
    refused: impl Fn() -> bool + Send + Sync + 'static,
) -> impl IntoView {
    let words = if value.is_empty() {
        "None".to_string()
    } else {
        value.clone()
    };
    view! {
        <option value=value prop:selected=chosen disabled=refused>
            {words}
        </option>
    }
}

/// What the chosen hand holds, with the way to its entry in the rules
/// guide.
fn explanation(state: AppState, hand: Option<SpecialHand>) -> impl IntoView {
    hand.map(|h| {
        let origin = match h.origin() {
            Origin::British => " A British hand.",
            Origin::Chinese | Origin::Own => "",
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
