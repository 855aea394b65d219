//! House rules (docs/rules.md §9): the open match's rules and the presets.

mod editor;
mod own_hands;
mod presets;

use crate::ui::controls::{Action, PresetSelect};
use crate::ui::state::AppState;
use editor::RulesEditor;
use engine::presets::BMJA;
use engine::rules::{RuleSet, RuleValues};
use leptos::prelude::*;
use presets::PresetRules;
use words::next_hand_rules;

/// The house-rules screen.
#[component]
pub fn RulesScreen() -> impl IntoView {
    view! {
        <section class="rules" aria-labelledby="rules-title">
            <h2 id="rules-title">"House rules"</h2>
            <MatchRules />
            <PresetRules />
        </section>
    }
}

/// The open match's rules: changed from the next hand on.
#[component]
fn MatchRules() -> impl IntoView {
    let state = expect_context::<AppState>();
    let editing = RwSignal::new(false);
    let chosen = RwSignal::new(BMJA.to_string());
    let apply = Callback::new(move |rules: RuleSet| {
        editing.set(false);
        state.run_and_play(|s| s.change_rules(rules));
    });
    let use_preset = move |_| {
        if let Some(rules) = state.presets.get_untracked().rules(&chosen.get_untracked()) {
            apply.run(rules);
        }
    };
    let current = move || {
        state
            .scored
            .with(|s| Some(s.as_ref()?.next_table().rules.values().clone()))
    };
    move || {
        let values = current()?;
        Some(view! {
            <section class="rules__section" aria-labelledby="match-rules-title">
                <h3 id="match-rules-title">"This match"</h3>
                <p>{next_hand_rules(&values)}</p>
                <div class="rules__row">
                    <PresetSelect
                        id="match-preset"
                        label="Preset for the next hand"
                        presets=state.presets
                        value=chosen
                    />
                    <Action on_press=use_preset>"Use this preset"</Action>
                    <Action on_press=move |_| {
                        editing.update(|e| *e = !*e)
                    }>"Edit this match's rules"</Action>
                </div>
                {move || {
                    editing
                        .get()
                        .then(|| view! { <MatchRulesEditor values=values.clone() apply /> })
                }}
            </section>
        })
    }
}

/// The open match's rules to edit, applied from the next hand on.
#[component]
fn MatchRulesEditor(values: RuleValues, apply: Callback<RuleSet>) -> impl IntoView {
    let save = Callback::new(move |v: RuleValues| {
        if let Ok(rules) = RuleSet::new(v) {
            apply.run(rules);
        }
    });
    view! {
        <RulesEditor
            values
            read_only=false
            id_prefix="match"
            save=("Apply to this match".to_string(), save)
        />
    }
}
