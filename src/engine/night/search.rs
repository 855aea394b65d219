//! A good plan where no plane fits (the social golfer problem): each round
//! seated greedily, then a tabu search swapping two players at different
//! tables of one round, from a few fresh starts; the best plan found wins.
//! The work is bounded, so 40 players over 8 rounds plan in well under a
//! second.

use super::board::{weight, Board};
use super::layout::Layout;
use super::odd::OddTurns;
use super::random::Draw;

/// Fresh starts, each seated greedily.
const STARTS: usize = 4;
/// Pair looks the whole search may spend.
const WORK: usize = 6_000_000;
/// Steps without a better plan before the search goes back to its best
/// and shakes it.
const PATIENCE: usize = 300;
/// Steps without a better plan before a start gives up.
const GIVE_UP: usize = 20 * PATIENCE;
/// Pair looks a step spends besides weighing its swaps.
const STEP_LOOKS: usize = 64;

/// The tables of every round, spreading opponents as well as the search
/// finds.
pub(super) fn plan(
    players: usize,
    rounds: usize,
    layout: &Layout,
    seed: u64,
) -> Vec<Vec<Vec<usize>>> {
    let mut draw = Draw::new(seed);
    let mut best: Option<Board> = None;
    for _ in 0..STARTS {
        let mut board = greedy(players, rounds, layout, &mut draw);
        improve(&mut board, &mut draw, WORK / STARTS);
        if best.as_ref().is_none_or(|b| rank(&board) < rank(b)) {
            best = Some(board);
        }
        if best.as_ref().is_some_and(|b| b.cost() == 0) {
            break;
        }
    }
    best.map(Board::into_rounds).unwrap_or_default()
}

/// Plans compare by the most any pair meets, then by the pairs meeting
/// more than once, then by the cost.
fn rank(board: &Board) -> (u8, usize, i128) {
    let (most, repeated) = board.repeats();
    (most, repeated, board.cost())
}

/// Each round in turn, each player at the table of their kind where they
/// have met the others least. The seats at tables of three or five go
/// round the players in a shuffled order, so they are shared out evenly.
fn greedy(players: usize, rounds: usize, layout: &Layout, draw: &mut Draw) -> Board {
    let sizes = layout.sizes();
    let mut board = Board::new(players, sizes.clone());
    let turns = draw.shuffled(players);
    let odd_seats = layout.odd_seats();
    for k in 0..rounds {
        let mut odd = vec![false; players];
        for i in 0..odd_seats {
            let at = (k * odd_seats + i) % players.max(1);
            if let Some(seat) = turns.get(at).and_then(|&p| odd.get_mut(p)) {
                *seat = true;
            }
        }
        let mut tables = vec![Vec::new(); sizes.len()];
        for p in draw.shuffled(players) {
            let wants_odd = odd.get(p).copied().unwrap_or(false);
            let t = best_table(&board, &tables, p, wants_odd, draw);
            if let Some(table) = tables.get_mut(t) {
                table.push(p);
            }
        }
        board.push(tables);
    }
    board
}

/// The table with room, of the kind the player is due, where they would
/// meet the others least often before; ties drawn.
fn best_table(board: &Board, tables: &[Vec<usize>], p: usize, odd: bool, draw: &mut Draw) -> usize {
    let room =
        |t: usize| tables.get(t).map_or(0, Vec::len) < board.sizes().get(t).copied().unwrap_or(0);
    let fits = |t: usize| room(t) && board.is_odd(t) == odd;
    let any_fits = (0..tables.len()).any(fits);
    let mut choice = (i128::MAX, 0, 0);
    for (t, table) in tables.iter().enumerate() {
        if !(if any_fits { fits(t) } else { room(t) }) {
            continue;
        }
        let cost: i128 = table
            .iter()
            .map(|&x| board.met(p, x))
            .map(|m| weight(m.saturating_add(1)) - weight(m))
            .sum();
        let ties = if cost == choice.0 { choice.2 + 1 } else { 1 };
        if cost < choice.0 || (cost == choice.0 && draw.below(ties) == 0) {
            choice = (cost, t, ties);
        }
    }
    choice.1
}

/// Tabu search: a player who meets someone again moves to the swap that
/// costs least, though it may cost more; the players just swapped stay
/// put a while unless moving them beats the best plan so far.
fn improve(board: &mut Board, draw: &mut Draw, work: usize) {
    let players = board.players();
    let mut best = board.clone();
    let mut tabu = vec![0usize; players * board.rounds().len()];
    let (mut spent, mut step, mut since, mut stale) = (0, 0, 0, 0);
    while spent < work && best.cost() > 0 && stale < GIVE_UP {
        step += 1;
        let Some((k, a)) = pick_clash(board, draw) else {
            break;
        };
        let (partner, looks) = best_partner(board, (k, a), (&tabu, step), best.cost(), draw);
        spent += looks + STEP_LOOKS;
        if let Some(b) = partner {
            board.swap(k, a, b);
            let until = step + 4 + draw.below(8);
            for p in [a, b] {
                if let Some(t) = tabu.get_mut(k * players + p) {
                    *t = until;
                }
            }
        }
        since += 1;
        stale += 1;
        if board.cost() < best.cost() {
            best = board.clone();
            (since, stale) = (0, 0);
        } else if since > PATIENCE {
            *board = best.clone();
            shake(board, draw);
            since = 0;
        }
    }
    *board = best;
}

/// A round and a player who meets someone again there.
fn pick_clash(board: &Board, draw: &mut Draw) -> Option<(usize, usize)> {
    let (rounds, players) = (board.rounds().len(), board.players());
    for _ in 0..32 {
        let (k, a) = (draw.below(rounds), draw.below(players));
        if board.clashes(k, a) {
            return Some((k, a));
        }
    }
    let clashes: Vec<(usize, usize)> = (0..rounds)
        .flat_map(|k| (0..players).map(move |a| (k, a)))
        .filter(|&(k, a)| board.clashes(k, a))
        .collect();
    clashes.get(draw.below(clashes.len())).copied()
}

/// The player at another table of the round whom `a` should swap with, and
/// the pair looks it took. Swaps between a four and a three or five must
/// keep the odd tables going round.
fn best_partner(
    board: &Board,
    (k, a): (usize, usize),
    (tabu, step): (&[usize], usize),
    best_cost: i128,
    draw: &mut Draw,
) -> (Option<usize>, usize) {
    let players = board.players();
    let Some(ta) = board.table_of(k, a) else {
        return (None, 0);
    };
    let (mut choice, mut least, mut ties, mut looks) = (None, i128::MAX, 0, 0);
    let mut turns: Option<OddTurns> = None;
    for b in 0..players {
        let Some(tb) = board.table_of(k, b).filter(|&tb| tb != ta) else {
            continue;
        };
        let delta = board.swap_cost(k, a, b);
        looks += 8;
        let held = tabu.get(k * players + b).is_some_and(|&t| t > step);
        if delta > least || (held && board.cost() + delta >= best_cost) {
            continue;
        }
        if board.is_odd(ta) != board.is_odd(tb) {
            let turns = turns.get_or_insert_with(|| {
                looks += 8 * players * board.rounds().len();
                OddTurns::of(board)
            });
            looks += board.rounds().len();
            if !turns.allow(k, a, b) {
                continue;
            }
        }
        ties = if delta == least { ties + 1 } else { 1 };
        if delta < least || draw.below(ties) == 0 {
            (choice, least) = (Some(b), delta);
        }
    }
    (choice, looks)
}

/// A few random swaps between tables of one kind, to leave a dead end.
fn shake(board: &mut Board, draw: &mut Draw) {
    let (rounds, players) = (board.rounds().len(), board.players());
    for _ in 0..2 + players / 8 {
        let (k, a, b) = (draw.below(rounds), draw.below(players), draw.below(players));
        let (ta, tb) = (board.table_of(k, a), board.table_of(k, b));
        if let (Some(ta), Some(tb)) = (ta, tb) {
            if ta != tb && board.is_odd(ta) == board.is_odd(tb) {
                board.swap(k, a, b);
            }
        }
    }
}
