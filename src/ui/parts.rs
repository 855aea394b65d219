//! The parts of the app fetched after the first screen (docs/performance.md),
//! split out by `scripts/build-site.sh` (with `--cfg wasm_split`); the
//! functions here are the only calls into them. The session's part holds
//! everything after the first screen and is fetched once the first screen
//! is up; the organiser's club-night screens (`night`) are fetched the
//! first time one opens, and the QR code reader the camera falls back on
//! (`qr_reader`) the first time a frame is read with it. Any other build
//! links them in and opens the session before the first screen is drawn.

use super::front::Front;
use super::night::{NightScreen, NightsScreen};
use super::notices::Notices;
use super::screens::{open_session, Screens};
use crate::storage::qr::read_rgba;
use crate::words::PART_NOT_FETCHED;
use leptos::prelude::*;

/// A part could not be fetched.
#[derive(Clone, Copy, Debug)]
pub struct PartMissing;

#[cfg(wasm_split)]
impl From<leptos::wasm_split::SplitLoaderError> for PartMissing {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        PartMissing
    }
}

/// Declares a call into a part (the session's, unless named): split out in
/// the split build.
macro_rules! part {
    ($preload:ident, fn $($rest:tt)*) => {
        part!(session, $preload, fn $($rest)*);
    };
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
    preload_session,
    fn open_session_part(owner: Owner, front: Front) -> () {
        open_session(owner, front)
    }
);
part!(
    preload_screens,
    fn screens_part() -> AnyView {
        view! { <Screens /> }.into_any()
    }
);
part!(
    preload_notices,
    fn notices_part() -> AnyView {
        view! { <Notices /> }.into_any()
    }
);

part!(
    night,
    preload_night,
    fn night_part(id: Option<String>) -> AnyView {
        match id {
            None => view! { <NightsScreen /> }.into_any(),
            Some(id) => view! { <NightScreen id /> }.into_any(),
        }
    }
);

part!(
    qr_reader,
    preload_qr_reader,
    fn read_qr_part(width: usize, height: usize, rgba: Vec<u8>) -> Vec<String> {
        read_rgba(width, height, &rgba)
    }
);

/// The texts of the QR codes in a camera's frame of `width` by `height`
/// pixels, four bytes each, or that the reader's part could not be fetched.
pub async fn read_qr_codes(
    width: usize,
    height: usize,
    rgba: Vec<u8>,
) -> Result<Vec<String>, PartMissing> {
    let read = read_qr_part(width, height, rgba);
    #[cfg(wasm_split)]
    let read = read.await;
    read
}

/// Where the fetch of a part stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fetch {
    UnderWay,
    In,
    /// Only where the part is split out.
    #[cfg_attr(not(wasm_split), allow(dead_code))]
    Missing,
}

impl Fetch {
    /// Where a part stands at start: to be fetched where parts are split
    /// out, else in.
    fn at_start() -> Fetch {
        if cfg!(wasm_split) {
            Fetch::UnderWay
        } else {
            Fetch::In
        }
    }
}

/// Where the session's part stands, for the first screen to follow.
#[derive(Clone, Copy)]
pub struct Parts {
    session: RwSignal<Fetch>,
}

impl Parts {
    /// Nothing fetched yet; in a build without parts, the session is in.
    pub fn new() -> Self {
        Parts {
            session: RwSignal::new(Fetch::at_start()),
        }
    }

    /// Opens the session: at once where the part is linked in; where it is
    /// split out, once the first screen is up, so on a slow link the first
    /// screen comes as if the rest of the app did not exist.
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
            // the bars' are readied with the session, so neither waits.
            let opened = async {
                open_session_part(owner.clone(), front).await?;
                preload_screens().await?;
                preload_notices().await?;
                Ok::<(), PartMissing>(())
            };
            if opened.await.is_ok() {
                self.session.try_set(Fetch::In);
            } else {
                self.session.try_set(Fetch::Missing);
                let again = Callback::new(move |()| self.fetch_session(owner.clone(), front));
                front.session_missing(PART_NOT_FETCHED.to_string(), again);
            }
        });
    }
}

/// A call into the part, at once: its loader is ready once the session is in.
#[cfg(wasm_split)]
fn at_once<T>(
    call: impl std::future::Future<Output = Result<T, PartMissing>>,
) -> Result<T, PartMissing> {
    let mut call = std::pin::pin!(call);
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    match call.as_mut().poll(&mut context) {
        std::task::Poll::Ready(done) => done,
        std::task::Poll::Pending => Err(PartMissing),
    }
}

/// A call into the part, which is a future where the part is split out.
macro_rules! call {
    ($call:expr) => {{
        #[cfg(wasm_split)]
        let view = at_once($call);
        #[cfg(not(wasm_split))]
        let view = $call;
        view
    }};
}

/// Every screen but set-up, once the session's part is in.
pub fn screens() -> impl IntoView {
    let parts = expect_context::<Parts>();
    move || match parts.session.get() {
        Fetch::UnderWay => view! { <p class="part__loading">"Loading…"</p> }.into_any(),
        Fetch::In => call!(screens_part())
            .unwrap_or_else(|PartMissing| view! { <PartNotFetched /> }.into_any()),
        Fetch::Missing => view! { <PartNotFetched /> }.into_any(),
    }
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

/// The club nights kept (no id), or one night's screen: from their own
/// part, fetched the first time one opens.
#[component]
pub fn NightPart(
    /// The night's id, or none for the list of nights.
    id: Option<String>,
) -> impl IntoView {
    let fetch = RwSignal::new(Fetch::at_start());
    #[cfg(wasm_split)]
    leptos::task::spawn_local(async move {
        let fetched = match preload_night().await {
            Ok(()) => Fetch::In,
            Err(_) => Fetch::Missing,
        };
        fetch.try_set(fetched);
    });
    move || match fetch.get() {
        Fetch::UnderWay => view! { <p class="part__loading">"Loading…"</p> }.into_any(),
        Fetch::In => call!(night_part(id.clone()))
            .unwrap_or_else(|PartMissing| view! { <PartNotFetched /> }.into_any()),
        Fetch::Missing => view! { <PartNotFetched /> }.into_any(),
    }
}

/// What the players see when a screen's part could not be fetched.
#[component]
fn PartNotFetched() -> impl IntoView {
    view! {
        <div class="notice notice--error" role="alert">
            <p>{PART_NOT_FETCHED}</p>
            <button type="button" class="button" on:click=|_| super::reload()>
                "Reload"
            </button>
        </div>
    }
}
