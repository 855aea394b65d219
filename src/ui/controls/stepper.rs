//! The count stepper: large − and + buttons around a number box that takes
//! only the counts the form offers, saying why when it does not.

use engine::form::TypedCount;
use leptos::prelude::*;
use words::{count_lowered, count_not_a_number, count_not_offered};

/// A count with large − and + buttons around a number box (role spinbutton)
/// that only takes the values offered.
#[component]
pub fn Stepper(
    /// Unique element id.
    #[prop(into)]
    id: String,
    /// The visible label.
    #[prop(into)]
    label: Signal<String>,
    /// The current count.
    #[prop(into)]
    value: Signal<u8>,
    /// The counts offered, lowest first.
    #[prop(into)]
    allowed: Signal<Vec<u8>>,
    /// Called with the chosen count; returns the count standing after it,
    /// which the box shows at once.
    #[prop(into)]
    on_set: Callback<u8, u8>,
) -> impl IntoView {
    let count = Count {
        label,
        value,
        allowed,
        on_set,
        said: RwSignal::new(None),
        shown: StoredValue::new(value.get_untracked()),
        input: NodeRef::new(),
    };
    Effect::new(move |_| count.shown.set_value(value.get()));
    let enabled = Memo::new(move |_| allowed.with(|a| a.len() > 1));
    let enabled = move || enabled.get();
    let note_id = format!("{id}-note");
    let note = Memo::new(move |_| count.note());
    view! {
        <div class="stepper" class:stepper--disabled=move || !enabled()>
            <label for=id.clone()>{move || label.get()}</label>
            <div class="stepper__controls">
                {count.step("−", "Decrease", |n| n.saturating_sub(1))}
                {count.number_box(id, note_id.clone(), enabled)}
                {count.step("+", "Increase", |n| n.saturating_add(1))}
            </div>
            <span id=note_id class="stepper__note" role="status">
                {move || note.get()}
            </span>
        </div>
    }
}

/// A stepper's count, for its buttons and its box.
#[derive(Clone, Copy)]
struct Count {
    label: Signal<String>,
    value: Signal<u8>,
    allowed: Signal<Vec<u8>>,
    on_set: Callback<u8, u8>,
    /// What the players were told about the count typed last, with the
    /// count it left: shown while the count stays so.
    said: RwSignal<Option<(String, u8)>>,
    /// The count in the box: set at once by a tap, before `value` follows.
    shown: StoredValue<u8>,
    /// The number box.
    input: NodeRef<leptos::html::Input>,
}

impl Count {
    /// The button that moves the count `by` one, when that count is offered.
    fn step(self, sign: &'static str, words: &'static str, by: fn(u8) -> u8) -> impl IntoView {
        let Count {
            label,
            value,
            allowed,
            ..
        } = self;
        let label = move || format!("{words} {}", label.get());
        let disabled = Memo::new(move |_| {
            let (now, to) = (value.get(), by(value.get()));
            to == now || !allowed.with(|a| a.contains(&to))
        });
        view! {
            <button
                type="button"
                class="stepper__button"
                aria-label=label
                disabled=disabled
                on:click=move |_| self.set(by(self.shown.get_value()))
            >
                {sign}
            </button>
        }
    }

    /// The number box: a count typed is read against those offered.
    fn number_box(
        self,
        id: String,
        note_id: String,
        enabled: impl Fn() -> bool + Copy + Send + Sync + 'static,
    ) -> impl IntoView {
        let Count {
            value,
            allowed,
            input,
            ..
        } = self;
        let most = Memo::new(move |_| allowed.with(|a| a.last().copied().unwrap_or(0)));
        let choose = move |text: String| {
            let typed = allowed.with(|a| TypedCount::read(&text, a));
            let kept = typed.taken().unwrap_or_else(|| self.shown.get_value());
            self.said.set(note(typed).map(|words| (words, kept)));
            match typed.taken() {
                Some(n) => self.set(n),
                // Not taken: show the count as it was.
                None => self.show(kept),
            }
        };
        view! {
            <span class="stepper__box">
                <input
                    node_ref=input
                    id=id
                    class="stepper__value"
                    type="number"
                    inputmode="numeric"
                    min="0"
                    max=move || most.get().to_string()
                    prop:value=move || value.get().to_string()
                    disabled=move || !enabled()
                    aria-describedby=note_id
                    on:change=move |ev| choose(event_target_value(&ev))
                />
            </span>
        }
    }

    /// Sets the count, and shows at once the count standing after it.
    fn set(self, n: u8) {
        self.show(self.on_set.run(n));
    }

    /// Shows a count in the box.
    fn show(self, n: u8) {
        self.shown.set_value(n);
        if let Some(el) = self.input.get_untracked() {
            el.set_value(&n.to_string());
        }
    }

    /// What the players are told about the count typed last, while the
    /// count is still the one it left.
    fn note(self) -> Option<String> {
        self.said
            .get()
            .filter(|(_, kept)| *kept == self.value.get())
            .map(|(words, _)| words)
    }
}

/// What the players are told beside the box about a typed count, if
/// anything.
fn note(typed: TypedCount) -> Option<String> {
    match typed {
        TypedCount::Taken(_) => None,
        TypedCount::Most { typed, most } => Some(count_lowered(typed, most)),
        TypedCount::NotOffered(typed) => Some(count_not_offered(typed)),
        TypedCount::NotANumber => Some(count_not_a_number()),
    }
}
