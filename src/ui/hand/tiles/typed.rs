//! The hand typed in the text notation (docs/tiles.md), with the engine's
//! message for a token it cannot read.

use super::TileDesk;
use crate::engine::tiles::{TileEdit, TileHand};
use leptos::prelude::*;

/// The "type the hand" field of one player.
#[component]
pub fn TypedHand(desk: TileDesk) -> impl IntoView {
    let id = format!("p{}-typed", desk.player.0);
    let error_id = format!("p{}-typed-error", desk.player.0);
    let error = RwSignal::new(None::<String>);
    let text = move || {
        desk.tiles
            .with(|t| t.as_ref().map(ToString::to_string))
            .unwrap_or_default()
    };
    let take = move |typed: String| match typed.parse::<TileHand>() {
        Ok(hand) => {
            error.set(None);
            desk.edit(TileEdit::Replace(hand));
        }
        Err(e) => error.set(Some(e.to_string())),
    };
    view! {
        <div class="field tiles__typed">
            <label for=id.clone()>"Type the hand"</label>
            <input
                id=id
                type="text"
                autocomplete="off"
                autocapitalize="off"
                spellcheck="false"
                placeholder="+555d 234b EEE ?19c f1"
                aria-describedby=error_id.clone()
                aria-invalid=move || error.with(Option::is_some).to_string()
                prop:value=text
                on:change=move |ev| take(event_target_value(&ev))
            />
            <span id=error_id class="tiles__error">
                {move || error.get()}
            </span>
        </div>
    }
}
