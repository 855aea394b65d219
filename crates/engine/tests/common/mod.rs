//! Reads the one-line hand descriptions of the golden files.

#![allow(dead_code)]

pub mod strategies;

use engine::form::{FormField, HandContext, HandForm, WindHolding, WinningTile};
use engine::{PlayerCount, SpecialHand, Wind};

pub fn wind(name: &str) -> Result<Wind, String> {
    Wind::ALL
        .into_iter()
        .find(|w| w.name() == name)
        .ok_or_else(|| format!("unknown wind {name}"))
}

fn special_hand(name: &str) -> Result<SpecialHand, String> {
    serde_json::from_str(&format!("\"{name}\"")).map_err(|_| format!("unknown hand {name}"))
}

pub fn context(text: &str) -> Result<HandContext, String> {
    let mut ctx = HandContext::default();
    for token in text.split_whitespace() {
        match token.split_once('=') {
            Some(("own", w)) => ctx.own_wind = wind(w)?,
            Some(("prevailing", w)) => ctx.prevailing_wind = wind(w)?,
            Some(("players", n)) => {
                ctx.players = n
                    .parse()
                    .ok()
                    .and_then(PlayerCount::from_number)
                    .ok_or_else(|| format!("bad player count {n}"))?
            }
            None if token == "goulash" => ctx.goulash = true,
            None if token == "no-british" => ctx.british = false,
            _ => return Err(format!("unknown context word {token}")),
        }
    }
    Ok(ctx)
}

/// A form from the golden files' words: each field's name from the
/// engine's table of fields, `name` for a tick, `name=N` for a count,
/// `winning-tile=discard|wall|loose|robbing`, `special-hand=<hand>` and
/// `fishing-for=<hand>`.
pub fn form(text: &str) -> Result<HandForm, String> {
    let mut form = HandForm::default();
    for token in text.split_whitespace() {
        let (key, value) = token.split_once('=').unwrap_or((token, ""));
        let field = FormField::named(key).ok_or(format!("unknown form word {token}"))?;
        match field {
            FormField::Count(count) => {
                let n = value
                    .parse::<u8>()
                    .map_err(|_| format!("bad number in {token}"))?;
                count.write(&mut form, n);
            }
            FormField::Tick(tick) => tick.write(&mut form, true),
            FormField::SpecialHand => form.special_hand = Some(special_hand(value)?),
            FormField::FishingFor => form.fishing_for = Some(special_hand(value)?),
            FormField::WinningTile => {
                form.winning_tile = match value {
                    "discard" => WinningTile::Discard,
                    "wall" => WinningTile::Wall,
                    "loose" => WinningTile::LooseTile,
                    "robbing" => WinningTile::RobbingKong,
                    _ => return Err(format!("unknown winning tile {value}")),
                }
            }
        }
    }
    Ok(form)
}

/// A form as its seat holds it: where own wind is the prevailing wind, a
/// file may name the holding either way, and it is one holding.
pub fn at_seat(mut form: HandForm, ctx: &HandContext) -> HandForm {
    if ctx.own_wind_prevails() {
        if form.own_wind == WindHolding::None {
            form.own_wind = form.prevailing_wind;
        }
        form.prevailing_wind = WindHolding::None;
    }
    form
}

/// The data lines of a golden file, split on `|`, with their line numbers.
pub fn rows(text: &str) -> impl Iterator<Item = (usize, Vec<&str>)> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| (i + 1, l.split('|').map(str::trim).collect()))
}

/// Runs every row of a golden file through `check`, reporting each failing
/// line at once; the file must keep at least `at_least` rows.
pub fn check_rows(
    text: &str,
    at_least: usize,
    check: impl Fn(usize, &[&str]) -> Result<(), String>,
) {
    let failures: Vec<String> = rows(text)
        .filter_map(|(line, cols)| check(line, &cols).err())
        .collect();
    assert!(
        rows(text).count() >= at_least,
        "the golden file lost its rows"
    );
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// A hand record from one form description per player.
pub fn hand(forms: &[&str]) -> engine::sheet::HandRecord {
    engine::sheet::HandRecord::of_counts(
        forms
            .iter()
            .map(|f| form(f).expect("a valid description"))
            .collect(),
    )
}

/// A hand in which `winner` goes out with three exposed minor pungs and
/// nobody else records anything.
pub fn win_for(players: usize, winner: usize) -> engine::sheet::HandRecord {
    let forms: Vec<&str> = (0..players)
        .map(|p| {
            if p == winner {
                "mahjong exposed-minor-pung=3"
            } else {
                ""
            }
        })
        .collect();
    hand(&forms)
}
