//! The organiser's club-night screens (docs/rules.md §13): the nights kept and a new
//! one drawn up, and one night's plan, tables' links and standings.

mod board;
mod comings;
mod form;
mod part;
mod plan;
mod results;
mod slips;
mod standings;

use crate::ui::controls::Action;
use crate::ui::files::{download, file_name};
use crate::ui::history::KeptNights;
use crate::ui::state::AppState;
pub use board::BoardScreen;
use comings::ComingsPart;
use engine::night::{figures, Night};
use form::NightForm;
use leptos::prelude::*;
pub use part::NightPart;
use plan::PlanPart;
use results::ResultReading;
use slips::Slips;
use standings::StandingsPart;
use words::csv::night_plan_csv;
use words::night::{round_end, tables};
use words::night_board::plan_fairness;
use words::night_comings::plan_changes;
use words::night_screen::{house_rules, players_line, DRAWN_UP_ELSEWHERE, NOT_KEPT};
use words::{day, Say};

/// The club nights kept, and a new one to draw up.
#[component]
pub fn NightsScreen() -> impl IntoView {
    view! {
        <section class="nights" aria-labelledby="nights-title">
            <h2 id="nights-title">"Club nights"</h2>
            <KeptNights />
            <NightForm />
        </section>
    }
}

/// Downloads a CSV file, telling the players when it could not be.
fn save_csv(state: &AppState, title: &str, csv: &str) {
    if download(&file_name(title, "csv"), "text/csv", csv).is_err() {
        state.run(|s| s.not_downloaded());
    }
}

/// Prints one part of the night's screen (`plan` or `standings`): the
/// print stylesheet keeps the part the page is marked with.
fn print(state: &AppState, part: &str) {
    let marked = document()
        .document_element()
        .is_some_and(|root| root.set_attribute("data-printing", part).is_ok());
    if !marked || window().print().is_err() {
        state.run(|s| s.not_printed());
    }
}

/// Opens the night's board in a window of its own, for a screen in the
/// hall; where no window opens, here.
fn show_board(state: &AppState, id: &str) {
    let place = session::Place::Board(id.to_string());
    let url = format!("{}{}", crate::ui::link::app_address(), place.address());
    let opened = window().open_with_url_and_target(&url, "_blank");
    if !matches!(opened, Ok(Some(_))) {
        state.go(place);
    }
}

/// Takes the print mark off the page once printing is done, so that the
/// browser's own Print prints the whole screen again.
fn unmark_print() {
    let unmarked = document()
        .document_element()
        .is_some_and(|root| root.remove_attribute("data-printing").is_ok());
    if !unmarked {
        leptos::logging::warn!("the print mark could not be taken off the page");
    }
}

/// One club night: its plan, its tables' links, its results and standings.
/// The parts the plan draws follow it: players coming or going draw its
/// later rounds again.
#[component]
pub fn NightScreen(
    /// The night's id.
    id: String,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    if state.peek(|s| s.night(&id).is_none()).unwrap_or(true) {
        return view! {
            <section class="night" aria-labelledby="night-title">
                <h2 id="night-title">"Club night"</h2>
                <p>{NOT_KEPT}</p>
            </section>
        }
        .into_any();
    }
    let results = of_night(state, &id, |n| n.results().to_vec());
    let started = of_night(state, &id, |n| n.started().to_vec());
    let drawn = of_night(state, &id, |n| {
        (n.players().to_vec(), n.plan().rounds().to_vec())
    });
    let names = Memo::new(move |_| drawn.with(|(names, _)| names.clone()));
    let printed = window_event_listener(leptos::ev::afterprint, |_| unmark_print());
    on_cleanup(move || {
        printed.remove();
        unmark_print();
    });
    let organiser = state.peek(|s| s.organises(&id)).unwrap_or(true);
    let print_standings = Callback::new(move |()| print(&state, "standings"));
    let night_now = {
        let id = id.clone();
        move || {
            // Read, not only tracked: a memo never read is never worked out,
            // so it would never change.
            drawn.with(|_| ());
            state.peek(|s| s.night(&id).cloned()).flatten()
        }
    };
    let head = {
        let night_now = night_now.clone();
        move || {
            night_now().map(|night| {
                view! {
                    <NightHead night=night.clone() organiser />
                    <NightActions night />
                }
            })
        }
    };
    let plan = state.peek(|s| s.night(&id).cloned()).flatten();
    let plan = plan.map(|night| view! { <PlanPart night started organiser /> });
    let slips = move || night_now().map(|night| view! { <Slips night /> });
    view! {
        <section class="night" aria-labelledby="night-title">
            {head}
            {organiser.then(|| view! { <ComingsPart id=id.clone() /> })}
            {plan}
            {organiser.then(|| view! { <ResultReading id=id.clone() /> })}
            <StandingsPart id names results on_print=print_standings />
            {slips}
        </section>
    }
    .into_any()
}

/// The night's downloads, prints and board.
#[component]
fn NightActions(night: Night) -> impl IntoView {
    let state = expect_context::<AppState>();
    let csv = night_plan_csv(night.plan(), night.players());
    let board_id = night.id().to_string();
    view! {
        <div class="night__actions">
            <Action on_press=move |()| save_csv(
                &state,
                "club-night-plan",
                &csv,
            )>"Download the plan (CSV)"</Action>
            <Action on_press=move |()| print(&state, "plan")>"Print the plan"</Action>
            <Action on_press=move |()| print(&state, "slips")>"Print each player's seats"</Action>
            <Action on_press=move |()| show_board(&state, &board_id)>"Show on a big screen"</Action>
        </div>
    }
}

/// What the screen shows of a kept night, following it.
fn of_night<T: PartialEq + Default + Send + Sync + 'static>(
    state: AppState,
    id: &str,
    part: impl Fn(&Night) -> T + Send + Sync + 'static,
) -> Memo<T> {
    let id = id.to_string();
    Memo::new(move |_| {
        let read = state.read(|s| s.night(&id).map(&part));
        read.flatten().unwrap_or_default()
    })
}

/// Who came or left, round by round, where anyone did.
fn changes(night: &Night) -> Option<impl IntoView + use<>> {
    let lines = plan_changes(night);
    let items = lines.into_iter().map(|line| view! { <li>{line}</li> });
    let items = items.collect::<Vec<_>>();
    (!items.is_empty()).then(|| view! { <ul class="night__changes">{items}</ul> })
}

/// The night's name, day, players, rounds and tables.
#[component]
fn NightHead(night: Night, organiser: bool) -> impl IntoView {
    let layout = night.plan().layout();
    view! {
        <header class="night__head">
            <h2 id="night-title">{night.name().to_string()}</h2>
            <p class="night__day">{day(night.created())}</p>
            <p class="night__players">{players_line(night.players())}</p>
            <p>{round_end(night.round_end())}</p>
            <p>{tables(&layout, layout.odd_size)}</p>
            <p class="night__fairness">
                {plan_fairness(&figures(night.plan()), night.players(), night.plan())}
            </p>
            {changes(&night)}
            <p>{house_rules(night.preset())}</p>
            <p class="night__check">{night.rules().values().check().said().to_string()}</p>
            {(!organiser).then(|| view! { <p class="night__elsewhere">{DRAWN_UP_ELSEWHERE}</p> })}
        </header>
    }
}
