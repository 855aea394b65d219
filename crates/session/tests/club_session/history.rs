//! History decides, not length: a version written over the one a device
//! holds replaces it there, whatever it adds or removes; versions written
//! apart are both kept, on every device alike, until one is kept; and
//! every device, once all is exchanged, holds the same records.

use super::common::couch::Couch;
use super::common::table::enter_win;
pub(super) use super::common::table::play_win;
use engine::presets::{Presets, BMJA};
use engine::rules::RuleSet;
use serde_json::Value;
use session::club::{ClubSettings, KeepRefused};
use session::{Checked, ClubNotice, Notice, Session};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use storage::MemoryStore;

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
pub(super) fn held(s: &Device) -> BTreeMap<String, Value> {
    s.club_held()
}

fn open_first(s: &mut Device) {
    let id = s.matches()[0].id;
    s.open_match(id);
}

fn hands(s: &Device) -> usize {
    s.scored().map_or(0, |m| m.game().hands.len())
}

/// A club's devices and its records.
pub(super) struct Club {
    pub(super) devices: Vec<Device>,
    pub(super) seen: Vec<usize>,
    pub(super) server: Couch,
}

impl Club {
    /// `n` devices with the exchange started, none holding anything.
    pub(super) fn of(n: u128) -> Club {
        Club {
            devices: (1..=n).map(device).collect(),
            seen: vec![0; n as usize],
            server: Couch::default(),
        }
    }

    /// One device hands on what changed and takes in what arrived.
    pub(super) fn exchange_one(&mut self, d: usize) {
        self.server.take(&mut self.devices[d]);
        let end = self.server.feed.len();
        self.server.hand(&mut self.devices[d], self.seen[d]);
        self.seen[d] = end;
    }

    /// Every device exchanging in turn until nothing more moves: two
    /// rounds in a row write nothing (what a device took in at the end of
    /// one round it may change, to be written in the next).
    pub(super) fn exchange(&mut self) {
        let mut quiet = 0;
        for _ in 0..12 {
            let before = self.server.feed.len();
            for d in 0..self.devices.len() {
                self.exchange_one(d);
            }
            quiet = if self.server.feed.len() == before {
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
}

#[test]
fn a_correction_made_elsewhere_reaches_the_matchs_own_tablet_and_stays() {
    let mut club = Club::of(2);
    super::start_club_night(&mut club.devices[0]);
    for winner in 0..3 {
        play_win(&mut club.devices[0], winner);
    }
    club.exchange();
    // The organiser takes the last hand off.
    open_first(&mut club.devices[1]);
    club.devices[1].remove_last_hand();
    club.exchange();
    assert_eq!(
        hands(&club.devices[0]),
        2,
        "the table's tablet shows the correction"
    );
    assert!(matches!(
        club.devices[0].notice(),
        Some(Notice::Club(ClubNotice::ChangedOnAnotherTablet(name))) if name == "Club night"
    ));
    // The table plays on: the removed hand does not come back.
    play_win(&mut club.devices[0], 3);
    club.exchange();
    let winners = |s: &Device| {
        let game = s.scored().unwrap().game().clone();
        game.hands
            .iter()
            .map(|h| format!("{h:?}"))
            .collect::<Vec<_>>()
    };
    assert_eq!(hands(&club.devices[0]), 3);
    open_first(&mut club.devices[1]);
    assert_eq!(winners(&club.devices[0]), winners(&club.devices[1]));
    assert_eq!(held(&club.devices[0]), held(&club.devices[1]));
}

/// The club's records on a device under `login`.
pub(super) fn turned_on(login: &str) -> ClubSettings {
    ClubSettings {
        server: "https://club.example.org".into(),
        database: "mahjong-club".into(),
        user: login.into(),
        password: "secret".into(),
        on: true,
    }
}

/// Three devices, two of which played one match apart: the first
/// tablet's own, the other the second's.
fn played_apart() -> Club {
    played_apart_under(3, &[])
}

/// The same among `n` devices, the first ones under the `logins` given.
fn played_apart_under(n: u128, logins: &[&str]) -> Club {
    let mut club = Club::of(n);
    for (d, login) in logins.iter().enumerate() {
        club.devices[d].turn_club_on(&turned_on(login)).unwrap();
    }
    super::start_club_night(&mut club.devices[0]);
    play_win(&mut club.devices[0], 0);
    club.exchange();
    open_first(&mut club.devices[1]);
    // Both play a different hand before either hears of the other's.
    play_win(&mut club.devices[0], 1);
    play_win(&mut club.devices[1], 2);
    play_win(&mut club.devices[1], 3);
    club.exchange();
    club
}

#[test]
fn two_tablets_apart_keep_both_versions_alike() {
    let club = played_apart();
    // Neither sheet switched under its players.
    assert_eq!(hands(&club.devices[0]), 2);
    assert_eq!(hands(&club.devices[1]), 3);
    // Every device holds the same dispute and counts the same version.
    let disputes: Vec<_> = club.devices.iter().map(|d| d.disputes()).collect();
    for d in &disputes {
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].versions.len(), 2);
        assert_eq!(d[0].shared, 1, "they part after the first hand");
        let revs = |x: &session::club::Disputed| {
            x.versions.iter().map(|v| v.rev.clone()).collect::<Vec<_>>()
        };
        assert_eq!(revs(&d[0]), revs(&disputes[0][0]));
    }
    assert_eq!(held(&club.devices[0]), held(&club.devices[1]));
    assert_eq!(held(&club.devices[0]), held(&club.devices[2]));
    let figures = |s: &Device| format!("{:?}", s.kept_figures().figures[0].players);
    assert_eq!(figures(&club.devices[0]), figures(&club.devices[1]));
}

#[test]
fn the_matchs_own_tablet_keeps_one_version_and_every_device_follows() {
    let mut club = played_apart();
    let disputes: Vec<_> = club.devices.iter().map(|d| d.disputes()).collect();
    // Only the match's own tablet (or its night's organiser) keeps one.
    let id = disputes[2][0].id;
    let rev = disputes[2][0].versions[1].rev.clone();
    assert_eq!(
        club.devices[2].keep_version(id, &rev),
        Err(KeepRefused::NotYours)
    );
    let id = disputes[0][0].id;
    let theirs = disputes[0][0].versions.iter().find(|v| !v.here).unwrap();
    let kept_hands = theirs.game.game().hands.len();
    club.devices[0]
        .keep_version(id, &theirs.rev.clone())
        .unwrap();
    club.exchange();
    assert!(matches!(
        club.devices[0].notice(),
        Some(Notice::Club(ClubNotice::VersionKept(name))) if name == "Club night"
    ));
    for d in &club.devices {
        assert!(d.disputes().is_empty());
    }
    assert_eq!(
        hands(&club.devices[0]),
        kept_hands,
        "the version kept is played on"
    );
    assert_eq!(held(&club.devices[0]), held(&club.devices[1]));
    assert_eq!(held(&club.devices[0]), held(&club.devices[2]));
    for id in club.server.ids() {
        assert_eq!(club.server.versions(&id), 1);
    }
}

#[test]
fn a_change_made_here_is_never_overwritten_by_one_that_arrives() {
    let mut club = Club::of(2);
    super::start_club_night(&mut club.devices[0]);
    play_win(&mut club.devices[0], 0);
    club.exchange();
    open_first(&mut club.devices[1]);
    club.devices[0].remove_last_hand();
    club.server.take(&mut club.devices[0]);
    // The organiser plays a hand before it hears of the removal.
    club.devices[1].score_next_hand();
    enter_win(&mut club.devices[1], 1);
    assert_eq!(
        club.devices[1].calculate(engine::Wind::East),
        Checked::Recorded
    );
    let end = club.server.feed.len();
    club.server.hand(&mut club.devices[1], club.seen[1]);
    club.seen[1] = end;
    assert_eq!(hands(&club.devices[1]), 2, "its own hand is not lost");
    club.exchange();
    assert_eq!(
        club.devices[1].disputes().len(),
        1,
        "kept apart: both are shown"
    );
    assert_eq!(held(&club.devices[0]), held(&club.devices[1]));
}

pub(super) fn rules(limit: i64) -> RuleSet {
    let mut values = RuleSet::bmja().values().clone();
    values.limit = limit;
    RuleSet::new(values).unwrap()
}

pub(super) fn save(s: &mut Device, edit: impl FnOnce(&mut Presets)) {
    let mut presets = s.presets().clone();
    edit(&mut presets);
    s.save_presets(presets);
}

#[test]
fn a_preset_renamed_changed_and_deleted_anywhere_stays_so_everywhere() {
    let mut club = Club::of(3);
    save(&mut club.devices[0], |p| {
        p.save("Club", rules(1000).values().clone()).unwrap()
    });
    club.exchange();
    assert_eq!(club.devices[2].presets().names(), [BMJA, "Club"]);

    save(&mut club.devices[1], |p| p.rename("Club", "Hove").unwrap());
    club.exchange();
    save(&mut club.devices[2], |p| {
        p.save("Hove", rules(500).values().clone()).unwrap()
    });
    club.exchange();
    for d in &club.devices {
        assert_eq!(d.presets().names(), [BMJA, "Hove"]);
        assert_eq!(d.presets().rules("Hove"), Some(rules(500)));
    }
    save(&mut club.devices[0], |p| p.delete("Hove"));
    club.exchange();
    for d in &club.devices {
        assert_eq!(d.presets().names(), [BMJA]);
    }
}

#[test]
fn a_preset_changed_apart_keeps_both_values_saying_so() {
    let mut club = Club::of(2);
    save(&mut club.devices[0], |p| {
        p.save("Club", rules(1000).values().clone()).unwrap()
    });
    club.exchange();
    save(&mut club.devices[0], |p| {
        p.save("Club", rules(500).values().clone()).unwrap()
    });
    save(&mut club.devices[1], |p| {
        p.save("Club", rules(2000).values().clone()).unwrap()
    });
    club.exchange();
    let limits = |s: &Device| {
        let presets = s.presets().0.iter();
        let mut limits: Vec<i64> = presets.map(|p| p.rules.values().limit).collect();
        limits.sort();
        limits
    };
    assert_eq!(limits(&club.devices[0]), [500, 2000]);
    assert_eq!(club.devices[0].presets(), club.devices[1].presets());
}

#[test]
fn the_version_kept_names_the_tablet_that_keeps_the_match() {
    let mut club = played_apart_under(2, &["table1", "organiser"]);
    let dispute = club.devices[0].disputes().remove(0);
    let theirs = dispute.versions.iter().find(|v| !v.here).unwrap();
    club.devices[0]
        .keep_version(dispute.id, &theirs.rev.clone())
        .unwrap();
    club.exchange();
    let id = club
        .server
        .ids()
        .into_iter()
        .find(|i| i.starts_with("match:"))
        .unwrap();
    assert_eq!(club.server.versions(&id), 1);
    let kept = club.server.latest(&id).unwrap();
    assert_eq!(kept["keeper"], "table1", "a server that checks takes it");
}

#[test]
fn a_hand_being_entered_stays_open_when_another_tablets_hand_arrives() {
    let mut club = Club::of(2);
    play_win_on_new_match(&mut club);
    open_first(&mut club.devices[1]);
    play_win(&mut club.devices[1], 1);
    // The table has begun its next hand when the organiser's arrives.
    club.devices[0].score_next_hand();
    enter_win(&mut club.devices[0], 2);
    club.exchange();
    assert_eq!(hands(&club.devices[0]), 2, "the organiser's hand arrived");
    assert!(
        club.devices[0].hand().is_some(),
        "the hand being entered stays"
    );
    assert_eq!(
        club.devices[0].calculate(engine::Wind::East),
        Checked::Recorded
    );
    assert_eq!(hands(&club.devices[0]), 3);
}

fn play_win_on_new_match(club: &mut Club) {
    super::start_club_night(&mut club.devices[0]);
    play_win(&mut club.devices[0], 0);
    club.exchange();
}
