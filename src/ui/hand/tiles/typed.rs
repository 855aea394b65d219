//! The hand typed in the text notation (docs/tiles.md). A hand that does not
//! read, or that the table cannot hold, stays in the box with the reason
//! under it, and the hand cannot be recorded until it is put right.

use super::TileDesk;
use crate::session::Untaken;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// The id of a player's typed-hand box, for the focus to go to.
pub fn typed_id(player: crate::engine::PlayerId) -> String {
    format!("p{}-typed", player.0)
}

/// The "type the hand" field of one player.
#[component]
pub fn TypedHand(desk: TileDesk) -> impl IntoView {
    let state = expect_context::<AppState>();
    let player = desk.player;
    let id = typed_id(player);
    let error_id = format!("p{}-typed-error", player.0);
    let hint_id = format!("p{}-typed-hint", player.0);
    let untaken = Memo::new(move |_| {
        state
            .hand
            .with(|h| h.as_ref()?.untaken(player).map(str::to_string))
    });
    let because = Memo::new(move |_| state.hand.with(|h| h.as_ref()?.untaken_because(player)));
    let text = move || {
        untaken.get().unwrap_or_else(|| {
            desk.tiles
                .with(|t| t.as_ref().map(ToString::to_string))
                .unwrap_or_default()
        })
    };
    let error = move || {
        because.with(|b| {
            b.as_ref().map(|b| match b {
                Untaken::Unread(e) => format!("Not taken: {e}"),
                Untaken::NotTaken(refused) => refused.to_string(),
            })
        })
    };
    let take = move |typed: String| {
        state.run(|s| s.type_tiles(player, &typed));
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
                aria-describedby=format!("{error_id} {hint_id}")
                aria-invalid=move || because.with(Option::is_some).to_string()
                prop:value=text
                on:change=move |ev| take(event_target_value(&ev))
            />
            <span id=error_id class="tiles__error" role="alert">
                {error}
            </span>
            <TypingHelp id=hint_id />
        </div>
    }
}

/// How to type a hand, shown where it is typed.
#[component]
fn TypingHelp(id: String) -> impl IntoView {
    view! {
        <details class="tiles__help" id=id>
            <summary>"How to type a hand"</summary>
            <ul>
                <li>
                    "Suits: a number and its suit letter — " <code>"b"</code> " Bamboos, "
                    <code>"c"</code> " Characters, " <code>"d"</code> " Circles (dots): "
                    <code>"5d"</code> "; numbers of one suit share the letter: " <code>"234b"</code>
                    "."
                </li>
                <li>
                    "Honours: " <code>"E S W N"</code> " winds, " <code>"R G Wh"</code>
                    " dragons; bonus tiles " <code>"f1"</code> "…" <code>"f4"</code> ", "
                    <code>"s1"</code> "…" <code>"s4"</code> "."
                </li>
                <li>
                    "One group a word, concealed: a pair " <code>"55d"</code> ", pung "
                    <code>"RRR"</code> ", kong " <code>"5555d"</code> ", chow " <code>"234b"</code>
                    ". " <code>"+"</code> " before a group: exposed (" <code>"+EEE"</code> ")."
                </li>
                <li>
                    <code>"?"</code>
                    " before tiles not grouped: the app groups them ("
                    <code>"?19b19c19dESWNRGWhWh"</code>
                    ")."
                </li>
                <li>
                    <code>"@"</code>
                    " before the winning tile: "
                    <code>"@4b"</code>
                    "."
                </li>
                <li>
                    "For example " <code>"+555d 234b EEE WhWh @4b f1"</code> "; Knitting as pairs: "
                    <code>"1b1d 1b1d 3b3d 3b3d 5b5d 5b5d 7b7d"</code> "."
                </li>
            </ul>
        </details>
    }
}
