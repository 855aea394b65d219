//! Importing an export file: every problem is listed with where it is, and
//! matches are only ever added, never written over.

use crate::engine::words::counted;
use crate::storage::export::{read_import, ExportFile};
use crate::ui::files::read_picked;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;

type Found = Option<Result<ExportFile, Vec<String>>>;

/// The import control and what it found.
#[component]
pub fn ImportPanel() -> impl IntoView {
    let found = RwSignal::new(None);
    let input = NodeRef::<leptos::html::Input>::new();
    let picked = move |_| {
        let Some(el) = input.get_untracked() else {
            return;
        };
        spawn_local(async move {
            let result = match read_picked(&el).await {
                Some(text) => {
                    read_import(&text).map_err(|ps| ps.iter().map(ToString::to_string).collect())
                }
                None => Err(vec!["The file could not be read.".to_string()]),
            };
            el.set_value("");
            found.set(Some(result));
        });
    };
    view! {
        <div class="import">
            <label for="import-file" class="import__label">
                "Import a file"
            </label>
            <input
                id="import-file"
                node_ref=input
                type="file"
                accept=".json,application/json"
                on:change=picked
            />
            <ImportReport found />
        </div>
    }
}

/// What the picked file holds, or why it cannot be imported.
#[component]
fn ImportReport(found: RwSignal<Found>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let add = move |_| {
        if let Some(Ok(file)) = found.get_untracked() {
            state.run(|s| s.import(file));
            found.set(None);
        }
    };
    move || {
        found.get().map(|result| match result {
            Err(problems) => view! {
                <div class="check check--refused" role="alert">
                    <p class="check__heading">"This file cannot be imported:"</p>
                    <ul>{problems.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul>
                </div>
            }
            .into_any(),
            Ok(file) => {
                let text = format!(
                    "The file holds {} and {}. They will be added beside what is here.",
                    counted(file.matches.len() as u64, "match", "matches"),
                    counted(file.presets.len() as u64, "preset", "presets"),
                );
                view! {
                    <div class="check" role="status">
                        <p>{text}</p>
                        <div class="check__actions">
                            <button type="button" class="button button--primary" on:click=add>
                                "Add them"
                            </button>
                            <button type="button" class="button" on:click=move |_| found.set(None)>
                                "Cancel"
                            </button>
                        </div>
                    </div>
                }
                .into_any()
            }
        })
    }
}
