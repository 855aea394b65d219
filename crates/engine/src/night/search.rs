//! A good plan where no plane fits (the social golfer problem): each round
//! seated greedily, then a tabu search swapping two players at different
//! tables of one round, from a few fresh starts; the best plan found wins,
//! by docs/rules.md §13.2's order: the most-met pair, then the pairs met again, and
//! only below any pair the tables of three or five going round. The work
//! is counted in pair looks, never timed, so a seed gives one plan and 40
//! players over 8 rounds plan in well under a second.

use super::board::{Board, History};
use super::layout::Layout;
use super::places::RoundSeats;
use super::random::Draw;

/// Fresh starts, each seated greedily.
const STARTS: usize = 4;
/// Pair looks the whole search may spend.
const WORK: usize = 7_500_000;
/// Steps without a better plan before the search goes back to its best
/// and shakes it.
const PATIENCE: usize = 300;
/// Steps without a better plan before a start gives up.
const GIVE_UP: usize = 20 * PATIENCE;
/// Pair looks the search may spend giving seats at tables of three or five
/// back in turn, once the pairs are as good as it finds them.
const TURNS_WORK: usize = 1_000_000;
/// Pair looks a step spends besides weighing its swaps.
const STEP_LOOKS: usize = 64;

/// What the search starts from: the night, and the rounds known before it
/// starts (a plane's, `exact.rs`), which each start takes as they are
/// before seating the rest greedily.
pub(super) struct Start<'a> {
    /// How many players.
    pub players: usize,
    /// How many rounds.
    pub rounds: usize,
    /// Every round's tables.
    pub layout: &'a Layout,
    /// The first rounds' tables, where they are known.
    pub opening: &'a [RoundSeats],
    /// What the players met and sat at before these rounds.
    pub history: &'a History,
}

/// The tables of every round, spreading opponents as well as the search
/// finds: a few starts, the best of them by the most-met pair and then the
/// pairs met again; where some pair must meet three times or more, that
/// best searched again for the fewest pairs met again with no pair meeting
/// more often; last, the tables of three or five given back in turn where
/// that costs no pair.
pub(super) fn plan(start: &Start, seed: u64) -> Vec<RoundSeats> {
    let mut draw = Draw::new(seed);
    let share = WORK / (STARTS + 1);
    let mut best: Option<Board> = None;
    for _ in 0..STARTS {
        let mut board = greedy(start, &mut draw);
        improve(&mut board, &mut draw, share, Aim::Pairs);
        if best.as_ref().is_none_or(|b| rank(&board) < rank(b)) {
            best = Some(board);
        }
        if best.as_ref().is_some_and(|b| b.cost() == 0) {
            break;
        }
    }
    let Some(mut best) = best else {
        return Vec::new();
    };
    let (most, _) = best.repeats();
    if most > 2 {
        best.aim_within(most);
        improve(&mut best, &mut draw, share, Aim::Pairs);
    }
    improve(&mut best, &mut draw, TURNS_WORK, Aim::Turns);
    best.into_rounds()
}

/// Plans compare by the most any pair meets, then by the pairs meeting
/// more than once, then by the cost.
fn rank(board: &Board) -> (u8, usize, i128) {
    let (most, repeated) = board.repeats();
    (most, repeated, board.cost())
}

/// The opening's rounds, then each round in turn, each player at the table
/// of their kind where they have met the others least. The seats at tables
/// of three or five go round the players in a shuffled order, those who
/// have had fewest before first, so they are shared out evenly.
fn greedy(start: &Start, draw: &mut Draw) -> Board {
    let Start {
        players,
        rounds,
        layout,
        opening,
        history,
    } = *start;
    let sizes = layout.sizes();
    let mut board = Board::new(players, sizes.clone(), history);
    let opening = opening.iter().take(rounds);
    let known = opening.len();
    for tables in opening {
        board.push(tables.numbers());
    }
    let mut turns = draw.shuffled(players);
    // Those with fewer such seats before these rounds go first.
    turns.sort_by_key(|&p| board.odd_history(p));
    let odd_seats = layout.odd_seats();
    for k in known..rounds {
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
            .map(|m| board.weight(m.saturating_add(1)) - board.weight(m))
            .sum();
        let ties = if cost == choice.0 { choice.2 + 1 } else { 1 };
        if cost < choice.0 || (cost == choice.0 && draw.below(ties) == 0) {
            choice = (cost, t, ties);
        }
    }
    choice.1
}

/// What a tabu search is after.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Aim {
    /// The fewest meetings again, the seats at tables of three or five
    /// only below them.
    Pairs,
    /// The seats at tables of three or five in turn, never at the cost of
    /// a pair: swaps that would meet anyone more often are not made.
    Turns,
}

/// Tabu search: a player who meets someone again (or, aiming at turns,
/// sits out of turn) moves to the swap that costs least, though it may
/// cost more; the players just swapped stay put a while unless moving them
/// beats the best plan so far.
fn improve(board: &mut Board, draw: &mut Draw, work: usize, aim: Aim) {
    let players = board.players();
    let mut best = board.clone();
    let mut tabu = vec![0usize; players * board.round_count()];
    let (mut spent, mut step, mut since, mut stale) = (0, 0, 0, 0);
    let done = |b: &Board| match aim {
        Aim::Pairs => b.cost() == 0,
        Aim::Turns => b.spread() == 0,
    };
    while spent < work && !done(&best) && stale < GIVE_UP {
        step += 1;
        let (clash, picking) = pick_clash(board, draw, aim);
        let Some((k, a)) = clash else {
            break;
        };
        let held = (&tabu[..], step);
        let (partner, looks) = best_partner(board, (k, a), held, (best.cost(), aim), draw);
        spent += picking + looks + STEP_LOOKS;
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
            if aim == Aim::Pairs {
                shake(board, draw);
            }
            since = 0;
        }
    }
    *board = best;
}

/// A round and a player who meets someone again there, or, when nobody
/// does, who sits at a table of three or five out of turn (or at a four
/// while it is theirs); and the looks it took to find them. Aiming at
/// turns, only the latter.
fn pick_clash(board: &Board, draw: &mut Draw, aim: Aim) -> (Option<(usize, usize)>, usize) {
    let (rounds, players) = (board.round_count(), board.players());
    let mut looks = 0;
    let faults = match aim {
        Aim::Pairs => [true, false].as_slice(),
        Aim::Turns => [false].as_slice(),
    };
    for &clash in faults {
        let fault = |k: usize, a: usize| match clash {
            true => board.clashes(k, a),
            false => board.out_of_turn(k, a),
        };
        // A clash is looked for among a table's mates, a turn among everyone.
        let each = if clash { 4 } else { players };
        for _ in 0..32 {
            let (k, a) = (draw.below(rounds), draw.below(players));
            looks += each;
            if fault(k, a) {
                return (Some((k, a)), looks);
            }
        }
        let found: Vec<(usize, usize)> = (0..rounds)
            .flat_map(|k| (0..players).map(move |a| (k, a)))
            .filter(|&(k, a)| fault(k, a))
            .collect();
        looks += rounds * players * each;
        if let Some(&pick) = found.get(draw.below(found.len())) {
            return (Some(pick), looks);
        }
    }
    (None, looks)
}

/// The player at another table of the round whom `a` should swap with, and
/// the pair looks it took. A swap between a four and a three or five also
/// weighs the seats at those tables going round, below any pair, and
/// gives a seat out of turn only to make a plan better than the best so
/// far (so the search does not wander among plans that give them away).
/// Aiming at turns, no swap makes anyone meet more often.
fn best_partner(
    board: &Board,
    (k, a): (usize, usize),
    (tabu, step): (&[usize], usize),
    (best_cost, aim): (i128, Aim),
    draw: &mut Draw,
) -> (Option<usize>, usize) {
    let players = board.players();
    let Some(ta) = board.table_of(k, a) else {
        return (None, 0);
    };
    let (mut choice, mut least, mut ties, mut looks) = (None, i128::MAX, 0, 0);
    for b in 0..players {
        let Some(tb) = board.table_of(k, b).filter(|&tb| tb != ta) else {
            continue;
        };
        let swap = board.swap_cost(k, a, b);
        let delta = swap.total();
        looks += 8;
        if board.is_odd(ta) != board.is_odd(tb) {
            looks += board.round_count();
        }
        let better = board.cost() + delta < best_cost;
        let held = tabu.get(k * players + b).is_some_and(|&t| t > step);
        let costs_a_pair = aim == Aim::Turns && swap.pairs > 0;
        if delta > least || (held && !better) || (swap.spread > 0 && !better) || costs_a_pair {
            continue;
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
    let (rounds, players) = (board.round_count(), board.players());
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
