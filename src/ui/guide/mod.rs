//! The rules guide in the app (docs/rules.md §4, §5, §7): basic scores,
//! doubles, every special hand drawn in tiles with its values, and settling
//! up — all from the rules of the open match, offline like the rest.

mod own;
mod page;

pub use page::{entry_id, example_hand, rule_entry};

use crate::ui::controls::Action;
use crate::ui::state::AppState;
use engine::rules::RuleValues;
use leptos::prelude::*;
use page::guide_page;
use wasm_bindgen::JsCast;

/// The guide, scrolled to the entry `at` when it opens there.
#[component]
pub fn GuideScreen(
    /// The id of the entry to open at.
    at: RwSignal<Option<String>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let rules = Memo::new(move |_| {
        let hand_rules = state
            .hand
            .with(|h| h.as_ref().map(|h| h.rules().values().clone()));
        let match_rules = state
            .scored
            .with(|m| m.as_ref().map(|m| m.next_table().rules.values().clone()));
        hand_rules.or(match_rules)
    });
    let page = move || match rules.get() {
        Some(values) => guide_page(values, "the house rules of the open match"),
        None => guide_page(RuleValues::bmja(), "the BMJA rules (no match is open)"),
    };
    request_animation_frame(move || {
        let Some(id) = at.get_untracked() else {
            return;
        };
        // The entry is shown and takes the focus, so it is marked where
        // the players look and read out next.
        if let Some(entry) = document().get_element_by_id(&id) {
            let middle = web_sys::ScrollIntoViewOptions::new();
            middle.set_block(web_sys::ScrollLogicalPosition::Center);
            entry.scroll_into_view_with_scroll_into_view_options(&middle);
            if let Some(entry) = entry.dyn_ref::<web_sys::HtmlElement>() {
                entry.focus().ok();
            }
        }
    });
    // The way back to the open match, kept in view while the guide scrolls.
    let back = move || match state.screen.get() {
        session::Screen::Hand => Some("Back to the hand"),
        session::Screen::Sheet => Some("Back to the match"),
        session::Screen::Setup => None,
    };
    view! {
        <section class="guide" aria-labelledby="guide-title">
            <h2 id="guide-title">"Rules guide"</h2>
            {move || {
                back()
                    .map(|label| {
                        view! {
                            <div class="guide__back">
                                <Action on_press=move |_| state.play()>{label}</Action>
                            </div>
                        }
                    })
            }}
            <div class="guide__page">{page}</div>
        </section>
    }
}
