//! The first screen's own state, in the main module: the place showing, the
//! colour theme, the presets offered at set-up, and the hooks the session's
//! part connects once it is in (src/ui/parts.rs). On a first visit nothing is
//! stored, so the new-match screen shows and takes entries before the rest of
//! the app is fetched; a tap made meanwhile is kept and done once it is in.

use crate::ui::address;
use engine::presets::Presets;
use engine::setup::MatchSetup;
use leptos::prelude::*;
use session::first_screen::nothing_kept;
use session::{Place, Theme};
use storage::library::setting_key;
use storage::{KeyValue, LocalStore};
use words::start::StartRefused;

/// A new match as the set-up screen asks for it.
#[derive(Clone, Debug)]
pub struct NewMatch {
    /// Its name.
    pub name: String,
    /// Players, seats, points and money.
    pub setup: MatchSetup,
    /// The name of the preset whose rules it is played by.
    pub preset: String,
}

/// What the session's part does for the controls of the first screen, and
/// what it holds that they show.
#[derive(Clone, Copy)]
pub struct Hooks {
    /// The colour theme kept.
    pub theme_kept: Signal<Theme>,
    /// The players' presets.
    pub presets: Signal<Presets>,
    /// Goes to a place, or (none) to where the open match stands.
    pub go: Callback<Option<Place>>,
    /// Starts a match and shows it, or says why not.
    pub start: Callback<NewMatch, Result<(), StartRefused>>,
    /// Keeps a colour theme.
    pub theme: Callback<Theme>,
}

/// A tap made before the session's part was in.
#[derive(Clone)]
enum Waiting {
    Go(Option<Place>),
    Start(NewMatch, RwSignal<Option<StartRefused>>),
}

/// The first screen's state, handed to the header and set-up by context.
#[derive(Clone, Copy)]
pub struct Front {
    /// The place showing, the one signal of which screen shows: the one
    /// the address names, put right by the session once it is in (the
    /// session shares it, src/ui/state.rs).
    pub place: RwSignal<Place>,
    /// The colour theme: the session's once it is in.
    pub theme: Signal<Theme>,
    /// The presets set-up offers: BMJA until the session has read the
    /// players' own.
    pub presets: Signal<Presets>,
    /// A match is being started, waiting for the session's part.
    pub starting: RwSignal<bool>,
    /// Whether the new-match screen shows (its entries stay as the
    /// session's part comes in).
    pub setup_shows: Memo<bool>,
    hooks: RwSignal<Option<Hooks>>,
    /// Taps made before the session's part was in, in order.
    waiting: StoredValue<Vec<Waiting>>,
    /// The theme kept, or chosen before the session's part was in.
    theme_before: RwSignal<Theme>,
    /// A theme chosen before the session's part was in.
    chosen_theme: StoredValue<Option<Theme>>,
    /// Fetches the session's part again, after it could not be fetched.
    again: StoredValue<Option<Callback<()>>>,
}

impl Front {
    /// Reads what the first screen needs: the address and the kept theme.
    pub fn start() -> Front {
        let store = LocalStore::open();
        // Nothing is kept, so no match can be open: set-up may show at once.
        let fresh = nothing_kept(&store.keys());
        let place = RwSignal::new(address::named().unwrap_or(Place::Setup));
        let hooks = RwSignal::new(None::<Hooks>);
        let kept = store.get(&setting_key(Theme::SETTING)).unwrap_or_default();
        let theme_before = RwSignal::new(Theme::from_key(&kept));
        // Back and forward before the session is in (it follows them after).
        let handle = window_event_listener(leptos::ev::popstate, move |_| {
            if hooks.with_untracked(Option::is_none) {
                place.set(address::named().unwrap_or(Place::Setup));
            }
        });
        on_cleanup(move || handle.remove());
        Front {
            place,
            theme: Signal::derive(move || match hooks.get() {
                Some(hooks) => hooks.theme_kept.get(),
                None => theme_before.get(),
            }),
            presets: Signal::derive(move || match hooks.get() {
                Some(hooks) => hooks.presets.get(),
                None => Presets::default(),
            }),
            starting: RwSignal::new(false),
            setup_shows: Memo::new(move |_| {
                let at_setup = place.with(|p| *p == Place::Setup);
                at_setup && (fresh || hooks.with(Option::is_some))
            }),
            hooks,
            waiting: StoredValue::new(Vec::new()),
            theme_before,
            chosen_theme: StoredValue::new(None),
            again: StoredValue::new(None),
        }
    }

    /// The session's part is in: its hooks serve the controls from now
    /// on, and the taps that waited for it are done, in order. A section
    /// left by Back meanwhile is not opened again.
    pub fn connect(self, connected: Hooks) {
        self.hooks.set(Some(connected));
        self.starting.set(false);
        let waited = self
            .waiting
            .try_update_value(std::mem::take)
            .unwrap_or_default();
        let at = address::named();
        for tap in waited {
            match tap {
                Waiting::Go(Some(place)) if at.as_ref() != Some(&place) => {}
                Waiting::Go(to) => connected.go.run(to),
                Waiting::Start(new, refused) => refused.set(connected.start.run(new).err()),
            }
        }
    }

    /// A theme chosen before the session's part was in, to keep now.
    pub fn chosen_theme(self) -> Option<Theme> {
        self.chosen_theme.get_value()
    }

    /// The session's part could not be fetched: a match waiting to start
    /// is told why, and the next start tries `again`. Only where parts are
    /// split out.
    #[cfg_attr(not(wasm_split), allow(dead_code))]
    pub fn session_missing(self, again: Callback<()>) {
        let waited = self
            .waiting
            .try_update_value(std::mem::take)
            .unwrap_or_default();
        for tap in waited {
            if let Waiting::Start(_, refused) = tap {
                refused.set(Some(StartRefused::PartMissing));
            }
        }
        self.starting.set(false);
        self.again.set_value(Some(again));
    }

    /// Shows a place, or (none) where the open match stands.
    pub fn go(self, to: Option<Place>) {
        match self.hooks.get_untracked() {
            Some(hooks) => hooks.go.run(to),
            None => {
                if let Some(place) = &to {
                    let at = self.place.get_untracked();
                    if *place == at {
                        return;
                    }
                    address::push(place, &at);
                    self.place.set(place.clone());
                }
                self.waiting.update_value(|w| w.push(Waiting::Go(to)));
            }
        }
    }

    /// Starts a match; why it could not be started goes to `refused`. A
    /// second press while the first waits starts one match, as entered last.
    pub fn start_match(self, new: NewMatch, refused: RwSignal<Option<StartRefused>>) {
        match self.hooks.get_untracked() {
            Some(hooks) => refused.set(hooks.start.run(new).err()),
            None => {
                self.starting.set(true);
                refused.set(None);
                self.waiting.update_value(|w| {
                    w.retain(|tap| !matches!(tap, Waiting::Start(..)));
                    w.push(Waiting::Start(new, refused));
                });
                if let Some(again) = self.again.try_update_value(Option::take).flatten() {
                    again.run(());
                }
            }
        }
    }

    /// Chooses a colour theme.
    pub fn choose_theme(self, theme: Theme) {
        match self.hooks.get_untracked() {
            Some(hooks) => hooks.theme.run(theme),
            // Kept at once, so a reload before the session is in keeps it. A
            // store that refuses it is told when the session opens: it finds
            // the theme showing is not the one kept and keeps it again.
            None => {
                self.theme_before.set(theme);
                self.chosen_theme.set_value(Some(theme));
                LocalStore::open()
                    .set(&setting_key(Theme::SETTING), theme.key())
                    .ok();
            }
        }
    }
}
