//! Stored text packed small: the JSON compressed (raw deflate) with its
//! checksum, the bytes written fifteen bits to a character.
//!
//! The browser keeps about five million characters for the app (UTF-16
//! code units), so what counts is bits per character: Base64 holds 6,
//! these characters 15. Every character of the data is one of the 32,768
//! from U+3400 to U+B3FF, all below the surrogates and none of them a
//! noncharacter, so each is one code unit that every browser keeps as it
//! was written.
//!
//! The text reads: [`TAG`]; one character for the table of shared pieces
//! used ([`shared`]; 0 for none, 1 for today's) times 16, plus how many
//! bits of the last character are padding (0 to 14); the data. The data is
//! the JSON, its shared pieces written as one character each, compressed,
//! followed by the CRC-32 of the JSON (little-endian), which catches a
//! character changed or a text cut short. No JSON begins with [`TAG`].

use super::shared;

/// The first character of packed text: its format's mark, which no JSON
/// begins with.
pub const TAG: char = '\u{33FF}';

/// The first character of the data's range.
const FIRST: u32 = 0x3400;

/// Bits per character.
const BITS: u32 = 15;

/// The most bytes a packed text opens to: far more than any match, so a
/// text that opens to more was not written by this app.
const MOST_OPENED: usize = 16 << 20;

/// Why packed text could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackedProblem {
    /// A character outside the data's range, or padding that cannot be.
    NotData,
    /// The compressed data does not open.
    DoesNotOpen,
    /// It opens, but to other text than was packed: changed or cut short.
    Changed,
}

impl std::fmt::Display for PackedProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            PackedProblem::NotData => "its characters are not the app's compressed data",
            PackedProblem::DoesNotOpen => "its compressed data is cut short or changed",
            PackedProblem::Changed => "its compressed data does not match its checksum",
        })
    }
}

/// Whether stored text is packed rather than JSON.
pub fn is_packed(text: &str) -> bool {
    text.starts_with(TAG)
}

/// Packs text: compressed, with its checksum, fifteen bits a character.
pub fn pack(text: &str) -> String {
    let (table, shortened) = match shared::fits(text) {
        true => (1, shared::shorten(text)),
        false => (0, text.to_string()),
    };
    let mut bytes = miniz_oxide::deflate::compress_to_vec(shortened.as_bytes(), 9);
    bytes.extend(crc32fast::hash(text.as_bytes()).to_le_bytes());
    let bits = bytes.len() as u32 * 8;
    let padding = (BITS - bits % BITS) % BITS;
    let mut out = String::with_capacity(3 * (2 + (bits / BITS) as usize + 1));
    out.push(TAG);
    out.push(character(table << 4 | padding));
    let (mut held, mut count) = (0u32, 0u32);
    for byte in bytes {
        held = (held << 8) | u32::from(byte);
        count += 8;
        if count >= BITS {
            count -= BITS;
            out.push(character(held >> count));
            held &= (1 << count) - 1;
        }
    }
    if count > 0 {
        out.push(character(held << (BITS - count)));
    }
    out
}

/// The character for fifteen bits.
fn character(value: u32) -> char {
    char::from_u32(FIRST + (value & 0x7FFF)).unwrap_or(TAG)
}

/// The fifteen bits a character holds, if it is one of the data's.
fn value(c: char) -> Option<u32> {
    let code = u32::from(c);
    (FIRST..FIRST + (1 << BITS))
        .contains(&code)
        .then(|| code - FIRST)
}

/// Opens packed text (with its [`TAG`]) back into the text that was packed.
pub fn unpack(packed: &str) -> Result<String, PackedProblem> {
    let mut chars = packed
        .strip_prefix(TAG)
        .ok_or(PackedProblem::NotData)?
        .chars();
    let header = chars.next().and_then(value).ok_or(PackedProblem::NotData)?;
    let (table, padding) = (header >> 4, header & 15);
    if table > 1 || padding >= BITS {
        return Err(PackedProblem::NotData);
    }
    let bytes = bytes(chars, padding)?;
    let split = bytes
        .len()
        .checked_sub(4)
        .ok_or(PackedProblem::DoesNotOpen)?;
    let (body, sum) = bytes.split_at(split);
    let mut opened = miniz_oxide::inflate::decompress_to_vec_with_limit(body, MOST_OPENED)
        .map_err(|_| PackedProblem::DoesNotOpen)?;
    if table == 1 {
        opened = shared::lengthen(&opened, MOST_OPENED).ok_or(PackedProblem::DoesNotOpen)?;
    }
    if crc32fast::hash(&opened).to_le_bytes() != sum {
        return Err(PackedProblem::Changed);
    }
    String::from_utf8(opened).map_err(|_| PackedProblem::Changed)
}

/// The bytes the data's characters hold, the last `padding` bits dropped;
/// padding that is not zeros, or not whole bytes, is refused.
fn bytes(chars: std::str::Chars<'_>, padding: u32) -> Result<Vec<u8>, PackedProblem> {
    let values: Vec<u32> = chars
        .map(value)
        .collect::<Option<_>>()
        .ok_or(PackedProblem::NotData)?;
    let bits = (values.len() as u64 * u64::from(BITS))
        .checked_sub(u64::from(padding))
        .filter(|bits| bits % 8 == 0)
        .ok_or(PackedProblem::NotData)?;
    let mut out = Vec::with_capacity((bits / 8) as usize);
    let (mut held, mut count) = (0u32, 0u32);
    for v in values {
        held = (held << BITS) | v;
        count += BITS;
        while count >= 8 && out.len() < (bits / 8) as usize {
            count -= 8;
            out.push((held >> count) as u8);
            held &= (1 << count) - 1;
        }
    }
    if held != 0 {
        return Err(PackedProblem::NotData);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn packed_text_begins_with_the_tag_and_keeps_to_its_range() {
        let packed = pack(r#"{"version":4,"match":{}}"#);
        assert!(is_packed(&packed));
        assert!(packed.chars().skip(1).all(|c| value(c).is_some()));
        assert_eq!(
            unpack(&packed).as_deref(),
            Ok(r#"{"version":4,"match":{}}"#)
        );
    }

    #[test]
    fn what_is_not_packed_is_refused() {
        assert_eq!(unpack("{}"), Err(PackedProblem::NotData));
        assert_eq!(unpack("\u{33FF}"), Err(PackedProblem::NotData));
        assert_eq!(unpack("\u{33FF}\u{3400}"), Err(PackedProblem::DoesNotOpen));
        assert_eq!(unpack("\u{33FF}\u{3400}a"), Err(PackedProblem::NotData));
        assert_eq!(
            unpack("\u{33FF}\u{340F}\u{3400}"),
            Err(PackedProblem::NotData)
        );
    }

    proptest! {
        #[test]
        fn any_text_comes_back(text in ".{0,300}") {
            prop_assert_eq!(unpack(&pack(&text)), Ok(text));
        }

        /// Text holding the shared pieces, and text holding what stands
        /// for them, come back as they were.
        #[test]
        fn text_with_pieces_comes_back(picks in prop::collection::vec((0..shared::PIECES.len(), "[\u{0}-\u{1f} a-z]{0,3}"), 0..20)) {
            let text: String = picks.iter().map(|(i, s)| format!("{}{s}", shared::PIECES[*i])).collect();
            prop_assert_eq!(unpack(&pack(&text)), Ok(text));
        }

        /// A character changed, or the text cut, never opens to other text.
        #[test]
        fn a_change_is_caught(text in ".{1,200}", at in any::<prop::sample::Index>(), to in 0u32..0x8000) {
            let packed: Vec<char> = pack(&text).chars().collect();
            let at = 1 + at.index(packed.len() - 1);
            let mut changed = packed.clone();
            changed[at] = char::from_u32(FIRST + to).unwrap();
            let changed: String = changed.into_iter().collect();
            if let Ok(opened) = unpack(&changed) {
                prop_assert_eq!(opened, text.clone(), "a change opens to the same text or not at all");
            }
            let cut: String = packed[..at].iter().collect();
            prop_assert!(unpack(&cut).is_err());
        }

        /// Whatever follows the tag, it opens or is refused, never a
        /// panic; what opens packs again to text that opens the same.
        #[test]
        fn any_text_opens_or_is_refused(text in "\u{33FF}[\u{3400}-\u{3410}\u{B3F0}-\u{B3FF}a]{0,40}") {
            if let Ok(opened) = unpack(&text) {
                prop_assert_eq!(unpack(&pack(&opened)), Ok(opened));
            }
        }
    }
}
