//! Asking a winner out on a discard which tile completed the hand, when the
//! score depends on it (docs/rules.md §12.4).

use crate::engine::sheet::PlayerView;
use crate::engine::tiles::{EditRefused, TileEdit};
use crate::engine::PlayerId;
use crate::ui::state::AppState;
use crate::ui::tile_face::{piece_face, Piece};
use crate::words::not_taken;
use leptos::prelude::*;

/// Each tile that may have completed the hand with the score it gives; a
/// tap marks it as the winning tile.
#[component]
pub fn WinningTileAsk(player: PlayerId, view: Memo<Option<PlayerView>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let choices = Memo::new(move |_| {
        view.with(|v| {
            v.as_ref()
                .map(|v| v.winning_tile_choices.clone())
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
        let buttons = choices
            .into_iter()
            .map(|(tile, score)| {
                let name = format!("{}: ", tile.name());
                view! {
                    <li>
                        <button type="button" class="ask__tile" on:click=move |_| mark(tile)>
                            <span class="visually-hidden">{name}</span>
                            {piece_face(Piece::Kind(tile))}
                            <span>{score.limited().to_string()}</span>
                        </button>
                    </li>
                }
            })
            .collect_view();
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
                            r.as_ref().map(|r| view! { <p class="ask__refused">{not_taken(r)}</p> })
                        })
                }}
            </div>
        })
    }
}
