//! What is stored, and how it is written and read: plain JSON with a schema
//! version, pure so it is tested natively.

use crate::engine::sheet::{HandRecord, Match, ScoredMatch};
use crate::engine::PlayerId;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The schema version written by this build. Version 3 adds the players'
/// tiles to a hand; data of versions 1 and 2 reads unchanged (no tiles).
pub const VERSION: u32 = 3;

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
    /// The forms entered so far.
    pub record: HandRecord,
    /// The past hand being corrected (index from 0), or `None` for the next hand.
    pub correcting: Option<usize>,
    /// The player whose form is open.
    pub player: PlayerId,
}

/// The hand being entered, as read.
#[derive(Deserialize)]
struct StoredDraft {
    version: u32,
    draft: Draft,
}

/// Why stored data could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReadError {
    /// Not JSON of the expected shape.
    #[error("the saved data could not be read ({0})")]
    Unreadable(String),
    /// Written by a newer version of the app.
    #[error("the saved data is from a newer version of the app (schema {0})")]
    Newer(u32),
    /// Readable, but the match in it does not add up.
    #[error("the saved match does not add up: {0}")]
    Invalid(String),
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

/// Writes a match for storage.
pub fn encode_match(game: &Match) -> String {
    write(Some(game), None)
}

/// Reads a stored match, folded once: one that does not add up is refused.
pub fn decode_match(text: &str) -> Result<ScoredMatch, ReadError> {
    let stored: StoredMatch = parse(text, |s: &StoredMatch| s.version)?;
    ScoredMatch::stored(stored.game).map_err(|e| ReadError::Invalid(e.to_string()))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::setup::MatchSetup;
    use crate::engine::RuleSet;

    fn game() -> Match {
        let mut m = Match::new(
            MatchSetup::new(&["Rod", "Bill", "Ben", "Jack"]),
            RuleSet::bmja(),
        );
        m.hands.push(HandRecord {
            forms: vec![Default::default(); 4],
            ..HandRecord::default()
        });
        m
    }

    #[test]
    fn a_match_reads_back_as_it_was_written() {
        let read = decode_match(&encode_match(&game())).map(ScoredMatch::into_game);
        assert_eq!(read, Ok(game()));
    }

    #[test]
    fn a_match_of_schema_2_reads_unchanged_with_no_tiles() {
        let old = encode_match(&game()).replace("\"version\":3", "\"version\":2");
        let read = decode_match(&old).map(ScoredMatch::into_game);
        assert_eq!(read, Ok(game()));
        assert!(!old.contains("tiles"), "counts-only hands stay counts-only");
    }

    #[test]
    fn tiles_are_written_as_their_text() {
        let mut m = game();
        let tiles = "+555d 234b EEE ?2345c".parse().unwrap();
        m.hands[0].set_tiles(
            PlayerId(1),
            Some(crate::engine::tiles::PlayerTiles {
                hand: tiles,
                aside: true,
            }),
        );
        let text = encode_match(&m);
        assert!(text.contains(r#""tiles":[null,{"hand":"+555d 234b EEE ?2345c","aside":true}]"#));
        assert_eq!(decode_match(&text).map(ScoredMatch::into_game), Ok(m));
    }

    #[test]
    fn tiles_read_as_no_hand_since_they_were_kept_are_set_aside_with_the_counts_kept() {
        let mut m = game();
        // Fifteen tiles for a player who did not go out, kept with a form
        // of one concealed pung by an earlier reading.
        let mut form = crate::engine::form::HandForm::default();
        form.sets.set(crate::engine::form::SetKind::ALL[1], 1);
        m.hands[0].forms[1] = form.clone();
        m.hands[0].set_tiles(
            PlayerId(1),
            Some(crate::engine::tiles::PlayerTiles {
                hand: "?123456789c222345b".parse().unwrap(),
                aside: false,
            }),
        );
        let read = decode_match(&encode_match(&m)).expect("opens");
        let tiles = read.game().hands[0].tiles_of(PlayerId(1)).unwrap();
        assert!(tiles.aside, "the tiles are kept, set aside");
        assert_eq!(read.game().hands[0].forms[1], form, "the counts kept");
        assert!(
            ScoredMatch::new(m).is_err(),
            "a hand being recorded is refused"
        );
    }

    #[test]
    fn a_draft_reads_back_as_it_was_written() {
        let draft = Draft {
            player: PlayerId(2),
            correcting: Some(0),
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
    fn data_from_a_newer_app_is_left_alone() {
        let text = encode_match(&game()).replace("\"version\":3", "\"version\":99");
        assert_eq!(decode_match(&text), Err(ReadError::Newer(99)));
        let reshaped = r#"{"version":4,"match":{"players":"a new shape"}}"#;
        assert_eq!(decode_match(reshaped), Err(ReadError::Newer(4)));
        let draft = r#"{"version":4,"draft":[]}"#;
        assert_eq!(decode_draft(draft), Err(ReadError::Newer(4)));
    }

    #[test]
    fn reading_a_match_gives_the_sheet_its_check_folded() {
        let read = decode_match(&encode_match(&game())).unwrap();
        assert_eq!(Ok(read.sheet().clone()), read.game().fold());
    }

    #[test]
    fn a_stored_match_that_does_not_fold_is_refused() {
        let mut broken = game();
        broken.hands[0].forms.pop();
        let err = decode_match(&encode_match(&broken)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the saved match does not add up: hand 1 must have 4 forms but has 3"
        );
    }
}
