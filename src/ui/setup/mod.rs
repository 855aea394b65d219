//! New match (docs/rules.md §2): players in seat order, starting points, money.

mod fields;

use crate::engine::presets::BMJA;
use crate::engine::setup::SetupEntry;
use crate::engine::Wind;
use crate::ui::controls::{PresetSelect, TextField};
use crate::ui::state::{now, AppState};
use fields::{DreamerChoice, MoneyFields, NameFields, PlayerCountChoice};
use leptos::prelude::*;

/// The new-match screen.
#[component]
pub fn SetupScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let entry = RwSignal::new(SetupEntry::default());
    let tried = RwSignal::new(false);
    let preset = RwSignal::new(BMJA.to_string());
    let today: String = now().chars().take(10).collect();
    let match_name = RwSignal::new(format!("Match of {today}"));
    let start_match = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        tried.set(true);
        let Ok(setup) = entry.get_untracked().parse() else {
            return;
        };
        let rules = state
            .presets
            .with_untracked(|p| p.rules(&preset.get_untracked()));
        let name = match match_name.get_untracked().trim() {
            "" => format!("Match of {today}"),
            name => name.to_string(),
        };
        state.run_and_play(|s| {
            let _ = s.start_match(&name, setup, rules.unwrap_or_default());
        });
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
                <PresetSelect id="house-rules" label="House rules" value=preset />
                <div role="alert">
                    <ul class="setup__problems">
                        {move || {
                            tried
                                .get()
                                .then(|| {
                                    let problems = entry
                                        .with(|e| e.parse().err())
                                        .unwrap_or_default();
                                    problems
                                        .into_iter()
                                        .map(|p| view! { <li>{p.to_string()}</li> })
                                        .collect_view()
                                })
                        }}
                    </ul>
                </div>
                <button type="submit" class="button button--primary">
                    "Start match"
                </button>
                <p class="setup__note">
                    "The BMJA preset scores by the British rules: limit 1,000, Mah-Jong 20, East pays and receives double. "
                    {format!("The first hand is played in the {} round.", Wind::East)}
                </p>
            </form>
        </section>
    }
}
