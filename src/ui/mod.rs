//! The app's screens. Components read the engine and the app state; they
//! hold no rules of their own.

mod controls;
mod exporting;
mod files;
mod hand;
mod history;
mod rules;
mod setup;
mod sheet;
pub mod state;

pub use controls::{Stepper, Tick};
pub use hand::HandScreen;

use exporting::{export_backups, export_everything};
use leptos::prelude::*;
use state::{AppState, Screen, View};

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let state = AppState::start();
    provide_context(state);
    let screen = Memo::new(move |_| state.screen());
    Effect::new(move |_| {
        let theme = state.theme.get();
        if let Some(root) = document().document_element() {
            let _ = match theme.as_str() {
                "light" | "dark" => root.set_attribute("data-theme", &theme),
                _ => root.remove_attribute("data-theme"),
            };
        }
    });
    let nav = move |view: View, label: &'static str| {
        view! {
            <button
                type="button"
                class="nav__link"
                aria-current=move || (state.view.get() == view).then_some("page")
                on:click=move |_| state.view.set(view)
            >
                {label}
            </button>
        }
    };
    view! {
        <header class="app__header">
            <h1>"Mah-Jong score keeper"</h1>
            <nav class="nav" aria-label="Sections">
                {nav(View::Play, "Match")}
                {nav(View::History, "History")}
                {nav(View::Rules, "House rules")}
            </nav>
            <div class="theme">
                <label for="theme">"Theme"</label>
                <select id="theme" on:change=move |ev| state.set_theme(&event_target_value(&ev))>
                    {[("system", "As the device"), ("light", "Light"), ("dark", "Dark")]
                        .into_iter()
                        .map(|(value, text)| view! {
                            <option value=value selected=move || state.theme.get() == value>{text}</option>
                        })
                        .collect_view()}
                </select>
            </div>
        </header>
        {move || state.notice.get().map(|n| view! {
            <div class="notice" role="status">
                <p>{n.text}</p>
                {n.offer_export.then(|| view! {
                    <button type="button" class="button button--small" on:click=move |_| export_everything(&state)>
                        "Export everything"
                    </button>
                })}
                {(!state.backups().is_empty()).then(|| view! {
                    <button type="button" class="button button--small" on:click=move |_| export_backups(&state)>
                        "Download unreadable data"
                    </button>
                })}
                <button type="button" class="button button--small" on:click=move |_| state.notice.set(None)>
                    "Dismiss"
                </button>
            </div>
        })}
        <main class="app__main">
            {move || match (state.view.get(), screen.get()) {
                (View::History, _) => view! { <history::HistoryScreen/> }.into_any(),
                (View::Rules, _) => view! { <rules::RulesScreen/> }.into_any(),
                (View::Play, Screen::Setup) => view! { <setup::SetupScreen/> }.into_any(),
                (View::Play, Screen::Sheet) => view! { <sheet::SheetScreen/> }.into_any(),
                (View::Play, Screen::Hand) => view! { <hand::HandScreen/> }.into_any(),
            }}
        </main>
    }
}
