//! The app's screens. Components read the engine and the app state; they
//! hold no rules of their own.

mod controls;
mod hand;
mod setup;
mod sheet;
pub mod state;

pub use controls::{Stepper, Tick};
pub use hand::HandScreen;

use leptos::prelude::*;
use state::{AppState, Screen};

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let state = AppState::start();
    provide_context(state);
    let screen = Memo::new(move |_| state.screen());
    view! {
        <header class="app__header">
            <h1>"Mah-Jong score keeper"</h1>
            <p class="app__rules">"British rules (BMJA)"</p>
        </header>
        {move || state.notice.get().map(|n| view! {
            <div class="notice" role="status">
                <p>{n}</p>
                <button type="button" class="button button--small" on:click=move |_| state.notice.set(None)>
                    "Dismiss"
                </button>
            </div>
        })}
        <main class="app__main">
            {move || match screen.get() {
                Screen::Setup => view! { <setup::SetupScreen/> }.into_any(),
                Screen::Sheet => view! { <sheet::SheetScreen/> }.into_any(),
                Screen::Hand => view! { <hand::HandScreen/> }.into_any(),
            }}
        </main>
    }
}
