use super::*;
use crate::engine::setup::MatchSetup;
use crate::engine::sheet::HandRecord;
use crate::engine::RuleSet;

fn played() -> (Summary, ScoredMatch) {
    let mut game = Match::new(
        MatchSetup::new(&["Ann", "=SUM(A1)", "Cy", "Di"]),
        RuleSet::bmja(),
    );
    let mut forms = vec![crate::engine::form::HandForm::default(); 4];
    forms[1].role = crate::engine::form::Role::MahJong;
    forms[1].sets.set(crate::engine::form::SetKind::ALL[0], 3);
    game.hands.push(HandRecord {
        entries: forms
            .into_iter()
            .map(crate::engine::sheet::PlayerEntry::Counts)
            .collect(),
        ..HandRecord::default()
    });
    let game = ScoredMatch::new(game).unwrap();
    let summary =
        crate::storage::library::summarize(1, "Club night", "2026-11-22", "2026-11-22", &game);
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
    value["presets"] = serde_json::json!([{"name": "Club", "rules": {"limit": -1}}]);
    let problems = read_import(&value.to_string()).unwrap_err();
    let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert_eq!(text[0], "matches[0].match.setup: Player 1 needs a name.");
    assert!(
        text[1].starts_with("matches[1].match.hands[0]: hand 1 cannot be scored"),
        "{}",
        text[1]
    );
    assert!(text[2].starts_with("presets[0]: "), "{}", text[2]);
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
    let given: Vec<String> = balances
        .as_array()
        .unwrap()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(
        found
            .to_string()
            .ends_with(&format!("the entries give 1 and [{}]", given.join(", "))),
        "{found}"
    );
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
        "{}",
        problems[0]
    );
    assert!(
        problems[0]
            .to_string()
            .starts_with("file: not readable JSON at line 3, column 3: "),
        "{}",
        problems[0]
    );
    let newer = read_import(r#"{"format":"mahjong-scorer","version":9,"matches":[]}"#).unwrap_err();
    assert_eq!(newer[0].fault, ImportFault::Version(9));
    assert_eq!(
        newer[0].to_string(),
        "file: export format version 9 is not one this app reads (it reads 1 to 4)"
    );
}
