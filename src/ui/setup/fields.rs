//! The new-match screen's fields, each bound to the one [`SetupEntry`].

use crate::ui::controls::Tick;
use engine::money::PointsPerUnit;
use engine::points::group_thousands;
use engine::setup::SetupEntry;
use engine::{PlayerCount, PlayerId};
use leptos::prelude::*;
use words::Say;

/// How many play.
#[component]
pub fn PlayerCountChoice(entry: RwSignal<SetupEntry>) -> impl IntoView {
    let choose = move |ev| {
        let n = event_target_value(&ev).parse().unwrap_or(4);
        if let Some(players) = PlayerCount::from_number(n) {
            entry.update(|e| e.players = players);
        }
    };
    view! {
        <div class="field">
            <label for="player-count">"Number of players"</label>
            <select id="player-count" on:change=choose>
                {PlayerCount::ALL
                    .into_iter()
                    .map(|c| {
                        view! {
                            <option value=c.get().to_string() selected=c == PlayerCount::Four>
                                {c.get()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </div>
    }
}

/// The five name boxes; those not in play are hidden.
#[component]
pub fn NameFields(entry: RwSignal<SetupEntry>, tried: RwSignal<bool>) -> impl IntoView {
    let name_field = move |i: usize| {
        let id = format!("player-{}", i + 1);
        let error_id = format!("player-{}-error", i + 1);
        let problem = move || {
            tried
                .get()
                .then(|| entry.with(|e| e.name_problem(i)))?
                .map(|p| p.said().to_string())
        };
        let hidden = move || i >= entry.with(|e| e.players.get());
        view! {
            <div class="field" class:hidden=hidden>
                <label for=id.clone()>{format!("Player {}", i + 1)}</label>
                <input
                    id=id
                    type="text"
                    autocomplete="off"
                    maxlength="40"
                    aria-describedby=error_id.clone()
                    prop:value=move || entry.with(|e| e.names[i].clone())
                    on:input=move |ev| entry.update(|e| e.names[i] = event_target_value(&ev))
                />
                <span class="field__hint">{move || entry.with(|e| e.first_seat(i))}</span>
                <span class="field__error" id=error_id role="alert">
                    {problem}
                </span>
            </div>
        }
    };
    view! {
        <fieldset class="setup__names">
            <legend>"Players, in seat order from East"</legend>
            {(0..5).map(name_field).collect_view()}
        </fieldset>
    }
}

/// Five players: who sits out the first hand.
#[component]
pub fn DreamerChoice(entry: RwSignal<SetupEntry>) -> impl IntoView {
    let choose = move |ev| {
        let i = event_target_value(&ev).parse().unwrap_or(4);
        entry.update(|e| e.dreamer = PlayerId(i));
    };
    let option = move |i: usize| {
        let name = move || {
            let name = entry.with(|e| e.names[i].clone());
            if name.trim().is_empty() {
                format!("Player {}", i + 1)
            } else {
                name
            }
        };
        view! {
            <option value=i.to_string() selected=i == 4>
                {name}
            </option>
        }
    };
    view! {
        <div class="field" class:hidden=move || entry.with(|e| e.players != PlayerCount::Five)>
            <label for="dreamer">"Sits out the first hand"</label>
            <select id="dreamer" on:change=choose>
                {(0..5).map(option).collect_view()}
            </select>
        </div>
    }
}

/// Money instead of points: the ratio and the currency symbol.
#[component]
pub fn MoneyFields(entry: RwSignal<SetupEntry>) -> impl IntoView {
    let money = Signal::derive(move || entry.with(|e| e.money));
    let choose = move |ev| {
        let n: i64 = event_target_value(&ev).parse().unwrap_or(100);
        if let Some(r) = PointsPerUnit::ALL.into_iter().find(|r| r.points() == n) {
            entry.update(|e| e.ratio = r);
        }
    };
    let ratios = PointsPerUnit::ALL
        .into_iter()
        .map(|r| {
            view! {
                <option value=r.points().to_string() selected=r == PointsPerUnit::Hundred>
                    {group_thousands(r.points())}
                </option>
            }
        })
        .collect_view();
    view! {
        <Tick
            id="use-money"
            label="Use money"
            checked=money
            on_toggle=move |on| {
                entry.update(|e| e.money = on);
                on
            }
        />
        <div class="field">
            <label for="points-per-unit">"Points per £1"</label>
            <select id="points-per-unit" disabled=move || !money.get() on:change=choose>
                {ratios}
            </select>
        </div>
        <div class="field">
            <label for="currency-symbol">"Currency symbol"</label>
            <input
                id="currency-symbol"
                type="text"
                maxlength="3"
                disabled=move || !money.get()
                prop:value=move || entry.with(|e| e.symbol.clone())
                on:input=move |ev| entry.update(|e| e.symbol = event_target_value(&ev))
            />
        </div>
    }
}
