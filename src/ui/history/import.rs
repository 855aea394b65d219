//! Importing an export file: every problem is listed with where it is, and
//! matches are only ever added, never written over.

use super::choice::{ImportChoice, NightResultChoice};
use crate::ui::files::read_picked;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;
use session::Duplicates;
use storage::export::{read_import, ExportFile, NotImported};
use words::not_imported;

type Found = Option<Result<ExportFile, NotImported>>;

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
                Some(text) => read_import(&text).map_err(NotImported::Problems),
                None => Err(NotImported::FileUnread),
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
    let bring_in = Callback::new(move |(file, kept): (ExportFile, Duplicates)| {
        state.run(|s| s.import(file, kept));
        found.set(None);
    });
    let cancel = Callback::new(move |()| found.set(None));
    move || {
        found.get().map(|result| match result {
            Err(why) => view! {
                <div class="check check--refused" role="alert">
                    <p class="check__heading">"This file cannot be imported:"</p>
                    <ul>
                        {not_imported(&why)
                            .into_iter()
                            .map(|p| view! { <li>{p}</li> })
                            .collect_view()}
                    </ul>
                </div>
            }
            .into_any(),
            Ok(file) => match state.peek(|s| s.night_result_of(&file)).flatten() {
                Some(result) => view! { <NightResultChoice result file /> }.into_any(),
                None => {
                    view! { <ImportChoice holder="The file" file bring_in cancel /> }.into_any()
                }
            },
        })
    }
}
