//! What the history list shows of a match, summed up from its sheet.

use engine::sheet::ScoredMatch;
use serde::{Deserialize, Serialize};

/// What the history list shows of a match.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Summary {
    /// Its key.
    pub id: u64,
    /// Its name.
    pub name: String,
    /// When it was started (ISO 8601).
    pub created: String,
    /// When it last changed (ISO 8601).
    pub updated: String,
    /// The players.
    pub players: Vec<String>,
    /// Hands played.
    pub hands: usize,
    /// Who leads, if anyone does alone.
    pub leader: Option<String>,
    /// The North round is over.
    pub complete: bool,
}

/// Sums up a match for the history list.
pub fn summarize(id: u64, name: &str, created: &str, updated: &str, game: &ScoredMatch) -> Summary {
    let sheet = game.sheet();
    let names = &game.game().setup.names;
    Summary {
        id,
        name: name.to_string(),
        created: created.to_string(),
        updated: updated.to_string(),
        players: names.clone(),
        hands: game.game().hands.len(),
        leader: sheet.leader().and_then(|p| names.get(p.0).cloned()),
        complete: sheet.next.complete,
    }
}
