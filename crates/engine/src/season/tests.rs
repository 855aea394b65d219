use super::*;
use crate::form::{HandForm, Role, SetKind, WinningTile};
use crate::money::{PointsPerUnit, Tally};
use crate::presets::{Preset, Presets};
use crate::setup::MatchSetup;
use crate::sheet::{HandRecord, Match, ScoredMatch};
use crate::{PlayerId, Points, RuleSet, SpecialHand};

fn part(name: &str, net: i64, hands: usize, won: usize) -> PlayerFigures {
    PlayerFigures {
        name: name.into(),
        hands_played: hands,
        hands_won: won,
        net_points: Points(net),
        net_money: None,
        biggest: None,
        specials: Vec::new(),
    }
}

fn played(id: u64, day: &str, players: Vec<PlayerFigures>) -> MatchFigures {
    MatchFigures {
        id,
        name: format!("Match {id}"),
        created: format!("{day}T19:30:00.000Z"),
        rules: RuleSet::bmja(),
        currency: None,
        players,
    }
}

/// Three club nights; Bill is typed "bill " on the second.
fn three_nights() -> Vec<MatchFigures> {
    vec![
        played(
            1,
            "2026-09-03",
            vec![
                part("Rod", 300, 8, 3),
                part("Bill", -100, 8, 2),
                part("Ben", -200, 8, 3),
            ],
        ),
        played(
            2,
            "2026-09-10",
            vec![
                part("Ben", 50, 6, 2),
                part("bill ", 150, 6, 3),
                part("Jack", -200, 6, 1),
            ],
        ),
        played(
            3,
            "2026-10-01",
            vec![part("Rod", -40, 4, 1), part("Jack", 40, 4, 3)],
        ),
    ]
}

fn row<'a>(season: &'a Season, name: &str) -> &'a PlayerRow {
    let key = name_key(name);
    season.rows.iter().find(|r| r.key == key).unwrap()
}

#[test]
fn names_differing_in_case_and_spacing_are_one_player() {
    let nights = three_nights();
    let s = season(
        &nights,
        &NameLinks::default(),
        &SeasonFilter::default(),
        &Presets::default(),
    );
    assert_eq!(s.rows.len(), 4);
    let bill = row(&s, "Bill");
    assert_eq!(
        (bill.matches, bill.hands_played, bill.hands_won),
        (2, 14, 5)
    );
    assert_eq!(bill.net_points, Points(50));
    assert_eq!(bill.name, "bill ", "the latest spelling shows");
    assert_eq!(bill.spellings, vec!["Bill".to_string()]);
    let rod = row(&s, "Rod");
    assert_eq!(rod.net_points, Points(260));
    assert_eq!(rod.running, vec![Points(300), Points(300), Points(260)]);
    assert_eq!(
        row(&s, "Jack").running,
        vec![Points(0), Points(-200), Points(-160)]
    );
    assert_eq!(s.rows[0].key, "rod", "highest net first");
}

#[test]
fn linked_spellings_are_one_player_until_separated() {
    let mut nights = three_nights();
    nights[2].players[0].name = "Roddy".into();
    let unlinked = season(
        &nights,
        &NameLinks::default(),
        &SeasonFilter::default(),
        &Presets::default(),
    );
    assert_eq!(unlinked.rows.len(), 5);
    let mut links = NameLinks::default();
    assert!(links.link("Roddy", "rod"));
    assert!(!links.link("ROD", "roddy"), "already one player");
    let linked = season(
        &nights,
        &links,
        &SeasonFilter::default(),
        &Presets::default(),
    );
    assert_eq!(linked.rows.len(), 4);
    let rod = row(&linked, "Rod");
    assert_eq!((rod.matches, rod.net_points), (2, Points(260)));
    assert_eq!(rod.name, "Roddy");
    links.separate("rod", "Roddy");
    assert_eq!(links, NameLinks::default());
}

#[test]
fn links_join_through_a_third_spelling() {
    let mut links = NameLinks::default();
    links.link("Chris", "Christopher");
    links.link("Kit", "christopher");
    let players = links.players();
    assert!(players.same("kit", "CHRIS"));
    assert!(!players.same("kit", "Rod"));
    links.separate("Christopher", "Chris");
    assert!(!links.players().same("kit", "chris"));
    assert!(links.players().same("kit", "christopher"));
}

#[test]
fn a_season_counts_the_days_within_it() {
    let nights = three_nights();
    let september = SeasonFilter {
        from: Some("2026-09-01".into()),
        to: Some("2026-09-30".into()),
        ..SeasonFilter::default()
    };
    let s = season(
        &nights,
        &NameLinks::default(),
        &september,
        &Presets::default(),
    );
    assert_eq!(s.matches, 2);
    assert_eq!(row(&s, "Rod").net_points, Points(300));
    assert_eq!(row(&s, "Jack").matches, 1);
    let from_the_tenth = SeasonFilter {
        from: Some("2026-09-10".into()),
        ..SeasonFilter::default()
    };
    let s = season(
        &nights,
        &NameLinks::default(),
        &from_the_tenth,
        &Presets::default(),
    );
    assert_eq!(s.matches, 2, "the first day counts");
}

#[test]
fn the_rules_filter_names_presets_and_own_rules() {
    let mut nights = three_nights();
    let mut values = RuleSet::bmja().values().clone();
    values.limit = 500;
    let club = RuleSet::new(values.clone()).unwrap();
    nights[1].rules = club.clone();
    values.limit = 300;
    nights[2].rules = RuleSet::new(values).unwrap();
    let presets = Presets(vec![Preset {
        name: "Club".into(),
        key: None,
        rules: club,
    }]);
    let count = |rules: RulesChoice| {
        let filter = SeasonFilter {
            rules,
            ..SeasonFilter::default()
        };
        season(&nights, &NameLinks::default(), &filter, &presets).matches
    };
    assert_eq!(count(RulesChoice::Any), 3);
    assert_eq!(count(RulesChoice::Preset("BMJA".into())), 1);
    assert_eq!(count(RulesChoice::Preset("Club".into())), 1);
    assert_eq!(count(RulesChoice::Own), 1);
}

#[test]
fn every_column_sorts_both_ways() {
    let nights = three_nights();
    let mut s = season(
        &nights,
        &NameLinks::default(),
        &SeasonFilter::default(),
        &Presets::default(),
    );
    let keys = |s: &Season| s.rows.iter().map(|r| r.key.clone()).collect::<Vec<_>>();
    s.sort(Column::Player, false);
    assert_eq!(keys(&s), ["ben", "bill", "jack", "rod"]);
    s.sort(Column::Player, true);
    assert_eq!(keys(&s), ["rod", "jack", "bill", "ben"]);
    s.sort(Column::HandsPlayed, true);
    assert_eq!(keys(&s), ["ben", "bill", "rod", "jack"]);
    s.sort(Column::NetPoints, false);
    assert_eq!(keys(&s), ["jack", "ben", "bill", "rod"]);
    s.sort(Column::Average, true);
    assert_eq!(
        row(&s, "Rod").average_tenths(),
        Some(217),
        "260 / 12 = 21.67"
    );
    assert_eq!(keys(&s)[0], "rod");
    for column in [
        Column::Matches,
        Column::HandsWon,
        Column::NetMoney,
        Column::Biggest,
        Column::Specials,
    ] {
        s.sort(column, true);
        assert_eq!(s.rows.len(), 4);
    }
}

#[test]
fn averages_round_half_away_from_zero() {
    let nights = vec![played(
        1,
        "2026-09-03",
        vec![part("Rod", -1, 4, 0), part("Ben", 1, 4, 1)],
    )];
    let s = season(
        &nights,
        &NameLinks::default(),
        &SeasonFilter::default(),
        &Presets::default(),
    );
    assert_eq!(row(&s, "Rod").average_tenths(), Some(-3), "-0.25 is -0.3");
    assert_eq!(row(&s, "Ben").average_tenths(), Some(3));
    let idle = vec![played(2, "2026-09-03", vec![part("Ann", 0, 0, 0)])];
    let s = season(
        &idle,
        &NameLinks::default(),
        &SeasonFilter::default(),
        &Presets::default(),
    );
    assert_eq!(s.rows[0].average_tenths(), None, "no hands, no average");
}

#[test]
fn money_adds_up_where_matches_kept_it() {
    let mut nights = three_nights();
    nights[0].currency = Some("£".into());
    for (p, pence) in nights[0].players.iter_mut().zip([30, -10, -20]) {
        p.net_money = Some(pence);
    }
    let s = season(
        &nights,
        &NameLinks::default(),
        &SeasonFilter::default(),
        &Presets::default(),
    );
    assert!(s.money);
    assert_eq!(s.currency.as_deref(), Some("£"));
    assert_eq!(row(&s, "Rod").net_money, Some(30));
    assert_eq!(
        row(&s, "Jack").net_money,
        None,
        "Jack never played for money"
    );
    nights[1].currency = Some("€".into());
    let s = season(
        &nights,
        &NameLinks::default(),
        &SeasonFilter::default(),
        &Presets::default(),
    );
    assert_eq!(s.currency, None, "two currencies: no one symbol");
}

#[test]
fn the_biggest_hand_names_its_match_and_the_first_of_equals_stays() {
    let mut nights = three_nights();
    nights[0].players[0].biggest = Some((Points(500), 4));
    nights[2].players[0].biggest = Some((Points(500), 2));
    nights[1].players[0].biggest = Some((Points(1000), 6));
    let s = season(
        &nights,
        &NameLinks::default(),
        &SeasonFilter::default(),
        &Presets::default(),
    );
    let rod = row(&s, "Rod").biggest.clone().unwrap();
    assert_eq!(
        (rod.points, rod.match_name.as_str(), rod.hand),
        (Points(500), "Match 1", 4)
    );
    let ben = row(&s, "Ben").biggest.clone().unwrap();
    assert_eq!(
        (ben.points, ben.created.as_str()),
        (Points(1000), "2026-09-10T19:30:00.000Z")
    );
}

fn winning(special: bool) -> HandForm {
    let mut form = HandForm {
        role: Role::MahJong,
        winning_tile: WinningTile::Wall,
        ..HandForm::default()
    };
    if special {
        form.special_hand = Some(SpecialHand::HeavensBlessing);
    } else {
        form.sets.set(SetKind::ALL[0], 3);
    }
    form
}

#[test]
fn a_five_player_match_counts_the_hands_each_sat_in() {
    let mut setup = MatchSetup::new(&["Rod", "Bill", "Ben", "Jack", "Ann"]);
    setup.tally = Tally::Money {
        ratio: PointsPerUnit::Hundred,
        symbol: "£".into(),
    };
    let mut game = Match::new(setup, RuleSet::bmja());
    for (hand, winner) in [0, 1, 2, 3, 0].into_iter().enumerate() {
        let mut forms = vec![HandForm::default(); 5];
        forms[winner] = winning(hand == 0);
        game.hands.push(HandRecord::of_counts(forms));
    }
    let scored = ScoredMatch::new(game).unwrap();
    let figures = MatchFigures::of(7, "Five", "2026-09-03T19:30:00Z", &scored);
    let sat_out = |p: usize| {
        scored
            .sheet()
            .rows
            .iter()
            .filter(|r| r.seats.wind_of(PlayerId(p)).is_none())
            .count()
    };
    for (p, part) in figures.players.iter().enumerate() {
        assert_eq!(part.hands_played + sat_out(p), 5);
        assert_eq!(part.net_money, Some(scored.sheet().standings()[p].net));
    }
    assert_eq!(
        figures
            .players
            .iter()
            .map(|p| p.hands_played)
            .sum::<usize>(),
        20,
        "four sit in each hand"
    );
    assert_eq!(figures.players[0].hands_won, 2);
    assert_eq!(
        figures.players[0].specials,
        vec![SpecialHand::HeavensBlessing],
        "East's first hand"
    );
    assert_eq!(
        figures.players[0].biggest,
        Some((Points(1000), 1)),
        "a limit hand"
    );
    assert_eq!(figures.currency.as_deref(), Some("£"));
    assert_eq!(figures.day(), "2026-09-03");
}
