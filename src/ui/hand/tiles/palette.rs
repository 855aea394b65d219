//! The 42 tiles to tap (docs/rules.md §12.7), and the buttons that make the
//! tile tapped last into a group. A tile whose copies are all laid out at
//! the table is not offered.

use super::TileDesk;
use crate::engine::form::Role;
use crate::engine::tiles::{Bonus, GroupKind, Suit, Tile, TileEdit, KINDS};
use crate::ui::state::AppState;
use crate::ui::tile_face::{bonus_face, tile_face};
use leptos::prelude::*;

/// What the palette offers: each kind while a copy is left, each bonus
/// tile while nobody holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Offered {
    kinds: [bool; KINDS],
    bonus: [bool; 8],
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
                bonus: Bonus::ALL.map(|b| !taken.contains(&b) && !held.bonus.contains(&b)),
            })
        })
    });
    let tile = move |tile: Tile| {
        let free = move || offered.with(|o| o.as_ref().is_some_and(|o| o.kinds[tile.index()]));
        view! {
            <button
                type="button"
                class="palette__tile"
                aria-label=tile.name()
                disabled=move || !free()
                on:click=move |_| {
                    desk.last.set(Some(tile));
                    desk.edit(TileEdit::Add(tile));
                }
            >
                {tile_face(tile)}
            </button>
        }
    };
    let bonus = move |(i, b): (usize, Bonus)| {
        let free = move || offered.with(|o| o.as_ref().is_some_and(|o| o.bonus[i]));
        view! {
            <button
                type="button"
                class="palette__tile"
                aria-label=b.name()
                disabled=move || !free()
                on:click=move |_| desk.edit(TileEdit::AddBonus(b))
            >
                {bonus_face(b)}
            </button>
        }
    };
    let suit_row = move |suit: Suit| {
        view! {
            <div class="palette__row" role="group" aria-label=suit.name()>
                {(1..=9).map(|n| tile(Tile::Suited(suit, n))).collect_view()}
            </div>
        }
    };
    view! {
        <div class="palette" role="group" aria-label="Tiles to lay out">
            {Suit::ALL.into_iter().map(suit_row).collect_view()}
            <div class="palette__row" role="group" aria-label="Winds and dragons">
                {Tile::all().filter(|t| t.is_honour()).map(tile).collect_view()}
            </div>
            <div class="palette__row" role="group" aria-label="Flowers and seasons">
                {Bonus::ALL.into_iter().enumerate().map(bonus).collect_view()}
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
