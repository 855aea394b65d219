//! The season's standings: the matches a filter admits, summed per player,
//! with each player's running net across them.

use super::rows::{PlayerRow, Season};
use super::{Column, MatchFigures, NameLinks, SeasonFilter};
use crate::presets::Presets;
use std::collections::BTreeMap;

/// The season the filter admits from the kept matches, each player's
/// spellings joined as the links say.
pub fn season<'a>(
    kept: impl IntoIterator<Item = &'a MatchFigures>,
    links: &NameLinks,
    filter: &SeasonFilter,
    presets: &Presets,
) -> Season {
    let counted = counted(kept, filter, presets);
    let players = links.players();
    let mut rows: BTreeMap<String, PlayerRow> = BTreeMap::new();
    for (at, figures) in counted.iter().enumerate() {
        for part in &figures.players {
            let key = players.of(&part.name);
            let row = rows
                .entry(key.clone())
                .or_insert_with(|| PlayerRow::new(key, &part.name, counted.len()));
            row.add(part, figures, at);
        }
    }
    let currencies: Vec<&String> = counted.iter().filter_map(|m| m.currency.as_ref()).collect();
    let mut season = Season {
        matches: counted.len(),
        rows: rows.into_values().collect(),
        currency: one_currency(&currencies),
        money: !currencies.is_empty(),
    };
    for row in &mut season.rows {
        row.specials.sort();
    }
    season.sort(Column::NetPoints, true);
    season
}

/// The matches the filter admits, in the order they were played.
fn counted<'a>(
    kept: impl IntoIterator<Item = &'a MatchFigures>,
    filter: &SeasonFilter,
    presets: &Presets,
) -> Vec<&'a MatchFigures> {
    let mut counted: Vec<&MatchFigures> = kept
        .into_iter()
        .filter(|m| filter.admits(m, presets))
        .collect();
    counted.sort_by(|a, b| a.created.cmp(&b.created).then(a.id.cmp(&b.id)));
    counted
}

/// The currency the money matches kept, when they all kept the same one.
fn one_currency(currencies: &[&String]) -> Option<String> {
    currencies
        .first()
        .filter(|first| currencies.iter().all(|c| c == *first))
        .map(|c| c.to_string())
}
