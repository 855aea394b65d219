//! The special hands found in the tiles: the hands with shapes of their own, judged on
//! all fourteen tiles' counts, and the hands of four sets and a pair, judged on one
//! arrangement.
use super::tiles::{is_dragon, is_green, is_honour, is_major, is_terminal, suit, wind, Group};
use super::tiles::{Shape, EAST, RED};
use super::{Special, KINDS};

/// A test of fourteen tiles' counts.
type Check = fn(&[u8; KINDS]) -> bool;

/// The hands with shapes of their own that fourteen tiles' counts make; the British
/// ones only with the British extensions.
pub fn own_shapes(counts: &[u8; KINDS], british: bool) -> Vec<Special> {
    let total: usize = counts.iter().map(|&c| c as usize).sum();
    if total != 14 {
        return Vec::new();
    }
    let checks: [(Special, Check); 6] = [
        (Special::ThirteenUniqueWonders, thirteen_unique_wonders),
        (Special::WrigglingSnake, wriggling_snake),
        (Special::GatesOfHeaven, gates_of_heaven),
        (Special::AllPairHonours, all_pair_honours),
        (Special::Knitting, knitting),
        (Special::TripleKnitting, triple_knitting),
    ];
    checks
        .iter()
        .filter(|(hand, check)| (british || !hand.is_british()) && check(counts))
        .map(|(hand, _)| *hand)
        .collect()
}

/// The counts of one suit, 1 to 9.
fn suit_counts(counts: &[u8; KINDS], suit: usize) -> &[u8] {
    &counts[suit * 9..suit * 9 + 9]
}

/// No wind or dragon among the tiles.
fn no_honours(counts: &[u8; KINDS]) -> bool {
    counts[EAST..].iter().all(|&c| c == 0)
}

/// One of each 1, 9, wind and dragon, one of them paired.
fn thirteen_unique_wonders(counts: &[u8; KINDS]) -> bool {
    (0..KINDS).all(|k| (counts[k] > 0) == is_major(k))
}

/// A pair of 1s and a run 2 to 9 of one suit, and one of each wind.
fn wriggling_snake(counts: &[u8; KINDS]) -> bool {
    let winds = counts[EAST..RED].iter().all(|&c| c == 1);
    let dragons = counts[RED..].iter().all(|&c| c == 0);
    winds
        && dragons
        && (0..3).any(|s| {
            let own = suit_counts(counts, s);
            own[0] == 2 && own[1..].iter().all(|&c| c == 1)
        })
}

/// Pungs of the 1 and the 9, a run 2 to 8 and a pair in it, all one suit.
fn gates_of_heaven(counts: &[u8; KINDS]) -> bool {
    (0..3).any(|s| {
        let own = suit_counts(counts, s);
        let run: u8 = own[1..8].iter().sum();
        own[0] == 3 && own[8] == 3 && own[1..8].iter().all(|&c| c >= 1) && run == 8
    })
}

/// Seven pairs of majors (two pairs of one tile allowed).
fn all_pair_honours(counts: &[u8; KINDS]) -> bool {
    (0..KINDS).all(|k| counts[k].is_multiple_of(2) && (counts[k] == 0 || is_major(k)))
}

/// Seven pairs, each one number in two suits, the same two suits throughout; no
/// honours (a pair may repeat).
fn knitting(counts: &[u8; KINDS]) -> bool {
    no_honours(counts)
        && [(0, 1, 2), (0, 2, 1), (1, 2, 0)]
            .iter()
            .any(|&(a, b, other)| {
                let (a, b, other) = (
                    suit_counts(counts, a),
                    suit_counts(counts, b),
                    suit_counts(counts, other),
                );
                other.iter().all(|&c| c == 0) && a == b
            })
}

/// Four trios, each one number in all three suits, and a pair of one number in two
/// suits; no honours (a trio may repeat).
fn triple_knitting(counts: &[u8; KINDS]) -> bool {
    if !no_honours(counts) {
        return false;
    }
    (0..9).any(|n| {
        [(0, 1), (0, 2), (1, 2)].iter().any(|&(a, b)| {
            let mut rest = *counts;
            if rest[a * 9 + n] == 0 || rest[b * 9 + n] == 0 {
                return false;
            }
            rest[a * 9 + n] -= 1;
            rest[b * 9 + n] -= 1;
            (0..9).all(|m| rest[m] == rest[9 + m] && rest[m] == rest[18 + m])
        })
    })
}

/// The four-set special hands one arrangement (four sets and a pair, exposure as
/// scored) makes. `claimed` is the group a claimed winning tile completed.
pub fn four_set_hands(groups: &[Group], claimed: Option<usize>, british: bool) -> Vec<Special> {
    let mut found = Vec::new();
    let checks = [
        (Special::Purity, purity(groups)),
        (Special::BuriedTreasure, buried_treasure(groups, claimed)),
        (Special::HeadsAndTails, all_groups(groups, is_terminal)),
        (Special::ThreeGreatScholars, sets_of(groups, is_dragon) == 3),
        (
            Special::FourBlessings,
            sets_of(groups, |k| wind(k).is_some()) == 4,
        ),
        (Special::FourfoldPlenty, kongs(groups) == 4),
        (Special::ImperialJade, all_groups(groups, is_green)),
        (Special::AllWindsAndDragons, all_groups(groups, is_honour)),
    ];
    for (hand, holds) in checks {
        if holds && (british || !hand.is_british()) {
            found.push(hand);
        }
    }
    found
}

/// No chows, and every group's kind passes the test.
fn all_groups(groups: &[Group], test: impl Fn(usize) -> bool) -> bool {
    groups
        .iter()
        .all(|g| g.shape != Shape::Chow && test(g.first))
}

/// How many pungs and kongs of kinds passing the test.
fn sets_of(groups: &[Group], test: impl Fn(usize) -> bool) -> usize {
    groups
        .iter()
        .filter(|g| g.is_pung_or_kong() && test(g.first))
        .count()
}

/// How many kongs.
fn kongs(groups: &[Group]) -> usize {
    groups.iter().filter(|g| g.shape == Shape::Kong).count()
}

/// The suits the groups hold tiles of.
fn suits(groups: &[Group]) -> Vec<usize> {
    let mut found: Vec<usize> = groups.iter().filter_map(|g| suit(g.first)).collect();
    found.sort_unstable();
    found.dedup();
    found
}

/// One suit, no honours, no chows (kongs allowed).
fn purity(groups: &[Group]) -> bool {
    all_groups(groups, |k| !is_honour(k)) && suits(groups).len() == 1
}

/// Pungs and a pair of one suit plus any honours, no chows and no kongs, all
/// concealed but the group a claimed winning tile completed.
fn buried_treasure(groups: &[Group], claimed: Option<usize>) -> bool {
    let concealed = groups
        .iter()
        .enumerate()
        .all(|(i, g)| !g.exposed || claimed == Some(i));
    concealed && kongs(groups) == 0 && all_groups(groups, |_| true) && suits(groups).len() == 1
}
