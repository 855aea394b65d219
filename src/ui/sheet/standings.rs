//! How the match stands: each player's balance, net result, hands won and
//! biggest hand, at the top of the sheet beside the seats however long the
//! match.

use crate::ui::controls::NameTag;
use crate::ui::state::AppState;
use engine::money::Tally;
use engine::sheet::{ScoredMatch, Standing};
use leptos::prelude::*;
use words::player_name;
use words::{short_names, signed};

/// One player's line of the standings, as shown.
fn line(scored: &ScoredMatch, s: &Standing) -> [String; 5] {
    let setup = &scored.game().setup;
    let sheet = scored.sheet();
    let net = match &setup.tally {
        Tally::Points => signed(s.net, setup.tally.format(s.net)),
        Tally::Money { .. } => format!(
            "{} ({} points)",
            signed(s.net, setup.tally.format(s.net)),
            signed(s.net_points.0, s.net_points.to_string())
        ),
    };
    let biggest = s.biggest.map_or_else(
        || "—".to_string(),
        |(score, hand)| format!("{score} (hand {hand})"),
    );
    [
        player_name(&setup.names, s.player),
        setup.tally.format(sheet.balances[s.player]),
        net,
        s.hands_won.to_string(),
        biggest,
    ]
}

/// The headings of the figures, each over its column of numbers.
const FIGURES: [&str; 4] = ["Balance", "Net", "Hands won", "Biggest hand"];

/// The open match's standings.
#[component]
pub fn Standings() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || state.scored.with(|s| s.as_deref().map(standings_grid))
}

/// A match's standings table.
pub fn standings_grid(scored: &ScoredMatch) -> impl IntoView + use<> {
    let standings = scored.sheet().standings();
    let short = short_names(&scored.game().setup.names, 14);
    let rows = standings
        .iter()
        .map(|standing| {
            let short = short.get(standing.player.0).cloned().unwrap_or_default();
            let [full, balance, net, won, biggest] = line(scored, standing);
            view! {
                <tr>
                    <th scope="row" class="standings__name">
                        <NameTag full short />
                    </th>
                    <td class="num">{balance}</td>
                    <td class="num">{net}</td>
                    <td class="num">{won}</td>
                    <td class="num">{biggest}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="standings__scroll">
            <table class="standings">
                <caption>"Standings"</caption>
                <thead>
                    <tr>
                        <th scope="col">"Player"</th>
                        {FIGURES
                            .map(|heading| {
                                view! {
                                    <th scope="col" class="num">
                                        {heading}
                                    </th>
                                }
                            })
                            .collect_view()}
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}
