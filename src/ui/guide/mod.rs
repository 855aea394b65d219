//! The rules guide in the app (docs/rules.md §4, §5, §7): basic scores,
//! doubles, every special hand drawn in tiles with its values, and settling
//! up — all from the rules of the open match, offline like the rest.

mod page;

pub use page::entry_id;

use crate::ui::controls::Action;
use crate::ui::state::AppState;
use engine::rules::RuleValues;
use leptos::prelude::*;
use page::guide_page;

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
        if let Some(entry) = document().get_element_by_id(&id) {
            entry.scroll_into_view();
        }
    });
    let back = move || state.screen.get() == session::Screen::Hand;
    view! {
        <section class="guide" aria-labelledby="guide-title">
            <h2 id="guide-title">"Rules guide"</h2>
            {move || {
                back()
                    .then(|| {
                        view! { <Action on_press=move |_| state.play()>"Back to the hand"</Action> }
                    })
            }}
            <div class="guide__page">{page}</div>
        </section>
    }
}
