//! The presets: BMJA (read only) and the players' own, to copy, rename,
//! delete and edit.

use super::editor::RulesEditor;
use crate::ui::controls::{Action, Confirm, Look, PresetSelect, TextField};
use crate::ui::state::AppState;
use engine::presets::{PresetProblem, Presets, BMJA};
use engine::rules::RuleValues;
use leptos::prelude::*;
use session::PresetRefused;
use words::preset_kept;
use words::questions::delete_preset;
use words::Say;

/// Changes the presets and saves them; the message says what went wrong.
fn change_presets(
    state: &AppState,
    message: RwSignal<Option<PresetRefused>>,
    change: impl FnOnce(&mut Presets) -> Result<(), PresetProblem>,
) -> bool {
    let mut presets = state.presets.get_untracked();
    match change(&mut presets) {
        Ok(()) => {
            state.run(|s| s.save_presets(presets));
            true
        }
        Err(e) => {
            message.set(Some(PresetRefused::Changed(e)));
            false
        }
    }
}

/// The presets section.
#[component]
pub fn PresetRules() -> impl IntoView {
    let state = expect_context::<AppState>();
    let selected = RwSignal::new(BMJA.to_string());
    let message = RwSignal::new(None::<PresetRefused>);
    let confirm_delete = RwSignal::new(false);
    let copy = move |_| copy_preset(&state, selected, message);
    follow_renames(state, selected);
    let is_bmja = move || selected.get() == BMJA;
    view! {
        <section class="rules__section" aria-labelledby="presets-title">
            <h3 id="presets-title">"Presets"</h3>
            <div class="rules__row">
                <PresetSelect
                    id="preset"
                    label="Preset"
                    presets=state.presets
                    value=selected
                    on_choose=move |()| {
                        confirm_delete.set(false);
                        message.set(None);
                    }
                />
                <Action on_press=copy>
                    {move || if is_bmja() { "Copy to a new preset" } else { "Copy" }}
                </Action>
            </div>
            {move || {
                (!is_bmja()).then(|| view! { <RenameOrDelete selected message confirm_delete /> })
            }}
            <p class="rules__message" role="status">
                {move || message.get().map(|refused| refused.said().to_string())}
            </p>
            {move || {
                is_bmja()
                    .then(|| {
                        view! {
                            <p class="rules__note">
                                "The BMJA preset cannot be changed: copy it to make your own."
                            </p>
                        }
                    })
            }}
            {move || view! { <PresetEditor name=selected.get() message /> }}
        </section>
    }
}

/// Copies the chosen preset to a new one, which is then chosen.
fn copy_preset(
    state: &AppState,
    selected: RwSignal<String>,
    message: RwSignal<Option<PresetRefused>>,
) {
    let from = selected.get_untracked();
    let name = state.presets.with_untracked(|p| p.copy_name(&from));
    let copied = change_presets(state, message, |presets| {
        let values = presets
            .rules(&from)
            .map_or_else(RuleValues::bmja, |r| r.values().clone());
        presets.save(&name, values)
    });
    if copied {
        selected.set(name);
        message.set(None);
    }
}

/// Keeps the preset chosen as it is renamed on another device, by the key
/// the club's records know it by; BMJA is chosen once it is deleted there.
fn follow_renames(state: AppState, selected: RwSignal<String>) {
    let key = StoredValue::new(None::<String>);
    Effect::new(move |_| {
        let name = selected.get();
        state.presets.with(|presets| {
            let by_name = presets.0.iter().find(|p| p.name == name);
            if let Some(found) = by_name {
                key.set_value(found.key.clone());
            } else if name != BMJA {
                let kept = key.get_value();
                let renamed = presets.0.iter().find(|p| kept.is_some() && p.key == kept);
                selected.set(renamed.map_or_else(|| BMJA.to_string(), |p| p.name.clone()));
            }
        });
    });
}

/// Renaming or deleting a preset of the players' own.
#[component]
fn RenameOrDelete(
    selected: RwSignal<String>,
    message: RwSignal<Option<PresetRefused>>,
    confirm_delete: RwSignal<bool>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let new_name = RwSignal::new(String::new());
    let rename = move |_| {
        let from = selected.get_untracked();
        let to = new_name.get_untracked().trim().to_string();
        let mut presets = state.presets.get_untracked();
        match presets.rename(&from, &to) {
            Ok(()) => {
                state.run(|s| s.save_presets(presets));
                selected.set(to);
                new_name.set(String::new());
                message.set(None);
            }
            Err(e) => message.set(Some(PresetRefused::Renamed(e))),
        }
    };
    view! {
        <div class="rules__row">
            <TextField
                id="preset-name"
                label="New name"
                value=new_name
                on_input=move |v| new_name.set(v)
                max_length=40
            />
            <Action on_press=rename>"Rename"</Action>
            <Action look=Look::Danger on_press=move |_| confirm_delete.set(true)>
                "Delete preset"
            </Action>
        </div>
        {move || {
            confirm_delete.get().then(|| view! { <DeletePreset selected message confirm_delete /> })
        }}
    }
}

/// Asks before a preset is deleted.
#[component]
fn DeletePreset(
    selected: RwSignal<String>,
    message: RwSignal<Option<PresetRefused>>,
    confirm_delete: RwSignal<bool>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let delete = move |_| {
        change_presets(&state, message, |presets| {
            presets.delete(&selected.get_untracked());
            Ok(())
        });
        selected.set(BMJA.to_string());
        confirm_delete.set(false);
    };
    let question = delete_preset(&selected.get_untracked());
    view! {
        <Confirm
            id="delete-preset-question"
            question
            go="Delete it"
            keep="Keep it"
            on_go=move |()| delete(())
            on_keep=move |()| confirm_delete.set(false)
        />
    }
}

/// The chosen preset's values, editable unless it is BMJA's.
#[component]
fn PresetEditor(name: String, message: RwSignal<Option<PresetRefused>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let values = state
        .presets
        .with_untracked(|p| p.rules(&name))
        .map(|r| r.values().clone())?;
    let read_only = name == BMJA;
    let note = (!read_only).then(|| view! { <p class="rules__note">{preset_kept(&name)}</p> });
    let standing = name.clone();
    let follow = Signal::derive(move || {
        state
            .presets
            .with(|p| p.rules(&standing).map(|r| r.values().clone()))
    });
    let keep = move |v: RuleValues| {
        if change_presets(&state, message, |presets| presets.save(&name, v)) {
            message.set(None);
        }
    };
    Some(view! {
        {note}
        <RulesEditor values read_only id_prefix="preset" on_change=keep follow />
    })
}
