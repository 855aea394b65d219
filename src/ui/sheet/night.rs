//! A club night's match on its table's tablet (SPEC §13): which night,
//! round and table, how far the round has gone, and the result handed back
//! to the organiser by QR code or link.

use crate::engine::night::{NightTable, RoundEnd};
use crate::ui::controls::{Action, Look};
use crate::ui::exporting::{match_link, share_link};
use crate::ui::qr::QrCode;
use crate::ui::state::AppState;
use crate::words::night::{round_and_table, round_left, time_left};
use leptos::prelude::*;

/// The night's table, shown above the sheet of a match played at one.
#[component]
pub fn NightBanner() -> impl IntoView {
    let state = expect_context::<AppState>();
    let tag = Memo::new(move |_| state.scored.with(|s| s.as_ref()?.game().night.clone()));
    move || tag.get().map(|tag| view! { <TableRound tag /> })
}

/// Where the table's round stands, and its result for the organiser.
#[component]
fn TableRound(tag: NightTable) -> impl IntoView {
    let state = expect_context::<AppState>();
    let at = format!("{}: {}", tag.name, round_and_table(tag.round, tag.table));
    let now = matches!(tag.round_end, RoundEnd::Minutes(_)).then(clock);
    let left = move || match tag.round_end {
        RoundEnd::Hands(_) => {
            let played = state
                .scored
                .with(|s| s.as_ref().map_or(0, |s| s.game().hands.len()));
            tag.round_end.after_hands(played).map(round_left)
        }
        RoundEnd::Minutes(minutes) => minutes_left(state, minutes, now?.get()).map(time_left),
    };
    let showing = RwSignal::new(false);
    let code = move || {
        // Drawn again as hands are recorded, so the code holds them all.
        state.scored.track();
        let link = match_link(&state).map(|(link, _)| link)?;
        showing
            .get()
            .then(|| view! { <QrCode link holds="the link to this table's result" /> })
    };
    view! {
        <div class="night-banner" role="region" aria-label="Club night table">
            <p class="night-banner__table">{at}</p>
            <p class="night-banner__left" role="status">
                {left}
            </p>
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
        </div>
    }
}

/// Whole minutes left of a round on time at `now` (milliseconds), rounded
/// up, counted from when the table's match started.
fn minutes_left(state: AppState, minutes: u16, now: f64) -> Option<i64> {
    let created = state.peek(|s| {
        let id = s.current()?;
        Some(s.matches().iter().find(|m| m.id == id)?.created.clone())
    })??;
    let ends = js_sys::Date::parse(&created) + f64::from(minutes) * 60_000.0;
    let left = ((ends - now) / 60_000.0).ceil();
    left.is_finite().then_some(left as i64)
}

/// The time now in milliseconds, read again every 15 seconds while a round
/// on time shows.
fn clock() -> RwSignal<f64> {
    let now = RwSignal::new(js_sys::Date::now());
    let tick = set_interval_with_handle(
        move || now.set(js_sys::Date::now()),
        std::time::Duration::from_secs(15),
    );
    match tick {
        Ok(handle) => on_cleanup(move || handle.clear()),
        Err(_) => leptos::logging::warn!("the round's clock could not be started"),
    }
    now
}
