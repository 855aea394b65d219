//! The hand typed in the text notation (docs/tiles.md), read as it is typed.
//! A hand that does not read, or that the table cannot hold, stays in the
//! box with the reason under it once the box is left, and the hand cannot
//! be recorded until it is put right.

use super::TileDesk;
use crate::ui::state::AppState;
use engine::PlayerId;
use leptos::prelude::*;
use words::untaken_beside;

/// The id of a player's typed-hand box, for the focus to go to.
pub fn typed_id(player: PlayerId) -> String {
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
    // The box's own text while it is typed in, so that a reading laid out
    // as it is typed never rewrites it under the caret.
    let typing = RwSignal::new(None::<String>);
    let text = box_text(state, desk, typing);
    let because = Memo::new(move |_| state.hand.with(|h| h.as_ref()?.untaken_because(player)));
    let read = read_as_typed(state, player, typing);
    let error = move || because.with(|b| b.as_ref().map(untaken_beside));
    // Taken when the box is left or Enter pressed, once something was
    // typed: also where the text ends as it began (no change event then).
    let take = move |typed: String| {
        typing.set(None);
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
                on:input=move |ev| read(event_target_value(&ev))
                on:blur=move |ev| {
                    if typing.get_untracked().is_some() {
                        take(event_target_value(&ev));
                    }
                }
                on:keydown=move |ev| {
                    if ev.key() == "Enter" && typing.get_untracked().is_some() {
                        take(event_target_value(&ev));
                    }
                }
            />
            <span id=error_id class="tiles__error" role="alert">
                {error}
            </span>
            <TypingHelp id=hint_id />
        </div>
    }
}

/// What the box shows: the text being typed, else what was typed and not
/// taken (or left part way), else the tiles laid out, in the notation.
fn box_text(state: AppState, desk: TileDesk, typing: RwSignal<Option<String>>) -> Memo<String> {
    let player = desk.player;
    let kept = Memo::new(move |_| {
        state.hand.with(|h| {
            let hand = h.as_ref()?;
            let kept = hand.untaken(player).or_else(|| hand.typing(player));
            kept.map(str::to_string)
        })
    });
    Memo::new(move |_| {
        typing.get().or_else(|| kept.get()).unwrap_or_else(|| {
            desk.tiles
                .with(|t| t.as_ref().map(ToString::to_string))
                .unwrap_or_default()
        })
    })
}

/// Reads the hand as it is typed, once a frame: laid out as soon as it
/// reads, so its score shows before the box is left; a part that does not
/// read yet waits, and is told about when the box is left.
fn read_as_typed(
    state: AppState,
    player: PlayerId,
    typing: RwSignal<Option<String>>,
) -> impl Fn(String) + Copy {
    let waiting = StoredValue::new(false);
    let read = move || {
        waiting.try_set_value(false);
        if let Some(typed) = typing.try_get_untracked().flatten() {
            state.run(|s| s.read_typing(player, &typed));
        }
    };
    // A reload or a page left before the next frame keeps the last keys too.
    let left = window_event_listener_untyped("pagehide", move |_| {
        if waiting.try_get_value() == Some(true) {
            read();
        }
    });
    on_cleanup(move || left.remove());
    move |typed: String| {
        typing.set(Some(typed));
        if waiting.get_value() {
            return;
        }
        waiting.set_value(true);
        request_animation_frame(read);
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
