//! The club nights kept, each opening its night.

use crate::session::Place;
use crate::ui::controls::Action;
use crate::ui::state::AppState;
use crate::words::night_screen::{night_line, NO_NIGHTS};
use leptos::prelude::*;

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
                let open = format!("Open {}", night.name);
                let id = night.id.clone();
                view! {
                    <li class="night-card">
                        <h3 class="night-card__name">{night.name.clone()}</h3>
                        <p>{night_line(&night)}</p>
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
