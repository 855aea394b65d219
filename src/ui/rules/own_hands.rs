//! A preset's own special hands on its editor (docs/special-hands.md):
//! each hand's boxes with what is wrong with each, its shape drawn in
//! tiles, and a box to try a hand against it.

use super::editor::Entries;
use crate::ui::controls::Action;
use crate::ui::guide::example_hand;
use crate::ui::state::AppState;
use engine::own_hands::{OwnField, OwnHand, OwnHandEntry, Shape, MAX_OWN_HANDS};
use leptos::prelude::*;
use words::Say;

/// One hand's boxes, as typed.
#[derive(Clone, Copy)]
pub(super) struct OwnRow {
    key: u32,
    name: RwSignal<String>,
    shape: RwSignal<String>,
    value: RwSignal<String>,
    fishing: RwSignal<String>,
    value_exposed: RwSignal<String>,
    fishing_exposed: RwSignal<String>,
    trial: RwSignal<String>,
}

impl OwnRow {
    pub(super) fn new(key: u32, hand: &OwnHand) -> OwnRow {
        let typed = OwnHandEntry::of(hand);
        OwnRow {
            key,
            name: RwSignal::new(typed.name),
            shape: RwSignal::new(typed.shape),
            value: RwSignal::new(typed.value),
            fishing: RwSignal::new(typed.fishing),
            value_exposed: RwSignal::new(typed.value_exposed),
            fishing_exposed: RwSignal::new(typed.fishing_exposed),
            trial: RwSignal::new(String::new()),
        }
    }

    /// The boxes' text.
    pub(super) fn entry(&self) -> OwnHandEntry {
        OwnHandEntry {
            name: self.name.get(),
            shape: self.shape.get(),
            value: self.value.get(),
            fishing: self.fishing.get(),
            value_exposed: self.value_exposed.get(),
            fishing_exposed: self.fishing_exposed.get(),
        }
    }

    fn text(&self, field: OwnField) -> RwSignal<String> {
        match field {
            OwnField::Name => self.name,
            OwnField::Shape => self.shape,
            OwnField::Value => self.value,
            OwnField::FishingValue => self.fishing,
            OwnField::ValueExposed => self.value_exposed,
            OwnField::FishingValueExposed => self.fishing_exposed,
        }
    }
}

/// Every row's hand, when every box is right.
pub(super) fn own_hands(rows: &[OwnRow]) -> Option<Vec<OwnHand>> {
    let typed: Vec<OwnHandEntry> = rows.iter().map(OwnRow::entry).collect();
    let hands = typed.iter().enumerate().map(|(i, t)| t.hand(&typed[..i]));
    hands.collect()
}

const BOXES: [OwnBox; 6] = [
    (OwnField::Name, "name", "Name", ""),
    (
        OwnField::Shape,
        "shape",
        "Shape",
        "For example: 7 pairs in suit A",
    ),
    (OwnField::Value, "value", "Value", ""),
    (
        OwnField::FishingValue,
        "fishing",
        "Fishing value",
        "Blank: nobody fishes for it.",
    ),
    (
        OwnField::ValueExposed,
        "value-exposed",
        "Value exposed",
        "Blank: the hand must be concealed.",
    ),
    (
        OwnField::FishingValueExposed,
        "fishing-exposed",
        "Fishing value exposed",
        "",
    ),
];

/// A box of a hand: its field, the part of its id, its label, its hint.
type OwnBox = (OwnField, &'static str, &'static str, &'static str);

/// One box of a hand, with its hint and what is wrong with it.
fn own_box(entries: Entries, row: OwnRow, (field, part, label, hint): OwnBox) -> impl IntoView {
    let id = entries.id(&format!("own-{}-{part}", row.key));
    let (error_id, hint_id) = (format!("{id}-error"), format!("{id}-hint"));
    let text = row.text(field);
    let error = move || {
        let rows = entries.own.get();
        let at = rows.iter().position(|r| r.key == row.key)?;
        let before: Vec<OwnHandEntry> = rows[..at].iter().map(OwnRow::entry).collect();
        row.entry()
            .fault(field, &before)
            .map(|f| f.said().to_string())
    };
    let wide = matches!(field, OwnField::Name | OwnField::Shape);
    view! {
        <div class="rule own__box" class:own__box--wide=wide>
            <label for=id.clone()>{label.to_string()}</label>
            <input
                id=id
                type="text"
                inputmode=(!wide).then_some("numeric")
                autocomplete="off"
                readonly=entries.read_only
                aria-invalid=move || error().is_some().to_string()
                aria-describedby=format!("{hint_id} {error_id}")
                prop:value=move || text.get()
                on:input=move |ev| {
                    text.set(event_target_value(&ev));
                    entries.changed();
                }
            />
            <span class="own__hint" id=hint_id>
                {hint.to_string()}
            </span>
            <span class="field__error" id=error_id role="alert">
                {error}
            </span>
        </div>
    }
}

/// A hand's shape drawn as tiles that make it, and a box to try tiles.
fn drawn(entries: Entries, row: OwnRow) -> impl IntoView {
    let shape = Memo::new(move |_| Shape::read(&row.shape.get()).ok());
    let example = move || {
        let drawn = shape.get()?.example()?.hand();
        Some(example_hand(&drawn))
    };
    let id = entries.id(&format!("own-{}-trial", row.key));
    let said = move || {
        let typed = row.trial.get();
        let shape = shape.get()?;
        (!typed.trim().is_empty()).then(|| words::own_hands::tried(&shape, &typed))
    };
    view! {
        <div class="own__drawn">{example}</div>
        <div class="rule own__box own__box--wide">
            <label for=id.clone()>"Tiles to try against this shape"</label>
            <input
                id=id
                type="text"
                autocomplete="off"
                placeholder="?11223355667799b"
                prop:value=move || row.trial.get()
                on:input=move |ev| row.trial.set(event_target_value(&ev))
            />
            <span class="own__tried" aria-live="polite">
                {said}
            </span>
        </div>
    }
}

fn own_card(entries: Entries, row: OwnRow) -> impl IntoView {
    let boxes = BOXES
        .into_iter()
        .map(|one| own_box(entries, row, one))
        .collect_view();
    let remove = move |()| {
        entries.own.update(|rows| rows.retain(|r| r.key != row.key));
        entries.changed();
    };
    let name = move || row.name.get();
    view! {
        <li class="own__hand">
            <div class="own__boxes">{boxes}</div>
            {drawn(entries, row)}
            {(!entries.read_only)
                .then(|| {
                    view! {
                        <Action
                            on_press=remove
                            attr:aria-label=move || format!("Remove {}", name())
                        >
                            "Remove"
                        </Action>
                    }
                })}
        </li>
    }
}

/// The preset's own special hands.
#[component]
pub(super) fn OwnHands(entries: Entries) -> impl IntoView {
    let add = move |()| {
        let key = entries.next_key();
        let row = OwnRow::new(key, &OwnHand::new(""));
        entries.own.update(|rows| rows.push(row));
    };
    let full = Signal::derive(move || entries.own.with(Vec::len) >= MAX_OWN_HANDS);
    let words = use_context::<AppState>().map(|state| {
        view! {
            <button
                type="button"
                class="link-button"
                on:click=move |_| state.open_guide(Some("guide-shape-words".into()))
            >
                "Every word of a shape, in the rules guide"
            </button>
        }
    });
    view! {
        <fieldset class="rules__group own">
            <legend>"The club's own special hands"</legend>
            <p class="own__about">
                "Hands of the club's own, scored as a listed hand of their values is. "
                "A shape lists the hand's parts in words, such as "
                <code>"run 1-9 in suit A, single of each dragon, pair of wind"</code> ". " {words}
            </p>
            <ul class="own__hands">
                <For
                    each=move || entries.own.get()
                    key=|row| row.key
                    children=move |row| own_card(entries, row)
                />
            </ul>
            {(!entries.read_only)
                .then(|| {
                    view! {
                        <Action on_press=add disabled=full>
                            "Add a special hand"
                        </Action>
                    }
                })}
        </fieldset>
    }
}
