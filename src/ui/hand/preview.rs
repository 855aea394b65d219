//! The live score of the open form, with its working (docs/rules.md §4.3, §5.5).

use super::score_of;
use crate::engine::score::{ArrangementKind, HandScore};
use crate::engine::PlayerId;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// The open player's score as they tap.
#[component]
pub fn Preview(player: PlayerId) -> impl IntoView {
    let state = expect_context::<AppState>();
    let score = Memo::new(move |_| -> Option<HandScore> { score_of(&state, player) });
    let unlimited = move || score.with(|s| s.as_ref().map(|s| s.unlimited().to_string()));
    let limited = move || score.with(|s| s.as_ref().map(|s| s.limited().to_string()));
    let arrangements = move || {
        score.with(|s| {
            let s = s.as_ref()?;
            let several = s.arrangements.len() > 1;
            Some(
                s.arrangements
                    .iter()
                    .enumerate()
                    .map(|(i, a)| {
                        let used = i == s.chosen;
                        let name = match a.kind {
                            ArrangementKind::Normal => "As a normal hand".to_string(),
                            ArrangementKind::Special(h) => format!("As {h}"),
                            ArrangementKind::Fishing(h) => format!("Fishing for {h}"),
                        };
                        let note = (several && used).then_some(" — scored, the higher");
                        view! {
                            <li class="preview__arrangement" class:preview__arrangement--used=used>
                                <span class="preview__name">{name}{note}</span>
                                <span class="preview__working">{a.to_string()}</span>
                            </li>
                        }
                    })
                    .collect_view(),
            )
        })
    };
    let unlimited_id = format!("p{}-unlimited", player.0);
    let limited_id = format!("p{}-score", player.0);
    view! {
        <section class="preview" aria-label="Score preview">
            <div class="preview__figures">
                <div class="preview__figure">
                    <label for=unlimited_id.clone()>"Unlimited score"</label>
                    <output id=unlimited_id aria-live="polite">
                        {unlimited}
                    </output>
                </div>
                <div class="preview__figure preview__figure--main">
                    <label for=limited_id.clone()>"Score"</label>
                    <output id=limited_id aria-live="polite">
                        {limited}
                    </output>
                </div>
            </div>
            <ol class="preview__arrangements">{arrangements}</ol>
        </section>
    }
}
