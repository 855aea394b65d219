//! The words of players who come late or leave early: what the plan
//! changed, why a change is refused, and how the standings rank.

use crate::night::tables;
use crate::{join_list, Say};
use engine::night::{
    ChangeRefused, Layout, Night, NightPlayer, PlanChange, RankedBy, Ranking, Round, MAX_PLAYERS,
};
use engine::setup::MAX_NAME_LENGTH;
use std::fmt;

/// Why a player could not be added, or leave, now.
impl Say for ChangeRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChangeRefused::NoNight => f.write_str("This club night is not kept on this device."),
            ChangeRefused::NotStarted => f.write_str(
                "Players come and go once round 1 has started; until then, draw the night up again with who is here.",
            ),
            ChangeRefused::NoRoundLeft => f.write_str(
                "The round in play is the night's last: no later round is left to seat anyone in or out of.",
            ),
            ChangeRefused::Blank => f.write_str("Type the new player's name."),
            ChangeRefused::LongName => write!(
                f,
                "A name is at most the {MAX_NAME_LENGTH} characters a score sheet shows."
            ),
            ChangeRefused::AlreadyHere(name) => {
                write!(f, "{name} is already seated in the rounds to come.")
            }
            ChangeRefused::Full => write!(
                f,
                "A night holds at most {MAX_PLAYERS} players, counting those who have left."
            ),
            ChangeRefused::NotSeated => f.write_str("That player is not seated in the rounds to come."),
            ChangeRefused::TooFew { round, players } => write!(
                f,
                "Round {round} would seat only {players}: a table needs at least three players."
            ),
        }
    }
}

/// What the plan changed from a round on: who joins or comes back, who
/// leaves, and the tables then.
///
/// ```
/// use engine::night::{plan_night, Night, NightPlayer, NightRecord, OddSize, PlanRequest, RoundEnd};
/// use engine::{rules::RuleSet, Points};
/// use words::night_comings::plan_changes;
/// let request = PlanRequest { players: 9, rounds: 3, prefer: OddSize::Five, seed: 1 };
/// let mut night = Night::new(NightRecord {
///     id: "n".into(), name: "Tuesday".into(), created: "2026-11-29T19:00:00Z".into(),
///     players: (1..=9).map(|n| format!("P{n}")).collect(), starting_points: Points(2000),
///     round_end: RoundEnd::Hands(8), preset: "BMJA".into(), rules: RuleSet::bmja(),
///     plan: plan_night(&request).unwrap(), started: vec!["2026-11-29T19:05:00Z".into()],
///     results: Vec::new(), redraws: 0,
/// }).unwrap();
/// night.add_player("Dora").unwrap();
/// night.player_leaves(NightPlayer(0)).unwrap();
/// assert_eq!(
///     plan_changes(&night),
///     ["From round 2: Dora joins; P1 leaves after round 1; 9 players at one table of four and one of five."]
/// );
/// ```
pub fn plan_changes(night: &Night) -> Vec<String> {
    let changes = night.plan_changes();
    changes.iter().map(|c| plan_change(night, c)).collect()
}

fn plan_change(night: &Night, change: &PlanChange) -> String {
    let earlier = |p: &NightPlayer| {
        let before = (1..change.round.number()).filter_map(Round::new);
        before.into_iter().any(|r| night.seated_in(r).contains(p))
    };
    let names = |players: Vec<&NightPlayer>| -> Vec<String> {
        let named = players.into_iter().map(|&p| night.player(p).unwrap_or("?"));
        named.map(String::from).collect()
    };
    let (back, new): (Vec<&NightPlayer>, Vec<&NightPlayer>) =
        change.joined.iter().partition(|p| earlier(p));
    let mut parts = Vec::new();
    for (players, one, more) in [(new, "joins", "join"), (back, "is back", "are back")] {
        let players = names(players);
        if !players.is_empty() {
            let verb = if players.len() == 1 { one } else { more };
            parts.push(format!("{} {verb}", join_list(&players)));
        }
    }
    let left = names(change.left.iter().collect());
    if !left.is_empty() {
        let after = change.round.number().saturating_sub(1);
        let verb = if left.len() == 1 { "leaves" } else { "leave" };
        parts.push(format!("{} {verb} after round {after}", join_list(&left)));
    }
    let seated = night.seated_in(change.round).len();
    let drawn = match Layout::new(seated, night.plan().layout().odd_size) {
        Some(layout) => {
            let line = tables(&layout, layout.odd_size);
            let line = line.trim_end_matches('.');
            let mut first = line.chars();
            let lower = first.next().map(|c| c.to_lowercase().collect::<String>());
            format!(
                "; {seated} players at {}{}",
                lower.unwrap_or_default(),
                first.as_str()
            )
        }
        None => String::new(),
    };
    format!("From round {}: {}{drawn}.", change.round, parts.join("; "))
}

/// How the standings rank, and why per table where they do.
///
/// ```
/// use engine::night::{RankedBy, Ranking};
/// use words::night_comings::ranked;
/// assert_eq!(ranked(Ranking::Net, RankedBy::Sums), "Ranked by net points.");
/// ```
pub fn ranked(ranking: Ranking, by: RankedBy) -> &'static str {
    match (ranking, by) {
        (Ranking::Net, RankedBy::Sums) => "Ranked by net points.",
        (Ranking::TablePoints, RankedBy::Sums) => "Ranked by table points, then net points.",
        (Ranking::Net, RankedBy::PerTable) => {
            "Ranked by net points a table, as not everyone has played as many tables: the final as a % of the opening ranks the same way."
        }
        (Ranking::TablePoints, RankedBy::PerTable) => {
            "Ranked by table points a table, then net points a table, as not everyone has played as many tables."
        }
    }
}

/// What the organiser is told a change did.
pub fn seated_from(name: &str, round: Round) -> String {
    format!("{} is seated from round {round}.", name.trim())
}

/// What the organiser is told a leaving did.
pub fn leaves_after(name: &str, round: Round) -> String {
    let after = round.number().saturating_sub(1);
    format!("{name} leaves after round {after}.")
}

/// What a change does, said above the form.
pub fn changes_from(round: Round) -> String {
    format!("A change seats players from round {round} on; the rounds started stay as they are.")
}

/// The label of the button that brings a player back: its words, and its
/// name with the player's.
pub fn back_from(name: &str, round: Round) -> (String, String) {
    let words = format!("Back from round {round}");
    (words, format!("{name} is back from round {round}"))
}

/// The label of the button that takes a player out.
pub fn leaves_label(name: &str) -> String {
    format!("{name} leaves after this round")
}
