use super::*;
use crate::export::{read_table, table_for_link};
use crate::link::{gzip, link_fragment};
use engine::money::PointsPerUnit;
use engine::night::{NightEntry, Round, Table};
use engine::rules::RuleValues;

/// Eight players: two tables of four.
const FOUR: &str = "Margaret\nDorothy\nBill\nRod\nJennifer\nBen\nJack\nPauline";

/// Ten players: two tables of five.
const FIVE: &str = "Margaret\nDorothy\nBill\nRod\nJennifer\nBen\nJack\nPauline\nAnn\nChristopher";

fn night_table(rules: RuleSet, players: &str) -> TableSetup {
    let entry = NightEntry {
        name: "Club night of 25 November 2026".into(),
        players: players.into(),
        ..NightEntry::default()
    };
    let mut night = entry.draw_up(("Ours", &rules), 0x9e37_79b9, "now").unwrap();
    assert!(night.start_round(Round::FIRST, "2026-11-25T19:02:41.517Z"));
    night.table_setup(Round::FIRST, Table::FIRST).unwrap()
}

fn opened(setup: &TableSetup) -> Result<TableOpened, TableLinkProblem> {
    open_table(&format!("#{}", table_fragment(setup)))
}

#[test]
fn a_table_under_bmja_rules_comes_back_without_them() {
    let setup = night_table(RuleSet::bmja(), FOUR);
    assert_eq!(
        opened(&setup),
        Ok(TableOpened::Ready(Box::new(setup.clone())))
    );
    let bytes = packed_setup(&setup);
    println!("a table of four under BMJA rules: {} bytes", bytes.len());
    assert!(bytes.len() < 100, "{} bytes", bytes.len());
}

#[test]
fn a_table_under_house_rules_comes_back_with_what_differs_from_bmja() {
    let mut values = RuleValues::bmja();
    values.limit = 500;
    values.doubles.purity = 4;
    let rules = RuleSet::new(values).unwrap();
    let setup = night_table(rules.clone(), FIVE);
    assert_eq!(
        opened(&setup),
        Ok(TableOpened::Ready(Box::new(setup.clone())))
    );
    let bmja = night_table(RuleSet::bmja(), FIVE);
    let more = packed_setup(&setup).len() - packed_setup(&bmja).len();
    assert!(more < 50, "two rules differ: {more} bytes more");
}

#[test]
fn any_set_up_a_match_may_have_comes_back() {
    let mut setup = night_table(RuleSet::bmja(), FIVE);
    setup.setup.tally = Tally::Money {
        ratio: PointsPerUnit::Ten,
        symbol: "£".into(),
    };
    setup.setup.dreamer = Some(PlayerId(2));
    setup.setup.starting_points = 5_000;
    setup.table.round_end = RoundEnd::Minutes(75);
    setup.table.started = None;
    setup.table.night = "an id of other making".into();
    setup.table.name = "Ünïcode night 麻将".into();
    assert_eq!(
        opened(&setup),
        Ok(TableOpened::Ready(Box::new(setup.clone())))
    );
}

#[test]
fn a_link_of_the_first_version_still_opens() {
    let setup = night_table(RuleSet::bmja(), FOUR);
    let fragment = link_fragment(&gzip(&table_for_link(&setup)));
    let Ok(TableOpened::Gzipped(gzipped)) = open_table(&fragment) else {
        panic!("a gzipped set-up");
    };
    let text = miniz_oxide::inflate::decompress_to_vec(&gzipped[10..gzipped.len() - 8]).unwrap();
    assert_eq!(read_table(&String::from_utf8(text).unwrap()), Ok(setup));
}

#[test]
fn a_link_changed_or_cut_short_or_newer_says_so() {
    let setup = night_table(RuleSet::bmja(), FOUR);
    let fragment = table_fragment(&setup);
    let last = fragment.len() - 1;
    let other = if fragment.ends_with('0') { "1" } else { "0" };
    let changed = format!("{}{other}", &fragment[..last]);
    assert_eq!(
        open_table(&changed),
        Err(TableLinkProblem::Link(LinkProblem::Changed))
    );
    assert!(matches!(
        open_table(&fragment[..last]),
        Err(TableLinkProblem::Link(LinkProblem::CutShort { .. }))
    ));
    let mut newer = packed_setup(&setup);
    newer.truncate(newer.len() - 4);
    newer[0] = LAYOUT + 1;
    let mut packer = Packer::default();
    newer.iter().for_each(|&b| packer.byte(b));
    let newer = digits_fragment(&packer.sealed());
    assert_eq!(open_table(&newer), Err(TableLinkProblem::Newer(3)));
}

#[test]
fn a_set_up_that_makes_no_match_or_whose_round_never_ends_is_refused() {
    let mut blank = night_table(RuleSet::bmja(), FOUR);
    blank.setup.names[1] = " ".into();
    assert!(matches!(opened(&blank), Err(TableLinkProblem::Setup(_))));
    let mut endless = night_table(RuleSet::bmja(), FOUR);
    endless.table.round_end = RoundEnd::Hands(0);
    assert_eq!(opened(&endless), Err(TableLinkProblem::NoSuchTable));
}

#[test]
fn a_table_under_a_clubs_own_hands_carries_them_within_one_code() {
    let mut values = RuleValues::bmja();
    values.limit = 2000;
    let shapes = [
        ("Heavenly Twins", "7 pairs in suit A"),
        ("Windfall", "single of each wind, 5 pairs in suit A"),
        (
            "Dragon's Run",
            "run 1-9 in suit A, single of each dragon, pair of wind",
        ),
        (
            "Greta's Garden",
            "run 1-7 in suit A, single of each wind, single of each dragon",
        ),
        ("Yin Yang", "11 234 55 in suit A, 55 678 99 in suit B"),
        (
            "Windy Ones",
            "pung of 1 in each suit, single of each wind, single of wind",
        ),
        (
            "Chinese Odds",
            "4 pungs of odd in suit A, pair of odd in suit A",
        ),
        (
            "Little Robert",
            "chow in each suit, pung in any suit, pair in any suit",
        ),
    ];
    values.own_hands = shapes
        .iter()
        .map(|(name, shape)| {
            let mut hand = engine::own_hands::OwnHand::new(name);
            hand.shape = (*shape).to_string();
            hand
        })
        .collect();
    let rules = RuleSet::new(values).unwrap();
    let setup = night_table(rules, FIVE);
    assert_eq!(
        opened(&setup),
        Ok(TableOpened::Ready(Box::new(setup.clone())))
    );
    let link = format!(
        "https://club.example.org/mahjong/#{}",
        table_fragment(&setup)
    );
    println!(
        "a table of five with eight own hands: {} characters",
        link.len()
    );
    assert!(
        crate::qr::QrGrid::of_link(&link).is_ok(),
        "{} characters",
        link.len()
    );
}
