//! What the History screen says of the records this browser keeps: whether
//! it keeps them for good, and, where it may clear them, how that browser
//! does it and how to stop it. Safari (every browser on an iPad or iPhone is
//! Safari's engine) clears a site's storage after seven days without a visit
//! unless the app is installed on the home screen; Firefox keeps them for good
//! once the player agrees; Chromium grants it to installed apps.

/// What the browser says of the records it keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keeping {
    /// Not known yet.
    Asking,
    /// Kept until the players delete them.
    ForGood,
    /// The browser may clear them.
    MayClear,
    /// The browser does not say.
    Unsupported,
}

/// The browser, as far as the records go: whose rules for clearing a
/// site's storage apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Browser {
    /// Safari's engine: Safari, and every browser on an iPad or iPhone.
    Safari,
    /// Firefox on a computer or Android.
    Firefox,
    /// Chrome, Edge and the other browsers built on Chromium.
    Chromium,
    /// A browser not known here.
    Other,
}

impl Browser {
    /// The browser a user-agent string names.
    ///
    /// ```
    /// use words::records::Browser;
    /// let ipad = "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1";
    /// assert_eq!(Browser::from_user_agent(ipad), Browser::Safari);
    /// let firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0";
    /// assert_eq!(Browser::from_user_agent(firefox), Browser::Firefox);
    /// ```
    pub fn from_user_agent(agent: &str) -> Self {
        let has = |word: &str| agent.contains(word);
        if has("iPad") || has("iPhone") || has("iPod") {
            Browser::Safari
        } else if has("Firefox/") {
            Browser::Firefox
        } else if has("Chrome/") || has("Chromium/") || has("Edg/") {
            Browser::Chromium
        } else if has("AppleWebKit/") {
            Browser::Safari
        } else {
            Browser::Other
        }
    }
}

/// Whether the records are kept for good, said for this browser; `installed`
/// when the app runs from the home screen or the dock.
pub fn records_kept(keeping: Keeping, browser: Browser, installed: bool) -> &'static str {
    match (keeping, browser, installed) {
        (Keeping::Asking, _, _) => "Asking this browser whether it keeps the records…",
        (Keeping::ForGood, _, _) => {
            "This browser keeps the records for good: they go only if you delete them or clear the site's data."
        }
        (_, Browser::Safari, false) => {
            "This browser may clear the records: Safari, as on every iPad and iPhone, clears a site's records after seven days without a visit unless the app is installed on the home screen. Install it, and save a backup now and then."
        }
        (_, Browser::Safari, true) => {
            "This browser may clear the records only if the device runs short of space: installed on the home screen, the app is spared Safari's seven-day clearing. Save a backup now and then."
        }
        (Keeping::MayClear, Browser::Firefox, _) => {
            "This browser may clear the records when the device runs short of space: Firefox keeps them for good only once you allow it. Save a backup now and then."
        }
        (Keeping::MayClear, Browser::Chromium, false) => {
            "This browser may clear the records when the device runs short of space. Installing the app keeps them for good."
        }
        (Keeping::MayClear, _, _) => {
            "This browser may clear the records when the device runs short of space. Save a backup now and then."
        }
        (Keeping::Unsupported, _, _) => {
            "This browser does not say whether it keeps the records. Save a backup now and then."
        }
    }
}

/// How to install the app, in this browser's own steps; `None` where
/// installing is not what keeps the records.
pub fn how_to_install(keeping: Keeping, browser: Browser, installed: bool) -> Option<&'static str> {
    if keeping == Keeping::ForGood || installed {
        return None;
    }
    Some(match browser {
        Browser::Safari => {
            "To install the app: on an iPad or iPhone, the Share button then Add to Home Screen; in Safari on a Mac, File then Add to Dock."
        }
        Browser::Firefox => {
            "To install the app: Firefox on Android, the menu then Install; Firefox on a computer cannot install apps, so save backups."
        }
        Browser::Chromium | Browser::Other => {
            "To install the app: on Android, the browser's menu then Install app; in Chrome or Edge on a computer, the install button in the address bar; on an iPad or iPhone, Share then Add to Home Screen."
        }
    })
}
