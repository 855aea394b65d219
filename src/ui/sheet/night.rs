//! A club night's match on its table's tablet (docs/rules.md §13.3): which night,
//! round and table, how far the round has gone, and the result handed back
//! to the organiser by QR code or link.

use crate::ui::controls::{Action, Look};
use crate::ui::exporting::share_link;
use crate::ui::link::app_address;
use crate::ui::qr::QrCode;
use crate::ui::state::now;
use crate::ui::state::AppState;
use engine::night::{NightTable, RoundEnd, RoundLeft};
use leptos::prelude::*;
use session::Place;
use storage::result_link::code_fragment;
use words::night::{round_and_table, round_left, RESULT_THROUGH_CLUB};

/// The night's table, shown above the sheet of a match played at one.
#[component]
pub fn NightBanner() -> impl IntoView {
    let state = expect_context::<AppState>();
    let tag = Memo::new(move |_| state.scored.with(|s| s.as_ref()?.game().night.clone()));
    move || tag.get().map(|tag| view! { <TableRound tag /> })
}

/// Where the table's round stands, and its result for the organiser: in
/// a line or two, the round and table first, so that the newest hands stay
/// in view below it on a tablet held upright.
#[component]
fn TableRound(tag: NightTable) -> impl IntoView {
    let state = expect_context::<AppState>();
    let round = round_and_table(tag.round, tag.table);
    let night = tag.name.clone();
    let clock = matches!(tag.round_end, RoundEnd::Minutes(_)).then(clock);
    let left = Memo::new(move |_| {
        let now = clock.map_or_else(now, |clock| clock.get());
        let played = state
            .scored
            .with(|s| s.as_ref().map_or(0, |s| s.game().hands.len()));
        tag.left(played, began(state).as_deref(), &now)
    });
    let nearly_up = move || matches!(left.get(), Some(RoundLeft::NearlyUp(_) | RoundLeft::TimeUp));
    let showing = RwSignal::new(false);
    let code = move || {
        // Drawn again as hands are recorded, so the code holds them all.
        state.scored.track();
        let link = code_link(&state)?;
        showing
            .get()
            .then(|| view! { <QrCode link holds="the link to this table's result" /> })
    };
    view! {
        <div class="night-banner" role="region" aria-label="Club night table">
            <p class="night-banner__table">
                <span class="night-banner__round">{round}</span>
                " · "
                <span class="night-banner__night">{night}</span>
            </p>
            <p class="night-banner__left" class:night-banner__left--warned=nearly_up role="status">
                {move || left.get().map(round_left)}
            </p>
            <Show
                when=move || !state.read(|s| s.club_on()).unwrap_or(false)
                fallback=|| view! { <p class="night-banner__club">{RESULT_THROUGH_CLUB}</p> }
            >
            <div class="night-banner__actions">
                <Action look=Look::Small on_press=move |_| showing.update(|s| *s = !*s)>
                    {move || {
                        if showing.get() {
                            "Hide the result's QR code"
                        } else {
                            "Show the result's QR code"
                        }
                    }}
                </Action>
                <Action look=Look::Small on_press=move |_| share_link(&state)>
                    "Hand on the result's link"
                </Action>
            </div>
            {code}
            </Show>
        </div>
    }
}

/// The link to the open match for its QR code: shorter in modules than
/// the one handed on as text, and opened the same.
fn code_link(state: &AppState) -> Option<String> {
    let export = state.peek(|s| s.match_for_link()).flatten()?;
    let fragment = code_fragment(&export);
    Some(format!(
        "{}{}#{fragment}",
        app_address(),
        Place::Shared.address()
    ))
}

/// When the open match began (ISO 8601).
fn began(state: AppState) -> Option<String> {
    state.peek(|s| {
        let id = s.current()?;
        Some(s.matches().iter().find(|m| m.id == id)?.created.clone())
    })?
}

/// The time now (ISO 8601), read again every 15 seconds while a round on
/// time shows.
fn clock() -> RwSignal<String> {
    let time = RwSignal::new(now());
    let tick =
        set_interval_with_handle(move || time.set(now()), std::time::Duration::from_secs(15));
    match tick {
        Ok(handle) => on_cleanup(move || handle.clear()),
        Err(_) => leptos::logging::warn!("the round's clock could not be started"),
    }
    time
}
