//! The rules guide's page, built as views from the rules in force.

use super::own::{own_hands, ShapeWords};
use crate::ui::tile_face::{piece_face, Piece};
use engine::form::SetKind;
use engine::points::group_thousands;
use engine::rules::{DoubleItem, RuleValues, DOUBLES};
use engine::score::{PointsItem, TermRule};
use engine::special::{Kind, Special, SPECIAL_HANDS};
use engine::tiles::{Tile, TileHand};
use engine::SpecialHand;
use leptos::prelude::*;
use words::capitalised;

/// The id of a special hand's entry, for links from the hand form: its
/// name's words, lower case, joined by hyphens ("guide-heavens-blessing").
pub fn entry_id(hand: SpecialHand) -> String {
    let name: String = hand
        .name()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == ' ')
        .collect();
    format!("guide-{}", name.to_lowercase().replace(' ', "-"))
}

/// The id of the entry that gives the rule behind a term of the working.
pub fn rule_entry(rule: TermRule) -> String {
    match rule {
        TermRule::Points(item) => points_entry(item),
        TermRule::Double(item) => double_entry(item),
        TermRule::Limit => "guide-limit".into(),
    }
}

fn points_entry(item: PointsItem) -> String {
    let row = match item {
        PointsItem::Set(kind) => kind.name(),
        PointsItem::DragonPair => "dragon-pair",
        PointsItem::OwnWindPair => "own-wind-pair",
        PointsItem::PrevailingWindPair => "prevailing-wind-pair",
        PointsItem::Flower | PointsItem::Season => "bonus-tile",
        PointsItem::MahJong => "mah-jong",
        PointsItem::WallTile => "wall-tile",
        PointsItem::SpecialHand(hand) | PointsItem::FishingFor(hand) => return entry_id(hand),
    };
    format!("guide-{row}")
}

fn double_entry(item: DoubleItem) -> String {
    let words = DOUBLES
        .iter()
        .find(|d| d.item == item)
        .map_or("double", |d| d.words[0]);
    format!("guide-double-{}", words.replace(' ', "-"))
}

/// The whole guide for these rules; `whose` says whose rules they are.
pub fn guide_page(values: RuleValues, whose: &'static str) -> impl IntoView {
    view! {
        <p id="guide-limit" tabindex="-1">
            {format!(
                "Every figure here is from {whose}. No hand scores more than the limit of {} points.",
                group_thousands(values.limit),
            )}
        </p>
        {basic_scores(&values)}
        {doubles(&values)}
        {special_hands(&values)}
        {own_hands(&values)}
        <ShapeWords />
        <SettlingUp />
        <TypingHands />
        <ClubPlay />
    }
}

/// A row of a guide table: its entry's id, what scores, and what it gives.
type Row = (String, String, String);

/// A two-column table of what scores and what it gives, each row an entry
/// the working links to.
fn table(caption: &'static str, heads: [&'static str; 2], rows: Vec<Row>) -> impl IntoView {
    let rows = rows
        .into_iter()
        .map(|(id, what, worth)| {
            view! {
                <tr id=id tabindex="-1">
                    <th scope="row">{what}</th>
                    <td>{worth}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="guide__table">
            <caption>{caption}</caption>
            <thead>
                <tr>
                    <th scope="col">{heads[0]}</th>
                    <th scope="col">{heads[1]}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

fn basic_scores(v: &RuleValues) -> impl IntoView {
    use PointsItem::*;
    let rows = SetKind::ALL
        .into_iter()
        .map(|k| (Set(k), k.label(), v.sets.value(k)))
        .chain([
            (DragonPair, "Pair of dragons", v.dragon_pair),
            (OwnWindPair, "Pair of own wind", v.own_wind_pair),
            (
                PrevailingWindPair,
                "Pair of prevailing wind",
                v.prevailing_wind_pair,
            ),
            (Flower, "Each flower or season", v.bonus_tile),
            (MahJong, "Going Mah-Jong", v.mah_jong),
            (WallTile, "Winning tile from the wall", v.wall_tile),
        ])
        .map(|(item, what, points)| {
            (
                points_entry(item),
                what.to_string(),
                group_thousands(points),
            )
        })
        .collect();
    view! {
        <h3 id="guide-scores">"Basic scores"</h3>
        {table("Points for each set, pair and tile", ["What", "Points"], rows)}
        <p>
            "Chows score nothing. The points are added up, then doubled for each double the hand holds."
        </p>
    }
}

fn doubles(v: &RuleValues) -> impl IntoView {
    let rows = DOUBLES
        .iter()
        .map(|d| {
            (
                double_entry(d.item),
                capitalised(d.label),
                format!("× {}", (d.factor)(&v.doubles)),
            )
        })
        .collect();
    view! {
        <h3 id="guide-doubles">"Doubles"</h3>
        {table("What multiplies the points", ["For", "Times"], rows)}
    }
}

fn special_hands(v: &RuleValues) -> impl IntoView {
    let entries = SPECIAL_HANDS
        .iter()
        .map(|row| special_hand(row, worth(v, row)))
        .collect_view();
    view! {
        <h3 id="guide-special">"Special hands"</h3>
        <p>
            "Laid out in tiles, the app finds these itself, except the hands that are about how the game went: those are chosen on the form."
        </p>
        {entries}
    }
}

/// What a special hand is worth under these rules, in words.
fn worth(v: &RuleValues, row: &Special) -> String {
    match (v.special_value(row.hand), row.kind) {
        (Some(s), Kind::Situation) => format!("Worth {} to the winner.", group_thousands(s.winner)),
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
    }
}

fn special_hand(row: &Special, worth: String) -> impl IntoView {
    let id = entry_id(row.hand);
    view! {
        <section
            class="guide__hand"
            id=id.clone()
            tabindex="-1"
            aria-labelledby=format!("{id}-name")
        >
            <h4 id=format!("{id}-name")>{row.name}</h4>
            <p>{row.explanation}</p>
            {example(row.example)}
            <p class="guide__value">{worth}</p>
        </section>
    }
}

/// An example hand written in the tile notation, drawn in tiles.
fn example(text: &str) -> Option<impl IntoView> {
    Some(example_hand(&text.parse::<TileHand>().ok()?))
}

/// A hand drawn in tiles, named for a screen reader.
pub fn example_hand(hand: &TileHand) -> impl IntoView {
    let mut words: Vec<String> = hand.groups.iter().map(|g| g.name()).collect();
    if !hand.loose.is_empty() {
        let loose: Vec<String> = hand.loose.iter().map(|t| t.name()).collect();
        words.push(loose.join(", "));
    }
    let bonus: Vec<Piece> = hand.bonus.iter().map(|&b| Piece::Bonus(b)).collect();
    if !bonus.is_empty() {
        let named: Vec<String> = bonus.iter().map(|b| b.name()).collect();
        words.push(named.join(", "));
    }
    if let Some(t) = hand.winning {
        words.push(format!("out on the {}", t.name()));
    }
    let kinds = |tiles: Vec<Tile>| tiles.into_iter().map(Piece::Kind).collect::<Vec<_>>();
    let groups = hand
        .groups
        .iter()
        .map(|g| (kinds(g.tiles()), g.exposed))
        .chain((!hand.loose.is_empty()).then(|| (kinds(hand.loose.clone()), false)))
        .chain((!bonus.is_empty()).then_some((bonus, false)))
        .map(|(pieces, exposed)| {
            view! {
                <span class="guide__group" class:guide__group--exposed=exposed>
                    {pieces.into_iter().map(piece_face).collect_view()}
                </span>
            }
        })
        .collect_view();
    view! {
        <p
            class="guide__example"
            role="img"
            aria-label=format!("For example: {}", words.join("; "))
        >
            {groups}
        </p>
    }
}

/// How the scores are paid, the same under every house rule.
#[component]
fn SettlingUp() -> impl IntoView {
    view! {
        <h3 id="guide-settling" tabindex="-1">
            "Settling up"
        </h3>
        <p>
            "Every player's hand is scored, up to the limit. The winner is paid their score by each of the others, and pays nobody. "
            "The others then settle among themselves: in every pair, the lower score pays the higher the difference. "
            "A payment is doubled when East pays or receives it; when East wins, each player pays East double."
        </p>
        <p>
            "With three players it is the same with one fewer. With two there is no doubling: the loser pays the winner's score, "
            "and the winner pays back the difference when the loser's score is higher."
        </p>
        <p>
            "With money, each payment is worked out in points and then turned into money at the match's rate, to the nearest penny."
        </p>
    }
}

/// How a club night runs and how a club's tablets keep one record.
#[component]
fn ClubPlay() -> impl IntoView {
    view! {
        <h3 id="guide-club-nights">"Club nights"</h3>
        <p>
            "A club night seats everyone present for each round: tables of four, with a table of five "
            "(one player sits out each hand in turn) or of three where the numbers do not divide. "
            "The seating keeps repeat meetings as few as it can, and moves first East round the players."
        </p>
        <p>
            "Each table plays an ordinary match under the night's house rules. Its result reaches the "
            "organiser by a link, a QR code, a file, or through the club's records. The night's standings add "
            "each player's net over the rounds, give the final as a share of the opening score, and can give "
            "table points by place: 4, 2, 1 and 0 at four (4, 2, 0 at three; 4, 2, 1, 0, 0 at five), players "
            "tied sharing the points of their places."
        </p>
        <h3 id="guide-club-records">"Club records"</h3>
        <p>
            "With a club's own CouchDB server, its tablets keep matches, club nights and presets in step. "
            "It stays off until turned on under History, Club records, with a user name for each tablet. "
            "Every tablet works offline as before and sends what it holds once the server answers."
        </p>
        <p>
            "A change made on top of what a tablet holds replaces it there: a hand taken off or a preset "
            "renamed stays so on every tablet. When two tablets change one match while apart, both versions "
            "are kept and shown side by side; the tablet that started the match, or the night's organiser, "
            "keeps one. Until then every tablet counts the same one, the version the server ranks first."
        </p>
    }
}

/// Each kind of word in the notation for typing a hand (docs/tiles.md),
/// with a worked example drawn in tiles.
const TYPED_EXAMPLES: [(&str, &str); 9] = [
    ("A suit tile is its number and its suit's letter: b Bamboos, c Characters, d Circles (dots). Numbers of one suit share the letter.", "55d"),
    ("Three alike make a pung, four a kong; each word is one group, concealed.", "777c 5555d"),
    ("Three in a row of one suit make a chow, in any order.", "234b"),
    ("Winds are E S W N and dragons R G Wh, in capitals.", "EEE WhWh"),
    ("A + before a group: exposed, made with a claimed discard.", "+RRR"),
    ("A ? before tiles not grouped: the app groups them to score the most.", "?123789b"),
    ("@ and a tile: the winning tile.", "+555d 234b EEE WhWh @4b"),
    ("Flowers f1 to f4 and seasons s1 to s4.", "555d f1 s3"),
    ("Knitting typed as its pairs: concealed tiles are one hand however they are written.", "1b1d 1b1d 3b3d 3b3d 5b5d 5b5d 7b7d"),
];

/// How to type a hand, with a worked example of each kind of word.
#[component]
fn TypingHands() -> impl IntoView {
    let rows = TYPED_EXAMPLES
        .into_iter()
        .map(|(said, typed)| {
            view! {
                <li class="guide__typed">
                    <p>{said} " For example " <code>{typed}</code> ":"</p>
                    {example(typed)}
                </li>
            }
        })
        .collect_view();
    view! {
        <h3 id="guide-typing">"Typing a hand"</h3>
        <p>
            "Beside the tile palette, a whole hand can be typed in a line, one word a group. A word that cannot be read is named with why, and the hand cannot be recorded until it is put right."
        </p>
        <ul class="guide__typing">{rows}</ul>
    }
}
