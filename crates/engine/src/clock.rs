//! Times as the app keeps them: ISO 8601 text in UTC
//! (`2026-11-25T19:30:00.000Z`), read for whole days and seconds. Pure, so
//! the bin's thirty days and a round's minutes are worked out here.

/// Days since 1970-01-01 of an ISO 8601 date (`YYYY-MM-DD…`).
fn day_number(iso: &str) -> Option<i64> {
    let year: i64 = iso.get(0..4)?.parse().ok()?;
    let month: i64 = iso.get(5..7)?.parse().ok()?;
    let day: i64 = iso.get(8..10)?.parse().ok()?;
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    // Days from civil, after Howard Hinnant's algorithm.
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

/// Whole days from one ISO 8601 date to another, if both read as dates.
///
/// ```
/// use engine::clock::days_between;
/// assert_eq!(days_between("2026-12-31T23:00:00Z", "2027-01-01T01:00:00Z"), Some(1));
/// assert_eq!(days_between("2028-02-28", "2028-03-01"), Some(2));
/// assert_eq!(days_between("garbage", "2028-03-01"), None);
/// ```
pub fn days_between(from: &str, to: &str) -> Option<i64> {
    Some(day_number(to)? - day_number(from)?)
}

/// Seconds since 1970-01-01T00:00:00Z of an ISO 8601 time in UTC
/// (`YYYY-MM-DDTHH:MM:SS`, any fraction and the `Z` after it ignored).
///
/// ```
/// use engine::clock::seconds_of;
/// assert_eq!(seconds_of("1970-01-02T00:00:01.500Z"), Some(86_401));
/// assert_eq!(seconds_of("2026-11-25T19:30:00Z"), Some(1_795_635_000));
/// assert_eq!(seconds_of("2026-11-25"), None);
/// assert_eq!(seconds_of("2026-11-25T25:00:00Z"), None);
/// ```
pub fn seconds_of(iso: &str) -> Option<i64> {
    let days = day_number(iso)?;
    if iso.get(10..11)? != "T" {
        return None;
    }
    let part = |from: usize, most: i64| {
        let n: i64 = iso.get(from..from + 2)?.parse().ok()?;
        (0..=most).contains(&n).then_some(n)
    };
    let (hours, minutes, seconds) = (part(11, 23)?, part(14, 59)?, part(17, 60)?);
    Some(days * 86_400 + hours * 3_600 + minutes * 60 + seconds)
}

#[cfg(test)]
mod tests {
    use super::day_number;

    #[test]
    fn days_are_counted_across_months_leap_days_and_years() {
        assert_eq!(day_number("1970-01-01T00:00:00Z"), Some(0));
        assert_eq!(day_number("2000-03-01"), Some(11_017));
        let days = |a, b| Some(day_number(b)? - day_number(a)?);
        assert_eq!(
            days("2026-11-22T23:59:59Z", "2026-11-25T00:00:00Z"),
            Some(3)
        );
        assert_eq!(days("2024-02-28", "2024-03-01"), Some(2));
        assert_eq!(days("2023-02-28", "2023-03-01"), Some(1));
        assert_eq!(days("2026-12-30", "2027-01-02"), Some(3));
        for bad in [
            "",
            "2026",
            "2026-13-01",
            "2026-00-10",
            "2026-11-32",
            "20é6-11-25",
            "year-mo-dy",
        ] {
            assert_eq!(day_number(bad), None, "{bad}");
        }
    }
}
