//! One player, two spellings: names are matched without regard to capitals
//! and spaces, and spellings the players say are one player are joined (and
//! can be separated again).

use crate::ui::controls::{Action, Look};
use crate::ui::state::AppState;
use engine::season::NameLinks;
use leptos::prelude::*;
use session::KeptFigures;

/// A choice of spelling.
#[component]
fn SpellingChoice(
    id: &'static str,
    label: &'static str,
    names: Memo<Vec<String>>,
    chosen: RwSignal<String>,
) -> impl IntoView {
    let options = move || {
        names
            .get()
            .into_iter()
            .map(|name| {
                let selected = {
                    let name = name.clone();
                    move || chosen.with(|c| *c == name)
                };
                view! {
                    <option value=name.clone() selected=selected>
                        {name.clone()}
                    </option>
                }
            })
            .collect_view()
    };
    view! {
        <div class="field">
            <label for=id>{label}</label>
            <select id=id on:change=move |ev| chosen.set(event_target_value(&ev))>
                <option value="" selected=move || chosen.with(String::is_empty)>
                    "Choose a name"
                </option>
                {options}
            </select>
        </div>
    }
}

/// Two spellings chosen and joined as one player.
#[component]
fn JoinSpellings(kept: Memo<KeptFigures>, links: Memo<NameLinks>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let names = Memo::new(move |_| kept.with(KeptFigures::spellings));
    let first = RwSignal::new(String::new());
    let second = RwSignal::new(String::new());
    let cannot_join = Signal::derive(move || {
        let (a, b) = (first.get(), second.get());
        a.is_empty() || b.is_empty() || links.with(|l| l.players().same(&a, &b))
    });
    let join = move |()| {
        let (a, b) = (first.get_untracked(), second.get_untracked());
        state.run(|s| s.link_names(&a, &b));
        first.set(String::new());
        second.set(String::new());
    };
    view! {
        <div class="players__filter">
            <SpellingChoice id="link-first" label="This name" names chosen=first />
            <SpellingChoice id="link-second" label="is the same player as" names chosen=second />
            <Action look=Look::Primary disabled=cannot_join on_press=join>
                "Count as one player"
            </Action>
        </div>
    }
}

/// The spellings joined, each pair with a press to separate them.
#[component]
fn JoinedSpellings(links: Memo<NameLinks>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let joined = move || {
        links
            .get()
            .0
            .into_iter()
            .map(|(a, b)| {
                let label = format!("Separate {a} and {b}");
                let words = format!("{a} and {b} are one player");
                view! {
                    <li>
                        {words}
                        <Action
                            look=Look::Small
                            attr:aria-label=label
                            on_press=move |()| {
                                state.run(|s| s.separate_names(&a, &b));
                            }
                        >
                            "Separate"
                        </Action>
                    </li>
                }
            })
            .collect_view()
    };
    view! { <ul class="players__joined">{joined}</ul> }
}

/// Joining and separating spellings.
#[component]
pub fn NameLinksPanel(kept: Memo<KeptFigures>, links: Memo<NameLinks>) -> impl IntoView {
    view! {
        <section class="players__links" aria-labelledby="links-title">
            <h3 id="links-title">"One player, two spellings"</h3>
            <p>
                "Names count as one player whatever their capitals and spaces. Where a name was typed two ways, join them here."
            </p>
            <JoinSpellings kept links />
            <JoinedSpellings links />
        </section>
    }
}
