//! Which version of a club document descends from which: the revision
//! history the club's server and every tablet's copy keep for each
//! document (`_rev`, and `_revisions` when asked for). A version replaces
//! another where it descends from it; versions neither of which descends
//! from the other were written apart.

use serde_json::Value;

/// One version's line of descent: its own revision first, then each
/// revision it was written over, back to the first the server keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lineage {
    /// The revisions, newest first, each as `<generation>-<hash>`.
    revs: Vec<String>,
}

impl Lineage {
    /// The line of descent of a document as the exchange reports it: its
    /// `_rev`, and `_revisions` (`start`, `ids`) where it carries them.
    /// None without a `_rev` of the form `<generation>-<hash>`, or with
    /// `_revisions` that do not end in it.
    pub fn of(doc: &Value) -> Option<Lineage> {
        let rev = doc.get("_rev")?.as_str()?;
        let (generation, _) = split(rev)?;
        let Some(history) = doc.get("_revisions") else {
            return Some(Lineage {
                revs: vec![rev.to_string()],
            });
        };
        let start = history.get("start")?.as_u64()?;
        let ids = history.get("ids")?.as_array()?;
        let revs: Option<Vec<String>> = ids
            .iter()
            .zip(0u64..)
            .map(|(id, back)| {
                let at = start.checked_sub(back).filter(|g| *g > 0)?;
                Some(format!("{at}-{}", id.as_str()?))
            })
            .collect();
        let revs = revs?;
        (start == generation && revs.first().map(String::as_str) == Some(rev))
            .then_some(Lineage { revs })
    }

    /// The version's own revision.
    pub fn rev(&self) -> &str {
        &self.revs[0]
    }

    /// Whether this version is `rev` or was written over it, however far
    /// back.
    pub fn holds(&self, rev: &str) -> bool {
        self.revs.iter().any(|r| r == rev)
    }
}

/// A revision's generation and hash.
fn split(rev: &str) -> Option<(u64, &str)> {
    let (generation, hash) = rev.split_once('-')?;
    let generation = generation.parse().ok().filter(|g| *g > 0)?;
    (!hash.is_empty()).then_some((generation, hash))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_version_holds_itself_and_every_revision_it_was_written_over() {
        let doc = json!({ "_rev": "3-c", "_revisions": { "start": 3, "ids": ["c", "b", "a"] } });
        let line = Lineage::of(&doc).unwrap();
        assert_eq!(line.rev(), "3-c");
        assert!(line.holds("3-c") && line.holds("2-b") && line.holds("1-a"));
        assert!(!line.holds("2-x") && !line.holds("4-d") && !line.holds("b"));
    }

    #[test]
    fn a_version_without_its_history_holds_only_itself() {
        let line = Lineage::of(&json!({ "_rev": "2-b" })).unwrap();
        assert!(line.holds("2-b") && !line.holds("1-a"));
    }

    #[test]
    fn a_history_that_does_not_end_in_the_revision_is_refused() {
        let bad = [
            json!({ "_rev": "3-c", "_revisions": { "start": 2, "ids": ["c", "b"] } }),
            json!({ "_rev": "3-c", "_revisions": { "start": 3, "ids": ["x", "b"] } }),
            json!({ "_rev": "2-b", "_revisions": { "start": 2, "ids": ["b", "a", "z"] } }),
            json!({ "_rev": "2-b", "_revisions": { "start": 2, "ids": [7, "a"] } }),
            json!({ "_rev": "b" }),
            json!({ "_rev": "0-b" }),
            json!({ "_rev": "2-" }),
            json!({}),
        ];
        for doc in bad {
            assert_eq!(Lineage::of(&doc), None, "{doc}");
        }
    }
}
