//! How a part of the app is split out of the main module
//! (docs/performance.md): `part!` declares a function called into a part,
//! beside the code it splits (the session's in `screens.rs`, the club
//! nights' in `night/part.rs`, the QR code reader's in `camera.rs`), and
//! `call!` calls one whose part is in. The build splits them out with
//! `--cfg wasm_split` (scripts/split-wasm.sh); any other build links them in.

use leptos::prelude::*;
use words::PART_NOT_FETCHED;

/// A part could not be fetched.
#[derive(Clone, Copy, Debug)]
pub struct PartMissing;

#[cfg(wasm_split)]
impl From<leptos::wasm_split::SplitLoaderError> for PartMissing {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        PartMissing
    }
}

/// Declares a call into the part named first, readied by the function
/// named second: split out in the split build.
macro_rules! part {
    ($module:ident, $preload:ident, $(#[$attr:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),*) -> $out:ty $body:block) => {
        $(#[$attr])*
        #[cfg_attr(
            wasm_split,
            leptos::wasm_split::wasm_split(
                $module,
                wasm_split_path = ::leptos::wasm_split,
                preload($preload),
                fallible
            )
        )]
        $vis fn $name($($arg: $ty),*) -> Result<$out, $crate::ui::split::PartMissing> {
            Ok($body)
        }
    };
}
pub(crate) use part;

/// Where the fetch of a part stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fetch {
    /// On its way.
    UnderWay,
    /// In: its functions may be called.
    In,
    /// Could not be fetched. Only where the part is split out.
    #[cfg_attr(not(wasm_split), allow(dead_code))]
    Missing,
}

impl Fetch {
    /// Where a part stands at start: to be fetched where parts are split
    /// out, else in.
    pub fn at_start() -> Fetch {
        if cfg!(wasm_split) {
            Fetch::UnderWay
        } else {
            Fetch::In
        }
    }
}

/// A call into a part, at once: its loader is ready once the part is in.
#[cfg(wasm_split)]
pub fn at_once<T>(
    call: impl std::future::Future<Output = Result<T, PartMissing>>,
) -> Result<T, PartMissing> {
    let mut call = std::pin::pin!(call);
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    match call.as_mut().poll(&mut context) {
        std::task::Poll::Ready(done) => done,
        std::task::Poll::Pending => Err(PartMissing),
    }
}

/// A call into a part that is in, which is a future where the part is
/// split out.
macro_rules! call {
    ($call:expr) => {{
        #[cfg(wasm_split)]
        let view = $crate::ui::split::at_once($call);
        #[cfg(not(wasm_split))]
        let view = $call;
        view
    }};
}
pub(crate) use call;

/// A screen from a part: "Loading…" while it is fetched, the screen once it
/// is in, or that it could not be fetched.
pub fn from_part(fetch: Fetch, screen: impl FnOnce() -> Result<AnyView, PartMissing>) -> AnyView {
    match fetch {
        Fetch::UnderWay => view! { <p class="part__loading">"Loading…"</p> }.into_any(),
        Fetch::In => screen().unwrap_or_else(|PartMissing| view! { <PartNotFetched /> }.into_any()),
        Fetch::Missing => view! { <PartNotFetched /> }.into_any(),
    }
}

/// What the players see when a screen's part could not be fetched.
#[component]
fn PartNotFetched() -> impl IntoView {
    view! {
        <div class="notice notice--error" role="alert">
            <p>{PART_NOT_FETCHED}</p>
            <button type="button" class="button" on:click=|_| reload()>
                "Reload"
            </button>
        </div>
    }
}

/// Loads the page afresh; what is entered is kept in storage.
pub fn reload() {
    window().location().reload().ok();
}
