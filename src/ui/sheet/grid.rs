//! The table of hands: each hand's payments and scores, the start and the
//! totals. The totals come first and then the newest hand, the oldest
//! furthest away, so what the table looks at is in view however long the
//! match. Rows are keyed by what they show, so a new hand or a correction
//! redraws only the rows that changed. A sheet opens with the totals and
//! the rows in view drawn at once; the rest follow once that is painted,
//! a turn at a time, and every row is drawn before the sheet is printed.

use crate::ui::controls::{Action, Look, NameTag};
use crate::ui::later::after_paint;
use crate::ui::state::AppState;
use engine::sheet::{HandRow, Outcome, ScoredMatch};
use engine::PlayerId;
use leptos::prelude::*;
use words::player_name;
use words::short_names;

/// Hands shown at first in a long match; the rest on request.
const LATEST_HANDS: usize = 50;

/// Rows drawn at once when the sheet opens: the newest hands, more than a
/// tablet shows under the seats and standings either way up.
const FIRST_ROWS: usize = 16;

/// Rows drawn in each later turn, once the first are painted.
const ROWS_A_TURN: usize = 100;

/// Every row drawn.
const ALL: usize = usize::MAX;

/// One cell of a row, as shown.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Cell {
    text: String,
    winner: bool,
}

/// One hand's row, as shown.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct RowView {
    /// The hand's index, from 0.
    index: usize,
    drawn: bool,
    marks: String,
    changes: Vec<Cell>,
    scores: Vec<Cell>,
}

fn marks(row: &HandRow, names: &[String]) -> String {
    let east = player_name(names, row.seats.east());
    let mut marks = vec![format!("{} round", row.prevailing), format!("{east} East")];
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
    marks.join(", ")
}

fn row_view(scored: &ScoredMatch, index: usize, row: &HandRow) -> RowView {
    let tally = &scored.game().setup.tally;
    let winner = match row.outcome {
        Outcome::Won(w) => Some(w),
        _ => None,
    };
    let players = (0..scored.game().setup.names.len()).map(PlayerId);
    let cell = |p: PlayerId, text: String| Cell {
        text,
        winner: winner == Some(p),
    };
    let changes = players
        .clone()
        .map(|p| match row.seats.dreamer() == Some(p) {
            true => cell(p, "sits out".into()),
            false => cell(p, tally.format(row.changes[p])),
        })
        .collect();
    let scores = players
        .map(|p| cell(p, row.limited(p).map_or("—".into(), |s| s.to_string())))
        .collect();
    RowView {
        index,
        drawn: row.outcome == Outcome::Drawn,
        marks: marks(row, &scored.game().setup.names),
        changes,
        scores,
    }
}

/// The score table.
#[component]
pub fn SheetGrid() -> impl IntoView {
    let state = expect_context::<AppState>();
    let show_all = RwSignal::new(false);
    // How many of the newest rows are drawn so far: all, once they are.
    let drawn = RwSignal::new(FIRST_ROWS);
    let count = Memo::new(move |_| {
        state
            .scored
            .with(|s| s.as_ref().map_or(0, |s| s.sheet().rows.len()))
    });
    let hidden = Memo::new(move |_| match show_all.get() {
        true => 0,
        false => count.get().saturating_sub(LATEST_HANDS),
    });
    let shown = Memo::new(move |_| count.get() - hidden.get());
    Effect::new(move |_| draw_on(drawn, drawn.get(), shown.get()));
    draw_all_to_print(show_all, drawn);
    let rows = drawn_rows(state, hidden, drawn);
    let names = player_names(state);
    let busy = Memo::new(move |_| state.hand.with(Option::is_some));
    // The older hands follow a turn at a time, from the rows drawn.
    let show_older = Callback::new(move |()| {
        drawn.set(shown.get_untracked());
        show_all.set(true);
    });
    view! {
        <div class="sheet__scroll">
            <table class="sheet__table">
                <caption>"Score sheet"</caption>
                <SheetHead names />
                <tbody class="sheet__totals">
                    <TotalsRow />
                </tbody>
                <tbody>
                    <For each=move || rows.get() key=|row| row.clone() let:row>
                        <SheetRow row busy />
                    </For>
                    {move || {
                        (hidden.get() > 0 && drawn.get() == ALL)
                            .then(|| {
                                view! {
                                    <HiddenRow
                                        hidden=hidden.get()
                                        columns=2 * names.with(Vec::len) + 1
                                        show_all=show_older
                                    />
                                }
                            })
                    }}
                    <StartRow />
                </tbody>
            </table>
        </div>
    }
}

/// Every row drawn before the sheet is printed.
fn draw_all_to_print(show_all: RwSignal<bool>, drawn: RwSignal<usize>) {
    let print = window_event_listener_untyped("beforeprint", move |_| {
        show_all.set(true);
        drawn.set(ALL);
    });
    on_cleanup(move || print.remove());
}

/// The players' names, in entry order.
fn player_names(state: AppState) -> Memo<Vec<String>> {
    Memo::new(move |_| {
        state.scored.with(|s| {
            s.as_ref()
                .map(|s| s.game().setup.names.clone())
                .unwrap_or_default()
        })
    })
}

/// The newest `drawn` rows of those shown, newest first, the `hidden`
/// oldest left out.
fn drawn_rows(state: AppState, hidden: Memo<usize>, drawn: RwSignal<usize>) -> Memo<Vec<RowView>> {
    Memo::new(move |_| {
        let (skip, take) = (hidden.get(), drawn.get());
        state.scored.with(|s| {
            s.as_ref().map_or_else(Vec::new, |s| {
                let rows = s
                    .sheet()
                    .rows
                    .iter()
                    .enumerate()
                    .skip(skip)
                    .rev()
                    .take(take);
                rows.map(|(i, row)| row_view(s, i, row)).collect()
            })
        })
    })
}

/// Draws the rows not yet drawn, a turn at a time once the rows drawn are
/// painted, until all `shown` are; from then on every row is drawn at once.
fn draw_on(drawn: RwSignal<usize>, so_far: usize, shown: usize) {
    if so_far == ALL {
        return;
    }
    if so_far >= shown {
        drawn.set(ALL);
        return;
    }
    after_paint(move || {
        drawn.try_update(|d| *d = d.saturating_add(ROWS_A_TURN));
    });
}

/// The players' names over their payments and over their scores.
#[component]
fn SheetHead(names: Memo<Vec<String>>) -> impl IntoView {
    let n = move || names.with(Vec::len).to_string();
    let head = move || {
        let names = names.get();
        let short = short_names(&names, 10);
        names
            .into_iter()
            .zip(short)
            .map(|(full, short)| {
                view! {
                    <th scope="col">
                        <NameTag full short />
                    </th>
                }
            })
            .collect_view()
    };
    view! {
        <thead>
            <tr>
                <th scope="col" rowspan="2">
                    "Hand"
                </th>
                <th scope="colgroup" colspan=n>
                    "Payments"
                </th>
                <th scope="colgroup" colspan=n>
                    "Hand scores"
                </th>
            </tr>
            <tr>{head}{head}</tr>
        </thead>
    }
}

/// A hand's row; its button waits while a hand is being entered (`busy`).
#[component]
fn SheetRow(row: RowView, busy: Memo<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let index = row.index;
    let cells =
        move |cells: Vec<Cell>, mark: bool| {
            cells
            .into_iter()
            .map(|c| view! {
                <td class="num" class:winner=c.winner>
                    {c.text}
                    {(mark && c.winner)
                        .then(|| view! { <span class="visually-hidden">" (Mah-Jong)"</span> })}
                </td>
            })
            .collect_view()
        };
    view! {
        <tr class:drawn=row.drawn>
            <th scope="row">
                <div class="sheet__row-head">
                    <span class="sheet__hand">{index + 1}</span>
                    " "
                    <span class="sheet__marks">{row.marks.clone()}</span>
                    <Action
                        look=Look::Small
                        place="sheet__correct"
                        attr:aria-label=format!("Change hand {}", index + 1)
                        disabled=busy
                        on_press=move |_| {
                            state.run_and_play(|s| s.correct_hand(index));
                        }
                    >
                        "Change"
                    </Action>
                </div>
            </th>
            {cells(row.changes, false)}
            {cells(row.scores, true)}
        </tr>
    }
}

#[component]
fn StartRow() -> impl IntoView {
    let state = expect_context::<AppState>();
    let cells = move || {
        state.scored.with(|s| {
            let s = s.as_ref()?;
            let start = s.game().setup.tally.format(s.sheet().start);
            let n = s.game().setup.names.len();
            Some(view! {
                {(0..n).map(|_| view! { <td class="num">{start.clone()}</td> }).collect_view()}
                <td colspan=n.to_string()></td>
            })
        })
    };
    view! {
        <tr class="sheet__start">
            <th scope="row">"Start"</th>
            {cells}
        </tr>
    }
}

#[component]
fn HiddenRow(hidden: usize, columns: usize, show_all: Callback<()>) -> impl IntoView {
    view! {
        <tr class="sheet__hidden">
            <td colspan=columns
                .to_string()>
                {format!("Hands 1 to {hidden} are not shown. ")}
                <Action look=Look::Small on_press=show_all>
                    {format!("Show all {} hands", hidden + LATEST_HANDS)}
                </Action>
            </td>
        </tr>
    }
}

#[component]
fn TotalsRow() -> impl IntoView {
    let state = expect_context::<AppState>();
    let cells = move || {
        state.scored.with(|s| {
            let s = s.as_ref()?;
            let tally = &s.game().setup.tally;
            let sheet = s.sheet();
            let balances = sheet
                .balances
                .0
                .iter()
                .map(|&b| view! { <td class="num">{tally.format(b)}</td> });
            let totals = sheet
                .score_totals
                .0
                .iter()
                .map(|t| view! { <td class="num">{t.to_string()}</td> });
            Some(view! {
                {balances.collect_view()}
                {totals.collect_view()}
            })
        })
    };
    view! {
        <tr>
            <th scope="row">"Total"</th>
            {cells}
        </tr>
    }
}
