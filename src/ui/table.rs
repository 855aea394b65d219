//! A club night's table handed its set-up by a link (docs/rules.md §13.3): the players
//! in their seats and the rules, and the match started on this tablet.

use super::controls::{Action, Look};
use super::link::decompress;
use super::state::AppState;
use engine::night::TableSetup;
use leptos::prelude::*;
use leptos::task::spawn_local;
use session::Place;
use storage::export::{read_table, TableLinkProblem};
use storage::link::LinkProblem;
use storage::table_link::{self, TableOpened};
use words::night::{round_and_table, round_end, table_match_name};
use words::night_screen::seated_at;
use words::{scored_by, Say};

/// The set-up the link holds, or why it cannot start a match.
async fn open_table(fragment: &str) -> Result<TableSetup, TableLinkProblem> {
    let compressed = match table_link::open_table(fragment)? {
        TableOpened::Ready(setup) => return Ok(*setup),
        TableOpened::Gzipped(compressed) => compressed,
    };
    let text = decompress(&compressed)
        .await
        .map_err(|_| TableLinkProblem::Link(LinkProblem::Changed))?;
    read_table(&text)
}

/// The table's screen, opened by its link.
#[component]
pub fn TableScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let found = RwSignal::new(None::<Result<TableSetup, TableLinkProblem>>);
    let open = move || {
        found.set(None);
        let fragment = window().location().hash().unwrap_or_default();
        spawn_local(async move {
            let opened = open_table(&fragment).await;
            found.try_set(Some(opened));
        });
    };
    open();
    let handle = window_event_listener(leptos::ev::hashchange, move |_| open());
    on_cleanup(move || handle.remove());
    let shown = move || match found.get() {
        None => view! { <p class="part__loading">"Opening the link…"</p> }.into_any(),
        Some(Err(why)) => view! {
            <div class="check check--refused" role="alert">
                <p class="check__heading">{why.said().to_string()}</p>
                <Action look=Look::Primary on_press=move |_| state.play()>
                    "Go to my match"
                </Action>
            </div>
        }
        .into_any(),
        Some(Ok(setup)) => view! { <TableSeats setup /> }.into_any(),
    };
    view! {
        <section class="table-link" aria-labelledby="table-title">
            <h2 id="table-title">"Club night table"</h2>
            {shown}
        </section>
    }
}

/// The table's players in their seats, and the button that starts its
/// match on this tablet.
#[component]
fn TableSeats(setup: TableSetup) -> impl IntoView {
    let state = expect_context::<AppState>();
    let at = round_and_table(setup.table.round, setup.table.table);
    let seats = setup
        .setup
        .names
        .iter()
        .enumerate()
        .map(|(i, name)| view! { <li>{seated_at(i + 1, name)}</li> })
        .collect_view();
    let ends = round_end(setup.table.round_end);
    let rules = scored_by(setup.rules.values());
    let night = setup.table.name.clone();
    let start = move |_| {
        let setup = setup.clone();
        let name = table_match_name(&setup.table);
        if let Some(Ok(())) = state.run(|s| s.start_table(setup, &name)) {
            state.go(Place::Sheet);
        }
    };
    view! {
        <h3>{at}</h3>
        <p class="table-link__night">{night}</p>
        <ol class="table-link__seats">{seats}</ol>
        <p>{ends}</p>
        <p>{rules}</p>
        <Action look=Look::Primary on_press=start>
            "Start this table's match"
        </Action>
    }
}
