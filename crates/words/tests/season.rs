//! The season across kept matches, as the session reads it: figures follow
//! every change to a match, name links are kept, and a match handed on by a
//! link reads back whole.

use crate::common;
use words::Say;

use common::table::{enter_win, playing, session, start_club_night};
use engine::presets::Presets;
use engine::rules::RuleSet;
use engine::season::{season, Column, FilterChange, NameLinks, Order, RulesChoice, SeasonFilter};
use engine::setup::MatchSetup;
use engine::Wind;
use session::{Checked, Duplicates, Place, SeasonChoice, Session};
use storage::export::read_import;
use storage::library::match_key;
use storage::{KeyValue, MemoryStore};

fn play_win(s: &mut Session<MemoryStore>, winner: usize) {
    s.score_next_hand();
    enter_win(s, winner);
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
}

fn net(s: &Session<MemoryStore>, name: &str) -> i64 {
    let kept = s.kept_figures();
    let figures = kept.figures.iter().map(|f| f.as_ref());
    let standings = season(
        figures,
        s.name_links(),
        &SeasonFilter::default(),
        &Presets::default(),
    );
    let key = engine::season::name_key(name);
    standings
        .rows
        .iter()
        .find(|r| r.key == key)
        .map_or(0, |r| r.net_points.0)
}

#[test]
fn the_figures_follow_each_hand_recorded() {
    let mut s = playing();
    assert_eq!(net(&s, "Rod"), 0);
    play_win(&mut s, 0);
    let after_one = net(&s, "Rod");
    assert!(after_one > 0);
    let sheet = s.scored().unwrap().sheet().standings();
    assert_eq!(after_one, sheet[0].net_points.0);
    play_win(&mut s, 0);
    assert!(net(&s, "Rod") > after_one, "read again after the change");
}

#[test]
fn every_kept_match_counts_and_an_unreadable_one_is_told() {
    let mut s = playing();
    play_win(&mut s, 1);
    let first = s.current().unwrap();
    let setup = MatchSetup::new(&["bill", "Ann", "Rod", "Zoe"]);
    s.start_match("Second", setup, RuleSet::bmja()).unwrap();
    play_win(&mut s, 0);
    let kept = s.kept_figures();
    assert_eq!((kept.figures.len(), kept.unreadable), (2, 0));
    let one = kept.figures.iter().find(|f| f.id == first).unwrap();
    let two = kept.figures.iter().find(|f| f.id != first).unwrap();
    assert_eq!(
        net(&s, "BILL"),
        one.players[1].net_points.0 + two.players[0].net_points.0,
        "Bill's two matches add up"
    );
    let mut store = s.store().clone();
    store.set(&match_key(first), "{ not a match").unwrap();
    let s = session(store);
    assert_eq!(s.kept_figures().unreadable, 1);
}

#[test]
fn name_links_are_kept_and_can_be_taken_back() {
    let mut s = playing();
    s.link_names("Rod", "Roddy");
    let again = session(s.store().clone());
    assert!(again.name_links().players().same("roddy", "ROD"));
    s.separate_names("roddy", "Rod");
    let again = session(s.store().clone());
    assert_eq!(again.name_links(), &NameLinks::default());
}

#[test]
fn another_tab_s_links_are_taken_in() {
    let mut s = playing();
    let mut other = session(s.store().clone());
    s.link_names("Ben", "Benjamin");
    let key = "mahjong-scorer.setting.name-links";
    other.follow(key, s.store().get(key).as_deref());
    assert!(other.name_links().players().same("ben", "benjamin"));
}

#[test]
fn a_match_for_a_link_imports_as_the_same_match() {
    let mut s = playing();
    for winner in [0, 1, 2, 3, 0] {
        play_win(&mut s, winner);
    }
    let text = s.match_for_link().unwrap();
    assert!(!text.contains('\n'), "one line");
    assert!(!text.contains("\"results\""), "inputs alone");
    let file = read_import(&text).unwrap();
    let mut fresh = session(MemoryStore::default());
    fresh.import_from_link(file.clone(), Duplicates::KeepBoth);
    assert_eq!(
        fresh.notice().unwrap().said().to_string(),
        "Added 1 match from the link; nothing was replaced."
    );
    let id = fresh.matches()[0].id;
    fresh.open_match(id);
    assert_eq!(
        fresh.scored().unwrap().sheet(),
        s.scored().unwrap().sheet(),
        "the same score sheet"
    );
    assert_eq!(fresh.matches()[0].name, "Club night");
    assert_eq!(
        s.already_kept(&file).len(),
        1,
        "here already: the duplicate question"
    );
}

#[test]
fn a_new_match_alone_counts_its_players_with_nothing_played() {
    let mut s = session(MemoryStore::default());
    start_club_night(&mut s);
    let kept = s.kept_figures();
    assert_eq!(kept.figures[0].players.len(), 4);
    assert!(kept.figures[0].players.iter().all(|p| p.hands_played == 0));
}

#[test]
fn the_days_rules_and_order_chosen_stay_for_the_visit() {
    let mut s = playing();
    play_win(&mut s, 1);
    assert_eq!(s.season_choice(), &SeasonChoice::default());
    s.filter_season(FilterChange::FirstDay("2026-11-01".into()));
    s.filter_season(FilterChange::LastDay("2026-11-22".into()));
    s.filter_season(FilterChange::Rules(RulesChoice::Preset("BMJA".into())));
    s.sort_season(Column::Player);
    let standings = |s: &Session<MemoryStore>| {
        let chosen = s.season_choice();
        chosen.standings(&s.kept_figures(), s.name_links(), s.presets())
    };
    assert_eq!(
        standings(&s).matches,
        0,
        "the match was started on the 23rd"
    );
    // Away to other screens and another match, and back.
    s.arrive(&Place::History);
    start_club_night(&mut s);
    s.arrive(&Place::Players);
    let chosen = s.season_choice();
    assert_eq!(chosen.filter.from.as_deref(), Some("2026-11-01"));
    assert_eq!(chosen.filter.rules, RulesChoice::Preset("BMJA".into()));
    let by_name = Order {
        column: Column::Player,
        descending: false,
    };
    assert_eq!(chosen.order, by_name, "names from A");
    s.filter_season(FilterChange::LastDay(String::new()));
    assert_eq!(s.season_choice().filter.to, None, "an empty day: open");
    let names: Vec<String> = standings(&s).rows.into_iter().map(|r| r.name).collect();
    assert_eq!(names, ["Ben", "Bill", "Jack", "Rod"]);
    s.sort_season(Column::Player);
    assert!(s.season_choice().order.descending, "pressed again");
    s.sort_season(Column::NetPoints);
    assert_eq!(
        s.season_choice().order,
        Order::default(),
        "highest net first"
    );
    assert_eq!(standings(&s).rows[0].name, "Bill");
    // Not kept: the next visit starts afresh.
    let again = session(s.store().clone());
    assert_eq!(again.season_choice(), &SeasonChoice::default());
}

#[test]
fn each_spelling_is_offered_once() {
    let mut s = playing();
    let setup = MatchSetup::new(&["ROD", "ann", "Bill ", "zoe"]);
    s.start_match("Second", setup, RuleSet::bmja()).unwrap();
    let spellings = s.kept_figures().spellings();
    assert_eq!(spellings.len(), 6);
    assert_eq!(spellings[0], "ann");
    assert_eq!(spellings[5], "zoe");
}

#[test]
fn a_clubs_own_hand_is_named_in_the_season_once_exposed_or_not() {
    use engine::form::Exposure;
    use engine::own_hands::OwnName;
    use engine::season::{MatchFigures, PlayerFigures};
    use engine::{Points, SpecialHand};
    let windy = OwnName::new("Windy Ones").unwrap();
    let part = |name: &str, specials: Vec<SpecialHand>| PlayerFigures {
        name: name.into(),
        hands_played: 3,
        hands_won: 2,
        net_points: Points(100),
        net_money: None,
        biggest: Some((Points(1000), 1)),
        specials,
    };
    let figures = [MatchFigures {
        id: 1,
        name: "Tuesday".into(),
        created: "2026-11-24T19:30:00Z".into(),
        rules: RuleSet::bmja(),
        currency: None,
        players: vec![
            part(
                "Rod",
                vec![
                    SpecialHand::Own(windy, Exposure::Concealed),
                    SpecialHand::Own(windy, Exposure::Exposed),
                ],
            ),
            part("Bill", Vec::new()),
        ],
    }];
    let standings = season(
        figures.iter(),
        &NameLinks::default(),
        &SeasonFilter::default(),
        &Presets::default(),
    );
    let rod = standings
        .rows
        .iter()
        .find(|r| r.key == engine::season::name_key("Rod"))
        .unwrap();
    assert_eq!(rod.specials_named(), ["Windy Ones × 2"]);
    let csv = words::csv::season_csv(&standings);
    assert!(csv.contains("Windy Ones × 2"), "{csv}");
}
