//! Every way a winner's tiles make four sets and a pair: the fixed groups as laid
//! out, and the pooled concealed tiles grouped every way into pungs, chows and a pair.
use super::text::Hand;
use super::tiles::{suit, Group, Shape};
use super::KINDS;
use std::collections::BTreeSet;

/// Every arrangement of a winner's hand into four sets and one pair: the fixed groups
/// first, in the order laid out, then the pooled tiles' groups (all concealed).
pub fn winning(hand: &Hand) -> Vec<Vec<Group>> {
    let fixed_pairs = hand.fixed.iter().filter(|g| g.shape == Shape::Pair).count();
    let fixed_sets = hand.fixed.len() - fixed_pairs;
    if fixed_pairs > 1 || fixed_sets > 4 {
        return Vec::new();
    }
    let pooled: usize = hand.pool.iter().map(|&c| c as usize).sum();
    let pairs = 1 - fixed_pairs;
    if pooled != 3 * (4 - fixed_sets) + 2 * pairs {
        return Vec::new();
    }
    partitions(&hand.pool, pairs)
        .into_iter()
        .map(|groups| hand.fixed.iter().copied().chain(groups).collect())
        .collect()
}

/// Whether the hand makes four sets and a pair at all.
pub fn any_winning(hand: &Hand) -> bool {
    !winning(hand).is_empty()
}

/// Every distinct split of the tiles into pungs, chows and exactly `pairs` pairs
/// (sorted groups, no repeats).
pub fn partitions(pool: &[u8; KINDS], pairs: usize) -> Vec<Vec<Group>> {
    let mut found = BTreeSet::new();
    let mut counts = *pool;
    let mut groups = Vec::new();
    split(&mut counts, pairs, &mut groups, &mut found);
    found.into_iter().collect()
}

/// Takes a group holding the lowest tile left, every possible way, and recurses.
fn split(
    counts: &mut [u8; KINDS],
    pairs: usize,
    groups: &mut Vec<Group>,
    found: &mut BTreeSet<Vec<Group>>,
) {
    let Some(low) = counts.iter().position(|&c| c > 0) else {
        if pairs == 0 {
            let mut done = groups.clone();
            done.sort();
            found.insert(done);
        }
        return;
    };
    let mut options = Vec::new();
    if counts[low] >= 3 {
        options.push(Group::new(Shape::Pung, low, false));
    }
    if pairs > 0 && counts[low] >= 2 {
        options.push(Group::new(Shape::Pair, low, false));
    }
    if low + 2 < KINDS
        && suit(low).is_some()
        && suit(low) == suit(low + 2)
        && counts[low + 1] > 0
        && counts[low + 2] > 0
    {
        options.push(Group::new(Shape::Chow, low, false));
    }
    for group in options {
        let tiles = group.tiles();
        for &kind in &tiles {
            counts[kind] -= 1;
        }
        groups.push(group);
        let left = pairs - usize::from(group.shape == Shape::Pair);
        split(counts, left, groups, found);
        groups.pop();
        for &kind in &tiles {
            counts[kind] += 1;
        }
    }
}
