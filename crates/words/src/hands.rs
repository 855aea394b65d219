//! What a hand comes to, in sentences: who gives what to whom
//! (docs/rules.md §7.5), a hand of a match in a line, and what a correction
//! changes in the hands after it; who sits out and East's part, beside the
//! table.

use super::english::{join_list, player_name, sentence};
use engine::money::Tally;
use engine::seating::Seating;
use engine::sheet::{HandRow, LaterHand, Outcome, SeatTick, ToCheck};
use engine::{PlayerId, Points, Wind};

/// One line per player at the table — winner first, then by score, highest
/// first — saying what they give and receive.
pub fn instructions(row: &HandRow, names: &[String], tally: &Tally) -> Vec<String> {
    let order = settle_order(row);
    let name = |p: PlayerId| player_name(names, p);
    let amount = |points: Points| tally.format(tally.units(points));
    order
        .iter()
        .map(|&player| {
            let mut gives = Vec::new();
            let mut receives = Vec::new();
            for &other in &order {
                for p in &row.payments {
                    if p.from == player && p.to == other {
                        gives.push(format!("{} to {}", amount(p.amount), name(other)));
                    }
                    if p.to == player && p.from == other {
                        receives.push(format!("{} from {}", amount(p.amount), name(other)));
                    }
                }
            }
            let who = name(player);
            sentence(match (gives.is_empty(), receives.is_empty()) {
                (true, true) => format!("{who} neither gives nor receives"),
                (false, true) => format!("{who} gives {}", join_list(&gives)),
                (true, false) => format!("{who} receives {}", join_list(&receives)),
                (false, false) => format!(
                    "{who} gives {} and receives {}",
                    join_list(&gives),
                    join_list(&receives)
                ),
            })
        })
        .collect()
}

/// Players at the table who scored: winner first, then highest score first.
fn settle_order(row: &HandRow) -> Vec<PlayerId> {
    let winner = match row.outcome {
        Outcome::Won(w) => Some(w),
        _ => None,
    };
    let mut order: Vec<PlayerId> = row
        .seats
        .at_table()
        .map(|(p, _)| p)
        .filter(|&p| row.limited(p).is_some())
        .collect();
    order.sort_by_key(|&p| (Some(p) != winner, std::cmp::Reverse(row.limited(p)), p));
    order
}

/// One hand of a match in a line: who went out and with what, or that it
/// was drawn, and who was East.
pub fn hand_line(number: usize, row: &HandRow, names: &[String]) -> String {
    let east = player_name(names, row.seats.east());
    let what = match row.outcome {
        Outcome::Won(p) => format!(
            "{} went out with {}",
            player_name(names, p),
            row.limited(p).map_or_else(String::new, |s| s.to_string())
        ),
        Outcome::Drawn => "drawn".to_string(),
        Outcome::ScoredWithoutWinner => "nobody went out, scored by house rule".to_string(),
    };
    format!("Hand {number}: {what}; {east} was East.")
}

/// What a correction changes in a later hand, in words: each player whose
/// seat moves, then each player whose payment changes, then what the
/// players should check in it.
///
/// ```
/// use engine::sheet::{LaterHand, SeatTick, ToCheck};
/// use engine::seating::Seating;
/// use engine::{money::Tally, ByPlayer, PlayerCount, PlayerId, Wind};
/// use words::later_hand;
/// let before = Seating::first(PlayerCount::Two, None);
/// let mut after = before.clone();
/// after.pass_on();
/// let later = LaterHand { hand: 2, seats_before: before, seats_after: after,
///     changes_before: ByPlayer(vec![-20, 20]), changes_after: ByPlayer(vec![30, -30]),
///     to_check: Vec::new() };
/// let names = ["Ann".to_string(), "Bo".to_string()];
/// assert_eq!(later_hand(&later, &names, &Tally::Points),
///     "Hand 2: Ann sits West instead of East, Bo sits East instead of West; \
///      Ann's payment becomes 30 instead of -20, Bo's becomes -30 instead of 20.");
/// let to_check = vec![ToCheck::Ticks { player: PlayerId(1), seat: Wind::East,
///     prevailing: Wind::East, ticks: vec![SeatTick::OwnWind, SeatTick::OwnFlower] }];
/// assert!(later_hand(&LaterHand { to_check, ..later }, &names, &Tally::Points).ends_with(
///     "20. Check Bo's hand, now East: the entries cannot tell whether Bo held a pung, kong \
///      or pair of East winds, or flower 1, so they are left out; correct hand 2 if so."));
/// ```
pub fn later_hand(later: &LaterHand, names: &[String], tally: &Tally) -> String {
    let parts: Vec<String> = [
        seats_moved(later, names),
        payments_moved(later, names, tally),
    ]
    .into_iter()
    .filter(|part| !part.is_empty())
    .map(|part| part.join(", "))
    .collect();
    let changes = format!("Hand {}: {}.", later.hand, parts.join("; "));
    let checks = later
        .to_check
        .iter()
        .map(|c| to_check(c, later.hand, names));
    std::iter::once(changes)
        .chain(checks)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Each player a correction moves to another seat in a later hand.
fn seats_moved(later: &LaterHand, names: &[String]) -> Vec<String> {
    let wind = |s: &Seating, p| s.wind_of(p).map_or("out", |w| w.name());
    (0..later.changes_after.len())
        .map(PlayerId)
        .filter(|&p| later.seats_before.wind_of(p) != later.seats_after.wind_of(p))
        .map(|p| {
            let (was, now) = (wind(&later.seats_before, p), wind(&later.seats_after, p));
            format!("{} sits {now} instead of {was}", player_name(names, p))
        })
        .collect()
}

/// Each player whose payment a correction changes in a later hand.
fn payments_moved(later: &LaterHand, names: &[String], tally: &Tally) -> Vec<String> {
    (0..later.changes_after.len())
        .map(PlayerId)
        .filter(|&p| later.changes_before[p] != later.changes_after[p])
        .enumerate()
        .map(|(i, p)| {
            let subject = match i {
                0 => "payment becomes",
                _ => "becomes",
            };
            format!(
                "{}'s {subject} {} instead of {}",
                player_name(names, p),
                tally.format(later.changes_after[p]),
                tally.format(later.changes_before[p])
            )
        })
        .collect()
}

/// What the players should check in a later hand a correction moved.
fn to_check(check: &ToCheck, hand: usize, names: &[String]) -> String {
    match check {
        ToCheck::Ticks {
            player,
            seat,
            prevailing,
            ticks,
        } => {
            let name = player_name(names, *player);
            let winds = |wind: Wind| format!("a pung, kong or pair of {} winds", wind.name());
            let held: Vec<String> = ticks
                .iter()
                .map(|tick| match tick {
                    SeatTick::OwnWind => winds(*seat),
                    SeatTick::PrevailingWind => winds(*prevailing),
                    SeatTick::OwnFlower => format!("flower {}", seat.bonus_number()),
                    SeatTick::OwnSeason => format!("season {}", seat.bonus_number()),
                })
                .collect();
            let held = match held.as_slice() {
                [init @ .., last] if !init.is_empty() => {
                    format!("{}, or {last}", init.join(", "))
                }
                _ => held.concat(),
            };
            let they = if ticks.len() == 1 {
                "it is"
            } else {
                "they are"
            };
            format!(
                "Check {name}'s hand, now {}: the entries cannot tell whether {name} held \
                 {held}, so {they} left out; correct hand {hand} if so.",
                seat.name()
            )
        }
        ToCheck::NowPlays(player) => {
            let name = player_name(names, *player);
            format!(
                "{name} sat this hand out before and plays it now: correct hand {hand} \
                 to enter {name}'s hand."
            )
        }
    }
}

/// On the score sheet while a hand is being entered (`number` from 1): its
/// entries are kept, and the sheet waits for it.
///
/// ```
/// use words::hand_under_way;
/// assert_eq!(
///     hand_under_way(3, true),
///     "The correction of hand 3 is under way: its entries are kept. Continue it to record \
///      it or cancel it; until then the sheet cannot be changed."
/// );
/// ```
pub fn hand_under_way(number: usize, correcting: bool) -> String {
    let what = if correcting {
        format!("The correction of hand {number} is under way")
    } else {
        format!("Hand {number} is being entered")
    };
    format!("{what}: its entries are kept. Continue it to record it or cancel it; until then the sheet cannot be changed.")
}

/// Above the hand form, at a table of five: who sits out this hand.
pub fn sits_out(name: &str) -> String {
    format!("{name} sits out this hand.")
}

/// Under the picture of the table, at a table of five.
pub fn sitting_out(name: &str) -> String {
    format!("Sitting out: {name}")
}

/// Under the picture of the table: East's part in settling up.
///
/// ```
/// use words::east_pays_double;
/// assert_eq!(east_pays_double("Rod"), "East, Rod, pays and receives double.");
/// ```
pub fn east_pays_double(name: &str) -> String {
    format!("East, {name}, pays and receives double.")
}
