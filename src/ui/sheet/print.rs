//! What a printed sheet starts with: the match, its date, the players and
//! the rules in force. Shown only on paper.

use crate::ui::state::AppState;
use leptos::prelude::*;

/// The printed sheet's heading.
#[component]
pub fn PrintHeading() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        let (id, scored) = (state.read(|s| s.current()).flatten()?, state.scored.get()?);
        let (name, created) = state
            .read(|s| {
                let summary = s.matches().iter().find(|m| m.id == id)?;
                Some((
                    summary.name.clone(),
                    summary.created.chars().take(10).collect::<String>(),
                ))
            })
            .flatten()?;
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
                <p>{format!("Rules: {}.", rules.in_force())}</p>
                {(!changes.is_empty())
                    .then(|| {
                        view! { <p>{format!("Changed from BMJA: {}.", changes.join("; "))}</p> }
                    })}
            </header>
        })
    }
}
