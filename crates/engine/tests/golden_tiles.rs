//! Hands written as tiles, read by the engine as the form a player would
//! have entered, and scored (`tests/golden/tiles.txt`).

use crate::common;

use engine::form::{HandContext, HandForm, Role, WinningTile};
use engine::score::score_hand;
use engine::tiles::{read_player, read_tiles, Situation, TileHand, TileProblem, KINDS};
use engine::{RuleSet, SpecialHand};

fn special(name: &str) -> Result<SpecialHand, String> {
    serde_json::from_str(&format!("\"{name}\"")).map_err(|_| format!("unknown hand {name}"))
}

/// The context words of the hand form's golden file, and the situation.
fn situation(text: &str) -> Result<(HandContext, Situation), String> {
    let mut situation = Situation::default();
    let mut rest = Vec::new();
    for word in text.split_whitespace() {
        match word.split_once('=') {
            None if word == "mahjong" => situation.role = Role::MahJong,
            None if word == "fishing" => situation.role = Role::Fishing,
            None if word == "last" => situation.last_tile = true,
            None if word == "call" => situation.original_call = true,
            Some(("tile", how)) => {
                situation.winning_tile = match how {
                    "wall" => WinningTile::Wall,
                    "discard" => WinningTile::Discard,
                    "loose" => WinningTile::LooseTile,
                    "robbing" => WinningTile::RobbingKong,
                    _ => return Err(format!("unknown winning tile {how}")),
                }
            }
            Some(("situation", hand)) => situation.situation_hand = Some(special(hand)?),
            Some(("fishing-for", hand)) => situation.fishing_for = Some(special(hand)?),
            _ => rest.push(word),
        }
    }
    Ok((common::context(&rest.join(" "))?, situation))
}

/// The kind of a refusal, as the golden file names it.
fn refusal_kind(problem: &TileProblem) -> &'static str {
    match problem {
        TileProblem::NotMahJong { .. } => "NotMahJong",
        TileProblem::FiveOfAKind(_) => "FiveOfAKind",
        TileProblem::BonusTwice(_) => "BonusTwice",
        TileProblem::WinningNotHeld(_) => "WinningNotHeld",
        TileProblem::ClaimedIntoKong(_) => "ClaimedIntoKong",
        TileProblem::DrawnOutsideGroups(_) => "DrawnOutsideGroups",
        TileProblem::RobbedOutsideChow(_) => "RobbedOutsideChow",
        TileProblem::TooManyTiles { .. } => "TooManyTiles",
        TileProblem::ExposedPair(_) => "ExposedPair",
        TileProblem::ImpossibleForm(_) => "ImpossibleForm",
    }
}

/// The form the tiles read as: as the hand fished for where one is named,
/// otherwise as the table reads it, the hand fished for found from the waits.
fn read_as_the_table_does(
    hand: &TileHand,
    situation: &Situation,
    ctx: &HandContext,
    rules: &RuleSet,
) -> Result<HandForm, TileProblem> {
    if situation.fishing_for.is_some() {
        return read_tiles(hand, situation, ctx, rules).map(|r| r.form);
    }
    let read = read_player(hand, situation, ctx, rules, &[0; KINDS]);
    match read.problem {
        Some(problem) => Err(problem),
        None => Ok(read.form),
    }
}

fn check(line: usize, cols: &[&str]) -> Result<(), String> {
    let [name, tiles, context, form, limited] = cols else {
        return Err(format!(
            "line {line}: expected 5 columns, found {}",
            cols.len()
        ));
    };
    let hand: TileHand = tiles.parse().map_err(|e| format!("{name}: {e:?}"))?;
    if hand.to_string() != *tiles && !tiles.contains('?') {
        return Err(format!("{name}: {tiles} prints back as {hand}"));
    }
    let (ctx, situation) = situation(context)?;
    let rules = RuleSet::bmja();
    let read = read_as_the_table_does(&hand, &situation, &ctx, &rules);
    let read = match (form.strip_prefix("refused="), read) {
        (Some(kind), Err(problem)) => {
            let found = refusal_kind(&problem);
            return match (found == kind, *limited) {
                (false, _) => Err(format!(
                    "{name} (line {line}): refused as {found}, expected {kind}"
                )),
                (true, "-") => Ok(()),
                (true, other) => Err(format!(
                    "{name} (line {line}): a refusal scores nothing, write - not {other}"
                )),
            };
        }
        (Some(kind), Ok(form)) => {
            return Err(format!(
                "{name} (line {line}): expected refused={kind}, read {form:?}"
            ))
        }
        (None, Err(e)) => return Err(format!("{name} (line {line}): {e:?}")),
        (None, Ok(form)) => form,
    };
    let mut want = common::at_seat(common::form(form)?, &ctx);
    if situation.role == Role::MahJong {
        want.winning_tile = situation.winning_tile;
    }
    if read != want {
        return Err(format!(
            "{name} (line {line}):\n  expected {want:?}\n  read     {read:?}"
        ));
    }
    let score = score_hand(&read, &ctx, &rules);
    let limited: i64 = limited.parse().map_err(|_| format!("{name}: bad score"))?;
    if score.limited().0 != limited {
        return Err(format!(
            "{name} (line {line}): expected {limited}, scored {}: {}",
            score.limited(),
            score.best()
        ));
    }
    Ok(())
}

#[test]
fn every_tile_hand_reads_as_its_form_and_scores() {
    common::check_rows(include_str!("golden/tiles.txt"), 30, check);
}
