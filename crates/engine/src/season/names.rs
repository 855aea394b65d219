//! Who is who across matches: names matched without regard to case and
//! spacing, and spellings the players said are one player.

pub use crate::players::name_key;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Pairs of spellings the players said are one player, as they chose them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct NameLinks(pub Vec<(String, String)>);

impl NameLinks {
    /// Says two spellings are one player; whether that is news.
    pub fn link(&mut self, a: &str, b: &str) -> bool {
        if self.players().same(a, b) {
            return false;
        }
        self.0.push((a.trim().to_string(), b.trim().to_string()));
        true
    }

    /// Takes back a link between two spellings (either way round).
    pub fn separate(&mut self, a: &str, b: &str) {
        let (a, b) = (name_key(a), name_key(b));
        self.0.retain(|(x, y)| {
            let (x, y) = (name_key(x), name_key(y));
            !((x == a && y == b) || (x == b && y == a))
        });
    }

    /// Who each spelling is.
    pub fn players(&self) -> Players {
        let mut root: BTreeMap<String, String> = BTreeMap::new();
        fn find(root: &BTreeMap<String, String>, key: &str) -> String {
            let mut at = key.to_string();
            while let Some(up) = root.get(&at).filter(|up| **up != at) {
                at = up.clone();
            }
            at
        }
        for (a, b) in &self.0 {
            let (a, b) = (find(&root, &name_key(a)), find(&root, &name_key(b)));
            let (low, high) = if a <= b { (a, b) } else { (b, a) };
            if low != high {
                root.insert(high, low);
            }
        }
        let flat = root.keys().map(|k| (k.clone(), find(&root, k))).collect();
        Players(flat)
    }
}

/// Who each spelling is: the key of the linked group it is in.
#[derive(Clone, Debug, Default)]
pub struct Players(BTreeMap<String, String>);

impl Players {
    /// The player a name belongs to, as a key.
    pub fn of(&self, name: &str) -> String {
        let key = name_key(name);
        self.0.get(&key).cloned().unwrap_or(key)
    }

    /// Whether two names are one player.
    pub fn same(&self, a: &str, b: &str) -> bool {
        self.of(a) == self.of(b)
    }
}
