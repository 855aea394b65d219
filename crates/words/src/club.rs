//! The words of the club's records kept on a server: what is wrong with the
//! settings entered, where the exchange stands, and what went wrong in it.

use super::say::Say;
use engine::points::group_thousands;
use session::club::{ClubFailure, ClubRefused, ClubState, Unread};
use session::ClubNotice;
use std::fmt;

impl Say for ClubRefused {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ClubRefused::NoServer => "Enter the server's address.",
            ClubRefused::NotAnAddress => {
                "The server's address starts with https:// (or http:// on the club's own network) and has no spaces."
            }
            ClubRefused::NoDatabase => "Enter the name of the club's database.",
            ClubRefused::DatabaseName => {
                "A database name starts with a small letter and holds only small letters, digits and _ $ ( ) + - /."
            }
            ClubRefused::NoUser => "Enter this tablet's user name.",
            ClubRefused::NoPassword => "Enter this tablet's password.",
        })
    }
}

/// What went wrong, in a sentence that says what it means for the records.
///
/// ```
/// use session::club::ClubFailure;
/// use words::club::failure;
/// assert!(failure(ClubFailure::Unreachable).contains("Nothing is lost"));
/// ```
pub fn failure(failure: ClubFailure) -> &'static str {
    match failure {
        ClubFailure::Unreachable => {
            "The club's server cannot be reached: this tablet may be offline, or the server stopped. Nothing is lost: everything is sent when the server can be reached."
        }
        ClubFailure::RefusedLogin => {
            "The server refused the user name or password. Check them against the ones the server was given for this tablet."
        }
        ClubFailure::NoDatabase => {
            "The server has no database of that name. Check its spelling with the club's organiser."
        }
        ClubFailure::Forbidden => {
            "This user may not use the club's database. The organiser adds the user to the database's members on the server."
        }
        ClubFailure::Cors => {
            "The server refused this app's address. Whoever runs the server allows this site's address in its CORS settings."
        }
        ClubFailure::Quota => {
            "The server's plan has reached a limit (of storage or of requests). Nothing is lost here; the records are sent again when the server accepts them."
        }
        ClubFailure::RefusedWrite => {
            "The club's server refused a change made on this tablet: a match or night is changed only on the tablet that started it, or by the organiser. The change stays on this tablet."
        }
        ClubFailure::Other => {
            "The exchange with the club's server failed. Nothing is lost here; it is tried again."
        }
    }
}

/// What the exchange with the server looks like now, in one line: how
/// many records (matches, nights, presets) changed here wait to be sent,
/// and when the last exchange ended (`at`, already
/// written as players read a time).
///
/// ```
/// use session::club::{CatchingUp, ClubState};
/// use words::club::exchange_line;
/// let waiting = ClubState { unsent: 2, ..ClubState::default() };
/// assert_eq!(exchange_line(&waiting, None), "2 changes not yet sent.");
/// let starting = ClubState { unsent: 0, ..ClubState::default() };
/// assert_eq!(exchange_line(&starting, None), "Reaching the club's server.");
/// let done = ClubState { last_exchange: Some("2026-11-29T14:05:00Z".into()), ..starting };
/// assert_eq!(exchange_line(&done, Some("14:05")), "Everything is sent. Last exchange at 14:05.");
/// let new = ClubState { catching_up: Some(CatchingUp { taken: 340, of: 1000 }), ..done };
/// assert_eq!(exchange_line(&new, None), "Taking in the club's records: 340 of 1,000.");
/// ```
pub fn exchange_line(state: &ClubState, at: Option<&str>) -> String {
    let waiting = match (state.unsent, state.catching_up) {
        (0, Some(c)) => format!(
            "Taking in the club's records: {} of {}.",
            group_thousands(c.taken as i64),
            group_thousands(c.of as i64)
        ),
        // Said only once the server has answered since the app started:
        // before, nothing here is known to be there.
        (0, None) if state.last_exchange.is_some() => "Everything is sent.".to_string(),
        (0, None) if state.failure.is_some() => {
            "Nothing changed here waits to be sent.".to_string()
        }
        (0, None) => "Reaching the club's server.".to_string(),
        (1, _) => "1 change not yet sent.".to_string(),
        (n, _) => format!("{n} changes not yet sent."),
    };
    match (at, state.catching_up) {
        (Some(at), None) => format!("{waiting} Last exchange at {at}."),
        _ => waiting,
    }
}

/// The documents on the club's server this tablet could not read, said
/// once with why; none when every one was read.
///
/// ```
/// use session::club::Unread;
/// use words::club::unread_line;
/// assert_eq!(unread_line(&[]), None);
/// assert_eq!(
///     unread_line(&[Unread::Newer, Unread::Id, Unread::Id]).unwrap(),
///     "3 documents on the club's server could not be read: 1 written by a newer version of the app (update this one); 2 whose id does not match what they hold. They are left as they are on the server."
/// );
/// ```
pub fn unread_line(unread: &[Unread]) -> Option<String> {
    if unread.is_empty() {
        return None;
    }
    let mut kinds: Vec<(Unread, usize)> = Vec::new();
    for why in unread {
        match kinds.iter_mut().find(|(k, _)| k == why) {
            Some((_, n)) => *n += 1,
            None => kinds.push((*why, 1)),
        }
    }
    let each: Vec<String> = kinds
        .iter()
        .map(|(why, n)| format!("{n} {}", unread_why(*why)))
        .collect();
    Some(format!(
        "{} on the club's server could not be read: {}. They are left as they are on the server.",
        super::counted(unread.len() as u64, "document", "documents"),
        each.join("; ")
    ))
}

fn unread_why(why: Unread) -> &'static str {
    match why {
        Unread::NotOurs => "not written by this app",
        Unread::Newer => "written by a newer version of the app (update this one)",
        Unread::Shape => "not of the shape this app writes",
        Unread::Id => "whose id does not match what they hold",
        Unread::Match => "a match that does not add up",
        Unread::Night => "a club night whose plan does not hold",
        Unread::NoRevision => "with no revision the server would write",
    }
}

/// Which tablet started a match, on its card in History.
///
/// ```
/// use words::club::started_on;
/// assert_eq!(started_on("table1"), "Started on table1");
/// ```
pub fn started_on(login: &str) -> String {
    format!("Started on {login}")
}

/// What the club's records brought, as the players read it.
pub fn club_notice(notice: &ClubNotice) -> String {
    match notice {
        ClubNotice::VersionsApart(name) => versions_apart(name),
        ClubNotice::ChangedOnAnotherTablet(name) => changed_on_another_tablet(name),
        ClubNotice::VersionKept(name) => version_kept(name),
        ClubNotice::PresetsApart(name) => presets_apart(name),
    }
}

/// What the players are told when two tablets scored a match apart: both
/// versions are kept until they choose one.
///
/// ```
/// use words::club::versions_apart;
/// assert_eq!(
///     versions_apart("Tuesday"),
///     "Two tablets scored \u{201c}Tuesday\u{201d} apart. Both versions are kept: compare them in History and keep the right one. No hand is lost."
/// );
/// ```
pub fn versions_apart(name: &str) -> String {
    format!(
        "Two tablets scored \u{201c}{name}\u{201d} apart. Both versions are kept: compare them in History and keep the right one. No hand is lost."
    )
}

/// What the players are told when the match in play was changed on
/// another tablet (a hand corrected or removed there, say).
///
/// ```
/// use words::club::changed_on_another_tablet;
/// assert_eq!(
///     changed_on_another_tablet("Tuesday"),
///     "\u{201c}Tuesday\u{201d} was changed on another tablet, and the sheet shows it as changed there."
/// );
/// ```
pub fn changed_on_another_tablet(name: &str) -> String {
    format!(
        "\u{201c}{name}\u{201d} was changed on another tablet, and the sheet shows it as changed there."
    )
}

/// What the players are told when, of two versions of the match in play,
/// the one kept was scored elsewhere.
///
/// ```
/// use words::club::version_kept;
/// assert_eq!(
///     version_kept("Tuesday"),
///     "One version of \u{201c}Tuesday\u{201d} was kept, and the sheet now shows it."
/// );
/// ```
pub fn version_kept(name: &str) -> String {
    format!("One version of \u{201c}{name}\u{201d} was kept, and the sheet now shows it.")
}

/// What the players are told when two tablets changed a preset apart.
///
/// ```
/// use words::club::presets_apart;
/// assert_eq!(
///     presets_apart("Club (copy)"),
///     "Two tablets changed one preset in different ways. Both are kept: the other is now \u{201c}Club (copy)\u{201d}."
/// );
/// ```
pub fn presets_apart(name: &str) -> String {
    format!(
        "Two tablets changed one preset in different ways. Both are kept: the other is now \u{201c}{name}\u{201d}."
    )
}

/// Said where the link for another tablet would carry this device's own
/// login.
pub const OWN_LOGIN_FOR_ANOTHER: &str = "That is this device's own user name: give the other tablet a login of its own on the server, so the server knows which tablet wrote what.";

/// Said once the link for another tablet is copied, or could not be.
pub fn tablet_link_handed(copied: bool) -> &'static str {
    if copied {
        "The link is copied: paste it into a message to the other tablet, or let it read the QR code."
    } else {
        "The link could not be shared or copied here: let the other tablet read the QR code."
    }
}
