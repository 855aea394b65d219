//! Asking a winner out on a discard which tile completed the hand, when the
//! score depends on it (docs/rules.md §12.4).

use super::ViewOf;
use crate::ui::controls::{Action, Look};
use crate::ui::state::AppState;
use crate::ui::tile_face::{piece_face, Piece};
use engine::score::HandScore;
use engine::tiles::{EditRefused, Tile, TileEdit};
use engine::PlayerId;
use leptos::prelude::*;
use words::Say;

/// Each tile that may have completed the hand with the score it gives; a
/// tap marks it as the winning tile.
#[component]
pub fn WinningTileAsk(player: PlayerId, view: ViewOf) -> impl IntoView {
    let state = expect_context::<AppState>();
    let choices = Memo::new(move |_| {
        view.with(|v| {
            v.as_ref()
                .map(|v| v.winning_tile_choices().to_vec())
                .unwrap_or_default()
        })
    });
    let refused = RwSignal::new(None::<EditRefused>);
    let mark = move |tile| {
        let edit = TileEdit::Winning(Some(tile));
        let result = state.run(|s| s.edit_tiles(player, &edit));
        refused.set(result.and_then(Result::err));
    };
    move || {
        let choices = choices.get();
        if choices.is_empty() {
            return None;
        }
        let buttons = choice_buttons(choices, mark);
        Some(view! {
            <div class="ask" role="group" aria-label="Which tile completed the hand">
                <p>
                    "The score depends on which tile the discard completed: "
                    "the best is shown until you tap the winning tile."
                </p>
                <ul class="ask__list">{buttons}</ul>
                {move || {
                    refused
                        .with(|r| {
                            r.as_ref()
                                .map(|r| {
                                    view! { <p class="ask__refused">{r.said().to_string()}</p> }
                                })
                        })
                }}
            </div>
        })
    }
}

/// Asked at "Calculate scores" when the winner's score depends on a
/// winning tile not marked: one tap marks a tile, or the one worth most,
/// and the scores are calculated again.
#[component]
pub fn WinningTileQuestion(player: PlayerId, calculate: Callback<()>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let name = super::name_of(&state, player).unwrap_or_default();
    let choices: Vec<(Tile, HandScore)> = state.hand.with_untracked(|h| {
        h.as_ref()
            .and_then(|h| h.player(player))
            .map(|v| v.winning_tile_choices().to_vec())
            .unwrap_or_default()
    });
    let best = choices
        .iter()
        .max_by_key(|(_, s)| s.worth())
        .map(|(tile, s)| (*tile, s.limited()));
    let mark = move |tile: Tile| {
        let edit = TileEdit::Winning(Some(tile));
        let taken = state.run(|s| s.edit_tiles(player, &edit));
        if matches!(taken, Some(Ok(()))) {
            calculate.run(());
        }
    };
    let buttons = choice_buttons(choices, mark);
    let use_best = best.map(|(tile, score)| {
        let label = format!("Use the best: the {}, {score}", tile.name());
        view! {
            <Action look=Look::Primary on_press=move |_| mark(tile)>
                {label}
            </Action>
        }
    });
    view! {
        <div class="check ask" role="alert">
            <p class="check__heading">
                {format!(
                    "Which tile completed {name}'s hand? The score depends on the discard taken: tap it, and it is marked on the tiles.",
                )}
            </p>
            <ul class="ask__list" aria-label="The tile the discard completed">
                {buttons}
            </ul>
            <div class="check__actions">{use_best}</div>
        </div>
    }
}

/// Each tile the discard may have completed, with the score it gives, a
/// button that marks it.
fn choice_buttons(
    choices: Vec<(Tile, HandScore)>,
    mark: impl Fn(Tile) + Copy + 'static,
) -> impl IntoView {
    choices
        .into_iter()
        .map(|(tile, score)| {
            view! {
                <li>
                    <button type="button" class="ask__tile" on:click=move |_| mark(tile)>
                        <span class="visually-hidden">{format!("{}: ", tile.name())}</span>
                        {piece_face(Piece::Kind(tile))}
                        <span>{score.limited().to_string()}</span>
                    </button>
                </li>
            }
        })
        .collect_view()
}
