//! What a readable file or link offers: its matches brought in (with the
//! question about those here already), or a club night's result kept for
//! its night. Shown by History's import and by a shared match's link.

use crate::ui::controls::{Action, Look};
use crate::ui::state::AppState;
use leptos::prelude::*;
use session::{Duplicates, NightResult, Place};
use storage::export::ExportFile;
use words::night::result_offered;
use words::Say;
use words::{added_beside, holds, join_list, nights_on_import};

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
    let text = what_it_holds(state, holder, &file, &already);
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

/// What a file or link holds, and which of it is here already.
fn what_it_holds(
    state: AppState,
    holder: &str,
    file: &ExportFile,
    already: &[(usize, u64)],
) -> String {
    let names: Vec<String> = already
        .iter()
        .map(|&(i, _)| file.matches[i].name.clone())
        .collect();
    let nights_here = state.peek(|s| s.nights_already_kept(file));
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
    text
}

/// A table's result of a night kept here: kept for the night, whose screen
/// then shows it counted; or why it cannot be.
#[component]
pub fn NightResultChoice(result: NightResult, file: ExportFile) -> impl IntoView {
    let state = expect_context::<AppState>();
    let refused = RwSignal::new(None::<String>);
    let night = result.table.night.clone();
    let file = StoredValue::new(file);
    let keep = move |_| {
        let kept = state.run(|s| s.keep_night_result(file.get_value()));
        match kept {
            Some(Ok(_)) => state.go(Place::Night(night.clone())),
            Some(Err(why)) => refused.set(Some(why.said().to_string())),
            None => {}
        }
    };
    view! {
        <div class="shared__night" role="group" aria-labelledby="night-result-offer">
            <p id="night-result-offer">{result_offered(&result)}</p>
            <Action look=Look::Primary on_press=keep>
                {format!("Keep it for {}", result.table.name)}
            </Action>
            <Action on_press=move |_| state.play()>"Go to my match"</Action>
            <p class="shared__refused" role="alert">
                {move || refused.get()}
            </p>
        </div>
    }
}
