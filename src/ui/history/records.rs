//! Where the records live: whether this browser keeps them for good, how to
//! make sure it does, and backups.

use crate::ui::controls::Action;
use crate::ui::exporting::save_backup;
use crate::ui::keeping::{browser, installed};
use crate::ui::state::AppState;
use leptos::prelude::*;
use words::day;
use words::records::{how_to_install, records_kept, Keeping};

/// Whether the records are kept for good, the last backup, and a backup now.
#[component]
pub fn RecordsPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let keeping = expect_context::<RwSignal<Keeping>>();
    let (browser, installed) = (browser(), installed());
    let kept = move || records_kept(keeping.get(), browser, installed);
    let install = move || {
        how_to_install(keeping.get(), browser, installed)
            .map(|how| view! { <p class="records__install">{how}</p> })
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
                disabled=Signal::derive(move || state.matches.with(|m| m.is_empty()))
                on_press=move |_| save_backup(&state)
            >
                "Save a backup"
            </Action>
        </section>
    }
}
