//! A link drawn as a QR code reads back whole: drawn by the app, painted
//! as a picture a few pixels a module, and read by `quircs` (the reader the
//! camera falls back on) and by the app's own reading of a canvas's pixels,
//! whatever the pixels a module, down to under three.

use crate::common;

use common::table::{playing, session};
use engine::night::{NightEntry, Round, Table, TableSetup};
use engine::rules::RuleValues;
use serde_json::{json, Value};
use session::Place;
use storage::export::read_import;
use storage::link::{gzip, link_fragment, read_fragment, Fragment};
use storage::qr::{read_rgba, QrGrid, QrProblem, MOST_IN_ONE_CODE, QUIET_ZONE};
use storage::result_link::{code_fragment, export_of_code};
use storage::table_link::table_fragment;

const ADDRESS: &str = "https://mahjong.example.org/scorer/";

/// The code painted as a greyscale picture `side` pixels square, with its
/// quiet zone, each pixel the module it falls in (`side` need not be a
/// whole number of pixels a module): 0 dark, 255 light.
fn luma(code: &QrGrid, side: usize) -> Vec<u8> {
    let modules = code.side_with_quiet_zone();
    let module = |pixel: usize| pixel * modules / side;
    (0..side * side)
        .map(|i| {
            let (x, y) = (module(i % side), module(i / side));
            let dark =
                x >= QUIET_ZONE && y >= QUIET_ZONE && code.is_dark(x - QUIET_ZONE, y - QUIET_ZONE);
            if dark {
                0
            } else {
                255
            }
        })
        .collect()
}

/// What `quircs` reads in the picture.
fn read_luma(side: usize, pixels: &[u8]) -> Vec<String> {
    quircs::Quirc::default()
        .identify(side, side, pixels)
        .map(|code| {
            code.expect("the code is found")
                .decode()
                .expect("the code checks out")
        })
        .map(|data| String::from_utf8(data.payload).expect("a link is text"))
        .collect()
}

/// The picture as a canvas's pixels, four bytes each.
fn rgba(pixels: &[u8]) -> Vec<u8> {
    pixels.iter().flat_map(|&l| [l, l, l, 255]).collect()
}

/// Draws the link, reads it back both ways, and says how big the code is.
fn round_trip(link: &str) -> usize {
    let code = QrGrid::of_link(link).expect("one code holds the link");
    let side = code.side_with_quiet_zone() * 4;
    let pixels = luma(&code, side);
    assert_eq!(read_luma(side, &pixels), vec![link.to_string()]);
    assert_eq!(
        read_rgba(side, side, &rgba(&pixels)),
        vec![link.to_string()]
    );
    code.size()
}

/// mulberry32, as the end-to-end tests' `storeVariedHands`: the same
/// hands, so the same link.
struct Mulberry(u32);

impl Mulberry {
    fn next(&mut self, n: u32) -> u32 {
        self.0 = self.0.wrapping_add(0x6d2b_79f5);
        let s = self.0;
        let mut t = (s ^ (s >> 15)).wrapping_mul(1 | s);
        t = t.wrapping_add((t ^ (t >> 7)).wrapping_mul(61 | t)) ^ t;
        (t ^ (t >> 14)) % n
    }

    fn sets(&mut self, n: u32) -> Vec<u32> {
        let mut counts = vec![0; 8];
        for _ in 0..n {
            counts[self.next(8) as usize] += 1;
        }
        counts
    }
}

/// One hand as stored: the winner with four sets (a dragon set among
/// them at times, and bonus tiles), the others with a few.
fn varied_hand(rng: &mut Mulberry) -> Value {
    let winner = rng.next(4);
    let entries: Vec<Value> = (0..4)
        .map(|p| {
            let n = if p == winner { 4 } else { rng.next(4) };
            let sets = rng.sets(n);
            if p != winner {
                return json!({ "Counts": { "sets": sets } });
            }
            let majors: u32 = [2, 3, 6, 7].iter().map(|&i| sets[i]).sum();
            let mut form = json!({ "sets": sets, "role": "MahJong" });
            if majors > 0 && rng.next(2) == 1 {
                form["dragon_sets"] = json!(1);
            }
            for bonus in ["flowers", "seasons"] {
                let count = rng.next(2);
                if count > 0 {
                    form[bonus] = json!(count);
                }
            }
            json!({ "Counts": form })
        })
        .collect();
    json!({ "entries": entries })
}

/// The export a link to a match of `hands` varied hands holds, as the app
/// writes it.
fn match_export(hands: usize) -> String {
    let text = playing().match_for_link().expect("a match is open");
    let mut file: Value = serde_json::from_str(&text).expect("the export reads");
    let mut rng = Mulberry(20_261_125);
    file["matches"][0]["match"]["hands"] = (0..hands).map(|_| varied_hand(&mut rng)).collect();
    let text = file.to_string();
    let read = read_import(&text).expect("the hands score");
    assert_eq!(read.matches[0].game.hands.len(), hands);
    text
}

/// The link to a match of `hands` varied hands, as the app hands it on.
fn match_link(hands: usize) -> String {
    let text = match_export(hands);
    format!(
        "{ADDRESS}{}#{}",
        Place::Shared.address(),
        link_fragment(&gzip(&text))
    )
}

/// An address such as a club's copy of the app has on GitHub Pages.
const PAGES: &str = "https://norwich-mahjong-club.github.io/mahjong-scorer/";

/// A night's first table under these rules, of four players from eight or
/// of five from ten, with names such as a club's, its round started.
fn table(players: usize, rules: RuleValues) -> TableSetup {
    let names = [
        "Margaret",
        "Dorothy",
        "Bill",
        "Rod",
        "Jennifer",
        "Ben",
        "Jack",
        "Pauline",
        "Ann",
        "Christopher",
    ];
    let mut organiser = session(Default::default());
    let preset = if rules == RuleValues::bmja() {
        "BMJA"
    } else {
        "Ours"
    };
    let mut presets = organiser.presets().clone();
    if preset != "BMJA" {
        presets.save(preset, rules).expect("the preset is kept");
    }
    organiser.save_presets(presets);
    let entry = NightEntry {
        name: "Club night of 25 November 2026".into(),
        players: names[..players].join("\n"),
        ..NightEntry::default()
    };
    let night = organiser
        .draw_up_night(&entry, preset, 0x9e37_79b9_7f4a_7c15)
        .expect("the night is drawn up");
    assert!(organiser.start_round(&night, Round::FIRST));
    let first = organiser.night(&night).unwrap();
    first.table_setup(Round::FIRST, Table::FIRST).unwrap()
}

/// A table's link as the night's screen makes it.
fn table_link(setup: &TableSetup) -> String {
    format!("{PAGES}?table#{}", table_fragment(setup))
}

#[test]
fn a_table_s_code_is_at_most_57_modules_a_side_under_bmja_rules() {
    for (players, seated, most) in [(8, 4, 49), (10, 5, 49)] {
        let setup = table(players, RuleValues::bmja());
        assert_eq!(setup.setup.names.len(), seated);
        let link = table_link(&setup);
        let size = round_trip(&link);
        println!(
            "a table of {seated}: a link of {} characters, its code {size} modules a side",
            link.len()
        );
        assert!(size <= most, "a table of {seated}: {size} modules");
    }
}

#[test]
fn a_table_s_code_under_house_rules_holds_only_what_differs() {
    let mut values = RuleValues::bmja();
    values.limit = 500;
    values.doubles.purity = 4;
    let link = table_link(&table(10, values));
    let size = round_trip(&link);
    println!("a table of 5 under house rules: its code {size} modules a side");
    assert!(size <= 57, "{size} modules");
}

#[test]
fn a_result_s_code_after_16_hands_reads_back_smaller_than_its_link() {
    let export = match_export(16);
    let shared = format!("{PAGES}{}", Place::Shared.address());
    let link = format!("{shared}#{}", link_fragment(&gzip(&export)));
    let code = format!("{shared}#{}", code_fragment(&export));
    let (as_link, as_code) = (round_trip(&link), round_trip(&code));
    println!(
        "a result after 16 hands: {as_link} modules a side as its link, {as_code} as its code"
    );
    assert!(as_code <= 85, "{as_code} modules");
    assert!(as_code < as_link);
    // The code holds the same match: BMJA's rules, left out, put back.
    let Ok(Fragment::Digits(gzipped)) = read_fragment(code.split_once('#').unwrap().1) else {
        panic!("a version 2 link");
    };
    let body = &gzipped[10..gzipped.len() - 8];
    let text = String::from_utf8(miniz_oxide::inflate::decompress_to_vec(body).unwrap()).unwrap();
    assert!(!text.contains("\"rules\""), "BMJA's rules left out");
    let read = read_import(&export_of_code(&text)).expect("the code's match reads");
    assert_eq!(read.matches, read_import(&export).unwrap().matches);
}

#[test]
fn a_table_s_set_up_sized_link_reads_back() {
    // A table's set-up: a link of about 600 characters.
    let fragment = link_fragment(
        &(0..412u32)
            .map(|i| (i * 37 % 256) as u8)
            .collect::<Vec<_>>(),
    );
    let link = format!("{ADDRESS}?shared#{fragment}");
    assert!((590..620).contains(&link.len()), "{}", link.len());
    assert_eq!(round_trip(&link), 85, "version 17");
}

#[test]
fn a_60_hand_match_s_link_reads_back() {
    let link = match_link(60);
    println!("a 60-hand match's link: {} characters", link.len());
    assert!(link.len() < MOST_IN_ONE_CODE);
    let size = round_trip(&link);
    println!("its code: {size} modules a side");
}

#[test]
fn a_link_over_the_limit_is_told_not_drawn() {
    let link = match_link(150);
    let length = link.len();
    assert!(length > MOST_IN_ONE_CODE, "{length}");
    assert_eq!(
        QrGrid::of_link(&link),
        Err(QrProblem::TooLong { length, most: 2953 })
    );
}

#[test]
fn a_code_of_fewer_than_four_pixels_a_module_reads_back() {
    // A result's link drawn small, as a camera sees a tablet across a
    // table: from 2.5 to 4 pixels a module, in steps that fall between
    // whole pixels. The reader alone misses some of these; the app's
    // reading finds every one.
    let link = match_link(12);
    let code = QrGrid::of_link(&link).expect("one code holds the link");
    let modules = code.side_with_quiet_zone();
    let (mut missed_alone, mut sides) = (0, 0);
    for side in (modules * 5 / 2..=modules * 4).step_by(7) {
        let pixels = luma(&code, side);
        assert_eq!(
            read_rgba(side, side, &rgba(&pixels)),
            vec![link.clone()],
            "{side} pixels for {modules} modules"
        );
        sides += 1;
        let alone = quircs::Quirc::default()
            .identify(side, side, &pixels)
            .filter_map(|code| code.ok()?.decode().ok())
            .count();
        missed_alone += usize::from(alone == 0);
    }
    println!("{modules} modules: the reader alone missed {missed_alone} of {sides} sizes");
    assert!(sides >= 20);
    assert!(
        missed_alone > 0,
        "the second reading, at twice the size, is put to work"
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(96))]

    /// Whatever a camera's frame holds, reading it never panics (a panic
    /// would stop the whole app) and finds nothing in noise.
    #[test]
    fn any_picture_is_read_without_panicking(
        width in 1usize..120,
        height in 1usize..120,
        block in 1usize..12,
        seed in proptest::prelude::any::<u64>(),
    ) {
        let mut state = seed | 1;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 56) as u8
        };
        let cells: Vec<u8> = (0..width * height).map(|_| next()).collect();
        let rgba: Vec<u8> = (0..width * height)
            .flat_map(|at| {
                let (x, y) = (at % width / block * block, at / width / block * block);
                let grey = if cells[y * width + x] < 128 { 0 } else { 255 };
                [grey, grey, grey, 255]
            })
            .collect();
        proptest::prop_assert!(read_rgba(width, height, &rgba).is_empty());
    }
}
