//! The club nights kept, each opening its night, shown in History and on
//! the nights' own screen (whose part, src/ui/night/, takes them from here).

use crate::ui::controls::{Action, Look};
use crate::ui::state::AppState;
use leptos::prelude::*;
use session::Place;
use words::night_screen::{night_line, NO_NIGHTS};

/// The nights kept, most recent first.
#[component]
pub fn KeptNights() -> impl IntoView {
    let state = expect_context::<AppState>();
    let nights = Memo::new(move |_| state.read(|s| s.nights().to_vec()).unwrap_or_default());
    move || {
        let kept = nights.get();
        if kept.is_empty() {
            return view! { <p class="nights__empty">{NO_NIGHTS}</p> }.into_any();
        }
        let cards = kept
            .into_iter()
            .map(|night| {
                let open = format!("Open {}", night.name());
                let id = night.id().to_string();
                let read = state.peek(|s| s.tables_read(&id)).unwrap_or_default();
                view! {
                    <li class="night-card">
                        <h3 class="night-card__name">{night.name().to_string()}</h3>
                        <p>{night_line(&night, read)}</p>
                        <Action on_press=move |()| {
                            state.go(Place::Night(id.clone()))
                        }>{open}</Action>
                    </li>
                }
            })
            .collect_view();
        view! { <ul class="nights__list">{cards}</ul> }.into_any()
    }
}

/// History's part for club nights: those kept, and the way to draw up a
/// new one.
#[component]
pub fn NightsInHistory() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <section class="history__nights" aria-labelledby="history-nights-title">
            <div class="history__bar">
                <h2 id="history-nights-title">"Club nights"</h2>
                <Action look=Look::Primary on_press=move |_| state.go(Place::Nights)>
                    "Draw up a club night"
                </Action>
            </div>
            <KeptNights />
        </section>
    }
}
