use super::*;
use engine::setup::MatchSetup;
use engine::sheet::HandRecord;
use engine::RuleSet;

fn played() -> (Summary, ScoredMatch) {
    let mut game = Match::new(
        MatchSetup::new(&["Ann", "=SUM(A1)", "Cy", "Di"]),
        RuleSet::bmja(),
    );
    let mut forms = vec![engine::form::HandForm::default(); 4];
    forms[1].role = engine::form::Role::MahJong;
    forms[1].sets.set(engine::form::SetKind::ALL[0], 3);
    game.hands.push(HandRecord {
        entries: forms
            .into_iter()
            .map(engine::sheet::PlayerEntry::Counts)
            .collect(),
        ..HandRecord::default()
    });
    let game = ScoredMatch::new(game).unwrap();
    let summary = crate::library::summarize(1, "Club night", "2026-11-22", "2026-11-22", &game);
    (summary, game)
}

#[test]
fn an_export_reads_back_as_the_same_matches() {
    let (summary, game) = played();
    let text = export(&[(summary, game.clone())], &[], &Presets::default(), "now");
    let file = read_import(&text).unwrap();
    assert_eq!(file.matches.len(), 1);
    assert_eq!(&file.matches[0].game, game.game());
    assert_eq!(file.matches[0].name, "Club night");
    assert_eq!(
        file.matches[0].results.as_ref().unwrap().hands[0].scores[1]
            .as_ref()
            .unwrap()
            .limited,
        26
    );
}

#[test]
fn every_problem_in_a_file_is_reported_with_where_it_is() {
    let (summary, game) = played();
    let second = Summary {
        id: 2,
        ..summary.clone()
    };
    let text = export(
        &[(summary, game.clone()), (second, game)],
        &[],
        &Presets::default(),
        "now",
    );
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["matches"][0]["match"]["setup"]["names"][0] = serde_json::json!("");
    value["matches"][1]["results"]["hands"][0]["changes"][0] = serde_json::json!(1_000_000);
    value["matches"][1]["match"]["hands"][0]["entries"][2]["Counts"]["role"] =
        serde_json::json!("MahJong");
    let mut rules = serde_json::to_value(RuleSet::bmja()).unwrap();
    rules["limit"] = serde_json::json!(-1);
    value["presets"] = serde_json::json!([{"name": "Club", "rules": rules}]);
    let problems = read_import(&value.to_string()).unwrap_err();
    assert_eq!(problems[0].location, "matches[0].match.setup");
    assert_eq!(
        problems[0].fault,
        ImportFault::Setup(engine::setup::SetupProblem::BlankName(1))
    );
    assert_eq!(problems[1].location, "matches[1].match.hands[0]");
    assert!(matches!(problems[1].fault, ImportFault::Match { .. }));
    assert_eq!(problems[2].location, "presets[0]");
    assert!(
        matches!(&problems[2].fault, ImportFault::Rules(errors) if errors.0.len() == 1),
        "{:?}",
        problems[2]
    );
    assert_eq!(problems.len(), 3);
}

#[test]
fn results_changed_by_hand_are_caught() {
    let (summary, game) = played();
    let text = export(&[(summary, game)], &[], &Presets::default(), "now");
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["matches"][0]["results"]["hands"][0]["changes"][0] = serde_json::json!(5);
    let problems = read_import(&value.to_string()).unwrap_err();
    assert_eq!(problems[0].location, "matches[0].results.hands[0]");
}

#[test]
fn balances_changed_by_hand_are_named_in_the_message() {
    let (summary, game) = played();
    let text = export(&[(summary, game)], &[], &Presets::default(), "now");
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let balances = value["matches"][0]["results"]["balances"].clone();
    value["matches"][0]["results"]["balances"][0] = serde_json::json!(7);
    let problems = read_import(&value.to_string()).unwrap_err();
    let found = problems
        .iter()
        .find(|p| p.location == "matches[0].results")
        .expect("the balances are checked");
    let given: Vec<i64> = serde_json::from_value(balances).unwrap();
    let ImportFault::Results {
        file_balances,
        balances,
        ..
    } = &found.fault
    else {
        panic!("the balances are named: {found:?}");
    };
    assert_eq!(*balances, given);
    assert_eq!(file_balances[0], 7);
}

#[test]
fn broken_json_names_its_line_and_column() {
    let problems = read_import("{\n  \"format\": \"mahjong-scorer\",\n  oops\n}").unwrap_err();
    assert_eq!(problems[0].location, "file");
    assert!(
        matches!(
            problems[0].fault,
            ImportFault::NotJson {
                line: 3,
                column: 3,
                ..
            }
        ),
        "{:?}",
        problems[0]
    );
    let newer = read_import(r#"{"format":"mahjong-scorer","version":9,"matches":[]}"#).unwrap_err();
    assert_eq!(newer[0].fault, ImportFault::Version(9));
}
