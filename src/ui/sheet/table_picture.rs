//! A small picture of the table: who sits in which wind, who is East, who
//! dreams, and the prevailing wind.

use crate::ui::controls::ShortName;
use engine::sheet::TableState;
use engine::Wind;
use leptos::prelude::*;
use words::{east_pays_double, short_names, sitting_out};

/// The table as seen from above, East at the bottom and the winds passing
/// anticlockwise.
#[component]
pub fn TablePicture(table: TableState, names: Vec<String>) -> impl IntoView {
    let short = short_names(&names, 10);
    let seat = |wind: Wind| {
        let player = table.seats.player_in(wind);
        let name = player.and_then(|p| Some((names.get(p.0)?.clone(), short.get(p.0)?.clone())));
        let place = match wind {
            Wind::East => "bottom",
            Wind::South => "right",
            Wind::West => "top",
            Wind::North => "left",
        };
        name.map(|(full, short)| {
            let east = wind == Wind::East;
            view! {
                <li class=format!("seat seat--{place}") class:seat--east=east>
                    <span class="seat__wind">{wind.name()}</span>
                    <span class="seat__name">
                        <ShortName full short />
                    </span>
                </li>
            }
        })
    };
    let dreamer = table
        .seats
        .dreamer()
        .and_then(|p| names.get(p.0).cloned())
        .map(|name| view! { <p class="table__dreamer">{sitting_out(&name)}</p> });
    let east_note = table
        .seats
        .player_in(Wind::East)
        .and_then(|p| names.get(p.0))
        .map(|name| {
            view! { <figcaption class="seat__note">{east_pays_double(name)}</figcaption> }
        });
    view! {
        <figure class="table" aria-label="Seats at the table">
            <ul class="table__seats">{Wind::ALL.into_iter().map(seat).collect_view()}</ul>
            <p class="table__prevailing">
                <span>"Prevailing"</span>
                <span>"wind"</span>
                <strong>{table.prevailing.name()}</strong>
            </p>
            {east_note}
            {dreamer}
        </figure>
    }
}
