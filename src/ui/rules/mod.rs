//! House rules (SPEC §9): the open match's rules and the presets.

mod editor;

use crate::engine::presets::BMJA;
use crate::engine::rules::{RuleSet, RuleValues};
use crate::ui::controls::{PresetSelect, TextField};
use crate::ui::state::{AppState, Notice, View};
use editor::RulesEditor;
use leptos::prelude::*;

/// The house-rules screen.
#[component]
pub fn RulesScreen() -> impl IntoView {
    view! {
        <section class="rules" aria-labelledby="rules-title">
            <h2 id="rules-title">"House rules"</h2>
            <MatchRules/>
            <PresetRules/>
        </section>
    }
}

/// The open match's rules: changed from the next hand on.
#[component]
fn MatchRules() -> impl IntoView {
    let state = expect_context::<AppState>();
    let editing = RwSignal::new(false);
    let chosen = RwSignal::new(BMJA.to_string());
    let apply = move |rules: RuleSet| {
        let mut hand = 0;
        state.game.update(|g| {
            if let Some(g) = g {
                hand = g.change_rules(rules);
            }
        });
        editing.set(false);
        state.notice.set(Some(Notice {
            text: format!("The new house rules apply from hand {hand} on; earlier hands keep the rules they were played by."),
            offer_export: false,
        }));
        state.view.set(View::Play);
    };
    let current = move || {
        state.sheet.with(|s| {
            s.as_ref()?
                .as_ref()
                .ok()
                .map(|s| s.next.rules.values().clone())
        })
    };
    move || {
        let values = current()?;
        let summary = format!(
            "This match's next hand is scored with a limit of {} and {} for Mah-Jong{}.",
            values.limit,
            values.mah_jong,
            if values.british_extensions {
                ", British extensions on"
            } else {
                ", British extensions off"
            }
        );
        Some(view! {
            <section class="rules__section" aria-labelledby="match-rules-title">
                <h3 id="match-rules-title">"This match"</h3>
                <p>{summary}</p>
                <div class="rules__row">
                    <PresetSelect id="match-preset" label="Preset for the next hand" value=chosen/>
                    <button type="button" class="button" on:click=move |_| {
                        if let Some(rules) = state.presets.get_untracked().rules(&chosen.get_untracked()) {
                            apply(rules);
                        }
                    }>
                        "Use this preset"
                    </button>
                    <button type="button" class="button" on:click=move |_| editing.update(|e| *e = !*e)>
                        "Edit this match's rules"
                    </button>
                </div>
                {move || editing.get().then(|| view! {
                    <RulesEditor
                        values=values.clone()
                        read_only=false
                        id_prefix="match"
                        save_label="Apply to this match"
                        on_save=move |v: RuleValues| {
                            if let Ok(rules) = RuleSet::new(v) {
                                apply(rules);
                            }
                        }
                    />
                })}
            </section>
        })
    }
}

/// The presets: BMJA (read only) and the players' own.
#[component]
fn PresetRules() -> impl IntoView {
    let state = expect_context::<AppState>();
    let selected = RwSignal::new(BMJA.to_string());
    let new_name = RwSignal::new(String::new());
    let message = RwSignal::new(None::<String>);
    let confirm_delete = RwSignal::new(false);
    let copy = move |_| {
        let mut presets = state.presets.get_untracked();
        let from = selected.get_untracked();
        let name = presets.copy_name(&from);
        let values = presets
            .rules(&from)
            .map(|r| r.values().clone())
            .unwrap_or_else(RuleValues::bmja);
        match presets.save(&name, values) {
            Ok(()) => {
                state.save_presets(presets);
                selected.set(name);
                message.set(None);
            }
            Err(e) => message.set(Some(e.to_string())),
        }
    };
    let rename = move |_| {
        let mut presets = state.presets.get_untracked();
        let from = selected.get_untracked();
        let to = new_name.get_untracked().trim().to_string();
        match presets.rename(&from, &to) {
            Ok(()) => {
                state.save_presets(presets);
                selected.set(to);
                new_name.set(String::new());
                message.set(None);
            }
            Err(e) => message.set(Some(format!("Cannot rename: {e}."))),
        }
    };
    let delete = move |_| {
        let mut presets = state.presets.get_untracked();
        presets.delete(&selected.get_untracked());
        state.save_presets(presets);
        selected.set(BMJA.to_string());
        confirm_delete.set(false);
    };
    let is_bmja = move || selected.get() == BMJA;
    let editor = move || {
        let name = selected.get();
        let values = state
            .presets
            .with(|p| p.rules(&name))
            .map(|r| r.values().clone())?;
        let read_only = name == BMJA;
        Some(view! {
            <RulesEditor
                values
                read_only
                id_prefix="preset"
                save_label="Save preset"
                on_save=move |v: RuleValues| {
                    let mut presets = state.presets.get_untracked();
                    match presets.save(&name, v) {
                        Ok(()) => {
                            state.save_presets(presets);
                            message.set(Some(format!("Saved {name}.")));
                        }
                        Err(e) => message.set(Some(e.to_string())),
                    }
                }
            />
        })
    };
    view! {
        <section class="rules__section" aria-labelledby="presets-title">
            <h3 id="presets-title">"Presets"</h3>
            <div class="rules__row">
                <PresetSelect
                    id="preset"
                    label="Preset"
                    value=selected
                    on_choose=move |()| {
                        confirm_delete.set(false);
                        message.set(None);
                    }
                />
                <button type="button" class="button" on:click=copy>
                    {move || if is_bmja() { "Copy to a new preset" } else { "Copy" }}
                </button>
            </div>
            {move || (!is_bmja()).then(|| view! {
                <div class="rules__row">
                    <TextField id="preset-name" label="New name" value=new_name max_length=40/>
                    <button type="button" class="button" on:click=rename>"Rename"</button>
                    <button type="button" class="button button--danger" on:click=move |_| confirm_delete.set(true)>
                        "Delete preset"
                    </button>
                </div>
            })}
            {move || confirm_delete.get().then(|| view! {
                <div class="confirm" role="alertdialog" aria-labelledby="delete-preset-question">
                    <p id="delete-preset-question">{format!("Delete the preset {}? Matches that use its rules keep them.", selected.get_untracked())}</p>
                    <button type="button" class="button button--danger" on:click=delete>"Delete it"</button>
                    <button type="button" class="button" on:click=move |_| confirm_delete.set(false)>"Keep it"</button>
                </div>
            })}
            <p class="rules__message" role="status">{move || message.get()}</p>
            {move || is_bmja().then(|| view! {
                <p class="rules__note">"The BMJA preset cannot be changed: copy it to make your own."</p>
            })}
            {editor}
        </section>
    }
}
