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

use crate::engine_side;
use crate::reference;

use engine::form::Role;
use engine_side::{engine_case, engine_outcome, engine_waits};
use reference::generator::{case, impossible, Rng};
use reference::{Case, How, Outcome, Refusal, Used};
use std::collections::BTreeMap;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
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
