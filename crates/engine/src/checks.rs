//! The checks across the table when a hand is scored (docs/rules.md §6):
//! what one player's entries say about another's.

use crate::form::{violations, Facts, HandContext, HandForm, Violation, WindHolding};
use crate::rules::RuleSet;
use crate::score::HandScore;
use crate::seating::Seating;
use crate::tiles::{Bonus, Tile, TileProblem};
use crate::{ByPlayer, PlayerId, Points, SpecialHand, Wind};
use serde::{Deserialize, Serialize};

/// What a problem means for the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Severity {
    /// The hand cannot be scored as entered: fix the forms.
    Refuse,
    /// Unusual but possible: the table may score it anyway.
    Warn,
    /// Nobody went out: a drawn hand, or scored anyway by house rule.
    Draw,
}

/// Flowers or seasons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BonusKind {
    /// Flowers 1–4.
    Flowers,
    /// Seasons 1–4.
    Seasons,
}

/// One problem with the table's forms, naming the players concerned.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Problem {
    /// A form is impossible on its own.
    ImpossibleForm {
        /// Whose form.
        player: PlayerId,
        /// What is wrong with it.
        violations: Vec<Violation>,
    },
    /// More than one player declared Mah-Jong.
    SeveralWinners(Vec<PlayerId>),
    /// More dragon sets than there are dragons.
    TooManyDragonSets {
        /// Who holds dragon sets.
        players: Vec<PlayerId>,
        /// How many in all.
        sets: u32,
    },
    /// More dragon pairs than the dragons left over allow.
    TooManyDragonPairs {
        /// Who holds dragon pairs.
        players: Vec<PlayerId>,
        /// How many in all.
        pairs: u32,
        /// How many the dragons left over allow, all players together.
        room: u32,
        /// Who holds dragon sets.
        set_holders: Vec<PlayerId>,
        /// How many dragon sets in all.
        sets: u32,
        /// A player holding more pairs than there are dragons left, with
        /// their pairs.
        over: Option<(PlayerId, u32)>,
    },
    /// A wind held as a set by two players, as three pairs, or as a set and a pair.
    TooManyOfWind {
        /// The wind.
        wind: Wind,
        /// Who holds it.
        players: Vec<PlayerId>,
    },
    /// The flowers or seasons cannot all be held at once.
    BonusTilesClash {
        /// Flowers or seasons.
        kind: BonusKind,
        /// Who holds them.
        players: Vec<PlayerId>,
    },
    /// The winner has more chows than BMJA allows.
    TooManyChows {
        /// The winner.
        player: PlayerId,
        /// Pungs and kongs recorded.
        sets: u32,
        /// Pungs and kongs needed.
        needed: u32,
    },
    /// A two-player winner with too few doubles and points.
    TwoPlayerMinimum {
        /// The winner.
        player: PlayerId,
        /// Doubles scored.
        doubles: u32,
        /// Points scored.
        points: Points,
        /// Doubles the rules ask for.
        needed_doubles: u32,
        /// Points the rules ask for.
        needed_points: Points,
    },
    /// Nobody declared Mah-Jong.
    NoWinner,
    /// The players' tiles hold more of a kind than the four there are.
    TooManyOfTile {
        /// The kind.
        tile: Tile,
        /// Who holds it.
        players: Vec<PlayerId>,
        /// How many in all.
        count: u32,
    },
    /// A bonus tile entered by more than one player, or twice by one.
    BonusTileTwice {
        /// The tile.
        bonus: Bonus,
        /// Who holds it.
        players: Vec<PlayerId>,
    },
    /// A player's tiles give no form: not a Mah-Jong hand, or not possible.
    TilesNotAHand {
        /// Whose tiles.
        player: PlayerId,
        /// What is wrong with them.
        problem: TileProblem,
    },
    /// A club's own hand named that the rules do not hold, or not as held
    /// (concealed only, or not fished for).
    OwnHandNotInRules {
        /// Who named it.
        player: PlayerId,
        /// The hand.
        hand: SpecialHand,
    },
}

impl Problem {
    /// Whether the problem names this player.
    pub fn names(&self, player: PlayerId) -> bool {
        match self {
            Problem::ImpossibleForm { player: p, .. }
            | Problem::TooManyChows { player: p, .. }
            | Problem::TwoPlayerMinimum { player: p, .. }
            | Problem::TilesNotAHand { player: p, .. }
            | Problem::OwnHandNotInRules { player: p, .. } => *p == player,
            Problem::SeveralWinners(players)
            | Problem::TooManyDragonSets { players, .. }
            | Problem::TooManyOfWind { players, .. }
            | Problem::BonusTilesClash { players, .. }
            | Problem::TooManyOfTile { players, .. }
            | Problem::BonusTileTwice { players, .. } => players.contains(&player),
            Problem::TooManyDragonPairs {
                players,
                set_holders,
                ..
            } => players.contains(&player) || set_holders.contains(&player),
            Problem::NoWinner => false,
        }
    }

    /// How serious the problem is.
    pub fn severity(&self) -> Severity {
        match self {
            Problem::TooManyChows { .. } | Problem::TwoPlayerMinimum { .. } => Severity::Warn,
            Problem::NoWinner => Severity::Draw,
            _ => Severity::Refuse,
        }
    }
}

/// The forms of the players at the table, with each one's context and score.
pub struct TableHand<'a> {
    /// Who sits where.
    pub seats: &'a Seating,
    /// The wind of the round.
    pub prevailing: Wind,
    /// Each player's form (the dreamer's is ignored).
    pub forms: &'a ByPlayer<HandForm>,
    /// Each player's context.
    pub contexts: &'a ByPlayer<HandContext>,
    /// Each player's score.
    pub scores: &'a ByPlayer<HandScore>,
    /// The rules in force.
    pub rules: &'a RuleSet,
}

/// A club's own hand a form names that the rules do not give a value as
/// named: a match's rules changed since, or a file written elsewhere.
fn own_hand_not_in_rules(player: PlayerId, form: &HandForm, rules: &RuleSet) -> Option<Problem> {
    let named = match form.role {
        crate::form::Role::MahJong => form.special_hand,
        crate::form::Role::Fishing => form.fishing_for,
        crate::form::Role::Other => None,
    }?;
    named.own()?;
    let value = rules.special(named);
    let held = match form.role {
        crate::form::Role::Fishing => value.and_then(|v| v.fishing).is_some(),
        _ => value.is_some(),
    };
    (!held).then_some(Problem::OwnHandNotInRules {
        player,
        hand: named,
    })
}

/// Every problem with the table, refusals first.
pub fn check_table(hand: &TableHand<'_>) -> Vec<Problem> {
    let table: Vec<(PlayerId, Wind, &HandForm, &HandContext)> = hand
        .seats
        .at_table()
        .filter_map(|(p, w)| Some((p, w, hand.forms.get(p)?, hand.contexts.get(p)?)))
        .collect();
    let mut problems = Vec::new();
    for &(player, _, form, ctx) in &table {
        let found = violations(form, ctx);
        if !found.is_empty() {
            problems.push(Problem::ImpossibleForm {
                player,
                violations: found,
            });
        }
        problems.extend(own_hand_not_in_rules(player, form, hand.rules));
    }
    let mut winners: Vec<PlayerId> = table
        .iter()
        .filter(|t| t.2.is_winner())
        .map(|t| t.0)
        .collect();
    winners.sort();
    if winners.len() > 1 {
        problems.push(Problem::SeveralWinners(winners.clone()));
    }
    dragons(&table, &mut problems);
    winds(&table, &mut problems);
    for kind in [BonusKind::Flowers, BonusKind::Seasons] {
        let holders: Vec<(PlayerId, Wind, u8, bool)> = table
            .iter()
            .map(|&(p, w, f, _)| match kind {
                BonusKind::Flowers => (p, w, f.flowers, f.own_flower),
                BonusKind::Seasons => (p, w, f.seasons, f.own_season),
            })
            .collect();
        if !bonus_tiles_can_be_shared(&holders) {
            let players = holders.iter().filter(|h| h.2 > 0).map(|h| h.0).collect();
            problems.push(Problem::BonusTilesClash { kind, players });
        }
    }
    match winners.as_slice() {
        [] => problems.push(Problem::NoWinner),
        [winner] => winner_warnings(hand, *winner, &table, &mut problems),
        _ => {}
    }
    problems.sort_by_key(Problem::severity);
    problems
}

type Seat<'a> = (PlayerId, Wind, &'a HandForm, &'a HandContext);

fn dragons(table: &[Seat<'_>], problems: &mut Vec<Problem>) {
    let holders = |f: fn(&HandForm) -> u8| -> Vec<PlayerId> {
        table.iter().filter(|t| f(t.2) > 0).map(|t| t.0).collect()
    };
    let sets: u32 = table.iter().map(|t| u32::from(t.2.dragon_sets)).sum();
    let pairs: u32 = table.iter().map(|t| u32::from(t.2.dragon_pairs)).sum();
    if sets > 3 {
        problems.push(Problem::TooManyDragonSets {
            players: holders(|f| f.dragon_sets),
            sets,
        });
        return;
    }
    let free = 3 - sets;
    let over = table
        .iter()
        .map(|t| (t.0, u32::from(t.2.dragon_pairs)))
        .filter(|&(_, held)| held > free)
        .max_by_key(|&(_, held)| held);
    if pairs > 2 * free || over.is_some() {
        problems.push(Problem::TooManyDragonPairs {
            players: holders(|f| f.dragon_pairs),
            pairs,
            room: 2 * free,
            set_holders: holders(|f| f.dragon_sets),
            sets,
            over,
        });
    }
}

fn winds(table: &[Seat<'_>], problems: &mut Vec<Problem>) {
    for wind in Wind::ALL {
        let (mut sets, mut pairs, mut players) = (0, 0, Vec::new());
        for &(player, _, form, ctx) in table {
            let held = form.scoring_winds(ctx).find(|&(w, _)| w == wind);
            let held = held.map_or(WindHolding::None, |(_, h)| h);
            let set = held == WindHolding::Set;
            let pair = held == WindHolding::Pair;
            sets += u32::from(set);
            pairs += u32::from(pair);
            if set || pair {
                players.push(player);
            }
        }
        if sets > 1 || pairs > 2 || (sets > 0 && pairs > 0) {
            problems.push(Problem::TooManyOfWind { wind, players });
        }
    }
}

/// Whether tiles 1–4 can be dealt so each holder has `count` distinct tiles,
/// their own number among them exactly when `own` is ticked.
fn bonus_tiles_can_be_shared(holders: &[(PlayerId, Wind, u8, bool)]) -> bool {
    // Players holding none take no tile, so only the holders are dealt to.
    let holders: Vec<_> = holders.iter().filter(|h| h.2 > 0 || h.3).copied().collect();
    if holders.is_empty() {
        return true;
    }
    let n = holders.len() + 1; // each tile goes to a holder or to nobody
    (0..n.pow(4)).any(|code| {
        let owner = |tile: usize| (code / n.pow(tile as u32)) % n;
        holders
            .iter()
            .enumerate()
            .all(|(i, &(_, wind, count, own))| {
                let held = (0..4).filter(|&t| owner(t) == i).count();
                let own_held = owner(wind.index()) == i;
                held == usize::from(count) && own_held == own
            })
    })
}

fn winner_warnings(
    hand: &TableHand<'_>,
    winner: PlayerId,
    table: &[Seat<'_>],
    problems: &mut Vec<Problem>,
) {
    let Some(&(_, _, form, ctx)) = table.iter().find(|t| t.0 == winner) else {
        return;
    };
    let Some(score) = hand.scores.get(winner) else {
        return;
    };
    let v = hand.rules.values();
    let normal_hand = score.best().kind == crate::score::ArrangementKind::Normal;
    if v.warn_chows && normal_hand {
        let sets = Facts::of(form, ctx).sets;
        let needed = if ctx.goulash || ctx.players.at_table() < 4 {
            4
        } else {
            3
        };
        if sets < needed {
            problems.push(Problem::TooManyChows {
                player: winner,
                sets,
                needed,
            });
        }
    }
    let two_players = ctx.players.at_table() == 2;
    if two_players && v.two_player_minimum {
        let best = score.best();
        let doubles = best.doubles();
        if doubles < v.two_player_min_doubles && best.limited < Points(v.two_player_min_points) {
            problems.push(Problem::TwoPlayerMinimum {
                player: winner,
                doubles,
                points: best.limited,
                needed_doubles: v.two_player_min_doubles,
                needed_points: Points(v.two_player_min_points),
            });
        }
    }
}
