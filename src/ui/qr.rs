//! A link shown as a QR code, for another tablet's camera: dark modules on
//! white whatever the theme, crisp at any size, with a quiet zone of four
//! modules; or, for a link too long for one code, the words saying so. The
//! code is a button: a tap (or Enter, or Space) shows it full-screen, as
//! large as the screen allows, for a camera across a table. Used by the
//! club night's screens, after the first screen only.

use leptos::html::{Button, Dialog, Div};
use leptos::prelude::*;
use storage::qr::{crisp_side, QrGrid};
use words::sharing::{
    qr_full_screen, qr_label, qr_problem, CLOSE_THE_CODE, QR_FULL_SCREEN, TURN_THE_BRIGHTNESS_UP,
};

/// A link as a QR code, filling the width it is given up to a tablet's
/// comfortable size, square; in its place, why it cannot be one.
#[component]
pub fn QrCode(
    /// The link the code holds.
    #[prop(into)]
    link: Signal<String>,
    /// What the link is to, for the code's label: "the link to Round 2,
    /// table 3" labels it "QR code of the link to Round 2, table 3".
    #[prop(into)]
    holds: Signal<String>,
) -> impl IntoView {
    let code = Memo::new(move |_| link.with(|link| QrGrid::of_link(link)));
    let full = RwSignal::new(false);
    let opener = NodeRef::<Button>::new();
    let close = Callback::new(move |()| {
        full.set(false);
        if let Some(button) = opener.get_untracked() {
            let _ = button.focus();
        }
    });
    move || match code.get() {
        Ok(grid) => {
            let label = move || holds.with(|holds| qr_full_screen(holds));
            let shown = grid.clone();
            view! {
                <button
                    type="button"
                    class="qr-code__open"
                    node_ref=opener
                    aria-label=label
                    on:click=move |_| full.set(true)
                >
                    <QrPicture grid class="qr-code" holds side=Signal::stored(None) />
                    <span class="qr-code__hint">{QR_FULL_SCREEN}</span>
                </button>
                <Show when=move || full.get()>
                    <FullScreen grid=shown.clone() holds close />
                </Show>
            }
            .into_any()
        }
        Err(problem) => {
            view! { <p class="qr-code__too-long">{qr_problem(&problem)}</p> }.into_any()
        }
    }
}

/// The code's modules as an SVG, square: `side` CSS pixels a side where
/// given, else as wide as its class makes it.
#[component]
fn QrPicture(
    grid: QrGrid,
    class: &'static str,
    holds: Signal<String>,
    side: Signal<Option<f64>>,
) -> impl IntoView {
    let modules = grid.side_with_quiet_zone();
    let size = move || {
        side.get()
            .map(|px| format!("width:{px}px;height:{px}px"))
            .unwrap_or_default()
    };
    view! {
        <svg
            class=class
            xmlns="http://www.w3.org/2000/svg"
            viewBox=format!("0 0 {modules} {modules}")
            shape-rendering="crispEdges"
            role="img"
            aria-label=move || holds.with(|holds| qr_label(holds))
            style=size
        >
            <rect width=modules height=modules fill="#fff" />
            <path d=grid.svg_path() fill="#000" />
        </svg>
    }
}

/// The code over everything, as large as the screen allows with a whole
/// number of device pixels a module, the note to turn the brightness up
/// and the button that closes it (Escape closes it too).
#[component]
fn FullScreen(grid: QrGrid, holds: Signal<String>, close: Callback<()>) -> impl IntoView {
    let dialog = NodeRef::<Dialog>::new();
    let space = NodeRef::<Div>::new();
    let side = RwSignal::new(None::<f64>);
    let modules = grid.side_with_quiet_zone();
    let fit = move || {
        let Some(space) = space.get_untracked() else {
            return;
        };
        let (width, height) = (space.client_width(), space.client_height());
        let ratio = window().device_pixel_ratio();
        side.set(Some(crisp_side(
            f64::from(width),
            f64::from(height),
            ratio,
            modules,
        )));
    };
    Effect::new(move |_| {
        if let Some(dialog) = dialog.get() {
            if !dialog.open() {
                let _ = dialog.show_modal();
            }
            fit();
        }
    });
    let resized = window_event_listener(leptos::ev::resize, move |_| fit());
    on_cleanup(move || resized.remove());
    let shut = move |_| {
        if let Some(dialog) = dialog.get_untracked() {
            dialog.close();
        }
    };
    view! {
        <dialog
            node_ref=dialog
            class="qr-full"
            aria-label=move || holds.with(|holds| qr_label(holds))
            on:close=move |_| close.run(())
        >
            <div class="qr-full__bar">
                <p class="qr-full__note">{TURN_THE_BRIGHTNESS_UP}</p>
                <button type="button" class="qr-full__close" on:click=shut>
                    {CLOSE_THE_CODE}
                </button>
            </div>
            <div class="qr-full__space" node_ref=space>
                <QrPicture grid class="qr-full__code" holds side=side.into() />
            </div>
        </dialog>
    }
}
