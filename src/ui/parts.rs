//! The parts of the app fetched after the first screen (docs/performance.md).
//! Built by `scripts/build-site.sh` (with `--cfg wasm_split`), each part here
//! (a screen, the chart, the file exports and links) is a wasm module of its own,
//! fetched in the background once the first screen is up and used from then
//! on; any other build links them in.

use super::exporting::{
    export_backups, export_csv, export_current, export_everything, save_backup, share_link,
};
use super::front::Front;
use super::guide::GuideScreen;
use super::hand::HandScreen;
use super::history::HistoryScreen;
use super::notices::Notices;
use super::players::PlayersScreen;
use super::rules::RulesScreen;
use super::screens::{open_session, Screens};
use super::shared::SharedScreen;
use super::sheet::BalanceChart;
use super::state::AppState;
use crate::engine::sheet::ScoredMatch;
use crate::session::Notice;
use leptos::prelude::*;
#[cfg(wasm_split)]
use std::future::Future;
use std::sync::Arc;

/// A part that could not be fetched.
#[derive(Clone, Copy, Debug)]
pub struct PartMissing;

#[cfg(wasm_split)]
impl From<leptos::wasm_split::SplitLoaderError> for PartMissing {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        PartMissing
    }
}

/// Declares a part: split out in the split build.
macro_rules! part {
    ($module:ident, $preload:ident, fn $name:ident($($arg:ident: $ty:ty),*) -> $out:ty $body:block) => {
        #[cfg_attr(
            wasm_split,
            leptos::wasm_split::wasm_split(
                $module,
                wasm_split_path = ::leptos::wasm_split,
                preload($preload),
                fallible
            )
        )]
        fn $name($($arg: $ty),*) -> Result<$out, PartMissing> {
            Ok($body)
        }
    };
}

part!(
    session,
    preload_session,
    fn open_session_part(owner: Owner, front: Front) -> () {
        open_session(owner, front)
    }
);
part!(
    session,
    preload_screens,
    fn screens_part() -> AnyView {
        view! { <Screens /> }.into_any()
    }
);
part!(
    session,
    preload_notices,
    fn notices_part() -> AnyView {
        view! { <Notices /> }.into_any()
    }
);
part!(
    session,
    preload_hand,
    fn hand_part() -> AnyView {
        view! { <HandScreen /> }.into_any()
    }
);
part!(
    session,
    preload_history,
    fn history_part() -> AnyView {
        view! { <HistoryScreen /> }.into_any()
    }
);
part!(
    session,
    preload_rules,
    fn rules_part() -> AnyView {
        view! { <RulesScreen /> }.into_any()
    }
);
part!(
    session,
    preload_guide,
    fn guide_part(at: RwSignal<Option<String>>) -> AnyView {
        view! { <GuideScreen at /> }.into_any()
    }
);
part!(
    session,
    preload_players,
    fn players_part() -> AnyView {
        view! { <PlayersScreen /> }.into_any()
    }
);
part!(
    session,
    preload_shared,
    fn shared_part() -> AnyView {
        view! { <SharedScreen /> }.into_any()
    }
);
part!(
    session,
    preload_chart,
    fn chart_part(scored: Arc<ScoredMatch>) -> AnyView {
        view! { <BalanceChart scored /> }.into_any()
    }
);
part!(
    session,
    preload_files,
    fn export_part(state: AppState, what: Export) -> () {
        match what {
            Export::Match => export_current(&state),
            Export::Csv => export_csv(&state),
            Export::Everything => export_everything(&state),
            Export::Backup => save_backup(&state),
            Export::Unreadable => export_backups(&state),
            Export::Link => share_link(&state),
        }
    }
);

/// Where the fetch of a part stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fetch {
    UnderWay,
    In,
    /// Only where parts are split out.
    #[cfg_attr(not(wasm_split), allow(dead_code))]
    Missing,
}

/// Where each part's fetch stands, for the screens to follow.
#[derive(Clone, Copy)]
pub struct Parts {
    session: RwSignal<Fetch>,
    hand: RwSignal<Fetch>,
    history: RwSignal<Fetch>,
    rules: RwSignal<Fetch>,
    guide: RwSignal<Fetch>,
    players: RwSignal<Fetch>,
    shared: RwSignal<Fetch>,
    chart: RwSignal<Fetch>,
}

impl Parts {
    /// Nothing fetched yet; in a build without parts, all of them are in.
    pub fn new() -> Self {
        let start = if cfg!(wasm_split) {
            Fetch::UnderWay
        } else {
            Fetch::In
        };
        Parts {
            session: RwSignal::new(start),
            hand: RwSignal::new(start),
            history: RwSignal::new(start),
            rules: RwSignal::new(start),
            guide: RwSignal::new(start),
            players: RwSignal::new(start),
            shared: RwSignal::new(start),
            chart: RwSignal::new(start),
        }
    }

    /// Opens the session: at once where parts are linked in; where they are
    /// split out, its part is fetched once the first screen is up and the
    /// other parts after it, so on a slow link the first screen comes as if
    /// they did not exist, and the session before them.
    pub fn open_session(self, front: Front) {
        let Some(owner) = Owner::current() else {
            return;
        };
        #[cfg(not(wasm_split))]
        open_session_part(owner, front).ok();
        #[cfg(wasm_split)]
        request_animation_frame(move || {
            set_timeout(
                move || self.fetch_session(owner, front),
                std::time::Duration::ZERO,
            );
        });
    }

    /// Fetches the session's part and opens the session; if it cannot be
    /// fetched, the first screen may try again.
    #[cfg(wasm_split)]
    fn fetch_session(self, owner: Owner, front: Front) {
        self.session.set(Fetch::UnderWay);
        leptos::task::spawn_local(async move {
            // Each split function keeps its own loader: the screens' and
            // the bars' are readied with the session.
            let opened = async {
                open_session_part(owner.clone(), front).await?;
                preload_screens().await?;
                preload_notices().await?;
                Ok::<(), PartMissing>(())
            };
            if opened.await.is_ok() {
                self.session.try_set(Fetch::In);
                self.fetch_in_background();
            } else {
                self.session.try_set(Fetch::Missing);
                let again = Callback::new(move |()| self.fetch_session(owner.clone(), front));
                front.session_missing(Notice::PartMissing.to_string(), again);
            }
        });
    }

    /// Fetches every other part side by side, once the session's is in, so
    /// a tap on one never waits for it.
    #[cfg(wasm_split)]
    fn fetch_in_background(self) {
        fetch_part(self.hand, preload_hand);
        fetch_part(self.history, preload_history);
        fetch_part(self.rules, preload_rules);
        fetch_part(self.guide, preload_guide);
        fetch_part(self.players, preload_players);
        fetch_part(self.shared, preload_shared);
        fetch_part(self.chart, preload_chart);
        leptos::task::spawn_local(async {
            preload_files().await.ok();
        });
    }
}

/// Fetches one part in the background and says when it is in.
#[cfg(wasm_split)]
fn fetch_part<F>(fetch: RwSignal<Fetch>, preload: fn() -> F)
where
    F: Future<Output = Result<(), leptos::wasm_split::SplitLoaderError>> + 'static,
{
    leptos::task::spawn_local(async move {
        let now = match preload().await {
            Ok(()) => Fetch::In,
            Err(_) => Fetch::Missing,
        };
        fetch.try_set(now);
    });
}

/// A part's call, at once if the part is in (the call returns at once then).
#[cfg(wasm_split)]
fn at_once<T>(
    call: &mut (impl Future<Output = Result<T, PartMissing>> + Unpin),
) -> Option<Result<T, PartMissing>> {
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    match std::pin::Pin::new(call).poll(&mut context) {
        std::task::Poll::Ready(done) => Some(done),
        std::task::Poll::Pending => None,
    }
}

/// The call of a part's screen, which is a future where parts are split out.
macro_rules! call {
    ($call:expr) => {{
        #[cfg(wasm_split)]
        let view = at_once(&mut std::pin::pin!($call)).unwrap_or(Err(PartMissing));
        #[cfg(not(wasm_split))]
        let view = $call;
        view
    }};
}

/// A part's screen once it is in, or what stands in its place meanwhile.
fn shown(
    fetch: RwSignal<Fetch>,
    screen: impl Fn() -> Result<AnyView, PartMissing> + Send + Sync + 'static,
) -> impl IntoView {
    move || match fetch.get() {
        Fetch::UnderWay => view! { <p class="part__loading">"Loading…"</p> }.into_any(),
        Fetch::In => screen().unwrap_or_else(|PartMissing| view! { <PartNotFetched /> }.into_any()),
        Fetch::Missing => view! { <PartNotFetched /> }.into_any(),
    }
}

/// Every screen but set-up, once the session's part is in.
pub fn screens() -> impl IntoView {
    let parts = expect_context::<Parts>();
    shown(parts.session, || call!(screens_part()))
}

/// The bars above the screen, once the session's part is in (nothing
/// before: set-up says so if a match cannot start without it, and any other
/// screen in its place).
pub fn notices() -> impl IntoView {
    let parts = expect_context::<Parts>();
    move || {
        (parts.session.get() == Fetch::In)
            .then(|| call!(notices_part()).ok())
            .flatten()
    }
}

/// The hand form.
pub fn hand() -> impl IntoView {
    let parts = expect_context::<Parts>();
    shown(parts.hand, || call!(hand_part()))
}

/// The stored matches.
pub fn history() -> impl IntoView {
    let parts = expect_context::<Parts>();
    shown(parts.history, || call!(history_part()))
}

/// House rules and presets.
pub fn rules() -> impl IntoView {
    let parts = expect_context::<Parts>();
    shown(parts.rules, || call!(rules_part()))
}

/// The rules guide, at an entry.
pub fn guide(at: RwSignal<Option<String>>) -> impl IntoView {
    let parts = expect_context::<Parts>();
    shown(parts.guide, move || call!(guide_part(at)))
}

/// Every player across the kept matches.
pub fn players() -> impl IntoView {
    let parts = expect_context::<Parts>();
    shown(parts.players, || call!(players_part()))
}

/// A match handed on by a link.
pub fn shared() -> impl IntoView {
    let parts = expect_context::<Parts>();
    shown(parts.shared, || call!(shared_part()))
}

/// The running balances' chart.
pub fn chart(scored: Arc<ScoredMatch>) -> impl IntoView {
    let parts = expect_context::<Parts>();
    shown(parts.chart, move || call!(chart_part(scored.clone())))
}

/// What an export button saves.
#[derive(Clone, Copy, Debug)]
pub enum Export {
    /// The open match, as JSON.
    Match,
    /// The open match's score sheet, as CSV.
    Csv,
    /// Every kept match.
    Everything,
    /// Every kept match, through the share sheet where there is one.
    Backup,
    /// What was kept aside as unreadable.
    Unreadable,
    /// A link holding the open match.
    Link,
}

/// Saves a file: at once if its part is in, else once it is; a part that
/// cannot be fetched is told in the notice bar.
pub fn export(state: &AppState, what: Export) {
    #[cfg(not(wasm_split))]
    export_part(*state, what).ok();
    #[cfg(wasm_split)]
    {
        let state = *state;
        let mut call = Box::pin(export_part(state, what));
        let missing = move || {
            state.run(|s| s.part_missing());
        };
        match at_once(&mut call) {
            Some(done) => done.unwrap_or_else(|PartMissing| missing()),
            None => leptos::task::spawn_local(async move {
                call.await.unwrap_or_else(|PartMissing| missing());
            }),
        }
    }
}

/// What the players see when a part could not be fetched.
#[component]
fn PartNotFetched() -> impl IntoView {
    view! {
        <div class="notice notice--error" role="alert">
            <p>{Notice::PartMissing.to_string()}</p>
            <button type="button" class="button" on:click=|_| super::reload()>
                "Reload"
            </button>
        </div>
    }
}
