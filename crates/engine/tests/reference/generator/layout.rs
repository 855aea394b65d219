//! Laying tiles out as players would: groups exposed, laid out concealed, or left
//! loose, concealed tiles regrouped every which way, a winning tile marked or not; and
//! writing the layout in the notation of docs/tiles.md.
use super::super::tiles::{suit, Group, Shape};
use super::super::{How, Kind, Role, KINDS};
use super::build::{self, Style, STYLES};
use super::Rng;

/// A player's tiles as laid out.
#[derive(Clone, Debug)]
pub struct Layout {
    /// Group tokens; exposed ones are written with `+`, kongs are declared kongs.
    pub groups: Vec<Group>,
    /// Loose concealed tiles, written in one `?` token.
    pub loose: [u8; KINDS],
    /// The marked winning tile.
    pub winning: Option<Kind>,
    /// How the winning tile came (the winner's).
    pub how: Option<How>,
}

impl Default for Layout {
    fn default() -> Layout {
        Layout {
            groups: Vec::new(),
            loose: [0; KINDS],
            winning: None,
            how: None,
        }
    }
}

impl Layout {
    /// Every tile held, kongs' four included.
    pub fn counts(&self) -> [u8; KINDS] {
        let mut counts = self.loose;
        for group in &self.groups {
            for kind in group.tiles() {
                counts[kind] += 1;
            }
        }
        counts
    }

    /// The text of the layout, with the bonus tokens given, tokens shuffled if asked.
    pub fn text(&self, bonus: &[String], shuffle: Option<&mut Rng>) -> String {
        let mut tokens: Vec<String> = self
            .groups
            .iter()
            .map(|g| format!("{}{}", if g.exposed { "+" } else { "" }, spell(&g.tiles())))
            .collect();
        let loose: Vec<Kind> = (0..KINDS)
            .flat_map(|k| std::iter::repeat_n(k, self.loose[k] as usize))
            .collect();
        if !loose.is_empty() {
            tokens.push(format!("?{}", spell(&loose)));
        }
        if let Some(kind) = self.winning {
            tokens.push(format!("@{}", spell(&[kind])));
        }
        tokens.extend(bonus.iter().cloned());
        if let Some(rng) = shuffle {
            for i in (1..tokens.len()).rev() {
                tokens.swap(i, rng.below(i + 1));
            }
        }
        tokens.join(" ")
    }

    /// The concealed tiles that are not in declared kongs: concealed group tokens and
    /// loose tiles.
    pub fn concealed(&self) -> [u8; KINDS] {
        let mut counts = self.loose;
        for group in self
            .groups
            .iter()
            .filter(|g| !g.exposed && g.shape != Shape::Kong)
        {
            for kind in group.tiles() {
                counts[kind] += 1;
            }
        }
        counts
    }

    /// Breaks every concealed non-kong group token into loose tiles.
    pub fn loosen(&mut self) {
        self.loose = self.concealed();
        self.groups.retain(|g| g.exposed || g.shape == Shape::Kong);
    }
}

/// Spells tiles in the notation: numbers of a suit sharing their letter, honours.
pub fn spell(tiles: &[Kind]) -> String {
    const HONOURS: [&str; 7] = ["E", "S", "W", "N", "R", "G", "Wh"];
    let mut out = String::new();
    for (i, &kind) in tiles.iter().enumerate() {
        match suit(kind) {
            Some(s) => {
                out.push_str(&(kind % 9 + 1).to_string());
                let next = tiles.get(i + 1).and_then(|&k| suit(k));
                if next != Some(s) {
                    out.push(['b', 'c', 'd'][s]);
                }
            }
            None => out.push_str(HONOURS[kind - 27]),
        }
    }
    out
}

/// A winner's layout: four sets and a pair in some style, a hand with a shape of its
/// own, or a near miss of either; out by a random means.
pub fn winner(rng: &mut Rng) -> Layout {
    let how = rng.pick(&[
        How::Discard,
        How::Discard,
        How::Wall,
        How::Wall,
        How::LooseTile,
    ]);
    let how = if rng.chance(12) {
        How::RobbingKong
    } else {
        how
    };
    let roll = rng.below(100);
    let mut layout = if roll < 58 {
        let style = if how == How::RobbingKong && rng.chance(60) {
            Style::Chows
        } else {
            rng.pick(&STYLES)
        };
        let groups = build::four_sets(rng, style);
        lay_groups(rng, &groups, style, how)
    } else if roll < 80 {
        let counts = build::any_shape(rng);
        lay_counts(rng, counts)
    } else {
        let mut counts = if rng.chance(50) {
            build::counts_of(&build::any_four_sets(rng))
        } else {
            build::any_shape(rng)
        };
        build::near_miss(rng, &mut counts);
        lay_counts(rng, counts)
    };
    layout.how = Some(how);
    mark(rng, &mut layout, how);
    layout
}

/// Lays out four sets and a pair: each group exposed, laid out concealed or left
/// loose (kongs declared; the pair exposed only by a winning discard), the concealed
/// tiles then often regrouped.
fn lay_groups(rng: &mut Rng, groups: &[Group], style: Style, how: How) -> Layout {
    let expose = if style == Style::BuriedTreasure {
        5
    } else {
        22
    };
    let mut layout = Layout::default();
    let mut groups = groups.to_vec();
    if style == Style::Regroup && rng.chance(60) {
        let chow = Group::new(Shape::Chow, groups[0].first, false);
        groups[..3].fill(chow);
    }
    for group in groups {
        let pair_shut = group.shape == Shape::Pair && how != How::Discard;
        if group.shape == Shape::Kong {
            layout.groups.push(Group {
                exposed: rng.chance(45),
                ..group
            });
        } else if !pair_shut && rng.chance(expose) {
            layout.groups.push(group.exposed());
        } else if rng.chance(50) {
            layout.groups.push(group);
        } else {
            for kind in group.tiles() {
                layout.loose[kind] += 1;
            }
        }
    }
    if rng.chance(45) {
        relay(rng, &mut layout);
    }
    layout
}

/// Lays out tile counts, all concealed: loose, or partly in groups (often pairs).
fn lay_counts(rng: &mut Rng, counts: [u8; KINDS]) -> Layout {
    let mut layout = Layout {
        loose: counts,
        ..Layout::default()
    };
    if rng.chance(65) {
        relay(rng, &mut layout);
    }
    layout
}

/// Regroups the concealed tiles at random into group tokens, the rest left loose.
pub fn relay(rng: &mut Rng, layout: &mut Layout) {
    layout.loosen();
    for _ in 0..rng.below(7) {
        let options = groups_in(&layout.loose);
        if options.is_empty() {
            return;
        }
        let group = rng.pick(&options);
        for kind in group.tiles() {
            layout.loose[kind] -= 1;
        }
        layout.groups.push(group);
    }
}

/// Every concealed pair, pung and chow the counts can give.
fn groups_in(counts: &[u8; KINDS]) -> Vec<Group> {
    let mut found = Vec::new();
    for kind in 0..KINDS {
        if counts[kind] >= 2 {
            found.push(Group::new(Shape::Pair, kind, false));
        }
        if counts[kind] >= 3 {
            found.push(Group::new(Shape::Pung, kind, false));
        }
        let chow = suit(kind).is_some() && kind % 9 <= 6;
        if chow && counts[kind] > 0 && counts[kind + 1] > 0 && counts[kind + 2] > 0 {
            found.push(Group::new(Shape::Chow, kind, false));
        }
    }
    found
}

/// Marks the winning tile (or not): drawn, mostly a concealed tile; claimed, mostly
/// a tile of a group that can take it (a robbed tile: a chow's tile held once); and
/// now and then any tile. A claimed hand now and then shows its winning group exposed.
fn mark(rng: &mut Rng, layout: &mut Layout, how: How) {
    if how == How::Discard && rng.chance(20) {
        expose_one(rng, layout);
    }
    if rng.chance(25) {
        return;
    }
    let counts = layout.counts();
    let held: Vec<Kind> = (0..KINDS).filter(|&k| counts[k] > 0).collect();
    let concealed = layout.concealed();
    let mut likely: Vec<Kind> = match how {
        How::Wall | How::LooseTile => (0..KINDS).filter(|&k| concealed[k] > 0).collect(),
        How::Discard => layout
            .groups
            .iter()
            .filter(|g| g.exposed && g.shape != Shape::Kong)
            .flat_map(|g| g.tiles())
            .chain((0..KINDS).filter(|&k| concealed[k] > 0))
            .collect(),
        How::RobbingKong => (0..KINDS)
            .filter(|&k| counts[k] == 1 && suit(k).is_some())
            .collect(),
    };
    if likely.is_empty() || rng.chance(10) {
        likely = held;
    }
    layout.winning = Some(rng.pick(&likely));
}

/// Lays one concealed group out exposed, as if the winning discard completed it, and
/// marks its tile.
fn expose_one(rng: &mut Rng, layout: &mut Layout) {
    if layout
        .groups
        .iter()
        .all(|g| g.exposed || g.shape == Shape::Kong)
    {
        relay(rng, layout);
    }
    let open: Vec<usize> = (0..layout.groups.len())
        .filter(|&i| !layout.groups[i].exposed && layout.groups[i].shape != Shape::Kong)
        .collect();
    if open.is_empty() {
        return;
    }
    let at = rng.pick(&open);
    layout.groups[at].exposed = true;
}

/// A non-winner's layout: a winner's layout with one concealed tile taken away (a
/// waiting hand), now and then more, or a few random groups and loose tiles.
pub fn waiting(rng: &mut Rng) -> (Layout, Role) {
    let role = if rng.chance(65) {
        Role::Fishing
    } else {
        Role::Other
    };
    let mut layout = if rng.chance(85) {
        let mut layout = winner(rng);
        layout.winning = None;
        let takes = if rng.chance(75) { 1 } else { 2 + rng.below(4) };
        for _ in 0..takes {
            take_one(rng, &mut layout);
        }
        layout
    } else {
        random_hand(rng)
    };
    layout.how = None;
    for group in layout.groups.iter_mut() {
        group.exposed &= group.shape != Shape::Pair;
    }
    if rng.chance(30) {
        relay(rng, &mut layout);
    }
    (layout, role)
}

/// Takes one concealed tile away, loosening the layout if need be.
pub fn take_one(rng: &mut Rng, layout: &mut Layout) {
    if layout.loose.iter().all(|&c| c == 0) {
        layout.loosen();
    }
    let held: Vec<Kind> = (0..KINDS).filter(|&k| layout.loose[k] > 0).collect();
    if let Some(&kind) = held.get(rng.below(held.len())) {
        layout.loose[kind] -= 1;
    } else if let Some(at) = (0..layout.groups.len()).last() {
        layout.groups.remove(at);
    }
}

/// A few random groups and loose tiles, at most 13 in all (a kong counting 3).
fn random_hand(rng: &mut Rng) -> Layout {
    let mut layout = Layout::default();
    let size = 4 + rng.below(10);
    let mut placed = 0;
    while placed < size {
        let kind = rng.below(KINDS);
        let counts = layout.counts();
        if rng.chance(30) && placed + 3 <= size && counts[kind] == 0 {
            let shape = rng.pick(&[Shape::Pung, Shape::Kong, Shape::Pung]);
            layout.groups.push(Group::new(shape, kind, rng.chance(50)));
            placed += 3;
        } else if counts[kind] < 4 {
            layout.loose[kind] += 1;
            placed += 1;
        }
    }
    layout
}

/// A hand of the wrong size: a winner with a tile missing or one too many, or a
/// non-winner holding a whole winning hand (or more).
pub fn too_many(rng: &mut Rng) -> (Layout, Role) {
    let mut layout = winner(rng);
    let role = rng.pick(&[Role::MahJong, Role::Fishing, Role::Other]);
    if role == Role::MahJong && rng.chance(50) {
        take_one(rng, &mut layout);
    } else if role == Role::MahJong || rng.chance(30) {
        add_one(rng, &mut layout);
    }
    if role != Role::MahJong {
        layout.winning = None;
        layout.how = None;
        for group in layout.groups.iter_mut() {
            group.exposed &= group.shape != Shape::Pair;
        }
    }
    (layout, role)
}

/// Adds one loose tile of a kind held fewer than four times.
pub fn add_one(rng: &mut Rng, layout: &mut Layout) {
    let counts = layout.counts();
    loop {
        let kind = rng.below(KINDS);
        if counts[kind] < 4 {
            layout.loose[kind] += 1;
            return;
        }
    }
}
