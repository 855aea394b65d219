//! The main module's side of the session's part (docs/performance.md):
//! fetches it once the first screen is up and shows its screens and bars
//! once it is in. What crosses into it is declared beside the code it
//! splits (src/ui/screens.rs); the club nights' part and the QR code
//! reader's are fetched by the session's screens (src/ui/night/part.rs,
//! src/ui/camera.rs). Any other build links them in and opens the session
//! before the first screen is drawn.

use super::front::Front;
#[cfg(wasm_split)]
use super::prerendered::sheet_shown;
use super::screens::{notices_part, open_session_part, screens_part};
#[cfg(wasm_split)]
use super::screens::{preload_notices, preload_screens};
#[cfg(wasm_split)]
use super::split::PartMissing;
use super::split::{call, from_part, Fetch};
use leptos::prelude::*;

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
                front.session_missing(again);
            }
            // The screen the session drew, or the word that it could not
            // come, in place of the sheet the page drew, if it drew one.
            request_animation_frame(sheet_shown);
        });
    }
}

/// Every screen but set-up, once the session's part is in.
pub fn screens() -> impl IntoView {
    let parts = expect_context::<Parts>();
    move || from_part(parts.session.get(), || call!(screens_part()))
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
