//! The score sheet (SPEC §2): every hand's payments and scores, the table
//! of seats, and what each player gives and receives.

mod chart;
mod table_picture;

use crate::engine::instructions::instructions;
use crate::engine::sheet::{Match, Outcome, ScoreSheet};
use crate::engine::PlayerId;
use crate::ui::exporting::{export_csv, export_matches};
use crate::ui::state::AppState;
use chart::BalanceChart;
use leptos::prelude::*;
use table_picture::TablePicture;

fn export_current(state: &AppState) {
    let Some(id) = state.current.get_untracked() else {
        return;
    };
    let name = state
        .matches
        .get_untracked()
        .into_iter()
        .find(|s| s.id == id)
        .map_or_else(|| "match".to_string(), |s| s.name);
    export_matches(state, &[id], &name);
}

fn print() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
}

/// The score-sheet screen.
#[component]
pub fn SheetScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let confirm = RwSignal::new(false);
    let show_all = RwSignal::new(false);
    let game = move || state.game.get();
    let body = move || {
        let Some(game) = game() else {
            return ().into_any();
        };
        match state.sheet.get() {
            Some(Ok(sheet)) => {
                show_all.track();
                view! { <SheetBody game sheet confirm show_all/> }.into_any()
            }
            Some(Err(e)) => view! {
                <p class="notice notice--error" role="alert">
                    {format!("This match cannot be shown: {e}.")}
                </p>
            }
            .into_any(),
            None => ().into_any(),
        }
    };
    view! { <section class="sheet" aria-label="Match">{body}</section> }
}

#[component]
fn SheetBody(
    game: Match,
    sheet: ScoreSheet,
    confirm: RwSignal<bool>,
    show_all: RwSignal<bool>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let names = game.setup.names.clone();
    let tally = game.setup.tally.clone();
    let hands = sheet.rows.len();
    let last_lines = sheet
        .rows
        .last()
        .map(|row| instructions(row, &names, &tally))
        .unwrap_or_default();
    let status = {
        let next = &sheet.next;
        let mut parts = vec![format!(
            "Hand {} is next, in the {} round.",
            hands + 1,
            next.prevailing
        )];
        if next.goulash_suggested {
            parts.push("After a drawn hand it is played as a goulash.".into());
        }
        if next.complete {
            parts.push("The match is complete: every player has been East in the North round. Play on if you like.".into());
        }
        parts.join(" ")
    };
    let confirm_panel = move || {
        confirm.get().then(|| {
            view! {
                <div class="confirm" role="alertdialog" aria-labelledby="confirm-question">
                    <p id="confirm-question">
                        {format!("Remove hand {hands} from the score sheet? Its forms are discarded.")}
                    </p>
                    <button
                        type="button"
                        class="button button--danger"
                        on:click=move |_| {
                            state.game.update(|g| {
                                if let Some(g) = g {
                                    g.hands.pop();
                                }
                            });
                            confirm.set(false);
                        }
                    >
                        "Remove hand"
                    </button>
                    <button type="button" class="button" on:click=move |_| confirm.set(false)>
                        "Keep it"
                    </button>
                </div>
            }
        })
    };
    view! {
        <div class="sheet__top">
            <TablePicture table=sheet.next.clone() names=names.clone()/>
            <div class="sheet__actions">
                <p class="sheet__status" aria-live="polite">{status}</p>
                <button
                    type="button"
                    class="button button--primary"
                    on:click=move |_| state.score_next_hand()
                >
                    "Score next hand"
                </button>
                <button
                    type="button"
                    class="button"
                    disabled=hands == 0
                    on:click=move |_| confirm.set(true)
                >
                    "Remove last hand"
                </button>
                <button type="button" class="button" on:click=move |_| state.new_match()>
                    "New match"
                </button>
                <button type="button" class="button" on:click=move |_| export_current(&state)>
                    "Export match"
                </button>
                <button type="button" class="button" on:click=move |_| export_csv(&state)>
                    "Export CSV"
                </button>
                <button type="button" class="button" on:click=move |_| print()>
                    "Print"
                </button>
                {confirm_panel}
            </div>
        </div>
        <SettleLines lines=last_lines hand=hands/>
        <ScoreTable game=game.clone() sheet=sheet.clone() show_all/>
        <BalanceChart game sheet/>
    }
}

#[component]
fn SettleLines(lines: Vec<String>, hand: usize) -> impl IntoView {
    (!lines.is_empty()).then(|| {
        view! {
            <section class="settle" aria-labelledby="settle-title">
                <h3 id="settle-title">{format!("Settling up hand {hand}")}</h3>
                <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
            </section>
        }
    })
}

/// Hands shown at first in a long match; the rest on request.
const LATEST_HANDS: usize = 50;

#[component]
fn ScoreTable(game: Match, sheet: ScoreSheet, show_all: RwSignal<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let hidden = if show_all.get_untracked() {
        0
    } else {
        sheet.rows.len().saturating_sub(LATEST_HANDS)
    };
    let names = game.setup.names.clone();
    let tally = game.setup.tally.clone();
    let n = names.len();
    let money = move |units: i64| tally.format(units);
    let head = names
        .iter()
        .map(|name| view! { <th scope="col">{name.clone()}</th> })
        .collect_view();
    let head_scores = names
        .iter()
        .map(|name| view! { <th scope="col">{name.clone()}</th> })
        .collect_view();
    let start = (0..n)
        .map(|_| view! { <td class="num">{money(sheet.start)}</td> })
        .collect_view();
    let rows = sheet
        .rows
        .iter()
        .enumerate()
        .skip(hidden)
        .map(|(i, row)| {
            let winner = match row.outcome {
                Outcome::Won(w) => Some(w),
                _ => None,
            };
            let drawn = row.outcome == Outcome::Drawn;
            let mut marks = vec![format!("{} round", row.prevailing)];
            match row.outcome {
                Outcome::Drawn => marks.push("drawn".into()),
                Outcome::ScoredWithoutWinner => marks.push("no winner, scored".into()),
                Outcome::Won(_) => {}
            }
            if row.goulash {
                marks.push("goulash".into());
            }
            if row.rules_changed {
                marks.push("new house rules".into());
            }
            let dreamer = row.seats.dreamer();
            let changes = (0..n)
                .map(|p| {
                    let is_winner = winner == Some(PlayerId(p));
                    let text = if dreamer == Some(PlayerId(p)) {
                        "sits out".to_string()
                    } else {
                        money(row.changes[PlayerId(p)])
                    };
                    view! { <td class="num" class:winner=is_winner>{text}</td> }
                })
                .collect_view();
            let scores = (0..n)
                .map(|p| {
                    let is_winner = winner == Some(PlayerId(p));
                    let text = row
                        .limited(PlayerId(p))
                        .map_or("—".to_string(), |s| s.to_string());
                    view! {
                        <td class="num" class:winner=is_winner>
                            {text}
                            {is_winner.then(|| view! { <span class="visually-hidden">" (Mah-Jong)"</span> })}
                        </td>
                    }
                })
                .collect_view();
            view! {
                <tr class:drawn=drawn>
                    <th scope="row">
                        <span class="sheet__hand">{i + 1}</span>
                        " "
                        <span class="sheet__marks">{marks.join(", ")}</span>
                        <button
                            type="button"
                            class="button button--small sheet__correct"
                            aria-label=format!("Correct hand {}", i + 1)
                            on:click=move |_| state.correct_hand(i)
                        >
                            "Correct"
                        </button>
                    </th>
                    {changes}
                    {scores}
                </tr>
            }
        })
        .collect_view();
    let totals = (0..n)
        .map(|p| view! { <td class="num">{money(sheet.balances[PlayerId(p)])}</td> })
        .collect_view();
    let score_totals = (0..n)
        .map(|p| view! { <td class="num">{sheet.score_totals[PlayerId(p)].to_string()}</td> })
        .collect_view();
    view! {
        <div class="sheet__scroll">
            <table class="sheet__table">
                <caption>"Score sheet"</caption>
                <thead>
                    <tr>
                        <th scope="col" rowspan="2">"Hand"</th>
                        <th scope="colgroup" colspan=n.to_string()>"Payments"</th>
                        <th scope="colgroup" colspan=n.to_string()>"Hand scores"</th>
                    </tr>
                    <tr>{head}{head_scores}</tr>
                </thead>
                <tbody>
                    <tr class="sheet__start">
                        <th scope="row">"Start"</th>
                        {start}
                        <td colspan=n.to_string()></td>
                    </tr>
                    {(hidden > 0).then(|| view! {
                        <tr class="sheet__hidden">
                            <td colspan=(2 * n + 1).to_string()>
                                {format!("Hands 1 to {hidden} are not shown. ")}
                                <button
                                    type="button"
                                    class="button button--small"
                                    on:click=move |_| show_all.set(true)
                                >
                                    {format!("Show all {} hands", hidden + LATEST_HANDS)}
                                </button>
                            </td>
                        </tr>
                    })}
                    {rows}
                </tbody>
                <tfoot>
                    <tr>
                        <th scope="row">"Total"</th>
                        {totals}
                        {score_totals}
                    </tr>
                </tfoot>
            </table>
        </div>
    }
}
