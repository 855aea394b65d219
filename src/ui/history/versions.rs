//! A match scored apart on two tablets, its versions side by side: where
//! each was scored, how far it went, the hands where it parts from the
//! others and how the players stand in it; and, on the tablet that
//! started the match or holds its night, `Keep this version`.

use crate::ui::state::AppState;
use leptos::prelude::*;
use session::club::Version;
use words::versions::{
    apart_heading, balances, keep_label, keep_refused, own_hands, version_summary, version_title,
    WHO_KEEPS,
};

/// The versions of the match kept here as `id`, while it is in dispute.
#[component]
pub fn Versions(id: u64) -> impl IntoView {
    let state = expect_context::<AppState>();
    let disputed = Memo::new(move |_| state.read(|s| s.dispute_of(id)).flatten());
    let refused = RwSignal::new(None::<&'static str>);
    move || {
        disputed.get().map(|d| {
            let heading = apart_heading(d.versions.len(), d.shared);
            let (shared, may_keep) = (d.shared, d.may_keep);
            let each = d.versions.into_iter().map(move |version| {
                view! { <OneVersion id version shared may_keep refused /> }
            });
            view! {
                <div class="versions" role="group" aria-label="Versions scored apart">
                    <p class="versions__heading">{heading}</p>
                    <div class="versions__list">{each.collect_view()}</div>
                    {(!may_keep).then(|| view! { <p class="versions__who">{WHO_KEEPS}</p> })}
                    <p class="field__error" role="alert">
                        {move || refused.get()}
                    </p>
                </div>
            }
        })
    }
}

#[component]
fn OneVersion(
    id: u64,
    version: Version,
    shared: usize,
    may_keep: bool,
    refused: RwSignal<Option<&'static str>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let at = super::club_line::local_time(&version.updated);
    let hands = own_hands(&version, shared).into_iter();
    let hands = hands.map(|line| view! { <li>{line}</li> }).collect_view();
    let rev = version.rev.clone();
    let keep = move |_| {
        let kept = state.run(|s| s.keep_version(id, &rev));
        refused.set(kept.and_then(Result::err).map(keep_refused));
    };
    let button = may_keep.then(|| {
        view! {
            <button
                type="button"
                class="button button--primary"
                aria-label=keep_label(&version)
                on:click=keep
            >
                "Keep this version"
            </button>
        }
    });
    view! {
        <section class="versions__one" class:versions__one--counted=version.counted>
            <h4>{version_title(&version)}</h4>
            <p>{version_summary(&version, &at)}</p>
            <ul class="versions__hands">{hands}</ul>
            <p class="versions__balances">{balances(&version)}</p>
            {button}
        </section>
    }
}
