//! The engine's reading of tile hands against an independent reference
//! (`tests/reference_reader/`, written from docs/rules.md §5 and §12 by brute
//! force) on random hands as players lay them out: refusals, limited and
//! unlimited scores, and a waiting hand's waits. 10,000 hands each run;
//! `REFERENCE_HANDS` and `REFERENCE_SEED` choose others, and
//! `scripts/reference.sh` runs a million and prints the disagreements by
//! kind.

mod reference_reader;

use mahjong_scorer::engine::form::Role;
use mahjong_scorer::engine::score::score_hand;
use mahjong_scorer::engine::tiles::{read_player, situation_of, waits};
use reference_reader::generator::{case, Case, Rng};
use reference_reader::{kind, reference_read, waits_of, Outcome};
use std::collections::BTreeMap;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// What the engine makes of a case, as the reference says it.
fn engine_outcome(c: &Case) -> Outcome {
    let read = read_player(
        &c.hand,
        &situation_of(&c.entered),
        &c.ctx,
        &c.rules,
        &c.seen,
    );
    match read.problem {
        Some(_) => Outcome::Refused("refused"),
        None => {
            let s = score_hand(&read.form, &c.ctx, &c.rules);
            Outcome::Scored(s.limited().0, s.unlimited().0, vec![s.best().kind])
        }
    }
}

/// The kind of a disagreement, if there is one.
fn disagreement(c: &Case) -> Option<(&'static str, String)> {
    let ours = engine_outcome(c);
    let reference = reference_read(&c.hand, &c.entered, &c.ctx, &c.rules, &c.seen);
    let kind_ = match (&ours, &reference) {
        (Outcome::Refused(_), Outcome::Refused(_)) => None,
        (Outcome::Refused(_), _) => Some("engine refused, reference read"),
        (_, Outcome::Refused(_)) => Some("engine read, reference refused"),
        (Outcome::Scored(l, u, _), Outcome::Scored(rl, ru, _)) if (l, u) != (rl, ru) => {
            Some("score")
        }
        (Outcome::Scored(_, _, kind), Outcome::Scored(_, _, tied)) if !tied.contains(&kind[0]) => {
            Some("arrangement used")
        }
        _ => None,
    };
    if let Some(k) = kind_ {
        return Some((k, format!("engine {ours:?}, reference {reference:?}")));
    }
    if c.entered.role != Role::MahJong && c.hand.size() == 13 {
        let engine: Vec<_> = waits(&c.hand, &c.seen, c.ctx.british)
            .into_iter()
            .map(|w| (kind(w.tile), w.dead, w.specials))
            .collect();
        let reference = waits_of(&c.hand, c.ctx.british, &c.seen);
        if engine != reference {
            return Some((
                "waits",
                format!("engine {engine:?}, reference {reference:?}"),
            ));
        }
    }
    None
}

/// Runs `hands` cases from `seed`; the disagreements by kind, a few
/// examples of each.
fn compare(hands: u64, seed: u64) -> BTreeMap<&'static str, (usize, Vec<String>)> {
    let mut rng = Rng::new(seed);
    let mut found: BTreeMap<&'static str, (usize, Vec<String>)> = BTreeMap::new();
    for _ in 0..hands {
        let c = case(&mut rng);
        if let Some((k, said)) = disagreement(&c) {
            let entry = found.entry(k).or_default();
            entry.0 += 1;
            if entry.1.len() < 5 {
                entry.1.push(format!(
                    "`{}` {:?} {:?} winning {:?}{} own {:?} prevailing {:?} {:?}{}{}: {said}",
                    c.hand,
                    c.entered.role,
                    c.entered.special_hand,
                    c.entered.winning_tile,
                    if c.entered.last_tile { " last" } else { "" },
                    c.ctx.own_wind,
                    c.ctx.prevailing_wind,
                    c.ctx.players,
                    if c.ctx.goulash { " goulash" } else { "" },
                    if c.ctx.british { "" } else { " no-british" },
                ));
            }
        }
    }
    found
}

#[test]
fn the_engine_reads_random_tile_hands_as_the_reference_does() {
    let hands = env_number("REFERENCE_HANDS", 10_000);
    let seed = env_number("REFERENCE_SEED", 2026);
    let found = compare(hands, seed);
    let total: usize = found.values().map(|(n, _)| n).sum();
    println!("{hands} hands from seed {seed}: {total} disagreements");
    for (k, (n, examples)) in &found {
        println!("  {k}: {n}");
        for e in examples {
            println!("    {e}");
        }
    }
    assert_eq!(total, 0, "the engine and the reference disagree");
}

#[test]
fn the_generator_makes_every_kind_of_case() {
    let mut rng = Rng::new(7);
    let cases: Vec<Case> = (0..2_000).map(|_| case(&mut rng)).collect();
    let outcomes: Vec<Outcome> = cases
        .iter()
        .map(|c| reference_read(&c.hand, &c.entered, &c.ctx, &c.rules, &c.seen))
        .collect();
    let refused = outcomes
        .iter()
        .filter(|o| matches!(o, Outcome::Refused(_)))
        .count();
    let limit = outcomes
        .iter()
        .filter(|o| matches!(o, Outcome::Scored(_, u, _) if *u >= 500))
        .count();
    let waiting = cases
        .iter()
        .filter(|c| c.entered.role != Role::MahJong && c.hand.size() == 13)
        .count();
    let laid_pairs = cases
        .iter()
        .filter(|c| {
            c.hand
                .groups
                .iter()
                .any(|g| !g.exposed && g.kind == mahjong_scorer::engine::tiles::GroupKind::Pair)
        })
        .count();
    for (what, n) in [
        ("refused", refused),
        ("special or limit hands", limit),
        ("13-tile waiting hands", waiting),
        ("laid-out pairs", laid_pairs),
    ] {
        assert!(n > 50, "only {n} cases {what}");
    }
    assert!(refused < 1_000, "most cases read: {refused} refused");
}

#[test]
fn the_reference_reads_the_rulebooks_hands() {
    use mahjong_scorer::engine::form::{HandContext, HandForm, WinningTile};
    use mahjong_scorer::engine::rules::RuleSet;
    use mahjong_scorer::engine::score::ArrangementKind;
    use mahjong_scorer::engine::{SpecialHand, Wind};
    let south = HandContext {
        own_wind: Wind::South,
        ..HandContext::default()
    };
    let read = |text: &str, role: Role, how: WinningTile, situation: Option<SpecialHand>| {
        let entered = HandForm {
            role,
            winning_tile: how,
            special_hand: situation,
            ..HandForm::default()
        };
        let hand = text.parse().unwrap();
        reference_read(&hand, &entered, &south, &RuleSet::bmja(), &[0; 34])
    };
    let won = |text, how| read(text, Role::MahJong, how, None);
    // Seed 000 Figure 7: 42 × 2 × 2 × 2 × 2.
    assert_eq!(
        won("555b +SSS +RRR +6666b 22b @5b", WinningTile::Wall),
        Outcome::Scored(672, 672, vec![ArrangementKind::Normal])
    );
    // Seed 003's Purity: (20 + 6 + 4) × 8 + 8.
    assert_eq!(
        won("+222b +333b +444b 555b 66b @6b s2", WinningTile::Discard),
        Outcome::Scored(
            248,
            248,
            vec![ArrangementKind::Special(SpecialHand::Purity)]
        )
    );
    // Three great scholars fished for with sets laid out.
    assert_eq!(
        read(
            "RRR WhWhWh 555c 77b ?GG",
            Role::Fishing,
            WinningTile::Discard,
            None
        ),
        Outcome::Scored(
            400,
            400,
            vec![ArrangementKind::Fishing(SpecialHand::ThreeGreatScholars)]
        )
    );
    // Four alike loose are a concealed kong: 16 + 2.
    assert_eq!(
        read("+888b ?6666d 44c", Role::Other, WinningTile::Discard, None),
        Outcome::Scored(18, 18, vec![ArrangementKind::Normal])
    );
    // Buried treasure completed by a discard to a pung stands.
    assert_eq!(
        won("666c 777c 888c NNN 22c @6c", WinningTile::Discard),
        Outcome::Scored(
            1000,
            1000,
            vec![ArrangementKind::Special(SpecialHand::BuriedTreasure)]
        )
    );
    // Earth's blessing needs a hand.
    assert!(matches!(
        read(
            "s3",
            Role::MahJong,
            WinningTile::Discard,
            Some(SpecialHand::EarthsBlessing)
        ),
        Outcome::Refused(_)
    ));
}
