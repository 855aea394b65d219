//! Each match's season figures, kept beside it under a key of their own, so
//! the season reads them without folding and scoring every hand again.
//! Derived, like everything shown: written with the match from the same
//! sheet, never backed up or sent, and believed only while they say they
//! were read from the match's text as it is now, by the build running (a
//! build may score differently). Otherwise the match itself is read.

use super::{decode_match, encode_match, match_key, KeyValue, Library, StoreError, Summary};
use engine::season::{MatchFigures, PlayerFigures};
use engine::sheet::ScoredMatch;
use engine::{Points, RuleSet, SpecialHand};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::sync::OnceLock;

/// Where every match's figures are kept, before its id.
pub const FIGURES_PREFIX: &str = "mahjong-scorer.figures.";

/// The key a match's figures are kept under.
pub fn figures_key(id: u64) -> String {
    format!("{FIGURES_PREFIX}{id}")
}

/// Whether a key keeps a match's figures.
pub fn is_figures_key(key: &str) -> bool {
    key.starts_with(FIGURES_PREFIX)
}

/// A match's figures as kept: what its summary in the index does not hold
/// (the name, the day, the players' names), in short.
#[derive(Serialize, Deserialize)]
struct Kept {
    /// What they were read from: [`fingerprint`].
    #[serde(rename = "of")]
    read_from: String,
    /// Each player's part, in entry order.
    #[serde(rename = "p")]
    players: Vec<Part>,
    /// The currency symbol, where the match kept money.
    #[serde(rename = "c", default, skip_serializing_if = "Option::is_none")]
    currency: Option<String>,
    /// The rules it started with, where they differ from the defaults.
    #[serde(rename = "r", default, skip_serializing_if = "Map::is_empty")]
    rules: Map<String, Value>,
}

/// One player's part: hands played, hands won, net points, net money,
/// the biggest hand won and the special hands made.
#[derive(Serialize, Deserialize)]
struct Part(
    usize,
    usize,
    Points,
    Option<i64>,
    Option<(Points, usize)>,
    Vec<SpecialHand>,
);

/// What a match's text is, read by a build: FNV-1a, 64 bits, in hex.
fn fingerprint(build: &str, text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let bytes = build.bytes().chain([0]).chain(text.bytes());
    for byte in bytes {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// The default rules, as JSON, against which a match's are kept.
fn default_rules() -> &'static Map<String, Value> {
    static DEFAULT: OnceLock<Map<String, Value>> = OnceLock::new();
    DEFAULT.get_or_init(|| rules_json(&RuleSet::default()))
}

fn rules_json(rules: &RuleSet) -> Map<String, Value> {
    match serde_json::to_value(rules) {
        Ok(Value::Object(values)) => values,
        _ => Map::new(),
    }
}

impl Kept {
    fn of(figures: &MatchFigures, read_from: String) -> Kept {
        let defaults = default_rules();
        let rules = rules_json(&figures.rules)
            .into_iter()
            .filter(|(name, value)| defaults.get(name) != Some(value))
            .collect();
        let players = figures.players.iter().map(|p| {
            let (played, won) = (p.hands_played, p.hands_won);
            let specials = p.specials.clone();
            Part(played, won, p.net_points, p.net_money, p.biggest, specials)
        });
        Kept {
            read_from,
            players: players.collect(),
            currency: figures.currency.clone(),
            rules,
        }
    }

    /// The figures, with what the index's summary holds; none when the
    /// rules do not read or the players do not match the summary's.
    fn figures(self, summary: &Summary) -> Option<MatchFigures> {
        if self.players.len() != summary.players.len() {
            return None;
        }
        let rules = if self.rules.is_empty() {
            RuleSet::default()
        } else {
            let mut values = default_rules().clone();
            values.extend(self.rules);
            serde_json::from_value(Value::Object(values)).ok()?
        };
        let names = summary.players.iter();
        let players = names.zip(self.players).map(|(name, part)| {
            let Part(hands_played, hands_won, net_points, net_money, biggest, specials) = part;
            PlayerFigures {
                name: name.clone(),
                hands_played,
                hands_won,
                net_points,
                net_money,
                biggest,
                specials,
            }
        });
        Some(MatchFigures {
            id: summary.id,
            name: summary.name.clone(),
            created: summary.created.clone(),
            rules,
            currency: self.currency,
            players: players.collect(),
        })
    }
}

/// A kept match's figures, and how they were come by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Figures {
    /// Read from the figures kept beside the match.
    Kept(MatchFigures),
    /// Read from the match itself, its figures kept beside it missing or
    /// stale: with what to keep there now ([`Library::keep_figures`]).
    Read(MatchFigures, Unkept),
}

/// Figures read from a match, to be kept beside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unkept {
    read_from: String,
    text: String,
}

impl<S: KeyValue> Library<S> {
    /// Writes a match, and its figures beside it from the same sheet. The
    /// figures are no loss if refused: the match is then read instead.
    pub(super) fn write_match(&mut self, id: u64, game: &ScoredMatch) -> Result<(), StoreError> {
        let text = encode_match(game.game());
        self.store.set(&match_key(id), &text)?;
        let figures = MatchFigures::of(id, "", "", game);
        let kept = Kept::of(&figures, fingerprint(&self.build, &text));
        let kept = serde_json::to_string(&kept).unwrap_or_default();
        // Refused, they are no loss: any kept before are found stale.
        let _refused = self.store.set(&figures_key(id), &kept);
        Ok(())
    }

    /// A listed match's figures: from those kept beside it, while they
    /// were read from the match as it is now; else from the match, with
    /// the text to keep beside it. None when the match cannot be read.
    pub fn figures(&self, summary: &Summary) -> Option<Figures> {
        let id = summary.id;
        let text = self.store.get(&match_key(id))?;
        let read_from = fingerprint(&self.build, &text);
        let kept = self.store.get(&figures_key(id));
        let kept = kept.and_then(|k| serde_json::from_str::<Kept>(&k).ok());
        if let Some(figures) = kept
            .filter(|k| k.read_from == read_from)
            .and_then(|k| k.figures(summary))
        {
            return Some(Figures::Kept(figures));
        }
        let game = decode_match(&text).ok()?;
        let figures = MatchFigures::of(id, &summary.name, &summary.created, &game);
        let kept = Kept::of(&figures, read_from.clone());
        let text = serde_json::to_string(&kept).unwrap_or_default();
        Some(Figures::Read(figures, Unkept { read_from, text }))
    }

    /// Keeps a match's figures beside it, as [`Library::figures`] gave
    /// them, unless the match has changed since.
    pub fn keep_figures(&mut self, id: u64, unkept: &Unkept) -> Result<(), StoreError> {
        let now = self.store.get(&match_key(id));
        if now.is_some_and(|text| fingerprint(&self.build, &text) == unkept.read_from) {
            self.store.set(&figures_key(id), &unkept.text)?;
        }
        Ok(())
    }

    /// Forgets figures kept for a match no longer here (an earlier build
    /// emptied the bin without knowing of them).
    pub fn forget_stray_figures(&mut self) -> Result<(), StoreError> {
        let here = |id: u64| self.has(id) || self.bin.iter().any(|b| b.summary.id == id);
        let stray: Vec<String> = self
            .store
            .keys()
            .into_iter()
            .filter(|k| {
                let id = k
                    .strip_prefix(FIGURES_PREFIX)
                    .and_then(|id| id.parse().ok());
                is_figures_key(k) && !id.is_some_and(here)
            })
            .collect();
        stray.iter().try_for_each(|k| self.store.remove(k))
    }
}

#[cfg(test)]
mod tests;
