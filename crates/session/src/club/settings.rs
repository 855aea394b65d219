//! Where the club's records are kept: the server, the database and this
//! device's user, as the organiser enters them on the Club records screen,
//! and what the exchange with the server last reported.

use serde::{Deserialize, Serialize};

/// The club's server as entered, and whether this device exchanges with it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClubSettings {
    /// The server's address, such as `https://club.example.org:6984`.
    pub server: String,
    /// The club's database on it.
    pub database: String,
    /// This device's user name.
    pub user: String,
    /// This device's password. It stays in this browser's storage, like
    /// the records it opens, and is sent to the server only.
    pub password: String,
    /// Whether this device exchanges its records with the server.
    #[serde(default)]
    pub on: bool,
}

/// Why the entered settings cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClubRefused {
    /// No server address.
    NoServer,
    /// The address does not start with `https://` or `http://`, or holds
    /// spaces.
    NotAnAddress,
    /// No database name.
    NoDatabase,
    /// The database name is not one CouchDB allows: a lowercase letter,
    /// then lowercase letters, digits and `_$()+-/`.
    DatabaseName,
    /// No user name.
    NoUser,
    /// No password.
    NoPassword,
}

impl ClubSettings {
    /// What is wrong with the settings, in the order of the fields.
    pub fn problems(&self) -> Vec<ClubRefused> {
        let server = self.server.trim();
        let database = self.database.trim();
        let mut problems = Vec::new();
        if server.is_empty() {
            problems.push(ClubRefused::NoServer);
        } else if !is_address(server) {
            problems.push(ClubRefused::NotAnAddress);
        }
        if database.is_empty() {
            problems.push(ClubRefused::NoDatabase);
        } else if !is_database_name(database) {
            problems.push(ClubRefused::DatabaseName);
        }
        if self.user.trim().is_empty() {
            problems.push(ClubRefused::NoUser);
        }
        if self.password.is_empty() {
            problems.push(ClubRefused::NoPassword);
        }
        problems
    }

    /// The settings as they are used: spaces around the fields and a
    /// closing `/` of the server's address taken off.
    pub fn tidied(&self) -> ClubSettings {
        ClubSettings {
            server: self.server.trim().trim_end_matches('/').to_string(),
            database: self.database.trim().to_string(),
            user: self.user.trim().to_string(),
            password: self.password.clone(),
            on: self.on,
        }
    }
}

fn is_address(server: &str) -> bool {
    let rest = server
        .strip_prefix("https://")
        .or_else(|| server.strip_prefix("http://"));
    rest.is_some_and(|r| !r.is_empty() && !r.contains(char::is_whitespace))
}

fn is_database_name(name: &str) -> bool {
    let mut chars = name.chars();
    let first = chars.next().is_some_and(|c| c.is_ascii_lowercase());
    first && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "_$()+-/".contains(c))
}

/// What can go wrong in an exchange with the club's server, as far as a
/// page can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClubFailure {
    /// The server cannot be reached: this device is offline, or the
    /// address is wrong. Nothing is lost; it is sent when it can be.
    Unreachable,
    /// The user name or password is refused.
    RefusedLogin,
    /// The database does not exist.
    NoDatabase,
    /// The user may not use the database.
    Forbidden,
    /// The server refused this page's address (its CORS settings).
    Cors,
    /// A hosted plan's limit was reached.
    Quota,
    /// The server refused a change made here to a record another tablet
    /// keeps (docs/club-server.md, who may write what).
    RefusedWrite,
    /// Something else went wrong.
    Other,
}

impl ClubFailure {
    /// Whether the server refused the settings themselves, so the exchange
    /// is not turned on with them; a server away or busy is tried again.
    pub fn refuses_settings(self) -> bool {
        matches!(
            self,
            ClubFailure::RefusedLogin
                | ClubFailure::NoDatabase
                | ClubFailure::Forbidden
                | ClubFailure::Cors
        )
    }
}

/// Where the exchange with the club's server stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClubState {
    /// Records (matches, nights, presets) changed here and not yet on the
    /// server.
    pub unsent: usize,
    /// When the last exchange ended (ISO 8601).
    pub last_exchange: Option<String>,
    /// What went wrong in the last attempt, if anything.
    pub failure: Option<ClubFailure>,
    /// Whether the exchange is running (the bridge is loaded and on).
    pub running: bool,
    /// While this device first catches up with the club: how many of the
    /// club's records it has taken in, of how many.
    pub catching_up: Option<CatchingUp>,
}

/// How far a device has got in taking in the club's records.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CatchingUp {
    /// Records taken in here.
    pub taken: usize,
    /// Records on the club's server, or known to be on their way.
    pub of: usize,
}

/// What the setup link for another tablet carries, after the `#` of the
/// app's address so no server sees it: the club's server and database,
/// and that tablet's own user name and, if the organiser gives it, its
/// password. Never the organiser's own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TabletLink {
    /// The server's address.
    pub server: String,
    /// The database.
    pub database: String,
    /// The tablet's user name.
    pub user: String,
    /// The tablet's password, if given.
    pub password: String,
}

impl TabletLink {
    /// Whether the link would give another tablet this device's own login:
    /// the server could then not tell the two apart (nor keep each
    /// tablet's records its own).
    pub fn is_own_login(&self, own: &ClubSettings) -> bool {
        let user = self.user.trim();
        !user.is_empty() && user == own.user.trim()
    }

    /// The part after `#`: each field percent-encoded.
    pub fn fragment(&self) -> String {
        let mut parts = vec![
            format!("server={}", encode(&self.server)),
            format!("database={}", encode(&self.database)),
            format!("user={}", encode(&self.user)),
        ];
        if !self.password.is_empty() {
            parts.push(format!("password={}", encode(&self.password)));
        }
        parts.join("&")
    }

    /// Reads the part after `#`; `None` when it names no server.
    pub fn read(fragment: &str) -> Option<TabletLink> {
        let mut link = TabletLink::default();
        for pair in fragment.trim_start_matches('#').split('&') {
            let (key, value) = pair.split_once('=')?;
            let value = decode(value)?;
            match key {
                "server" => link.server = value,
                "database" => link.database = value,
                "user" => link.user = value,
                "password" => link.password = value,
                _ => {}
            }
        }
        (!link.server.is_empty()).then_some(link)
    }

    /// The settings the link fills in, not yet turned on.
    pub fn settings(&self) -> ClubSettings {
        ClubSettings {
            server: self.server.clone(),
            database: self.database.clone(),
            user: self.user.clone(),
            password: self.password.clone(),
            on: false,
        }
    }
}

fn encode(text: &str) -> String {
    let mut out = String::new();
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(byte as char)
            }
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

fn decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}
