//! Hands that must be refused, each built so that exactly one refusal applies first.
use super::super::tiles::{Group, Shape};
use super::super::{arrange, text};
use super::super::{Case, How, Kind, Refusal, Role, KINDS};
use super::build::{self, Style, STYLES};
use super::dress::dress_as;
use super::layout::{add_one, take_one, Layout};
use super::Rng;

/// Bad tokens: not tiles, or tiles that make no group outside `?`.
const BAD_TOKENS: [&str; 15] = [
    "+2345b", "0b", "5", "+1b", "?", "@", "f5", "s0", "X", "+124b", "+EEEEE", "+ESW", "5bb",
    "@12b", "eee",
];

/// A random hand that must be refused, and the refusal it must get.
pub fn impossible(rng: &mut Rng) -> (Case, Refusal) {
    let refusal = rng.pick(&[
        Refusal::BadText,
        Refusal::FiveOfAKind,
        Refusal::BonusTwice,
        Refusal::NotMahJong,
        Refusal::WinningNotHeld,
        Refusal::ClaimedIntoKong,
        Refusal::DrawnOutsideGroups,
        Refusal::RobbedOutsideChow,
        Refusal::TooManyTiles,
        Refusal::ImpossibleForm,
        Refusal::ExposedPair,
    ]);
    let case = match refusal {
        Refusal::BadText => bad_text(rng),
        Refusal::FiveOfAKind => five_of_a_kind(rng),
        Refusal::BonusTwice => bonus_twice(rng),
        Refusal::NotMahJong => not_mah_jong(rng),
        Refusal::WinningNotHeld => winning_not_held(rng),
        Refusal::ClaimedIntoKong => into_kong(rng, How::Discard),
        Refusal::DrawnOutsideGroups => drawn_outside(rng),
        Refusal::RobbedOutsideChow => robbed_outside_chow(rng),
        Refusal::TooManyTiles => too_many_tiles(rng),
        Refusal::ImpossibleForm => impossible_form(rng),
        Refusal::ExposedPair => exposed_pair(rng),
    };
    (case, refusal)
}

/// A winning hand of four sets and a pair, laid out with every group as a token
/// (kongs declared, now and then exposed), nothing marked.
fn four_sets(rng: &mut Rng, style: Style) -> (Vec<Group>, Layout) {
    let groups = build::four_sets(rng, style);
    let mut layout = Layout::default();
    for &group in &groups {
        let exposed = group.shape != Shape::Pair && rng.chance(25);
        layout.groups.push(Group { exposed, ..group });
    }
    (groups, layout)
}

/// A winning hand laid out as `four_sets` does, in a style picked at random.
fn any_four_sets(rng: &mut Rng) -> (Vec<Group>, Layout) {
    let style = rng.pick(&STYLES);
    four_sets(rng, style)
}

/// A case for the layout: a winner out by the given means, or another role; no last
/// tile, original call or situation, British extensions on.
fn plain(rng: &mut Rng, mut layout: Layout, role: Role, how: How) -> Case {
    layout.how = Some(how);
    let mut case = dress_as(rng, layout, role, false);
    case.last_tile = false;
    case.original_call = false;
    case.situation = None;
    case.rules.british = true;
    case
}

/// Any winning hand with a bad token put in, or padded past 200 characters.
fn bad_text(rng: &mut Rng) -> Case {
    let (_, layout) = any_four_sets(rng);
    let role = rng.pick(&[Role::MahJong, Role::Fishing, Role::Other]);
    let mut case = plain(rng, layout, role, How::Wall);
    if rng.chance(10) {
        case.text = format!("{}{}", " ".repeat(200), case.text);
    } else {
        case.text = format!("{} {}", case.text, rng.pick(&BAD_TOKENS));
    }
    case
}

/// Any hand with one kind brought to five.
fn five_of_a_kind(rng: &mut Rng) -> Case {
    let (_, mut layout) = any_four_sets(rng);
    let counts = layout.counts();
    let kind = rng.below(KINDS);
    layout.loose[kind] += 5 - counts[kind];
    let role = rng.pick(&[Role::MahJong, Role::Fishing, Role::Other]);
    plain(rng, layout, role, How::Wall)
}

/// Any hand with a bonus tile written twice.
fn bonus_twice(rng: &mut Rng) -> Case {
    let (_, layout) = any_four_sets(rng);
    let role = rng.pick(&[Role::MahJong, Role::Fishing, Role::Other]);
    let mut case = plain(rng, layout, role, How::Wall);
    let tile = format!("{}{}", rng.pick(&["f", "s"]), 1 + rng.below(4));
    if !case.text.contains(&tile) {
        case.text = format!("{} {tile}", case.text);
    }
    case.text = format!("{} {tile}", case.text);
    case
}

/// A winner with 13 or 15 tiles, or 14 that make no hand.
fn not_mah_jong(rng: &mut Rng) -> Case {
    let (_, mut layout) = any_four_sets(rng);
    match rng.below(3) {
        0 => take_one(rng, &mut layout),
        1 => add_one(rng, &mut layout),
        _ => layout = no_hand(rng),
    }
    let how = rng.pick(&[How::Discard, How::Wall]);
    plain(rng, layout, Role::MahJong, how)
}

/// Fourteen loose tiles that make no four sets and a pair and no special shape.
fn no_hand(rng: &mut Rng) -> Layout {
    loop {
        let mut layout = Layout::default();
        let mut counts = build::counts_of(&build::any_four_sets(rng));
        build::near_miss(rng, &mut counts);
        layout.loose = counts;
        let hand = text::parse(&layout.text(&[], None)).unwrap_or_default();
        let shapes = super::super::shapes::own_shapes(&counts, true);
        if !arrange::any_winning(&hand) && shapes.is_empty() {
            return layout;
        }
    }
}

/// A winning hand with a winning tile marked that it does not hold.
fn winning_not_held(rng: &mut Rng) -> Case {
    let (_, mut layout) = any_four_sets(rng);
    let counts = layout.counts();
    let absent: Vec<Kind> = (0..KINDS).filter(|&k| counts[k] == 0).collect();
    layout.winning = Some(rng.pick(&absent));
    let how = rng.pick(&[How::Discard, How::Wall, How::LooseTile, How::RobbingKong]);
    plain(rng, layout, Role::MahJong, how)
}

/// A winning hand with a kong, the winning tile marked as the kong's (all four of
/// its kind are in the kong).
fn into_kong(rng: &mut Rng, how: How) -> Case {
    let (groups, mut layout) = four_sets(rng, Style::Fourfold);
    let kong = groups
        .iter()
        .find(|g| g.shape == Shape::Kong)
        .map(|g| g.first);
    layout.winning = kong;
    plain(rng, layout, Role::MahJong, how)
}

/// Drawn, the winning tile marked only in a kong or in an exposed group.
fn drawn_outside(rng: &mut Rng) -> Case {
    let how = rng.pick(&[How::Wall, How::LooseTile]);
    if rng.chance(50) {
        return into_kong(rng, how);
    }
    loop {
        let (_, mut layout) = any_four_sets(rng);
        let concealed = layout.concealed();
        let outside: Vec<Kind> = layout
            .groups
            .iter()
            .filter(|g| g.exposed || g.shape == Shape::Kong)
            .flat_map(|g| g.tiles())
            .filter(|&k| concealed[k] == 0)
            .collect();
        if !outside.is_empty() {
            layout.winning = Some(rng.pick(&outside));
            return plain(rng, layout, Role::MahJong, how);
        }
    }
}

/// Robbing a kong with the robbed tile held twice or more, or (unmarked) with no chow.
fn robbed_outside_chow(rng: &mut Rng) -> Case {
    let (_, mut layout) = if rng.chance(50) {
        four_sets(rng, Style::Chows)
    } else {
        let style = rng.pick(&[Style::Majors, Style::Kongs, Style::Blessings]);
        four_sets(rng, style)
    };
    let counts = layout.counts();
    let twice: Vec<Kind> = (0..KINDS).filter(|&k| counts[k] >= 2).collect();
    let chowless = layout.groups.iter().all(|g| g.shape != Shape::Chow);
    layout.winning = if chowless && rng.chance(50) {
        None
    } else {
        Some(rng.pick(&twice))
    };
    if chowless && rng.chance(50) {
        super::layout::relay(rng, &mut layout);
    }
    plain(rng, layout, Role::MahJong, How::RobbingKong)
}

/// A player who has not gone out holding fourteen tiles or more.
fn too_many_tiles(rng: &mut Rng) -> Case {
    let (_, mut layout) = any_four_sets(rng);
    if rng.chance(30) {
        add_one(rng, &mut layout);
    }
    let role = rng.pick(&[Role::Fishing, Role::Other]);
    plain(rng, layout, role, How::Discard)
}

/// A good hand with a form the rules refuse: original call for a player neither out
/// nor fishing; the last tile with a loose tile or a robbed kong, or as the final
/// discard without the British extensions.
fn impossible_form(rng: &mut Rng) -> Case {
    let (groups, mut layout) = four_sets(rng, Style::Chows);
    match rng.below(4) {
        0 => {
            take_one(rng, &mut layout);
            let mut case = plain(rng, layout, Role::Other, How::Discard);
            case.original_call = true;
            case
        }
        1 => {
            let mut case = plain(rng, layout, Role::MahJong, How::LooseTile);
            case.last_tile = true;
            case
        }
        2 => {
            let mut case = plain(rng, layout, Role::MahJong, How::Discard);
            case.last_tile = true;
            case.rules.british = false;
            case
        }
        _ => {
            let counts = build::counts_of(&groups);
            let robbable: Vec<Kind> = groups
                .iter()
                .filter(|g| g.shape == Shape::Chow)
                .flat_map(|g| g.tiles())
                .filter(|&k| counts[k] == 1)
                .collect();
            layout.winning = robbable.first().copied();
            let how = if robbable.is_empty() {
                How::LooseTile
            } else {
                How::RobbingKong
            };
            let mut case = plain(rng, layout, Role::MahJong, how);
            case.last_tile = true;
            case
        }
    }
}

/// A pair shown exposed that no winning discard completed: held by a player
/// who has not gone out, or by a winner who drew the winning tile, or whose
/// winning tile is marked in another group.
fn exposed_pair(rng: &mut Rng) -> Case {
    let (groups, mut layout) = four_sets(rng, Style::Chows);
    for group in &mut layout.groups {
        group.exposed |= group.shape == Shape::Pair;
    }
    match rng.below(3) {
        0 => {
            // One tile of a set left out: thirteen tiles, the pair still shown.
            let sets: Vec<usize> = (0..layout.groups.len())
                .filter(|&i| matches!(layout.groups[i].shape, Shape::Pung | Shape::Chow))
                .collect();
            if let Some(&at) = sets.first() {
                let set = layout.groups.remove(at);
                for &kind in &set.tiles()[1..] {
                    layout.loose[kind] += 1;
                }
            }
            let role = rng.pick(&[Role::Fishing, Role::Other]);
            plain(rng, layout, role, How::Discard)
        }
        1 => {
            let how = rng.pick(&[How::Wall, How::LooseTile]);
            plain(rng, layout, Role::MahJong, how)
        }
        _ => {
            let elsewhere = groups
                .iter()
                .filter(|g| g.shape != Shape::Pair)
                .flat_map(|g| g.tiles())
                .find(|&k| {
                    groups
                        .iter()
                        .all(|g| g.shape != Shape::Pair || g.first != k)
                });
            layout.winning = elsewhere;
            plain(rng, layout, Role::MahJong, How::Discard)
        }
    }
}
