//! The engine's side of the comparison with the reference: a case as the
//! engine takes it, and what the engine makes of it in the reference's terms.

use crate::reference::{self, Case, How, Outcome, Refusal, Rules, Special, Used, Wait};
use engine::form::{HandContext, Role, WinningTile};
use engine::rules::{RuleSet, RuleValues, SpecialValue};
use engine::score::{score_hand, ArrangementKind};
use engine::tiles::{read_player, read_tiles, waits, Situation, TileHand, TileProblem};
use engine::{PlayerCount, SpecialHand, Wind};

/// The engine's special hand of the reference's, by name.
fn special(s: Special) -> SpecialHand {
    serde_json::from_str(&format!("\"{s:?}\"")).expect("the same nineteen hands")
}

/// The reference's special hand of the engine's, by name.
fn special_back(h: SpecialHand) -> Special {
    let name = serde_json::to_string(&h).expect("a name");
    Special::ALL
        .into_iter()
        .find(|s| format!("\"{s:?}\"") == name)
        .expect("the same nineteen hands")
}

/// The reference's rule values as the engine's rule set.
fn rule_set(r: &Rules) -> RuleValues {
    let mut v = RuleValues::bmja();
    v.limit = r.limit;
    v.mah_jong = r.mah_jong;
    v.wall_tile = r.wall_tile;
    let sets = &mut v.sets;
    for (e, [exposed, concealed]) in [
        (&mut sets.minor_pung, r.minor_pung),
        (&mut sets.major_pung, r.major_pung),
        (&mut sets.minor_kong, r.minor_kong),
        (&mut sets.major_kong, r.major_kong),
    ] {
        (e.exposed, e.concealed) = (exposed, concealed);
    }
    v.dragon_pair = r.dragon_pair;
    v.own_wind_pair = r.own_wind_pair;
    v.prevailing_wind_pair = r.prevailing_wind_pair;
    v.bonus_tile = r.bonus_tile;
    let d = &mut v.doubles;
    d.dragon_set = r.dragon_set;
    d.own_wind_set = r.own_wind_set;
    d.prevailing_wind_set = r.prevailing_wind_set;
    d.own_flower = r.own_flower;
    d.own_season = r.own_season;
    d.flower_bouquet = r.flower_bouquet;
    d.season_bouquet = r.season_bouquet;
    d.original_call = r.original_call;
    d.no_chows = r.no_chows;
    d.one_suit_with_honours = r.one_suit_with_honours;
    d.all_majors_with_honours = r.all_majors_with_honours;
    d.all_concealed = r.all_concealed;
    d.loose_tile = r.loose_tile;
    d.last_wall_tile = r.last_wall_tile;
    d.final_discard = r.final_discard;
    d.robbing_kong = r.robbing_kong;
    d.original_call_mah_jong = r.original_call_mah_jong;
    d.purity = r.purity;
    v.special_hands = r
        .specials
        .iter()
        .map(|&(s, winner, fishing)| (special(s), SpecialValue { winner, fishing }))
        .collect();
    v.british_extensions = r.british;
    v.no_chows_double_needs_four_players = r.no_chows_needs_four_players;
    v
}

/// A case as the engine takes it.
pub struct Engine {
    pub hand: TileHand,
    pub situation: Situation,
    pub ctx: HandContext,
    pub rules: RuleSet,
}

pub fn engine_case(c: &Case) -> Result<Engine, String> {
    let hand: TileHand = c.text.parse().map_err(|e| format!("{e:?}"))?;
    let rules = RuleSet::new(rule_set(&c.rules)).map_err(|e| format!("rules {e:?}"))?;
    let count = [
        PlayerCount::Two,
        PlayerCount::Three,
        PlayerCount::Four,
        PlayerCount::Five,
    ];
    let situation = Situation {
        role: match c.role {
            reference::Role::MahJong => Role::MahJong,
            reference::Role::Fishing => Role::Fishing,
            reference::Role::Other => Role::Other,
        },
        winning_tile: match c.how {
            How::Discard => WinningTile::Discard,
            How::Wall => WinningTile::Wall,
            How::LooseTile => WinningTile::LooseTile,
            How::RobbingKong => WinningTile::RobbingKong,
        },
        last_tile: c.last_tile,
        original_call: c.original_call,
        situation_hand: c.situation.map(special),
        fishing_for: None,
        last_tile_forced: false,
    };
    let ctx = HandContext {
        own_wind: Wind::ALL[c.own_wind % 4],
        prevailing_wind: Wind::ALL[c.prevailing_wind % 4],
        players: count[usize::from(c.players.clamp(2, 5)) - 2],
        goulash: c.goulash,
        british: c.rules.british,
    };
    Ok(Engine {
        hand,
        situation,
        ctx,
        rules,
    })
}

fn refusal(problem: &TileProblem) -> Refusal {
    match problem {
        TileProblem::NotMahJong { .. } => Refusal::NotMahJong,
        TileProblem::FiveOfAKind(_) => Refusal::FiveOfAKind,
        TileProblem::BonusTwice(_) => Refusal::BonusTwice,
        TileProblem::WinningNotHeld(_) => Refusal::WinningNotHeld,
        TileProblem::ClaimedIntoKong(_) => Refusal::ClaimedIntoKong,
        TileProblem::DrawnOutsideGroups(_) => Refusal::DrawnOutsideGroups,
        TileProblem::RobbedOutsideChow(_) => Refusal::RobbedOutsideChow,
        TileProblem::TooManyTiles { .. } => Refusal::TooManyTiles,
        TileProblem::ExposedPair(_) => Refusal::ExposedPair,
        TileProblem::ImpossibleForm(_) => Refusal::ImpossibleForm,
    }
}

fn used(kind: ArrangementKind) -> Used {
    match kind {
        ArrangementKind::Normal => Used::Normal,
        ArrangementKind::Special(h) => Used::Special(special_back(h)),
        ArrangementKind::Fishing(h) => Used::Fishing(special_back(h)),
    }
}

/// The engine's waits, as the reference gives them.
pub fn engine_waits(e: &Engine, seen: &[u8; 34]) -> Vec<Wait> {
    waits(&e.hand, seen, e.ctx.british)
        .into_iter()
        .map(|w| {
            let mut specials: Vec<Special> = w.specials.into_iter().map(special_back).collect();
            specials.sort();
            Wait {
                kind: w.tile.index(),
                dead: w.dead,
                specials,
            }
        })
        .collect()
}

/// The special hands the engine found: a winner's among its possible
/// readings, a fishing player's among their live waits.
fn engine_specials(e: &Engine, seen: &[u8; 34]) -> Vec<Special> {
    let mut found: Vec<Special> = match e.situation.role {
        Role::MahJong => read_tiles(&e.hand, &e.situation, &e.ctx, &e.rules)
            .map(|r| {
                r.forms
                    .iter()
                    .filter_map(|f| f.special_hand)
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
            .into_iter()
            .map(special_back)
            .collect(),
        Role::Fishing => engine_waits(e, seen)
            .into_iter()
            .filter(|w| !w.dead)
            .flat_map(|w| w.specials)
            .collect(),
        Role::Other => Vec::new(),
    };
    found.sort();
    found.dedup();
    found
}

/// What the engine makes of a case: its refusal, or its score, the
/// arrangement used and the special hands found.
pub fn engine_outcome(c: &Case) -> Outcome {
    let e = match engine_case(c) {
        Ok(e) => e,
        Err(_) => return Outcome::Refused(Refusal::BadText),
    };
    let read = read_player(&e.hand, &e.situation, &e.ctx, &e.rules, &c.seen);
    match read.problem {
        Some(problem) => Outcome::Refused(refusal(&problem)),
        None => {
            let s = score_hand(&read.form, &e.ctx, &e.rules);
            Outcome::Scored {
                limited: s.limited().0,
                unlimited: s.unlimited().0,
                used: vec![used(s.best().kind)],
                specials: engine_specials(&e, &c.seen),
            }
        }
    }
}
