//! The export buttons' work: matches as JSON, the score sheet as CSV, a
//! link holding the open match, and data kept aside because it could not
//! be read.

use super::files::{download, file_name, share_or_download, Handed};
use super::link::{self, HandedOn};
use super::state::AppState;
use session::{Notice, Place};
use storage::link::{gzip, link_fragment, LONGEST_LINK};
use words::csv::score_sheet_csv;

/// Downloads a file; whether it was.
fn save(state: &AppState, title: &str, kind: &str, mime: &str, text: &str) -> bool {
    let saved = download(&file_name(title, kind), mime, text).is_ok();
    if !saved {
        state.run(|s| s.not_downloaded());
    }
    saved
}

/// Downloads the chosen matches (and the presets) as one file; whether it
/// was.
pub fn export_matches(state: &AppState, ids: &[u64], title: &str) -> bool {
    let text = state.run(|s| s.export(ids));
    text.is_some_and(|text| save(state, title, "json", "application/json", &text))
}

/// Downloads every stored match, every club night and the presets: a
/// backup.
pub fn export_everything(state: &AppState) {
    let text = state.run(|s| s.export_everything());
    let saved =
        text.is_some_and(|text| save(state, "mahjong-matches", "json", "application/json", &text));
    if saved {
        state.run(|s| s.backup_saved());
    }
}

/// Saves every stored match, every club night and the presets as a backup:
/// through the share sheet where the browser shares files (tablets), a
/// download otherwise.
pub fn save_backup(state: &AppState) {
    let state = *state;
    let Some(text) = state.run(|s| s.export_everything()) else {
        return;
    };
    let name = file_name("mahjong-backup", "json");
    leptos::task::spawn_local(async move {
        match share_or_download(&name, "application/json", &text).await {
            Handed::Saved => state.run(|s| s.backup_saved()),
            Handed::Cancelled => None,
            Handed::Failed => state.run(|s| s.not_downloaded()),
        };
    });
}

/// Downloads the open match (and the presets).
pub fn export_current(state: &AppState) {
    let Some((id, name)) = state
        .peek(|s| {
            let id = s.current()?;
            Some((id, s.match_name(id).unwrap_or("match").to_string()))
        })
        .flatten()
    else {
        return;
    };
    export_matches(state, &[id], &name);
}

/// Downloads the open match's score sheet as CSV.
pub fn export_csv(state: &AppState) {
    let found = state.peek(|s| {
        let title = s.current().and_then(|id| s.match_name(id));
        let scored = s.scored()?;
        let csv = score_sheet_csv(scored.game(), scored.sheet());
        Some((title.unwrap_or("score-sheet").to_string(), csv))
    });
    if let Some(Some((title, csv))) = found {
        save(state, &title, "csv", "text/csv", &csv);
    }
}

/// Downloads whatever was kept aside, exactly as it was found.
pub fn export_backups(state: &AppState) {
    let backups = state.peek(|s| s.backups()).unwrap_or_default();
    let value: serde_json::Map<String, serde_json::Value> = backups
        .into_iter()
        .map(|(k, v)| (k, serde_json::Value::String(v)))
        .collect();
    let text = serde_json::to_string_pretty(&value).unwrap_or_default();
    save(state, "unreadable-data", "json", "application/json", &text);
}

/// The link holding the open match, with the match's name.
pub fn match_link(state: &AppState) -> Option<(String, String)> {
    let (text, name) = state
        .peek(|s| {
            let name = s.match_name(s.current()?)?.to_string();
            Some((s.match_for_link()?, name))
        })
        .flatten()?;
    Some((link_to(&Place::Shared, &text), name))
}

/// The app's address at a place, with text gzipped after `#`.
pub fn link_to(place: &Place, text: &str) -> String {
    let fragment = link_fragment(&gzip(text));
    format!("{}{}#{fragment}", link::app_address(), place.address())
}

/// Hands on a link holding the open match: through the share sheet where
/// there is one, copied otherwise; a match too long for a link is told so.
pub fn share_link(state: &AppState) {
    let state = *state;
    // Made at once and handed on within the tap: Safari shares or copies
    // only then.
    let Some((url, name)) = match_link(&state) else {
        return;
    };
    let chars = url.chars().count();
    if chars > LONGEST_LINK {
        state.run(|s| s.link_told(Notice::LinkTooLong(chars)));
        return;
    }
    let handing_on = link::hand_on(url, name);
    leptos::task::spawn_local(async move {
        match handing_on.await {
            HandedOn::Copied => state.run(|s| s.link_told(Notice::LinkCopied(chars))),
            HandedOn::Failed => state.run(|s| s.link_told(Notice::LinkNotMade)),
            HandedOn::Shared | HandedOn::Cancelled => None,
        };
    });
}
