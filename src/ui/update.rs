//! A new version of the app, announced and never swapped under the players.
//! The page's script (index.html) sets `window.appUpdate` and fires
//! `app-update-ready` once the service worker has a new version waiting.

use crate::ui::controls::{Action, Look};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// The page's way to switch to the waiting version, if one waits.
fn switch_to_new_version() -> Option<js_sys::Function> {
    // Set by the page's own script (index.html) once a version waits.
    js_sys::Reflect::get(&window(), &JsValue::from_str("appUpdate"))
        .ok()?
        .dyn_into()
        .ok()
}

/// "A new version is ready", with a button to switch to it when the players choose.
#[component]
pub fn UpdateBar() -> impl IntoView {
    let ready = RwSignal::new(switch_to_new_version().is_some());
    let handle = window_event_listener_untyped("app-update-ready", move |_| ready.set(true));
    on_cleanup(move || handle.remove());
    let reload = move |_| {
        if let Some(switch) = switch_to_new_version() {
            switch.call0(&JsValue::NULL).ok();
        }
    };
    move || {
        ready.get().then(|| {
            view! {
                <div class="notice" role="status">
                    <p>
                        "A new version is ready — reload after this hand. Everything entered is kept."
                    </p>
                    <Action look=Look::Small on_press=reload>
                        "Reload"
                    </Action>
                </div>
            }
        })
    }
}
