//! Dressing a layout as a case: role, winds, how the winning tile came, last tile,
//! original call, a situation hand, bonus tiles, table size, goulash, house rules and
//! the tiles other players have in sight.
use super::super::{Case, How, Role, Rules, Special, KINDS};
use super::layout::Layout;
use super::Rng;

/// The five situation hands.
const SITUATIONS: [Special; 5] = [
    Special::HeavensBlessing,
    Special::EarthsBlessing,
    Special::PlumBlossom,
    Special::MoonFromTheSea,
    Special::TwofoldFortune,
];

/// A case of the layout for a player of the role, everything else at random.
pub fn dress(rng: &mut Rng, layout: Layout, role: Role) -> Case {
    dress_as(rng, layout, role, true)
}

/// As `dress`, with situation hands claimed now and then only when `situations`.
pub fn dress_as(rng: &mut Rng, mut layout: Layout, role: Role, situations: bool) -> Case {
    let winner = role == Role::MahJong;
    let mut own_wind = rng.below(4);
    let mut how = layout.how.filter(|_| winner).unwrap_or(How::Discard);
    let mut last_tile = winner && rng.chance(if how == How::Wall { 15 } else { 7 });
    let situation = if winner && situations && rng.chance(10) {
        Some(rng.pick(&SITUATIONS))
    } else {
        None
    };
    if let Some(wanted) = situation.filter(|_| rng.chance(60)) {
        fit_situation(wanted, &mut layout, &mut how, &mut last_tile, &mut own_wind);
    }
    let original_call = rng.chance(if role == Role::Other { 2 } else { 8 });
    let bonus = bonus_tokens(rng);
    let shuffle = rng.chance(3);
    let text = layout.text(&bonus, if shuffle { Some(&mut *rng) } else { None });
    let mut rules = if rng.chance(15) {
        house_rules(rng)
    } else {
        Rules::bmja()
    };
    rules.british = rng.chance(85);
    Case {
        text,
        role,
        how,
        last_tile,
        original_call,
        situation,
        own_wind,
        prevailing_wind: rng.below(4),
        players: rng.pick(&[2, 3, 4, 4, 4, 4, 5]),
        goulash: rng.chance(8),
        rules,
        seen: seen(rng, &layout.counts()),
    }
}

/// Makes how the game went bear out the situation hand, as far as the tiles allow.
fn fit_situation(
    wanted: Special,
    layout: &mut Layout,
    how: &mut How,
    last_tile: &mut bool,
    own_wind: &mut usize,
) {
    const FIVE_CIRCLES: usize = 22;
    const ONE_CIRCLES: usize = 18;
    let concealed = layout.concealed();
    match wanted {
        Special::HeavensBlessing => *own_wind = 0,
        Special::EarthsBlessing => {
            *own_wind = 1 + *own_wind % 3;
            *how = How::Discard;
        }
        Special::PlumBlossom if concealed[FIVE_CIRCLES] > 0 => {
            *how = How::LooseTile;
            *last_tile = false;
            layout.winning = Some(FIVE_CIRCLES);
        }
        Special::MoonFromTheSea if concealed[ONE_CIRCLES] > 0 => {
            *how = How::Wall;
            *last_tile = true;
            layout.winning = Some(ONE_CIRCLES);
        }
        Special::TwofoldFortune => {
            *how = How::LooseTile;
            *last_tile = false;
        }
        _ => {}
    }
}

/// Bonus tile tokens: often none, sometimes a few, now and then a bouquet.
fn bonus_tokens(rng: &mut Rng) -> Vec<String> {
    let mut held = [[false; 4]; 2];
    if rng.chance(45) {
        for kind in held.iter_mut() {
            for tile in kind.iter_mut() {
                *tile = rng.chance(25);
            }
        }
    }
    if rng.chance(6) {
        held[0] = [true; 4];
    }
    if rng.chance(4) {
        held[1] = [true; 4];
    }
    let mut tokens = Vec::new();
    for (letter, kind) in ["f", "s"].iter().zip(held) {
        for (n, &tile) in kind.iter().enumerate() {
            if tile {
                tokens.push(format!("{letter}{}", n + 1));
            }
        }
    }
    tokens
}

/// Tiles other players have in sight: now and then some of a kind, never making more
/// than four with the hand.
fn seen(rng: &mut Rng, counts: &[u8; KINDS]) -> [u8; KINDS] {
    let mut seen = [0u8; KINDS];
    for kind in 0..KINDS {
        let left = 4 - counts[kind].min(4);
        if rng.chance(20) {
            seen[kind] = rng.below(left as usize + 1) as u8;
        }
    }
    seen
}

/// House rules: another limit and Mah-Jong points, a few values and double factors
/// changed, special hands' values moved to the limit, the no-chows switch.
pub fn house_rules(rng: &mut Rng) -> Rules {
    let mut rules = Rules::bmja();
    rules.limit = rng.pick(&[300, 500, 1000, 2000]);
    rules.mah_jong = rng.pick(&[10, 20]);
    for _ in 0..1 + rng.below(3) {
        let points = rng.below(65) as i64;
        let factor = 1 + rng.below(8) as i64;
        change(&mut rules, rng.below(24), points, factor);
    }
    let limit = rules.limit;
    for special in rules.specials.iter_mut() {
        special.1 = if special.1 >= 1000 { limit } else { limit / 2 };
        special.2 = special
            .2
            .map(|f| if f >= 400 { limit * 2 / 5 } else { limit / 5 });
    }
    rules.no_chows_needs_four_players = rng.chance(70);
    rules
}

/// Changes one rule value: a point value to `points` or a double to `factor`.
fn change(rules: &mut Rules, which: usize, points: i64, factor: i64) {
    let exposure = which % 2;
    match which {
        0 | 1 => rules.minor_pung[exposure] = points,
        2 | 3 => rules.major_pung[exposure] = points,
        4 | 5 => rules.minor_kong[exposure] = points,
        6 | 7 => rules.major_kong[exposure] = points,
        8 => rules.dragon_pair = points,
        9 => rules.own_wind_pair = points,
        10 => rules.bonus_tile = points,
        11 => rules.wall_tile = points,
        12 => rules.dragon_set = factor,
        13 => rules.own_wind_set = factor,
        14 => rules.prevailing_wind_set = factor,
        15 => rules.own_flower = factor,
        16 => rules.flower_bouquet = factor,
        17 => rules.no_chows = factor,
        18 => rules.one_suit_with_honours = factor,
        19 => rules.all_concealed = factor,
        20 => rules.final_discard = factor,
        21 => rules.robbing_kong = factor,
        22 => rules.original_call = factor,
        _ => rules.purity = factor,
    }
}
