//! The app's screens. Components read the session through [`state::AppState`]
//! and run its commands; they hold no rules of their own.

mod address;
mod controls;
mod exporting;
mod files;
mod guide;
mod hand;
mod history;
mod keeping;
mod line_chart;
mod link;
mod parts;
mod players;
mod rules;
mod setup;
mod shared;
mod sheet;
pub mod state;
mod tile_face;
mod update;

use crate::session::{Place, Theme};
use crate::ui::controls::{Action, Look};
use leptos::prelude::*;
use parts::{export, Export};
use state::AppState;
use std::time::Duration;

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let state = AppState::start();
    provide_context(state);
    address::follow_address(state);
    keeping::keep_records(state);
    let parts = parts::Parts::new();
    provide_context(parts);
    request_animation_frame(move || {
        set_timeout(move || parts.fetch_in_background(), Duration::ZERO);
    });
    Effect::new(move |_| {
        let theme = state.theme.get();
        if let Some(root) = document().document_element() {
            let _ = match theme {
                Theme::System => root.remove_attribute("data-theme"),
                _ => root.set_attribute("data-theme", theme.key()),
            };
        }
    });
    view! {
        <header class="app__header">
            <h1>"Mah-Jong score keeper"</h1>
            <Nav />
            <ThemeChoice />
        </header>
        <NoticeBar />
        <BackupReminder />
        <update::UpdateBar />
        <main class="app__main">
            {move || match state.screen_shown.get() {
                Place::History => parts::history().into_any(),
                Place::Rules => parts::rules().into_any(),
                Place::Guide(_) => parts::guide(state.guide_at).into_any(),
                Place::Setup => view! { <setup::SetupScreen /> }.into_any(),
                Place::Sheet => view! { <sheet::SheetScreen /> }.into_any(),
                Place::Hand(_) => parts::hand().into_any(),
                Place::Players => parts::players().into_any(),
                Place::Shared => parts::shared().into_any(),
            }}
        </main>
    }
}

/// The sections of the app.
#[component]
fn Nav() -> impl IntoView {
    let state = expect_context::<AppState>();
    // The match's link shows it where it stands; the others their screen.
    let link = move |to: Option<Place>, label: &'static str| {
        let current = {
            let to = to.clone();
            move || {
                state.screen_shown.with(|shown| match &to {
                    Some(to) => shown.same_screen(to),
                    None => shown.of_the_match(),
                })
            }
        };
        view! {
            <button
                type="button"
                class="nav__link"
                aria-current=move || current().then_some("page")
                on:click=move |_| match to.clone() {
                    Some(to) => state.go(to),
                    None => state.play(),
                }
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
            {link(Some(Place::Rules), "House rules")}
            {link(Some(Place::Guide(None)), "Rules guide")}
        </nav>
    }
}

/// The colour theme, kept with the rest.
#[component]
fn ThemeChoice() -> impl IntoView {
    let state = expect_context::<AppState>();
    let choose = move |ev| {
        let theme = Theme::from_key(&event_target_value(&ev));
        state.run(|s| s.set_theme(theme));
    };
    view! {
        <div class="theme">
            <label for="theme">"Theme"</label>
            <select id="theme" on:change=choose>
                {Theme::ALL
                    .into_iter()
                    .map(|theme| {
                        view! {
                            <option value=theme.key() selected=move || state.theme.get() == theme>
                                {theme.label()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </div>
    }
}

/// Loads the page afresh; what is entered is kept in storage.
pub(crate) fn reload() {
    window().location().reload().ok();
}

/// The message for the players, with what can be done about it.
#[component]
fn NoticeBar() -> impl IntoView {
    let state = expect_context::<AppState>();
    let has_backups = move || state.peek(|s| !s.backups().is_empty()).unwrap_or(false);
    let can_undo = move || state.read(|s| s.can_undo()).unwrap_or(false);
    let button = move |label: &'static str, act: fn(&AppState)| {
        view! {
            <Action look=Look::Small on_press=move |_| act(&state)>
                {label}
            </Action>
        }
    };
    move || {
        state.notice.get().map(|n| {
            view! {
                <div class="notice" role="status">
                    <p>{n.to_string()}</p>
                    {can_undo()
                        .then(|| button(
                            "Undo",
                            |s| {
                                s.run(|s| s.undo());
                                if s.place.get_untracked().of_the_match() {
                                    s.play();
                                }
                            },
                        ))}
                    {n
                        .offer_match_file()
                        .then(|| button("Export match", |s| export(s, Export::Match)))}
                    {n
                        .offer_export()
                        .then(|| button("Export everything", |s| export(s, Export::Everything)))}
                    {has_backups()
                        .then(|| button(
                            "Download unreadable data",
                            |s| export(s, Export::Unreadable),
                        ))}
                    {n.offer_reload().then(|| button("Reload", |_| reload()))}
                    {button(
                        "Dismiss",
                        |s| {
                            s.run(|s| s.dismiss_notice());
                        },
                    )}
                </div>
            }
        })
    }
}

/// A quiet reminder to save a backup, when kept matches have changed since
/// the last and a few days have passed; never while a hand is entered.
#[component]
fn BackupReminder() -> impl IntoView {
    let state = expect_context::<AppState>();
    let shown =
        move || state.backup_due.get() && !matches!(state.screen_shown.get(), Place::Hand(_));
    move || {
        shown().then(|| {
            view! {
                <div class="notice reminder" role="status">
                    <p>
                        "Matches have changed since the last backup: keep a copy outside this browser."
                    </p>
                    <Action look=Look::Primary on_press=move |_| export(&state, Export::Backup)>
                        "Save a backup"
                    </Action>
                    <Action on_press=move |_| {
                        state.run(|s| s.put_off_backup());
                    }>"Not now"</Action>
                </div>
            }
        })
    }
}
