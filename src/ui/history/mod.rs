//! Every stored match (SPEC §10): resume, rename, delete with undo, export,
//! import, and start a new one.

mod import;

use crate::storage::Summary;
use crate::ui::exporting::{export_backups, export_everything, export_matches};
use crate::ui::state::AppState;
use import::ImportPanel;
use leptos::prelude::*;

/// The history screen.
#[component]
pub fn HistoryScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let undo = move || {
        state.deleted.get().map(|d| {
            let text = format!("Deleted {}.", d.name());
            view! {
                <div class="notice" role="status">
                    <p>{text}</p>
                    <button type="button" class="button" on:click=move |_| state.undo_delete()>
                        "Undo"
                    </button>
                </div>
            }
        })
    };
    let has_backups = move || {
        state.notice.track();
        !state.backups().is_empty()
    };
    view! {
        <section class="history" aria-labelledby="history-title">
            <div class="history__bar">
                <h2 id="history-title">"Matches"</h2>
                <button type="button" class="button button--primary" on:click=move |_| state.new_match()>
                    "New match"
                </button>
                <button
                    type="button"
                    class="button"
                    disabled=move || state.matches.with(Vec::is_empty)
                    on:click=move |_| export_everything(&state)
                >
                    "Export everything"
                </button>
                {move || has_backups().then(|| view! {
                    <button type="button" class="button" on:click=move |_| export_backups(&state)>
                        "Download unreadable data"
                    </button>
                })}
            </div>
            {undo}
            <ImportPanel/>
            {move || {
                let matches = state.matches.get();
                if matches.is_empty() {
                    view! { <p class="history__empty">"No matches yet."</p> }.into_any()
                } else {
                    view! {
                        <ul class="history__list">
                            {matches.into_iter().map(|m| view! { <MatchCard summary=m/> }).collect_view()}
                        </ul>
                    }
                    .into_any()
                }
            }}
        </section>
    }
}

#[component]
fn MatchCard(summary: Summary) -> impl IntoView {
    let state = expect_context::<AppState>();
    let id = summary.id;
    let renaming = RwSignal::new(false);
    let name = RwSignal::new(summary.name.clone());
    let error = RwSignal::new(None::<String>);
    let date: String = summary.created.chars().take(10).collect();
    let open = move || state.current.get() == Some(id);
    let status = match (summary.hands, summary.complete) {
        (0, _) => "no hands yet".to_string(),
        (n, true) => format!("{n} hands, complete"),
        (1, false) => "1 hand".to_string(),
        (n, false) => format!("{n} hands"),
    };
    let leader = summary
        .leader
        .clone()
        .map(|l| format!("{l} leads"))
        .unwrap_or_else(|| "no one leads".into());
    let title = summary.name.clone();
    let export_title = summary.name.clone();
    let save_name = move || match state.rename_match(id, &name.get_untracked()) {
        Ok(()) => {
            error.set(None);
            renaming.set(false);
        }
        Err(e) => error.set(Some(e)),
    };
    let input_id = format!("rename-{id}");
    view! {
        <li class="match-card" class:match-card--open=open>
            <div class="match-card__head">
                <h3 class="match-card__name">{title.clone()}</h3>
                <span class="match-card__date">{date}</span>
                {move || open().then(|| view! { <span class="match-card__badge">"open"</span> })}
            </div>
            <p class="match-card__players">{summary.players.join(", ")}</p>
            <p class="match-card__status">{status} " · " {leader}</p>
            {move || renaming.get().then(|| view! {
                <form class="match-card__rename" on:submit=move |ev| {
                    ev.prevent_default();
                    save_name();
                }>
                    <label for=input_id.clone()>"New name"</label>
                    <input
                        id=input_id.clone()
                        type="text"
                        maxlength="60"
                        prop:value=move || name.get()
                        on:input=move |ev| name.set(event_target_value(&ev))
                    />
                    <button type="submit" class="button button--primary">"Save name"</button>
                    <span class="field__error" role="alert">{move || error.get()}</span>
                </form>
            })}
            <div class="match-card__actions">
                <button
                    type="button"
                    class="button button--primary"
                    aria-label=format!("Resume {title}")
                    on:click=move |_| state.open_match(id)
                >
                    "Resume"
                </button>
                <button
                    type="button"
                    class="button"
                    aria-label=format!("Rename {title}")
                    on:click=move |_| renaming.update(|r| *r = !*r)
                >
                    "Rename"
                </button>
                <button
                    type="button"
                    class="button"
                    aria-label=format!("Export {title}")
                    on:click=move |_| export_matches(&state, &[id], &export_title)
                >
                    "Export"
                </button>
                <button
                    type="button"
                    class="button button--danger"
                    aria-label=format!("Delete {title}")
                    on:click=move |_| state.delete_match(id)
                >
                    "Delete"
                </button>
            </div>
        </li>
    }
}
