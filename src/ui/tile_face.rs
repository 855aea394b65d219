//! Tiles drawn by the app itself (docs/rules.md §12.7): a number or letter
//! and a mark whose shape tells the suit (a ring for Circles, a stick for
//! Bamboos, a diamond for Characters), so colour is never the only clue.

use crate::engine::tiles::{Bonus, Dragon, Suit, Tile};
use crate::engine::Wind;
use leptos::prelude::*;

/// What a tile face shows: its class and its figure.
fn face(tile: Tile) -> (&'static str, String) {
    match tile {
        Tile::Suited(suit, n) => {
            let class = match suit {
                Suit::Bamboos => "tile--bamboos",
                Suit::Characters => "tile--characters",
                Suit::Circles => "tile--circles",
            };
            (class, n.to_string())
        }
        Tile::Wind(w) => {
            let letter = match w {
                Wind::East => "E",
                Wind::South => "S",
                Wind::West => "W",
                Wind::North => "N",
            };
            ("tile--wind", letter.into())
        }
        Tile::Dragon(Dragon::Red) => ("tile--red", "R".into()),
        Tile::Dragon(Dragon::Green) => ("tile--green", "G".into()),
        Tile::Dragon(Dragon::White) => ("tile--white", String::new()),
    }
}

/// A tile's face as markup, for pages written out whole (the rules guide).
pub fn tile_html(tile: Tile) -> String {
    let (class, figure) = face(tile);
    format!(
        r#"<span class="tile {class}" aria-hidden="true"><span class="tile__figure">{figure}</span><span class="tile__mark"></span></span>"#
    )
}

/// A tile's face, for a button or a picture that names it.
pub fn tile_face(tile: Tile) -> impl IntoView {
    let (class, figure) = face(tile);
    view! {
        <span class=format!("tile {class}") aria-hidden="true">
            <span class="tile__figure">{figure}</span>
            <span class="tile__mark"></span>
        </span>
    }
}

/// A bonus tile's face.
pub fn bonus_face(bonus: Bonus) -> impl IntoView {
    let (class, figure) = match bonus {
        Bonus::Flower(n) => ("tile--flower", n.to_string()),
        Bonus::Season(n) => ("tile--season", n.to_string()),
    };
    view! {
        <span class=format!("tile {class}") aria-hidden="true">
            <span class="tile__figure">{figure}</span>
            <span class="tile__mark"></span>
        </span>
    }
}

/// Tiles in a row as one picture, named by the words given.
pub fn tile_row(tiles: Vec<Tile>, name: String) -> impl IntoView {
    view! {
        <span class="tile-row" role="img" aria-label=name>
            {tiles.into_iter().map(tile_face).collect_view()}
        </span>
    }
}
