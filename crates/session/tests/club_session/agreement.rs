//! Every device agrees: devices that edit apart and exchange at random,
//! once all is exchanged, hold the same records.

use super::history::{held, play_win, rules, save, Club};
use proptest::prelude::*;

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

fn run(step: &Step, club: &mut Club) {
    match *step {
        Step::Play(d, w) => {
            let s = &mut club.devices[d];
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
        Step::RemoveLast(d) => club.devices[d].remove_last_hand(),
        Step::Rename(d, n) => {
            if let Some(id) = club.devices[d].matches().first().map(|m| m.id) {
                let _renamed = club.devices[d].rename_match(id, &format!("Night {n}"));
            }
        }
        Step::Bin(d) => {
            if let Some(id) = club.devices[d].matches().last().map(|m| m.id) {
                club.devices[d].delete_match(id);
            }
        }
        // The organiser makes the club's preset; any device changes it.
        Step::Preset(d, limit) => save(&mut club.devices[d], |p| {
            let name = match p.0.first() {
                Some(preset) => preset.name.clone(),
                None if d == 0 => "Club".to_string(),
                None => return,
            };
            p.save(&name, rules(limit).values().clone()).unwrap()
        }),
        Step::RenamePreset(d, n) => save(&mut club.devices[d], |p| {
            if let Some(name) = p.0.first().map(|p| p.name.clone()) {
                let _taken = p.rename(&name, &format!("Rules {n}"));
            }
        }),
        Step::DeletePreset(d) => save(&mut club.devices[d], |p| {
            if let Some(name) = p.0.last().map(|p| p.name.clone()) {
                p.delete(&name);
            }
        }),
        Step::Keep(d) => {
            if let Some(dispute) = club.devices[d].disputes().into_iter().next() {
                let rev = dispute.versions.last().unwrap().rev.clone();
                let _refused_elsewhere = club.devices[d].keep_version(dispute.id, &rev);
            }
        }
        Step::Exchange(d) => club.exchange_one(d),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Four devices edit apart and exchange at random; once every one has
    /// exchanged until nothing moves, they hold the same records.
    #[test]
    fn every_device_agrees_once_the_exchanges_rest(steps in prop::collection::vec(step(), 1..60)) {
        let mut club = Club::of(4);
        for step in &steps {
            run(step, &mut club);
        }
        for d in &mut club.devices {
            if d.current().is_some() && d.hand().is_some() {
                d.cancel_hand();
            }
        }
        club.exchange();
        let first = held(&club.devices[0]);
        for d in &club.devices[1..] {
            prop_assert_eq!(&held(d), &first);
        }
        for d in &club.devices {
            let mut names = d.presets().names();
            names.sort();
            let mut first = club.devices[0].presets().names();
            first.sort();
            prop_assert_eq!(names, first);
        }
    }
}
