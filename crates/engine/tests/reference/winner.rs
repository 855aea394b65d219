//! The winner's readings (SPEC §12.3, §12.4): every arrangement into four sets and a
//! pair with every way the winning tile can have come, the hands with shapes of their
//! own, and a situation hand claimed beside them.
use super::arrange;
use super::score;
use super::shapes::{four_set_hands, own_shapes};
use super::text::Hand;
use super::tiles::{Group, Shape};
use super::{Case, How, Reading, Refusal, Special, Used, KINDS};

/// One arrangement as scored: its groups after the winning tile exposed its own, and
/// which group a claimed winning tile completed.
struct Laid {
    groups: Vec<Group>,
    claimed: Option<usize>,
}

/// Every valid reading of a winner's hand and the special hands they hold, or the
/// refusal the tiles get.
pub fn readings(case: &Case, hand: &Hand) -> Result<(Vec<Reading>, Vec<Special>), Refusal> {
    if hand.size() != 14 {
        return Err(Refusal::NotMahJong);
    }
    let counts = hand.counts();
    if hand.winning.is_some_and(|t| counts[t] == 0) {
        return Err(Refusal::WinningNotHeld);
    }
    // A pair shows exposed only as the one the winning discard completed.
    let shown = hand.shown_pairs();
    let discard_made_it = case.how == How::Discard
        && shown.len() == 1
        && shown.iter().all(|&p| hand.winning.is_none_or(|w| w == p));
    if !shown.is_empty() && !discard_made_it {
        return Err(Refusal::ExposedPair);
    }
    let arrangements = arrange::winning(hand);
    let shapes = shape_hands(hand, case);
    if arrangements.is_empty() && shapes.is_empty() {
        return Err(Refusal::NotMahJong);
    }
    let laid: Vec<Laid> = arrangements
        .iter()
        .flat_map(|groups| ways(groups, hand, case, &counts))
        .collect();
    let shapes_won = case.how != How::RobbingKong && !shapes.is_empty();
    if laid.is_empty() && !shapes_won {
        return Err(match case.how {
            How::RobbingKong => Refusal::RobbedOutsideChow,
            How::Discard => Refusal::ClaimedIntoKong,
            How::Wall | How::LooseTile => Refusal::DrawnOutsideGroups,
        });
    }
    if !form_valid(case) {
        return Err(Refusal::ImpossibleForm);
    }
    let mut found = Found::default();
    for one in &laid {
        score_laid(one, hand, case, &mut found);
    }
    if shapes_won {
        for &shape in &shapes {
            found.special(shape, hand, case);
        }
    }
    if let Some(situation) = case.situation.filter(|&s| situation_fits(s, case, hand)) {
        found.special(situation, hand, case);
    }
    Ok((found.readings, found.specials))
}

/// The readings found so far and the special hands among them.
#[derive(Default)]
struct Found {
    readings: Vec<Reading>,
    specials: Vec<Special>,
}

impl Found {
    /// Adds a special hand scored at its value, if it is in play.
    fn special(&mut self, hand_kind: Special, hand: &Hand, case: &Case) {
        if !case.rules.in_play(hand_kind) {
            return;
        }
        if let Some(value) = case.rules.value(hand_kind) {
            let score = score::special(hand, case, value);
            self.readings.push(score::reading(
                Used::Special(hand_kind),
                score,
                case.rules.limit,
            ));
            self.specials.push(hand_kind);
        }
    }
}

/// Scores one arrangement as a normal hand and as each four-set special hand it is.
fn score_laid(laid: &Laid, hand: &Hand, case: &Case, found: &mut Found) {
    let limit = case.rules.limit;
    let normal = score::normal(&laid.groups, hand, case);
    found
        .readings
        .push(score::reading(Used::Normal, normal, limit));
    for special in four_set_hands(&laid.groups, laid.claimed, case.rules.british) {
        if special == Special::Purity {
            let purity = score::purity(&laid.groups, hand, case);
            found
                .readings
                .push(score::reading(Used::Special(special), purity, limit));
            found.specials.push(special);
        } else {
            found.special(special, hand, case);
        }
    }
}

/// Every way the winning tile can have completed a group of one arrangement.
/// Drawn, it completes a pooled (concealed) group and changes nothing; claimed, the
/// group it completes is exposed, and a robbed kong's tile completes a chow only,
/// of a kind held once.
fn ways(groups: &[Group], hand: &Hand, case: &Case, counts: &[u8; KINDS]) -> Vec<Laid> {
    if matches!(case.how, How::Wall | How::LooseTile) {
        let pooled = &groups[hand.fixed.len()..];
        let fits = hand
            .winning
            .is_none_or(|t| pooled.iter().any(|g| g.holds(t)));
        return if fits {
            vec![Laid {
                groups: groups.to_vec(),
                claimed: None,
            }]
        } else {
            Vec::new()
        };
    }
    let robbing = case.how == How::RobbingKong;
    let shown_pair = !hand.shown_pairs().is_empty();
    (0..groups.len())
        .filter(|&i| can_take(&groups[i], hand.winning, robbing, counts))
        // The pair shown exposed is the one the discard completed.
        .filter(|&i| !shown_pair || (groups[i].exposed && groups[i].shape == Shape::Pair))
        .map(|i| {
            let mut exposed = groups.to_vec();
            exposed[i] = exposed[i].exposed();
            Laid {
                groups: exposed,
                claimed: Some(i),
            }
        })
        .collect()
}

/// Whether a claimed winning tile (marked, or any) can have completed the group.
fn can_take(group: &Group, marked: Option<usize>, robbing: bool, counts: &[u8; KINDS]) -> bool {
    if group.shape == Shape::Kong {
        return false;
    }
    let fits = |kind: usize| marked.is_none_or(|t| t == kind);
    if robbing {
        group.shape == Shape::Chow && group.tiles().iter().any(|&k| fits(k) && counts[k] == 1)
    } else {
        group.tiles().iter().any(|&k| fits(k))
    }
}

/// The hands with shapes of their own the tiles make, in play: with no kong, and no
/// exposed group but, when the winning tile was claimed, one that holds it.
fn shape_hands(hand: &Hand, case: &Case) -> Vec<Special> {
    if hand.kongs() > 0 {
        return Vec::new();
    }
    let exposed: Vec<&Group> = hand.fixed.iter().filter(|g| g.exposed).collect();
    let claimed = matches!(case.how, How::Discard | How::RobbingKong);
    let allowed = match exposed.as_slice() {
        [] => true,
        [one] => claimed && hand.winning.is_none_or(|t| one.holds(t)),
        _ => false,
    };
    if !allowed {
        return Vec::new();
    }
    own_shapes(&hand.counts(), case.rules.british)
        .into_iter()
        .filter(|&s| case.rules.in_play(s))
        .collect()
}

/// The form rules (SPEC §3.2.9): the last tile comes from the wall or, with the
/// British extensions, is the final discard.
fn form_valid(case: &Case) -> bool {
    let last_ok = match case.how {
        How::Wall => true,
        How::Discard => case.rules.british,
        How::LooseTile | How::RobbingKong => false,
    };
    !case.last_tile || last_ok
}

/// Whether the tiles and how the game went bear out a situation hand.
fn situation_fits(situation: Special, case: &Case, hand: &Hand) -> bool {
    const FIVE_CIRCLES: usize = 22;
    const ONE_CIRCLES: usize = 18;
    match situation {
        Special::HeavensBlessing => case.own_wind == 0,
        Special::EarthsBlessing => case.own_wind != 0 && case.how == How::Discard,
        Special::PlumBlossom => case.how == How::LooseTile && hand.winning == Some(FIVE_CIRCLES),
        Special::MoonFromTheSea => {
            case.how == How::Wall && case.last_tile && hand.winning == Some(ONE_CIRCLES)
        }
        Special::TwofoldFortune => case.how == How::LooseTile && hand.kongs() >= 2,
        _ => false,
    }
}
