//! New match (docs/rules.md §2): players in seat order, starting points, money.

mod fields;

use crate::ui::controls::{PresetSelect, TextField};
use crate::ui::front::{Front, NewMatch};
use crate::ui::state::now;
use engine::presets::BMJA;
use engine::setup::SetupEntry;
use engine::Wind;
use fields::{DreamerChoice, MoneyFields, NameFields, PlayerCountChoice};
use leptos::prelude::*;
use words::start::StartRefused;
use words::Say;
use words::{new_match_name, rules_at_start};

/// What Start match says while the match starts.
const STARTING: &str = "Starting…";

/// The new-match screen.
#[component]
pub fn SetupScreen() -> impl IntoView {
    let front = expect_context::<Front>();
    let today = now();
    let form = SetupForm::new(&today);
    let SetupForm {
        entry,
        tried,
        refused,
        preset,
        match_name,
    } = form;
    let start_match = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        form.start(front, &today);
    };
    view! {
        <section class="setup" aria-labelledby="setup-title">
            <h2 id="setup-title">"New match"</h2>
            <form class="setup__form" on:submit=start_match novalidate>
                <TextField
                    id="match-name"
                    label="Match name"
                    value=match_name
                    on_input=move |v| match_name.set(v)
                />
                <PlayerCountChoice entry />
                <NameFields entry tried />
                <DreamerChoice entry />
                <TextField
                    id="starting-points"
                    label="Starting points"
                    value=Signal::derive(move || entry.with(|e| e.starting_points.clone()))
                    on_input=move |v| entry.update(|e| e.starting_points = v)
                    max_length=16
                    numeric=true
                />
                <MoneyFields entry />
                <PresetSelect
                    id="house-rules"
                    label="House rules"
                    presets=front.presets
                    value=preset
                />
                <SetupProblems entry tried refused />
                // What the button says once pressed, read by the drawn
                // screen's script too (scripts/first-screen.js).
                <button type="submit" class="button button--primary" data-pressed=STARTING>
                    {move || if front.starting.get() { STARTING } else { "Start match" }}
                </button>
                <SetupNote preset />
            </form>
        </section>
    }
}

/// What the new-match form holds while it is filled in.
#[derive(Clone, Copy)]
struct SetupForm {
    entry: RwSignal<SetupEntry>,
    /// Start was pressed: the problems show.
    tried: RwSignal<bool>,
    /// Why the match could not start, when the app could not start it.
    refused: RwSignal<Option<StartRefused>>,
    preset: RwSignal<String>,
    match_name: RwSignal<String>,
}

impl SetupForm {
    /// An empty form, the match named for today.
    fn new(today: &str) -> SetupForm {
        SetupForm {
            entry: RwSignal::new(SetupEntry::default()),
            tried: RwSignal::new(false),
            refused: RwSignal::new(None),
            preset: RwSignal::new(BMJA.to_string()),
            match_name: RwSignal::new(new_match_name(today)),
        }
    }

    /// Starts the match the entries describe, once they make one; an empty
    /// name is today's.
    fn start(self, front: Front, today: &str) {
        self.tried.set(true);
        let Ok(setup) = self.entry.get_untracked().parse() else {
            return;
        };
        let name = match self.match_name.get_untracked().trim() {
            "" => new_match_name(today),
            name => name.to_string(),
        };
        let preset = self.preset.get_untracked();
        let new_match = NewMatch {
            name,
            setup,
            preset,
        };
        front.start_match(new_match, self.refused);
    }
}

/// What stops the match starting, once the players have tried.
#[component]
fn SetupProblems(
    entry: RwSignal<SetupEntry>,
    tried: RwSignal<bool>,
    refused: RwSignal<Option<StartRefused>>,
) -> impl IntoView {
    let problems = move || {
        let found = entry.with(|e| e.parse().err()).unwrap_or_default();
        let found = found.into_iter().map(|p| p.said().to_string());
        let refused = refused.get().map(|why| why.said().to_string());
        let items = found.chain(refused).map(|p| view! { <li>{p}</li> });
        tried.get().then(|| items.collect_view())
    };
    view! {
        <div role="alert">
            <ul class="setup__problems">{problems}</ul>
        </div>
    }
}

/// The house rules the match will start with (the preset's name and what it
/// changes from BMJA), and where the first hand is played.
#[component]
fn SetupNote(preset: RwSignal<String>) -> impl IntoView {
    let front = expect_context::<Front>();
    let rules = move || {
        let name = preset.get();
        let values = front.presets.with(|p| p.rules(&name))?.values().clone();
        Some(rules_at_start(&name, &values))
    };
    view! {
        <p class="setup__note">
            {rules} " " {format!("The first hand is played in the {} round.", Wind::East)}
        </p>
    }
}
