use super::*;
use crate::tiles::TileHand;

fn held(text: &str) -> HeldTiles {
    HeldTiles::of(&text.parse::<TileHand>().unwrap())
}

fn shape(text: &str) -> Shape {
    Shape::read(text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn problem(text: &str) -> (Option<String>, ShapeProblem) {
    let error = Shape::read(text).expect_err(text);
    (error.word, error.problem)
}

/// SPEC §15's eight examples, each with a hand that makes it and one that
/// does not, as docs/special-hands.md writes them.
const EXAMPLES: [(&str, &str, &str); 8] = [
    ("7 pairs in suit A", "?11223355667799b", "?11223355667789b"),
    (
        "single of each wind, 5 pairs in suit A",
        "?1133557799cESWN",
        "?1133557799cESWW",
    ),
    (
        "run 1-9 in suit A, single of each dragon, pair of wind",
        "?123456789dRGWhNN",
        "?123456789dRGNNN",
    ),
    (
        "run 1-7 in suit A, single of each wind, single of each dragon",
        "?1234567bESWNRGWh",
        "?1234568bESWNRGWh",
    ),
    (
        "11 234 55 in suit A, 55 678 99 in suit B",
        "?1123455b5567899c",
        "?1123455b5567899b",
    ),
    (
        "pung of 1 in each suit, single of each wind, single of wind",
        "?111b111c111dESWNN",
        "?111b111c111dESWNR",
    ),
    (
        "4 pungs of odd in suit A, pair of odd in suit A",
        "?11133355577799d",
        "?11133355577788d",
    ),
    (
        "chow in each suit, pung in any suit, pair in any suit",
        "?234b567c789d555b99c",
        "?234b567c789dEEE99c",
    ),
];

#[test]
fn the_eight_examples_read_fit_and_refuse_a_near_miss() {
    for (text, fits, misses) in EXAMPLES {
        let shape = shape(text);
        assert!(shape.fits(&held(fits)), "{text} should take {fits}");
        assert!(!shape.fits(&held(misses)), "{text} should refuse {misses}");
        let example = shape.example().unwrap();
        assert_eq!(example.size(), 14, "{text}");
        assert!(shape.fits(&example), "{text}: its own example");
    }
}

#[test]
fn a_hand_laid_out_any_way_is_matched_by_its_tiles() {
    let twins = shape("7 pairs in suit A");
    assert!(twins.fits(&held("11b 22b 33b 55b 66b 77b 99b")));
    assert!(!twins.fits(&held("?11223355667799c11b")), "two suits");
    assert!(!twins.fits(&held("?11113355667799b")), "a pair twice");
    assert!(shape("7 pairs in suit A, pairs may repeat").fits(&held("?11113355667799b")));
}

#[test]
fn a_declared_kong_is_a_pung_part_and_counts_as_three() {
    let odds = shape("4 pungs of odd in suit A, pair of odd in suit A");
    assert!(odds.fits(&held("1111d 333d 555d 777d 99d")));
    assert!(!odds.fits(&held("1111d 333d 555d 777d 99c")));
    let kong = shape("kong of odd in suit A, 3 pungs of odd in suit A, pair of odd in suit A");
    assert!(kong.fits(&held("1111d 333d 555d 777d 99d")));
    assert!(!kong.fits(&held("?11133355577799d")), "no kong declared");
    let singles = shape("single of each wind, 5 pairs in suit A");
    assert!(!singles.fits(&held("EEEE ?1133557799c")));
}

#[test]
fn letters_stand_for_the_same_number_and_different_ones() {
    let brothers = shape("pung of X in each suit, pung of Y in bamboos, pair of dragon");
    assert!(brothers.fits(&held("?555b555c555d999bRR")));
    assert!(!brothers.fits(&held("?555b555c666d999bRR")));
    assert!(!brothers.fits(&held("?555b555b555c555dRR")), "Y is not X");
}

#[test]
fn waits_are_the_tiles_that_complete_it() {
    let run = shape("run 1-9 in suit A, single of each dragon, pair of wind");
    let waits = run.waits(&held("?123456789dRGWhN"));
    assert_eq!(waits, [30], "the North that pairs the North held");
    let twins = shape("7 pairs in suit A");
    assert_eq!(
        twins.waits(&held("?1122335566779b")),
        [8],
        "the 9 held, and no other"
    );
    let robert = shape("chow in each suit, pung in any suit, pair in any suit");
    let waits = robert.waits(&held("?234b567c789d55b99c"));
    assert_eq!(
        waits,
        [4, 17],
        "the 5 of Bamboos makes the pung, a 9 of Characters another"
    );
}

#[test]
fn a_hand_that_misses_is_told_the_part_it_lacks() {
    let twins = shape("7 pairs in suit A");
    assert_eq!(
        twins.lacking(&held("?11223355667789b")),
        Some("7 pairs in suit A")
    );
    let run = shape("run 1-9 in suit A, single of each dragon, pair of wind");
    assert_eq!(
        run.lacking(&held("?123456789dRGNNN")),
        Some("single of each dragon")
    );
    assert_eq!(run.lacking(&held("?123456789dRGWhNN")), None);
}

#[test]
fn shapes_no_fourteen_tiles_make_are_refused_saying_why() {
    assert_eq!(
        problem("7 pairz in suit A"),
        (Some("pairz".into()), ShapeProblem::UnknownWord)
    );
    assert_eq!(
        problem("run 5-11 in suit A, 5 singles"),
        (Some("5-11".into()), ShapeProblem::NotANumber)
    );
    assert_eq!(
        problem("run 9-1 in suit A, 5 singles"),
        (Some("9-1".into()), ShapeProblem::BackwardRange)
    );
    assert_eq!(
        problem("6 pairs in suit A"),
        (None, ShapeProblem::TileCount(12))
    );
    assert_eq!(
        problem("15 singles"),
        (Some("15".into()), ShapeProblem::BadCount)
    );
    assert_eq!(
        problem("pung of 1 in suit A, pair of 1 in suit A, 3 pungs"),
        (None, ShapeProblem::NoTilesMakeIt)
    );
    assert_eq!(
        problem("pung of E in suit A, 11 singles").1,
        ShapeProblem::SuitForHonours
    );
    assert_eq!(
        problem("pung of 5b in suit A, 11 singles").1,
        ShapeProblem::SuitTwice
    );
    assert_eq!(
        problem("chow of X, 11 singles").1,
        ShapeProblem::ChowNeedsRange
    );
    assert_eq!(
        problem("single of each 5b, 13 singles").1,
        ShapeProblem::EachBeforeOne
    );
    assert_eq!(
        problem("pung in suit D, 11 singles").1,
        ShapeProblem::TooManyLetters
    );
    assert_eq!(
        problem("7 pairs of odd in suit A").1,
        ShapeProblem::NoTilesMakeIt
    );
    assert_eq!(
        problem("4 chows of odd, pair").1,
        ShapeProblem::NoTilesMakeIt
    );
    assert_eq!(problem("  ").1, ShapeProblem::Blank);
    assert_eq!(problem(&"pair, ".repeat(60)).1, ShapeProblem::TooLong);
    assert_eq!(problem("pair,, 4 pungs").1, ShapeProblem::EmptyPart);
}

#[test]
fn words_read_aloud_and_capitals_are_passed_over() {
    let odds = shape("Four Pungs of the odd numbers in suit A, a pair of odd numbers in suit A");
    assert!(odds.fits(&held("?11133355577799d")));
    let ends = shape("pung of 1 or 9 in each suit, single of each dragon, pair of wind");
    assert!(ends.fits(&held("?111b999c111dRGWhEE")));
}
