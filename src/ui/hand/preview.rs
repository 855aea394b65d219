//! The live score of the open form, with its working (docs/rules.md §4.3, §5.5).

use super::winning_ask::WinningTileAsk;
use super::working::working_view;
use super::{name_of, now_of, view_of, ViewOf};
use crate::ui::state::AppState;
use crate::ui::tile_face::{piece_face, Piece};
use engine::score::{ArrangementKind, HandScore};
use engine::sheet::PlayerView;
use engine::{PlayerId, Points};
use leptos::prelude::*;
use words::tile_problem;
use words::{capitalised, join_list, sentence};

/// The open player's score as they tap.
#[component]
pub fn Preview(player: PlayerId) -> impl IntoView {
    let state = expect_context::<AppState>();
    let view = view_of(state, player);
    let score = Memo::new(move |_| view.with(|v| v.as_ref()?.score.clone()));
    // The figures show in the tap's own frame; the working follows. Blank
    // while there is no score: the text is rewritten, never taken out.
    let figures = move || now_of(state, player, figures_of).flatten();
    let unlimited = move || figures().map_or_else(String::new, |(u, _)| u.to_string());
    let limited = move || figures().map_or_else(String::new, |(_, l)| l.to_string());
    let arrangements = move || score.with(|s| s.as_ref().map(|s| arrangement_items(state, s)));
    let player_name = move || name_of(&state, player);
    let unlimited_id = format!("p{}-unlimited", player.0);
    let limited_id = format!("p{}-score", player.0);
    view! {
        <section class="preview" aria-label="Score preview">
            <p class="preview__player">{player_name}</p>
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
            <TileNews view />
            <WinningTileAsk player view />
            <ol class="preview__arrangements">{arrangements}</ol>
        </section>
    }
}

/// Each way the tiles can be scored, with its working; where there are
/// several, the one used is marked.
fn arrangement_items(state: AppState, score: &HandScore) -> impl IntoView + use<> {
    let several = score.arrangements.len() > 1;
    score
        .arrangements
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let used = i == score.chosen;
            let name = match a.kind {
                ArrangementKind::Normal => "As a normal hand".to_string(),
                ArrangementKind::Special(h) => format!("As {h}"),
                ArrangementKind::Fishing(h) => format!("Fishing for {h}"),
            };
            let note = (several && used).then_some(" — scored, the higher");
            view! {
                <li class="preview__arrangement" class:preview__arrangement--used=used>
                    <span class="preview__name">{name}{note}</span>
                    <span class="preview__working">{working_view(state, a)}</span>
                </li>
            }
        })
        .collect_view()
}

/// The open player's score in a line, kept in view at the foot of the
/// screen where the preview is out of sight (the preview's own figures are
/// the ones read aloud).
#[component]
pub fn ScoreLine(player: PlayerId) -> impl IntoView {
    let state = expect_context::<AppState>();
    let view = view_of(state, player);
    // Nothing is worked out for the line while it is hidden.
    let (shown, show) = signal(!preview_beside());
    let resized = window_event_listener_untyped("resize", move |_| show.set(!preview_beside()));
    on_cleanup(move || resized.remove());
    let line = move || {
        if !shown.get() {
            return None;
        }
        let name = name_of(&state, player)?;
        let Some((unlimited, limited)) = now_of(state, player, figures_of).flatten() else {
            return Some(format!("{name}: no score yet"));
        };
        Some(if unlimited == limited {
            format!("{name}: {limited}")
        } else {
            format!("{name}: {limited} (unlimited {unlimited})")
        })
    };
    let news = move || {
        if !shown.get() {
            return None;
        }
        view.with(|v| foot_news(v.as_ref()?))
    };
    view! {
        <p class="hand__score" aria-hidden="true">
            <span class="hand__line">{line}</span>
            <span class="hand__news">{news}</span>
        </p>
    }
}

/// A player's score, unlimited and within the limit, where they have one.
fn figures_of(v: &PlayerView) -> Option<(Points, Points)> {
    v.score.as_ref().map(|s| (s.unlimited(), s.limited()))
}

/// What the tiles tell, and how the score is made, in a line.
fn foot_news(v: &PlayerView) -> Option<String> {
    let told = v
        .tile_problem
        .as_ref()
        .map(|p| sentence(capitalised(&tile_problem(p))));
    let live: Vec<String> = v
        .waits()
        .iter()
        .filter(|w| !w.dead)
        .map(|w| w.tile.name())
        .collect();
    let waits = (!live.is_empty()).then(|| format!("Waits for {}.", join_list(&live)));
    let working = v
        .score
        .as_ref()
        .map(|s| sentence(capitalised(&s.best().to_string())));
    let said: Vec<String> = [told, waits, working].into_iter().flatten().collect();
    (!said.is_empty()).then(|| said.join(" "))
}

/// Whether the preview shows beside the form, as on a landscape tablet,
/// where the line at the foot is hidden: the query of style/hand.css.
fn preview_beside() -> bool {
    window()
        .match_media("(orientation: landscape) and (min-width: 1000px)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches())
}

/// What the player's tiles tell (docs/rules.md §12.3–§12.5): why they are
/// no hand yet, the special hand they make, or the tiles they wait for.
#[component]
fn TileNews(view: ViewOf) -> impl IntoView {
    let news = Memo::new(move |_| {
        view.with(|v| {
            let v = v.as_ref().filter(|v| v.beside_tiles())?;
            let special = v.form.special_hand.filter(|s| !s.is_situation());
            Some((v.tile_problem.clone(), special, v.waits().to_vec()))
        })
    });
    move || {
        let (problem, special, waits) = news.get()?;
        let told = match (problem, special) {
            (Some(p), _) => Some(sentence(capitalised(&tile_problem(&p)))),
            (None, Some(s)) => Some(format!("The tiles make {}.", s.name())),
            (None, None) => None,
        };
        let waiting = (!waits.is_empty()).then(|| {
            let items = waits
                .into_iter()
                .map(|w| {
                    let mut name = w.tile.name();
                    if !w.specials.is_empty() {
                        let hands: Vec<String> =
                            w.specials.iter().map(|h| h.name().to_string()).collect();
                        name.push_str(&format!(", for {}", join_list(&hands)));
                    }
                    if w.dead {
                        name.push_str(", dead: every copy is in sight");
                    }
                    view! {
                        <li class="waits__tile" class:waits__tile--dead=w.dead>
                            {piece_face(Piece::Kind(w.tile))}
                            <span>{name}</span>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <div class="waits">
                    <p>"Waits for:"</p>
                    <ul class="waits__list">{items}</ul>
                </div>
            }
        });
        Some(view! {
            <div class="preview__tiles" role="status">
                {told.map(|t| view! { <p class="preview__told">{t}</p> })}
                {waiting}
            </div>
        })
    }
}
