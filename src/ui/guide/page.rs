//! The rules guide written out as one page of markup from the rules in
//! force: it only changes when the rules do, so it is built as text rather
//! than as reactive views.

use crate::engine::form::SetKind;
use crate::engine::points::group_thousands;
use crate::engine::rules::{RuleValues, DOUBLES};
use crate::engine::special::{Kind, SPECIAL_HANDS};
use crate::engine::tiles::{Group, TileHand};
use crate::engine::words::capitalised;
use crate::engine::SpecialHand;
use crate::ui::tile_face::tile_html;
use std::fmt::Write;

/// The id of a special hand's entry, for links from the hand form.
pub fn entry_id(hand: SpecialHand) -> String {
    format!("guide-{hand:?}").to_lowercase()
}

/// The whole guide for these rules; `whose` says whose rules they are.
pub fn guide_page(values: &RuleValues, whose: &str) -> String {
    let mut page = String::new();
    let _ = write!(
        page,
        "<p>Every figure here is from {whose}. No hand scores more than the limit of {} points.</p>",
        group_thousands(values.limit)
    );
    basic_scores(&mut page, values);
    doubles(&mut page, values);
    special_hands(&mut page, values);
    settling_up(&mut page);
    page
}

fn basic_scores(page: &mut String, v: &RuleValues) {
    page.push_str(r#"<h3 id="guide-scores">Basic scores</h3><table class="guide__table"><caption>Points for each set, pair and tile</caption><thead><tr><th scope="col">What</th><th scope="col">Points</th></tr></thead><tbody>"#);
    let rows = SetKind::ALL
        .into_iter()
        .map(|k| (k.label(), v.sets.value(k)))
        .chain([
            ("Pair of dragons".to_string(), v.dragon_pair),
            ("Pair of own wind".to_string(), v.own_wind_pair),
            (
                "Pair of prevailing wind".to_string(),
                v.prevailing_wind_pair,
            ),
            ("Each flower or season".to_string(), v.bonus_tile),
            ("Going Mah-Jong".to_string(), v.mah_jong),
            ("Winning tile from the wall".to_string(), v.wall_tile),
        ]);
    for (what, points) in rows {
        let points = group_thousands(points);
        let _ = write!(
            page,
            "<tr><th scope=\"row\">{what}</th><td>{points}</td></tr>"
        );
    }
    page.push_str("</tbody></table><p>Chows score nothing. The points are added up, then doubled for each double the hand holds.</p>");
}

fn doubles(page: &mut String, v: &RuleValues) {
    page.push_str(r#"<h3 id="guide-doubles">Doubles</h3><table class="guide__table"><caption>What multiplies the points</caption><thead><tr><th scope="col">For</th><th scope="col">Times</th></tr></thead><tbody>"#);
    for d in &DOUBLES {
        let _ = write!(
            page,
            "<tr><th scope=\"row\">{}</th><td>× {}</td></tr>",
            capitalised(d.label),
            (d.factor)(&v.doubles)
        );
    }
    page.push_str("</tbody></table>");
}

fn special_hands(page: &mut String, v: &RuleValues) {
    page.push_str(r#"<h3 id="guide-special">Special hands</h3><p>Laid out in tiles, the app finds these itself, except the hands that are about how the game went: those are chosen on the form.</p>"#);
    for row in &SPECIAL_HANDS {
        let value = match (v.special_value(row.hand), row.kind) {
            (Some(s), Kind::Situation) => {
                format!("Worth {} to the winner.", group_thousands(s.winner))
            }
            (Some(s), _) => match s.fishing {
                Some(f) => format!(
                    "Worth {} to the winner, {} to a player fishing for it.",
                    group_thousands(s.winner),
                    group_thousands(f)
                ),
                None => format!(
                    "Worth {} to the winner; nobody can fish for it.",
                    group_thousands(s.winner)
                ),
            },
            (None, _) => format!(
                "Scored as a normal hand, then multiplied by {}.",
                v.doubles.purity
            ),
        };
        let _ = write!(
            page,
            r#"<section class="guide__hand" id="{}" aria-labelledby="{0}-name"><h4 id="{0}-name">{}</h4><p>{}</p>{}<p class="guide__value">{value}</p></section>"#,
            entry_id(row.hand),
            row.name,
            row.explanation,
            example(row.example)
        );
    }
}

/// An example hand drawn in tiles, named for a screen reader.
fn example(text: &str) -> String {
    let Ok(hand) = text.parse::<TileHand>() else {
        return String::new();
    };
    let mut tiles = String::new();
    let mut words = Vec::new();
    for group in &hand.groups {
        tiles.push_str(&group_html(group));
        words.push(group.name());
    }
    if !hand.loose.is_empty() {
        tiles.push_str(r#"<span class="guide__group">"#);
        hand.loose
            .iter()
            .for_each(|&t| tiles.push_str(&tile_html(t)));
        tiles.push_str("</span>");
        let loose: Vec<String> = hand.loose.iter().map(|t| t.name()).collect();
        words.push(loose.join(", "));
    }
    if let Some(t) = hand.winning {
        words.push(format!("out on the {}", t.name()));
    }
    format!(
        r#"<p class="guide__example" role="img" aria-label="For example: {}">{tiles}</p>"#,
        words.join("; ")
    )
}

fn group_html(group: &Group) -> String {
    let exposed = if group.exposed {
        " guide__group--exposed"
    } else {
        ""
    };
    let tiles: String = group.tiles().into_iter().map(tile_html).collect();
    format!(r#"<span class="guide__group{exposed}">{tiles}</span>"#)
}

fn settling_up(page: &mut String) {
    page.push_str(concat!(
        r#"<h3 id="guide-settling">Settling up</h3>"#,
        "<p>Every player's hand is scored, up to the limit. The winner is paid their score by each of the others, and pays nobody. ",
        "The others then settle among themselves: in every pair, the lower score pays the higher the difference. ",
        "A payment is doubled when East pays or receives it; when East wins, each player pays East double.</p>",
        "<p>With three players it is the same with one fewer. With two there is no doubling: the loser pays the winner's score, ",
        "and the winner pays back the difference when the loser's score is higher.</p>",
        "<p>With money, each payment is worked out in points and then turned into money at the match's rate, to the nearest penny.</p>",
    ));
}
