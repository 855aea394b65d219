//! History decides, not length: a version written over the one a device
//! holds replaces it there, whatever it adds or removes; versions written
//! apart are both kept, on every device alike, until one is kept; and
//! every device, once all is exchanged, holds the same records.

use super::common::couch::Couch;
use super::common::table::{enter_win, play_win};
use mahjong_scorer::engine::presets::{Presets, BMJA};
use mahjong_scorer::engine::rules::RuleSet;
use mahjong_scorer::session::club::KeepRefused;
use mahjong_scorer::session::{Checked, Notice, Session};
use mahjong_scorer::storage::MemoryStore;
use proptest::prelude::*;
use serde_json::Value;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};

type Device = Session<MemoryStore>;

/// A clock that moves on a second at every reading, as a club's evening
/// does between two changes.
fn ticking() -> String {
    static SECONDS: AtomicU64 = AtomicU64::new(0);
    let s = SECONDS.fetch_add(1, Ordering::Relaxed);
    format!(
        "2026-11-23T{:02}:{:02}:{:02}Z",
        10 + s / 3600 % 12,
        s / 60 % 60,
        s % 60
    )
}

fn device(seed: u128) -> Device {
    let mut s = Session::open(MemoryStore::default(), true, "test", ticking);
    s.club_device(seed);
    s
}

/// What a device holds of each match: its counted version's name, hands
/// and place in the bin, by document; and how each preset stands.
fn held(s: &Device) -> BTreeMap<String, Value> {
    s.club_held()
}

fn open_first(s: &mut Device) {
    let id = s.matches()[0].id;
    s.open_match(id);
}

fn hands(s: &Device) -> usize {
    s.scored().map_or(0, |m| m.game().hands.len())
}

/// Every device exchanging in turn until nothing more moves: two rounds
/// in a row write nothing (what a device took in at the end of one round
/// it may change, to be written in the next).
fn exchange(server: &mut Couch, devices: &mut [Device], seen: &mut [usize]) {
    let mut quiet = 0;
    for _ in 0..12 {
        let before = server.feed.len();
        for (d, at) in devices.iter_mut().zip(seen.iter_mut()) {
            server.take(d);
            let end = server.feed.len();
            server.hand(d, *at);
            *at = end;
        }
        quiet = if server.feed.len() == before {
            quiet + 1
        } else {
            0
        };
        if quiet == 2 {
            return;
        }
    }
    panic!("the exchange never came to rest");
}

#[test]
fn a_correction_made_elsewhere_reaches_the_matchs_own_tablet_and_stays() {
    let mut devices = [device(1), device(2)];
    let mut seen = [0, 0];
    let mut server = Couch::default();
    super::start_club_night(&mut devices[0]);
    for winner in 0..3 {
        play_win(&mut devices[0], winner);
    }
    exchange(&mut server, &mut devices, &mut seen);
    // The organiser takes the last hand off.
    open_first(&mut devices[1]);
    devices[1].remove_last_hand();
    exchange(&mut server, &mut devices, &mut seen);
    assert_eq!(
        hands(&devices[0]),
        2,
        "the table's tablet shows the correction"
    );
    assert!(matches!(
        devices[0].notice(),
        Some(Notice::ChangedElsewhere)
    ));
    // The table plays on: the removed hand does not come back.
    play_win(&mut devices[0], 3);
    exchange(&mut server, &mut devices, &mut seen);
    let winners = |s: &Device| {
        let game = s.scored().unwrap().game().clone();
        game.hands
            .iter()
            .map(|h| format!("{h:?}"))
            .collect::<Vec<_>>()
    };
    assert_eq!(hands(&devices[0]), 3);
    open_first(&mut devices[1]);
    assert_eq!(winners(&devices[0]), winners(&devices[1]));
    assert_eq!(held(&devices[0]), held(&devices[1]));
}

#[test]
fn two_tablets_apart_keep_both_versions_alike_until_one_is_kept() {
    let mut devices = [device(1), device(2), device(3)];
    let mut seen = [0, 0, 0];
    let mut server = Couch::default();
    super::start_club_night(&mut devices[0]);
    play_win(&mut devices[0], 0);
    exchange(&mut server, &mut devices, &mut seen);
    open_first(&mut devices[1]);
    // Both play a different hand before either hears of the other's.
    play_win(&mut devices[0], 1);
    play_win(&mut devices[1], 2);
    play_win(&mut devices[1], 3);
    exchange(&mut server, &mut devices, &mut seen);

    // Neither sheet switched under its players.
    assert_eq!(hands(&devices[0]), 2);
    assert_eq!(hands(&devices[1]), 3);
    // Every device holds the same dispute and counts the same version.
    let disputes: Vec<_> = devices.iter().map(|d| d.disputes()).collect();
    for d in &disputes {
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].versions.len(), 2);
        assert_eq!(d[0].shared, 1, "they part after the first hand");
        let revs = |x: &mahjong_scorer::session::club::Disputed| {
            x.versions.iter().map(|v| v.rev.clone()).collect::<Vec<_>>()
        };
        assert_eq!(revs(&d[0]), revs(&disputes[0][0]));
    }
    assert_eq!(held(&devices[0]), held(&devices[1]));
    assert_eq!(held(&devices[0]), held(&devices[2]));
    let figures = |s: &Device| format!("{:?}", s.kept_figures().figures[0].players);
    assert_eq!(figures(&devices[0]), figures(&devices[1]));

    // Only the match's own tablet (or its night's organiser) keeps one.
    let id = disputes[2][0].id;
    let rev = disputes[2][0].versions[1].rev.clone();
    assert_eq!(
        devices[2].keep_version(id, &rev),
        Err(KeepRefused::NotYours)
    );
    let id = disputes[0][0].id;
    let theirs = disputes[0][0].versions.iter().find(|v| !v.here).unwrap();
    let kept_hands = theirs.game.game().hands.len();
    let order = devices[0].keep_version(id, &theirs.rev.clone()).unwrap();
    server.settle(&order.id, order.keep, &order.losers);
    exchange(&mut server, &mut devices, &mut seen);
    for d in &devices {
        assert!(d.disputes().is_empty());
    }
    assert_eq!(
        hands(&devices[0]),
        kept_hands,
        "the version kept is played on"
    );
    assert_eq!(held(&devices[0]), held(&devices[1]));
    assert_eq!(held(&devices[0]), held(&devices[2]));
    assert_eq!(server.versions(&order.id), 1);
}

#[test]
fn a_change_made_here_is_never_overwritten_by_one_that_arrives() {
    let mut devices = [device(1), device(2)];
    let mut seen = [0, 0];
    let mut server = Couch::default();
    super::start_club_night(&mut devices[0]);
    play_win(&mut devices[0], 0);
    exchange(&mut server, &mut devices, &mut seen);
    open_first(&mut devices[1]);
    devices[0].remove_last_hand();
    server.take(&mut devices[0]);
    // The organiser plays a hand before it hears of the removal.
    devices[1].score_next_hand();
    enter_win(&mut devices[1], 1);
    assert_eq!(
        devices[1].calculate(mahjong_scorer::engine::Wind::East),
        Checked::Recorded
    );
    let end = server.feed.len();
    server.hand(&mut devices[1], seen[1]);
    seen[1] = end;
    assert_eq!(hands(&devices[1]), 2, "its own hand is not lost");
    exchange(&mut server, &mut devices, &mut seen);
    assert_eq!(devices[1].disputes().len(), 1, "kept apart: both are shown");
    assert_eq!(held(&devices[0]), held(&devices[1]));
}

fn rules(limit: i64) -> RuleSet {
    let mut values = RuleSet::bmja().values().clone();
    values.limit = limit;
    RuleSet::new(values).unwrap()
}

fn save(s: &mut Device, edit: impl FnOnce(&mut Presets)) {
    let mut presets = s.presets().clone();
    edit(&mut presets);
    s.save_presets(presets);
}

#[test]
fn a_preset_renamed_changed_and_deleted_anywhere_stays_so_everywhere() {
    let mut devices = [device(1), device(2), device(3)];
    let mut seen = [0, 0, 0];
    let mut server = Couch::default();
    save(&mut devices[0], |p| {
        p.save("Club", rules(1000).values().clone()).unwrap()
    });
    exchange(&mut server, &mut devices, &mut seen);
    assert_eq!(devices[2].presets().names(), [BMJA, "Club"]);

    save(&mut devices[1], |p| p.rename("Club", "Hove").unwrap());
    exchange(&mut server, &mut devices, &mut seen);
    save(&mut devices[2], |p| {
        p.save("Hove", rules(500).values().clone()).unwrap()
    });
    exchange(&mut server, &mut devices, &mut seen);
    for d in &devices {
        assert_eq!(d.presets().names(), [BMJA, "Hove"]);
        assert_eq!(d.presets().rules("Hove"), Some(rules(500)));
    }
    save(&mut devices[0], |p| p.delete("Hove"));
    exchange(&mut server, &mut devices, &mut seen);
    exchange(&mut server, &mut devices, &mut seen);
    for d in &devices {
        assert_eq!(d.presets().names(), [BMJA]);
    }
}

#[test]
fn a_preset_changed_apart_keeps_both_values_saying_so() {
    let mut devices = [device(1), device(2)];
    let mut seen = [0, 0];
    let mut server = Couch::default();
    save(&mut devices[0], |p| {
        p.save("Club", rules(1000).values().clone()).unwrap()
    });
    exchange(&mut server, &mut devices, &mut seen);
    save(&mut devices[0], |p| {
        p.save("Club", rules(500).values().clone()).unwrap()
    });
    save(&mut devices[1], |p| {
        p.save("Club", rules(2000).values().clone()).unwrap()
    });
    exchange(&mut server, &mut devices, &mut seen);
    let limits = |s: &Device| {
        let presets = s.presets().0.iter();
        let mut limits: Vec<i64> = presets.map(|p| p.rules.values().limit).collect();
        limits.sort();
        limits
    };
    assert_eq!(limits(&devices[0]), [500, 2000]);
    assert_eq!(devices[0].presets(), devices[1].presets());
}

/// One step of a club's evening on one of its devices.
#[derive(Clone, Debug)]
enum Step {
    Play(usize, usize),
    RemoveLast(usize),
    Rename(usize, u8),
    Bin(usize),
    Preset(usize, i64),
    RenamePreset(usize, u8),
    DeletePreset(usize),
    Keep(usize),
    Exchange(usize),
}

fn step() -> impl Strategy<Value = Step> {
    let d = 0usize..4;
    prop_oneof![
        6 => (d.clone(), 0usize..4).prop_map(|(d, w)| Step::Play(d, w)),
        2 => d.clone().prop_map(Step::RemoveLast),
        1 => (d.clone(), 0u8..3).prop_map(|(d, n)| Step::Rename(d, n)),
        1 => d.clone().prop_map(Step::Bin),
        1 => (d.clone(), prop::sample::select(vec![500i64, 1000, 2000])).prop_map(|(d, l)| Step::Preset(d, l)),
        1 => (d.clone(), 0u8..3).prop_map(|(d, n)| Step::RenamePreset(d, n)),
        1 => d.clone().prop_map(Step::DeletePreset),
        1 => d.clone().prop_map(Step::Keep),
        6 => d.prop_map(Step::Exchange),
    ]
}

fn run(step: &Step, devices: &mut [Device], server: &mut Couch, seen: &mut [usize]) {
    match *step {
        Step::Play(d, w) => {
            let s = &mut devices[d];
            if s.current().is_none() {
                match s.matches().first().map(|m| m.id) {
                    Some(id) => s.open_match(id),
                    None => super::start_club_night(s),
                }
            }
            if s.current().is_some() {
                play_win(s, w);
            }
        }
        Step::RemoveLast(d) => devices[d].remove_last_hand(),
        Step::Rename(d, n) => {
            if let Some(id) = devices[d].matches().first().map(|m| m.id) {
                let _renamed = devices[d].rename_match(id, &format!("Night {n}"));
            }
        }
        Step::Bin(d) => {
            if let Some(id) = devices[d].matches().last().map(|m| m.id) {
                devices[d].delete_match(id);
            }
        }
        // The organiser makes the club's preset; any device changes it.
        Step::Preset(d, limit) => save(&mut devices[d], |p| {
            let name = match p.0.first() {
                Some(preset) => preset.name.clone(),
                None if d == 0 => "Club".to_string(),
                None => return,
            };
            p.save(&name, rules(limit).values().clone()).unwrap()
        }),
        Step::RenamePreset(d, n) => save(&mut devices[d], |p| {
            if let Some(name) = p.0.first().map(|p| p.name.clone()) {
                let _taken = p.rename(&name, &format!("Rules {n}"));
            }
        }),
        Step::DeletePreset(d) => save(&mut devices[d], |p| {
            if let Some(name) = p.0.last().map(|p| p.name.clone()) {
                p.delete(&name);
            }
        }),
        Step::Keep(d) => {
            if let Some(dispute) = devices[d].disputes().into_iter().next() {
                let rev = dispute.versions.last().unwrap().rev.clone();
                if let Ok(order) = devices[d].keep_version(dispute.id, &rev) {
                    server.settle(&order.id, order.keep, &order.losers);
                }
            }
        }
        Step::Exchange(d) => {
            server.take(&mut devices[d]);
            let end = server.feed.len();
            server.hand(&mut devices[d], seen[d]);
            seen[d] = end;
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Four devices edit apart and exchange at random; once every one has
    /// exchanged until nothing moves, they hold the same records.
    #[test]
    fn every_device_agrees_once_the_exchanges_rest(steps in prop::collection::vec(step(), 1..60)) {
        let mut devices = [device(1), device(2), device(3), device(4)];
        let mut seen = [0; 4];
        let mut server = Couch::default();
        for step in &steps {
            run(step, &mut devices, &mut server, &mut seen);
        }
        for d in &mut devices {
            if d.current().is_some() && d.hand().is_some() {
                d.cancel_hand();
            }
        }
        exchange(&mut server, &mut devices, &mut seen);
        let first = held(&devices[0]);
        for d in &devices[1..] {
            prop_assert_eq!(&held(d), &first);
        }
        for d in &devices {
            let mut names = d.presets().names();
            names.sort();
            let mut first = devices[0].presets().names();
            first.sort();
            prop_assert_eq!(names, first);
        }
    }
}
