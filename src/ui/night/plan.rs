//! A night's plan: each round's tables, each with its players in seat
//! order, its link handed on or read as a QR code (holding the time its
//! round started, once it has), and whether its result is read.

use crate::ui::controls::{Action, Confirm, Look};
use crate::ui::link::{app_address, hand_on, HandedOn};
use crate::ui::qr::QrCode;
use crate::ui::state::AppState;
use engine::night::{Night, ResultLength, Round, RoundEnd, Table};
use leptos::prelude::*;
use leptos::task::spawn_local;
use storage::link::LONGEST_LINK;
use storage::table_link::table_fragment;
use words::night::round_and_table;
use words::night_screen::{
    clock_time, link_copied, link_to, result_status, round_state, seat, start_anyway, start_round,
    undo_start, LINK_NOT_MADE,
};
use words::rules_apart;

/// The time of day an ISO 8601 time falls at here: "19:05".
fn local_time(iso: &str) -> String {
    let time = js_sys::Date::new(&iso.into());
    clock_time(time.get_hours(), time.get_minutes())
}

/// The link that hands a table its set-up, with the time its round
/// started, if it has.
fn table_link(
    night: &Night,
    round: Round,
    table: Table,
    started: Option<String>,
) -> Option<String> {
    let mut setup = night.table_setup(round, table)?;
    setup.table.started = started;
    let fragment = table_fragment(&setup);
    Some(format!("{}?table#{fragment}", app_address()))
}

/// Hands the link on (the share sheet, else copied), saying how it went.
fn hand_on_link(url: String, round: Round, table: Table, told: RwSignal<Option<String>>) {
    if url.chars().count() > LONGEST_LINK {
        told.set(Some(LINK_NOT_MADE.into()));
        return;
    }
    // Begun within the tap: Safari shares or copies only then.
    let handing_on = hand_on(url, round_and_table(round, table));
    spawn_local(async move {
        let said = match handing_on.await {
            HandedOn::Copied => Some(link_copied(round, table)),
            HandedOn::Failed => Some(LINK_NOT_MADE.into()),
            HandedOn::Shared | HandedOn::Cancelled => None,
        };
        told.try_set(said);
    });
}

/// Which rounds the organiser may start, or take the start of back.
#[derive(Clone, Copy)]
struct RoundsNow {
    /// The round to start next.
    next: Memo<Option<Round>>,
    /// The round whose start may be taken back.
    undoable: Memo<Option<Round>>,
    /// The last round started: the one in play.
    in_play: Memo<Option<Round>>,
    /// Whether this device organises the night.
    organiser: bool,
}

/// The night's rounds, each with its tables; the next round to start has
/// its Start button.
#[component]
pub fn PlanPart(
    night: Night,
    /// When each round started, from round 1.
    started: Memo<Vec<String>>,
    /// Whether this device organises the night: it starts the rounds;
    /// any other offers to play a table of the round in play here.
    organiser: bool,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let id = night.id().to_string();
    let next = {
        let id = id.clone();
        Memo::new(move |_| state.read(|s| s.night(&id)?.next_round()).flatten())
    };
    let in_play = {
        let id = id.clone();
        Memo::new(move |_| state.read(|s| s.night(&id)?.last_started()).flatten())
    };
    let undoable = {
        let id = id.clone();
        Memo::new(move |_| state.read(|s| s.night(&id)?.undoable_round()).flatten())
    };
    // The tables played under other rules, with what differs: each of
    // their matches read once for the whole plan.
    let apart = {
        let rules = night.rules().values().clone();
        Memo::new(move |_| {
            let apart = state.read(|s| s.rules_apart(&id)).unwrap_or_default();
            apart
                .into_iter()
                .map(|a| (a.round, a.table, rules_apart(&a.rules, &rules)))
                .collect::<Vec<_>>()
        })
    };
    let rounds_now = RoundsNow {
        next,
        undoable,
        in_play,
        organiser,
    };
    // Each round by its players' names: a round drawn again for players
    // coming or going is drawn anew, the others left as they are.
    let rounds = {
        let id = night.id().to_string();
        Memo::new(move |_| {
            let seated = state.read(|s| s.night(&id).map(seated_by_name));
            seated.flatten().unwrap_or_default()
        })
    };
    let kept = StoredValue::new(night);
    let round_part = move |(round, _): (Round, Vec<Vec<String>>)| {
        let now = state.peek(|s| kept.with_value(|n| s.night(n.id()).cloned()));
        let night = now.flatten().unwrap_or_else(|| kept.get_value());
        view! { <RoundPart night round started rounds_now apart /> }
    };
    view! {
        <section class="night__plan" aria-labelledby="plan-title">
            <h3 id="plan-title">"The plan"</h3>
            <For each=move || rounds.get() key=Clone::clone children=round_part />
        </section>
    }
}

/// Each round of a night with its tables' players by name, in seat order.
fn seated_by_name(night: &Night) -> Vec<(Round, Vec<Vec<String>>)> {
    let name = |p: &engine::night::NightPlayer| night.player(*p).unwrap_or_default().to_string();
    let rounds = night.plan().by_round();
    rounds
        .map(|(round, seats)| {
            (
                round,
                seats
                    .tables()
                    .map(|t| t.iter().map(name).collect())
                    .collect(),
            )
        })
        .collect()
}

/// One round: whether it has started (and the button that starts it, when
/// it is next), and its tables.
#[component]
fn RoundPart(
    night: Night,
    round: Round,
    started: Memo<Vec<String>>,
    rounds_now: RoundsNow,
    /// The night's tables played under other rules, with what differs.
    apart: Memo<Vec<(Round, Table, String)>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let begun = Memo::new(move |_| started.with(|s| s.get(round.index()).cloned()));
    let lengths = {
        let id = night.id().to_string();
        Memo::new(move |_| {
            state
                .read(|s| s.round_lengths(&id, round))
                .unwrap_or_default()
        })
    };
    let tables = night.plan().round(round).cloned().unwrap_or_default();
    let cells = tables
        .by_table()
        .map(|(table, seats)| {
            let names = seats.iter().filter_map(|&p| night.player(p));
            let names: Vec<String> = names.map(String::from).collect();
            let night = night.clone();
            // Made again only when this round starts.
            let link = Memo::new(move |_| table_link(&night, round, table, begun.get()));
            let length = Signal::derive(move || {
                lengths
                    .with(|l| l.iter().find(|(t, _)| *t == table).map(|(_, l)| *l))
                    .unwrap_or(ResultLength::NotRead)
            });
            let here = Signal::derive(move || {
                !rounds_now.organiser && rounds_now.in_play.get() == Some(round)
            });
            let apart = Signal::derive(move || {
                apart.with(|a| {
                    let at = a.iter().find(|(r, t, _)| (*r, *t) == (round, table));
                    at.map(|(_, _, said)| said.clone())
                })
            });
            view! { <TableCell round table names link=link.into() length here apart /> }
        })
        .collect_view();
    let by_minutes = matches!(night.round_end(), RoundEnd::Minutes(_));
    let state_line = move || {
        let at = begun.get().map(|time| local_time(&time));
        round_state(round, at.as_deref(), by_minutes)
    };
    let id = night.id().to_string();
    view! {
        <section class="night-round" aria-labelledby=format!("round-{round}")>
            <h4 id=format!("round-{round}")>{format!("Round {round}")}</h4>
            <p class="night-round__state">{state_line}</p>
            {rounds_now.organiser.then(|| view! { <RoundButtons id round rounds_now /> })}
            <div class="night-round__tables">{cells}</div>
        </section>
    }
}

/// The button that starts a round, when it is next, and the one that
/// takes its start back, while it may be.
#[component]
fn RoundButtons(id: String, round: Round, rounds_now: RoundsNow) -> impl IntoView {
    let RoundsNow { next, undoable, .. } = rounds_now;
    let state = expect_context::<AppState>();
    let id = StoredValue::new(id);
    let asking = RwSignal::new(None::<String>);
    let start_now = move |()| {
        asking.set(None);
        state.run(|s| id.with_value(|id| s.start_round(id, round)));
    };
    let start = move |()| {
        let before = round.index().checked_sub(1).and_then(Round::at);
        let unfinished =
            before.and_then(|r| state.peek(|s| id.with_value(|id| s.unfinished(id, r))));
        match unfinished.unwrap_or_default() {
            tables if tables.is_empty() => start_now(()),
            tables => asking.set(Some(start_anyway(round, &tables))),
        }
    };
    let undo = move |()| {
        state.run(|s| id.with_value(|id| s.undo_round_start(id, round)));
    };
    view! {
        <Show when=move || next.get() == Some(round)>
            <div class="night-round__start">
                <Action look=Look::Primary on_press=start>
                    {start_round(round)}
                </Action>
            </div>
            {move || {
                asking
                    .get()
                    .map(|question| {
                        view! {
                            <Confirm
                                id=format!("start-round-{round}-question")
                                question
                                go=format!("Start round {round} anyway")
                                keep="Not yet"
                                on_go=start_now
                                on_keep=move |()| asking.set(None)
                            />
                        }
                    })
            }}
        </Show>
        <Show when=move || undoable.get() == Some(round)>
            <div class="night-round__start">
                <Action on_press=undo>{undo_start(round)}</Action>
            </div>
        </Show>
    }
}

/// One table: its players from seat 1, its result, its link and QR code.
#[component]
fn TableCell(
    round: Round,
    table: Table,
    names: Vec<String>,
    /// The table's link.
    link: Signal<Option<String>>,
    /// The table's result, and how much of the round it holds.
    length: Signal<ResultLength>,
    /// Whether to offer to play the table on this device.
    here: Signal<bool>,
    /// What differs where its match was played under other rules.
    apart: Signal<Option<String>>,
) -> impl IntoView {
    let told = RwSignal::new(None::<String>);
    let read = move || length.get().is_read();
    let short = move || matches!(length.get(), ResultLength::Short { .. });
    let seats = seats(names);
    let hand = move |()| {
        if let Some(url) = link.get_untracked() {
            hand_on_link(url, round, table, told);
        }
    };
    let title = round_and_table(round, table);
    let label = format!("Table's link, {title}");
    let play_label = format!("Play this table here, {title}");
    let marked = move || apart.with(Option::is_some);
    view! {
        <article
            class="night-table"
            class:night-table--read=read
            class:night-table--short=short
            class:night-table--apart=marked
        >
            <h5 class="night-table__title">{title.clone()}</h5>
            <ol class="night-table__seats">{seats}</ol>
            <p class="night-table__status">{move || result_status(length.get())}</p>
            {move || apart.get().map(|said| view! { <p class="night-table__apart">{said}</p> })}
            {move || {
                link.get()
                    .map(|link| {
                        view! {
                            <Action on_press=hand attr:aria-label=label.clone()>
                                "Table's link"
                            </Action>
                            <p class="night-table__told" role="status">
                                {move || told.get()}
                            </p>
                            <QrCode link holds=link_to(round, table) />
                        }
                    })
            }}
            <Show when=move || here.get()>
                <PlayHere link label=play_label.clone() />
            </Show>
        </article>
    }
}

/// A table's players from seat 1.
fn seats(names: Vec<String>) -> impl IntoView {
    let each = names.into_iter().enumerate().map(|(i, name)| {
        view! {
            <li class:night-table__east=i == 0>
                <span class="night-table__seat">{seat(i + 1)}</span>
                <span class="night-table__name">{name}</span>
            </li>
        }
    });
    each.collect_view()
}

/// Opens a table of the round in play on this device, as its link does.
#[component]
fn PlayHere(link: Signal<Option<String>>, label: String) -> impl IntoView {
    let open = move |()| {
        let opened = link
            .get_untracked()
            .map(|l| window().location().set_href(&l));
        if !matches!(opened, Some(Ok(()))) {
            leptos::logging::warn!("the table's link could not be opened here");
        }
    };
    view! {
        <Action look=Look::Primary on_press=open attr:aria-label=label>
            "Play this table here"
        </Action>
    }
}
