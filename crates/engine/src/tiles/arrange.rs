//! Grouping loose concealed tiles (docs/rules.md §12.3): every way a
//! winner's tiles make four sets and a pair, and a non-winner's concealed
//! pungs and scoring pairs.

use super::hand::{Group, GroupKind, TileHand};
use super::tile::{Tile, KINDS};

/// Every way of splitting `counts` into concealed pungs and chows and at
/// most `pairs` pairs, each way as its groups.
fn split(
    counts: &mut [u8; KINDS],
    pairs: u8,
    from: usize,
    taken: &mut Vec<Group>,
    out: &mut Vec<Vec<Group>>,
) {
    let Some(i) = (from..KINDS).find(|&i| counts[i] > 0) else {
        out.push(taken.clone());
        return;
    };
    let Some(tile) = Tile::from_index(i) else {
        return;
    };
    let mut take = |counts: &mut [u8; KINDS], kind: GroupKind, used: &[usize], pairs: u8| {
        for &u in used {
            counts[u] -= 1;
        }
        taken.push(Group {
            kind,
            tile,
            exposed: false,
        });
        split(counts, pairs, i, taken, out);
        taken.pop();
        for &u in used {
            counts[u] += 1;
        }
    };
    if counts[i] >= 3 {
        take(counts, GroupKind::Pung, &[i, i, i], pairs);
    }
    if counts[i] >= 2 && pairs > 0 {
        take(counts, GroupKind::Pair, &[i, i], pairs - 1);
    }
    let chow = matches!(tile, Tile::Suited(_, n) if n <= 7);
    if chow && counts[i + 1] > 0 && counts[i + 2] > 0 {
        take(counts, GroupKind::Chow, &[i, i + 1, i + 2], pairs);
    }
}

/// Whether `counts` split into concealed pungs and chows and exactly
/// `pairs` pairs: the quick test behind [`winning_arrangements`].
pub(super) fn splits(counts: &mut [u8; KINDS], pairs: u8, from: usize) -> bool {
    let Some(i) = (from..KINDS).find(|&i| counts[i] > 0) else {
        return pairs == 0;
    };
    let suited_run = i < 27 && i % 9 <= 6;
    let try_take = |counts: &mut [u8; KINDS], used: &[usize], pairs: u8| {
        used.iter().for_each(|&u| counts[u] -= 1);
        let found = splits(counts, pairs, i);
        used.iter().for_each(|&u| counts[u] += 1);
        found
    };
    (counts[i] >= 3 && try_take(counts, &[i, i, i], pairs))
        || (counts[i] >= 2 && pairs > 0 && try_take(counts, &[i, i], pairs - 1))
        || (suited_run
            && counts[i + 1] > 0
            && counts[i + 2] > 0
            && try_take(counts, &[i, i + 1, i + 2], pairs))
}

/// Groups made and loose tiles (`loose`, counted by kind) as pungs and a
/// pair only, if the loose tiles split that way (there is at most one such
/// way): what most four-set special hands need, found without trying every
/// grouping.
pub fn pungs_and_a_pair(groups: &[Group], loose: &[u8; KINDS]) -> Option<Vec<Group>> {
    if loose.iter().any(|c| !matches!(c, 0 | 2 | 3 | 5)) {
        return None;
    }
    let sets = groups.iter().filter(|g| g.is_set()).count();
    let declared_pairs = groups.len() - sets;
    let mut all = groups.to_vec();
    for tile in Tile::all() {
        let kinds: &[GroupKind] = match loose[tile.index()] {
            2 => &[GroupKind::Pair],
            3 => &[GroupKind::Pung],
            5 => &[GroupKind::Pung, GroupKind::Pair],
            _ => &[],
        };
        all.extend(kinds.iter().map(|&kind| Group {
            kind,
            tile,
            exposed: false,
        }));
    }
    let pairs = all.iter().filter(|g| g.kind == GroupKind::Pair).count();
    (all.len() - pairs == 4 && pairs == 1 && declared_pairs <= 1).then_some(all)
}

/// Every way the winner's hand is four sets and a pair: the groups made,
/// then the loose tiles grouped. Empty when it is not a normal hand.
pub fn winning_arrangements(hand: &TileHand) -> Vec<Vec<Group>> {
    let sets = hand.groups.iter().filter(|g| g.is_set()).count();
    let pairs = hand.groups.len() - sets;
    if sets > 4 || pairs > 1 {
        return Vec::new();
    }
    let mut counts = [0u8; KINDS];
    for t in &hand.loose {
        counts[t.index()] += 1;
    }
    let loose: usize = hand.loose.len();
    let (want_sets, want_pairs) = (4 - sets, 1 - pairs);
    if loose != 3 * want_sets + 2 * want_pairs {
        return Vec::new();
    }
    let mut out = Vec::new();
    split(&mut counts, want_pairs as u8, 0, &mut Vec::new(), &mut out);
    out.into_iter()
        .filter(|ways| ways.iter().filter(|g| g.kind == GroupKind::Pair).count() == want_pairs)
        .map(|ways| hand.groups.iter().copied().chain(ways).collect())
        .collect()
}

/// A non-winner's groups: those made, and from the loose tiles every
/// concealed kong and pung and every pair that scores (`scores_as_pair`);
/// the rest score nothing.
pub fn waiting_groups(hand: &TileHand, scores_as_pair: impl Fn(Tile) -> bool) -> Vec<Group> {
    let mut counts = [0u8; KINDS];
    for t in &hand.loose {
        counts[t.index()] = counts[t.index()].saturating_add(1);
    }
    let loose = Tile::all().filter_map(|tile| {
        let kind = match counts[tile.index()] {
            4.. => GroupKind::Kong,
            3 => GroupKind::Pung,
            2 if scores_as_pair(tile) => GroupKind::Pair,
            _ => return None,
        };
        Some(Group {
            kind,
            tile,
            exposed: false,
        })
    });
    hand.groups.iter().copied().chain(loose).collect()
}
