//! The session and every screen but set-up: the session's part, which the
//! main module fetches once the first screen is up (src/ui/parts.rs) and
//! connects to it (src/ui/front.rs). The calls into the part are declared
//! here; everything they reach comes in it.

use super::club::{self, AppOwner, ClubPart};
use super::front::{Front, Hooks, NewMatch};
use super::guide::GuideScreen;
use super::hand::HandScreen;
use super::history::HistoryScreen;
use super::night::NightPart;
use super::notices::Notices;
use super::players::PlayersScreen;
use super::rules::RulesScreen;
use super::shared_match::SharedMatchScreen;
use super::split::part;
use super::state::AppState;
use super::table::TableScreen;
use super::{follow, keeping, sheet};
use leptos::prelude::*;
use session::Place;
use words::start::StartRefused;

part!(
    session,
    preload_session,
    /// Opens the session and connects the first screen to it.
    pub fn open_session_part(owner: Owner, front: Front) -> () {
        open_session(owner, front)
    }
);
part!(
    session,
    preload_screens,
    /// Every screen but set-up.
    pub fn screens_part() -> AnyView {
        view! { <Screens /> }.into_any()
    }
);
part!(
    session,
    preload_notices,
    /// The bars above the screen.
    pub fn notices_part() -> AnyView {
        view! { <Notices /> }.into_any()
    }
);

/// Opens the session under `owner` (the app's), so it lasts as long as the
/// app, and connects the first screen's controls to it.
fn open_session(owner: Owner, front: Front) {
    owner.with(|| {
        let state = AppState::start(front.place);
        provide_context(state);
        provide_context(AppOwner(owner.clone()));
        // A theme chosen before the session was in is kept now (again, if
        // the store refused it then: the session says so).
        if let Some(chosen) = front.chosen_theme() {
            state.run(|s| s.set_theme(chosen));
        }
        follow::follow_address(state);
        keeping::keep_records(state);
        club::start_if_on(state);
        front.connect(Hooks {
            theme_kept: state.theme.into(),
            presets: state.presets.into(),
            go: Callback::new(move |to: Option<Place>| match to {
                Some(place) => state.go(place),
                None => state.play(),
            }),
            start: Callback::new(move |new: NewMatch| start_match(state, new)),
            theme: Callback::new(move |theme| {
                state.run(|s| s.set_theme(theme));
            }),
        });
    });
}

/// Starts a match by a preset's rules and shows it, or says why not.
fn start_match(state: AppState, new: NewMatch) -> Result<(), StartRefused> {
    let rules = state.presets.with_untracked(|p| p.rules(&new.preset));
    let started = state.run(|s| s.start_match(&new.name, new.setup, rules.unwrap_or_default()));
    if let Some(Err(why)) = started {
        return Err(StartRefused::Refused(why));
    }
    state.play();
    Ok(())
}

/// The screen showing, but set-up, which the main module builds.
#[component]
fn Screens() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || match state.screen_shown.get() {
        Place::Setup => ().into_any(),
        Place::Sheet => view! { <sheet::SheetScreen /> }.into_any(),
        Place::History => view! { <HistoryScreen /> }.into_any(),
        Place::Rules => view! { <RulesScreen /> }.into_any(),
        Place::Guide(at) => view! { <GuideScreen at=RwSignal::new(at) /> }.into_any(),
        Place::Hand(_) => view! { <HandScreen /> }.into_any(),
        Place::Players => view! { <PlayersScreen /> }.into_any(),
        Place::Shared => view! { <SharedMatchScreen /> }.into_any(),
        Place::Nights => view! { <NightPart id=None /> }.into_any(),
        Place::Night(id) => view! { <NightPart id=Some(id) /> }.into_any(),
        Place::Board(id) => view! { <NightPart id=Some(id) board=true /> }.into_any(),
        Place::Table => view! { <TableScreen /> }.into_any(),
        Place::Club => view! { <ClubPart /> }.into_any(),
    }
}
