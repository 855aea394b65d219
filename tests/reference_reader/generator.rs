//! Tile hands as players would lay them out, drawn at random from a seed:
//! winners built from sets and a pair (exposed, laid out concealed, or left
//! loose), the special hands' examples and near misses, waiting hands of
//! thirteen tiles and fewer, too many tiles now and then, bonus tiles, every
//! seat and round, how the hand was won, situation hands, the table's size,
//! goulash and the British extensions.

use mahjong_scorer::engine::form::{HandContext, HandForm, Role, WinningTile};
use mahjong_scorer::engine::rules::{RuleSet, RuleValues};
use mahjong_scorer::engine::tiles::{Bonus, Dragon, Group, GroupKind, Suit, Tile, TileHand};
use mahjong_scorer::engine::{PlayerCount, SpecialHand, Wind};

/// splitmix64.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// One player's tiles with everything the reading needs.
pub struct Case {
    pub hand: TileHand,
    pub entered: HandForm,
    pub ctx: HandContext,
    pub rules: RuleSet,
    pub seen: [u8; 34],
}

fn tile_at(i: usize) -> Tile {
    let suits = [Suit::Bamboos, Suit::Characters, Suit::Circles];
    match i {
        0..27 => Tile::Suited(suits[i / 9], (i % 9) as u8 + 1),
        27..31 => Tile::Wind(Wind::ALL[i - 27]),
        _ => Tile::Dragon([Dragon::Red, Dragon::Green, Dragon::White][i - 31]),
    }
}

fn group_tiles(g: &Group) -> Vec<usize> {
    let k = super::kind(g.tile);
    match g.kind {
        GroupKind::Pair => vec![k; 2],
        GroupKind::Chow => vec![k, k + 1, k + 2],
        GroupKind::Pung => vec![k; 3],
        GroupKind::Kong => vec![k; 4],
    }
}

/// A random set or pair that still fits in the set of tiles.
fn random_group(rng: &mut Rng, used: &mut [u8; 34], kind: GroupKind) -> Option<Group> {
    for _ in 0..20 {
        let k = match kind {
            GroupKind::Chow => {
                let s = rng.below(3);
                s * 9 + rng.below(7)
            }
            _ => rng.below(34),
        };
        let g = Group {
            kind,
            tile: tile_at(k),
            exposed: false,
        };
        let tiles = group_tiles(&g);
        if tiles
            .iter()
            .all(|&t| used[t] + tiles.iter().filter(|&&x| x == t).count() as u8 <= 4)
        {
            for t in tiles {
                used[t] += 1;
            }
            return Some(g);
        }
    }
    None
}

/// Four sets and a pair, some of one suit, laid out or loose.
fn normal_hand(rng: &mut Rng) -> TileHand {
    let mut used = [0u8; 34];
    let mut groups = Vec::new();
    let one_suit = rng.chance(25);
    for i in 0..5 {
        let kind = if i == 4 {
            GroupKind::Pair
        } else {
            rng.pick(&[
                GroupKind::Pung,
                GroupKind::Pung,
                GroupKind::Chow,
                GroupKind::Chow,
                GroupKind::Kong,
            ])
        };
        if let Some(mut g) = random_group(rng, &mut used, kind) {
            if one_suit {
                if let Tile::Suited(_, n) = g.tile {
                    let moved = Group {
                        tile: Tile::Suited(Suit::Bamboos, n),
                        ..g
                    };
                    let (old, new) = (group_tiles(&g), group_tiles(&moved));
                    for t in old {
                        used[t] -= 1;
                    }
                    if new
                        .iter()
                        .all(|&t| used[t] + new.iter().filter(|&&x| x == t).count() as u8 <= 4)
                    {
                        g = moved;
                    }
                    for t in group_tiles(&g) {
                        used[t] += 1;
                    }
                }
            }
            groups.push(g);
        }
    }
    lay_out(rng, groups)
}

/// Each group exposed, laid out concealed, or left loose (a kong is always
/// laid out).
fn lay_out(rng: &mut Rng, groups: Vec<Group>) -> TileHand {
    let mut hand = TileHand::default();
    for mut g in groups {
        match (g.kind, rng.below(3)) {
            (GroupKind::Kong, way) => {
                g.exposed = way == 0;
                hand.groups.push(g);
            }
            (_, 0) => {
                g.exposed = rng.chance(70) || g.kind != GroupKind::Pair;
                hand.groups.push(g);
            }
            (_, 1) => hand.groups.push(g),
            _ => hand.loose.extend(group_tiles(&g).into_iter().map(tile_at)),
        }
    }
    hand
}

/// A special hand's example, its tiles all loose or as written.
fn special_hand(rng: &mut Rng) -> TileHand {
    let h = rng.pick(&SpecialHand::ALL);
    let mut hand: TileHand = h
        .row()
        .example
        .parse()
        .expect("the examples are good notation");
    hand.winning = None;
    if rng.chance(50) {
        let groups = std::mem::take(&mut hand.groups);
        for g in groups {
            if g.kind == GroupKind::Kong || (g.exposed && rng.chance(50)) {
                hand.groups.push(g);
            } else {
                hand.loose.extend(group_tiles(&g).into_iter().map(tile_at));
            }
        }
    }
    hand
}

fn all_tiles(hand: &TileHand) -> Vec<usize> {
    let mut all: Vec<usize> = hand.groups.iter().flat_map(group_tiles).collect();
    all.extend(hand.loose.iter().map(|&t| super::kind(t)));
    all
}

/// Takes one loose tile, or breaks a laid-out concealed group into loose
/// tiles first.
fn take_one(rng: &mut Rng, hand: &mut TileHand) {
    if hand.loose.is_empty() || rng.chance(30) {
        let concealed: Vec<usize> = (0..hand.groups.len())
            .filter(|&i| !hand.groups[i].exposed && hand.groups[i].kind != GroupKind::Kong)
            .collect();
        if !concealed.is_empty() {
            let g = hand.groups.remove(rng.pick(&concealed));
            hand.loose.extend(group_tiles(&g).into_iter().map(tile_at));
        }
    }
    if !hand.loose.is_empty() {
        let i = rng.below(hand.loose.len());
        hand.loose.remove(i);
    }
}

pub fn case(rng: &mut Rng) -> Case {
    let mut hand = if rng.chance(25) {
        special_hand(rng)
    } else {
        normal_hand(rng)
    };
    // A near miss: one tile changed.
    if rng.chance(10) && !hand.loose.is_empty() {
        let i = rng.below(hand.loose.len());
        hand.loose[i] = tile_at(rng.below(34));
    }
    let role = match rng.below(10) {
        0..5 => Role::MahJong,
        5..8 => Role::Fishing,
        _ => Role::Other,
    };
    if role != Role::MahJong {
        take_one(rng, &mut hand);
        if rng.chance(15) {
            take_one(rng, &mut hand);
        }
    }
    if rng.chance(4) {
        hand.loose.push(tile_at(rng.below(34)));
    }
    // Some concealed loose tiles laid out as pairs, as a player might.
    if rng.chance(20) {
        let mut counts = [0u8; 34];
        for &t in &hand.loose {
            counts[super::kind(t)] += 1;
        }
        if let Some(k) = (0..34).find(|&k| counts[k] == 2) {
            hand.loose.retain(|&t| super::kind(t) != k);
            hand.groups.push(Group {
                kind: GroupKind::Pair,
                tile: tile_at(k),
                exposed: false,
            });
        }
    }
    let all = all_tiles(&hand);
    if role == Role::MahJong && !all.is_empty() {
        hand.winning = match rng.below(10) {
            0..4 => None,
            9 => Some(tile_at(rng.below(34))),
            _ => Some(tile_at(rng.pick(&all))),
        };
    }
    for b in Bonus::ALL {
        if rng.chance(12) {
            hand.bonus.push(b);
        }
    }
    if rng.chance(2) && !hand.bonus.is_empty() {
        hand.bonus.push(hand.bonus[0]);
    }
    let players = rng.pick(&PlayerCount::ALL);
    let ctx = HandContext {
        own_wind: rng.pick(&Wind::ALL),
        prevailing_wind: if rng.chance(30) {
            Wind::East
        } else {
            rng.pick(&Wind::ALL)
        },
        players,
        goulash: rng.chance(10),
        british: true,
    };
    let winning_tile = rng.pick(&WinningTile::ALL);
    let entered = HandForm {
        role,
        winning_tile: if role == Role::MahJong {
            winning_tile
        } else {
            WinningTile::Discard
        },
        last_tile: role == Role::MahJong && rng.chance(10),
        original_call: role != Role::Other && rng.chance(5),
        special_hand: (role == Role::MahJong && rng.chance(8)).then(|| {
            rng.pick(&[
                SpecialHand::HeavensBlessing,
                SpecialHand::EarthsBlessing,
                SpecialHand::PlumBlossom,
                SpecialHand::MoonFromTheSea,
                SpecialHand::TwofoldFortune,
            ])
        }),
        ..HandForm::default()
    };
    // House rules now and then: a lower limit, ten for Mah-Jong, British
    // extensions off.
    let mut values = RuleValues::bmja();
    if rng.chance(15) {
        values.limit = rng.pick(&[300, 500, 2000]);
        values.mah_jong = rng.pick(&[10, 20]);
        values.british_extensions = rng.chance(50);
    }
    let rules = RuleSet::new(values).unwrap_or_else(|_| RuleSet::bmja());
    let ctx = HandContext {
        british: rules.values().british_extensions,
        ..ctx
    };
    let mut seen = [0u8; 34];
    let held = {
        let mut c = [0u8; 34];
        for k in all_tiles(&hand) {
            c[k] = c[k].saturating_add(1);
        }
        c
    };
    for _ in 0..rng.below(30) {
        let k = rng.below(34);
        if held[k] + seen[k] < 4 {
            seen[k] += 1;
        }
    }
    Case {
        hand,
        entered,
        ctx,
        rules,
        seen,
    }
}
