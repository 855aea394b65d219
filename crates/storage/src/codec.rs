//! What is stored, and how it is written and read: JSON with a schema
//! version, a match's packed small ([`packed`]), pure so it is tested
//! natively.
//!
//! A match is written compressed, fifteen bits to a character, so that a
//! club's years of matches fit in the browser's storage; a draft, rewritten
//! at every tap and small, stays plain JSON. Plain JSON matches, as every
//! earlier build wrote them, read unchanged.

use engine::sheet::{HandRecord, Match, MatchError, ScoredMatch};
use engine::PlayerId;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The schema version written by this build. Version 4 stores one entry
/// per player: counts, or tiles with what they cannot show; version 3
/// stored a form for every player and tiles beside some; versions 1 and 2
/// had no tiles. Every earlier version reads unchanged.
pub const VERSION: u32 = 4;

/// The match in progress, as read.
#[derive(Deserialize)]
struct StoredMatch {
    version: u32,
    #[serde(rename = "match")]
    game: Match,
}

/// A hand being entered, kept so a reload loses nothing.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    /// The entries so far.
    pub record: HandRecord,
    /// The past hand being corrected (index from 0), or `None` for the next hand.
    pub correcting: Option<usize>,
    /// The player whose form is open.
    pub player: PlayerId,
    /// Hands typed that were not taken (text that does not read, or tiles
    /// the table cannot hold), by player: while any is here the hand
    /// cannot be recorded.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub untaken: Vec<(PlayerId, String)>,
    /// Hands being typed that do not read yet, by player: kept so a reload
    /// brings the box back as it was, where it counts as left.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub typing: Vec<(PlayerId, String)>,
}

impl Draft {
    /// The draft as a reload finds it: a box left mid-typing is left, its
    /// text not taken and said so, as when the players leave it.
    pub fn left(mut self) -> Self {
        for (player, text) in std::mem::take(&mut self.typing) {
            if !self.untaken.iter().any(|(p, _)| *p == player) {
                self.untaken.push((player, text));
            }
        }
        self
    }
}

/// The hand being entered, as read.
#[derive(Deserialize)]
struct StoredDraft {
    version: u32,
    draft: Draft,
}

/// Why stored data could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// Not JSON of the expected shape: the JSON reader's own account.
    Unreadable(String),
    /// Written by a newer version of the app.
    Newer(u32),
    /// Readable, but the match in it does not add up.
    Invalid {
        /// What does not add up.
        error: MatchError,
        /// The match's players, whom the account names.
        names: Vec<String>,
    },
}

/// What is written: the same shapes as read, borrowed, so saving copies nothing.
#[derive(Serialize)]
struct Writing<'a> {
    version: u32,
    #[serde(rename = "match", skip_serializing_if = "Option::is_none")]
    game: Option<&'a Match>,
    #[serde(skip_serializing_if = "Option::is_none")]
    draft: Option<&'a Draft>,
}

fn write(game: Option<&Match>, draft: Option<&Draft>) -> String {
    let writing = Writing {
        version: VERSION,
        game,
        draft,
    };
    serde_json::to_string(&writing).unwrap_or_default()
}

/// Writes a match for storage: its JSON, packed ([`packed::pack`]).
pub fn encode_match(game: &Match) -> String {
    packed::pack(&match_json(game))
}

/// A match's JSON as stored before packing: the envelope with the schema
/// version, which [`decode_match`] also reads as it is.
fn match_json(game: &Match) -> String {
    write(Some(game), None)
}

/// Reads a stored match, packed or plain JSON, folded once: one that does
/// not add up is refused. Text that is neither is refused, never a panic.
pub fn decode_match(text: &str) -> Result<ScoredMatch, ReadError> {
    let opened;
    let text = if packed::is_packed(text) {
        opened = packed::unpack(text).map_err(|e| ReadError::Unreadable(e.to_string()))?;
        opened.as_str()
    } else {
        text
    };
    let stored: StoredMatch = parse(text, |s: &StoredMatch| s.version)?;
    let names = stored.game.setup.names.clone();
    ScoredMatch::stored(stored.game).map_err(|error| ReadError::Invalid { error, names })
}

/// Writes a draft for storage.
pub fn encode_draft(draft: &Draft) -> String {
    write(None, Some(draft))
}

/// Reads a stored draft.
pub fn decode_draft(text: &str) -> Result<Draft, ReadError> {
    parse(text, |s: &StoredDraft| s.version).map(|s| s.draft)
}

/// Reads stored text in one pass, refusing data written by a newer app,
/// which this one could misread.
fn parse<T: DeserializeOwned>(text: &str, version: fn(&T) -> u32) -> Result<T, ReadError> {
    match serde_json::from_str::<T>(text) {
        Ok(stored) => match version(&stored) {
            newer if newer > VERSION => Err(ReadError::Newer(newer)),
            _ => Ok(stored),
        },
        Err(e) => Err(match peek_version(text) {
            Some(newer) if newer > VERSION => ReadError::Newer(newer),
            _ => ReadError::Unreadable(e.to_string()),
        }),
    }
}

/// The version alone, for data that does not read as this app's.
fn peek_version(text: &str) -> Option<u32> {
    #[derive(Deserialize)]
    struct Version {
        version: u32,
    }
    serde_json::from_str::<Version>(text)
        .ok()
        .map(|v| v.version)
}

pub mod packed;
mod shared;

#[cfg(test)]
mod tests {
    use super::*;
    use engine::form::{Role, SetKind};
    use engine::setup::MatchSetup;
    use engine::sheet::PlayerEntry;
    use engine::tiles::Situation;
    use engine::RuleSet;

    fn game() -> Match {
        let mut m = Match::new(
            MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]),
            RuleSet::bmja(),
        );
        m.hands
            .push(HandRecord::of_counts(vec![Default::default(); 4]));
        m
    }

    #[test]
    fn a_match_reads_back_as_it_was_written() {
        let read = decode_match(&encode_match(&game())).map(ScoredMatch::into_game);
        assert_eq!(read, Ok(game()));
    }

    fn seasons(draft: &Draft, player: usize) -> Option<u8> {
        let counts = draft.record.entry(PlayerId(player))?.counts()?;
        Some(counts.seasons)
    }

    /// A match and a draft as the app of schema 2 stored them: forms only.
    #[test]
    fn a_match_and_draft_of_schema_2_read_as_counts() {
        let read = decode_match(include_str!("../tests/fixtures/v2-match.json")).unwrap();
        let hand = &read.game().hands[0];
        assert!(hand.entries.iter().all(|e| e.counts().is_some()));
        let bill = hand.entry(PlayerId(1)).unwrap().counts().unwrap();
        assert_eq!((bill.role, bill.dragon_pairs), (Role::MahJong, 1));
        assert_eq!(bill.sets.get(SetKind::ALL[3]), 4);
        assert_eq!(hand.entry(PlayerId(3)).unwrap().role(), Role::Fishing);
        // 20 for Mah-Jong, 32 for four concealed major pungs, 2 for the
        // dragon pair; doubled for no chows.
        assert_eq!(
            read.sheet().rows[0].limited(PlayerId(1)).map(|p| p.0),
            Some(108)
        );
        let draft = decode_draft(include_str!("../tests/fixtures/v2-draft.json")).unwrap();
        assert_eq!(seasons(&draft, 1), Some(2), "Bill's counts as entered");
    }

    /// A match and a draft as the app of schema 3 stored them: forms for
    /// every player, tiles beside some, one set aside.
    #[test]
    fn a_match_and_draft_of_schema_3_read_as_one_entry_per_player() {
        let read = decode_match(include_str!("../tests/fixtures/v3-match.json")).unwrap();
        let hand = &read.game().hands[0];
        let rod = hand.entry(PlayerId(0)).unwrap().counts().unwrap();
        assert_eq!(rod.sets.get(SetKind::ALL[1]), 2, "counts stay counts");
        let (tiles, situation) = hand.entry(PlayerId(1)).unwrap().reading().unwrap();
        assert_eq!(tiles.to_string(), "+555d 234b 678b EEE ?WhWh");
        assert_eq!(situation.role, Role::MahJong, "the form's situation kept");
        let ben = hand.entry(PlayerId(2)).unwrap();
        assert!(matches!(ben, PlayerEntry::Aside { counts, .. } if counts.flowers == 1));
        assert_eq!(hand.entry(PlayerId(3)).unwrap().role(), Role::Fishing);
        let row = &read.sheet().rows[0];
        // 20 for Mah-Jong, 2 for the exposed 555d, 8 for the concealed
        // East pung, 2 for the White pair; doubled for the prevailing wind.
        assert_eq!(row.limited(PlayerId(1)).map(|p| p.0), Some(64));
        assert_eq!(
            row.forms[PlayerId(3)].fishing_for,
            Some(engine::SpecialHand::Purity)
        );
        let draft = decode_draft(include_str!("../tests/fixtures/v3-draft.json")).unwrap();
        assert_eq!(draft.player, PlayerId(1));
        let rod = draft.record.entry(PlayerId(0)).unwrap();
        assert_eq!(
            rod.tiles().map(ToString::to_string).as_deref(),
            Some("+NNN 789c ?123b")
        );
        assert_eq!(seasons(&draft, 1), Some(2), "Bill's counts as entered");
    }

    #[test]
    fn an_entry_of_tiles_is_written_as_their_text_and_situation() {
        let mut m = game();
        m.hands[0].entries[1] = PlayerEntry::Tiles {
            hand: "+555d 234b EEE ?2345c".parse().unwrap(),
            situation: Situation {
                role: Role::Fishing,
                ..Situation::default()
            },
        };
        let text = match_json(&m);
        assert!(text.contains(
            r#"{"Tiles":{"hand":"+555d 234b EEE ?2345c","situation":{"role":"Fishing"}}}"#
        ));
        assert!(
            !text.contains("forms"),
            "one entry per player, nothing beside it"
        );
        assert_eq!(
            decode_match(&text).map(ScoredMatch::into_game),
            Ok(m.clone())
        );
        let packed = encode_match(&m);
        assert_eq!(packed::unpack(&packed), Ok(text));
        assert_eq!(decode_match(&packed).map(ScoredMatch::into_game), Ok(m));
    }

    #[test]
    fn tiles_read_as_no_hand_since_they_were_kept_are_set_aside_as_far_as_they_go() {
        let mut m = game();
        // Fifteen tiles for a player who did not go out.
        m.hands[0].entries[1] = PlayerEntry::Tiles {
            hand: "?123456789c222345b".parse().unwrap(),
            situation: Situation::default(),
        };
        assert!(
            ScoredMatch::new(m.clone()).is_err(),
            "a hand being recorded is refused"
        );
        let read = decode_match(&encode_match(&m)).expect("opens");
        let entry = read.game().hands[0].entry(PlayerId(1)).unwrap();
        assert!(
            matches!(entry, PlayerEntry::Aside { .. }),
            "the tiles are kept, set aside"
        );
        assert_eq!(entry.tiles(), m.hands[0].entries[1].tiles());
        let counts = entry.counts().unwrap();
        assert_eq!(
            counts.sets.get(SetKind::ALL[1]),
            1,
            "the 222b pung, as far as they go"
        );
    }

    #[test]
    fn a_draft_reads_back_as_it_was_written() {
        let draft = Draft {
            player: PlayerId(2),
            correcting: Some(0),
            untaken: vec![(PlayerId(1), "SSS EEE 7".into())],
            typing: vec![(PlayerId(0), "RR 99c 1".into())],
            ..Draft::default()
        };
        assert_eq!(decode_draft(&encode_draft(&draft)), Ok(draft));
    }

    #[test]
    fn garbage_is_reported_not_read() {
        assert!(matches!(
            decode_match("{not json"),
            Err(ReadError::Unreadable(_))
        ));
        assert!(matches!(
            decode_match(r#"{"version":1,"match":7}"#),
            Err(ReadError::Unreadable(_))
        ));
    }

    #[test]
    fn packed_garbage_is_reported_not_read() {
        let packed = encode_match(&game());
        let cut: String = packed.chars().take(packed.chars().count() - 2).collect();
        for text in [
            cut.as_str(),
            "\u{33FF}",
            "\u{33FF}\u{3400}xyz",
            "\u{33FF}\u{3401}\u{3400}",
        ] {
            assert!(
                matches!(decode_match(text), Err(ReadError::Unreadable(_))),
                "{text:?}"
            );
        }
    }

    #[test]
    fn data_from_a_newer_app_is_left_alone() {
        let text = match_json(&game()).replace("\"version\":4", "\"version\":99");
        assert_eq!(decode_match(&text), Err(ReadError::Newer(99)));
        let text = packed::pack(&text);
        assert_eq!(decode_match(&text), Err(ReadError::Newer(99)));
        let reshaped = r#"{"version":5,"match":{"players":"a new shape"}}"#;
        assert_eq!(decode_match(reshaped), Err(ReadError::Newer(5)));
        let draft = r#"{"version":5,"draft":[]}"#;
        assert_eq!(decode_draft(draft), Err(ReadError::Newer(5)));
    }

    #[test]
    fn reading_a_match_gives_the_sheet_its_check_folded() {
        let read = decode_match(&encode_match(&game())).unwrap();
        assert_eq!(Ok(read.sheet().clone()), read.game().fold());
    }

    #[test]
    fn a_stored_match_that_does_not_fold_is_refused() {
        let mut broken = game();
        broken.hands[0].entries.pop();
        let err = decode_match(&encode_match(&broken)).unwrap_err();
        assert!(matches!(err, ReadError::Invalid { .. }), "{err:?}");
    }
}
