//! Deleted matches, kept for a while and restorable; emptied on request.

use crate::ui::controls::{Action, Confirm, Look};
use crate::ui::state::AppState;
use leptos::prelude::*;
use storage::library::BIN_DAYS;
use storage::Binned;
use words::counted;

/// The bin: each deleted match with a way back, and a way to empty it.
#[component]
pub fn BinList() -> impl IntoView {
    let state = expect_context::<AppState>();
    let bin = Memo::new(move |_| state.read(|s| s.bin().to_vec()).unwrap_or_default());
    let confirm = RwSignal::new(false);
    move || {
        let binned = bin.get();
        (!binned.is_empty()).then(|| {
            let count = counted(binned.len() as u64, "match", "matches");
            view! {
                <section class="bin" aria-labelledby="bin-title">
                    <h3 id="bin-title">"Deleted matches"</h3>
                    <p class="bin__note">
                        {format!(
                            "{count} in the bin, each kept for {BIN_DAYS} days after it was deleted.",
                        )}
                    </p>
                    <ul class="history__list bin__list">
                        <For each=move || bin.get() key=|b| b.clone() let:binned>
                            <BinnedCard binned />
                        </For>
                    </ul>
                    <Action look=Look::Danger on_press=move |_| confirm.set(true)>
                        "Empty the bin"
                    </Action>
                    {move || confirm.get().then(|| view! { <EmptyBin confirm /> })}
                </section>
            }
        })
    }
}

#[component]
fn BinnedCard(binned: Binned) -> impl IntoView {
    let state = expect_context::<AppState>();
    let id = binned.summary.id;
    let name = binned.summary.name.clone();
    let deleted: String = binned.deleted.chars().take(10).collect();
    view! {
        <li class="match-card match-card--binned">
            <div class="match-card__head">
                <h4 class="match-card__name">{name.clone()}</h4>
                <span class="match-card__date">{format!("deleted {deleted}")}</span>
            </div>
            <p class="match-card__players">{binned.summary.players.join(", ")}</p>
            <div class="match-card__actions">
                <Action
                    attr:aria-label=format!("Restore {name}")
                    on_press=move |_| {
                        state.run(|s| s.restore_match(id));
                    }
                >
                    "Restore"
                </Action>
                <Action
                    look=Look::Danger
                    attr:aria-label=format!("Delete {name} for good")
                    on_press=move |_| {
                        state.run(|s| s.purge_match(id));
                    }
                >
                    "Delete for good"
                </Action>
            </div>
        </li>
    }
}

#[component]
fn EmptyBin(confirm: RwSignal<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let empty = move |_| {
        state.run(|s| s.empty_bin());
        confirm.set(false);
    };
    view! {
        <Confirm
            id="empty-bin-question"
            question="Delete every match in the bin for good? This cannot be undone."
            go="Delete them for good"
            keep="Keep them"
            on_go=move |()| empty(())
            on_keep=move |()| confirm.set(false)
        />
    }
}
