//! localStorage through gloo-storage.

use super::codec::{decode_draft, decode_match, encode_draft, encode_match, Draft};
use crate::engine::sheet::Match;
use gloo_storage::{LocalStorage, Storage};

const MATCH_KEY: &str = "mahjong-scorer.match";
const DRAFT_KEY: &str = "mahjong-scorer.draft";
const BACKUP_KEY: &str = "mahjong-scorer.unreadable";

/// What was found at start-up.
#[derive(Clone, Debug, Default)]
pub struct Loaded {
    /// The match in progress.
    pub game: Option<Match>,
    /// The hand being entered.
    pub draft: Option<Draft>,
    /// Something could not be read and was kept aside; in words.
    pub problem: Option<String>,
}

/// The browser's storage, if this browser lets the page have it (private
/// modes and settings can refuse; gloo's own accessor would throw then).
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()??;
    Some(LocalStorage::raw())
}

/// True when the browser lets the app keep data.
pub fn available() -> bool {
    storage().is_some()
}

fn raw(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

fn keep_aside(key: &str, text: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(&format!("{BACKUP_KEY}.{key}"), text);
        let _ = s.remove_item(key);
    }
}

fn write(key: &str, value: Option<String>) -> bool {
    let Some(s) = storage() else {
        return false;
    };
    match value {
        Some(text) => s.set_item(key, &text).is_ok(),
        None => s.remove_item(key).is_ok(),
    }
}

/// Reads the match and the draft; anything unreadable is kept aside.
pub fn load() -> Loaded {
    let mut loaded = Loaded::default();
    if let Some(text) = raw(MATCH_KEY) {
        match decode_match(&text) {
            Ok(game) => loaded.game = Some(game),
            Err(e) => {
                keep_aside(MATCH_KEY, &text);
                loaded.problem = Some(format!(
                    "{e}. It has been kept aside in this browser, untouched."
                ));
            }
        }
    }
    if let Some(text) = raw(DRAFT_KEY) {
        match decode_draft(&text) {
            Ok(draft) if loaded.game.is_some() => loaded.draft = Some(draft),
            Ok(_) => {}
            Err(_) => keep_aside(DRAFT_KEY, &text),
        }
    }
    loaded
}

/// Saves the match, or forgets it. Returns false when the browser refused.
pub fn save_match(game: Option<&Match>) -> bool {
    write(MATCH_KEY, game.map(encode_match))
}

/// Saves the hand being entered, or forgets it.
pub fn save_draft(draft: Option<&Draft>) -> bool {
    write(DRAFT_KEY, draft.map(encode_draft))
}
