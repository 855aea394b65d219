//! Club sync's documents: every kept shape goes to the server and comes
//! back the same, ids never collide, and a preset of an earlier build's
//! shape is passed over.

use engine::form::{HandForm, Role, SetKind};
use engine::night::{Night, NightEntry, NightRecord, NightTable, Round, RoundEnd, Table};
use engine::presets::Preset;
use engine::rules::{RuleSet, RuleValues};
use engine::setup::MatchSetup;
use engine::sheet::{HandRecord, Match, PlayerEntry, ScoredMatch};
use engine::tiles::Situation;
use proptest::prelude::*;
use storage::club::{ClubDoc, DeviceId, DocFault, DocId, MatchDoc, NightDoc, PresetDoc};

use serde_json::{json, Value};

/// A hand `winner` goes out in, each player with `pungs` of a kind; where
/// `tiles`, the player after the winner lays out tiles instead of counts.
fn hand(players: usize, winner: usize, pungs: u8, tiles: bool) -> HandRecord {
    let mut forms = vec![HandForm::default(); players];
    for (i, form) in forms.iter_mut().enumerate() {
        form.sets
            .set(SetKind::ALL[(i + usize::from(pungs)) % 8], pungs.min(4));
        if i == winner % players {
            form.role = Role::MahJong;
        }
    }
    let mut record = HandRecord::of_counts(forms);
    if tiles {
        record.entries[(winner + 1) % players] = PlayerEntry::Tiles {
            hand: "+555d 234b EEE ?2345c".parse().unwrap(),
            situation: Situation::default(),
        };
    }
    record
}

/// Rules of the club's own: a lower limit.
fn house_rules() -> RuleSet {
    RuleSet::new(RuleValues {
        limit: 500,
        ..RuleValues::bmja()
    })
    .unwrap()
}

/// A match of four whose hands come from `(winner, pungs, tiles)`.
fn game(points: i64, hands: &[(usize, u8, bool)]) -> Match {
    let mut setup = MatchSetup::new(&["Ann", "Bo", "Cy", "Di"]);
    setup.starting_points = points;
    let mut m = Match::new(setup, RuleSet::bmja());
    m.hands = hands.iter().map(|&(w, p, t)| hand(4, w, p, t)).collect();
    m
}

fn device() -> impl Strategy<Value = DeviceId> {
    any::<u128>().prop_map(DeviceId::from_random)
}

fn time() -> impl Strategy<Value = String> {
    (20u8..28, 10u8..23).prop_map(|(day, hour)| format!("2026-11-{day}T{hour}:00:00Z"))
}

fn hands() -> impl Strategy<Value = Vec<(usize, u8, bool)>> {
    prop::collection::vec((0usize..4, 0u8..=4, any::<bool>()), 0..8)
}

fn night_tag(night: &str) -> NightTable {
    NightTable {
        night: night.into(),
        name: "Tuesday".into(),
        round: Round::FIRST,
        table: Table::FIRST,
        round_end: RoundEnd::Hands(8),
        started: Some("2026-11-24T19:30:00Z".into()),
    }
}

prop_compose! {
    fn match_doc()(
        owner in device(), by in device(), local in any::<u64>(),
        name in "[A-Za-z :%\"_]{1,40}", created in time(), updated in time(),
        binned in prop::option::of(time()), hands in hands(),
        tagged in any::<bool>(), next_rules in any::<bool>(),
        tablet in prop::option::of("[a-z0-9 £-]{1,20}"),
    ) -> MatchDoc {
        let mut m = game(2000, &hands);
        m.night = tagged.then(|| night_tag("n:1%"));
        m.next_rules = next_rules.then(house_rules);
        let game = ScoredMatch::new(m).unwrap();
        MatchDoc { owner, local, by, tablet, name, created, updated, binned, game }
    }
}

/// Through the server and back: JSON, as text, read again.
fn through_server(doc: &ClubDoc) -> Result<ClubDoc, DocFault> {
    let text = serde_json::to_string(&doc.to_json()).unwrap();
    ClubDoc::from_json(&serde_json::from_str(&text).unwrap())
}

fn night(id: &str) -> Night {
    let entry = NightEntry {
        name: "Tuesday".into(),
        players: (1..=9).map(|n| format!("P{n}\n")).collect(),
        ..NightEntry::default()
    };
    let mut night = entry.draw_up(("BMJA", &RuleSet::bmja()), 5, "now").unwrap();
    assert!(night.start_round(Round::FIRST, "2026-11-24T19:30:00Z"));
    night.note_result(Round::FIRST, Table::FIRST, 3);
    night.note_result(Round::FIRST, Table::new(2).unwrap(), 7);
    let mut record = NightRecord::from(night);
    record.id = id.into();
    Night::new(record).unwrap()
}

/// A night's results name the owner's own matches.
fn own(owner: &DeviceId) -> impl Fn(u64) -> DocId + '_ {
    |local| DocId::Match {
        device: owner.clone(),
        local,
    }
}

fn doc_id() -> impl Strategy<Value = DocId> {
    prop_oneof![
        (device(), any::<u64>()).prop_map(|(device, local)| DocId::Match { device, local }),
        (device(), any::<String>()).prop_map(|(device, night)| DocId::Night { device, night }),
        (device(), "[a:%3A5]{0,8}").prop_map(|(device, night)| DocId::Night { device, night }),
        (device(), any::<u64>()).prop_map(|(device, local)| DocId::Preset { device, local }),
    ]
}

proptest! {
    #[test]
    fn every_match_doc_comes_back_from_the_server_the_same(doc in match_doc()) {
        let club = ClubDoc::Match(doc);
        prop_assert_eq!(through_server(&club), Ok(club.clone()));
        prop_assert_eq!(&club.to_json()["_id"], &json!(club.id().to_string()));
    }

    #[test]
    fn a_night_comes_back_with_its_results_naming_match_docs(
        owner in device(), by in device(), id in "[a-z0-9:%]{1,12}",
    ) {
        let kept = night(&id);
        let doc = NightDoc::of_night(owner.clone(), by, &kept, own(&owner));
        prop_assert!(doc.night.results().is_empty());
        prop_assert_eq!(doc.results.len(), 2);
        let club = ClubDoc::Night(doc.clone());
        prop_assert_eq!(through_server(&club), Ok(club));
        let local = |d: &DocId| match d {
            DocId::Match { device, local } if *device == owner => Some(*local),
            _ => None,
        };
        prop_assert_eq!(doc.to_night(local), (kept.clone(), vec![]));
        // On another device that holds only the match kept there as 12.
        let first = doc.results[0].doc.clone();
        let (there, missing) = doc.to_night(|d| (*d == first).then_some(12));
        prop_assert_eq!(there.results().len(), 1);
        prop_assert_eq!(there.results()[0].id, 12);
        prop_assert_eq!(missing, vec![doc.results[1].clone()]);
    }

    #[test]
    fn ids_read_back_and_never_collide(a in doc_id(), b in doc_id()) {
        let (text_a, text_b) = (a.to_string(), b.to_string());
        prop_assert_eq!(DocId::parse(&text_a), Some(a.clone()));
        prop_assert!(!text_a.starts_with('_'));
        prop_assert_eq!(a == b, text_a == text_b);
        prop_assert_eq!(a.device().as_str().len(), 16);
        prop_assert!(!a.device().as_str().contains(':'));
    }
}

#[test]
fn a_preset_comes_back_from_the_server_the_same_under_its_key() {
    let doc = ClubDoc::Preset(PresetDoc {
        owner: DeviceId::from_random(7),
        local: 3,
        by: DeviceId::from_random(8),
        preset: Preset {
            name: "Club".into(),
            key: Some("preset:aaaaaaaaaaaaaaah:3".into()),
            rules: house_rules(),
        },
    });
    assert_eq!(through_server(&doc), Ok(doc.clone()));
    assert_eq!(doc.to_json()["_id"], "preset:aaaaaaaaaaaaaaah:3");
    assert_eq!(doc.to_json()["preset"].get("key"), None);
}

#[test]
fn an_earlier_builds_presets_document_is_passed_over() {
    let old = json!({ "_id": "presets:aaaaaaaaaaaaaaah", "kind": "presets", "version": 1,
        "owner": "aaaaaaaaaaaaaaah", "by": "aaaaaaaaaaaaaaah", "presets": [] });
    assert_eq!(ClubDoc::from_json(&old), Err(DocFault::Retired));
}

#[test]
fn ids_are_read_only_as_written() {
    let device = DeviceId::from_random(u128::MAX);
    assert_eq!(device.as_str(), "7777777777777777");
    assert_eq!(DeviceId::parse("7777777777777777"), Some(device));
    for text in [
        "match:aaaaaaaaaaaaaaab:01",
        "match:aaaaaaaaaaaaaaab:+1",
        "match:aaaaaaaaaaaaaaab",
        "match::1",
        "match:a b:1",
        "match:a.b:1",
        "night:aaaaaaaaaaaaaaab:a%3a",
        "night:aaaaaaaaaaaaaaab:a:b",
        "night:aaaaaaaaaaaaaaab:50%",
        "presets:aaaaaaaaaaaaaaab:",
        "_design:aaaaaaaaaaaaaaab",
    ] {
        assert_eq!(DocId::parse(text), None, "{text}");
    }
    let longest = "d".repeat(64);
    assert_eq!(
        DocId::parse(&format!("match:{longest}d:1")),
        None,
        "too long"
    );
    // Device ids another writer made, digits and all, are read as written.
    for text in [
        "match:device-east-1089:1",
        "preset:T1_0189:2",
        &format!("night:{longest}:x"),
    ] {
        let id = DocId::parse(text).unwrap();
        assert_eq!(id.to_string(), text);
    }
    let night = DocId::parse("night:aaaaaaaaaaaaaaab:a%3Ab%25").unwrap();
    assert!(matches!(night, DocId::Night { night, .. } if night == "a:b%"));
}

/// The small match the server-side tests write out.
fn small() -> ClubDoc {
    ClubDoc::Match(MatchDoc {
        owner: DeviceId::from_random(1),
        local: 3,
        by: DeviceId::from_random(2),
        tablet: None,
        name: "Tuesday".into(),
        created: "2026-11-24T19:30:00Z".into(),
        updated: "2026-11-24T19:45:00Z".into(),
        binned: None,
        game: ScoredMatch::new(game(2000, &[(1, 3, false)])).unwrap(),
    })
}

/// What a club's server holds for a match: the shape is fixed here.
#[test]
fn a_match_doc_is_written_as_the_server_holds_it() {
    let golden: Value = serde_json::from_str(include_str!("fixtures/club-match-doc.json")).unwrap();
    assert_eq!(small().to_json(), golden);
    assert_eq!(ClubDoc::from_json(&golden), Ok(small()));
}

#[test]
fn what_the_server_adds_is_passed_over() {
    let mut value = small().to_json();
    value["_rev"] = json!("2-9a8b");
    value["_conflicts"] = json!(["2-77c1"]);
    assert_eq!(ClubDoc::from_json(&value), Ok(small()));
}

#[test]
fn documents_that_are_not_ours_or_do_not_hold_are_refused_saying_why() {
    let good = small().to_json();
    let with = |field: &str, v: Value| {
        let mut value = good.clone();
        value[field] = v;
        ClubDoc::from_json(&value)
    };
    assert_eq!(with("version", json!(2)), Err(DocFault::Newer(2)));
    assert_eq!(
        with("kind", json!("season")),
        Err(DocFault::UnknownKind("season".into()))
    );
    let design = json!({"_id": "_design/club", "views": {}});
    assert_eq!(ClubDoc::from_json(&design), Err(DocFault::NotOurs));
    assert_eq!(ClubDoc::from_json(&json!([1])), Err(DocFault::NotOurs));
    let other = "match:aaaaaaaaaaaaaaac:3";
    assert_eq!(with("_id", json!(other)), Err(DocFault::Id(other.into())));
    let presets = "presets:aaaaaaaaaaaaaaab";
    assert_eq!(
        with("_id", json!(presets)),
        Err(DocFault::Id(presets.into()))
    );
    assert!(matches!(
        with("owner", json!("M E")),
        Err(DocFault::Unreadable(_))
    ));
    let mut broken = good.clone();
    broken["match"]["hands"][0]["entries"][2]["Counts"]["role"] = json!("MahJong");
    assert!(matches!(
        ClubDoc::from_json(&broken),
        Err(DocFault::Match { .. })
    ));
    broken["match"]["setup"]["names"][0] = json!(" ");
    assert!(matches!(
        ClubDoc::from_json(&broken),
        Err(DocFault::Match { .. })
    ));
}

#[test]
fn a_night_whose_plan_does_not_hold_is_refused() {
    let owner = DeviceId::from_random(5);
    let doc = NightDoc::of_night(owner.clone(), owner.clone(), &night("n1"), own(&owner));
    let mut value = ClubDoc::Night(doc).to_json();
    assert_eq!(value["_id"], "night:aaaaaaaaaaaaaaaf:n1");
    assert_eq!(
        value["night"]["results"][0]["match"],
        "match:aaaaaaaaaaaaaaaf:3"
    );
    let mut other = value.clone();
    other["night"]["results"][0]["match"] = json!("presets:aaaaaaaaaaaaaaaf");
    assert!(matches!(
        ClubDoc::from_json(&other),
        Err(DocFault::Unreadable(_))
    ));
    value["night"]["players"].as_array_mut().unwrap().pop();
    assert_eq!(ClubDoc::from_json(&value), Err(DocFault::NightUnsound));
}

#[test]
fn a_preset_with_a_clubs_own_hand_travels_and_a_bad_shape_is_refused() {
    let mut values = house_rules().values().clone();
    let mut twins = engine::own_hands::OwnHand::new("Heavenly Twins");
    twins.shape = "7 pairs in suit A".into();
    values.own_hands.push(twins);
    let doc = ClubDoc::Preset(PresetDoc {
        owner: DeviceId::from_random(7),
        local: 4,
        by: DeviceId::from_random(7),
        preset: Preset {
            name: "Club".into(),
            key: Some("preset:aaaaaaaaaaaaaaah:4".into()),
            rules: RuleSet::new(values).unwrap(),
        },
    });
    assert_eq!(through_server(&doc), Ok(doc.clone()));
    let mut forged = doc.to_json();
    forged["preset"]["rules"]["own_hands"][0]["shape"] = json!("5 pungs of 1 in suit A");
    assert!(matches!(
        ClubDoc::from_json(&forged),
        Err(DocFault::Unreadable(_))
    ));
}
