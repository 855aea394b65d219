//! A link shown as a QR code, for another tablet's camera: dark modules on
//! white whatever the theme, crisp at any size, with a quiet zone of four
//! modules; or, for a link too long for one code, the words saying so.
//! Used by the club night's screens, after the first screen only.

use crate::storage::qr::QrGrid;
use crate::words::sharing::{qr_label, qr_problem};
use leptos::prelude::*;

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
    move || match code.get() {
        Ok(grid) => {
            let side = grid.side_with_quiet_zone();
            view! {
                <svg
                    class="qr-code"
                    xmlns="http://www.w3.org/2000/svg"
                    viewBox=format!("0 0 {side} {side}")
                    shape-rendering="crispEdges"
                    role="img"
                    aria-label=move || holds.with(|holds| qr_label(holds))
                    style="display:block;width:min(100%,28rem);height:auto;aspect-ratio:1;background:#fff"
                >
                    <rect width=side height=side fill="#fff" />
                    <path d=grid.svg_path() fill="#000" />
                </svg>
            }
                .into_any()
        }
        Err(problem) => {
            view! { <p class="qr-code__too-long">{qr_problem(&problem)}</p> }.into_any()
        }
    }
}
