//! A player who has not gone out: the form their tiles give (fixed groups, and from
//! the pooled concealed tiles concealed kongs, pungs and scoring pairs), the waits of
//! a 13-tile hand, and a fishing player's special hands (SPEC §5.4, §12.5).
use super::arrange;
use super::score;
use super::shapes::{four_set_hands, own_shapes};
use super::text::Hand;
use super::tiles::{is_dragon, wind, Group, Shape};
use super::{Case, Reading, Refusal, Role, Special, Used, Wait, KINDS};

/// Every valid reading of a non-winner's hand and the special hands fished for, or
/// the refusal the tiles get.
pub fn readings(case: &Case, hand: &Hand) -> Result<(Vec<Reading>, Vec<Special>), Refusal> {
    if hand.size() > 13 {
        return Err(Refusal::TooManyTiles);
    }
    // Nobody has gone out, so no discard completed a pair.
    if !hand.shown_pairs().is_empty() {
        return Err(Refusal::ExposedPair);
    }
    if case.role == Role::Other && case.original_call {
        return Err(Refusal::ImpossibleForm);
    }
    let limit = case.rules.limit;
    let groups = form(hand, case);
    let mut found = vec![score::reading(
        Used::Normal,
        score::normal(&groups, hand, case),
        limit,
    )];
    let mut specials = Vec::new();
    if case.role == Role::Fishing {
        for wait in waits(hand, case.rules.british, &case.seen) {
            if !wait.dead {
                specials.extend(wait.specials.iter().filter(|&&s| case.rules.in_play(s)));
            }
        }
        specials.sort();
        specials.dedup();
        for &special in &specials {
            if let Some(score) = fishing_score(special, &groups, hand, case) {
                found.push(score::reading(Used::Fishing(special), score, limit));
            }
        }
    }
    Ok((found, specials))
}

/// A fishing player's score for a special hand fished for: Purity's three doubles on
/// the hand's sets, or the hand's fishing value; the bonus tiles added either way.
fn fishing_score(special: Special, groups: &[Group], hand: &Hand, case: &Case) -> Option<i128> {
    if special == Special::Purity {
        Some(score::purity(groups, hand, case))
    } else {
        let value = case.rules.fishing_value(special)?;
        Some(score::fishing(hand, case, value))
    }
}

/// The groups a non-winner scores: the fixed groups, and from the pool each kind held
/// four times as a concealed kong, three times as a concealed pung, and twice as a
/// pair when it scores (a dragon, own wind, prevailing wind).
pub fn form(hand: &Hand, case: &Case) -> Vec<Group> {
    let mut groups = hand.fixed.clone();
    for kind in 0..KINDS {
        let scoring_pair = is_dragon(kind)
            || wind(kind) == Some(case.own_wind)
            || wind(kind) == Some(case.prevailing_wind);
        let shape = match hand.pool[kind] {
            4 => Shape::Kong,
            3 => Shape::Pung,
            2 if scoring_pair => Shape::Pair,
            _ => continue,
        };
        groups.push(Group::new(shape, kind, false));
    }
    groups
}

/// The waits of a 13-tile hand (a kong counting 3), sorted by kind: every kind with a
/// copy left that, added to the concealed tiles, makes a Mah-Jong hand (four sets and
/// a pair, or a hand with a shape of its own). Dead when the hand's copies and those
/// in sight make four.
pub fn waits(hand: &Hand, british: bool, seen: &[u8; KINDS]) -> Vec<Wait> {
    if hand.size() != 13 {
        return Vec::new();
    }
    let counts = hand.counts();
    let mut found = Vec::new();
    for kind in 0..KINDS {
        if counts[kind] >= 4 {
            continue;
        }
        let mut complete = hand.clone();
        complete.pool[kind] += 1;
        let arrangements = arrange::winning(&complete);
        let shapes = shapes_waited(&complete, british);
        if arrangements.is_empty() && shapes.is_empty() {
            continue;
        }
        let mut specials = shapes;
        for groups in &arrangements {
            specials.extend(four_set_hands(groups, None, british));
        }
        specials.sort();
        specials.dedup();
        let dead = counts[kind] + seen[kind] >= 4;
        found.push(Wait {
            kind,
            dead,
            specials,
        });
    }
    found
}

/// The hands with shapes of their own a completed waiting hand makes: all its tiles
/// concealed, no kong among them.
fn shapes_waited(complete: &Hand, british: bool) -> Vec<Special> {
    if !complete.fixed.is_empty() {
        return Vec::new();
    }
    own_shapes(&complete.counts(), british)
}
