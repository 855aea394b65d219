//! What History says of the records per browser: Safari's seven-day clearing
//! said where it applies and not elsewhere, and installing offered only where
//! it helps.

use words::records::{how_to_install, records_kept, Browser, Keeping};

const AGENTS: [(&str, Browser); 7] = [
    ("Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1", Browser::Safari),
    // An iPad asking for the desktop site says Macintosh.
    ("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", Browser::Safari),
    ("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15", Browser::Safari),
    ("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15", Browser::Safari),
    ("Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0", Browser::Firefox),
    ("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", Browser::Chromium),
    ("curl/8.0", Browser::Other),
];

#[test]
fn each_browser_is_known_by_its_user_agent() {
    for (agent, browser) in AGENTS {
        assert_eq!(Browser::from_user_agent(agent), browser, "{agent}");
    }
}

#[test]
fn safari_not_installed_is_told_of_seven_days_and_how_to_install() {
    for keeping in [Keeping::MayClear, Keeping::Unsupported] {
        let said = records_kept(keeping, Browser::Safari, false);
        assert!(said.contains("seven days"), "{said}");
        let how = how_to_install(keeping, Browser::Safari, false).expect("install offered");
        assert!(how.contains("Add to Home Screen"), "{how}");
    }
}

#[test]
fn installed_or_kept_for_good_is_not_asked_to_install() {
    for browser in [
        Browser::Safari,
        Browser::Firefox,
        Browser::Chromium,
        Browser::Other,
    ] {
        assert_eq!(how_to_install(Keeping::MayClear, browser, true), None);
        assert_eq!(how_to_install(Keeping::ForGood, browser, false), None);
        let kept = records_kept(Keeping::ForGood, browser, false);
        assert!(
            kept.starts_with("This browser keeps the records for good"),
            "{kept}"
        );
    }
    let installed = records_kept(Keeping::MayClear, Browser::Safari, true);
    assert!(
        installed.contains("spared Safari's seven-day clearing"),
        "{installed}"
    );
}

#[test]
fn seven_days_is_said_only_of_safari() {
    for browser in [Browser::Firefox, Browser::Chromium, Browser::Other] {
        for keeping in [Keeping::MayClear, Keeping::Unsupported] {
            let said = records_kept(keeping, browser, false);
            assert!(!said.contains("seven"), "{browser:?}: {said}");
            assert!(said.starts_with("This browser"), "{said}");
        }
    }
}
