//! Whether this browser keeps the records for good: once a match is kept,
//! the app asks for persistent storage (`navigator.storage.persist`), so the
//! browser does not clear it to make room or after days without a visit.

use super::state::AppState;
use js_sys::Reflect;
use leptos::prelude::*;
use wasm_bindgen_futures::JsFuture;

use words::records::Browser;
pub use words::records::Keeping;

/// The browser this runs in, as far as the records go.
pub fn browser() -> Browser {
    Browser::from_user_agent(&window().navigator().user_agent().unwrap_or_default())
}

/// Whether the app runs installed, from the home screen or the dock.
pub fn installed() -> bool {
    let standalone = window()
        .match_media("(display-mode: standalone)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches());
    // Safari on an iPad or iPhone says so its own way, which web-sys does
    // not bind: looked up by name.
    let home_screen = Reflect::get(&window().navigator(), &"standalone".into())
        .ok()
        .and_then(|v| v.as_bool())
        == Some(true);
    standalone || home_screen
}

/// What `navigator.storage` is asked.
#[derive(Clone, Copy)]
enum Ask {
    /// Whether the records are kept for good.
    Persisted,
    /// That they be kept for good.
    Persist,
}

/// Asks `navigator.storage`, which answers yes or no; `None` where the
/// browser has no such thing (its call then throws, and is caught).
async fn ask(what: Ask) -> Option<bool> {
    let storage = window().navigator().storage();
    if !storage.is_object() {
        return None;
    }
    let answer = match what {
        Ask::Persisted => storage.persisted(),
        Ask::Persist => storage.persist(),
    };
    JsFuture::from(answer.ok()?).await.ok()?.as_bool()
}

/// Follows whether the records are kept for good, asking for it once the
/// first match is kept; the answer is given by context to History.
pub fn keep_records(state: AppState) {
    let keeping = RwSignal::new(Keeping::Asking);
    provide_context(keeping);
    let asked = StoredValue::new(false);
    Effect::new(move |_| {
        let any = state.matches.with(|m| !m.is_empty());
        if asked.get_value() {
            return;
        }
        asked.set_value(any);
        leptos::task::spawn_local(async move {
            let answer = match ask(Ask::Persisted).await {
                None => Keeping::Unsupported,
                Some(true) => Keeping::ForGood,
                Some(false) if !any => Keeping::MayClear,
                Some(false) => match ask(Ask::Persist).await {
                    Some(true) => Keeping::ForGood,
                    Some(false) => Keeping::MayClear,
                    None => Keeping::Unsupported,
                },
            };
            keeping.set(answer);
        });
    });
}
