//! Every hand worked in the source documents, scored by the engine.

use crate::common;

use engine::form::violations;
use engine::score::{score_hand, ArrangementKind};
use engine::{Points, RuleSet};

fn check(line: usize, cols: &[&str]) -> Result<(), String> {
    let [name, ctx, form, scored_as, unlimited, limited] = cols else {
        return Err(format!(
            "line {line}: expected 6 columns, found {}",
            cols.len()
        ));
    };
    let ctx = common::context(ctx)?;
    let form = common::at_seat(common::form(form)?, &ctx);
    let problems = violations(&form, &ctx);
    if !problems.is_empty() {
        return Err(format!("{name}: the form is impossible: {problems:?}"));
    }
    let score = score_hand(&form, &ctx, &RuleSet::bmja());
    let arrangement = match *scored_as {
        "best" => score.best(),
        "normal" | "declared" => score
            .arrangements
            .iter()
            .find(|a| (a.kind == ArrangementKind::Normal) == (*scored_as == "normal"))
            .ok_or_else(|| format!("{name}: no {scored_as} arrangement"))?,
        other => return Err(format!("{name}: unknown arrangement {other}")),
    };
    let want = |s: &str| {
        s.parse()
            .map(Points)
            .map_err(|_| format!("{name}: bad number {s}"))
    };
    let (want_unlimited, want_limited) = (want(unlimited)?, want(limited)?);
    if (arrangement.unlimited, arrangement.limited) != (want_unlimited, want_limited) {
        return Err(format!(
            "{name} (line {line}): expected {want_unlimited} / {want_limited}, scored {} / {}: {arrangement}",
            arrangement.unlimited, arrangement.limited
        ));
    }
    Ok(())
}

#[test]
fn every_rulebook_hand_scores_as_the_rulebook_says() {
    common::check_rows(include_str!("golden/hands.txt"), 30, check);
}
