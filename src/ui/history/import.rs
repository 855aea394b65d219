//! Importing an export file: every problem is listed with where it is, and
//! matches are only ever added, never written over.

use crate::session::Duplicates;
use crate::storage::export::{read_import, ExportFile, NotImported};
use crate::ui::controls::{Action, Look};
use crate::ui::files::read_picked;
use crate::ui::shared_match::NightResultChoice;
use crate::ui::state::AppState;
use crate::words::{added_beside, holds, join_list, nights_on_import, not_imported};
use leptos::prelude::*;
use leptos::task::spawn_local;

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

/// A readable file or link: what it holds, which of its matches are here
/// already, and how to bring it in.
#[component]
pub fn ImportChoice(
    /// What holds the matches: "The file", "The link".
    holder: &'static str,
    file: ExportFile,
    bring_in: Callback<(ExportFile, Duplicates)>,
    cancel: Callback<()>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let already = state.peek(|s| s.already_kept(&file)).unwrap_or_default();
    let names: Vec<String> = already
        .iter()
        .map(|&(i, _)| file.matches[i].name.clone())
        .collect();
    let nights_here = state.peek(|s| s.nights_already_kept(&file));
    let (matches, nights) = (file.matches.len(), file.nights.len());
    let mut text = holds(holder, matches, nights, file.presets.len());
    match names.len() {
        0 => {
            text.push(' ');
            text.push_str(added_beside(matches + nights + file.presets.len()));
        }
        1 => text.push_str(&format!(" {} is here already.", names[0])),
        n => text.push_str(&format!(
            " {n} of its matches are here already: {}.",
            join_list(&names)
        )),
    }
    let on_import = nights_on_import(&nights_here.unwrap_or_default(), &file.results_left_out());
    if !on_import.is_empty() {
        text.push(' ');
        text.push_str(&on_import);
    }
    let file = StoredValue::new(file);
    let button = move |label: &'static str, primary: bool, kept: Duplicates| {
        view! {
            <Action
                look=Look::primary_if(primary)
                on_press=move |_| bring_in.run((file.get_value(), kept))
            >
                {label}
            </Action>
        }
    };
    let choices = match already.is_empty() {
        true => button("Add them", true, Duplicates::KeepBoth).into_any(),
        false => view! {
            {button("Keep both", false, Duplicates::KeepBoth)}
            {button("Replace what is here", false, Duplicates::Replace)}
            {button("Skip those", true, Duplicates::Skip)}
        }
        .into_any(),
    };
    view! {
        <div class="check" role="status">
            <p>{text}</p>
            <div class="check__actions">
                {choices} <Action on_press=move |_| cancel.run(())>"Cancel"</Action>
            </div>
        </div>
    }
}
