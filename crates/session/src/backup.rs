//! Backups of the kept matches: when the last was saved, and when to remind
//! the players to save one (a browser may clear what it keeps).

use super::Session;
use engine::clock::days_between;
use storage::library::setting_key;
use storage::{KeyValue, Library};

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
        // A date that cannot be read: better a reminder than none.
        days_between(&since, &self.now()).is_none_or(|days| days >= REMIND_AFTER_DAYS)
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
