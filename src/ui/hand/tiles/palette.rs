//! The 42 tiles to tap (docs/rules.md §12.7), and the buttons that make the
//! tile tapped last into a group. A tile whose copies are all laid out at
//! the table is not offered.

use super::TileDesk;
use crate::ui::controls::{Action, Look};
use crate::ui::steady::moved_to;
use crate::ui::tile_face::{piece_face, Piece};
use engine::sheet::Offered;
use engine::tiles::{Bonus, GroupKind, Suit, Tile, TileEdit};
use leptos::prelude::*;

fn offers(offered: &Offered, piece: Piece) -> bool {
    match piece {
        Piece::Kind(t) => offered.kinds[t.index()],
        Piece::Bonus(b) => offered.bonus.contains(&b),
    }
}

/// The palette of one player.
#[component]
pub fn Palette(desk: TileDesk) -> impl IntoView {
    let view = desk.view;
    let offered = Memo::new(move |_| view.with(|v| Some(v.as_ref()?.offered.clone())));
    let button = move |piece: Piece| {
        let free = move || offered.with(|o| o.as_ref().is_some_and(|o| offers(o, piece)));
        view! {
            <button
                type="button"
                class="palette__tile"
                aria-label=piece.name()
                disabled=move || !free()
                on:click=move |_| {
                    if let Piece::Kind(t) = piece {
                        moved_to(desk.last, Some(t));
                    }
                    desk.edit(piece.add());
                }
            >
                {piece_face(piece)}
            </button>
        }
    };
    let tiles = move |tiles: Vec<Tile>| {
        tiles
            .into_iter()
            .map(Piece::Kind)
            .map(button)
            .collect_view()
    };
    let suit_row = move |suit: Suit| {
        view! {
            <div
                class="palette__row"
                role="group"
                aria-label=format!("{}, typed {}", suit.name(), suit.letter())
                title=format!("{}: typed with the letter {}", suit.name(), suit.letter())
            >
                {tiles((1..=9).map(|n| Tile::Suited(suit, n)).collect())}
            </div>
        }
    };
    view! {
        <div class="palette" role="group" aria-label="Tiles to lay out">
            {Suit::ALL.into_iter().map(suit_row).collect_view()}
            <div class="palette__row" role="group" aria-label="Winds and dragons">
                {tiles(Tile::all().filter(|t| t.is_honour()).collect())}
            </div>
            <div class="palette__row" role="group" aria-label="Flowers and seasons">
                {Bonus::ALL.map(Piece::Bonus).map(button).collect_view()}
            </div>
        </div>
        <GroupButtons desk />
    }
}

/// Pung, kong, chow or pair made around the tile tapped last; the winner's
/// winning tile.
#[component]
fn GroupButtons(desk: TileDesk) -> impl IntoView {
    let view = desk.view;
    let winner = move || view.with(|v| v.as_ref().is_some_and(|v| v.form.is_winner()));
    let make = move |kind: GroupKind, label: &'static str| {
        let possible = move || match desk.last.get() {
            Some(t) => kind != GroupKind::Chow || t.suit().is_some(),
            None => false,
        };
        view! {
            <Action
                look=Look::Small
                disabled=Signal::derive(move || !possible())
                on_press=move |_| {
                    if let Some(t) = desk.last.get_untracked() {
                        desk.edit(TileEdit::Group(kind, t));
                    }
                }
            >
                {label}
            </Action>
        }
    };
    let last = move || {
        desk.last.get().map_or_else(
            || "Tap a tile, then make it a group.".into(),
            |t| format!("Last tile: {}", t.name()),
        )
    };
    view! {
        <div class="tiles__groups">
            <span class="tiles__last">{last}</span>
            {make(GroupKind::Pung, "Pung")}
            {make(GroupKind::Kong, "Kong")}
            {make(GroupKind::Chow, "Chow")}
            {make(GroupKind::Pair, "Pair")}
            {move || {
                winner()
                    .then(|| {
                        view! {
                            <Action
                                look=Look::Small
                                disabled=Signal::derive(move || desk.last.get().is_none())
                                on_press=move |_| {
                                    desk.edit(TileEdit::Winning(desk.last.get_untracked()))
                                }
                            >
                                "Winning tile"
                            </Action>
                        }
                    })
            }}
        </div>
    }
}
