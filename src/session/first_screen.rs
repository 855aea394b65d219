//! What the page's own script (scripts/first-screen.js) and the app agree
//! on, to show the new-match screen drawn into the page before the app's
//! module is in (docs/performance.md, *The first screen drawn into the
//! page*). The build writes [`rules`] into the page (scripts/prerender.mjs,
//! from `cargo run --example first_screen_rules`), so each rule has its one
//! home here and the app reads the same.

use super::Place;
use crate::storage::library::{KEEPING_NOTHING, PREFIX};
use serde::{Deserialize, Serialize};

/// How many characters of an ISO 8601 time are its day (`2026-11-26`).
pub const DAY_LENGTH: usize = 10;

/// The day of an ISO 8601 time.
pub fn day_of(iso: &str) -> String {
    iso.chars().take(DAY_LENGTH).collect()
}

/// The page's function the app hands the mounting of its screen to.
pub const TAKE_OVER: &str = "takeOver";
/// The id of the element holding the drawn screen.
pub const DRAWN: &str = "drawn";
/// The page's function called once the drawn screen is parsed.
pub const DRAWN_PARSED: &str = "drawnParsed";
/// The page's function called when the app's module cannot be fetched or
/// started.
pub const APP_MISSING: &str = "appMissing";
/// The performance mark of the moment the app takes over, which the
/// benchmark and the player flows read.
pub const APP_IN: &str = "app-in";
/// What the drawn screen holds in place of the day's date, put in when
/// the page is opened.
pub const TODAY: &str = "{today}";

/// The addresses the app opens on the new-match screen with nothing kept:
/// the page's own, and the new-match screen's.
pub fn first_screen_addresses() -> [String; 2] {
    [String::new(), Place::Setup.address()]
}

/// Whether nothing is kept yet, from the keys in storage: no key of the
/// app's but those keeping nothing the players made (the build last run).
/// A theme chosen is kept, so the app waits for the session as the page
/// does. Read without opening anything.
pub fn nothing_kept<K: AsRef<str>>(keys: &[K]) -> bool {
    let kept = |key: &str| key.starts_with(PREFIX) && !KEEPING_NOTHING.contains(&key);
    !keys.iter().any(|key| kept(key.as_ref()))
}

/// The rules the page's script reads, as the build writes them into it.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FirstScreenRules {
    /// Where the drawn screen may show: [`first_screen_addresses`].
    pub addresses: [String; 2],
    /// Every key of the app's starts so.
    pub key_prefix: &'static str,
    /// The app's keys that keep nothing the players made.
    pub keeping_nothing: Vec<&'static str>,
    /// [`DAY_LENGTH`].
    pub day_length: usize,
    /// [`TAKE_OVER`].
    pub take_over: &'static str,
    /// [`DRAWN`].
    pub drawn: &'static str,
    /// [`DRAWN_PARSED`].
    pub drawn_parsed: &'static str,
    /// [`APP_MISSING`].
    pub app_missing: &'static str,
    /// [`APP_IN`].
    pub app_in: &'static str,
    /// [`TODAY`].
    pub today: &'static str,
}

/// The rules as the app holds them.
pub fn rules() -> FirstScreenRules {
    FirstScreenRules {
        addresses: first_screen_addresses(),
        key_prefix: PREFIX,
        keeping_nothing: KEEPING_NOTHING.to_vec(),
        day_length: DAY_LENGTH,
        take_over: TAKE_OVER,
        drawn: DRAWN,
        drawn_parsed: DRAWN_PARSED,
        app_missing: APP_MISSING,
        app_in: APP_IN,
        today: TODAY,
    }
}

/// What was done on the drawn screen before the app's module was in, as
/// the page's script hands it over (`takeOver`): the app makes each entry
/// on its own controls and then each tap, in order.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Handed {
    /// Each control whose value or tick was changed, as it stands.
    pub entries: Vec<Entry>,
    /// The control that had the focus, with its caret or selection.
    pub focus: Option<Focus>,
    /// The buttons tapped, in order.
    pub taps: Vec<Control>,
}

/// A control of the drawn screen, found on the app's by its id, or (one
/// with none, as a button) by its kind and words as drawn, the n-th of
/// those: so a notice the app shows first, with buttons of its own, moves
/// nothing.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum Control {
    /// A control with an id.
    Id {
        /// Its id.
        id: String,
    },
    /// A control without one.
    Words {
        /// Its element's name: `BUTTON`, `INPUT`.
        tag: String,
        /// Its words, trimmed.
        words: String,
        /// How many before it on the screen have the same tag and words.
        nth: usize,
    },
}

/// What a control holds.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    /// The control.
    pub control: Control,
    /// Its value (a field's text, a select's choice), or none for a tick.
    pub value: Option<String>,
    /// Whether a tick or a radio button is ticked.
    pub checked: Option<bool>,
}

/// The control with the focus.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Focus {
    /// The control.
    pub control: Control,
    /// Where its selection starts and ends, in a field with a caret.
    pub selection: Option<(u32, u32)>,
}

impl Handed {
    /// Reads what the page hands over, as JSON; none where it cannot be
    /// read.
    pub fn read(json: &str) -> Option<Handed> {
        serde_json::from_str(json).ok()
    }
}
