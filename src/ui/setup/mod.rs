//! New match (SPEC §2): players in seat order, starting points, money.

use crate::engine::money::{PointsPerUnit, Tally};
use crate::engine::points::group_thousands;
use crate::engine::presets::BMJA;
use crate::engine::seating::Seating;
use crate::engine::setup::{MatchSetup, SetupProblem};
use crate::engine::{PlayerCount, PlayerId, Wind};
use crate::ui::controls::{PresetSelect, TextField};
use crate::ui::state::{now, AppState};
use leptos::prelude::*;

/// The new-match screen.
#[component]
pub fn SetupScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let count = RwSignal::new(4usize);
    let names: [RwSignal<String>; 5] = std::array::from_fn(|_| RwSignal::new(String::new()));
    let start = RwSignal::new("2000".to_string());
    let money = RwSignal::new(false);
    let ratio = RwSignal::new(PointsPerUnit::Hundred);
    let symbol = RwSignal::new("£".to_string());
    let dreamer = RwSignal::new(4usize);
    let tried = RwSignal::new(false);
    let preset = RwSignal::new(BMJA.to_string());
    let today: String = now().chars().take(10).collect();
    let match_name = RwSignal::new(format!("Match of {today}"));

    let setup = move || -> Result<MatchSetup, String> {
        let starting_points = start
            .get()
            .trim()
            .replace(',', "")
            .parse::<i64>()
            .map_err(|_| "Starting points must be a whole number, such as 2000.".to_string())?;
        let n = count.get();
        let tally = if money.get() {
            Tally::Money {
                ratio: ratio.get(),
                symbol: symbol.get().trim().to_string(),
            }
        } else {
            Tally::Points
        };
        Ok(MatchSetup {
            names: names[..n]
                .iter()
                .map(|s| s.get().trim().to_string())
                .collect(),
            starting_points,
            tally,
            dreamer: (n == 5).then(|| PlayerId(dreamer.get())),
        })
    };
    let problems = move || -> Vec<String> {
        match setup() {
            Err(e) => vec![e],
            Ok(s) => s.problems().iter().map(SetupProblem::to_string).collect(),
        }
    };
    let name_problem = move |i: usize| {
        move || {
            if !tried.get() {
                return None;
            }
            let setup = setup().ok()?;
            setup.problems().into_iter().find_map(|p| match p {
                SetupProblem::BlankName(n) | SetupProblem::LongName(n) if n == i + 1 => {
                    Some(p.to_string())
                }
                SetupProblem::DuplicateName(_, n, _) if n == i + 1 => Some(p.to_string()),
                _ => None,
            })
        }
    };
    let start_match = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        tried.set(true);
        if let Ok(setup) = setup() {
            if setup.problems().is_empty() {
                let rules = state
                    .presets
                    .with_untracked(|p| p.rules(&preset.get_untracked()));
                let name = match match_name.get_untracked().trim() {
                    "" => format!("Match of {today}"),
                    name => name.to_string(),
                };
                state.start_match(&name, setup, rules.unwrap_or_default());
            }
        }
    };
    // Where each name sits in the first hand, as the engine seats them.
    let seat_hint = move |i: usize| {
        move || {
            let players = PlayerCount::from_number(count.get())?;
            if i >= players.get() {
                return None;
            }
            let seats = Seating::first(players, Some(PlayerId(dreamer.get())));
            Some(match seats.wind_of(PlayerId(i)) {
                Some(wind) => wind.name(),
                None => "sits out first",
            })
        }
    };

    view! {
        <section class="setup" aria-labelledby="setup-title">
            <h2 id="setup-title">"New match"</h2>
            <form class="setup__form" on:submit=start_match novalidate>
                <TextField id="match-name" label="Match name" value=match_name/>
                <div class="field">
                    <label for="player-count">"Number of players"</label>
                    <select
                        id="player-count"
                        on:change=move |ev| count.set(event_target_value(&ev).parse().unwrap_or(4))
                    >
                        {[2usize, 3, 4, 5]
                            .into_iter()
                            .map(|n| view! { <option value=n.to_string() selected=n == 4>{n}</option> })
                            .collect_view()}
                    </select>
                </div>
                <fieldset class="setup__names">
                    <legend>"Players, in seat order from East"</legend>
                    {(0..5)
                        .map(move |i| {
                            let id = format!("player-{}", i + 1);
                            let error_id = format!("player-{}-error", i + 1);
                            let problem = name_problem(i);
                            let hidden: Signal<bool> = Signal::derive(move || i >= count.get());
                            view! {
                                <div class="field" class:hidden=hidden>
                                    <label for=id.clone()>{format!("Player {}", i + 1)}</label>
                                    <input
                                        id=id
                                        type="text"
                                        autocomplete="off"
                                        maxlength="40"
                                        aria-describedby=error_id.clone()
                                        prop:value=move || names[i].get()
                                        on:input=move |ev| names[i].set(event_target_value(&ev))
                                    />
                                    <span class="field__hint">{seat_hint(i)}</span>
                                    <span class="field__error" id=error_id role="alert">
                                        {problem}
                                    </span>
                                </div>
                            }
                        })
                        .collect_view()}
                </fieldset>
                <div class="field" class:hidden=move || count.get() != 5>
                    <label for="dreamer">"Sits out the first hand"</label>
                    <select
                        id="dreamer"
                        on:change=move |ev| dreamer.set(event_target_value(&ev).parse().unwrap_or(4))
                    >
                        {(0..5)
                            .map(|i| {
                                view! {
                                    <option value=i.to_string() selected=i == 4>
                                        {move || {
                                            let name = names[i].get();
                                            if name.trim().is_empty() { format!("Player {}", i + 1) } else { name }
                                        }}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </div>
                <TextField id="starting-points" label="Starting points" value=start max_length=16 numeric=true/>
                <div class="tick">
                    <input
                        id="use-money"
                        type="checkbox"
                        prop:checked=move || money.get()
                        on:change=move |ev| money.set(event_target_checked(&ev))
                    />
                    <label for="use-money">"Use money"</label>
                </div>
                <div class="field">
                    <label for="points-per-unit">"Points per £1"</label>
                    <select
                        id="points-per-unit"
                        disabled=move || !money.get()
                        on:change=move |ev| {
                            let n: i64 = event_target_value(&ev).parse().unwrap_or(100);
                            if let Some(r) = PointsPerUnit::ALL.into_iter().find(|r| r.points() == n) {
                                ratio.set(r);
                            }
                        }
                    >
                        {PointsPerUnit::ALL
                            .into_iter()
                            .map(|r| {
                                view! {
                                    <option value=r.points().to_string() selected=r == PointsPerUnit::Hundred>
                                        {group_thousands(r.points())}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label for="currency-symbol">"Currency symbol"</label>
                    <input
                        id="currency-symbol"
                        type="text"
                        maxlength="3"
                        disabled=move || !money.get()
                        prop:value=move || symbol.get()
                        on:input=move |ev| symbol.set(event_target_value(&ev))
                    />
                </div>
                <PresetSelect id="house-rules" label="House rules" value=preset/>
                <div role="alert">
                <ul class="setup__problems">
                    {move || {
                        tried
                            .get()
                            .then(|| problems().into_iter().map(|p| view! { <li>{p}</li> }).collect_view())
                    }}
                </ul>
                </div>
                <button type="submit" class="button button--primary">"Start match"</button>
                <p class="setup__note">
                    "The BMJA preset scores by the British rules: limit 1,000, Mah-Jong 20, East pays and receives double. "
                    {format!("The first hand is played in the {} round.", Wind::East)}
                </p>
            </form>
        </section>
    }
}
