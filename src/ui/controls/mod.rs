//! Touch-sized form controls: a tick box, a count stepper, a text box,
//! buttons, each with a visible label that is its accessible name.

mod stepper;

pub use stepper::Stepper;

use engine::presets::Presets;
use leptos::prelude::*;

/// A tick box with its label.
#[component]
pub fn Tick(
    /// Unique element id.
    #[prop(into)]
    id: String,
    /// The visible label.
    #[prop(into)]
    label: Signal<String>,
    /// Whether it is ticked.
    #[prop(into)]
    checked: Signal<bool>,
    /// Whether it cannot be changed (it can when not given).
    #[prop(optional, into)]
    disabled: MaybeProp<bool>,
    /// Called with the new state, returning the state standing after it
    /// (a change refused leaves it as it was); none for a tick that only
    /// shows a fact.
    #[prop(optional, into)]
    on_toggle: Option<Callback<bool, bool>>,
) -> impl IntoView {
    let disabled = move || disabled.get().unwrap_or(false) || on_toggle.is_none();
    view! {
        <div class="tick" class:tick--disabled=disabled>
            <input
                type="checkbox"
                id=id.clone()
                prop:checked=move || checked.get()
                disabled=disabled
                on:change=move |ev| {
                    if let Some(toggle) = on_toggle {
                        let standing = toggle.run(event_target_checked(&ev));
                        event_target::<web_sys::HtmlInputElement>(&ev).set_checked(standing);
                    }
                }
            />
            <label for=id>{move || label.get()}</label>
        </div>
    }
}

/// A labelled one-line text box.
#[component]
pub fn TextField(
    /// Unique element id.
    #[prop(into)]
    id: String,
    /// The visible label.
    #[prop(into)]
    label: String,
    /// The text.
    #[prop(into)]
    value: Signal<String>,
    /// Called with the text as it is typed.
    #[prop(into)]
    on_input: Callback<String>,
    /// The most characters it takes.
    #[prop(default = 60)]
    max_length: usize,
    /// Whether it holds a number.
    #[prop(default = false)]
    numeric: bool,
) -> impl IntoView {
    view! {
        <div class="field">
            <label for=id.clone()>{label}</label>
            <input
                id=id
                type="text"
                maxlength=max_length.to_string()
                inputmode=numeric.then_some("numeric")
                autocomplete="off"
                prop:value=move || value.get()
                on:input=move |ev| on_input.run(event_target_value(&ev))
            />
        </div>
    }
}

/// A labelled choice of house-rule preset, BMJA first.
#[component]
pub fn PresetSelect(
    /// Unique element id.
    #[prop(into)]
    id: String,
    /// The visible label.
    #[prop(into)]
    label: String,
    /// The presets offered.
    #[prop(into)]
    presets: Signal<Presets>,
    /// The chosen preset's name.
    value: RwSignal<String>,
    /// Called after a new choice.
    #[prop(optional, into)]
    on_choose: Option<Callback<()>>,
) -> impl IntoView {
    view! {
        <div class="field">
            <label for=id.clone()>{label}</label>
            <select
                id=id
                on:change=move |ev| {
                    value.set(event_target_value(&ev));
                    if let Some(done) = on_choose {
                        done.run(());
                    }
                }
            >
                {move || {
                    presets
                        .get()
                        .names()
                        .into_iter()
                        .map(|n| {
                            let selected = n == value.get();
                            let text = n.clone();
                            view! {
                                <option value=n selected=selected>
                                    {text}
                                </option>
                            }
                        })
                        .collect_view()
                }}
            </select>
        </div>
    }
}

/// How an action button looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Look {
    /// An ordinary button.
    #[default]
    Plain,
    /// The way forward on its screen.
    Primary,
    /// The screen's main action, large.
    Large,
    /// Throws something away.
    Danger,
    /// A small button among many.
    Small,
}

impl Look {
    /// The look given by a choice: primary or plain.
    pub fn primary_if(primary: bool) -> Look {
        match primary {
            true => Look::Primary,
            false => Look::Plain,
        }
    }

    fn class(self) -> &'static str {
        match self {
            Look::Plain => "button",
            Look::Primary => "button button--primary",
            Look::Large => "button button--primary button--large",
            Look::Danger => "button button--danger",
            Look::Small => "button button--small",
        }
    }
}

/// A button that does something when pressed, labelled by its children;
/// other attributes (`attr:aria-label`, `attr:id`) go onto the button.
#[component]
pub fn Action(
    /// What pressing it does.
    #[prop(into)]
    on_press: Callback<()>,
    /// How it looks.
    #[prop(optional)]
    look: Look,
    /// Whether it cannot be pressed now.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    /// A class for where it sits, beside its look's.
    #[prop(optional)]
    place: &'static str,
    /// Its words.
    children: Children,
) -> impl IntoView {
    let class = match place {
        "" => look.class().to_string(),
        place => format!("{} {place}", look.class()),
    };
    view! {
        <button
            type="button"
            class=class
            disabled=move || disabled.get()
            on:click=move |_| on_press.run(())
        >
            {children()}
        </button>
    }
}

/// A question asked before something is thrown away: one button goes
/// ahead, the other keeps things as they are.
#[component]
pub fn Confirm(
    /// The question's element id, which names the dialog.
    #[prop(into)]
    id: String,
    /// The question.
    #[prop(into)]
    question: String,
    /// The words of the button that goes ahead.
    #[prop(into)]
    go: String,
    /// The words of the button that keeps things as they are.
    #[prop(into)]
    keep: String,
    /// Called to go ahead.
    #[prop(into)]
    on_go: Callback<()>,
    /// Called to keep things as they are.
    #[prop(into)]
    on_keep: Callback<()>,
) -> impl IntoView {
    let labelled_by = id.clone();
    view! {
        <div class="confirm" role="alertdialog" aria-labelledby=labelled_by>
            <p id=id>{question}</p>
            <Action look=Look::Danger on_press=on_go>
                {go}
            </Action>
            <Action on_press=on_keep>{keep}</Action>
        </div>
    }
}

/// A name cut to fit (`words::short_names`), read out whole.
#[component]
pub fn ShortName(full: String, short: String) -> impl IntoView {
    if full == short {
        return full.into_any();
    }
    let title = full.clone();
    view! {
        <span title=title>
            <span aria-hidden="true">{short}</span>
            <span class="visually-hidden">{full}</span>
        </span>
    }
    .into_any()
}

/// A name cut to fit, the whole name one tap away.
#[component]
pub fn NameTag(full: String, short: String) -> impl IntoView {
    if full == short {
        return full.into_any();
    }
    let whole = RwSignal::new(false);
    let shown = {
        let full = full.clone();
        move || {
            if whole.get() {
                full.clone()
            } else {
                short.clone()
            }
        }
    };
    let title = full.clone();
    view! {
        <button
            type="button"
            class="name-tag"
            title=title
            aria-expanded=move || whole.get().to_string()
            on:click=move |_| whole.update(|w| *w = !*w)
        >
            <span aria-hidden="true">{shown}</span>
            <span class="visually-hidden">{full}</span>
        </button>
    }
    .into_any()
}
