//! A club's own hands' shapes (docs/special-hands.md) read by the engine
//! and by the independent reference (`tests/reference/own_hands/`, written
//! from the doc alone), compared on random hands built from each of SPEC
//! §15's example shapes and from shapes like them, their near misses, and
//! their waits. `REFERENCE_SEED` chooses other hands.

use crate::reference::own_hands::{near_miss, one_short, read_shape, RefShape};
use engine::own_hands::{HeldTiles, Shape};
use engine::tiles::TileHand;

/// The example shapes, and more written as a club would.
const SHAPES: [&str; 16] = [
    "7 pairs in suit A",
    "single of each wind, 5 pairs in suit A",
    "run 1-9 in suit A, single of each dragon, pair of wind",
    "run 1-7 in suit A, single of each wind, single of each dragon",
    "11 234 55 in suit A, 55 678 99 in suit B",
    "pung of 1 in each suit, single of each wind, single of wind",
    "4 pungs of odd in suit A, pair of odd in suit A",
    "chow in each suit, pung in any suit, pair in any suit",
    "7 pairs in suit A, pairs may repeat",
    "pung of X in each suit, pung of Y in bamboos, pair of dragon",
    "kong of even in suit A, 3 pungs of even in suit B, pair of honour",
    "pair of each dragon, 4 pairs of 1 or 9",
    "chow of 1-5 in suit A, chow of 5-9 in suit A, 2 pungs of green, pair of red",
    "2 singles of each wind, pair of X in suit A, pair of X in suit B, 2 singles of Wh",
    "run 2-6 in suit A, pair of terminal in suit A, single of each honour",
    "pair of each odd in suit A, single of each dragon, single of E",
];

fn seed() -> u64 {
    std::env::var("REFERENCE_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1)
}

fn held(text: &str) -> HeldTiles {
    let hand: TileHand = text.parse().unwrap_or_else(|e| panic!("{text}: {e:?}"));
    HeldTiles::of(&hand)
}

/// Where the engine and the reference part on one hand: fits, and a
/// hand one short's waits.
fn compare(text: &str, ours: &Shape, theirs: &RefShape, hand: &str, seed: u64) -> Vec<String> {
    let mut apart = Vec::new();
    if ours.fits(&held(hand)) != theirs.fits(hand) {
        apart.push(format!(
            "{text} / {hand}: fits {} here",
            ours.fits(&held(hand))
        ));
    }
    if let Some(short) = one_short(hand, seed) {
        let (mine, its) = (ours.waits(&held(&short)), theirs.waits(&short));
        if mine != its {
            apart.push(format!(
                "{text} / {short}: waits {mine:?} here, {its:?} there"
            ));
        }
    }
    apart
}

#[test]
fn the_engine_and_the_reference_agree_on_random_hands_of_each_shape() {
    let start = seed() * 1_000;
    let mut apart = Vec::new();
    let mut compared = 0;
    for text in SHAPES {
        let ours = Shape::read(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        let theirs = read_shape(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        for seed in start..start + 40 {
            let Some(hand) = theirs.random_fit(seed) else {
                apart.push(format!("{text}: the reference makes no hand"));
                break;
            };
            assert!(ours.fits(&held(&hand)), "{text}: {hand} is refused here");
            apart.extend(compare(text, &ours, &theirs, &hand, seed));
            for miss in 0..5 {
                if let Some(near) = near_miss(&hand, seed * 7 + miss) {
                    apart.extend(compare(text, &ours, &theirs, &near, seed + miss));
                }
            }
            compared += 6;
        }
    }
    assert!(compared >= 3_000, "{compared} hands compared");
    assert!(
        apart.is_empty(),
        "{} apart, seed {}:\n{}",
        apart.len(),
        seed(),
        apart.join("\n")
    );
}

#[test]
fn the_engine_and_the_reference_refuse_the_same_shapes() {
    let shapes = [
        "6 pairs in suit A",
        "7 pairz in suit A",
        "run 5-11 in suit A, 5 singles",
        "run 9-1 in suit A, 5 singles",
        "pung of 1 in suit A, pair of 1 in suit A, 3 pungs",
        "pung of E in suit A, 11 singles",
        "pung of 5b in suit A, 11 singles",
        "chow of X, 11 singles",
        "single of each 5b, 13 singles",
        "7 pairs of odd in suit A",
        "4 chows of odd, pair",
        "15 singles",
        "pair,, 4 pungs",
        "",
        "pair of X in suit A, pair of X in suit A, 5 pairs in suit A",
        "4 pungs in suit A, pung in suit B, pair in suit C",
        "14 singles of 5b",
        "7 pairs of each dragon",
    ];
    for text in shapes.into_iter().chain(SHAPES) {
        let (ours, theirs) = (Shape::read(text).is_ok(), read_shape(text).is_ok());
        assert_eq!(
            ours, theirs,
            "{text}: read here {ours}, by the reference {theirs}"
        );
    }
}

/// The words shapes are made of, and some that are not, for shapes put
/// together at random.
const VOCABULARY: [&str; 40] = [
    "single",
    "pairs",
    "pung",
    "kong",
    "chow",
    "run",
    "1-9",
    "2-8",
    "9-1",
    "0",
    "4",
    "7",
    "11",
    "234",
    "of",
    "each",
    "in",
    "suit",
    "A",
    "B",
    "D",
    "any",
    "bamboos",
    "odd",
    "even",
    "1",
    "or",
    "9",
    "wind",
    "dragon",
    "honour",
    "green",
    "red",
    "X",
    "Y",
    "5b",
    "Wh",
    ",",
    "the",
    "may repeat",
];

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2_000))]

    /// Whatever is typed or arrives in a file, reading a shape never
    /// panics, and a shape read has an example that makes it.
    #[test]
    fn any_text_is_read_or_refused(text in "\\PC{0,80}") {
        if let Ok(shape) = Shape::read(&text) {
            let example = shape.example().unwrap();
            proptest::prop_assert!(shape.fits(&example));
        }
    }

    #[test]
    fn shapes_of_shape_words_are_read_or_refused_and_never_hang(
        words in proptest::collection::vec(0..VOCABULARY.len(), 1..24),
        tiles in "[?+]?[1-9bcdESWNRGh]{0,16}",
    ) {
        let text: Vec<&str> = words.iter().map(|&i| VOCABULARY[i]).collect();
        let text = text.join(" ");
        if let Ok(shape) = Shape::read(&text) {
            let example = shape.example().unwrap();
            proptest::prop_assert_eq!(example.size(), 14);
            proptest::prop_assert!(shape.fits(&example));
            if let Ok(hand) = tiles.parse::<TileHand>() {
                let held = HeldTiles::of(&hand);
                proptest::prop_assert_eq!(shape.lacking(&held).is_none(), shape.fits(&held));
                proptest::prop_assert!(shape.waits(&held).len() <= 34);
            }
        }
    }
}
