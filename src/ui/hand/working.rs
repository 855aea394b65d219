//! The working of a score, each term a way into the rules guide at the
//! rule that gives it, with the open match's values (docs/rules.md §4.3).

use crate::ui::guide::rule_entry;
use crate::ui::state::AppState;
use engine::score::{Arrangement, Term};
use leptos::prelude::*;

/// An arrangement's working: the sums in words, each term a link to its rule.
pub fn working_view(state: AppState, arrangement: &Arrangement) -> impl IntoView + use<> {
    arrangement
        .working()
        .into_iter()
        .map(|term| match term {
            Term::Joining(text) => text.into_any(),
            Term::Ruled(text, rule) => {
                let entry = rule_entry(rule);
                let label = format!("{text}: its rule in the guide");
                view! {
                    <button
                        type="button"
                        class="link-button working__term"
                        aria-label=label
                        on:click=move |_| state.open_guide(Some(entry.clone()))
                    >
                        {text}
                    </button>
                }
                .into_any()
            }
        })
        .collect_view()
}
