//! Players who come late or leave early (docs/rules.md §13.7): once a round
//! has started, the organiser adds a player from the next round on, or
//! takes one out after the round in play; the later rounds are drawn again.

use crate::ui::controls::{Action, Look, TextField};
use crate::ui::state::AppState;
use engine::night::{ChangeRefused, Night, NightPlayer, Round};
use leptos::prelude::*;
use words::night_comings::{back_from, changes_from, leaves_after, leaves_label, seated_from};
use words::Say;

/// Who can leave or come back now: the players of the next round, and
/// those who played earlier but are not in it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Comings {
    /// The round changes start from.
    from: Option<Round>,
    /// The players of that round, with their names.
    staying: Vec<(NightPlayer, String)>,
    /// The names of those who played before it and are not in it.
    gone: Vec<String>,
}

impl Comings {
    fn of(night: &Night) -> Comings {
        let Ok(from) = night.changeable_from() else {
            return Comings::default();
        };
        let named = |p: NightPlayer| Some((p, night.player(p)?.to_string()));
        let staying = night
            .seated_in(from)
            .into_iter()
            .filter_map(named)
            .collect();
        let gone = night.gone_before(from).into_iter();
        let gone = gone.filter_map(|p| Some(night.player(p)?.to_string()));
        Comings {
            from: Some(from),
            staying,
            gone: gone.collect(),
        }
    }
}

/// What the part's controls share: the night, the round changes start
/// from, and what the last change said.
#[derive(Clone, Copy)]
struct Changer {
    state: AppState,
    id: StoredValue<String>,
    from: Memo<Round>,
    /// Whether the last change was made, and what was said of it.
    told: RwSignal<Option<(bool, String)>>,
}

impl Changer {
    fn said(&self, done: Option<Result<String, ChangeRefused>>) {
        self.told.set(done.map(|d| match d {
            Ok(line) => (true, line),
            Err(why) => (false, why.said().to_string()),
        }));
    }

    /// Adds a player (or brings one back); whether they were.
    fn add(&self, who: &str) -> bool {
        let round = self.from.get_untracked();
        let id = self.id;
        let done = self
            .state
            .run(|s| id.with_value(|id| s.add_night_player(id, who)));
        let done = done.map(|d| d.map(|_| seated_from(who, round)));
        let added = matches!(done, Some(Ok(_)));
        self.said(done);
        added
    }

    fn leave(&self, player: NightPlayer, who: &str) {
        let round = self.from.get_untracked();
        let id = self.id;
        let done = self
            .state
            .run(|s| id.with_value(|id| s.night_player_leaves(id, player)));
        self.said(done.map(|d| d.map(|()| leaves_after(who, round))));
    }
}

/// The part for players coming and going, while a later round is left to
/// draw again.
#[component]
pub fn ComingsPart(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let comings = {
        let id = id.clone();
        Memo::new(move |_| {
            let night = state.read(|s| s.night(&id).map(Comings::of));
            night.flatten().unwrap_or_default()
        })
    };
    let changer = Changer {
        state,
        id: StoredValue::new(id),
        from: Memo::new(move |_| comings.with(|c| c.from.unwrap_or(Round::FIRST))),
        told: RwSignal::new(None),
    };
    view! {
        <Show when=move || comings.with(|c| c.from.is_some())>
            <section class="night__comings" aria-labelledby="comings-title">
                <h3 id="comings-title">"Players coming and going"</h3>
                <p>{move || changes_from(changer.from.get())}</p>
                <AddForm changer />
                <Told told=changer.told />
                <Staying comings changer />
                <Gone comings changer />
            </section>
        </Show>
    }
}

/// The new player's name and the button that adds them.
#[component]
fn AddForm(changer: Changer) -> impl IntoView {
    let name = RwSignal::new(String::new());
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if changer.add(&name.get_untracked()) {
            name.set(String::new());
        }
    };
    view! {
        <form class="night-comings__add" on:submit=submit novalidate>
            <TextField
                id="night-new-player"
                label="New player's name"
                value=name
                on_input=move |v| name.set(v)
            />
            <button type="submit" class="button button--primary">
                "Add a player"
            </button>
        </form>
    }
}

/// What the last change did, or why it was refused.
#[component]
fn Told(told: RwSignal<Option<(bool, String)>>) -> impl IntoView {
    move || {
        told.get().map(|(done, line)| {
            let role = if done { "status" } else { "alert" };
            view! {
                <p class="night-comings__told" class:night-comings__told--refused=!done role=role>
                    {line}
                </p>
            }
        })
    }
}

/// The players of the rounds to come, each of whom may leave.
#[component]
fn Staying(comings: Memo<Comings>, changer: Changer) -> impl IntoView {
    let each = move || {
        let staying = comings.with(|c| c.staying.clone());
        let each = staying.into_iter().map(|(player, who)| {
            let label = leaves_label(&who);
            let leave = Callback::new({
                let who = who.clone();
                move |()| changer.leave(player, &who)
            });
            player_line(who, "Leaves after this round".into(), label, leave)
        });
        each.collect_view()
    };
    view! {
        <ul class="night-comings__players" aria-label="Seated in the rounds to come">
            {each}
        </ul>
    }
}

/// The players who left, each of whom may come back.
#[component]
fn Gone(comings: Memo<Comings>, changer: Changer) -> impl IntoView {
    let each = move || {
        let gone = comings.with(|c| c.gone.clone());
        let each = gone.into_iter().map(|who| {
            let (words, label) = back_from(&who, changer.from.get_untracked());
            let back = Callback::new({
                let who = who.clone();
                move |()| {
                    changer.add(&who);
                }
            });
            player_line(who, words, label, back)
        });
        each.collect_view()
    };
    view! {
        <Show when=move || comings.with(|c| !c.gone.is_empty())>
            <h4>"Left"</h4>
            <ul class="night-comings__players" aria-label="Left the night">
                {each}
            </ul>
        </Show>
    }
}

/// A player's name and the button that changes their rounds.
fn player_line(
    who: String,
    words: String,
    label: String,
    on_press: Callback<()>,
) -> impl IntoView + use<> {
    view! {
        <li>
            <span class="night-comings__name">{who}</span>
            <Action look=Look::Small on_press attr:aria-label=label>
                {words}
            </Action>
        </li>
    }
}
