//! The app's screens. Components read the session through [`state::AppState`]
//! and run its commands; they hold no rules of their own.

mod address;
pub mod camera;
mod club;
mod controls;
mod exporting;
mod files;
mod follow;
mod front;
pub mod guide;
mod hand;
mod history;
mod keeping;
mod later;
mod line_chart;
mod link;
mod night;
mod notices;
mod parts;
mod players;
pub mod prerendered;
pub mod qr;
mod rules;
mod screens;
mod setup;
mod shared_match;
mod sheet;
mod split;
pub mod state;
pub mod steady;
mod table;
mod tile_face;
mod update;

use front::Front;
use leptos::prelude::*;
use session::{Place, Theme};

/// The whole app. The header and set-up are built here, in the main module;
/// the session and every other screen come in its part (src/ui/parts.rs).
#[component]
pub fn App() -> impl IntoView {
    let front = Front::start();
    provide_context(front);
    let parts = parts::Parts::new();
    provide_context(parts);
    parts.open_session(front);
    Effect::new(move |_| {
        let theme = front.theme.get();
        if let Some(root) = document().document_element() {
            let applied = match theme {
                Theme::System => root.remove_attribute("data-theme"),
                _ => root.set_attribute("data-theme", theme.key()),
            };
            if applied.is_err() {
                leptos::logging::warn!("the colour theme could not be applied");
            }
        }
    });
    // A night's board fills the screen: the hall needs no app around it.
    let on_board = move || front.place.with(|p| matches!(p, Place::Board(_)));
    view! {
        <Show when=move || !on_board()>
            <header class="app__header">
                <h1>"Mah-Jong score keeper"</h1>
                <Nav />
                <ThemeChoice />
            </header>
        </Show>
        {parts::notices()}
        <update::UpdateBar />
        <main class="app__main">
            {move || {
                if front.setup_shows.get() {
                    view! { <setup::SetupScreen /> }.into_any()
                } else {
                    parts::screens().into_any()
                }
            }}
        </main>
    }
}

/// The sections of the app.
#[component]
fn Nav() -> impl IntoView {
    let front = expect_context::<Front>();
    // The match's link shows it where it stands; the others their screen.
    let link = move |to: Option<Place>, label: &'static str| {
        let current = {
            let to = to.clone();
            move || {
                front.place.with(|shown| match (&to, shown) {
                    (Some(Place::Nights), Place::Night(_)) => true,
                    (Some(to), shown) => shown.same_screen(to),
                    (None, shown) => shown.of_the_match(),
                })
            }
        };
        view! {
            <button
                type="button"
                class="nav__link"
                aria-current=move || current().then_some("page")
                on:click=move |_| front.go(to.clone())
            >
                {label}
            </button>
        }
    };
    view! {
        <nav class="nav" aria-label="Sections">
            {link(None, "Match")}
            {link(Some(Place::History), "History")}
            {link(Some(Place::Players), "Players")}
            {link(Some(Place::Nights), "Club nights")}
            {link(Some(Place::Rules), "House rules")}
            {link(Some(Place::Guide(None)), "Rules guide")}
        </nav>
    }
}

/// The colour theme, kept with the rest.
#[component]
fn ThemeChoice() -> impl IntoView {
    let front = expect_context::<Front>();
    let choose = move |ev| front.choose_theme(Theme::from_key(&event_target_value(&ev)));
    view! {
        <div class="theme">
            <label for="theme">"Theme"</label>
            <select id="theme" on:change=choose>
                {Theme::ALL
                    .into_iter()
                    .map(|theme| {
                        view! {
                            <option value=theme.key() selected=move || front.theme.get() == theme>
                                {theme.label()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </div>
    }
}
