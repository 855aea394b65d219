//! The words of a club night's board, the big screen in the hall: the
//! round and its clock, each table's hands, and the next round's seats.

use engine::night::{Night, ResultLength, Round, RoundEnd, RoundLeft, Table};

/// The round in play and how many there are, or what comes first or last.
///
/// ```
/// use engine::night::Round;
/// use words::night_board::round_line;
/// assert_eq!(round_line(Some(Round::new(2).unwrap()), 4), "Round 2 of 4");
/// assert_eq!(round_line(None, 4), "The night has not started");
/// ```
pub fn round_line(in_play: Option<Round>, rounds: usize) -> String {
    match in_play {
        Some(round) => format!("Round {round} of {rounds}"),
        None => "The night has not started".into(),
    }
}

/// How much of a round is left, and whether it is the last five minutes:
/// a round on time counted from its start, at `now` (ISO 8601).
pub fn clock(night: &Night, round: Round, now: &str) -> Option<(String, bool)> {
    let RoundEnd::Minutes(length) = night.round_end() else {
        return Some((
            format!("{} hands a table", hands_of(night.round_end())?),
            false,
        ));
    };
    let mut setup = night.table_setup(round, Table::FIRST)?;
    setup.table.started = night.started().get(round.index()).cloned();
    let left = setup.table.left(0, None, now)?;
    Some(match left {
        RoundLeft::Minutes(m) => (minutes_left(m), false),
        RoundLeft::NearlyUp(m) => (minutes_left(m), true),
        RoundLeft::TimeUp | RoundLeft::Over => ("Time is up: finish the hand in play".into(), true),
        RoundLeft::Hands(_) | RoundLeft::LastHand => (format!("{length} minutes a round"), false),
    })
}

fn hands_of(end: RoundEnd) -> Option<u16> {
    match end {
        RoundEnd::Hands(n) => Some(n),
        RoundEnd::Minutes(_) => None,
    }
}

fn minutes_left(m: u16) -> String {
    format!("{} left", crate::counted(u64::from(m), "minute", "minutes"))
}

/// A table of the round in play, as far as the board knows it.
///
/// ```
/// use engine::night::{ResultLength, Table};
/// use words::night_board::table_line;
/// let two = Table::new(2).unwrap();
/// assert_eq!(table_line(two, ResultLength::Playing { played: 3, of: 5 }), "Table 2: 3 of 5 hands");
/// assert_eq!(table_line(two, ResultLength::NotRead), "Table 2: playing");
/// ```
pub fn table_line(table: Table, length: ResultLength) -> String {
    let how = match length {
        ResultLength::NotRead => "playing".to_string(),
        ResultLength::Playing { played, of } => format!("{played} of {of} hands"),
        ResultLength::Short { played, of } => format!("finished, {played} of {of} hands"),
        ResultLength::Whole { of, .. } => format!("finished, {of} hands"),
        ResultLength::Timed { played } => format!("finished, {played} hands"),
    };
    format!("Table {table}: {how}")
}

/// A table's seats in a round: each player with their seat wind for the
/// table's first hand; at a table of five, the fifth sits it out.
///
/// ```
/// use words::night_board::seats_line;
/// let names = ["Ann", "Bob", "Cat", "Dan", "Eve"].map(String::from);
/// assert_eq!(seats_line(&names[..4]), "East Ann, South Bob, West Cat, North Dan");
/// assert_eq!(seats_line(&names), "East Ann, South Bob, West Cat, North Dan; Eve sits out the first hand");
/// ```
pub fn seats_line(names: &[String]) -> String {
    let seats: Vec<String> = names
        .iter()
        .zip(SEAT_WINDS)
        .map(|(name, wind)| format!("{wind} {name}"))
        .collect();
    match names.get(4) {
        Some(fifth) => format!("{}; {fifth} sits out the first hand", seats.join(", ")),
        None => seats.join(", "),
    }
}

/// The seat winds of a table's first hand, seat 1 first.
const SEAT_WINDS: [&str; 4] = ["East", "South", "West", "North"];

/// Where a player sits in one round, for their slip: the table, the seat
/// and its wind for the table's first hand.
///
/// ```
/// use engine::night::{Round, Table};
/// use words::night_board::slip_line;
/// let (round, table) = (Round::new(2).unwrap(), Table::new(3).unwrap());
/// assert_eq!(slip_line(round, table, 0), "Round 2: table 3, seat 1, East for the first hand");
/// assert_eq!(slip_line(round, table, 4), "Round 2: table 3, seat 5, sits out the first hand");
/// ```
pub fn slip_line(round: Round, table: Table, seat: usize) -> String {
    let first = match SEAT_WINDS.get(seat) {
        Some(wind) => format!("{wind} for the first hand"),
        None => "sits out the first hand".into(),
    };
    format!("Round {round}: table {table}, seat {}, {first}", seat + 1)
}

/// Every seat a player takes in the night, a line a round.
pub fn player_slip(night: &Night, player: engine::night::NightPlayer) -> Vec<String> {
    night
        .plan()
        .by_round()
        .filter_map(|(round, seats)| {
            seats.by_table().find_map(|(table, players)| {
                let seat = players.iter().position(|p| *p == player)?;
                Some(slip_line(round, table, seat))
            })
        })
        .collect()
}

/// How fair the plan is: how many pairs meet again, and who sits at a
/// table of three or five more than once.
///
/// ```
/// use engine::night::{figures, plan_night, OddSize, PlanRequest};
/// use words::night_board::plan_fairness;
/// let plan = plan_night(&PlanRequest { players: 16, rounds: 5, prefer: OddSize::Five, seed: 7 }).unwrap();
/// let names: Vec<String> = (1..=16).map(|n| format!("P{n}")).collect();
/// assert_eq!(plan_fairness(&figures(&plan), &names, &plan), "No two players meet more than once.");
/// ```
pub fn plan_fairness(
    figures: &engine::night::PlanFigures,
    names: &[String],
    plan: &engine::night::Plan,
) -> String {
    let pairs = match (figures.repeated_pairs, figures.most_meetings) {
        (0, _) => "No two players meet more than once.".to_string(),
        (1, most) => format!("One pair of players meets {most} times."),
        (n, most) => format!("{n} pairs of players meet more than once, at most {most} times."),
    };
    let again: Vec<String> = figures
        .odd_seats
        .iter()
        .enumerate()
        .filter(|&(_, &rounds)| rounds > 1)
        .map(|(p, rounds)| format!("{} ({rounds})", names.get(p).map_or("?", String::as_str)))
        .collect();
    let sizes = || {
        plan.rounds()
            .iter()
            .flat_map(|r| r.tables().map(<[_]>::len))
    };
    let odd = match (sizes().any(|s| s == 3), sizes().any(|s| s == 5)) {
        (false, false) => return pairs,
        (true, false) => "three",
        (false, true) => "five",
        (true, true) => "three or five",
    };
    let tables = match again.as_slice() {
        [] => format!("Nobody sits at a table of {odd} more than once."),
        more => format!(
            "At a table of {odd} more than once: {}.",
            crate::join_list(more)
        ),
    };
    format!("{pairs} {tables}")
}

/// The board of a night that is not on this device.
pub const NOT_HERE: &str =
    "This night is not on this device: it was deleted, or drawn up on another device and not sent here.";
