//! The working's terms and the rules guide: a term opens the guide at its
//! rule, and every rule a term can name has its entry there.

use super::*;
use engine::form::SetKind;
use engine::rules::DOUBLES;
use engine::score::{PointsItem, TermRule};
use engine::special::SPECIAL_HANDS;
use mahjong_scorer::ui::guide::rule_entry;

/// Every rule a term of the working can name.
fn every_rule() -> Vec<TermRule> {
    use PointsItem::*;
    let items = SetKind::ALL
        .into_iter()
        .map(Set)
        .chain([
            DragonPair,
            OwnWindPair,
            PrevailingWindPair,
            Flower,
            Season,
            MahJong,
            WallTile,
        ])
        .chain(
            SPECIAL_HANDS
                .iter()
                .flat_map(|s| [SpecialHand(s.hand), FishingFor(s.hand)]),
        );
    items
        .map(TermRule::Points)
        .chain(DOUBLES.iter().map(|d| TermRule::Double(d.item)))
        .chain([TermRule::Limit])
        .collect()
}

#[wasm_bindgen_test]
async fn a_term_opens_the_guide_at_its_rule_and_every_rule_has_an_entry() {
    let (root, _app) = bills_form().await;
    increase(&root, MINOR_PUNG_EXPOSED, 1).await;
    click(&root, ".working__term").await;
    idle().await;
    let document = web_sys::window().unwrap().document().unwrap();
    let focused = document.active_element().map(|e| e.id());
    assert_eq!(focused.as_deref(), Some("guide-exposed-minor-pung"));
    for rule in every_rule() {
        let id = rule_entry(rule);
        assert!(
            document.get_element_by_id(&id).is_some(),
            "{rule:?} names {id}, which the guide lacks"
        );
    }
}
