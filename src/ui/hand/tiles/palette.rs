//! The 42 tiles to tap (docs/rules.md §12.7), and the buttons that make the
//! tile tapped last into a group. A tile whose copies are all laid out at
//! the table is not offered.

use super::TileDesk;
use crate::engine::form::Role;
use crate::engine::tiles::{Bonus, GroupKind, Suit, Tile, TileEdit, KINDS};
use crate::ui::state::AppState;
use crate::ui::tile_face::{piece_face, Piece};
use leptos::prelude::*;

/// What the palette offers: each kind while a copy is left, each bonus
/// tile while nobody holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Offered {
    kinds: [bool; KINDS],
    bonus: Vec<Bonus>,
}

impl Offered {
    fn offers(&self, piece: Piece) -> bool {
        match piece {
            Piece::Kind(t) => self.kinds[t.index()],
            Piece::Bonus(b) => self.bonus.contains(&b),
        }
    }
}

/// The palette of one player.
#[component]
pub fn Palette(desk: TileDesk) -> impl IntoView {
    let state = expect_context::<AppState>();
    let player = desk.player;
    let offered = Memo::new(move |_| {
        state.hand.with(|h| {
            let h = h.as_ref()?;
            let seen = h.seen_by(player);
            let held = h.tiles(player).map(|t| t.hand.clone()).unwrap_or_default();
            let counts = held.counts();
            let taken = h.bonus_seen_by(player);
            Some(Offered {
                kinds: std::array::from_fn(|i| u16::from(seen[i]) + u16::from(counts[i]) < 4),
                bonus: Bonus::ALL
                    .into_iter()
                    .filter(|b| !taken.contains(b) && !held.bonus.contains(b))
                    .collect(),
            })
        })
    });
    let button = move |piece: Piece| {
        let free = move || offered.with(|o| o.as_ref().is_some_and(|o| o.offers(piece)));
        view! {
            <button
                type="button"
                class="palette__tile"
                aria-label=piece.name()
                disabled=move || !free()
                on:click=move |_| {
                    if let Piece::Kind(t) = piece {
                        desk.last.set(Some(t));
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
            <div class="palette__row" role="group" aria-label=suit.name()>
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
    let state = expect_context::<AppState>();
    let player = desk.player;
    let winner = move || {
        state.hand.with(|h| {
            h.as_ref()
                .and_then(|h| h.draft.record.forms.get(player.0))
                .is_some_and(|f| f.role == Role::MahJong)
        })
    };
    let make = move |kind: GroupKind, label: &'static str| {
        let possible = move || match desk.last.get() {
            Some(t) => kind != GroupKind::Chow || t.suit().is_some(),
            None => false,
        };
        view! {
            <button
                type="button"
                class="button button--small"
                disabled=move || !possible()
                on:click=move |_| {
                    if let Some(t) = desk.last.get_untracked() {
                        desk.edit(TileEdit::Group(kind, t));
                    }
                }
            >
                {label}
            </button>
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
                            <button
                                type="button"
                                class="button button--small"
                                disabled=move || desk.last.get().is_none()
                                on:click=move |_| {
                                    desk.edit(TileEdit::Winning(desk.last.get_untracked()))
                                }
                            >
                                "Winning tile"
                            </button>
                        }
                    })
            }}
        </div>
    }
}
