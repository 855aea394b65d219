//! Tiles drawn by the app itself (docs/rules.md §12.7): a number or letter
//! and a mark whose shape tells the suit (a ring for Circles, a stick for
//! Bamboos, a diamond for Characters), so colour is never the only clue.

use engine::tiles::{Bonus, Dragon, Suit, Tile, TileEdit};
use engine::Wind;
use leptos::prelude::*;

/// A tile as the screens show it: one of the 34 kinds, or a bonus tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// A suit tile, wind or dragon.
    Kind(Tile),
    /// A flower or season.
    Bonus(Bonus),
}

impl Piece {
    /// Its name: "5 of Circles", "Flower 2".
    pub fn name(self) -> String {
        match self {
            Piece::Kind(t) => t.name(),
            Piece::Bonus(b) => b.name(),
        }
    }

    /// The tap that puts it in a hand.
    pub fn add(self) -> TileEdit {
        match self {
            Piece::Kind(t) => TileEdit::Add(t),
            Piece::Bonus(b) => TileEdit::AddBonus(b),
        }
    }

    /// The tap that takes it out again (a loose tile, for a kind).
    pub fn take_out(self) -> TileEdit {
        match self {
            Piece::Kind(t) => TileEdit::RemoveLoose(t),
            Piece::Bonus(b) => TileEdit::RemoveBonus(b),
        }
    }
}

/// What a tile face shows: its class and its figure.
fn face(piece: Piece) -> (&'static str, String) {
    match piece {
        Piece::Kind(Tile::Suited(suit, n)) => {
            let class = match suit {
                Suit::Bamboos => "tile--bamboos",
                Suit::Characters => "tile--characters",
                Suit::Circles => "tile--circles",
            };
            (class, n.to_string())
        }
        Piece::Kind(Tile::Wind(w)) => {
            let letter = match w {
                Wind::East => "E",
                Wind::South => "S",
                Wind::West => "W",
                Wind::North => "N",
            };
            ("tile--wind", letter.into())
        }
        Piece::Kind(Tile::Dragon(Dragon::Red)) => ("tile--red", "R".into()),
        Piece::Kind(Tile::Dragon(Dragon::Green)) => ("tile--green", "G".into()),
        Piece::Kind(Tile::Dragon(Dragon::White)) => ("tile--white", String::new()),
        Piece::Bonus(Bonus::Flower(n)) => ("tile--flower", n.to_string()),
        Piece::Bonus(Bonus::Season(n)) => ("tile--season", n.to_string()),
    }
}

/// A tile's face, for a button or a picture that names it.
pub fn piece_face(piece: Piece) -> impl IntoView {
    let (class, figure) = face(piece);
    view! {
        <span class=format!("tile {class}") aria-hidden="true">
            <span class="tile__figure">{figure}</span>
            <span class="tile__mark"></span>
        </span>
    }
}

/// Tiles in a row as one picture, named by the words given; the tile at
/// `marked`, if any, is ringed as the winning tile.
pub fn tile_row(tiles: Vec<Tile>, name: String, marked: Option<usize>) -> impl IntoView {
    let faces = tiles.into_iter().enumerate().map(|(i, t)| {
        view! {
            <span class="tile-row__place" class:tile-row__place--winning=marked == Some(i)>
                {piece_face(Piece::Kind(t))}
            </span>
        }
    });
    view! {
        <span class="tile-row" role="img" aria-label=name>
            {faces.collect_view()}
        </span>
    }
}
