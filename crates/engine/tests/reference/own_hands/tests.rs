//! The reference checked against docs/special-hands.md's own examples and refusals.
use super::{near_miss, one_short, read_shape, RefShape};

/// The doc's worked examples: (shape, a hand that fits).
const WORKED: [(&str, &str); 8] = [
    ("7 pairs in suit A", "?11223355667799b"),
    ("single of each wind, 5 pairs in suit A", "?1133557799cESWN"),
    (
        "run 1-9 in suit A, single of each dragon, pair of wind",
        "?123456789dRGWhNN",
    ),
    (
        "run 1-7 in suit A, single of each wind, single of each dragon",
        "?1234567bESWNRGWh",
    ),
    (
        "11 234 55 in suit A, 55 678 99 in suit B",
        "?1123455b5567899c",
    ),
    (
        "pung of 1 in each suit, single of each wind, single of wind",
        "?111b111c111dESWNN",
    ),
    (
        "4 pungs of odd in suit A, pair of odd in suit A",
        "?11133355577799d",
    ),
    (
        "chow in each suit, pung in any suit, pair in any suit",
        "?234b567c789d555b99c",
    ),
];

fn shape(text: &str) -> RefShape {
    match read_shape(text) {
        Ok(shape) => shape,
        Err(why) => panic!("{text}: refused: {why}"),
    }
}

#[test]
fn own_hands_worked_examples_read_and_fit() {
    for (text, hand) in WORKED {
        let shape = shape(text);
        assert!(shape.fits(hand), "{hand} should fit {text}");
        let first = super::Hold::of(hand).expect("a hand").loose_tiles()[0];
        assert!(shape.fits(&format!("{hand} @{} f1 s2", kind_text(first))));
        for seed in 0..20 {
            let made = shape.random_fit(seed).expect("a hand");
            assert!(shape.fits(&made), "{made} made for {text} does not fit");
            let short = one_short(&made, seed).expect("a tile to take");
            let waits = shape.waits(&short);
            assert!(!waits.is_empty(), "{short} waits on nothing for {text}");
            for kind in waits {
                assert!(shape.fits(&format!("{short} ?{}", kind_text(kind))));
            }
            let near = near_miss(&made, seed).expect("a tile to swap");
            assert_ne!(near, made);
        }
    }
    for text in [
        "run 1-9 in suit A, single of each dragon, pair of wind",
        "4 pungs of odd in suit A, pair of odd in suit A",
        "7 pairs in suit A, pairs may repeat",
        "Two Singles of each Dragon, 4 PAIRS of the even numbers in Bamboos",
        "A pung of X in each suit, an single of 1 or 9 in circles, four singles of honours",
        "chow 4-9 in suit A, run of 1-3 in suit B, pung of green, pung of red, pair of E",
    ] {
        shape(text);
    }
}

fn kind_text(kind: usize) -> String {
    match kind {
        0..27 => format!("{}{}", kind % 9 + 1, ["b", "c", "d"][kind / 9]),
        _ => super::name(kind).to_string(),
    }
}

#[test]
fn own_hands_the_lacking_examples_do_not_fit() {
    let twins = shape("7 pairs in suit A");
    assert!(!twins.fits("?11223355667789b"));
    let run = shape("run 1-9 in suit A, single of each dragon, pair of wind");
    assert!(!run.fits("?123456789dRGNNN"));
    // Four of a tile are not two pairs unless pairs may repeat.
    assert!(!twins.fits("?11112233556677b"));
    assert!(shape("7 pairs in suit A, pairs may repeat").fits("?11112233556677b"));
    // Letters: one suit for A, another for B.
    assert!(!twins.fits("?112233556677b99c"));
    assert!(!shape("11 234 55 in suit A, 55 678 99 in suit B").fits("?1123455b5567899b"));
    assert!(shape("pung of X in each suit, 5 singles of wind").fits("?444b444c444dEESWN"));
    assert!(!shape("pung of X in each suit, 5 singles of wind").fits("?444b444c555dEESWN"));
    assert!(
        !shape("pung of X in suit A, pung of Y in suit A, 4 pairs of wind")
            .fits("?444b444cEESSWWNN")
    );
}

#[test]
fn own_hands_kongs_only_where_a_pung_or_kong_takes_them() {
    let windy = shape("pung of 1 in each suit, single of each wind, single of wind");
    assert!(windy.fits("1111b ?111c111dESWNN"));
    assert!(windy.fits("+1111b +111c ?111dESWNN @N"));
    assert!(!windy.fits("?1111b111c111dESWN"));
    let kong = shape("kong of 1 in each suit, single of each wind, single of wind");
    assert!(kong.fits("1111b 1111c +1111d ?ESWNN"));
    assert!(!kong.fits("1111b 1111c ?111dESWNN"));
    assert!(!kong.fits("1111b 1111c ?1111dESWN"));
    let made = kong.random_fit(3).expect("a hand");
    assert!(made.contains("1111b") && kong.fits(&made), "{made}");
    let twins = shape("7 pairs in suit A, pairs may repeat");
    assert!(!twins.fits("1111b ?2233556677b"));
    assert_eq!(twins.waits("?1122335566779b"), vec![8]);
    assert_eq!(shape("7 pairs in suit A").waits("?1122335566779b"), vec![8]);
    assert!(twins.waits("1111b ?223355667b").is_empty());
    assert!(!twins.fits("not a hand"));
    assert!(!twins.fits("?11223355667799b ?9b"));
}

#[test]
fn own_hands_every_refusal_of_the_doc_is_refused_with_a_sentence() {
    let refused = [
        "7 pairz in suit A",
        "pairz of wind, 4 pungs",
        "run 5-11 in suit A, run 1-5 in suit B",
        "run 5-3 in suit A, 11 pairs",
        "pung of 10, pung of 1, pung of 2, pung of 3, pair of 4",
        "pung of 0 in suit A, 11 singles",
        "6 pairs in suit A",
        "7 pairs in suit A, single of E",
        "pung of 5b in suit A, 11 singles",
        "pung of 1 in suit A in each suit, 2 singles",
        "pung of green in bamboos, 11 singles",
        "pung of E in suit A, 11 singles",
        "4 pungs of wind in any suit, pair of dragon",
        "chow of X in suit A, 11 singles",
        "chow of 5, 11 singles",
        "run of 5 in suit A, 13 singles",
        "run in suit A, 11 singles",
        "pair in suit A, pair in suit B, pair in suit C, pair in suit D, 6 singles",
        "pair of each 5b, 12 singles",
        "pair of each X in suit A, 12 singles",
        "pair of each 5, 12 singles",
        "kong of 1 in bamboos, run 1-9 in bamboos, pair of 2 in bamboos",
        "chow of odd, 11 singles",
        "7 pairs of odd in suit A",
        "14 singles of dragon",
        "pair of each wind, pair of E, 2 pairs of dragon",
        "",
        "7 pairs in suit A,",
        "7 pairs in suit a",
        "pung of 1 or 9 or 5, 11 singles",
        "0 pairs, 14 singles",
        "15 singles",
    ];
    for text in refused {
        match read_shape(text) {
            Ok(_) => panic!("{text:?} should be refused"),
            Err(why) => assert!(why.len() > 10, "{text}: {why}"),
        }
    }
    let long = format!("14 singles{}", " ".repeat(300));
    assert!(read_shape(&long).unwrap_err().contains("300"));
    assert!(read_shape("7 pairz in suit A")
        .unwrap_err()
        .contains("‘pairz’ is not a word"));
    assert!(read_shape("6 pairs in suit A")
        .unwrap_err()
        .contains("hold 12 tiles"));
}

#[test]
fn own_hands_never_panic_on_odd_text() {
    let odd = [
        "🀄 pairs",
        "7 pairs in suit Ä",
        "ₖong of 1",
        "pung of 99999999999999999999",
        "run 1-",
        "-",
        ",,,",
        "of of of",
        "in in in",
        "each",
        "1 or 9",
        "pung of 1 or",
        "Wh",
        "pair of ₅b",
        "run 99999999999-999999999999999",
        "14",
        "00000000000000",
        "11111111111111",
    ];
    for text in odd {
        let _ = read_shape(text);
    }
    let fourteen = shape("14 singles");
    for hand in [
        "",
        "?",
        "@",
        "+",
        "?🀄",
        "?11111111111111111111b",
        "1111b 1111b 1111b 1111b ?11b",
    ] {
        assert!(!fourteen.fits(hand));
        let _ = fourteen.waits(hand);
        let _ = near_miss(hand, 7);
        let _ = one_short(hand, 7);
    }
    assert!(read_shape("11111111111111").is_err());
    assert!(shape("11112222333344").fits("?11112222333344c"));
}

#[test]
fn own_hands_random_fits_vary() {
    let twins = shape("7 pairs in suit A");
    let made: Vec<String> = (0..30).filter_map(|seed| twins.random_fit(seed)).collect();
    for suit in ["b", "c", "d"] {
        assert!(made.iter().any(|m| m.ends_with(suit)), "{made:?}");
    }
    let windy = shape("pung of X in each suit, 5 singles of wind");
    let made: Vec<String> = (0..30).filter_map(|seed| windy.random_fit(seed)).collect();
    let numbers: std::collections::BTreeSet<&str> = made.iter().map(|m| &m[1..2]).collect();
    assert!(numbers.len() >= 4, "{made:?}");
    assert!(made.iter().all(|m| windy.fits(m)));
}
