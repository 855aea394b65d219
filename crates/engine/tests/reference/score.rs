//! Scoring (SPEC §4, §5): points times doubles for a normal hand, a special hand's
//! value plus its bonus tiles, Purity's three doubles, and the limit.
use super::text::Hand;
use super::tiles::{count_groups, is_dragon, is_honour, is_major, suit, wind, Group, Shape};
use super::{Case, How, Reading, Role, Rules, Used};

/// A score as limited and unlimited, clamped into 64 bits.
pub fn reading(used: Used, score: i128, limit: i64) -> Reading {
    let unlimited = score.clamp(i64::MIN as i128, i64::MAX as i128) as i64;
    Reading {
        used,
        limited: unlimited.min(limit),
        unlimited,
    }
}

/// The points of one group: pungs and kongs by kind and exposure, scoring pairs.
fn group_points(group: &Group, case: &Case) -> i128 {
    let rules = &case.rules;
    let at = usize::from(!group.exposed);
    let major = is_major(group.first);
    let points = match (group.shape, major) {
        (Shape::Pung, false) => rules.minor_pung[at],
        (Shape::Pung, true) => rules.major_pung[at],
        (Shape::Kong, false) => rules.minor_kong[at],
        (Shape::Kong, true) => rules.major_kong[at],
        (Shape::Pair, _) => pair_points(group, case),
        (Shape::Chow, _) => 0,
    };
    points as i128
}

/// A pair of dragons, of own wind, of the prevailing wind (both when the same).
fn pair_points(group: &Group, case: &Case) -> i64 {
    let rules = &case.rules;
    let mut points = 0;
    if is_dragon(group.first) {
        points += rules.dragon_pair;
    }
    if wind(group.first) == Some(case.own_wind) {
        points += rules.own_wind_pair;
    }
    if wind(group.first) == Some(case.prevailing_wind) {
        points += rules.prevailing_wind_pair;
    }
    points
}

/// The doubles of one group: a pung or kong of dragons, own wind, prevailing wind.
fn group_factor(group: &Group, case: &Case) -> i128 {
    let rules = &case.rules;
    if !group.is_pung_or_kong() {
        return 1;
    }
    let mut factor = 1i128;
    if is_dragon(group.first) {
        factor *= rules.dragon_set as i128;
    }
    if wind(group.first) == Some(case.own_wind) {
        factor *= rules.own_wind_set as i128;
    }
    if wind(group.first) == Some(case.prevailing_wind) {
        factor *= rules.prevailing_wind_set as i128;
    }
    factor
}

/// The points of the bonus tiles: each flower and season.
fn bonus_points(hand: &Hand, rules: &Rules) -> i128 {
    hand.bonus_count() as i128 * rules.bonus_tile as i128
}

/// The bonus tiles' doubles: own flower, own season, each bouquet.
fn bonus_factor(hand: &Hand, case: &Case) -> i128 {
    let rules = &case.rules;
    let mut factor = 1i128;
    let own = case.own_wind;
    let sets = [
        (&hand.flowers, rules.own_flower, rules.flower_bouquet),
        (&hand.seasons, rules.own_season, rules.season_bouquet),
    ];
    for (held, own_factor, bouquet) in sets {
        if own < 4 && held[own] {
            factor *= own_factor as i128;
        }
        if held.iter().all(|&b| b) {
            factor *= bouquet as i128;
        }
    }
    factor
}

/// The bonus tiles scored apart, as beside a special hand: doubled only by own
/// flower, own season and bouquets, and once more when `final_discard` is given.
pub fn bonus_part(hand: &Hand, case: &Case, final_discard: bool) -> i128 {
    let mut part = bonus_points(hand, &case.rules) * bonus_factor(hand, case);
    if final_discard {
        part *= case.rules.final_discard as i128;
    }
    part
}

/// Won with the final discard (a British extension).
pub fn final_discard(case: &Case) -> bool {
    case.role == Role::MahJong && case.last_tile && case.how == How::Discard && case.rules.british
}

/// A special hand's score: its value plus the bonus tiles, doubled once more for the
/// final discard when the value is below the limit.
pub fn special(hand: &Hand, case: &Case, value: i64) -> i128 {
    let doubled = final_discard(case) && value < case.rules.limit;
    value as i128 + bonus_part(hand, case, doubled)
}

/// A fishing player's score for a special hand: its fishing value plus the bonus
/// tiles (no final discard).
pub fn fishing(hand: &Hand, case: &Case, value: i64) -> i128 {
    value as i128 + bonus_part(hand, case, false)
}

/// The winner's points for going out: Mah-Jong, and the wall tile when from the wall.
fn going_out(case: &Case) -> i128 {
    let wall = if case.how == How::Wall {
        case.rules.wall_tile
    } else {
        0
    };
    (case.rules.mah_jong + wall) as i128
}

/// Purity: the sets and pair (and a winner's going-out points) times the Purity
/// factor, plus the bonus tiles scored apart.
pub fn purity(groups: &[Group], hand: &Hand, case: &Case) -> i128 {
    let mut points: i128 = groups.iter().map(|g| group_points(g, case)).sum();
    if case.role == Role::MahJong {
        points += going_out(case);
    }
    let part = points * case.rules.purity as i128;
    let doubled = final_discard(case) && part < case.rules.limit as i128;
    part + bonus_part(hand, case, doubled)
}

/// A normal hand: every point times every double; the winner's own points and
/// doubles when the player went out.
pub fn normal(groups: &[Group], hand: &Hand, case: &Case) -> i128 {
    let mut points: i128 = groups.iter().map(|g| group_points(g, case)).sum();
    points += bonus_points(hand, &case.rules);
    let mut factor: i128 = groups.iter().map(|g| group_factor(g, case)).product();
    factor *= bonus_factor(hand, case);
    if case.original_call {
        factor *= case.rules.original_call as i128;
    }
    if case.role == Role::MahJong {
        points += going_out(case);
        factor *= winner_factor(groups, case);
    }
    points * factor
}

/// The doubles only the winner earns.
fn winner_factor(groups: &[Group], case: &Case) -> i128 {
    let rules = &case.rules;
    let no_chows = groups.iter().all(|g| g.shape != Shape::Chow);
    let chows_allowed = case.players >= 4 || !rules.no_chows_needs_four_players;
    let doubles = [
        (no_chows && !case.goulash && chows_allowed, rules.no_chows),
        (one_suit_with_honours(groups), rules.one_suit_with_honours),
        (
            all_majors_with_honours(groups),
            rules.all_majors_with_honours,
        ),
        (all_concealed(groups, case), rules.all_concealed),
        (case.how == How::LooseTile, rules.loose_tile),
        (
            case.last_tile && case.how == How::Wall,
            rules.last_wall_tile,
        ),
        (final_discard(case), rules.final_discard),
        (case.how == How::RobbingKong, rules.robbing_kong),
        (case.original_call, rules.original_call_mah_jong),
    ];
    doubles
        .iter()
        .filter(|(applies, _)| *applies)
        .map(|(_, factor)| *factor as i128)
        .product()
}

/// One suit and some honour among the tiles.
fn one_suit_with_honours(groups: &[Group]) -> bool {
    let counts = count_groups(groups);
    let mut suits: Vec<usize> = (0..counts.len())
        .filter(|&k| counts[k] > 0)
        .filter_map(suit)
        .collect();
    suits.dedup();
    let honours = (0..counts.len()).any(|k| counts[k] > 0 && is_honour(k));
    suits.len() == 1 && honours
}

/// Every tile major and some honour among them.
fn all_majors_with_honours(groups: &[Group]) -> bool {
    let counts = count_groups(groups);
    let majors = (0..counts.len()).all(|k| counts[k] == 0 || is_major(k));
    let honours = (0..counts.len()).any(|k| counts[k] > 0 && is_honour(k));
    majors && honours
}

/// Every group concealed and the winning tile drawn (a British extension).
fn all_concealed(groups: &[Group], case: &Case) -> bool {
    case.rules.british
        && matches!(case.how, How::Wall | How::LooseTile)
        && groups.iter().all(|g| !g.exposed)
}
