use super::*;

#[test]
fn the_bmja_preset_passes_its_own_checks() {
    assert!(RuleValues::bmja().problems().is_empty());
}

#[test]
fn every_out_of_bounds_value_is_reported_not_just_the_first() {
    let mut values = RuleValues::bmja();
    values.limit = MAX_POINTS_VALUE + 1;
    values.mah_jong = -1;
    values.doubles.dragon_set = 0;
    values.doubles.no_chows = MAX_DOUBLE_FACTOR + 1;
    let errors = RuleSet::new(values).unwrap_err();
    assert_eq!(errors.0.len(), 4);
}

#[test]
fn a_situation_hand_cannot_be_given_a_fishing_value() {
    let mut values = RuleValues::bmja();
    values.special_hands.insert(
        SpecialHand::HeavensBlessing,
        SpecialValue {
            winner: 1000,
            fishing: Some(400),
        },
    );
    assert_eq!(RuleSet::new(values).unwrap_err().0.len(), 1);
}

#[test]
fn a_stored_rule_set_with_bad_values_is_refused_when_read() {
    let mut json = serde_json::to_value(RuleSet::bmja()).unwrap();
    json["limit"] = serde_json::json!(-3);
    let error = serde_json::from_value::<RuleSet>(json).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("1 house rule values out of bounds"),
        "{error}"
    );
}

#[test]
fn scaling_to_a_limit_of_1500_keeps_every_share() {
    let mut values = RuleValues::bmja();
    values.limit = 1500;
    values.scale_special_values_to_limit();
    let snake = values.special_value(SpecialHand::WrigglingSnake).unwrap();
    assert_eq!((snake.winner, snake.fishing), (1500, Some(600)));
    let honours = values.special_value(SpecialHand::AllPairHonours).unwrap();
    assert_eq!((honours.winner, honours.fishing), (750, Some(300)));
    let earth = values.special_value(SpecialHand::EarthsBlessing).unwrap();
    assert_eq!((earth.winner, earth.fishing), (1500, None));
    values.special_hands = values::default_special_values();
    assert_eq!(values, {
        let mut v = RuleValues::bmja();
        v.limit = 1500;
        v
    });
}

#[test]
fn british_hands_are_out_of_play_without_the_british_extensions() {
    let mut values = RuleValues::bmja();
    values.british_extensions = false;
    let rules = RuleSet::new(values).unwrap();
    assert_eq!(rules.special(SpecialHand::Knitting), None);
    assert!(rules.special(SpecialHand::HeadsAndTails).is_some());
}
