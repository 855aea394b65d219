//! A match handed on by a link: what the link holds (its name, players,
//! hands and standings), imported with the same checks and the same
//! question about matches already here as a file; a link cut short or
//! changed on its way says so and imports nothing.

use super::history::{ImportChoice, NightResultChoice};
use super::link::decompress;
use super::sheet::standings_grid;
use super::state::AppState;
use crate::ui::controls::{Action, Look};
use engine::sheet::ScoredMatch;
use leptos::prelude::*;
use leptos::task::spawn_local;
use session::{Duplicates, Place};
use storage::export::{read_import, ExportFile, ExportedMatch, NotImported};
use storage::link::{read_fragment, Fragment, LinkProblem};
use storage::result_link::export_of_code;
use words::counted;
use words::{day, hand_line, not_imported};

/// What the link holds, or why it cannot be imported.
pub(super) async fn open_link(fragment: &str) -> Result<ExportFile, NotImported> {
    let (compressed, code) = match read_fragment(fragment).map_err(NotImported::Link)? {
        Fragment::Base64(compressed) => (compressed, false),
        Fragment::Digits(compressed) => (compressed, true),
    };
    let text = decompress(&compressed)
        .await
        .map_err(|_| NotImported::Link(LinkProblem::Changed))?;
    let text = if code { export_of_code(&text) } else { text };
    read_import(&text).map_err(NotImported::Problems)
}

/// The shared match's screen.
#[component]
pub fn SharedMatchScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let found = RwSignal::new(None::<Result<ExportFile, NotImported>>);
    // Opened again when another link is followed in the same page.
    let open = move || {
        found.set(None);
        let fragment = window().location().hash().unwrap_or_default();
        spawn_local(async move {
            let opened = open_link(&fragment).await;
            found.try_set(Some(opened));
        });
    };
    open();
    let handle = window_event_listener(leptos::ev::hashchange, move |_| open());
    on_cleanup(move || handle.remove());
    let bring_in = Callback::new(move |(file, kept): (ExportFile, Duplicates)| {
        state.run(|s| s.import_from_link(file, kept));
        state.go(Place::History);
    });
    let cancel = Callback::new(move |()| state.play());
    let shown = move || match found.get() {
        None => view! { <p class="part__loading">"Opening the link…"</p> }.into_any(),
        Some(Err(why)) => view! {
            <div class="check check--refused" role="alert">
                <p class="check__heading">"This link's match cannot be imported:"</p>
                <ul>
                    {not_imported(&why).into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
                </ul>
                <Action look=Look::Primary on_press=move |_| state.play()>
                    "Go to my match"
                </Action>
            </div>
        }
        .into_any(),
        Some(Ok(file)) => {
            let previews = file.matches.iter().map(preview).collect_view();
            let for_night = state.peek(|s| s.night_result_of(&file)).flatten();
            let choice = match for_night {
                Some(result) => view! { <NightResultChoice result file /> }.into_any(),
                None => {
                    view! { <ImportChoice holder="The link" file bring_in cancel /> }.into_any()
                }
            };
            view! {
                {previews}
                {choice}
            }
            .into_any()
        }
    };
    view! {
        <section class="shared" aria-labelledby="shared-title">
            <h2 id="shared-title">"A match handed on by a link"</h2>
            {shown}
        </section>
    }
}

/// One match as the link holds it: name, day, players, hands, standings.
fn preview(m: &ExportedMatch) -> impl IntoView + use<> {
    let players = m.game.setup.names.join(", ");
    let hands = counted(m.game.hands.len() as u64, "hand", "hands");
    let scored = ScoredMatch::new(m.game.clone()).ok();
    let standings = scored.as_ref().map(standings_grid);
    let lines = scored.map(|scored| {
        let names = &scored.game().setup.names;
        let rows = scored.sheet().rows.iter().enumerate();
        rows.map(|(i, row)| view! { <li>{hand_line(i + 1, row, names)}</li> })
            .collect_view()
    });
    view! {
        <article class="shared__match">
            <h3>{m.name.clone()}</h3>
            <p>{format!("Started {}; {hands} played by {players}.", day(&m.created))}</p>
            {standings}
            <details class="shared__hands">
                <summary>{format!("Every hand ({hands})")}</summary>
                <ul>{lines}</ul>
            </details>
        </article>
    }
}
