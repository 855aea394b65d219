//! The working of a score as terms, each with the rule behind it
//! (docs/rules.md §4.3): the words the working is read in, and the terms a
//! player can follow to the rule that gives them.

use super::breakdown::Part;
use super::Arrangement;
use crate::rules::DoubleItem;
use crate::score::PointsItem;
use std::fmt;

/// A piece of the working.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Term {
    /// Signs and sums between terms: `" + "`, `" = 42; "`.
    Joining(String),
    /// A term of the sum or a double, and the rule it comes from.
    Ruled(String, TermRule),
}

/// The rule behind a term of the working.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TermRule {
    /// A set, pair, bonus tile, going out, or a special hand's value.
    Points(PointsItem),
    /// A double.
    Double(DoubleItem),
    /// The limit.
    Limit,
}

impl Term {
    /// The term's words.
    pub fn text(&self) -> &str {
        match self {
            Term::Joining(text) | Term::Ruled(text, _) => text,
        }
    }
}

fn joining(text: impl Into<String>) -> Term {
    Term::Joining(text.into())
}

/// Terms with `between` between each two.
fn joined(terms: impl IntoIterator<Item = Term>, between: &str) -> Vec<Term> {
    let mut out = Vec::new();
    for term in terms {
        if !out.is_empty() {
            out.push(joining(between));
        }
        out.push(term);
    }
    out
}

fn written(terms: &[Term], f: &mut fmt::Formatter<'_>) -> fmt::Result {
    terms.iter().try_for_each(|t| f.write_str(t.text()))
}

impl Part {
    /// `concealed minor pung 4 + Mah-Jong 20 = 24; × 2 dragon set = 48`,
    /// term by term.
    pub fn working(&self) -> Vec<Term> {
        let lines = self
            .lines
            .iter()
            .map(|l| Term::Ruled(l.to_string(), TermRule::Points(l.item)));
        let mut terms = joined(lines, " + ");
        if terms.is_empty() {
            terms.push(joining("0"));
        }
        if self.doubles.is_empty() {
            if self.lines.len() > 1 {
                terms.push(joining(format!(" = {}", self.basic())));
            }
            return terms;
        }
        terms.push(joining(format!(" = {}; ", self.basic())));
        let doubles = self
            .doubles
            .iter()
            .map(|d| Term::Ruled(d.to_string(), TermRule::Double(d.item)));
        terms.extend(joined(doubles, " "));
        terms.push(joining(format!(" = {}", self.total())));
        terms
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        written(&self.working(), f)
    }
}

impl Arrangement {
    /// The whole working, term by term: each stage, their sum where there
    /// are several, and the limit where it holds.
    pub fn working(&self) -> Vec<Term> {
        let mut terms = match self.parts.as_slice() {
            [one] => one.working(),
            parts => {
                let mut terms = vec![joining("(")];
                for (i, part) in parts.iter().enumerate() {
                    if i > 0 {
                        terms.push(joining(") + ("));
                    }
                    terms.extend(part.working());
                }
                terms.push(joining(format!(") = {}", self.unlimited)));
                terms
            }
        };
        if self.limited != self.unlimited {
            terms.push(joining("; "));
            terms.push(Term::Ruled(
                format!("limit {}", self.limited),
                TermRule::Limit,
            ));
        }
        terms
    }
}

impl fmt::Display for Arrangement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        written(&self.working(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::form::SetKind;
    use crate::score::{ArrangementKind, DoubleLine, PointsLine};
    use crate::Points;

    fn part() -> Part {
        Part {
            lines: vec![
                PointsLine {
                    item: PointsItem::Set(SetKind::ALL[1]),
                    count: 1,
                    each: Points(4),
                },
                PointsLine {
                    item: PointsItem::MahJong,
                    count: 1,
                    each: Points(20),
                },
            ],
            doubles: vec![DoubleLine {
                item: DoubleItem::DragonSet,
                times: 1,
                factor: 2,
            }],
        }
    }

    #[test]
    fn each_term_names_its_rule_and_the_joins_carry_the_sums() {
        let terms = part().working();
        let rules: Vec<TermRule> = terms
            .iter()
            .filter_map(|t| match t {
                Term::Ruled(_, rule) => Some(*rule),
                Term::Joining(_) => None,
            })
            .collect();
        assert_eq!(
            rules,
            [
                TermRule::Points(PointsItem::Set(SetKind::ALL[1])),
                TermRule::Points(PointsItem::MahJong),
                TermRule::Double(DoubleItem::DragonSet),
            ]
        );
        assert_eq!(
            part().to_string(),
            "concealed minor pung 4 + Mah-Jong 20 = 24; × 2 dragon set = 48"
        );
    }

    #[test]
    fn stages_are_summed_and_the_limit_is_a_term_of_its_own() {
        let arrangement =
            Arrangement::new(ArrangementKind::Normal, vec![part(), part()], Points(90));
        let working = arrangement.working();
        assert_eq!(
            working.last(),
            Some(&Term::Ruled("limit 90".into(), TermRule::Limit))
        );
        assert_eq!(
            arrangement.to_string(),
            "(concealed minor pung 4 + Mah-Jong 20 = 24; × 2 dragon set = 48) + \
             (concealed minor pung 4 + Mah-Jong 20 = 24; × 2 dragon set = 48) = 96; limit 90"
        );
    }
}
