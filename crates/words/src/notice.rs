//! What the players are told in the notice under the header.

use super::say::Say;
use crate::night::result_kept_for;
use crate::{counted, join_list, nights_imported, player_name};
use engine::points::group_thousands;
use session::{Corrected, Notice};
use std::fmt;
use storage::library::KeptAside;
use storage::link::LONGEST_LINK;
use storage::{LoadError, StoreError};

/// A notice as the players read it.
impl Say for Notice {
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::Opening {
                kept_aside,
                not_opened,
                updated,
                unavailable,
                unsaved,
            } => {
                let found = Found {
                    kept_aside,
                    not_opened: not_opened.as_ref(),
                    unsaved: unsaved.as_ref(),
                };
                opening(f, found, updated.as_deref(), *unavailable)
            }
            Notice::NotSaved(StoreError::Full) => f.write_str("The browser's storage is full, so the latest change is kept only in this page. Export the match to keep it safe, or delete old matches in History."),
            Notice::NotSaved(StoreError::Unavailable) => f.write_str("The browser refused to save, so the latest change is kept only in this page. Export the match to keep it safe."),
            Notice::NotOpened(e) => e.say(f),
            Notice::ChangedElsewhere => f.write_str("This match was changed in another tab or window; it now shows the latest, with nothing lost."),
            Notice::RulesFrom(hand) => write!(f, "The new house rules apply from hand {hand} on; earlier hands keep the rules they were played by."),
            Notice::Imported {
                counts,
                renamed_presets,
                from_link,
            } => {
                let added = counted(counts.added as u64, "match", "matches");
                let from = if *from_link { "link" } else { "file" };
                write!(f, "Added {added} from the {from}")?;
                match (counts.replaced, counts.skipped) {
                    (0, 0) => f.write_str("; nothing was replaced.")?,
                    (0, s) => write!(f, "; skipped {} already here.", counted(s as u64, "match", "matches"))?,
                    (r, _) => write!(f, "; replaced {} already here.", counted(r as u64, "match", "matches"))?,
                }
                match renamed_presets {
                    0 => {}
                    1 => f.write_str(" 1 preset whose name was taken was added as a copy.")?,
                    n => write!(f, " {n} presets whose names were taken were added as copies.")?,
                }
                match nights_imported(counts) {
                    nights if nights.is_empty() => Ok(()),
                    nights => write!(f, " {nights}"),
                }
            }
            Notice::NotDownloaded => f.write_str("The browser would not save the file."),
            Notice::NotPrinted => f.write_str("The browser would not open its print dialog: print from its own menu."),
            Notice::EntriesDiscarded(hand) => write!(f, "The entries for hand {hand} were thrown away."),
            Notice::CorrectionDiscarded(hand) => write!(f, "Hand {hand} stays on the score sheet as it was: the changes to it were thrown away."),
            Notice::HandRemoved(hand) => write!(f, "Hand {hand} was taken off the score sheet."),
            Notice::Binned(name) => write!(f, "{name} was moved to the bin in History."),
            Notice::NotStarted(e) => write!(f, "The new match could not be started: {}.", e.said()),
            Notice::Corrected(c) => f.write_str(&corrected(c)),
            Notice::ResultKept { night, read } => f.write_str(&result_kept_for(read, night)),
            Notice::Club(club) => f.write_str(&super::club::club_notice(club)),
            Notice::LinkCopied(chars) => write!(f, "The link to this match is copied ({} characters): paste it into a message. Whoever opens it sees the match and can add it to their own score keeper.", group_thousands(*chars as i64)),
            Notice::LinkTooLong(chars) => write!(f, "This match is too long for a link: it would take {} characters, and links are kept under {} so that a message carries them whole. Send the match's file instead.", group_thousands(*chars as i64), group_thousands(LONGEST_LINK as i64)),
            Notice::LinkNotMade => f.write_str("This browser could not make or copy a link. Send the match's file instead."),
        }
    }
}

/// The quiet reminder to save a backup, when kept matches have changed
/// since the last one.
pub const BACKUP_DUE: &str =
    "Matches have changed since the last backup: keep a copy outside this browser.";

/// A correction kept, in words: whose balances moved, and the later hands
/// to check.
///
/// ```
/// use words::Say;
/// use engine::money::Tally;
/// use engine::PlayerId;
/// use session::{Corrected, Notice};
/// let moved = vec![(PlayerId(0), 1980, 2120), (PlayerId(1), 2020, 1880)];
/// let names = vec!["Rod".into(), "Bill".into()];
/// let c = Corrected { hand: 1, moved, names, tally: Tally::Points, to_check: vec![2, 4] };
/// assert_eq!(Notice::Corrected(c).said().to_string(), "Hand 1 is corrected. Balances moved: \
///     Rod's is 2,120 (was 1,980), Bill's 1,880 (was 2,020). Check hands 2 and 4, as asked.");
/// ```
fn corrected(c: &Corrected) -> String {
    let moved: Vec<String> = c
        .moved
        .iter()
        .enumerate()
        .map(|(i, &(player, was, now))| {
            let is = if i == 0 { " is" } else { "" };
            let (was, now) = (c.tally.format(was), c.tally.format(now));
            let name = player_name(&c.names, player);
            format!("{name}'s{is} {now} (was {was})")
        })
        .collect();
    let balances = match moved.len() {
        0 => " No balance moved.".to_string(),
        1 => format!(" Balance moved: {}.", moved.join(", ")),
        _ => format!(" Balances moved: {}.", moved.join(", ")),
    };
    let hands: Vec<String> = c.to_check.iter().map(ToString::to_string).collect();
    let check = match hands.len() {
        0 => String::new(),
        1 => format!(" Check hand {}, as asked.", hands.concat()),
        _ => format!(" Check hands {}, as asked.", join_list(&hands)),
    };
    format!("Hand {} is corrected.{balances}{check}", c.hand)
}

/// What opening the app found in what it keeps.
struct Found<'a> {
    kept_aside: &'a [KeptAside],
    not_opened: Option<&'a LoadError>,
    unsaved: Option<&'a StoreError>,
}

/// What opening the app found, one sentence after another.
fn opening(
    f: &mut fmt::Formatter<'_>,
    seen: Found<'_>,
    updated: Option<&str>,
    unavailable: bool,
) -> fmt::Result {
    let mut found: Vec<String> = seen.kept_aside.iter().map(kept).collect();
    found.extend(seen.not_opened.map(|e| e.said().to_string()));
    found.extend(seen.unsaved.map(|e| {
        format!("The app could not tidy what it keeps ({}); nothing was lost, and it tries again next time.", e.said())
    }));
    found.extend(updated.map(|build| {
        format!("The app has been updated (version {build}). Every match is as it was.")
    }));
    if unavailable {
        found.push("This browser is not letting the app save anything: the match lives only in this page. Export it before closing.".into());
    }
    f.write_str(&found.join(" "))
}

/// Stored data kept aside, as opening the app says it.
fn kept(kept: &KeptAside) -> String {
    match kept {
        KeptAside::Index(why) => format!("The list of matches could not be read ({why}); it was kept aside and rebuilt from the matches themselves."),
        KeptAside::Match { id, problem } => {
            format!("Match {id} could not be read ({}); it was kept aside.", problem.said())
        }
        KeptAside::OldMatch(problem) => {
            format!("The saved match could not be read ({}); it was kept aside.", problem.said())
        }
        KeptAside::Presets(why) => {
            format!("The saved house-rule presets could not be read ({why}); they were kept aside.")
        }
        KeptAside::Nights(Some(why)) => {
            format!("The saved club nights could not be read ({why}); they were kept aside.")
        }
        KeptAside::Nights(None) => "A saved club night's seating did not seat its players; the nights were kept aside.".into(),
    }
}
