//! What the page's own script (scripts/first-screen.js) and the app agree
//! on, to show the new-match screen drawn into the page before the app's
//! module is in, or the match's sheet as the app last drew it
//! (docs/performance.md, *The first screen drawn into the page*, *The
//! sheet drawn again*). The build writes [`rules`] into the page (scripts/prerender.mjs,
//! from `cargo run --example first_screen_rules`), so each rule has its one
//! home here and the app reads the same.

use super::Place;
use serde::Serialize;
use storage::library::{index_key, FIGURES_PREFIX, KEEPING_NOTHING, MATCH_PREFIX, PREFIX};
use storage::SNAPSHOT_KEY;

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
/// The page's function that tells what the sheet drawn now is drawn
/// from: the address, the build, and what is kept that the match's screen
/// shows. The sheet kept is shown again only where this is unchanged.
pub const SHEET_PRINT: &str = "sheetPrint";
/// The page's function the app calls once its own screen is drawn behind
/// the sheet the page drew, to show it in its place.
pub const SHEET_SHOWN: &str = "sheetShown";
/// The class of the page's root while the app draws its screen behind the
/// sheet the page drew.
pub const APP_WAITS: &str = "app-waits";

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
    /// The key of the index of matches, which names the open one.
    pub index_key: &'static str,
    /// The keys of the matches start so.
    pub match_prefix: &'static str,
    /// The keys of the matches' figures start so.
    pub figures_prefix: &'static str,
    /// The key of the sheet last drawn.
    pub sheet_snapshot: &'static str,
    /// [`SHEET_PRINT`].
    pub sheet_print: &'static str,
    /// [`SHEET_SHOWN`].
    pub sheet_shown: &'static str,
    /// [`APP_WAITS`].
    pub app_waits: &'static str,
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
        index_key: index_key(),
        match_prefix: MATCH_PREFIX,
        figures_prefix: FIGURES_PREFIX,
        sheet_snapshot: SNAPSHOT_KEY,
        sheet_print: SHEET_PRINT,
        sheet_shown: SHEET_SHOWN,
        app_waits: APP_WAITS,
    }
}
