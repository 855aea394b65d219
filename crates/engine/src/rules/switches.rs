//! The on/off house rules (docs/rules.md §9): one row each, read by the editor and
//! written back into the rule values.

use super::{NoWinnerScoring, RuleValues};

/// One on/off house rule: its name in the editor and where it lives.
#[derive(Clone, Copy)]
pub struct RuleSwitch {
    /// A short name, unique among the switches (for element ids).
    pub name: &'static str,
    /// The label, which may quote other values of the rules.
    pub label: fn(&RuleValues) -> String,
    /// Whether it is on.
    pub get: fn(&RuleValues) -> bool,
    /// Turns it on or off.
    pub set: fn(&mut RuleValues, bool),
}

/// Every switch, in the editor's order.
pub const SWITCHES: [RuleSwitch; 7] = [
    RuleSwitch {
        name: "british",
        label: |_| {
            "British extensions (British special hands, all concealed, final discard)".into()
        },
        get: |v| v.british_extensions,
        set: |v, on| v.british_extensions = on,
    },
    RuleSwitch {
        name: "no-chows-four",
        label: |_| "No no-chows double with fewer than four players".into(),
        get: |v| v.no_chows_double_needs_four_players,
        set: |v, on| v.no_chows_double_needs_four_players = on,
    },
    RuleSwitch {
        name: "always-rotate",
        label: |_| "Always rotate the winds, even when East wins".into(),
        get: |v| v.always_rotate_winds,
        set: |v, on| v.always_rotate_winds = on,
    },
    RuleSwitch {
        name: "random-prevailing",
        label: |_| "Draw a random prevailing wind after each hand".into(),
        get: |v| v.random_prevailing_wind,
        set: |v, on| v.random_prevailing_wind = on,
    },
    RuleSwitch {
        name: "score-no-winner",
        label: |_| "Offer to score hands nobody won".into(),
        get: |v| v.no_winner_scoring == NoWinnerScoring::Ask,
        set: |v, on| {
            v.no_winner_scoring = match on {
                true => NoWinnerScoring::Ask,
                false => NoWinnerScoring::Never,
            }
        },
    },
    RuleSwitch {
        name: "warn-chows",
        label: |_| "Warn when a winner has more chows than BMJA allows".into(),
        get: |v| v.warn_chows,
        set: |v, on| v.warn_chows = on,
    },
    RuleSwitch {
        name: "two-player",
        label: |v| {
            format!(
                "Two players: warn when a winner has under {} doubles and {} points",
                v.two_player_min_doubles, v.two_player_min_points
            )
        },
        get: |v| v.two_player_minimum,
        set: |v, on| v.two_player_minimum = on,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_switch_reads_back_what_was_written() {
        for switch in SWITCHES {
            for on in [true, false] {
                let mut v = RuleValues::bmja();
                (switch.set)(&mut v, on);
                assert_eq!((switch.get)(&v), on, "{}", switch.name);
            }
        }
    }

    #[test]
    fn the_two_player_label_quotes_the_rules_own_minimum() {
        let mut v = RuleValues::bmja();
        let two_player = SWITCHES.iter().find(|s| s.name == "two-player").unwrap();
        assert_eq!(
            (two_player.label)(&v),
            "Two players: warn when a winner has under 4 doubles and 500 points"
        );
        v.two_player_min_doubles = 3;
        v.two_player_min_points = 300;
        assert!((two_player.label)(&v).contains("under 3 doubles and 300 points"));
    }
}
