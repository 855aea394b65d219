//! The Club records screen, reached from History: the club's server and
//! this tablet's login, whether they work, turning the exchange on and
//! off, where it stands, and the link (and its QR code) that sets up
//! another tablet with that tablet's own login.

use super::exchange;
use super::AppOwner;
use crate::ui::controls::{Action, Look, TextField};
use crate::ui::history::ClubLine;
use crate::ui::link::{app_address, hand_on, HandedOn};
use crate::ui::qr::QrCode;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;
use session::club::{ClubFailure, ClubRefused, ClubSettings, TabletLink};
use session::Place;
use words::club::{failure, tablet_link_handed, OWN_LOGIN_FOR_ANOTHER};
use words::Say;

/// What the last check or attempt to turn on found.
#[derive(Clone, Debug, PartialEq)]
enum Checked {
    Working,
    Refused(Vec<ClubRefused>),
    Failed(ClubFailure),
}

/// The Club records screen.
#[component]
pub fn ClubScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let kept = state.peek(|s| s.club_settings().cloned()).flatten();
    let entered = RwSignal::new(from_link().map_or(kept.unwrap_or_default(), |l| l.settings()));
    let checked = RwSignal::new(None::<Checked>);
    let on = Memo::new(move |_| state.read(|s| s.club_on()).unwrap_or(false));
    view! {
        <section class="club" aria-labelledby="club-title">
            <div class="history__bar">
                <h2 id="club-title">"Club records"</h2>
                <Action on_press=move |_| state.go(Place::History)>"Back to History"</Action>
            </div>
            <p class="club__about">
                "With the club's own server (CouchDB, or a hosted one such as Cloudant), every tablet's matches, club nights and house rules reach every device as they are played. The app goes on working offline: what is played meanwhile is sent when the server can be reached. Links, QR codes and files still carry matches without a server."
            </p>
            <LoginFields entered on />
            <Findings checked />
            <Switch entered checked on />
            <ClubLine />
            <AnotherTablet />
        </section>
    }
}

/// The settings a setup link carries after `#`, if the page was opened
/// by one; the link is then taken out of the address.
fn from_link() -> Option<TabletLink> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let link = TabletLink::read(&hash)?;
    crate::ui::address::drop_fragment(&Place::Club);
    Some(link)
}

#[component]
fn LoginFields(entered: RwSignal<ClubSettings>, on: Memo<bool>) -> impl IntoView {
    let field = move |read: fn(&ClubSettings) -> &String| {
        Signal::derive(move || entered.with(|e| read(e).clone()))
    };
    view! {
        <fieldset class="club__fields" disabled=move || on.get()>
            <legend>"This tablet's login to the club's server"</legend>
            <TextField
                id="club-server"
                label="Server"
                max_length=200
                value=field(|e| &e.server)
                on_input=move |t| entered.update(|e| e.server = t)
            />
            <TextField
                id="club-database"
                label="Database"
                max_length=200
                value=field(|e| &e.database)
                on_input=move |t| entered.update(|e| e.database = t)
            />
            <TextField
                id="club-user"
                label="User name"
                max_length=200
                value=field(|e| &e.user)
                on_input=move |t| entered.update(|e| e.user = t)
            />
            <div class="field">
                <label for="club-password">"Password"</label>
                <input
                    id="club-password"
                    type="password"
                    autocomplete="current-password"
                    prop:value=move || entered.with(|e| e.password.clone())
                    on:input=move |ev| entered.update(|e| e.password = event_target_value(&ev))
                />
            </div>
        </fieldset>
    }
}

#[component]
fn Findings(checked: RwSignal<Option<Checked>>) -> impl IntoView {
    let said = move || match checked.get() {
        None => Vec::new(),
        Some(Checked::Working) => vec!["The server accepts these settings.".to_string()],
        Some(Checked::Refused(problems)) => problems.iter().map(|e| e.said().to_string()).collect(),
        Some(Checked::Failed(why)) => vec![failure(why).to_string()],
    };
    view! {
        <div class="club__findings" role="status">
            {move || said().into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
        </div>
    }
}

#[component]
fn Switch(
    entered: RwSignal<ClubSettings>,
    checked: RwSignal<Option<Checked>>,
    on: Memo<bool>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let owner = StoredValue::new(expect_context::<AppOwner>());
    let busy = RwSignal::new(false);
    let try_settings = move |turn_on: bool| {
        let settings = entered.get_untracked();
        let problems = settings.problems();
        if !problems.is_empty() {
            checked.set(Some(Checked::Refused(problems)));
            return;
        }
        busy.set(true);
        leptos::task::spawn_local(async move {
            let found = exchange::check(&settings.tidied()).await;
            busy.try_set(false);
            checked.try_set(Some(found.map_or(Checked::Working, Checked::Failed)));
            let works = !found.is_some_and(ClubFailure::refuses_settings);
            if turn_on && works && state.run(|s| s.turn_club_on(&settings)).is_some() {
                owner.try_with_value(|o| o.0.with(|| exchange::start(state)));
            }
        });
    };
    view! {
        <div class="club__switch">
            {move || {
                if on.get() {
                    view! { <Action on_press=move |_| exchange::stop(state)>"Turn off"</Action> }
                        .into_any()
                } else {
                    view! {
                        <Action
                            look=Look::Primary
                            disabled=busy
                            on_press=move |_| try_settings(true)
                        >
                            "Turn on"
                        </Action>
                        <Action disabled=busy on_press=move |_| try_settings(false)>
                            "Check the settings"
                        </Action>
                    }
                        .into_any()
                }
            }}
        </div>
    }
}

/// The link that sets up another tablet: the club's server and database
/// kept here, with that tablet's own user name and password.
#[component]
fn AnotherTablet() -> impl IntoView {
    let state = expect_context::<AppState>();
    let kept = Memo::new(move |_| state.read(|s| s.club_settings().cloned()).flatten());
    let user = RwSignal::new(String::new());
    let password = RwSignal::new(String::new());
    let own = Memo::new(move |_| {
        let tablet = TabletLink {
            user: user.get(),
            ..TabletLink::default()
        };
        kept.get().is_some_and(|kept| tablet.is_own_login(&kept))
    });
    let link = Memo::new(move |_| {
        let tablet = TabletLink {
            user: user.get(),
            password: password.get(),
            ..TabletLink::default()
        };
        let given = !tablet.user.trim().is_empty() && !own.get();
        given.then(|| tablet_address(tablet, kept.get()?)).flatten()
    });
    move || {
        kept.get().map(|_| {
            view! {
                <section class="club__another" aria-labelledby="club-another">
                    <h3 id="club-another">"Set up another tablet"</h3>
                    <p>
                        "Enter the other tablet's own user name and password on the server (never this one's): its link or QR code opens Club records there with everything filled in. The password stays after the link's #, which no server is sent."
                    </p>
                    <TextField
                        id="club-tablet-user"
                        label="Other tablet's user name"
                        max_length=200
                        value=user
                        on_input=move |t| user.set(t)
                    />
                    <TextField
                        id="club-tablet-password"
                        label="Other tablet's password"
                        max_length=200
                        value=password
                        on_input=move |t| password.set(t)
                    />
                    <OwnLogin own />
                    {move || link.get().map(|address| view! { <LinkShown address /> })}
                </section>
            }
        })
    }
}

/// Said where the other tablet's user name is this device's own.
#[component]
fn OwnLogin(own: Memo<bool>) -> impl IntoView {
    move || {
        own.get().then(|| {
            view! {
                <p class="club__warning" role="alert">
                    {OWN_LOGIN_FOR_ANOTHER}
                </p>
            }
        })
    }
}

/// The address that opens Club records on another tablet with the club's
/// server and database kept here and that tablet's own login.
fn tablet_address(tablet: TabletLink, kept: ClubSettings) -> Option<String> {
    let tablet = TabletLink {
        server: kept.server,
        database: kept.database,
        ..tablet
    };
    Some(format!(
        "{}{}#{}",
        app_address(),
        Place::Club.address(),
        tablet.fragment()
    ))
}

/// The link for the other tablet, to read, share or copy, and its QR
/// code.
#[component]
fn LinkShown(address: String) -> impl IntoView {
    let shown = address.clone();
    let handed = address.clone();
    let told = RwSignal::new(None::<&'static str>);
    let share = move |_| {
        // Begun within the tap: Safari shares or copies only then.
        let handing_on = hand_on(handed.clone(), "Club records".to_string());
        spawn_local(async move {
            let said = match handing_on.await {
                HandedOn::Copied => Some(tablet_link_handed(true)),
                HandedOn::Failed => Some(tablet_link_handed(false)),
                HandedOn::Shared | HandedOn::Cancelled => None,
            };
            told.try_set(said);
        });
    };
    view! {
        <div class="field">
            <label for="club-tablet-link">"Link for the other tablet"</label>
            <input id="club-tablet-link" type="text" readonly prop:value=shown />
        </div>
        <Action on_press=share>"Share or copy the link"</Action>
        <p class="club__told" role="status">
            {move || told.get()}
        </p>
        <QrCode
            link=Signal::derive(move || address.clone())
            holds="the link that sets up the other tablet".to_string()
        />
    }
}
