//! What the club night's screen says of its seating plan.

use crate::engine::night::{Layout, OddSize, PlanProblem, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS};

/// Why a night could not be planned.
///
/// ```
/// use mahjong_scorer::engine::night::PlanProblem;
/// use mahjong_scorer::words::night::plan_problem;
/// assert_eq!(plan_problem(&PlanProblem::Players(6)), "A club night seats 8 to 40 players, not 6.");
/// assert_eq!(plan_problem(&PlanProblem::Rounds(0)), "A club night has 1 to 8 rounds, not 0.");
/// ```
pub fn plan_problem(problem: &PlanProblem) -> String {
    match problem {
        PlanProblem::Players(n) => {
            format!("A club night seats {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}.")
        }
        PlanProblem::Rounds(n) => format!("A club night has 1 to {MAX_ROUNDS} rounds, not {n}."),
    }
}

/// What the tables are, and why, when they are not of the size asked for.
///
/// ```
/// use mahjong_scorer::engine::night::{Layout, OddSize};
/// use mahjong_scorer::words::night::tables;
/// let eleven = Layout::new(11, OddSize::Five).unwrap();
/// assert_eq!(
///     tables(&eleven, OddSize::Five),
///     "Two tables of four and one of three: 11 players cannot sit at tables of four and five."
/// );
/// let ten = Layout::new(10, OddSize::Five).unwrap();
/// assert_eq!(tables(&ten, OddSize::Five), "Two tables of five.");
/// ```
pub fn tables(layout: &Layout, prefer: OddSize) -> String {
    let players = layout
        .fours
        .saturating_mul(4)
        .saturating_add(layout.odd_seats());
    let kinds = [
        (layout.fours, "four"),
        (layout.odd_tables, size(layout.odd_size)),
    ];
    let list: Vec<String> = kinds
        .iter()
        .filter(|(count, _)| *count > 0)
        .enumerate()
        .map(|(i, &(count, of))| match (i, count) {
            (0, 1) => format!("{} table of {of}", number(count)),
            (0, _) => format!("{} tables of {of}", number(count)),
            _ => format!("{} of {of}", number(count).to_lowercase()),
        })
        .collect();
    let list = list.join(" and ");
    match layout.keeps(prefer) {
        true => format!("{list}."),
        false => format!(
            "{list}: {players} players cannot sit at tables of four and {}.",
            size(prefer)
        ),
    }
}

fn size(odd: OddSize) -> &'static str {
    match odd {
        OddSize::Five => "five",
        OddSize::Three => "three",
    }
}

/// A count of tables as a word, capitalised to start the sentence.
fn number(n: usize) -> String {
    let words = [
        "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
    ];
    n.checked_sub(1)
        .and_then(|i| words.get(i))
        .map_or_else(|| n.to_string(), |w| w.to_string())
}
