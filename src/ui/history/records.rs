//! Where the records live: whether this browser keeps them for good, how to
//! make sure it does, and backups.

use crate::ui::controls::Action;
use crate::ui::exporting::save_backup;
use crate::ui::keeping::Keeping;
use crate::ui::state::AppState;
use crate::words::day;
use leptos::prelude::*;

/// Whether the records are kept for good, the last backup, and a backup now.
#[component]
pub fn RecordsPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let keeping = expect_context::<RwSignal<Keeping>>();
    let kept = move || {
        match keeping.get() {
        Keeping::Asking => "Asking this browser whether it keeps the records…",
        Keeping::ForGood => {
            "This browser keeps the records for good: they go only if you delete them or clear the site's data."
        }
        Keeping::MayClear => {
            "This browser may clear the records to make room, or after days without a visit (Safari after seven). Installing the app on the home screen keeps them."
        }
        Keeping::Unsupported => {
            "This browser does not say whether it keeps the records. Safari, on every iPad and iPhone, may clear them after seven days without a visit unless the app is installed on the home screen: install it, and save a backup now and then."
        }
    }
    };
    let install = move || {
        (keeping.get() != Keeping::ForGood).then(|| {
            view! {
                <p class="records__install">
                    "To install the app: on an iPad or iPhone, Share then Add to Home Screen; on Android, the browser's menu then Install app; in Chrome or Edge on a computer, the install button in the address bar."
                </p>
            }
        })
    };
    let last = move || match state.last_backup.get() {
        Some(when) => format!("Last backup: {}.", day(&when)),
        None => "No backup saved yet.".to_string(),
    };
    view! {
        <section class="records" aria-labelledby="records-title">
            <h3 id="records-title">"Records in this browser"</h3>
            <p class="records__kept" role="status">
                {kept}
            </p>
            {install}
            <p class="records__last">{last}</p>
            <Action
                disabled=Signal::derive(move || state.matches.with(Vec::is_empty))
                on_press=move |_| save_backup(&state)
            >
                "Save a backup"
            </Action>
        </section>
    }
}
