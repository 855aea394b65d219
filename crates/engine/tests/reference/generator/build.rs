//! Building complete hands: four sets and a pair in many styles (one suit, honours,
//! majors, kongs, and the four-set special hands), and the hands with shapes of their
//! own.
use super::super::tiles::{is_green, is_terminal, suit, Group, Shape, EAST, RED};
use super::super::{Kind, KINDS};
use super::Rng;

/// What a built hand leans to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Mixed,
    OneSuit,
    Pure,
    Honours,
    Majors,
    Kongs,
    Chows,
    BuriedTreasure,
    HeadsAndTails,
    Scholars,
    Blessings,
    Fourfold,
    Jade,
    WindsAndDragons,
    Regroup,
}

/// Every style, to pick from.
pub const STYLES: [Style; 15] = [
    Style::Mixed,
    Style::OneSuit,
    Style::Pure,
    Style::Honours,
    Style::Majors,
    Style::Kongs,
    Style::Chows,
    Style::BuriedTreasure,
    Style::HeadsAndTails,
    Style::Scholars,
    Style::Blessings,
    Style::Fourfold,
    Style::Jade,
    Style::WindsAndDragons,
    Style::Regroup,
];

/// Counts of a list of groups' tiles.
pub fn counts_of(groups: &[Group]) -> [u8; KINDS] {
    super::super::tiles::count_groups(groups)
}

/// Four sets and a pair in the style, no kind more than four times.
pub fn four_sets(rng: &mut Rng, style: Style) -> Vec<Group> {
    loop {
        let groups = attempt(rng, style);
        if counts_of(&groups).iter().all(|&c| c <= 4) {
            return groups;
        }
    }
}

/// Four sets and a pair in a style picked at random.
pub fn any_four_sets(rng: &mut Rng) -> Vec<Group> {
    let style = rng.pick(&STYLES);
    four_sets(rng, style)
}

/// A hand with a shape of its own picked at random.
pub fn any_shape(rng: &mut Rng) -> [u8; KINDS] {
    let which = rng.below(SHAPES);
    shape(rng, which)
}

/// One try at a hand in the style (it may hold a kind five times).
fn attempt(rng: &mut Rng, style: Style) -> Vec<Group> {
    let home = rng.below(3) * 9;
    let suit_kinds: Vec<Kind> = (home..home + 9).collect();
    let honours: Vec<Kind> = (EAST..KINDS).collect();
    let all: Vec<Kind> = (0..KINDS).collect();
    let majors: Vec<Kind> = (0..KINDS)
        .filter(|&k| k >= EAST || is_terminal(k))
        .collect();
    let terminals: Vec<Kind> = (0..EAST).filter(|&k| is_terminal(k)).collect();
    let greens: Vec<Kind> = (0..KINDS).filter(|&k| is_green(k)).collect();
    let one_suit: Vec<Kind> = suit_kinds.iter().chain(&honours).copied().collect();
    let mut groups = Vec::new();
    let (kinds, chows, kongs): (&[Kind], u32, u32) = match style {
        Style::Mixed => (&all, 35, 12),
        Style::OneSuit => (&one_suit, 30, 12),
        Style::Pure => (&suit_kinds, 10, 20),
        Style::Honours => (&honours, 25, 15),
        Style::Majors => (&majors, 0, 20),
        Style::Kongs => (&all, 10, 70),
        Style::Chows => (&all, 85, 5),
        Style::BuriedTreasure => (&one_suit, 0, 0),
        Style::HeadsAndTails => (&terminals, 0, 25),
        Style::Scholars => (&all, 30, 15),
        Style::Blessings => (&all, 0, 20),
        Style::Fourfold => (&all, 0, 100),
        Style::Jade => (&greens, 0, 20),
        Style::WindsAndDragons => (&honours, 0, 20),
        Style::Regroup => (&one_suit, 25, 0),
    };
    let forced: Vec<Kind> = match style {
        Style::Scholars => (RED..KINDS).collect(),
        Style::Blessings => (EAST..RED).collect(),
        Style::Regroup => {
            let start = home + rng.below(7);
            (start..start + 3).collect()
        }
        _ => Vec::new(),
    };
    for &kind in &forced {
        groups.push(pung_or_kong(rng, kind, kongs));
    }
    while groups.len() < 4 {
        groups.push(set(rng, kinds, chows, kongs));
    }
    groups.push(Group::new(Shape::Pair, rng.pick(kinds), false));
    if style == Style::BuriedTreasure && rng.chance(50) {
        let pair = rng.pick(&honours);
        groups[4] = Group::new(Shape::Pair, pair, false);
    }
    groups
}

/// A pung, or a kong with the chance given.
fn pung_or_kong(rng: &mut Rng, kind: Kind, kongs: u32) -> Group {
    let shape = if rng.chance(kongs) {
        Shape::Kong
    } else {
        Shape::Pung
    };
    Group::new(shape, kind, false)
}

/// A random set of the kinds: a chow (where the kind can start one) or a pung or kong.
fn set(rng: &mut Rng, kinds: &[Kind], chows: u32, kongs: u32) -> Group {
    let kind = rng.pick(kinds);
    let starts_chow = suit(kind).is_some() && (kind % 9) <= 6;
    if starts_chow && rng.chance(chows) {
        Group::new(Shape::Chow, kind, false)
    } else {
        pung_or_kong(rng, kind, kongs)
    }
}

/// The hands with shapes of their own, as tile counts.
pub const SHAPES: usize = 6;

/// Tile counts of a hand with a shape of its own (0 Thirteen unique wonders, 1 All pair
/// honours, 2 Knitting, 3 Triple knitting, 4 Wriggling snake, 5 Gates of heaven).
pub fn shape(rng: &mut Rng, which: usize) -> [u8; KINDS] {
    let mut counts = [0u8; KINDS];
    let majors: Vec<Kind> = (0..KINDS)
        .filter(|&k| k >= EAST || is_terminal(k))
        .collect();
    let home = rng.below(3) * 9;
    match which {
        0 => {
            for &k in &majors {
                counts[k] = 1;
            }
            counts[rng.pick(&majors)] += 1;
        }
        1 => pairs_of(rng, &majors, &mut counts, 7),
        2 => knitting(rng, &mut counts),
        3 => triple_knitting(rng, &mut counts),
        4 => {
            counts[home] = 2;
            counts[home + 1..home + 9].fill(1);
            counts[EAST..RED].fill(1);
        }
        _ => {
            counts[home] = 3;
            counts[home + 8] = 3;
            counts[home + 1..home + 8].fill(1);
            counts[home + 1 + rng.below(7)] += 1;
        }
    }
    counts
}

/// Adds `pairs` pairs of the kinds, mostly distinct, now and then one twice.
fn pairs_of(rng: &mut Rng, kinds: &[Kind], counts: &mut [u8; KINDS], pairs: usize) {
    let mut added = 0;
    while added < pairs {
        let kind = rng.pick(kinds);
        let twice_ok = rng.chance(10);
        if counts[kind] == 0 || (counts[kind] == 2 && twice_ok) {
            counts[kind] += 2;
            added += 1;
        }
    }
}

/// Seven knitted pairs: one number in the same two suits each, a pair now and then
/// repeated.
fn knitting(rng: &mut Rng, counts: &mut [u8; KINDS]) {
    let (a, b) = rng.pick(&[(0, 9), (0, 18), (9, 18)]);
    let mut added = 0;
    while added < 7 {
        let n = rng.below(9);
        if counts[a + n] == 0 || (counts[a + n] < 4 && rng.chance(10)) {
            counts[a + n] += 1;
            counts[b + n] += 1;
            added += 1;
        }
    }
}

/// Four trios (one number in all three suits) and a knitted pair.
fn triple_knitting(rng: &mut Rng, counts: &mut [u8; KINDS]) {
    let mut added = 0;
    while added < 4 {
        let n = rng.below(9);
        if counts[n] == 0 || (counts[n] < 4 && rng.chance(10)) {
            for s in 0..3 {
                counts[s * 9 + n] += 1;
            }
            added += 1;
        }
    }
    loop {
        let n = rng.below(9);
        let (a, b) = rng.pick(&[(0, 9), (0, 18), (9, 18)]);
        if counts[a + n] < 4 && counts[b + n] < 4 {
            counts[a + n] += 1;
            counts[b + n] += 1;
            return;
        }
    }
}

/// Replaces one tile of the counts with another kind (a near miss), keeping every
/// kind at four or fewer.
pub fn near_miss(rng: &mut Rng, counts: &mut [u8; KINDS]) {
    let held: Vec<Kind> = (0..KINDS).filter(|&k| counts[k] > 0).collect();
    let out = rng.pick(&held);
    loop {
        let kind = if rng.chance(60) {
            let near = out as isize + rng.below(5) as isize - 2;
            near.clamp(0, KINDS as isize - 1) as usize
        } else {
            rng.below(KINDS)
        };
        if kind != out && counts[kind] < 4 {
            counts[out] -= 1;
            counts[kind] += 1;
            return;
        }
    }
}
