//! Each table problem in plain words: the players by name, the right number
//! and plural, and what to change on the hand form; and why a match does
//! not add up.

use super::english::{join_list, player_name, possessives};
use super::say::Say;
use crate::counted;
use engine::checks::{BonusKind, Problem};
use engine::sheet::MatchError;
use engine::tiles::Bonus;
use engine::PlayerId;
use std::fmt;

/// A table problem in words, with the players' names.
pub fn problem(problem: &Problem, names: &[String]) -> String {
    let name = |p: &PlayerId| player_name(names, *p);
    let all = |ps: &[PlayerId]| ps.iter().map(name).collect::<Vec<_>>();
    let list = |ps: &[PlayerId]| join_list(&all(ps));
    match problem {
            Problem::ImpossibleForm { player, violations } => {
                let reasons: Vec<String> = violations.iter().map(|each| each.said().to_string()).collect();
                let who = name(player);
                format!("{who}'s form cannot be right: {}. Change {who}'s form.", reasons.join("; "))
            }
            Problem::SeveralWinners(ps) => {
                let how_many = if ps.len() == 2 { "both" } else { "all" };
                format!("Only one player can go Mah-Jong, but {} {how_many} declared it. Untick Declares Mah-Jong for all but the winner.", list(ps))
            }
            Problem::TooManyDragonSets { players, sets } => format!(
                "There are only three dragons, but {} {} {} between them. Lower the dragon sets.",
                list(players),
                holds(players.len()),
                counted(*sets, "dragon set", "dragon sets"),
            ),
            Problem::TooManyDragonPairs { .. } => dragon_pairs_message(problem, names),
            Problem::TooManyOfWind { wind, players } => format!(
                "There are only four {wind} tiles, too few for the {wind} sets and pairs in {} {}. Change one of them.",
                possessives(&all(players)),
                forms(players.len()),
            ),
            Problem::BonusTilesClash { kind, players } => {
                bonus_message(*kind, &possessives(&all(players)), players.len())
            }
            Problem::TooManyChows { player, sets, needed } => {
                chows_message(&name(player), *sets, *needed)
            }
            Problem::TwoPlayerMinimum { player, .. } => two_player_message(problem, &name(player)),
            Problem::NoWinner => "Nobody declared Mah-Jong.".into(),
            Problem::TooManyOfTile {
                tile,
                players,
                count,
            } => format!(
                "There are only four {}, but {} {} {count} between them. Change one of their hands.",
                tile.name(),
                list(players),
                holds(players.len()),
            ),
            Problem::BonusTileTwice { bonus, players } => bonus_twice_message(*bonus, &all(players)),
            Problem::TilesNotAHand { player, problem } => {
                let who = name(player);
                let why = super::tiles::tile_problem(problem);
                format!("{who}'s tiles give no hand: {why}. Change {who}'s tiles, or edit the counts instead.")
            }
            Problem::OwnHandNotInRules { player, hand } => format!(
                "{} named {hand}, which these house rules do not score as named. Choose another special hand for {}.",
                name(player),
                name(player)
            ),
        }
}

/// Why a match does not add up, with every problem of a refused hand.
pub fn match_error(error: &MatchError, names: &[String]) -> String {
    match error {
        MatchError::Refused { hand, problems } => {
            let said: Vec<String> = problems.iter().map(|p| problem(p, names)).collect();
            format!("hand {hand} cannot be scored: {}", said.join(" "))
        }
        other => other.said().to_string(),
    }
}

/// Why a match does not add up, without the players' names: a refused
/// hand says only how many problems it has.
impl Say for MatchError {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Setup(problems) => {
                let each: Vec<String> = problems
                    .iter()
                    .map(|each| each.said().to_string())
                    .collect();
                write!(f, "the match setup is invalid: {}", each.join("; "))
            }
            MatchError::FormCount {
                hand,
                expected,
                found,
            } => write!(
                f,
                "hand {hand} must have {expected} entries but has {found}"
            ),
            MatchError::Refused { hand, problems } => write!(
                f,
                "hand {hand} cannot be scored: {} with its entries",
                counted(problems.len() as u64, "problem", "problems")
            ),
        }
    }
}

fn two_player_message(problem: &Problem, who: &str) -> String {
    let Problem::TwoPlayerMinimum {
        doubles,
        points,
        needed_doubles,
        needed_points,
        ..
    } = problem
    else {
        return String::new();
    };
    format!(
            "In the two-player game going out needs {} or {needed_points} points; {who} has {} and {points} points. Score it anyway, or change the form.",
            counted(*needed_doubles, "double", "doubles"),
            counted(*doubles, "double", "doubles"),
        )
}

fn dragon_pairs_message(problem: &Problem, names: &[String]) -> String {
    let Problem::TooManyDragonPairs {
        players,
        pairs,
        room,
        set_holders,
        sets,
        over,
    } = problem
    else {
        return String::new();
    };
    let list = |ps: &[PlayerId]| {
        join_list(
            &ps.iter()
                .map(|p| player_name(names, *p))
                .collect::<Vec<_>>(),
        )
    };
    let left = 3u32.saturating_sub(*sets);
    let outside = dragons_outside(*sets, &list(set_holders), set_holders.len());
    let change = "Change the pairs of dragons or the dragon sets.";
    match over {
        Some((player, held)) => {
            let most = match left {
                0 => "no dragon pair".to_string(),
                n => format!("at most {}", counted(n, "dragon pair", "dragon pairs")),
            };
            format!(
                "{} holds {}, but {outside}, so one player can hold {most}. {change}",
                player_name(names, *player),
                counted(*held, "dragon pair", "dragon pairs"),
            )
        }
        None => {
            let most = match left {
                0 => "there can be no dragon pair".to_string(),
                _ => format!("they make at most {}", counted(*room, "pair", "pairs")),
            };
            format!(
                "{} {} {} between them, but {outside}, and {most}. {change}",
                list(players),
                holds(players.len()),
                counted(*pairs, "dragon pair", "dragon pairs"),
            )
        }
    }
}

/// Where the dragons are: how many are left outside the sets, and who holds
/// the sets.
fn dragons_outside(sets: u32, holders: &str, n_holders: usize) -> String {
    let in_sets = match sets {
        0 => String::new(),
        _ => format!(
            " ({holders} {} {})",
            holds(n_holders),
            counted(sets, "dragon set", "dragon sets")
        ),
    };
    match 3u32.saturating_sub(sets) {
        0 => format!("every dragon is in a set{in_sets}"),
        n => format!(
            "only {} not in a set{in_sets}",
            counted(n, "dragon is", "dragons are")
        ),
    }
}

fn bonus_twice_message(bonus: Bonus, players: &[String]) -> String {
    let who = match players.len() {
        1 => format!("{} holds it twice", join_list(players)),
        2 => format!("{} both hold it", join_list(players)),
        _ => format!("{} all hold it", join_list(players)),
    };
    format!(
        "There is only one {}, but {who}. Change one of their hands.",
        bonus.name()
    )
}

fn bonus_message(kind: BonusKind, whose: &str, players: usize) -> String {
    let kind = match kind {
        BonusKind::Flowers => "flower",
        BonusKind::Seasons => "season",
    };
    format!(
        "Each {kind} numbered 1 to 4 is one tile, so the {kind}s in {whose} {} cannot all be right (own {kind} is ticked exactly when it is held). Check the {kind} counts and the own-{kind} ticks.",
        forms(players),
    )
}

fn chows_message(name: &str, sets: u32, needed: u32) -> String {
    let chows = 4u32.saturating_sub(sets);
    let allowed = match 4u32.saturating_sub(needed) {
        0 => "no chows".to_string(),
        n => format!("at most {}", counted(n, "chow", "chows")),
    };
    format!(
        "{name} went out with {}, so the hand holds {}; these rules allow {allowed} in a winning hand here. Score it anyway, or change {name}'s sets.",
        counted(sets, "pung or kong", "pungs and kongs"),
        counted(chows, "chow", "chows"),
    )
}

fn holds(players: usize) -> &'static str {
    if players == 1 {
        "holds"
    } else {
        "hold"
    }
}

fn forms(players: usize) -> &'static str {
    if players == 1 {
        "form"
    } else {
        "forms"
    }
}
