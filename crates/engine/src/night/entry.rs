//! A club night as the organiser types it (docs/rules.md §13.1): the players one a
//! line, the rounds, how a round ends, the odd tables' size and the
//! starting points; read into a [`Night`] with its plan drawn.

use super::evening::{Night, NightRecord};
use super::table::RoundEnd;
use super::{plan_night, OddSize, PlanProblem, PlanRequest, MAX_NIGHT_NAME};
use crate::players::{name_fault, NameFault};
use crate::rules::RuleSet;
use crate::setup::MAX_STARTING_POINTS;
use crate::Points;

/// The night's form as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NightEntry {
    /// The night's name.
    pub name: String,
    /// The players here, one a line (pasted or typed).
    pub players: String,
    /// How many rounds are played.
    pub rounds: usize,
    /// How a round ends.
    pub round_end: RoundEnd,
    /// Tables of five or of three where the count does not divide by four.
    pub prefer: OddSize,
    /// Points each player starts each table with, as typed.
    pub starting_points: String,
}

impl Default for NightEntry {
    fn default() -> Self {
        NightEntry {
            name: String::new(),
            players: String::new(),
            rounds: 3,
            round_end: RoundEnd::Hands(16),
            prefer: OddSize::Five,
            starting_points: "2000".into(),
        }
    }
}

/// What stops a night being drawn up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NightProblem {
    /// Too few or too many players, or rounds.
    Plan(PlanProblem),
    /// A name given twice (by [`name_key`](crate::players::name_key):
    /// case and spaces aside).
    DuplicateName(String),
    /// A name longer than the sheet can show.
    LongName(String),
    /// A night's name longer than [`MAX_NIGHT_NAME`] characters.
    LongNightName,
    /// Starting points that are not a whole number in range.
    StartingPoints,
    /// A round of no hands or no minutes.
    EmptyRound,
    /// House rules of a name no preset has.
    UnknownPreset(String),
}

/// The names the players box holds: one a line, spaces trimmed, blank
/// lines left out.
///
/// ```
/// use engine::night::names_typed;
/// assert_eq!(names_typed(" Rod \n\nBill\r\nBen"), ["Rod", "Bill", "Ben"]);
/// ```
pub fn names_typed(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(String::from)
        .collect()
}

impl NightEntry {
    /// Every problem with the entry, empty when the night can be drawn up.
    pub fn problems(&self) -> Vec<NightProblem> {
        let names = names_typed(&self.players);
        let mut problems = Vec::new();
        let request = self.request(names.len(), 0);
        if let Err(p) = plan_night(&PlanRequest {
            rounds: 1,
            ..request
        }) {
            problems.push(NightProblem::Plan(p));
        }
        if let Err(p) = plan_night(&PlanRequest {
            players: 8,
            ..request
        }) {
            problems.push(NightProblem::Plan(p));
        }
        for (i, name) in names.iter().enumerate() {
            match name_fault(&names, i) {
                Some(NameFault::SameAs(_)) => {
                    problems.push(NightProblem::DuplicateName(name.clone()));
                }
                Some(NameFault::Long) => problems.push(NightProblem::LongName(name.clone())),
                Some(NameFault::Blank) | None => {}
            }
        }
        if self.name.trim().chars().count() > MAX_NIGHT_NAME {
            problems.push(NightProblem::LongNightName);
        }
        if self.points().is_none() {
            problems.push(NightProblem::StartingPoints);
        }
        if matches!(self.round_end, RoundEnd::Hands(0) | RoundEnd::Minutes(0)) {
            problems.push(NightProblem::EmptyRound);
        }
        problems
    }

    /// The night, its plan drawn with this seed (which names it), or every
    /// problem with the entry.
    pub fn draw_up(
        &self,
        rules: (&str, &RuleSet),
        seed: u64,
        created: &str,
    ) -> Result<Night, Vec<NightProblem>> {
        let problems = self.problems();
        let players = names_typed(&self.players);
        let plan = plan_night(&self.request(players.len(), seed));
        let (Ok(plan), Some(starting_points), true) = (plan, self.points(), problems.is_empty())
        else {
            return Err(problems);
        };
        let (preset, rules) = rules;
        let record = NightRecord {
            id: format!("{seed:016x}"),
            name: self.name.trim().to_string(),
            created: created.to_string(),
            players,
            starting_points,
            round_end: self.round_end,
            preset: preset.to_string(),
            rules: rules.clone(),
            plan,
            started: Vec::new(),
            results: Vec::new(),
            redraws: 0,
        };
        // A plan just drawn seats each player once a round: always sound.
        Night::new(record).map_err(|_| problems)
    }

    fn request(&self, players: usize, seed: u64) -> PlanRequest {
        PlanRequest {
            players,
            rounds: self.rounds,
            prefer: self.prefer,
            seed,
        }
    }

    fn points(&self) -> Option<Points> {
        let points = self.starting_points.trim().replace(',', "").parse::<i64>();
        let points = points
            .ok()
            .filter(|p| (0..=MAX_STARTING_POINTS).contains(p));
        points.map(Points)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(players: usize) -> NightEntry {
        NightEntry {
            name: "Tuesday".into(),
            players: (1..=players).map(|n| format!("P{n}\n")).collect(),
            rounds: 2,
            ..NightEntry::default()
        }
    }

    #[test]
    fn a_night_of_nine_is_drawn_up_with_its_seed_as_its_id() {
        let night = entry(9)
            .draw_up(("BMJA", &RuleSet::bmja()), 255, "now")
            .unwrap();
        assert_eq!(night.id(), "00000000000000ff");
        assert_eq!(night.players().len(), 9);
        assert_eq!(night.plan().rounds().len(), 2);
        assert_eq!(night.starting_points(), Points(2000));
    }

    #[test]
    fn what_cannot_be_drawn_up_says_every_reason() {
        let mut bad = entry(6);
        bad.players.push_str("p1\n");
        bad.rounds = 9;
        bad.starting_points = "lots".into();
        bad.round_end = RoundEnd::Minutes(0);
        assert_eq!(
            bad.problems(),
            [
                NightProblem::Plan(PlanProblem::Players(7)),
                NightProblem::Plan(PlanProblem::Rounds(9)),
                NightProblem::DuplicateName("p1".into()),
                NightProblem::StartingPoints,
                NightProblem::EmptyRound,
            ]
        );
        let drawn = bad.draw_up(("BMJA", &RuleSet::bmja()), 1, "now");
        assert_eq!(drawn.map(|n| n.id().to_string()), Err(bad.problems()));
    }
}
