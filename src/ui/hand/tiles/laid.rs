//! The hand as laid out: each group with its exposed/concealed switch and a
//! button to take it out, the loose tiles and bonus tiles to take out.

use super::TileDesk;
use crate::ui::controls::{Action, Look};
use crate::ui::tile_face::{piece_face, tile_row, Piece};
use engine::tiles::{Bonus, Group, Tile, TileEdit, TileHand};
use leptos::prelude::*;

/// The laid-out hand of one player.
#[component]
pub fn LaidOut(desk: TileDesk) -> impl IntoView {
    let hand = Memo::new(move |_| desk.tiles.get().unwrap_or_default());
    let size = move || hand.with(TileHand::size);
    // Each part redrawn only when it changes: a tap mostly changes one.
    let groups = Memo::new(move |_| hand.with(|h| (h.groups.clone(), h.winning_place())));
    let loose = Memo::new(move |_| hand.with(|h| (h.loose.clone(), h.bonus.clone(), h.winning)));
    view! {
        <div class="laid" aria-live="polite">
            <p class="laid__count">
                {move || format!("{} tiles laid out (a kong counts as 3)", size())}
                {move || { hand.with(|h| h.winning.map(|t| format!("; out on the {}", t.name()))) }}
            </p>
            <ul class="laid__groups">
                {move || {
                    let (groups, winning) = groups.get();
                    groups
                        .into_iter()
                        .enumerate()
                        .map(|(i, g)| {
                            let marked = winning.filter(|(at, _)| *at == i).map(|(_, place)| place);
                            group(desk, i, g, marked)
                        })
                        .collect_view()
                }}
            </ul>
            <div class="laid__loose">
                {move || {
                    loose.with(|(tiles, bonus, winning)| loose_tiles(desk, tiles, bonus, *winning))
                }}
            </div>
        </div>
    }
}

/// One group: whether it is exposed or concealed, one tap to change it,
/// and its way out.
fn group(desk: TileDesk, i: usize, g: Group, marked: Option<usize>) -> impl IntoView {
    let name = g.name();
    let exposed = g.exposed;
    let (state, change) = match exposed {
        true => ("Exposed", "Conceal"),
        false => ("Concealed", "Expose"),
    };
    let label = match marked {
        Some(_) => format!("{name}, with the winning tile"),
        None => name.clone(),
    };
    view! {
        <li class="laid__group" class:laid__group--exposed=exposed>
            <span class="laid__state">{state}</span>
            {tile_row(g.tiles(), label, marked)}
            <Action look=Look::Small
                attr:aria-label=format!("{change} the {}", g.shape_name())
                on_press=move |_| desk.edit(TileEdit::Expose(i))
            >
                {change}
            </Action>
            <Action look=Look::Small
                attr:aria-label=format!("Take out the {name}")
                on_press=move |_| desk.edit(TileEdit::RemoveGroup(i))
            >
                "×"
            </Action>
        </li>
    }
}

/// The loose concealed tiles and the bonus tiles, each a button that takes
/// it out.
fn loose_tiles(
    desk: TileDesk,
    loose: &[Tile],
    bonus: &[Bonus],
    winning: Option<Tile>,
) -> impl IntoView {
    let pieces = loose
        .iter()
        .map(|&t| Piece::Kind(t))
        .chain(bonus.iter().map(|&b| Piece::Bonus(b)));
    pieces
        .map(|piece| {
            view! {
                <button
                    type="button"
                    class="laid__tile"
                    class:laid__tile--winning=winning.is_some_and(|w| piece == Piece::Kind(w))
                    aria-label=format!("Take out {}", piece.name())
                    on:click=move |_| desk.edit(piece.take_out())
                >
                    {piece_face(piece)}
                </button>
            }
        })
        .collect_view()
}
