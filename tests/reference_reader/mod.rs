//! An independent reading of tile hands, for the tests only: written from
//! docs/rules.md §5 and §12, by brute force, calling none of the engine's
//! tile code. Its forms go through the engine's form checks and scoring,
//! which are tested on their own.

pub mod generator;
mod shapes;

use mahjong_scorer::engine::form::{
    violations, Exposure, HandContext, HandForm, Role, SetKind, SetSize, TileClass, WindHolding,
    WinningTile,
};
use mahjong_scorer::engine::rules::RuleSet;
use mahjong_scorer::engine::score::{score_hand, ArrangementKind};
use mahjong_scorer::engine::tiles::{Bonus, Dragon, GroupKind, Suit, Tile, TileHand};
use mahjong_scorer::engine::{SpecialHand, Wind};
use shapes::{four_set_hands, shape_hands};

/// A kind as a number: Bamboos 1–9 (0–8), Characters (9–17), Circles
/// (18–26), East South West North (27–30), Red Green White (31–33).
pub type Kind = usize;

pub fn kind(tile: Tile) -> Kind {
    match tile {
        Tile::Suited(suit, n) => {
            let s = match suit {
                Suit::Bamboos => 0,
                Suit::Characters => 9,
                Suit::Circles => 18,
            };
            s + usize::from(n) - 1
        }
        Tile::Wind(Wind::East) => 27,
        Tile::Wind(Wind::South) => 28,
        Tile::Wind(Wind::West) => 29,
        Tile::Wind(Wind::North) => 30,
        Tile::Dragon(Dragon::Red) => 31,
        Tile::Dragon(Dragon::Green) => 32,
        Tile::Dragon(Dragon::White) => 33,
    }
}

fn wind_kind(w: Wind) -> Kind {
    kind(Tile::Wind(w))
}

pub fn is_honour(k: Kind) -> bool {
    k >= 27
}

pub fn is_major(k: Kind) -> bool {
    is_honour(k) || k.is_multiple_of(9) || k % 9 == 8
}

/// Pair, chow (its lowest kind), pung or kong, exposed or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Set {
    pub shape: Shape,
    pub first: Kind,
    pub exposed: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Shape {
    Pair,
    Chow,
    Pung,
    Kong,
}

impl Set {
    pub fn kinds(&self) -> Vec<Kind> {
        match self.shape {
            Shape::Pair => vec![self.first; 2],
            Shape::Chow => vec![self.first, self.first + 1, self.first + 2],
            Shape::Pung => vec![self.first; 3],
            Shape::Kong => vec![self.first; 4],
        }
    }
    fn is_set(&self) -> bool {
        self.shape != Shape::Pair
    }
}

fn set_of(kind_: GroupKind, tile: Tile, exposed: bool) -> Set {
    let shape = match kind_ {
        GroupKind::Pair => Shape::Pair,
        GroupKind::Chow => Shape::Chow,
        GroupKind::Pung => Shape::Pung,
        GroupKind::Kong => Shape::Kong,
    };
    Set {
        shape,
        first: kind(tile),
        exposed,
    }
}

/// What the reference makes of a player's tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Refused(&'static str),
    /// Limited and unlimited score of the best reading, and how each reading
    /// worth that much is arranged.
    Scored(i64, i64, Vec<ArrangementKind>),
}

/// A wait: the kind, dead or not, and the special hands it completes.
pub type RefWait = (Kind, bool, Vec<SpecialHand>);

struct Hand {
    laid: Vec<Set>,
    loose: [u8; 34],
    bonus: Vec<Bonus>,
    winning: Option<Kind>,
}

impl Hand {
    fn of(t: &TileHand) -> Hand {
        let mut loose = [0u8; 34];
        for &tile in &t.loose {
            loose[kind(tile)] += 1;
        }
        Hand {
            laid: t
                .groups
                .iter()
                .map(|g| set_of(g.kind, g.tile, g.exposed))
                .collect(),
            loose,
            bonus: t.bonus.clone(),
            winning: t.winning.map(kind),
        }
    }

    fn all(&self) -> [u8; 34] {
        let mut all = self.loose;
        for set in &self.laid {
            for k in set.kinds() {
                all[k] += 1;
            }
        }
        all
    }

    /// Kongs count three.
    fn size(&self) -> usize {
        let loose: usize = self.loose.iter().map(|&c| usize::from(c)).sum();
        loose
            + self
                .laid
                .iter()
                .map(|s| s.kinds().len().min(3))
                .sum::<usize>()
    }

    /// A player who has not gone out: exposed sets and kongs stay, the
    /// rest is loose.
    fn pooled(&self) -> Hand {
        let mut loose = self.loose;
        let mut laid = Vec::new();
        for set in &self.laid {
            if set.exposed || set.shape == Shape::Kong {
                laid.push(*set);
            } else {
                for k in set.kinds() {
                    loose[k] += 1;
                }
            }
        }
        Hand {
            laid,
            loose,
            bonus: self.bonus.clone(),
            winning: None,
        }
    }
}

/// Every way to split `counts` entirely into pungs, chows and pairs.
pub fn partitions(counts: &mut [u8; 34]) -> Vec<Vec<Set>> {
    let Some(k) = (0..34).find(|&k| counts[k] > 0) else {
        return vec![Vec::new()];
    };
    let mut out = Vec::new();
    let mut options: Vec<(Shape, Vec<Kind>)> = Vec::new();
    if counts[k] >= 2 {
        options.push((Shape::Pair, vec![k, k]));
    }
    if counts[k] >= 3 {
        options.push((Shape::Pung, vec![k, k, k]));
    }
    if k < 27 && k % 9 <= 6 && counts[k + 1] > 0 && counts[k + 2] > 0 {
        options.push((Shape::Chow, vec![k, k + 1, k + 2]));
    }
    for (shape, used) in options {
        for &u in &used {
            counts[u] -= 1;
        }
        for mut rest in partitions(counts) {
            rest.push(Set {
                shape,
                first: k,
                exposed: false,
            });
            out.push(rest);
        }
        for &u in &used {
            counts[u] += 1;
        }
    }
    out
}

/// Every way of fixed sets and loose tiles making four sets and a pair.
pub fn mah_jongs(laid: &[Set], loose: &[u8; 34]) -> Vec<Vec<Set>> {
    let mut counts = *loose;
    let mut found: Vec<Vec<Set>> = Vec::new();
    for split in partitions(&mut counts) {
        let mut sets: Vec<Set> = laid.to_vec();
        sets.extend(split);
        let pairs = sets.iter().filter(|s| !s.is_set()).count();
        if pairs == 1 && sets.len() == 5 {
            let mut key = sets.clone();
            key.sort();
            if !found.iter().any(|f| {
                let mut g = f.clone();
                g.sort();
                g == key
            }) {
                found.push(sets);
            }
        }
    }
    found
}

fn counts_of(sets: &[Set]) -> [u8; 34] {
    let mut c = [0u8; 34];
    for s in sets {
        for k in s.kinds() {
            c[k] += 1;
        }
    }
    c
}

/// The form of some sets and pairs.
fn form_of(
    sets: &[Set],
    bonus: &[Bonus],
    entered: &HandForm,
    ctx: &HandContext,
    winner: bool,
) -> HandForm {
    let mut form = HandForm {
        role: entered.role,
        original_call: entered.original_call,
        ..HandForm::default()
    };
    let own = wind_kind(ctx.own_wind);
    let prevailing = wind_kind(ctx.prevailing_wind);
    for s in sets {
        let dragon = s.first >= 31;
        match s.shape {
            Shape::Pung | Shape::Kong => {
                let kind = SetKind::new(
                    if s.shape == Shape::Pung {
                        SetSize::Pung
                    } else {
                        SetSize::Kong
                    },
                    if is_major(s.first) {
                        TileClass::Major
                    } else {
                        TileClass::Minor
                    },
                    if s.exposed {
                        Exposure::Exposed
                    } else {
                        Exposure::Concealed
                    },
                );
                form.sets.set(kind, form.sets.get(kind) + 1);
                form.dragon_sets += u8::from(dragon);
                if s.first == own {
                    form.own_wind = WindHolding::Set;
                } else if s.first == prevailing {
                    form.prevailing_wind = WindHolding::Set;
                }
            }
            Shape::Pair => {
                form.dragon_pairs += u8::from(dragon);
                if s.first == own {
                    form.own_wind = WindHolding::Pair;
                } else if s.first == prevailing {
                    form.prevailing_wind = WindHolding::Pair;
                }
            }
            Shape::Chow => {}
        }
    }
    for b in bonus {
        let (n, flower) = match b {
            Bonus::Flower(n) => (*n, true),
            Bonus::Season(n) => (*n, false),
        };
        let is_own = usize::from(n) == own - 27 + 1;
        if flower {
            form.flowers += 1;
            form.own_flower |= is_own;
        } else {
            form.seasons += 1;
            form.own_season |= is_own;
        }
    }
    if winner {
        let c = counts_of(sets);
        let held: Vec<Kind> = (0..34).filter(|&k| c[k] > 0).collect();
        let honours = held.iter().any(|&k| is_honour(k));
        let suits: Vec<usize> = {
            let mut s: Vec<usize> = held.iter().filter(|&&k| k < 27).map(|k| k / 9).collect();
            s.dedup();
            s
        };
        form.winning_tile = entered.winning_tile;
        form.last_tile = entered.last_tile;
        form.one_suit_with_honours = honours && suits.len() == 1;
        form.all_majors_with_honours = honours && held.iter().all(|&k| is_major(k));
        form.all_concealed = ctx.british
            && sets.iter().all(|s| !s.exposed)
            && matches!(
                entered.winning_tile,
                WinningTile::Wall | WinningTile::LooseTile
            );
    }
    form
}

type Best = (i64, i64, Vec<ArrangementKind>);

/// The best of some forms that pass the form's checks.
fn best(forms: Vec<HandForm>, ctx: &HandContext, rules: &RuleSet) -> Option<Best> {
    let scored: Vec<(i64, i64, ArrangementKind)> = forms
        .iter()
        .filter(|f| violations(f, ctx).is_empty())
        .map(|f| {
            let s = score_hand(f, ctx, rules);
            (s.limited().0, s.unlimited().0, s.best().kind)
        })
        .collect();
    let top = scored.iter().map(|&(l, u, _)| (l, u)).max()?;
    let kinds = scored
        .iter()
        .filter(|&&(l, u, _)| (l, u) == top)
        .map(|&(_, _, k)| k)
        .collect();
    Some((top.0, top.1, kinds))
}

/// Reads a player's tiles as docs/rules.md §12 says, for comparison with
/// the engine's `read_player`.
pub fn reference_read(
    tiles: &TileHand,
    entered: &HandForm,
    ctx: &HandContext,
    rules: &RuleSet,
    seen: &[u8; 34],
) -> Outcome {
    let hand = Hand::of(tiles);
    if hand.all().iter().any(|&c| c > 4) {
        return Outcome::Refused("five of a kind");
    }
    for (i, b) in hand.bonus.iter().enumerate() {
        if hand.bonus[..i].contains(b) {
            return Outcome::Refused("bonus tile twice");
        }
    }
    let found = if entered.role == Role::MahJong {
        winner(&hand, entered, ctx, rules)
    } else {
        waiting(&hand, entered, ctx, rules, seen)
    };
    match found {
        Ok((limited, unlimited, kinds)) => Outcome::Scored(limited, unlimited, kinds),
        Err(why) => Outcome::Refused(why),
    }
}

fn waiting(
    hand: &Hand,
    entered: &HandForm,
    ctx: &HandContext,
    rules: &RuleSet,
    seen: &[u8; 34],
) -> Result<Best, &'static str> {
    let pooled = hand.pooled();
    if pooled.size() > 13 {
        return Err("more than 13 tiles");
    }
    let own = wind_kind(ctx.own_wind);
    let prevailing = wind_kind(ctx.prevailing_wind);
    let mut sets = pooled.laid.clone();
    for k in 0..34 {
        let shape = match pooled.loose[k] {
            4 => Shape::Kong,
            3 => Shape::Pung,
            2 if k >= 31 || k == own || k == prevailing => Shape::Pair,
            _ => continue,
        };
        sets.push(Set {
            shape,
            first: k,
            exposed: false,
        });
    }
    let plain = form_of(&sets, &pooled.bonus, entered, ctx, false);
    let mut forms = vec![plain.clone()];
    if entered.role == Role::Fishing {
        let mut hands: Vec<SpecialHand> = hand_waits(hand, ctx.british, seen)
            .into_iter()
            .filter(|w| !w.1)
            .flat_map(|w| w.2)
            .collect();
        hands.sort();
        hands.dedup();
        for h in hands {
            // A hand of a shape of its own is fished for on its bonus tiles
            // alone; a four-set hand beside the sets held.
            let mut form = if h.is_four_sets_and_a_pair() {
                plain.clone()
            } else {
                form_of(&[], &pooled.bonus, entered, ctx, false)
            };
            form.fishing_for = Some(h);
            forms.push(form);
        }
    }
    best(forms, ctx, rules).ok_or("no possible form")
}

fn claimed(how: WinningTile) -> bool {
    matches!(how, WinningTile::Discard | WinningTile::RobbingKong)
}

/// The ways the winning tile completed a group of an arrangement: the sets
/// as scored, and the group completed.
fn ways(sets: &[Set], winning: Option<Kind>, how: WinningTile) -> Vec<(Vec<Set>, Option<usize>)> {
    let claimed = claimed(how);
    if winning.is_none() && !claimed {
        return vec![(sets.to_vec(), None)];
    }
    let mut out = Vec::new();
    for (i, s) in sets.iter().enumerate() {
        if s.shape == Shape::Kong {
            continue;
        }
        if let Some(w) = winning {
            if !s.kinds().contains(&w) {
                continue;
            }
        }
        if !claimed && s.exposed {
            continue;
        }
        let mut way = sets.to_vec();
        way[i].exposed |= claimed;
        out.push((way, Some(i)));
    }
    out
}

fn winner(
    hand: &Hand,
    entered: &HandForm,
    ctx: &HandContext,
    rules: &RuleSet,
) -> Result<Best, &'static str> {
    if hand.size() != 14 {
        return Err("not 14 tiles");
    }
    let all = hand.all();
    if let Some(w) = hand.winning {
        if all[w] == 0 {
            return Err("winning tile not held");
        }
    }
    let how = entered.winning_tile;
    let situation = entered.special_hand.filter(|h| h.is_situation());
    let kongs = hand.laid.iter().filter(|s| s.shape == Shape::Kong).count();
    let situation_fits = situation.filter(|&h| match h {
        SpecialHand::PlumBlossom => hand.winning == Some(kind(Tile::Suited(Suit::Circles, 5))),
        SpecialHand::MoonFromTheSea => hand.winning == Some(kind(Tile::Suited(Suit::Circles, 1))),
        SpecialHand::TwofoldFortune => kongs >= 2,
        _ => true,
    });
    let mut forms = Vec::new();
    let mut any_hand = false;
    for arrangement in mah_jongs(&hand.laid, &hand.loose) {
        for (sets, completed) in ways(&arrangement, hand.winning, how) {
            any_hand = true;
            let normal = form_of(&sets, &hand.bonus, entered, ctx, true);
            let claim = completed.filter(|_| claimed(how));
            let mut specials = four_set_hands(&sets, claim, ctx.british);
            specials.extend(situation_fits);
            for h in specials {
                let mut form = normal.clone();
                if h == SpecialHand::Purity {
                    form.one_suit_with_honours = false;
                }
                form.special_hand = Some(h);
                forms.push(form);
            }
            forms.push(normal);
        }
    }
    let exposed: Vec<&Set> = hand.laid.iter().filter(|s| s.exposed).collect();
    let shape_ok = kongs == 0
        && match exposed.as_slice() {
            [] => true,
            [one] => claimed(how) && hand.winning.is_none_or(|w| one.kinds().contains(&w)),
            _ => false,
        };
    let shapes = if shape_ok {
        shape_hands(&all, ctx.british)
    } else {
        Vec::new()
    };
    if !shapes.is_empty() {
        any_hand = true;
        let plain = form_of(&[], &hand.bonus, entered, ctx, true);
        for h in shapes.into_iter().chain(situation_fits) {
            let mut form = plain.clone();
            form.all_majors_with_honours = false;
            form.one_suit_with_honours = false;
            form.all_concealed = false;
            form.special_hand = Some(h);
            forms.push(form);
        }
    }
    if !any_hand {
        return Err("no Mah-Jong hand");
    }
    best(forms, ctx, rules).ok_or("no possible form")
}

/// Every tile that makes a 13-tile hand of a player who has not gone out a
/// Mah-Jong hand, as docs/rules.md §12.5 says.
fn hand_waits(hand: &Hand, british: bool, seen: &[u8; 34]) -> Vec<RefWait> {
    let pooled = hand.pooled();
    if pooled.size() != 13 {
        return Vec::new();
    }
    let held = hand.all();
    let mut out = Vec::new();
    for t in 0..34 {
        if held[t] >= 4 {
            continue;
        }
        let mut loose = pooled.loose;
        loose[t] += 1;
        let arrangements = mah_jongs(&pooled.laid, &loose);
        let mut specials: Vec<SpecialHand> = arrangements
            .iter()
            .flat_map(|a| four_set_hands(a, None, british))
            .collect();
        if pooled.laid.is_empty() {
            let mut all = held;
            all[t] += 1;
            specials.extend(shape_hands(&all, british));
        }
        specials.sort();
        specials.dedup();
        if !arrangements.is_empty() || !specials.is_empty() {
            out.push((t, held[t] + seen[t] >= 4, specials));
        }
    }
    out
}

/// The waits of a player's tiles.
pub fn waits_of(tiles: &TileHand, british: bool, seen: &[u8; 34]) -> Vec<RefWait> {
    hand_waits(&Hand::of(tiles), british, seen)
}
