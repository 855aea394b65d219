//! The season's standings against a reference written apart: for random
//! seasons of random matches, each player's figures are summed here straight
//! from the score sheets' payments, seats and outcomes (names compared in
//! lower case with the spaces taken out), and must agree with the engine's.

use engine::form::{HandForm, Role, SetKind};
use engine::presets::Presets;
use engine::season::{season, MatchFigures, NameLinks, SeasonFilter};
use engine::setup::MatchSetup;
use engine::sheet::{HandRecord, Match, Outcome, ScoredMatch};
use engine::{PlayerId, RuleSet};
use proptest::prelude::*;
use std::collections::BTreeMap;

const POOL: [&str; 6] = ["Ann", "Bea", "Cy", "Di", "Ed", "Flo"];

/// One player's season as the reference sums it.
#[derive(Debug, Default, PartialEq)]
struct Summed {
    matches: usize,
    hands_played: usize,
    hands_won: usize,
    net: i64,
    biggest: i64,
}

fn plain(name: &str) -> String {
    name.to_lowercase().replace(' ', "")
}

fn reference(matches: &[ScoredMatch]) -> BTreeMap<String, Summed> {
    let mut summed: BTreeMap<String, Summed> = BTreeMap::new();
    for scored in matches {
        for (p, name) in scored.game().setup.names.iter().enumerate() {
            let me = PlayerId(p);
            let row = summed.entry(plain(name)).or_default();
            row.matches += 1;
            for hand in &scored.sheet().rows {
                if hand.seats.wind_of(me).is_some() {
                    row.hands_played += 1;
                }
                if hand.outcome == Outcome::Won(me) {
                    row.hands_won += 1;
                }
                for payment in &hand.payments {
                    if payment.to == me {
                        row.net += payment.amount.0;
                    }
                    if payment.from == me {
                        row.net -= payment.amount.0;
                    }
                }
                if let Some(score) = hand
                    .limited(me)
                    .filter(|_| hand.outcome == Outcome::Won(me))
                {
                    row.biggest = row.biggest.max(score.0);
                }
            }
        }
    }
    summed
}

/// A hand: the winner (if any) goes out with pungs, the others hold a few.
fn hand(players: usize, winner: Option<usize>, sets: &[u8]) -> HandRecord {
    let forms = (0..players)
        .map(|p| {
            let mut form = HandForm::default();
            let count = sets[p % sets.len()];
            form.sets.set(SetKind::ALL[p % 4], count.min(3));
            if Some(p) == winner {
                form.role = Role::MahJong;
                form.sets.set(SetKind::ALL[p % 4], 4);
            }
            form
        })
        .collect();
    HandRecord::of_counts(forms)
}

/// A match of 2 to 5 players drawn from the pool, some names typed with
/// other capitals and spaces.
fn a_match() -> impl Strategy<Value = Result<ScoredMatch, String>> {
    (
        proptest::sample::subsequence(POOL.to_vec(), 2..=5),
        proptest::collection::vec(any::<bool>(), 5),
        proptest::collection::vec(
            (
                proptest::option::of(0usize..5),
                proptest::collection::vec(0u8..3, 5),
            ),
            0..8,
        ),
    )
        .prop_map(|(names, shouted, hands)| {
            let names: Vec<String> = names
                .iter()
                .zip(&shouted)
                .map(|(n, loud)| {
                    if *loud {
                        format!(" {} ", n.to_uppercase())
                    } else {
                        n.to_string()
                    }
                })
                .collect();
            let players = names.len();
            let refs: Vec<&str> = names.iter().map(String::as_str).collect();
            let mut game = Match::new(MatchSetup::new(&refs), RuleSet::bmja());
            for (winner, sets) in hands {
                game.hands
                    .push(hand(players, winner.filter(|&w| w < players), &sets));
            }
            ScoredMatch::new(game).map_err(|e| format!("{e:?}"))
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn the_standings_are_the_sheets_summed(matches in proptest::collection::vec(a_match(), 1..6)) {
        // Every match here is possible: a refusal is a failure.
        let matches: Vec<ScoredMatch> = matches
            .into_iter()
            .collect::<Result<_, _>>()
            .map_err(TestCaseError::fail)?;
        let figures: Vec<MatchFigures> = matches
            .iter()
            .enumerate()
            .map(|(i, m)| MatchFigures::of(i as u64, &format!("Night {i}"), &format!("2026-09-{:02}T19:00:00Z", i + 1), m))
            .collect();
        let standings = season(&figures, &NameLinks::default(), &SeasonFilter::default(), &Presets::default());
        let expected = reference(&matches);
        prop_assert_eq!(standings.rows.len(), expected.len());
        for row in &standings.rows {
            let want = &expected[&plain(&row.name)];
            let got = Summed {
                matches: row.matches,
                hands_played: row.hands_played,
                hands_won: row.hands_won,
                net: row.net_points.0,
                biggest: row.biggest.as_ref().map_or(0, |b| b.points.0),
            };
            prop_assert_eq!(&got, want, "{}", row.name);
            prop_assert_eq!(row.running.last().map(|p| p.0), Some(row.net_points.0));
        }
        let total: i64 = standings.rows.iter().map(|r| r.net_points.0).sum();
        prop_assert_eq!(total, 0, "every point paid is a point received");
    }
}
