//! Laying out a player's tiles beside the form (docs/rules.md §12.7): the
//! palette, the hand as laid out, and the taps that build it. The form
//! shows what the tiles give.

mod laid;
mod palette;
mod typed;

use super::{view_of, ViewOf};
use crate::ui::controls::{Action, Look};
use crate::ui::state::AppState;
use crate::ui::steady::moved_to;
use engine::sheet::EntryWay;
use engine::tiles::{EditRefused, Tile, TileEdit, TileHand};
use engine::PlayerId;
use laid::LaidOut;
use leptos::prelude::*;
use palette::Palette;
pub use typed::typed_id;
use typed::TypedHand;
use words::Say;

/// Where a player's tiles stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// No tiles: the palette is one tap away.
    Closed,
    /// Tiles give the form.
    Open,
    /// The counts were edited instead: the tiles wait aside.
    Aside,
}

/// One player's tiles, with what the panel's taps need.
#[derive(Clone, Copy)]
pub(crate) struct TileDesk {
    state: AppState,
    pub player: PlayerId,
    /// The player's part of the hand.
    pub view: ViewOf,
    /// The player's tiles as they stand.
    pub tiles: Memo<Option<TileHand>>,
    /// The tile tapped last, which the group buttons work on.
    pub last: RwSignal<Option<Tile>>,
    /// Why the last tap was refused.
    pub refused: RwSignal<Option<EditRefused>>,
}

impl TileDesk {
    /// Runs one tap through the session.
    pub fn edit(self, edit: TileEdit) {
        let result = self.state.enter(|s| s.edit_tiles(self.player, &edit));
        moved_to(self.refused, result.and_then(Result::err));
    }
}

/// The way into the tiles of the player whose form is showing: who asked
/// for the palette before laying out a tile, and where their tiles stand.
#[derive(Clone, Copy)]
pub struct TileWay {
    /// The player who asked for the palette.
    opened: RwSignal<Option<PlayerId>>,
    /// Where the showing player's tiles stand.
    mode: Memo<Mode>,
}

impl TileWay {
    /// The way for whoever `showing` names.
    pub fn new(state: AppState, showing: impl Fn() -> PlayerId + Send + Sync + 'static) -> TileWay {
        let opened = RwSignal::new(None);
        let mode = Memo::new(move |_| mode(state, showing(), opened));
        TileWay { opened, mode }
    }

    /// Whether the palette is open: while the player has tiles, or once
    /// they asked for it.
    pub fn laying_out(self) -> bool {
        self.mode.get() == Mode::Open
    }
}

fn mode(state: AppState, player: PlayerId, opened: RwSignal<Option<PlayerId>>) -> Mode {
    let way = state.hand.with(|h| Some(h.as_ref()?.player(player)?.way));
    let typed = state
        .hand
        .with(|h| h.as_ref().is_some_and(|h| h.untaken(player).is_some()));
    match way {
        _ if typed => Mode::Open,
        Some(EntryWay::Aside) => Mode::Aside,
        Some(EntryWay::Tiles) => Mode::Open,
        _ if opened.get() == Some(player) => Mode::Open,
        _ => Mode::Closed,
    }
}

/// The tile panel of the player whose form is showing.
#[component]
pub fn TilePanel(player: PlayerId, way: TileWay) -> impl IntoView {
    let state = expect_context::<AppState>();
    let view = view_of(state, player);
    let tiles = Memo::new(move |_| view.with(|v| v.as_ref()?.tiles.clone()));
    let TileWay { opened, mode } = way;
    let desk = TileDesk {
        state,
        player,
        view,
        tiles,
        last: RwSignal::new(None),
        refused: RwSignal::new(None),
    };
    move || {
        (mode.get() == Mode::Open).then(|| {
            view! {
                <section class="tiles" aria-label="Tiles">
                    <Palette desk />
                    <LaidOut desk />
                    <TileActions desk opened />
                    <TypedHand desk />
                    <p class="tiles__refused" role="status">
                        {move || desk.refused.with(|e| e.as_ref().map(|e| e.said().to_string()))}
                    </p>
                </section>
            }
        })
    }
}

/// The way into the tiles from the count form: "Lay out tiles", or, with
/// the tiles kept aside, "Use the tiles again".
#[component]
pub fn TileSwitch(player: PlayerId, way: TileWay) -> impl IntoView {
    let state = expect_context::<AppState>();
    let TileWay { opened, mode } = way;
    move || match mode.get() {
        Mode::Closed => Some(
            view! {
                <Action
                    look=Look::Small
                    place="form__tiles"
                    on_press=move |_| opened.set(Some(player))
                >
                    "Lay out tiles"
                </Action>
            }
            .into_any(),
        ),
        Mode::Aside => Some(
            view! {
                <Action
                    look=Look::Small
                    place="form__tiles"
                    on_press=move |_| {
                        state.run(|s| s.set_tiles_aside(player, false));
                    }
                >
                    "Use the tiles again"
                </Action>
                <span class="form__hint form__aside">"tiles kept aside: the counts are yours"</span>
            }
            .into_any(),
        ),
        Mode::Open => None,
    }
}

/// Undo, clear, and editing the counts instead.
#[component]
fn TileActions(desk: TileDesk, opened: RwSignal<Option<PlayerId>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let player = desk.player;
    let none = move || desk.tiles.with(Option::is_none);
    let nothing_to_undo = move || state.read(|s| !s.can_undo_tile(player)).unwrap_or(true);
    view! {
        <div class="tiles__actions">
            <Action
                look=Look::Small
                disabled=Signal::derive(nothing_to_undo)
                on_press=move |_| {
                    state.enter(|s| s.undo_tile(player));
                }
            >
                "Undo last tap"
            </Action>
            <Action
                look=Look::Small
                on_press=move |_| {
                    opened.set(None);
                    desk.last.set(None);
                    state.run(|s| s.clear_tiles(player));
                }
            >
                "Clear tiles"
            </Action>
            <Action
                look=Look::Small
                disabled=Signal::derive(none)
                on_press=move |_| {
                    state.run(|s| s.set_tiles_aside(player, true));
                }
            >
                "Edit counts instead"
            </Action>
        </div>
    }
}
