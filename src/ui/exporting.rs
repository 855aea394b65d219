//! The export buttons' work: matches as JSON, the score sheet as CSV, and
//! data kept aside because it could not be read.

use super::files::{download, file_name};
use super::state::{now, AppState, Notice};
use crate::storage::export::{export, score_sheet_csv};
use leptos::prelude::*;

fn tell(state: &AppState, text: &str) {
    state.notice.set(Some(Notice {
        text: text.into(),
        offer_export: false,
    }));
}

/// Downloads the chosen matches (and the presets) as one file.
pub fn export_matches(state: &AppState, ids: &[u64], title: &str) {
    let summaries = state.matches.get_untracked();
    let matches: Vec<_> = ids
        .iter()
        .filter_map(|&id| {
            let summary = summaries.iter().find(|s| s.id == id)?.clone();
            Some((summary, state.match_by_id(id)?))
        })
        .collect();
    let text = export(&matches, &state.presets.get_untracked(), &now());
    if download(&file_name(title, "json"), "application/json", &text).is_err() {
        tell(state, "The browser would not save the file.");
    }
}

/// Downloads every stored match and the presets.
pub fn export_everything(state: &AppState) {
    let ids: Vec<u64> = state.matches.get_untracked().iter().map(|s| s.id).collect();
    export_matches(state, &ids, "mahjong-matches");
}

/// Downloads the open match's score sheet as CSV.
pub fn export_csv(state: &AppState) {
    let Some(game) = state.game.get_untracked() else {
        return;
    };
    let Ok(sheet) = game.fold() else {
        return;
    };
    let title = state
        .current
        .get_untracked()
        .and_then(|id| {
            state
                .matches
                .get_untracked()
                .into_iter()
                .find(|s| s.id == id)
        })
        .map_or_else(|| "score-sheet".to_string(), |s| s.name);
    let csv = score_sheet_csv(&game, &sheet);
    if download(&file_name(&title, "csv"), "text/csv", &csv).is_err() {
        tell(state, "The browser would not save the file.");
    }
}

/// Downloads whatever was kept aside, exactly as it was found.
pub fn export_backups(state: &AppState) {
    let backups = state.backups();
    let value: serde_json::Map<String, serde_json::Value> = backups
        .into_iter()
        .map(|(k, v)| (k, serde_json::Value::String(v)))
        .collect();
    let text = serde_json::to_string_pretty(&value).unwrap_or_default();
    if download(
        &file_name("unreadable-data", "json"),
        "application/json",
        &text,
    )
    .is_err()
    {
        tell(state, "The browser would not save the file.");
    }
}
