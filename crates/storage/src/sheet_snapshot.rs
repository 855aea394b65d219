//! The match's sheet as the app last drew it, kept for the page to show
//! while the app's modules come in (docs/performance.md, *The sheet drawn
//! again*). It keeps nothing the players made: the page shows it only where
//! what it was drawn from is unchanged, and it is the first thing given up
//! when the storage is full.

use super::store::SNAPSHOT_KEY;
use super::{KeyValue, StoreError};
use serde::Serialize;

/// The sheet as drawn, with what it was drawn from.
#[derive(Debug, Serialize)]
pub struct SheetSnapshot {
    /// What the page's script says the screen was drawn from (its
    /// `sheetPrint`): the page shows the sheet again only where it says
    /// the same.
    pub print: String,
    /// The addresses it shows at: its own, and the page's own where that
    /// opens on the sheet too.
    pub addresses: Vec<String>,
    /// The colour theme it was drawn in, if one was chosen.
    pub theme: Option<String>,
    /// The app's markup as drawn.
    pub html: String,
}

/// Keeps the sheet drawn. One that cannot be kept is forgotten with the
/// one before it, which no longer shows what is kept.
pub fn keep(store: &mut impl KeyValue, sheet: &SheetSnapshot) -> Result<(), StoreError> {
    let Ok(text) = serde_json::to_string(sheet) else {
        return store.remove(SNAPSHOT_KEY);
    };
    if store.get(SNAPSHOT_KEY).as_deref() == Some(text.as_str()) {
        return Ok(());
    }
    store.set(SNAPSHOT_KEY, &text).or_else(|refused| {
        store.remove(SNAPSHOT_KEY)?;
        Err(refused)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MemoryStore;

    fn sheet(html: &str) -> SheetSnapshot {
        SheetSnapshot {
            print: "1a.2b.3".into(),
            addresses: vec!["?sheet".into(), String::new()],
            theme: None,
            html: html.into(),
        }
    }

    #[test]
    fn a_sheet_kept_is_read_back_whole() {
        let mut store = MemoryStore::default();
        keep(&mut store, &sheet("<main>East 20</main>")).unwrap();
        let kept: serde_json::Value =
            serde_json::from_str(&store.get(SNAPSHOT_KEY).unwrap()).unwrap();
        assert_eq!(kept["print"], "1a.2b.3");
        assert_eq!(kept["html"], "<main>East 20</main>");
        assert_eq!(kept["addresses"], serde_json::json!(["?sheet", ""]));
        assert!(kept["theme"].is_null());
    }

    #[test]
    fn a_sheet_that_cannot_be_kept_leaves_none_behind() {
        let mut store = MemoryStore::with_capacity(200);
        keep(&mut store, &sheet("small")).unwrap();
        assert!(store.get(SNAPSHOT_KEY).is_some());
        let refused = keep(&mut store, &sheet(&"x".repeat(300)));
        assert_eq!(refused, Err(StoreError::Full));
        assert_eq!(store.get(SNAPSHOT_KEY), None);
    }

    #[test]
    fn a_full_store_gives_up_the_sheet_drawn_for_what_the_players_made() {
        let mut store = MemoryStore::with_capacity(300);
        keep(&mut store, &sheet(&"x".repeat(150))).unwrap();
        let hand = "y".repeat(150);
        store.set("mahjong-scorer.match.1", &hand).unwrap();
        assert_eq!(store.get("mahjong-scorer.match.1"), Some(hand));
        assert_eq!(store.get(SNAPSHOT_KEY), None);
    }

    #[test]
    fn a_store_full_without_a_sheet_drawn_says_so() {
        let mut store = MemoryStore::with_capacity(100);
        let refused = store.set("mahjong-scorer.match.1", &"y".repeat(150));
        assert_eq!(refused, Err(StoreError::Full));
    }
}
