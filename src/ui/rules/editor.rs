//! The house-rules editor: every value with its own message when it is not a
//! whole number within bounds. Nothing is saved until every value is right.

use crate::engine::rules::{NoWinnerScoring, RuleField, RuleValues};
use crate::engine::SpecialHand;
use leptos::prelude::*;

#[derive(Clone, Copy)]
struct Switches {
    british: RwSignal<bool>,
    no_chows_four: RwSignal<bool>,
    always_rotate: RwSignal<bool>,
    random_prevailing: RwSignal<bool>,
    warn_chows: RwSignal<bool>,
    two_player_minimum: RwSignal<bool>,
    score_no_winner: RwSignal<bool>,
}

/// Edits a set of rule values.
#[component]
pub fn RulesEditor(
    /// The values to start from.
    values: RuleValues,
    /// Shown but not editable (the BMJA preset).
    read_only: bool,
    /// Starts every element id, so two editors on a page stay apart.
    #[prop(into)]
    id_prefix: String,
    /// The save button's words.
    #[prop(into)]
    save_label: String,
    /// Called with checked values.
    #[prop(into)]
    on_save: Callback<RuleValues>,
) -> impl IntoView {
    let fields: Vec<(RuleField, RwSignal<String>)> = RuleField::all()
        .into_iter()
        .map(|f| (f, RwSignal::new(f.get(&values).to_string())))
        .collect();
    let fields = StoredValue::new(fields);
    let switches = Switches {
        british: RwSignal::new(values.british_extensions),
        no_chows_four: RwSignal::new(values.no_chows_double_needs_four_players),
        always_rotate: RwSignal::new(values.always_rotate_winds),
        random_prevailing: RwSignal::new(values.random_prevailing_wind),
        warn_chows: RwSignal::new(values.warn_chows),
        two_player_minimum: RwSignal::new(values.two_player_minimum),
        score_no_winner: RwSignal::new(values.no_winner_scoring == NoWinnerScoring::Ask),
    };
    let base = StoredValue::new(values);
    let built = move || -> Option<RuleValues> {
        let mut v = base.get_value();
        for (field, text) in fields.get_value() {
            field.set(&mut v, field.check(&text.get()).ok()?);
        }
        v.british_extensions = switches.british.get();
        v.no_chows_double_needs_four_players = switches.no_chows_four.get();
        v.always_rotate_winds = switches.always_rotate.get();
        v.random_prevailing_wind = switches.random_prevailing.get();
        v.warn_chows = switches.warn_chows.get();
        v.two_player_minimum = switches.two_player_minimum.get();
        v.no_winner_scoring = if switches.score_no_winner.get() {
            NoWinnerScoring::Ask
        } else {
            NoWinnerScoring::Never
        };
        v.problems().is_empty().then_some(v)
    };
    let set_specials = move |source: RuleValues| {
        for (field, text) in fields.get_value() {
            if matches!(
                field,
                RuleField::SpecialWinner(_) | RuleField::SpecialFishing(_)
            ) {
                text.set(field.get(&source).to_string());
            }
        }
    };
    let restore = move |_| set_specials(RuleValues::bmja());
    let scale = move |_| {
        let limit = fields
            .get_value()
            .into_iter()
            .find(|(f, _)| *f == RuleField::Limit)
            .and_then(|(f, t)| f.check(&t.get_untracked()).ok());
        if let Some(limit) = limit {
            let mut v = RuleValues::bmja();
            v.limit = limit;
            v.scale_special_values_to_limit();
            set_specials(v);
        }
    };
    let prefix = StoredValue::new(id_prefix);
    let id = move |name: &str| format!("{}-{name}", prefix.get_value());
    // One number box with its message; labelled by a <label> or, in the
    // special-hands table, by its row and column headers.
    let number =
        move |i: usize, field: RuleField, text: RwSignal<String>, headers: Option<String>| {
            let error_id = id(&format!("rule-{i}-error"));
            let id = id(&format!("rule-{i}"));
            let error = move || field.check(&text.get()).err();
            let input = view! {
                <input
                    id=id.clone()
                    type="text"
                    inputmode="numeric"
                    readonly=read_only
                    aria-labelledby=headers.clone()
                    aria-invalid=move || error().is_some().to_string()
                    aria-describedby=error_id.clone()
                    prop:value=move || text.get()
                    on:input=move |ev| text.set(event_target_value(&ev))
                />
            };
            let label = headers
                .is_none()
                .then(|| view! { <label for=id>{field.label()}</label> });
            view! {
                <div class="rule">
                    {label}
                    {input}
                    <span class="field__error" id=error_id role="alert">{error}</span>
                </div>
            }
        };
    let group = move |title: &'static str, keep: fn(&RuleField) -> bool| {
        let inputs = fields
            .get_value()
            .into_iter()
            .enumerate()
            .filter(|(_, (f, _))| keep(f))
            .map(|(i, (field, text))| number(i, field, text, None))
            .collect_view();
        view! {
            <fieldset class="rules__group">
                <legend>{title}</legend>
                {inputs}
            </fieldset>
        }
    };
    let specials = move || {
        let all = fields.get_value();
        let cell = |wanted: RuleField, row: &str, column: &str| {
            all.iter()
                .enumerate()
                .find(|(_, (f, _))| *f == wanted)
                .map(|(i, (f, t))| number(i, *f, *t, Some(format!("{row} {column}"))))
        };
        let rows = SpecialHand::ALL
            .into_iter()
            .filter(|&h| h != SpecialHand::Purity)
            .enumerate()
            .map(|(r, hand)| {
                let row = id(&format!("special-{r}"));
                let winner = cell(RuleField::SpecialWinner(hand), &row, &id("special-winner"));
                let fishing = cell(RuleField::SpecialFishing(hand), &row, &id("special-fishing"));
                view! {
                    <tr>
                        <th scope="row" id=row>{hand.name()}</th>
                        <td>{winner}</td>
                        <td>{fishing.map_or_else(|| view! { <span class="rules__none">"—"</span> }.into_any(), IntoAny::into_any)}</td>
                    </tr>
                }
            })
            .collect_view();
        view! {
            <fieldset class="rules__group rules__specials">
                <legend>"Special hands"</legend>
                <table>
                    <thead>
                        <tr>
                            <th scope="col">"Hand"</th>
                            <th scope="col" id=id("special-winner")>"Mah-Jong"</th>
                            <th scope="col" id=id("special-fishing")>"Fishing"</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </fieldset>
        }
    };
    let switch = move |name: &'static str, label: &'static str, signal: RwSignal<bool>| {
        let id = id(name);
        view! {
            <div class="tick">
                <input
                    type="checkbox"
                    id=id.clone()
                    disabled=read_only
                    prop:checked=move || signal.get()
                    on:change=move |ev| signal.set(event_target_checked(&ev))
                />
                <label for=id>{label}</label>
            </div>
        }
    };
    view! {
        <div class="rules__editor">
            {group("Limit and points", |f| matches!(f,
                RuleField::Limit | RuleField::MahJong | RuleField::WallTile | RuleField::BonusTile
                | RuleField::DragonPair | RuleField::OwnWindPair | RuleField::PrevailingWindPair))}
            {group("Pungs and kongs", |f| matches!(f, RuleField::Set(_)))}
            {group("Doubles (each a factor)", |f| matches!(f, RuleField::Double(_)))}
            <fieldset class="rules__group">
                <legend>"Switches"</legend>
                {switch("rule-british", "British extensions (British special hands, all concealed, final discard)", switches.british)}
                {switch("rule-no-chows-four", "No no-chows double with fewer than four players", switches.no_chows_four)}
                {switch("rule-always-rotate", "Always rotate the winds, even when East wins", switches.always_rotate)}
                {switch("rule-random-prevailing", "Draw a random prevailing wind after each hand", switches.random_prevailing)}
                {switch("rule-score-no-winner", "Offer to score hands nobody won", switches.score_no_winner)}
                {switch("rule-warn-chows", "Warn when a winner has more chows than BMJA allows", switches.warn_chows)}
                {switch("rule-two-player", "Two players: warn when a winner has under four doubles and 500 points", switches.two_player_minimum)}
            </fieldset>
            {specials()}
            {(!read_only).then(|| view! {
                <div class="rules__actions">
                    <button type="button" class="button" on:click=restore>
                        "Restore default special-hand values"
                    </button>
                    <button type="button" class="button" on:click=scale>
                        "Move special-hand values to the new limit"
                    </button>
                    <button
                        type="button"
                        class="button button--primary"
                        disabled=move || built().is_none()
                        on:click=move |_| {
                            if let Some(v) = built() {
                                on_save.run(v);
                            }
                        }
                    >
                        {save_label}
                    </button>
                </div>
            })}
        </div>
    }
}
