//! Which matches count: the days of a season and the house rules.

use crate::ui::state::AppState;
use engine::season::{FilterChange, RulesChoice, SeasonFilter};
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

/// A date box for one end of the season.
#[component]
fn DayField(
    id: &'static str,
    label: &'static str,
    filter: Memo<SeasonFilter>,
    /// Which end, as chosen.
    day: fn(&SeasonFilter) -> &Option<String>,
    /// The change a day typed makes.
    change: fn(String) -> FilterChange,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let shown = move || filter.with(|f| day(f).clone().unwrap_or_default());
    let chosen = move |ev| {
        let value = event_target_value(&ev);
        state.run(|s| s.filter_season(change(value)));
    };
    view! {
        <div class="field">
            <label for=id>{label}</label>
            <input id=id type="date" prop:value=shown on:change=chosen />
        </div>
    }
}

/// The season's days and rules.
#[component]
pub fn FilterBar(filter: Memo<SeasonFilter>) -> impl IntoView {
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
            <DayField
                id="season-from"
                label="First day"
                filter
                day=|f| &f.from
                change=FilterChange::FirstDay
            />
            <DayField
                id="season-to"
                label="Last day"
                filter
                day=|f| &f.to
                change=FilterChange::LastDay
            />
            <div class="field">
                <label for="season-rules">"House rules"</label>
                <select
                    id="season-rules"
                    on:change=move |ev| {
                        let rules = rules_choice(&event_target_value(&ev));
                        state.run(|s| s.filter_season(FilterChange::Rules(rules)));
                    }
                >
                    {choices}
                </select>
            </div>
        </div>
    }
}
