//! The house-rules editor: every value with its own message when it is not a
//! whole number within bounds. Values are handed on only when every one is
//! right: at each change (a preset, kept as it is edited), or when the
//! players press the editor's button (a match's rules, applied from the
//! next hand).

use super::own_hands::{own_hands, OwnHands, OwnRow};
use crate::ui::controls::{Action, Look, Tick};
use engine::rules::{RuleField, RuleSwitch, RuleValues, SWITCHES};
use engine::SpecialHand;
use leptos::prelude::*;
use words::Say;

/// Every number as typed, every switch and the club's own hands, over
/// the values edited.
#[derive(Clone, Copy)]
pub(super) struct Entries {
    numbers: StoredValue<Vec<(RuleField, RwSignal<String>)>>,
    switches: StoredValue<Vec<(RuleSwitch, RwSignal<bool>)>>,
    /// The club's own hands, as typed.
    pub(super) own: RwSignal<Vec<OwnRow>>,
    /// The key the next own hand added takes.
    next: StoredValue<u32>,
    base: StoredValue<RuleValues>,
    prefix: StoredValue<String>,
    pub(super) read_only: bool,
    /// Called with the values at each change that leaves every one right.
    on_change: Option<Callback<RuleValues>>,
}

impl Entries {
    fn new(
        values: RuleValues,
        prefix: String,
        read_only: bool,
        on_change: Option<Callback<RuleValues>>,
    ) -> Entries {
        let numbers = RuleField::all()
            .into_iter()
            .map(|f| (f, RwSignal::new(f.get(&values).to_string())))
            .collect();
        let switches = SWITCHES
            .into_iter()
            .map(|s| (s, RwSignal::new((s.get)(&values))))
            .collect();
        let own = own_rows(&values);
        Entries {
            numbers: StoredValue::new(numbers),
            switches: StoredValue::new(switches),
            next: StoredValue::new(own.len() as u32),
            own: RwSignal::new(own),
            base: StoredValue::new(values),
            prefix: StoredValue::new(prefix),
            read_only,
            on_change,
        }
    }

    /// A key no own hand on the editor holds.
    pub(super) fn next_key(&self) -> u32 {
        let key = self.next.get_value();
        self.next.set_value(key + 1);
        key
    }

    /// Hands the values on after a change, when every one is right.
    pub(super) fn changed(&self) {
        let built = self.built_untracked();
        if let (Some(on_change), Some(values)) = (self.on_change, built) {
            on_change.run(values);
        }
    }

    /// The values as entered, if every one is right, read without tracking.
    fn built_untracked(&self) -> Option<RuleValues> {
        untrack(|| self.built())
    }

    pub(super) fn id(&self, name: &str) -> String {
        format!("{}-{name}", self.prefix.get_value())
    }

    /// The values as entered, if every one is right.
    fn built(&self) -> Option<RuleValues> {
        let mut v = self.base.get_value();
        for (field, text) in self.numbers.get_value() {
            field.set(&mut v, field.check(&text.get()).ok()?);
        }
        for (switch, on) in self.switches.get_value() {
            (switch.set)(&mut v, on.get());
        }
        v.own_hands = own_hands(&self.own.get())?;
        v.problems().is_empty().then_some(v)
    }

    /// Takes in values changed elsewhere (on another device): a box whose
    /// entry reads as another value shows the new one; one that reads as
    /// it already stays as typed.
    fn follow(&self, values: &RuleValues) {
        for (field, text) in self.numbers.get_value() {
            let new = field.get(values);
            if field.check(&text.get_untracked()) != Ok(new) {
                text.set(new.to_string());
            }
        }
        for (switch, on) in self.switches.get_value() {
            let new = (switch.get)(values);
            if on.get_untracked() != new {
                on.set(new);
            }
        }
        // Own hands changed elsewhere are taken in; a hand being typed,
        // not yet right, stays.
        let typed = self.own.with_untracked(|rows| own_hands(rows));
        let moved = self
            .base
            .with_value(|base| base.own_hands != values.own_hands);
        if moved && typed.as_ref() != Some(&values.own_hands) {
            let rows: Vec<OwnRow> = values
                .own_hands
                .iter()
                .map(|hand| OwnRow::new(self.next_key(), hand))
                .collect();
            self.own.set(rows);
        }
        self.base.set_value(values.clone());
    }

    /// Puts every special-hand value back to what `source` holds.
    fn set_specials(&self, source: RuleValues) {
        for (field, text) in self.numbers.get_value() {
            if matches!(
                field,
                RuleField::SpecialWinner(_) | RuleField::SpecialFishing(_)
            ) {
                text.set(field.get(&source).to_string());
            }
        }
        self.changed();
    }

    /// Special-hand values scaled to the limit as typed.
    fn scale_specials(&self) {
        let limit = self
            .numbers
            .get_value()
            .into_iter()
            .find(|(f, _)| *f == RuleField::Limit)
            .and_then(|(f, t)| f.check(&t.get_untracked()).ok());
        if let Some(limit) = limit {
            let mut v = RuleValues::bmja();
            v.limit = limit;
            v.scale_special_values_to_limit();
            self.set_specials(v);
        }
    }

    /// One number box with its message; labelled by a <label> or, in the
    /// special-hands table, by its row and column headers.
    fn number(self, field: RuleField, headers: Option<String>) -> impl IntoView {
        let all = self.numbers.get_value();
        let (i, text) = all
            .iter()
            .enumerate()
            .find(|(_, (f, _))| *f == field)
            .map(|(i, (_, t))| (i, *t))?;
        let error_id = self.id(&format!("rule-{i}-error"));
        let id = self.id(&format!("rule-{i}"));
        let error = move || field.check(&text.get()).err().map(|e| e.said().to_string());
        let label = headers
            .is_none()
            .then(|| view! { <label for=id.clone()>{field.label()}</label> });
        Some(view! {
            <div class="rule">
                {label}
                <input
                    id=id
                    type="text"
                    inputmode="numeric"
                    readonly=self.read_only
                    aria-labelledby=headers
                    aria-invalid=move || error().is_some().to_string()
                    aria-describedby=error_id.clone()
                    prop:value=move || text.get()
                    on:input=move |ev| {
                        text.set(event_target_value(&ev));
                        self.changed();
                    }
                /> <span class="field__error" id=error_id role="alert">
                    {error}
                </span>
            </div>
        })
    }

    fn group(self, title: &'static str, keep: fn(&RuleField) -> bool) -> impl IntoView {
        let fields: Vec<RuleField> = RuleField::all().into_iter().filter(keep).collect();
        view! {
            <fieldset class="rules__group">
                <legend>{title}</legend>
                {fields.into_iter().map(|f| self.number(f, None)).collect_view()}
            </fieldset>
        }
    }
}

/// The rows of the own hands the values hold.
fn own_rows(values: &RuleValues) -> Vec<OwnRow> {
    let hands = values.own_hands.iter().enumerate();
    hands
        .map(|(key, hand)| OwnRow::new(key as u32, hand))
        .collect()
}

/// Edits a set of rule values.
#[component]
pub fn RulesEditor(
    /// The values to start from.
    values: RuleValues,
    /// Shown but not editable (the BMJA preset).
    read_only: bool,
    /// Starts every element id, so two editors on a page stay apart.
    #[prop(into)]
    id_prefix: String,
    /// The button that hands the values on, with its words; none where
    /// each change is handed on as it is made (`on_change`).
    #[prop(optional)]
    save: Option<(String, Callback<RuleValues>)>,
    /// Called with the values at each change that leaves every one right.
    #[prop(optional, into)]
    on_change: Option<Callback<RuleValues>>,
    /// The values as they come to stand, changed here or elsewhere, for
    /// the boxes to follow (`None`: no longer kept).
    #[prop(optional, into)]
    follow: Option<Signal<Option<RuleValues>>>,
) -> impl IntoView {
    let entries = Entries::new(values, id_prefix, read_only, on_change);
    if let Some(follow) = follow {
        Effect::new(move |_| follow.with(|v| v.as_ref().map(|v| entries.follow(v))));
    }
    view! {
        <div class="rules__editor">
            {entries
                .group(
                    "Limit and points",
                    |f| {
                        matches!(
                            f,
                            RuleField::Limit
                            | RuleField::MahJong
                            | RuleField::WallTile
                            | RuleField::BonusTile
                            | RuleField::DragonPair
                            | RuleField::OwnWindPair
                            | RuleField::PrevailingWindPair
                        )
                    },
                )} {entries.group("Pungs and kongs", |f| matches!(f, RuleField::Set(_)))}
            {entries.group("Doubles (each a factor)", |f| matches!(f, RuleField::Double(_)))}
            <Switches entries /> <SpecialValues entries />
            {(!read_only || !entries.own.with_untracked(Vec::is_empty))
                .then(|| view! { <OwnHands entries /> })}
            {(!read_only).then(|| view! { <EditorActions entries save /> })}
        </div>
    }
}

#[component]
fn Switches(entries: Entries) -> impl IntoView {
    let base = entries.base.get_value();
    let ticks = entries
        .switches
        .get_value()
        .into_iter()
        .map(|(switch, on)| {
            view! {
                <Tick
                    id=entries.id(&format!("rule-{}", switch.name))
                    label=(switch.label)(&base)
                    checked=on
                    disabled=entries.read_only
                    on_toggle=move |v| {
                        on.set(v);
                        entries.changed();
                        v
                    }
                />
            }
        })
        .collect_view();
    view! {
        <fieldset class="rules__group">
            <legend>"Switches"</legend>
            {ticks}
        </fieldset>
    }
}

#[component]
fn SpecialValues(entries: Entries) -> impl IntoView {
    let column = |name: &str| entries.id(&format!("special-{name}"));
    let rows = SpecialHand::ALL
        .into_iter()
        .filter(|&h| h != SpecialHand::Purity)
        .enumerate()
        .map(|(r, hand)| {
            let row = entries.id(&format!("special-{r}"));
            let headers = |c: &str| Some(format!("{row} {}", column(c)));
            let winner = entries.number(RuleField::SpecialWinner(hand), headers("winner"));
            let fishing = match hand.is_situation() {
                true => view! { <span class="rules__none">"—"</span> }.into_any(),
                false => entries
                    .number(RuleField::SpecialFishing(hand), headers("fishing"))
                    .into_any(),
            };
            view! {
                <tr>
                    <th scope="row" id=row.clone()>
                        {hand.name()}
                    </th>
                    <td>{winner}</td>
                    <td>{fishing}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <fieldset class="rules__group rules__specials">
            <legend>"Special hands"</legend>
            <table>
                <thead>
                    <tr>
                        <th scope="col">"Hand"</th>
                        <th scope="col" id=column("winner")>
                            "Mah-Jong"
                        </th>
                        <th scope="col" id=column("fishing")>
                            "Fishing"
                        </th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </fieldset>
    }
}

#[component]
fn EditorActions(entries: Entries, save: Option<(String, Callback<RuleValues>)>) -> impl IntoView {
    let save = save.map(|(label, on_save)| {
        view! {
            <Action
                look=Look::Primary
                disabled=Signal::derive(move || entries.built().is_none())
                on_press=move |_| {
                    if let Some(v) = entries.built() {
                        on_save.run(v);
                    }
                }
            >
                {label}
            </Action>
        }
    });
    view! {
        <div class="rules__actions">
            <Action on_press=move |_| {
                entries.set_specials(RuleValues::bmja())
            }>"Restore default special-hand values"</Action>
            <Action on_press=move |_| {
                entries.scale_specials()
            }>"Move special-hand values to the new limit"</Action>
            {save}
        </div>
    }
}
