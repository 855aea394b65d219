//! The exchange with the club's server, run while the page is open: the
//! bridge fetched and opened on this device's id, two-way replication
//! started, what changes here handed on as it changes, and what arrives
//! taken in by the session in batches (many arrive at once on a new
//! device: the list of matches is written once a batch).

use super::bridge::{self, BridgeFailed};
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;
use serde_json::Value;
use session::club::{BridgeReport, ClubFailure, ClubSettings, Resolution, Writing};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::JsValue;

/// How long arrivals gather before they are taken in together.
const BATCH: Duration = Duration::from_millis(60);
/// How long arrivals are taken in before the page may draw, in ms.
const SLICE_MS: f64 = 80.0;
/// The fewest and most arrivals a slice takes in.
const SLICE_LEAST: usize = 4;
const SLICE_MOST: usize = 256;
/// How often the page is drawn again while arrivals are taken in, in ms.
const DRAWN_MS: f64 = 2000.0;
/// How often the list of matches is written while arrivals are taken in,
/// in ms: each write is of the whole list.
const WRITTEN_MS: f64 = 1000.0;

/// The exchange's own state in this page, held in the app's context.
#[derive(Clone, Copy)]
struct Exchange(StoredValue<Flow, LocalStorage>);

/// Where the exchange stands in this page.
#[derive(Clone, Copy)]
struct Flow {
    /// Whether the bridge is open on this device's records.
    opened: bool,
    /// Whether changes here are handed on.
    handing_on: bool,
    /// How arrivals are taken in.
    pace: Pace,
}

impl Exchange {
    /// The page's exchange, made the first time under the app's owner.
    fn of_the_app() -> Exchange {
        use_context::<Exchange>().unwrap_or_else(|| {
            let exchange = Exchange(StoredValue::new_local(Flow {
                opened: false,
                handing_on: false,
                pace: Pace::START,
            }));
            provide_context(exchange);
            exchange
        })
    }

    fn flow(self) -> Flow {
        self.0.get_value()
    }

    fn change(self, change: impl FnOnce(&mut Flow)) {
        self.0.update_value(change);
    }
}

/// Starts the exchange: called under the app's owner, with the club
/// turned on.
pub fn start(state: AppState) {
    let exchange = Exchange::of_the_app();
    if !exchange.flow().handing_on {
        hand_on_changes(state, exchange);
    }
    spawn_local(async move {
        if let Err(BridgeFailed) = run(state, exchange).await {
            state.run(|s| s.club_failed(ClubFailure::Unreachable));
        }
    });
}

/// Stops sending and taking in; everything kept here stays.
pub fn stop(state: AppState) {
    state.run(|s| s.turn_club_off());
    spawn_local(async move {
        if bridge::disconnect().await.is_err() {
            state.run(|s| s.club_failed(ClubFailure::Other));
        }
    });
}

/// Asks the server whether the settings work: `None` if they do.
pub async fn check(settings: &ClubSettings) -> Option<ClubFailure> {
    bridge::fetch().await.ok()?;
    let word = bridge::check(&login(settings)).await?;
    serde_json::from_value(serde_json::Value::String(word)).ok()
}

async fn run(state: AppState, exchange: Exchange) -> Result<(), BridgeFailed> {
    bridge::fetch().await?;
    if !exchange.flow().opened {
        state.run(|s| s.club_device(random())).ok_or(BridgeFailed)?;
        let since = state.peek(|s| s.club_since()).unwrap_or_default();
        let held = state.peek(|s| s.club_ids_held()).unwrap_or_default();
        let heard = bridge::listener(listen(state, exchange));
        // PouchDB's local sequence is a number: as text it would start
        // the feed past every change.
        let since = since
            .parse::<f64>()
            .map_or(JsValue::from(since), JsValue::from);
        bridge::open(&since, &held, &heard).await?;
        exchange.change(|f| f.opened = true);
    }
    let settings = state.peek(|s| s.club_settings().cloned()).flatten();
    let settings = settings.filter(|s| s.on).ok_or(BridgeFailed)?;
    bridge::connect(&login(&settings))?;
    send(state);
    Ok(())
}

/// The settings as the bridge takes them.
fn login(settings: &ClubSettings) -> String {
    serde_json::json!({
        "server": settings.server,
        "database": settings.database,
        "user": settings.user,
        "password": settings.password,
    })
    .to_string()
}

/// Randomness for this device's id, made once.
fn random() -> u128 {
    (0..3).fold(0u128, |bits, _| {
        (bits << 40) | (js_sys::Math::random() * (1u64 << 40) as f64) as u128
    })
}

/// What the bridge reports: where the exchange stands, at once; each
/// change that arrived, gathered and taken in together.
fn listen(state: AppState, exchange: Exchange) -> impl FnMut(BridgeReport) {
    let waiting: Rc<RefCell<VecDeque<Value>>> = Rc::default();
    move |report: BridgeReport| {
        let change = match report {
            BridgeReport::State(report) => {
                // The bridge repeats itself: only a change is run, so what
                // reads the session is not worked out again for nothing.
                if state.peek(|s| s.club_report_changes(&report)) == Some(true) {
                    state.run(|s| s.note_club_state(report));
                }
                return;
            }
            BridgeReport::Change(change) => change,
        };
        let first = waiting.borrow().is_empty();
        waiting.borrow_mut().push_back(change);
        if first {
            let waiting = waiting.clone();
            set_timeout(move || take_in(state, exchange, waiting), BATCH);
        }
    }
}

/// Takes in what waits, a slice at a time: as many as take about
/// [`SLICE_MS`], then the page answers taps before the rest is taken in.
/// Meanwhile the page is drawn again every [`DRAWN_MS`], or less often
/// where drawing it takes long (a new device takes in a club's years so,
/// its line saying how far it has got).
fn take_in(state: AppState, exchange: Exchange, waiting: Rc<RefCell<VecDeque<Value>>>) {
    let began = js_sys::Date::now();
    let mut pace = exchange.flow().pace;
    if pace.drawn_at > 0.0 {
        // The time since the page was drawn again is what drawing took.
        pace.drawing = began - pace.drawn_at;
        pace.drawn_at = 0.0;
    }
    let slice: Vec<Value> = {
        let mut waiting = waiting.borrow_mut();
        let n = waiting.len().min(pace.slice);
        waiting.drain(..n).collect()
    };
    let taken = slice.len();
    let left = waiting.borrow().len();
    let writing = if left == 0 || began - pace.last_written >= WRITTEN_MS {
        pace.last_written = began;
        Writing::Now
    } else {
        Writing::Later
    };
    if let Some(arrived) = state.run_unseen(|s| s.take_club_changes(slice, writing)) {
        carry_out(state, arrived.resolve);
    }
    let took = js_sys::Date::now() - began;
    state.run_unseen(|s| s.club_arriving(left));
    let mut pace = pace.after(taken, took);
    if left == 0 || began - pace.last_drawn >= DRAWN_MS.max(10.0 * pace.drawing) {
        pace.last_drawn = began;
        // Timed only where the next slice follows at once.
        pace.drawn_at = if left > 0 { js_sys::Date::now() } else { 0.0 };
        state.publish();
    }
    exchange.change(|f| f.pace = pace);
    if left > 0 {
        set_timeout(move || take_in(state, exchange, waiting), Duration::ZERO);
    }
}

/// How arrivals are taken in: how many at a time, and how the page is
/// drawn again meanwhile.
#[derive(Clone, Copy)]
struct Pace {
    /// How many arrivals a slice takes in.
    slice: usize,
    /// When the page was last drawn again, in ms.
    last_drawn: f64,
    /// When the page was set to be drawn again, until the next slice.
    drawn_at: f64,
    /// How long drawing the page again last took, in ms.
    drawing: f64,
    /// When the list of matches was last written, in ms.
    last_written: f64,
}

impl Pace {
    const START: Pace = Pace {
        slice: 8,
        last_drawn: 0.0,
        drawn_at: 0.0,
        drawing: 0.0,
        last_written: 0.0,
    };

    /// The pace after a slice of `taken` took `took` ms: more at a time
    /// while a slice is quick, fewer when it is slow.
    fn after(self, taken: usize, took: f64) -> Pace {
        let slice = if took < SLICE_MS && taken == self.slice {
            (self.slice * 2).min(SLICE_MOST)
        } else if took > 2.0 * SLICE_MS {
            (self.slice / 2).max(SLICE_LEAST)
        } else {
            self.slice
        };
        Pace { slice, ..self }
    }
}

/// Has the exchange keep one version of each document resolved, the
/// others removed.
pub fn carry_out(state: AppState, orders: Vec<Resolution>) {
    for order in orders {
        spawn_local(async move {
            let keep = order.keep.to_string();
            if bridge::resolve(&order.id, &keep, &order.losers)
                .await
                .is_err()
            {
                state.run(|s| s.club_failed(ClubFailure::Other));
            }
        });
    }
}

/// Hands on what changes here: the matches, the presets and the nights,
/// whenever one of them changes, and the versions kept here.
fn hand_on_changes(state: AppState, exchange: Exchange) {
    exchange.change(|f| f.handing_on = true);
    let nights = Memo::new(move |_| state.read(|s| s.nights_saved()).unwrap_or_default());
    let kept = Memo::new(move |_| state.read(|s| s.club_orders_waiting()).unwrap_or_default());
    Effect::new(move |_| {
        state.matches.track();
        state.presets.track();
        nights.track();
        kept.track();
        if exchange.flow().opened && state.peek(|s| s.club_on()).unwrap_or(false) {
            send(state);
        }
    });
}

/// Hands the documents changed since last time to the bridge.
fn send(state: AppState) {
    let Some(mut out) = state.run(|s| s.club_outgoing()).filter(|o| !o.is_empty()) else {
        return;
    };
    carry_out(state, std::mem::take(&mut out.resolve));
    spawn_local(async move {
        let ids = out.ids();
        let docs = serde_json::Value::Array(out.put).to_string();
        if !ids.is_empty() {
            match bridge::put(&docs).await {
                Ok(written) => {
                    if let Some(arrived) = state.run(|s| s.club_written(written)) {
                        carry_out(state, arrived.resolve);
                    }
                    // What changed here while these were on their way.
                    send(state);
                }
                Err(_) => {
                    state.run(|s| s.club_not_handed(&ids));
                }
            }
        }
        for removal in out.remove {
            if bridge::remove(&removal.id, removal.base).await.is_err() {
                state.run(|s| s.club_failed(ClubFailure::Other));
            }
        }
    });
}
