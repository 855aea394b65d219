//! A club night driven through the app's commands, natively: the organiser
//! draws it up, each table's tablet starts its match from the table's
//! set-up, hands are played, and the results come back into the night.

use engine::night::{
    Night, NightEntry, NightPlayer, NightProblem, NotThisNight, Ranking, ResultLength, Round,
    RoundEnd, Table, TableRead,
};
use engine::{Points, RuleSet, RuleValues, Wind};
use session::{Checked, Duplicates, ResultKept, ResultRead, ResultRefused, Session};
use storage::export::read_import;
use storage::table_link::{open_table, table_fragment, TableOpened};
use storage::MemoryStore;
use words::{rules_apart, Say};

use crate::common;

use common::table::{enter_win, session};

/// Round `round`, table `table`.
fn at(round: u8, table: u8) -> (Round, Table) {
    (Round::new(round).unwrap(), Table::new(table).unwrap())
}

fn organiser(seed: u64) -> (Session<MemoryStore>, String) {
    let mut s = session(MemoryStore::default());
    let entry = NightEntry {
        name: "Tuesday".into(),
        players: "Ann\nBob\nCat\nDan\nEve\nFay\nGus\nHal\nIda\n".into(),
        rounds: 2,
        round_end: RoundEnd::Hands(2),
        ..NightEntry::default()
    };
    let id = s.draw_up_night(&entry, "BMJA", seed).unwrap();
    assert!(s.start_round(&id, Round::FIRST));
    (s, id)
}

/// A table's tablet: starts the table's match, the first seat wins the
/// given number of hands, and hands back the match as its link holds it.
fn play_table(
    organiser: &Session<MemoryStore>,
    night: &str,
    (round, table): (Round, Table),
    wins: usize,
) -> String {
    let setup = organiser
        .night(night)
        .unwrap()
        .table_setup(round, table)
        .unwrap();
    let mut tablet = session(MemoryStore::default());
    tablet.start_table(setup, "A table").unwrap();
    for _ in 0..wins {
        tablet.score_next_hand();
        enter_win(&mut tablet, 0);
        assert_eq!(tablet.calculate(Wind::East), Checked::Recorded);
    }
    tablet.match_for_link().unwrap()
}

/// What one hand at a table gives each player, worked by hand: the first
/// seat (East) wins 26 and, East being paid double, takes 2 × 26 from each
/// other player in the hand; at a table of five the fifth seat sits the
/// first hand out.
fn one_win_at_a_table(seats: &[NightPlayer], nets: &mut [Points]) {
    let in_hand = &seats[..seats.len().min(4)];
    let NightPlayer(east) = in_hand[0];
    nets[east] = nets[east] + Points(2 * 26 * (in_hand.len() as i64 - 1));
    for &NightPlayer(p) in &in_hand[1..] {
        nets[p] = nets[p] - Points(2 * 26);
    }
}

#[test]
fn a_night_of_nine_over_two_rounds_comes_back_table_by_table() {
    let (mut s, night) = organiser(9);
    let tables = |s: &Session<MemoryStore>, round: Round| {
        s.night(&night).unwrap().plan().round(round).unwrap().len()
    };
    let mut expected = [Points(0); 9];
    let early = play_table(&s, &night, at(2, 1), 1);
    let refused = s.read_result(&night, read_import(&early).unwrap());
    let not_yet = NotThisNight::RoundNotStarted {
        round: at(2, 1).0,
        started: 1,
    };
    assert_eq!(refused, Err(ResultRefused::NotThisNight(not_yet)));
    assert!(refused
        .unwrap_err()
        .said()
        .to_string()
        .contains("not been started"));
    for round in [Round::FIRST, at(2, 1).0] {
        if round != Round::FIRST {
            assert!(s.start_round(&night, round));
            assert!(
                !s.start_round(&night, round),
                "a second press starts nothing"
            );
        }
        for table in (0..tables(&s, round)).filter_map(Table::at) {
            let link = play_table(&s, &night, (round, table), 1);
            let file = read_import(&link).unwrap();
            let seats = s.night(&night).unwrap().seated(round, table).unwrap();
            one_win_at_a_table(seats, &mut expected);
            let read = s.read_result(&night, file).unwrap();
            assert_eq!(
                read,
                ResultRead {
                    round,
                    table,
                    kept: ResultKept::New
                }
            );
        }
    }
    let lines = s.night_standings(&night, Ranking::Net);
    assert_eq!(lines.len(), 9);
    for line in &lines {
        let NightPlayer(player) = line.player;
        assert_eq!(line.net, expected[player], "player {player}");
        assert_eq!(line.tables, 2);
    }
    assert_eq!(lines.iter().map(|l| l.net).sum::<Points>(), Points(0));
    let all_tables = tables(&s, Round::FIRST) + tables(&s, at(2, 1).0);
    assert_eq!(s.matches().len(), all_tables, "every table's match is kept");
    assert!(!s.start_round(&night, at(3, 1).0), "two rounds planned");
}

#[test]
fn a_table_played_on_the_organisers_own_device_is_kept_once() {
    let (mut s, night) = organiser(9);
    let (round, table) = at(1, 1);
    let setup = s.night(&night).unwrap().table_setup(round, table).unwrap();
    s.start_table(setup, "Round 1, table 1").unwrap();
    let id = s.current().unwrap();
    let results = s.night(&night).unwrap().results();
    assert_eq!((results.len(), results[0].id), (1, id), "its result");
    let lines = s.night_standings(&night, Ranking::Net);
    assert!(
        lines.iter().all(|l| l.tables == 0),
        "no hand, nothing counted"
    );
    s.score_next_hand();
    enter_win(&mut s, 0);
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
    let seated = s.night(&night).unwrap().seated(round, table).unwrap()[0];
    let lines = s.night_standings(&night, Ranking::Net);
    let net = lines.iter().find(|l| l.player == seated).unwrap().net;
    assert_eq!(net, Points(2 * 26 * 3), "the hand played counts at once");
    // Its link read on the same device is the same match.
    let link = s.match_for_link().unwrap();
    let read = s.read_result(&night, read_import(&link).unwrap()).unwrap();
    assert_eq!(read.kept, ResultKept::Replaced);
    assert_eq!(s.matches().len(), 1, "kept once");
    // A table of a round not yet started is not the night's result.
    let (second, first) = at(2, 1);
    let later = s.night(&night).unwrap().table_setup(second, first).unwrap();
    s.start_table(later, "Round 2, table 1").unwrap();
    assert_eq!(s.night(&night).unwrap().results().len(), 1);
}

#[test]
fn a_table_whose_match_changed_its_rules_is_marked_with_what_differs() {
    let (mut s, night) = organiser(9);
    for (round, table) in [at(1, 1), at(1, 2)] {
        let setup = s.night(&night).unwrap().table_setup(round, table).unwrap();
        s.start_table(setup, "A table").unwrap();
        s.score_next_hand();
        enter_win(&mut s, 0);
        assert_eq!(s.calculate(Wind::East), Checked::Recorded);
    }
    assert!(
        s.rules_apart(&night).is_empty(),
        "both under the night's rules"
    );
    // The second table plays its next hand to a limit of 500.
    let mut values = RuleValues::bmja();
    values.limit = 500;
    s.change_rules(RuleSet::new(values).unwrap());
    s.score_next_hand();
    enter_win(&mut s, 0);
    assert_eq!(s.calculate(Wind::East), Checked::Recorded);
    let apart = s.rules_apart(&night);
    assert_eq!(apart.len(), 1);
    assert_eq!((apart[0].round, apart[0].table), at(1, 2));
    let rules = s.night(&night).unwrap().rules().values().clone();
    assert_eq!(
        rules_apart(&apart[0].rules, &rules),
        "Played under other rules (Rules check: AM1M): Limit 500 (the night's 1,000)."
    );
}

#[test]
fn a_result_brought_in_by_its_link_first_is_kept_once() {
    let (mut s, night) = organiser(9);
    let mut tablet = session(MemoryStore::default());
    let (round, table) = at(1, 2);
    let setup = s.night(&night).unwrap().table_setup(round, table).unwrap();
    tablet.start_table(setup, "A table").unwrap();
    let mut links = Vec::new();
    for _ in 0..2 {
        tablet.score_next_hand();
        enter_win(&mut tablet, 0);
        assert_eq!(tablet.calculate(Wind::East), Checked::Recorded);
        links.push(tablet.match_for_link().unwrap());
    }
    s.import_from_link(read_import(&links[0]).unwrap(), Duplicates::KeepBoth);
    assert_eq!(s.matches().len(), 1);
    let read = s
        .read_result(&night, read_import(&links[0]).unwrap())
        .unwrap();
    assert_eq!(
        read.kept,
        ResultKept::Replaced,
        "the match kept is the table's result"
    );
    assert_eq!(s.matches().len(), 1, "kept once");
    assert_eq!(s.night(&night).unwrap().results().len(), 1);

    // Brought in again with a hand more, then its earlier link read: the
    // match kept holds more, and is the result.
    let (mut s, night) = organiser(9);
    s.import_from_link(read_import(&links[1]).unwrap(), Duplicates::KeepBoth);
    let read = s
        .read_result(&night, read_import(&links[0]).unwrap())
        .unwrap();
    assert_eq!(read.kept, ResultKept::AlreadyHeld);
    assert_eq!(s.matches().len(), 1, "kept once");
    let kept = s.night(&night).unwrap().results();
    assert_eq!(kept[0].id, s.matches()[0].id);
    assert!(read_result_text(&read).contains("already holds this result"));
}

#[test]
fn a_result_link_opened_anywhere_is_kept_for_its_night_and_its_length_shown() {
    let (mut s, night) = organiser(9);
    // Table 1 stops after 1 of its 2 hands; table 2 plays on to a third.
    let ((round, one), (_, two)) = (at(1, 1), at(1, 2));
    let short = play_table(&s, &night, (round, one), 1);
    let long = play_table(&s, &night, (round, two), 3);
    let file = read_import(&short).unwrap();
    let offered = s.night_result_of(&file).unwrap();
    assert_eq!(offered.length, ResultLength::Short { played: 1, of: 2 });
    assert_eq!((offered.table.round, offered.table.table), (round, one));
    let read = s.keep_night_result(file).unwrap();
    assert_eq!(
        (read.round, read.table, read.kept),
        (round, one, ResultKept::New)
    );
    let said = s.notice().map(|each| each.said().to_string());
    assert_eq!(
        said.as_deref(),
        Some("Round 1, table 1's result: kept for Tuesday.")
    );
    s.keep_night_result(read_import(&long).unwrap()).unwrap();
    assert_eq!(s.matches().len(), 2);
    let lengths = s.round_lengths(&night, round);
    assert_eq!(
        lengths,
        [
            (one, ResultLength::Short { played: 1, of: 2 }),
            (two, ResultLength::Whole { of: 2, beyond: 1 })
        ]
    );
    assert_eq!(
        s.unfinished(&night, round),
        [(one, ResultLength::Short { played: 1, of: 2 })]
    );
    // Worked by hand: the five's first seat wins each hand as East, 26
    // paid double by the three others in the hand; the third hand, after
    // the round's end, is not the night's.
    let first = s.night(&night).unwrap().seated(round, two).unwrap()[0];
    let lines = s.night_standings(&night, Ranking::Net);
    let net = lines.iter().find(|l| l.player == first).unwrap().net;
    assert_eq!(net, Points(2 * (2 * 26 * 3)));

    // A match of a night not kept here is imported as any other.
    let (other, other_night) = organiser(10);
    let theirs = read_import(&play_table(&other, &other_night, (round, one), 1)).unwrap();
    assert_eq!(s.night_result_of(&theirs), None);
    assert_eq!(s.keep_night_result(theirs), Err(ResultRefused::NoNight));
}

fn read_result_text(read: &ResultRead) -> String {
    words::night::result_read(read)
}

#[test]
fn a_result_read_twice_is_known_and_another_nights_is_refused() {
    let (mut s, night) = organiser(9);
    let (round, table) = at(1, 1);
    let first = play_table(&s, &night, (round, table), 1);
    let read = s.read_result(&night, read_import(&first).unwrap()).unwrap();
    assert_eq!(read.kept, ResultKept::New);
    let net_after = |s: &Session<MemoryStore>| {
        let seated = s.night(&night).unwrap().seated(round, table).unwrap()[0];
        let lines = s.night_standings(&night, Ranking::Net);
        lines.iter().find(|l| l.player == seated).unwrap().net
    };
    let one_hand = net_after(&s);
    let later = play_table(&s, &night, (round, table), 2);
    let again = s.read_result(&night, read_import(&later).unwrap()).unwrap();
    assert_eq!(
        again.kept,
        ResultKept::Replaced,
        "the same table, read again"
    );
    assert_eq!(s.matches().len(), 1, "kept once");
    assert_eq!(
        net_after(&s),
        one_hand + one_hand,
        "the later result's two hands count"
    );
    let earlier = s.read_result(&night, read_import(&first).unwrap());
    let refused = ResultRefused::NotLater { round, table };
    assert_eq!(
        earlier,
        Err(refused),
        "an earlier result does not undo the later"
    );
    assert_eq!(net_after(&s), one_hand + one_hand);
    let (other, other_night) = organiser(10);
    let theirs = play_table(&other, &other_night, (round, table), 1);
    let refused = s.read_result(&night, read_import(&theirs).unwrap());
    let name = "Tuesday".to_string();
    assert_eq!(
        refused,
        Err(ResultRefused::NotThisNight(NotThisNight::OtherNight {
            name
        }))
    );
    assert!(refused
        .unwrap_err()
        .said()
        .to_string()
        .contains("another night"));
}

#[test]
fn a_night_under_house_rules_nobody_keeps_is_refused() {
    let mut s = session(MemoryStore::default());
    let entry = NightEntry {
        players: "A\nB\nC\nD\nE\nF\nG\nH\n".into(),
        ..NightEntry::default()
    };
    let drawn = s.draw_up_night(&entry, "Wednesday club", 1);
    assert_eq!(
        drawn,
        Err(vec![NightProblem::UnknownPreset("Wednesday club".into())])
    );
    assert!(s.nights().is_empty());
}

#[test]
fn a_night_and_a_tables_link_written_by_the_build_before_read_as_they_did() {
    // Written when rounds, tables and players were bare numbers.
    let text = include_str!("../../storage/tests/fixtures/night-kept.json");
    let night: Night = serde_json::from_str(text).unwrap();
    assert_eq!(
        serde_json::to_string_pretty(&night).unwrap(),
        text.trim_end()
    );
    assert_eq!(night.starting_points(), Points(2500));
    assert_eq!(night.rounds_started(), 2);
    let (second, first) = at(2, 1);
    let read = TableRead {
        round: second,
        table: first,
        id: 12,
    };
    assert_eq!(night.results().last(), Some(&read));
    let seated = night.seated(second, first).unwrap();
    assert!(seated.iter().all(|p| night.player(*p).is_some()));
    let link = include_str!("../../storage/tests/fixtures/night-table-link.txt").trim_end();
    let setup = night.table_setup(second, Table::new(2).unwrap()).unwrap();
    assert_eq!(table_fragment(&setup), link);
    assert_eq!(open_table(link), Ok(TableOpened::Ready(Box::new(setup))));
}
