//! One stored match in the history list.

use super::versions::Versions;
use crate::ui::exporting::export_matches;
use crate::ui::state::AppState;
use leptos::prelude::*;
use storage::Summary;
use words::club::started_on;
use words::Say;

fn status(summary: &Summary) -> String {
    let progress = match (summary.hands, summary.complete) {
        (0, _) => "no hands yet".to_string(),
        (n, true) => format!("{n} hands, complete"),
        (1, false) => "1 hand".to_string(),
        (n, false) => format!("{n} hands"),
    };
    let leader = summary
        .leader
        .as_ref()
        .map_or_else(|| "no one leads".into(), |l| format!("{l} leads"));
    format!("{progress} · {leader}")
}

/// A match's card: who played, how far, and what can be done with it.
/// It follows its match as it changes (`None`: gone from the list).
#[component]
pub fn MatchCard(
    id: u64,
    summary: Memo<Option<Summary>>,
    /// The club login of the tablet that started it, where the club's
    /// records name it.
    keeper: Signal<Option<String>>,
    /// Said where a club night does not count it as the table it claims.
    not_counted: Signal<Option<String>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let renaming = RwSignal::new(false);
    let shown = move |part: fn(&Summary) -> String| {
        move || summary.with(|s| s.as_ref().map(part).unwrap_or_default())
    };
    let name = shown(|s| s.name.clone());
    let open = move || state.read(|s| s.current() == Some(id)).unwrap_or(false);
    let action = move |label, class, act| view! { <CardAction label class act name /> };
    let apart = Signal::derive(move || {
        state
            .read(|s| s.disputed_ids().contains(&id))
            .unwrap_or(false)
    });
    let comparing = RwSignal::new(false);
    view! {
        <li
            class="match-card"
            class:match-card--open=open
            class:match-card--comparing=move || comparing.get() && apart.get()
        >
            <div class="match-card__head">
                <h3 class="match-card__name">{name}</h3>
                <span class="match-card__date">{shown(|s| s.created.chars().take(10).collect())}</span>
                {move || open().then(|| view! { <span class="match-card__badge">"open"</span> })}
            </div>
            <p class="match-card__players">{shown(|s| s.players.join(", "))}</p>
            <p class="match-card__status">{shown(status)}</p>
            <ClubNotes keeper not_counted />
            <Apart id name=Signal::derive(name) apart comparing />
            // The name as it stood when Rename was pressed: what arrives
            // meanwhile does not wipe what is being typed.
            {move || renaming.get().then(|| view! { <RenameForm id name=untrack(name) renaming /> })}
            <div class="match-card__actions">
                {action("Resume", "button button--primary", Callback::new(move |()| state.run_and_play(|s| s.open_match(id))))}
                {action("Rename", "button", Callback::new(move |()| renaming.update(|r| *r = !*r)))}
                {action("Export", "button", Callback::new(move |()| { export_matches(&state, &[id], &name()); }))}
                {action("Delete", "button button--danger", Callback::new(move |()| { state.run(|s| s.delete_match(id)); }))}
            </div>
        </li>
    }
}

/// One of a card's buttons, named with its match for a screen reader.
#[component]
fn CardAction(
    label: &'static str,
    class: &'static str,
    act: Callback<()>,
    name: impl Fn() -> String + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class=class
            aria-label=move || format!("{label} {}", name())
            on:click=move |_| act.run(())
        >
            {label}
        </button>
    }
}

/// What the club's records say of a match: which tablet started it, and
/// whether a club night does not count it as the table it claims.
#[component]
fn ClubNotes(keeper: Signal<Option<String>>, not_counted: Signal<Option<String>>) -> impl IntoView {
    view! {
        {move || keeper.get().map(|k| view! { <p class="match-card__keeper">{started_on(&k)}</p> })}
        {move || not_counted.get().map(|n| view! { <p class="match-card__not-counted">{n}</p> })}
    }
}

/// A match scored apart on two tablets: said, with its versions a tap
/// away.
#[component]
fn Apart(
    id: u64,
    name: Signal<String>,
    apart: Signal<bool>,
    comparing: RwSignal<bool>,
) -> impl IntoView {
    let label = move || format!("Compare versions of {}", name.get());
    move || {
        apart.get().then(|| {
            view! {
                <p class="match-card__apart">
                    "Scored apart on two tablets: both versions are kept."
                </p>
                <button
                    type="button"
                    class="button match-card__compare"
                    aria-expanded=move || comparing.get().to_string()
                    aria-label=label
                    on:click=move |_| comparing.update(|c| *c = !*c)
                >
                    "Compare versions"
                </button>
                {move || comparing.get().then(|| view! { <Versions id /> })}
            }
        })
    }
}

/// A new name for a match, with what is wrong with it.
#[component]
fn RenameForm(id: u64, name: String, renaming: RwSignal<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let name = RwSignal::new(name);
    let error = RwSignal::new(None::<String>);
    let save = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match state.run(|s| s.rename_match(id, &name.get_untracked())) {
            Some(Err(e)) => error.set(Some(e.said().to_string())),
            _ => {
                error.set(None);
                renaming.set(false);
            }
        }
    };
    let input_id = format!("rename-{id}");
    view! {
        <form class="match-card__rename" on:submit=save>
            <label for=input_id.clone()>"New name"</label>
            <input
                id=input_id
                type="text"
                maxlength="60"
                prop:value=move || name.get()
                on:input=move |ev| name.set(event_target_value(&ev))
            />
            <button type="submit" class="button button--primary">
                "Save name"
            </button>
            <span class="field__error" role="alert">
                {move || error.get()}
            </span>
        </form>
    }
}
