//! What a printed sheet starts with: the match, its date, the players and
//! the rules in force. Shown only on paper.

use crate::ui::state::AppState;
use leptos::prelude::*;
use words::Say;

/// The printed sheet's heading.
#[component]
pub fn PrintHeading() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Drawn again when the match or its name changes, not at every tap:
    // the open match's id changes only with the match.
    move || {
        let scored = state.scored.get()?;
        let id = state.peek(|s| s.current()).flatten()?;
        let (name, created) = state.matches.with(|matches| {
            let summary = matches.iter().find(|m| m.id == id)?;
            Some((
                summary.name.clone(),
                summary.created.chars().take(10).collect::<String>(),
            ))
        })?;
        let rules = scored.next_table().rules.values().clone();
        let changes = rules.changes_from_bmja();
        Some(view! {
            <header class="print-heading">
                <h2>{name}</h2>
                <p>
                    {format!(
                        "Started {created}. Players, from East: {}.",
                        scored.game().setup.names.join(", "),
                    )}
                </p>
                <p>{format!("Rules: {}. {}.", rules.in_force(), rules.check().said())}</p>
                {(!changes.is_empty())
                    .then(|| {
                        view! { <p>{format!("Changed from BMJA: {}.", changes.join("; "))}</p> }
                    })}
            </header>
        })
    }
}
