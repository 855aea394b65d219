//! The organiser's form for a new night: its name, the players (typed,
//! pasted or added from those seen before), the rounds and how each ends,
//! the odd tables, starting points and house rules.

use crate::ui::controls::{PresetSelect, TextField};
use crate::ui::state::{now, AppState};
use engine::night::{
    names_typed, players_to_add, round_end_typed, with_player, NightEntry, OddSize, MAX_ROUNDS,
};
use engine::presets::BMJA;
use leptos::prelude::*;
use session::Place;
use words::night_screen::{night_name, players_typed};
use words::Say;

/// What the form holds while it is filled in.
#[derive(Clone, Copy)]
struct Form {
    entry: RwSignal<NightEntry>,
    by_minutes: RwSignal<bool>,
    round_length: RwSignal<String>,
    preset: RwSignal<String>,
    /// "Draw up the night" was pressed: the problems show.
    tried: RwSignal<bool>,
}

impl Form {
    /// A new night's form: named for today, rounds of 16 hands, BMJA's
    /// rules.
    fn new() -> Form {
        Form {
            entry: RwSignal::new(NightEntry {
                name: night_name(&now()),
                ..NightEntry::default()
            }),
            by_minutes: RwSignal::new(false),
            round_length: RwSignal::new("16".into()),
            preset: RwSignal::new(BMJA.to_string()),
            tried: RwSignal::new(false),
        }
    }

    /// The entry as the form holds it, the round's length read.
    fn entry(self) -> NightEntry {
        let mut entry = self.entry.get();
        entry.round_end = round_end_typed(self.by_minutes.get(), &self.round_length.get());
        entry
    }

    /// Draws the night up and opens it, once the entry makes one.
    fn draw_up(self, state: AppState) {
        self.tried.set(true);
        let mut entry = self.entry.with_untracked(Clone::clone);
        entry.round_end = round_end_typed(
            self.by_minutes.get_untracked(),
            &self.round_length.get_untracked(),
        );
        if entry.name.trim().is_empty() {
            entry.name = night_name(&now());
        }
        let preset = self.preset.get_untracked();
        let drawn = state.run(|s| s.draw_up_night(&entry, &preset, random_seed()));
        if let Some(Ok(id)) = drawn {
            state.go(Place::Night(id));
        }
    }
}

/// A random seed, from two halves of 32 bits.
fn random_seed() -> u64 {
    let half = || (js_sys::Math::random() * 4_294_967_296.0) as u64 & 0xffff_ffff;
    (half() << 32) | half()
}

/// The form for a new night.
#[component]
pub fn NightForm() -> impl IntoView {
    let state = expect_context::<AppState>();
    let form = Form::new();
    let entry = form.entry;
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        form.draw_up(state);
    };
    let problems = move || {
        let found = form.entry().problems();
        let items = found
            .into_iter()
            .map(|p| view! { <li>{p.said().to_string()}</li> });
        form.tried.get().then(|| items.collect_view())
    };
    view! {
        <form class="night-form" on:submit=submit novalidate aria-labelledby="night-form-title">
            <h3 id="night-form-title">"Draw up a new night"</h3>
            <TextField
                id="night-name"
                label="Night name"
                value=Signal::derive(move || entry.with(|e| e.name.clone()))
                on_input=move |v| entry.update(|e| e.name = v)
            />
            <PlayersBox entry />
            <RoundsSelect entry=form.entry />
            <RoundEndChoice by_minutes=form.by_minutes round_length=form.round_length />
            <OddTables entry />
            <TextField
                id="night-starting-points"
                label="Starting points"
                value=Signal::derive(move || entry.with(|e| e.starting_points.clone()))
                on_input=move |v| entry.update(|e| e.starting_points = v)
                max_length=16
                numeric=true
            />
            <PresetSelect
                id="night-house-rules"
                label="House rules"
                presets=state.presets
                value=form.preset
            />
            <div role="alert">
                <ul class="night-form__problems">{problems}</ul>
            </div>
            <button type="submit" class="button button--primary">
                "Draw up the night"
            </button>
        </form>
    }
}

/// The players, one a line, their count, and those seen before to add.
#[component]
fn PlayersBox(entry: RwSignal<NightEntry>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let typed = move || entry.with(|e| players_typed(names_typed(&e.players).len()));
    let offered = Memo::new(move |_| {
        let matches = state.matches.get();
        let seen = matches
            .iter()
            .flat_map(|m| m.players.iter().map(String::as_str));
        entry.with(|e| players_to_add(seen, &e.players))
    });
    let buttons = move || {
        offered
            .get()
            .into_iter()
            .map(|name| {
                let label = format!("Add {name}");
                let add = move |_| entry.update(|e| e.players = with_player(&e.players, &name));
                view! {
                    <button type="button" class="button button--small" on:click=add>
                        {label}
                    </button>
                }
            })
            .collect_view()
    };
    view! {
        <div class="field night-form__players">
            <label for="night-players">"Players, one a line"</label>
            <textarea
                id="night-players"
                rows="10"
                autocomplete="off"
                prop:value=move || entry.with(|e| e.players.clone())
                on:input=move |ev| entry.update(|e| e.players = event_target_value(&ev))
            ></textarea>
            <p class="night-form__count" aria-live="polite">
                {typed}
            </p>
        </div>
        <Show when=move || offered.with(|o| !o.is_empty())>
            <fieldset class="night-form__seen">
                <legend>"Add a player seen before"</legend>
                {buttons}
            </fieldset>
        </Show>
    }
}

/// A radio button with its label.
fn radio(
    name: &'static str,
    id: &'static str,
    label: &'static str,
    checked: impl Fn() -> bool + Send + Sync + 'static,
    choose: impl Fn() + 'static,
) -> impl IntoView {
    view! {
        <div class="tick">
            <input type="radio" name=name id=id prop:checked=checked on:change=move |_| choose() />
            <label for=id>{label}</label>
        </div>
    }
}

/// How many rounds are played.
#[component]
fn RoundsSelect(entry: RwSignal<NightEntry>) -> impl IntoView {
    let rounds = (1..=MAX_ROUNDS)
        .map(|n| {
            let selected = move || entry.with(|e| e.rounds == n);
            view! {
                <option value=n.to_string() selected=selected>
                    {n.to_string()}
                </option>
            }
        })
        .collect_view();
    view! {
        <div class="field">
            <label for="night-rounds">"Rounds"</label>
            <select
                id="night-rounds"
                on:change=move |ev| {
                    let n = event_target_value(&ev).parse().unwrap_or(1);
                    entry.update(|e| e.rounds = n);
                }
            >
                {rounds}
            </select>
        </div>
    }
}

/// How a round ends: after a number of hands or of minutes.
#[component]
fn RoundEndChoice(by_minutes: RwSignal<bool>, round_length: RwSignal<String>) -> impl IntoView {
    let choose = move |minutes: bool, length: &'static str| {
        by_minutes.set(minutes);
        round_length.set(length.into());
    };
    let length = move || {
        let label = if by_minutes.get() {
            "Minutes in a round"
        } else {
            "Hands in a round"
        };
        view! {
            <TextField
                id="night-round-length"
                label
                value=round_length
                on_input=move |v| round_length.set(v)
                max_length=4
                numeric=true
            />
        }
    };
    view! {
        <fieldset class="night-form__choice">
            <legend>"How a round ends"</legend>
            {radio(
                "round-end",
                "round-by-hands",
                "After a number of hands",
                move || !by_minutes.get(),
                move || choose(false, "16"),
            )}
            {radio(
                "round-end",
                "round-by-minutes",
                "After a number of minutes",
                move || by_minutes.get(),
                move || choose(true, "60"),
            )}
            {length}
        </fieldset>
    }
}

/// Tables of five or of three where the count does not divide by four.
#[component]
fn OddTables(entry: RwSignal<NightEntry>) -> impl IntoView {
    let is = move |size: OddSize| move || entry.with(|e| e.prefer == size);
    let set = move |size: OddSize| move || entry.update(|e| e.prefer = size);
    view! {
        <fieldset class="night-form__choice">
            <legend>"Where the players do not make tables of four"</legend>
            {radio(
                "odd-tables",
                "odd-fives",
                "Tables of five",
                is(OddSize::Five),
                set(OddSize::Five),
            )}
            {radio(
                "odd-tables",
                "odd-threes",
                "Tables of three",
                is(OddSize::Three),
                set(OddSize::Three),
            )}
        </fieldset>
    }
}
