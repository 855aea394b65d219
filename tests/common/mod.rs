//! Reads the one-line hand descriptions of the golden files.

#![allow(dead_code)]

use mahjong_scorer::engine::form::{
    HandContext, HandForm, Role, SetKind, WindHolding, WinningTile,
};
use mahjong_scorer::engine::{PlayerCount, SpecialHand, Wind};

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

pub fn form(text: &str) -> Result<HandForm, String> {
    let mut form = HandForm::default();
    for token in text.split_whitespace() {
        let (key, value) = token.split_once('=').unwrap_or((token, ""));
        let n = || {
            value
                .parse::<u8>()
                .map_err(|_| format!("bad number in {token}"))
        };
        if let Some(kind) = SetKind::ALL.into_iter().find(|k| set_word(*k) == key) {
            form.sets.set(kind, n()?);
            continue;
        }
        match key {
            "mahjong" => form.role = Role::MahJong,
            "fishing" => form.role = Role::Fishing,
            "dragon-sets" => form.dragon_sets = n()?,
            "own-wind-set" => form.own_wind = WindHolding::Set,
            "prevailing-wind-set" => form.prevailing_wind = WindHolding::Set,
            "dragon-pairs" => form.dragon_pairs = n()?,
            "own-wind-pair" => form.own_wind = WindHolding::Pair,
            "prevailing-wind-pair" => form.prevailing_wind = WindHolding::Pair,
            "flowers" => form.flowers = n()?,
            "own-flower" => form.own_flower = true,
            "seasons" => form.seasons = n()?,
            "own-season" => form.own_season = true,
            "original-call" => form.original_call = true,
            "last-tile" => form.last_tile = true,
            "one-suit" => form.one_suit_with_honours = true,
            "all-majors" => form.all_majors_with_honours = true,
            "all-concealed" => form.all_concealed = true,
            "special" => form.special_hand = Some(special_hand(value)?),
            "fishing-for" => form.fishing_for = Some(special_hand(value)?),
            "tile" => {
                form.winning_tile = match value {
                    "discard" => WinningTile::Discard,
                    "wall" => WinningTile::Wall,
                    "loose" => WinningTile::LooseTile,
                    "robbing" => WinningTile::RobbingKong,
                    _ => return Err(format!("unknown winning tile {value}")),
                }
            }
            _ => return Err(format!("unknown form word {token}")),
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

fn set_word(kind: SetKind) -> String {
    use mahjong_scorer::engine::form::{Exposure, SetSize, TileClass};
    format!(
        "{}-{}-{}",
        match kind.exposure {
            Exposure::Exposed => "exposed",
            Exposure::Concealed => "concealed",
        },
        match kind.tiles {
            TileClass::Minor => "minor",
            TileClass::Major => "major",
        },
        match kind.size {
            SetSize::Pung => "pung",
            SetSize::Kong => "kong",
        }
    )
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
pub fn hand(forms: &[&str]) -> mahjong_scorer::engine::sheet::HandRecord {
    mahjong_scorer::engine::sheet::HandRecord::of_counts(
        forms
            .iter()
            .map(|f| form(f).expect("a valid description"))
            .collect(),
    )
}

/// A hand in which `winner` goes out with three exposed minor pungs and
/// nobody else records anything.
pub fn win_for(players: usize, winner: usize) -> mahjong_scorer::engine::sheet::HandRecord {
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
