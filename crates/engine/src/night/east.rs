//! Who sits in seat 1, East for a table's first hand: each player once
//! before anyone twice, wherever the tables allow.

use super::places::{NightPlayer, RoundSeats};

/// The tables in seat order: seat 1 first, the others as they were.
/// The rounds' tables are taken in order and given a first East who has
/// not yet had seat 1 in this turn round the players, moving earlier
/// choices where that lets a later table have one too (a bipartite
/// matching, grown one table at a time). A table where nobody can be
/// found takes whoever has had seat 1 least. `before` counts each
/// player's seats 1 in rounds before these (none for a new night): whoever
/// has had more than the fewest has had theirs in the turn under way.
pub(super) fn seat(players: usize, rounds: Vec<RoundSeats>, before: &[usize]) -> Vec<RoundSeats> {
    let numbers: Vec<Vec<usize>> = rounds.iter().flat_map(RoundSeats::numbers).collect();
    let slots: Vec<&[usize]> = numbers.iter().map(Vec::as_slice).collect();
    let mut east: Vec<Option<usize>> = vec![None; slots.len()];
    let mut times: Vec<usize> = (0..players)
        .map(|p| before.get(p).map_or(0, |&t| t))
        .collect();
    let fewest = times.iter().copied().min().unwrap_or(0);
    let mut had: Vec<bool> = times.iter().map(|&t| t > fewest).collect();
    let mut turn: Vec<Option<usize>> = vec![None; players];
    let mut matched = had.iter().filter(|&&h| h).count();
    for slot in 0..slots.len() {
        if matched == players {
            for (p, s) in turn.iter_mut().enumerate() {
                if let Some(s) = s.take() {
                    give_east(&mut east, &mut times, s, p);
                }
            }
            had.fill(false);
            matched = 0;
        }
        let mut seen = had.clone();
        if find(slot, &slots, &mut turn, &mut seen) {
            matched += 1;
        } else {
            let table = slots.get(slot).copied().unwrap_or(&[]);
            let least = table.iter().copied().min_by_key(|&p| times.get(p).copied());
            if let Some(p) = least {
                give_east(&mut east, &mut times, slot, p);
            }
        }
    }
    for (p, s) in turn.iter().enumerate() {
        if let Some(s) = *s {
            give_east(&mut east, &mut times, s, p);
        }
    }
    let mut east = east.into_iter();
    let mut east = move || east.next().flatten().map(NightPlayer);
    let rounds = rounds.into_iter();
    rounds.map(|r| r.with_east_first(&mut east)).collect()
}

fn give_east(east: &mut [Option<usize>], times: &mut [usize], slot: usize, p: usize) {
    if let Some(e) = east.get_mut(slot) {
        *e = Some(p);
    }
    if let Some(t) = times.get_mut(p) {
        *t += 1;
    }
}

/// An augmenting path from a table to a player free this turn.
fn find(slot: usize, slots: &[&[usize]], turn: &mut [Option<usize>], seen: &mut [bool]) -> bool {
    for &p in slots.get(slot).copied().unwrap_or(&[]) {
        match seen.get_mut(p) {
            Some(s) if !*s => *s = true,
            _ => continue,
        }
        let held = turn.get(p).copied().flatten();
        if held.is_none_or(|other| find(other, slots, turn, seen)) {
            if let Some(t) = turn.get_mut(p) {
                *t = Some(slot);
            }
            return true;
        }
    }
    false
}
