//! Backups of the kept matches: when the last was saved, and when to remind
//! the players to save one (a browser may clear what it keeps).

use super::Session;
use crate::storage::library::setting_key;
use crate::storage::{KeyValue, Library};

/// Days after the last backup (or the first kept match) before a reminder.
pub const REMIND_AFTER_DAYS: i64 = 3;

/// The setting that holds when the last backup was saved.
const LAST_BACKUP: &str = "backup";

/// What the session knows of backups.
#[derive(Clone, Debug, Default)]
pub(super) struct Backups {
    /// When the last was saved (ISO 8601), as kept in storage.
    last: Option<String>,
    /// "Not now" was said to the reminder in this visit.
    put_off: bool,
}

impl Backups {
    pub(super) fn read<S: KeyValue>(library: &Library<S>) -> Backups {
        Backups {
            last: library.setting(LAST_BACKUP),
            put_off: false,
        }
    }

    /// Takes in a key another tab wrote: the last backup's date, when it is
    /// that key.
    pub(super) fn follow(&mut self, key: &str, value: Option<&str>) {
        if key == setting_key(LAST_BACKUP) {
            self.last = value.map(str::to_string);
        }
    }
}

impl<S: KeyValue> Session<S> {
    /// When the kept matches were last saved as a backup (ISO 8601).
    pub fn last_backup(&self) -> Option<&str> {
        self.backup.last.as_deref()
    }

    /// Whether to remind the players to save a backup: a kept match has
    /// changed since the last backup (there are matches and none was ever
    /// saved), at least [`REMIND_AFTER_DAYS`] days have passed since that
    /// backup (or since the first match was started), and the reminder was
    /// not put off in this visit.
    pub fn backup_due(&self) -> bool {
        if self.backup.put_off {
            return false;
        }
        let matches = self.matches();
        let Some(changed) = matches.iter().map(|m| m.updated.as_str()).max() else {
            return false;
        };
        let since = match self.last_backup() {
            Some(last) if changed <= last => return false,
            Some(last) => last.to_string(),
            None => match matches.iter().map(|m| m.created.as_str()).min() {
                Some(first) => first.to_string(),
                None => return false,
            },
        };
        match (day_number(&self.now()), day_number(&since)) {
            (Some(today), Some(then)) => today - then >= REMIND_AFTER_DAYS,
            // A date that cannot be read: better a reminder than none.
            _ => true,
        }
    }

    /// A backup of every kept match was saved now.
    pub fn backup_saved(&mut self) {
        let now = self.now();
        let saved = self.library.set_setting(LAST_BACKUP, &now);
        self.backup.last = Some(now);
        self.note(saved);
    }

    /// Whether "Not now" was said to the reminder in this visit.
    pub fn backup_put_off(&self) -> bool {
        self.backup.put_off
    }

    /// "Not now": no reminder again in this visit.
    pub fn put_off_backup(&mut self) {
        self.backup.put_off = true;
    }
}

/// The day of an ISO 8601 date (`2026-11-25T…`), counted from 1970-01-01.
fn day_number(iso: &str) -> Option<i64> {
    let year: i64 = iso.get(0..4)?.parse().ok()?;
    let month: i64 = iso.get(5..7)?.parse().ok()?;
    let day: i64 = iso.get(8..10)?.parse().ok()?;
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    // Counted from 1 March, so the leap day ends the year (the civil
    // calendar's usual reckoning).
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let day_of_year = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    Some(era * 146_097 + day_of_era - 719_468)
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
