//! The rules guide's pages on a club's own special hands: each hand of the
//! rules drawn in tiles with its values, and the words a shape is written in.

use super::page::{entry_id, example_hand};
use engine::form::Exposure;
use engine::own_hands::{OwnHand, OwnName, Shape};
use engine::points::group_thousands;
use engine::rules::{RuleValues, SpecialValue};
use engine::SpecialHand;
use leptos::prelude::*;

/// A hand's values, in words.
fn values(value: SpecialValue) -> String {
    let winner = group_thousands(value.winner);
    match value.fishing {
        Some(f) => format!(
            "{winner} to the winner, {} to a player fishing for it",
            group_thousands(f)
        ),
        None => format!("{winner} to the winner; nobody can fish for it"),
    }
}

fn own_hand(hand: &OwnHand) -> Option<impl IntoView> {
    let special = SpecialHand::Own(OwnName::new(&hand.name)?, Exposure::Concealed);
    let id = entry_id(special);
    let drawn = Shape::read(&hand.shape).ok()?.example()?.hand();
    let exposed = match hand.exposed {
        Some(v) => format!("With a set exposed: {}.", values(v)),
        None => "Concealed only.".to_string(),
    };
    Some(view! {
        <section
            class="guide__hand"
            id=id.clone()
            tabindex="-1"
            aria-labelledby=format!("{id}-name")
        >
            <h4 id=format!("{id}-name")>{hand.name.clone()}</h4>
            <p>"Shape: " <code>{hand.shape.clone()}</code></p>
            {example_hand(&drawn)}
            <p class="guide__value">{format!("Worth {}. {exposed}", values(hand.value))}</p>
        </section>
    })
}

/// The club's own hands under these rules; nothing where there are none.
pub fn own_hands(v: &RuleValues) -> Option<impl IntoView> {
    if v.own_hands.is_empty() {
        return None;
    }
    let hands = v.own_hands.iter().filter_map(own_hand).collect_view();
    Some(view! {
        <h3 id="guide-own">"The club's own special hands"</h3>
        <p>
            "Scored as a listed special hand of their values is. Laid out in tiles, the app finds these too."
        </p>
        {hands}
    })
}

/// The words a club writes a shape in (docs/special-hands.md), in brief.
#[component]
pub fn ShapeWords() -> impl IntoView {
    let rows = [
        (
            "single, pair, pung, kong, chow",
            "a group; a pung may be a kong, a kong must be one",
        ),
        (
            "run 1-9",
            "each number from the first to the last, once, in one suit",
        ),
        ("11 234 55", "numbers written out, all in one suit"),
        ("4 pungs, seven pairs", "a number in front repeats the part"),
        ("of 5b, of E, of 5, of 2-8", "a tile, a number or a range"),
        ("of odd, even, terminal, 1 or 9", "kinds of number"),
        ("of wind, dragon, honour, green, red", "kinds of tile"),
        (
            "of X (Y, Z)",
            "a number that is the same wherever the letter is",
        ),
        ("of each wind", "the part once for every tile of the kind"),
        (
            "in suit A (B, C)",
            "one suit for every part with the letter, another for another letter",
        ),
        ("in each suit, in any suit, in bamboos", "which suit"),
        ("pairs may repeat", "a pair may be held twice"),
    ];
    let rows = rows
        .into_iter()
        .map(|(words, meaning)| {
            view! {
                <tr>
                    <th scope="row">
                        <code>{words}</code>
                    </th>
                    <td>{meaning}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <h3 id="guide-shape-words" tabindex="-1">
            "Writing a special hand's shape"
        </h3>
        <p>
            "A club's own hand is written as its parts, separated by commas, holding fourteen tiles, a kong counted as three: for example "
            <code>"run 1-9 in suit A, single of each dragon, pair of wind"</code> ". "
            "No two pairs are the same tile unless the shape says pairs may repeat."
        </p>
        <table class="guide__table guide__words">
            <caption>"The words of a shape"</caption>
            <thead>
                <tr>
                    <th scope="col">"Words"</th>
                    <th scope="col">"Meaning"</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
