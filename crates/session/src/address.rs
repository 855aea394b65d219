//! Each screen's address: what follows `?` in the page's address (`?sheet`,
//! `?hand=2`, `?history`), so a reload stays on the screen and Back and
//! forward move between screens. The page is the same file at every address,
//! so this works from a sub-path and offline with no help from the server.

use super::Session;
use engine::PlayerId;
use storage::KeyValue;

/// A screen of the app, as its address names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// Setting up a new match.
    Setup,
    /// The open match's score sheet.
    Sheet,
    /// The hand form, showing this player's form.
    Hand(PlayerId),
    /// Every kept match.
    History,
    /// House rules and presets.
    Rules,
    /// The rules guide, at an entry or at its top.
    Guide(Option<String>),
    /// Every player across the kept matches: the season's standings.
    Players,
    /// A match handed on by a link, held after the address's `#`.
    Shared,
    /// The club nights kept, and a new one to draw up.
    Nights,
    /// A club night: its plan, its tables' links, its results.
    Night(String),
    /// A club night on a big screen: its round, clock, standings and next
    /// seats, for the hall.
    Board(String),
    /// A club night's table handed its set-up by a link, held after `#`.
    Table,
    /// The club's records on a server: its settings, where the exchange
    /// stands, and the link that sets up another tablet (after `#`).
    Club,
}

impl Place {
    /// Reads the part of an address from `?` on; `None` for the bare
    /// address or one this app did not make.
    pub fn read(query: &str) -> Option<Place> {
        let query = query.strip_prefix('?').unwrap_or(query);
        let first = query.split('&').next().unwrap_or_default();
        let (key, value) = first.split_once('=').unwrap_or((first, ""));
        match key {
            "new" => Some(Place::Setup),
            "sheet" => Some(Place::Sheet),
            "hand" => {
                let seat = value.parse::<usize>().ok()?.checked_sub(1)?;
                Some(Place::Hand(PlayerId(seat)))
            }
            "history" => Some(Place::History),
            "rules" => Some(Place::Rules),
            "guide" => Some(Place::Guide(guide_entry(value))),
            "players" => Some(Place::Players),
            "shared" => Some(Place::Shared),
            "nights" => Some(Place::Nights),
            "night" => Some(Place::Night(night_id(value)?)),
            "board" => Some(Place::Board(night_id(value)?)),
            "table" => Some(Place::Table),
            "club" => Some(Place::Club),
            _ => None,
        }
    }

    /// The part of the address from `?` on.
    pub fn address(&self) -> String {
        match self {
            Place::Setup => "?new".into(),
            Place::Sheet => "?sheet".into(),
            Place::Hand(player) => format!("?hand={}", player.0 + 1),
            Place::History => "?history".into(),
            Place::Rules => "?rules".into(),
            Place::Guide(None) => "?guide".into(),
            Place::Guide(Some(entry)) => format!("?guide={entry}"),
            Place::Players => "?players".into(),
            Place::Shared => "?shared".into(),
            Place::Nights => "?nights".into(),
            Place::Night(id) => format!("?night={id}"),
            Place::Board(id) => format!("?board={id}"),
            Place::Table => "?table".into(),
            Place::Club => "?club".into(),
        }
    }

    /// Whether the place is one of the open match's: setup, sheet or hand.
    pub fn of_the_match(&self) -> bool {
        matches!(self, Place::Setup | Place::Sheet | Place::Hand(_))
    }

    /// Whether two places are the same screen: the hand form showing
    /// another player's form, or the guide at another entry, is; another
    /// night is not.
    pub fn same_screen(&self, other: &Place) -> bool {
        match (self, other) {
            (Place::Night(a), Place::Night(b)) | (Place::Board(a), Place::Board(b)) => a == b,
            _ => std::mem::discriminant(self) == std::mem::discriminant(other),
        }
    }

    /// The screen's name, for the page's title.
    pub fn title(&self) -> &'static str {
        match self {
            Place::Setup => "New match",
            Place::Sheet => "Score sheet",
            Place::Hand(_) => "Hand",
            Place::History => "History",
            Place::Rules => "House rules",
            Place::Guide(_) => "Rules guide",
            Place::Players => "Players",
            Place::Shared => "Shared match",
            Place::Nights => "Club nights",
            Place::Night(_) => "Club night",
            Place::Board(_) => "Club night on a big screen",
            Place::Table => "Club night table",
            Place::Club => "Club records",
        }
    }
}

/// A night's id as an address gives it: sixteen hexadecimal digits.
fn night_id(value: &str) -> Option<String> {
    let hex = value.len() == 16 && value.chars().all(|c| c.is_ascii_hexdigit());
    hex.then(|| value.to_ascii_lowercase())
}

/// A guide entry's id as an address gives it: letters, digits and hyphens.
fn guide_entry(value: &str) -> Option<String> {
    let fits = |c: char| c.is_ascii_alphanumeric() || c == '-';
    (!value.is_empty() && value.len() <= 64 && value.chars().all(fits)).then(|| value.into())
}

impl<S: KeyValue> Session<S> {
    /// Where the open match stands: set-up when none is open, the hand form
    /// at its player while a hand is being entered, else the score sheet.
    pub fn place(&self) -> Place {
        match (self.current(), self.hand()) {
            (None, _) => Place::Setup,
            (Some(_), Some(hand)) => Place::Hand(hand.draft.player),
            (Some(_), None) => Place::Sheet,
        }
    }

    /// What shows at a place: the place itself where it can, else where
    /// the open match stands (a hand form with no hand being entered shows
    /// the sheet; a sheet with no match, set-up). The sheet shows while a
    /// hand is being entered too: the hand stays, and the sheet says so.
    pub fn shown(&self, place: &Place) -> Place {
        match place {
            Place::Sheet if self.current().is_none() => Place::Setup,
            Place::Night(id) if self.night(id).is_none() => Place::Nights,
            Place::Hand(_) => match self.hand() {
                Some(hand) => Place::Hand(hand.draft.player),
                None => self.place(),
            },
            place => place.clone(),
        }
    }

    /// Arrives at a place by its address: the hand form shows the player
    /// the address names, when there is one.
    pub fn arrive(&mut self, place: &Place) {
        if let Place::Hand(player) = place {
            self.select_player(*player);
        }
    }
}
