//! Which matches count: the days of a season and the house rules.

use crate::engine::season::{RulesChoice, SeasonFilter};
use crate::ui::state::AppState;
use leptos::prelude::*;

fn rules_key(choice: &RulesChoice) -> String {
    match choice {
        RulesChoice::Any => "any".into(),
        RulesChoice::Own => "own".into(),
        RulesChoice::Preset(name) => format!("preset:{name}"),
    }
}

fn rules_choice(key: &str) -> RulesChoice {
    match key.strip_prefix("preset:") {
        Some(name) => RulesChoice::Preset(name.into()),
        None if key == "own" => RulesChoice::Own,
        None => RulesChoice::Any,
    }
}

/// A day as a date box gives it (`2026-09-01`), or none when cleared.
fn day(value: String) -> Option<String> {
    Some(value).filter(|v| !v.is_empty())
}

/// The season's days and rules.
#[component]
pub fn FilterBar(filter: RwSignal<SeasonFilter>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let choices = move || {
        let mut choices = vec![(RulesChoice::Any, "Any rules".to_string())];
        for name in state.presets.with(|p| p.names()) {
            choices.push((RulesChoice::Preset(name.clone()), format!("{name} preset")));
        }
        choices.push((RulesChoice::Own, "Rules that are no preset's".into()));
        choices
            .into_iter()
            .map(|(choice, label)| {
                let key = rules_key(&choice);
                let selected = move || filter.with(|f| f.rules == choice);
                view! {
                    <option value=key selected=selected>
                        {label}
                    </option>
                }
            })
            .collect_view()
    };
    view! {
        <div class="players__filter">
            <div class="field">
                <label for="season-from">"First day"</label>
                <input
                    id="season-from"
                    type="date"
                    prop:value=move || filter.with(|f| f.from.clone().unwrap_or_default())
                    on:change=move |ev| filter.update(|f| f.from = day(event_target_value(&ev)))
                />
            </div>
            <div class="field">
                <label for="season-to">"Last day"</label>
                <input
                    id="season-to"
                    type="date"
                    prop:value=move || filter.with(|f| f.to.clone().unwrap_or_default())
                    on:change=move |ev| filter.update(|f| f.to = day(event_target_value(&ev)))
                />
            </div>
            <div class="field">
                <label for="season-rules">"House rules"</label>
                <select
                    id="season-rules"
                    on:change=move |ev| {
                        filter.update(|f| f.rules = rules_choice(&event_target_value(&ev)))
                    }
                >
                    {choices}
                </select>
            </div>
        </div>
    }
}
