//! Players who come late or leave early, end to end (SPEC §17, docs/rules.md
//! §13.7): a player added and one leaving after round 1, round 2 played at
//! the tables drawn again, and standings that rank by the table, with the
//! words the organiser reads.

use engine::night::{
    ranked_by, ChangeRefused, NightEntry, NightPlayer, RankedBy, Ranking, Round, RoundEnd,
};
use engine::{Points, Wind};
use session::{Checked, Session};
use storage::export::read_import;
use storage::MemoryStore;
use words::night_comings::{plan_changes, ranked};
use words::Say;

use crate::common;
use common::table::{enter_win, session};

fn organiser() -> (Session<MemoryStore>, String) {
    let mut s = session(MemoryStore::default());
    let entry = NightEntry {
        name: "Wednesday".into(),
        players: "Ann\nBob\nCat\nDan\nEve\nFay\nGus\nHal\nIda\n".into(),
        rounds: 3,
        round_end: RoundEnd::Hands(1),
        ..NightEntry::default()
    };
    let id = s.draw_up_night(&entry, "BMJA", 5).unwrap();
    assert!(s.start_round(&id, Round::FIRST));
    (s, id)
}

/// Plays every table of a round, its first seat winning one hand, and
/// reads each result back; each player's net, worked by hand: East wins 26
/// and takes twice that from each other player in the hand (at a table of
/// five the fifth seat sits out).
fn play_round(s: &mut Session<MemoryStore>, night: &str, round: Round, nets: &mut [i64]) {
    let tables = s.night(night).unwrap().plan().round(round).unwrap().clone();
    for (table, seats) in tables.by_table() {
        let setup = s.night(night).unwrap().table_setup(round, table).unwrap();
        let mut tablet = session(MemoryStore::default());
        tablet.start_table(setup, "A table").unwrap();
        tablet.score_next_hand();
        enter_win(&mut tablet, 0);
        assert_eq!(tablet.calculate(Wind::East), Checked::Recorded);
        let link = tablet.match_for_link().unwrap();
        s.read_result(night, read_import(&link).unwrap()).unwrap();
        let in_hand = &seats[..seats.len().min(4)];
        nets[in_hand[0].0] += 2 * 26 * (in_hand.len() as i64 - 1);
        for p in &in_hand[1..] {
            nets[p.0] -= 2 * 26;
        }
    }
}

#[test]
fn a_late_arrival_and_an_early_leaver_rank_by_the_table() {
    let (mut s, night) = organiser();
    let mut nets = vec![0i64; 10];
    play_round(&mut s, &night, Round::FIRST, &mut nets);
    let taken = s.add_night_player(&night, " bob ").unwrap_err();
    assert_eq!(
        taken.said().to_string(),
        "Bob is already seated in the rounds to come."
    );
    assert_eq!(s.add_night_player(&night, "Jo"), Ok(NightPlayer(9)));
    assert_eq!(s.night_player_leaves(&night, NightPlayer(4)), Ok(()));
    let kept = s.night(&night).unwrap();
    assert_eq!(
        plan_changes(kept),
        ["From round 2: Jo joins; Eve leaves after round 1; 9 players at one table of four and one of five."]
    );
    let second = Round::new(2).unwrap();
    assert!(s.start_round(&night, second));
    play_round(&mut s, &night, second, &mut nets);

    let lines = s.night_standings(&night, Ranking::Net);
    assert_eq!(ranked_by(&lines), RankedBy::PerTable);
    let tables = |p: usize| lines.iter().find(|l| l.player.0 == p).unwrap().tables;
    assert_eq!((tables(4), tables(9), tables(0)), (1, 1, 2), "Eve, Jo, Ann");
    // Each line's figure a table, as the standings show it, and the order:
    // by net a table (compared exactly), best first.
    for line in &lines {
        assert_eq!(line.net, Points(nets[line.player.0]));
    }
    let per_table = |p: usize| nets[p] as f64 / tables(p) as f64;
    let order: Vec<f64> = lines.iter().map(|l| per_table(l.player.0)).collect();
    assert!(order.windows(2).all(|w| w[0] >= w[1]), "{order:?}");
    assert_eq!(
        ranked(Ranking::Net, ranked_by(&lines)),
        "Ranked by net points a table, as not everyone has played as many tables: the final as a % of the opening ranks the same way."
    );
}

#[test]
fn what_cannot_change_says_why() {
    let (mut s, night) = organiser();
    let cases = [
        (
            s.add_night_player(&night, "  ").unwrap_err(),
            "Type the new player's name.",
        ),
        (
            s.add_night_player("no such night", "Jo").unwrap_err(),
            "This club night is not kept on this device.",
        ),
        (
            s.night_player_leaves(&night, NightPlayer(40)).unwrap_err(),
            "That player is not seated in the rounds to come.",
        ),
        (
            ChangeRefused::TooFew {
                round: Round::new(3).unwrap(),
                players: 2,
            },
            "Round 3 would seat only 2: a table needs at least three players.",
        ),
        (
            ChangeRefused::Full,
            "A night holds at most 40 players, counting those who have left.",
        ),
    ];
    for (refused, said) in cases {
        assert_eq!(refused.said().to_string(), said);
    }
    for round in [2, 3] {
        assert!(s.start_round(&night, Round::new(round).unwrap()));
    }
    let last = s.add_night_player(&night, "Jo").unwrap_err();
    assert_eq!(last, ChangeRefused::NoRoundLeft);
    assert!(last
        .said()
        .to_string()
        .starts_with("The round in play is the night's last"));
}
