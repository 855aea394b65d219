//! The season's standings as CSV: one row per player, every figure a plain
//! number (money in units with two decimals, the currency in the header).

use super::{csv_field, number, plain_text};
use crate::tenths;
use engine::money::{PointsPerUnit, Tally};
use engine::season::{Column, Figure, Season};

/// The standings as CSV, in the rows' order and the standings' columns:
/// player, other spellings, matches, hands played, hands won, net points,
/// net money (where any match kept money), average per hand, biggest hand
/// with its match and day, and the special hands made.
pub fn season_csv(season: &Season) -> String {
    let money = Tally::Money {
        ratio: PointsPerUnit::One,
        symbol: String::new(),
    };
    let header = season.columns().flat_map(|c| headings(c, season)).collect();
    let mut rows: Vec<Vec<String>> = vec![header];
    for row in &season.rows {
        let line = season.columns().flat_map(|c| fields(c.figure(row), &money));
        rows.push(line.collect());
    }
    rows.iter()
        .map(|r| r.iter().map(|c| csv_field(c)).collect::<Vec<_>>().join(","))
        .collect::<Vec<_>>()
        .join("\r\n")
        + "\r\n"
}

/// A column's headings: the player's other spellings and the biggest
/// hand's match and day have one each of their own, and net money names
/// its currency.
fn headings(column: Column, season: &Season) -> Vec<String> {
    let heading = column.heading();
    match column {
        Column::Player => vec![heading.into(), "Also written".into()],
        Column::NetMoney => {
            let unit = season.currency.as_deref().unwrap_or("money");
            vec![format!("{heading} ({unit})")]
        }
        Column::Biggest => vec![
            heading.into(),
            "Match of biggest hand".into(),
            "Day of biggest hand".into(),
        ],
        Column::Specials => vec![format!("{heading} made")],
        _ => vec![heading.into()],
    }
}

/// A column's fields for one player, each a plain number where it is one
/// (money in units with two decimals), empty where there is none.
fn fields(figure: Figure, money: &Tally) -> Vec<String> {
    match figure {
        Figure::Name(name, spellings) => {
            vec![plain_text(name), plain_text(&spellings.join("; "))]
        }
        Figure::Count(n) => vec![n.to_string()],
        Figure::Points(points) => vec![points.0.to_string()],
        Figure::Money(pennies) => vec![pennies.map_or(String::new(), |m| number(money, m))],
        Figure::Tenths(average) => vec![average.map_or(String::new(), tenths)],
        Figure::Biggest(Some(b)) => vec![
            b.points.0.to_string(),
            plain_text(&b.match_name),
            b.created.chars().take(10).collect(),
        ],
        Figure::Biggest(None) => vec![String::new(); 3],
        Figure::Specials(named) => vec![named.join("; ")],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::presets::Presets;
    use engine::season::{season, MatchFigures, NameLinks, PlayerFigures, SeasonFilter};
    use engine::{Points, RuleSet, SpecialHand};

    fn figures() -> Vec<MatchFigures> {
        let part = |name: &str, net: i64, money: Option<i64>| PlayerFigures {
            name: name.into(),
            hands_played: 3,
            hands_won: 1,
            net_points: Points(net),
            net_money: money,
            biggest: Some((Points(net.abs() + 10), 2)),
            specials: vec![SpecialHand::HeavensBlessing; usize::from(net > 0) * 2],
        };
        vec![MatchFigures {
            id: 1,
            name: "Club, night".into(),
            created: "2026-09-03T19:30:00Z".into(),
            rules: RuleSet::bmja(),
            currency: Some("£".into()),
            players: vec![part("=Rod", 65, Some(65)), part("Bill", -65, Some(-65))],
        }]
    }

    #[test]
    fn every_figure_is_a_plain_number() {
        let figures = figures();
        let s = season(
            &figures,
            &NameLinks::default(),
            &SeasonFilter::default(),
            &Presets::default(),
        );
        let csv = season_csv(&s);
        let mut reader = ::csv::Reader::from_reader(csv.as_bytes());
        let header: Vec<String> = reader.headers().unwrap().iter().map(String::from).collect();
        assert_eq!(header[6], "Net money (£)");
        let rows: Vec<::csv::StringRecord> = reader.records().map(Result::unwrap).collect();
        assert_eq!(&rows[0][0], "'=Rod", "a name is never a formula");
        for (row, (net, money, average)) in
            rows.iter().zip([(65.0, 0.65, 21.7), (-65.0, -0.65, -21.7)])
        {
            let number = |i: usize| row[i].parse::<f64>().unwrap();
            assert_eq!((number(2), number(3), number(4)), (1.0, 3.0, 1.0));
            assert_eq!((number(5), number(6), number(7)), (net, money, average));
            assert_eq!(number(8), 75.0);
            assert_eq!(&row[9], "Club, night");
            assert_eq!(&row[10], "2026-09-03");
        }
        assert_eq!(&rows[0][11], "Heaven's blessing × 2");
    }
}
