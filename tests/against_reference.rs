//! The engine's reading of tile hands against an independent reference
//! (`tests/reference/`, written from the rules alone: its own notation
//! reader, grouping, special shapes and scoring, sharing no code with the
//! engine) on random hands as players lay them out, and on a stream of
//! impossible hands that must be refused, by kind. Compared: refusals by
//! kind, limited and unlimited scores, the arrangement used, the special
//! hands found, and a waiting hand's waits. 10,000 hands and 1,000
//! impossible ones each run; `REFERENCE_HANDS` and `REFERENCE_SEED` choose
//! others, and `scripts/reference.sh` runs a million and prints the
//! disagreements by kind.

mod reference;

use mahjong_scorer::engine::form::{HandContext, Role, WinningTile};
use mahjong_scorer::engine::rules::{RuleSet, RuleValues, SpecialValue};
use mahjong_scorer::engine::score::{score_hand, ArrangementKind};
use mahjong_scorer::engine::tiles::{
    read_player, read_tiles, waits, Situation, TileHand, TileProblem,
};
use mahjong_scorer::engine::{PlayerCount, SpecialHand, Wind};
use reference::generator::{case, impossible, Rng};
use reference::{Case, How, Outcome, Refusal, Rules, Special, Used, Wait};
use std::collections::BTreeMap;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

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
struct Engine {
    hand: TileHand,
    situation: Situation,
    ctx: HandContext,
    rules: RuleSet,
}

fn engine_case(c: &Case) -> Result<Engine, String> {
    let hand: TileHand = c.text.parse().map_err(|e| format!("{e}"))?;
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
fn engine_waits(e: &Engine, seen: &[u8; 34]) -> Vec<Wait> {
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
fn engine_outcome(c: &Case) -> Outcome {
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

/// The kind of a disagreement, if there is one, and what each said.
fn disagreement(c: &Case) -> Option<(&'static str, String)> {
    let ours = engine_outcome(c);
    let theirs = reference::read(c);
    let kind = match (&ours, &theirs) {
        (Outcome::Refused(a), Outcome::Refused(b)) if a != b => Some("refused for another reason"),
        (Outcome::Refused(_), Outcome::Refused(_)) => None,
        (Outcome::Refused(_), _) => Some("engine refused, reference read"),
        (_, Outcome::Refused(_)) => Some("engine read, reference refused"),
        (
            Outcome::Scored {
                limited,
                unlimited,
                used,
                specials,
            },
            Outcome::Scored {
                limited: l,
                unlimited: u,
                used: tied,
                specials: found,
            },
        ) => {
            if (limited, unlimited) != (l, u) {
                Some("score")
            } else if !tied.contains(&used[0]) {
                Some("arrangement used")
            } else if specials != found {
                Some("special hands found")
            } else {
                None
            }
        }
    };
    if let Some(k) = kind {
        return Some((k, format!("engine {ours:?}, reference {theirs:?}")));
    }
    let e = engine_case(c).ok()?;
    if e.situation.role != Role::MahJong && e.hand.size() == 13 {
        let ours = engine_waits(&e, &c.seen);
        let theirs = reference::waits(&c.text, c.rules.british, &c.seen);
        if ours != theirs {
            return Some(("waits", format!("engine {ours:?}, reference {theirs:?}")));
        }
    }
    None
}

fn describe(c: &Case) -> String {
    format!(
        "`{}` {:?} {:?}{}{} {:?} own {} prevailing {} players {}{}{}",
        c.text,
        c.role,
        c.how,
        if c.last_tile { " last" } else { "" },
        if c.original_call { " call" } else { "" },
        c.situation,
        c.own_wind,
        c.prevailing_wind,
        c.players,
        if c.goulash { " goulash" } else { "" },
        if c.rules.british { "" } else { " no-british" },
    )
}

type Found = BTreeMap<&'static str, (usize, Vec<String>)>;

fn note(found: &mut Found, kind: &'static str, example: String) {
    let entry = found.entry(kind).or_default();
    entry.0 += 1;
    if entry.1.len() < 5 {
        entry.1.push(example);
    }
}

/// Runs `hands` random cases from `seed`: the disagreements by kind, a few
/// examples of each.
fn compare(hands: u64, seed: u64) -> Found {
    let mut rng = Rng::new(seed);
    let mut found = Found::new();
    for _ in 0..hands {
        let c = case(&mut rng);
        if let Some((k, said)) = disagreement(&c) {
            note(&mut found, k, format!("{}: {said}", describe(&c)));
        }
    }
    found
}

/// Runs `hands` impossible cases from `seed`: each must be refused by both
/// for the reason it was made for. The disagreements, and the count
/// refused by kind.
fn refuse(hands: u64, seed: u64) -> (Found, BTreeMap<Refusal, usize>) {
    let mut rng = Rng::new(seed);
    let mut found = Found::new();
    let mut refused: BTreeMap<Refusal, usize> = BTreeMap::new();
    for _ in 0..hands {
        let (c, want) = impossible(&mut rng);
        let ours = engine_outcome(&c);
        let theirs = reference::read(&c);
        let wanted = Outcome::Refused(want);
        if ours != wanted || theirs != wanted {
            let said = format!(
                "{}: wanted {want:?}, engine {ours:?}, reference {theirs:?}",
                describe(&c)
            );
            note(
                &mut found,
                "an impossible hand not refused as it must be",
                said,
            );
        } else {
            *refused.entry(want).or_default() += 1;
        }
    }
    (found, refused)
}

fn report(what: &str, found: &Found) -> usize {
    let total: usize = found.values().map(|(n, _)| n).sum();
    println!("\n{what}: {total} disagreements");
    for (k, (n, examples)) in found {
        println!("  {k}: {n}");
        for e in examples {
            println!("    {e}");
        }
    }
    total
}

#[test]
fn the_engine_reads_random_tile_hands_as_the_reference_does() {
    let hands = env_number("REFERENCE_HANDS", 10_000);
    let seed = env_number("REFERENCE_SEED", 2026);
    let total = report(
        &format!("{hands} hands from seed {seed}"),
        &compare(hands, seed),
    );
    assert_eq!(total, 0, "the engine and the reference disagree");
}

#[test]
fn the_engine_refuses_impossible_hands_as_the_reference_does() {
    let hands = env_number("REFERENCE_HANDS", 10_000) / 10;
    let seed = env_number("REFERENCE_SEED", 2026);
    let (found, refused) = refuse(hands, seed);
    let total = report(
        &format!("{hands} impossible hands from seed {seed}"),
        &found,
    );
    for (kind, n) in &refused {
        println!("  refused {kind:?}: {n}");
    }
    assert_eq!(total, 0, "an impossible hand was not refused as it must be");
    assert!(
        refused.len() >= 9,
        "every kind of impossible hand is made: {refused:?}"
    );
}

#[test]
fn the_generator_makes_every_kind_of_case() {
    let mut rng = Rng::new(7);
    let cases: Vec<Case> = (0..2_000).map(|_| case(&mut rng)).collect();
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    for c in &cases {
        let kind = match reference::read(c) {
            Outcome::Refused(r) => format!("refused {r:?}"),
            Outcome::Scored { used, .. } => match used[0] {
                Used::Normal => "normal".to_string(),
                Used::Special(_) => "special".to_string(),
                Used::Fishing(_) => "fishing for a special".to_string(),
            },
        };
        *kinds.entry(kind).or_default() += 1;
    }
    let laid_out_winners = cases
        .iter()
        .filter(|c| c.role == reference::Role::MahJong && !c.text.contains('?'))
        .count();
    let robbing = cases.iter().filter(|c| c.how == How::RobbingKong).count();
    let waiting = cases
        .iter()
        .filter(|c| c.role != reference::Role::MahJong)
        .count();
    println!("{kinds:?}");
    for (what, n) in [
        ("normal", kinds.get("normal").copied().unwrap_or(0)),
        ("special", kinds.get("special").copied().unwrap_or(0)),
        ("winners with every tile laid out", laid_out_winners),
        ("robbing a kong", robbing),
        ("waiting hands", waiting),
    ] {
        assert!(n > 50, "only {n} cases {what}");
    }
}
