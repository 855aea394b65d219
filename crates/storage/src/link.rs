//! A match handed on by a link: its export, compressed as gzip,
//! written after the `#` of the app's address so it never reaches a server.
//!
//! The part after `#` reads `<version>.<length>.<data>`: the link format's
//! version, how many characters of data follow, and the data. In version 1
//! the data is the compressed export (gzip, whose checksum catches a changed
//! character) in URL-safe Base64 without padding. In version 2, which QR
//! codes hold, it is bytes written as decimal digits ([`digits`]): a QR code
//! holds a digit in 3⅓ bits and a Base64 character in 8, so the same bytes
//! take three quarters of the modules. The length tells a link cut short
//! from one changed on its way.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

/// The link format's version whose data is Base64.
const LINK_VERSION: &str = "1";

/// The link format's version whose data is decimal digits.
const DIGITS_VERSION: &str = "2";

/// The longest link offered, in characters. Browsers open far longer
/// addresses (Chromium up to 2 MB); messaging apps set the bound: WhatsApp
/// takes 65,536 characters in a message, Slack 40,000, Telegram 4,096, and
/// a text message splits near 1,600. A 60-hand match needs about 2,500 (the
/// end-to-end tests print it); a longer match is offered as a file instead,
/// and the players are told each link's length.
pub const LONGEST_LINK: usize = 16_000;

/// Why a link's match cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkProblem {
    /// Nothing after `#`, or something this app did not write.
    NoMatch,
    /// A newer link format.
    Newer(String),
    /// Fewer characters than the link says it holds.
    CutShort {
        /// Characters it holds.
        has: usize,
        /// Characters it should hold.
        needs: usize,
    },
    /// Characters changed or added: the data does not check out.
    Changed,
}

/// Text compressed as gzip (RFC 1952): what the browser's
/// `DecompressionStream("gzip")` opens. Done here, at once, so that the
/// link is ready within the player's tap: Safari lets a page copy or share
/// only then.
///
/// ```
/// use storage::link::gzip;
/// let packed = gzip("a match");
/// assert_eq!(&packed[..3], &[0x1f, 0x8b, 8]);
/// assert_eq!(&packed[packed.len() - 4..], &7u32.to_le_bytes());
/// ```
pub fn gzip(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    // Magic, deflate, no flags, no time, no extra flags, unknown system.
    let mut out = vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255];
    out.extend(miniz_oxide::deflate::compress_to_vec(bytes, 9));
    out.extend(crc32fast::hash(bytes).to_le_bytes());
    // The length modulo 2^32, as the format has it.
    out.extend((bytes.len() as u32).to_le_bytes());
    out
}

/// The part after `#` for a compressed export.
///
/// ```
/// use storage::link::{link_fragment, read_fragment};
/// let fragment = link_fragment(&[1, 2, 3, 250]);
/// use storage::link::Fragment;
/// assert_eq!(fragment, "1.6.AQID-g");
/// assert_eq!(read_fragment(&fragment), Ok(Fragment::Base64(vec![1, 2, 3, 250])));
/// ```
pub fn link_fragment(compressed: &[u8]) -> String {
    let data = URL_SAFE_NO_PAD.encode(compressed);
    format!("{LINK_VERSION}.{}.{data}", data.len())
}

/// The part after `#` for bytes a QR code is to hold: version 2, the
/// bytes as decimal digits, which the code holds in its numeric mode.
///
/// ```
/// use storage::link::{digits_fragment, read_fragment, Fragment};
/// let fragment = digits_fragment(&[1, 2, 3, 250]);
/// assert_eq!(fragment, "2.10.0016909306");
/// assert_eq!(read_fragment(&fragment), Ok(Fragment::Digits(vec![1, 2, 3, 250])));
/// ```
pub fn digits_fragment(bytes: &[u8]) -> String {
    let data = digits::encode(bytes);
    format!("{DIGITS_VERSION}.{}.{data}", data.len())
}

/// The bytes a link's part after `#` holds, by how they were written: what
/// they are (a gzipped export, a table's set-up) the link's address says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fragment {
    /// Version 1, in Base64: gzip of the JSON.
    Base64(Vec<u8>),
    /// Version 2, in decimal digits: the bytes a QR code holds.
    Digits(Vec<u8>),
}

/// The bytes a link's part after `#` holds (with or without the `#`). A
/// character changed to another of its kind is caught by the checksum the
/// bytes carry when they are opened.
pub fn read_fragment(fragment: &str) -> Result<Fragment, LinkProblem> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let mut parts = fragment.splitn(3, '.');
    let (Some(version), Some(length), Some(data)) = (parts.next(), parts.next(), parts.next())
    else {
        return Err(LinkProblem::NoMatch);
    };
    if version != LINK_VERSION && version != DIGITS_VERSION {
        return match version.parse::<u32>() {
            Ok(_) => Err(LinkProblem::Newer(version.to_string())),
            Err(_) => Err(LinkProblem::NoMatch),
        };
    }
    let needs = length.parse::<usize>().map_err(|_| LinkProblem::Changed)?;
    let has = data.len();
    if has < needs {
        return Err(LinkProblem::CutShort { has, needs });
    }
    if has > needs {
        return Err(LinkProblem::Changed);
    }
    if version == DIGITS_VERSION {
        return digits::decode(data)
            .map(Fragment::Digits)
            .ok_or(LinkProblem::Changed);
    }
    URL_SAFE_NO_PAD
        .decode(data)
        .map(Fragment::Base64)
        .map_err(|_| LinkProblem::Changed)
}

pub mod digits;

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Whatever the text, the gzip holds it: its body inflates back to
        /// the text, and the checksum and length at its end are the text's.
        #[test]
        fn gzip_holds_the_text(text in ".{0,400}") {
            let packed = gzip(&text);
            prop_assert_eq!(&packed[..10], &[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
            let (body, tail) = packed[10..].split_at(packed.len() - 18);
            let opened = miniz_oxide::inflate::decompress_to_vec(body)
                .map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
            prop_assert_eq!(&opened, text.as_bytes());
            prop_assert_eq!(&tail[..4], &crc32fast::hash(text.as_bytes()).to_le_bytes());
            prop_assert_eq!(&tail[4..], &(text.len() as u32).to_le_bytes());
        }
    }

    #[test]
    fn a_cut_link_says_how_much_is_missing() {
        let fragment = link_fragment(&[7; 30]);
        let cut = &fragment[..fragment.len() - 5];
        assert_eq!(
            read_fragment(cut),
            Err(LinkProblem::CutShort { has: 35, needs: 40 })
        );
    }

    #[test]
    fn what_is_not_a_link_says_so() {
        assert_eq!(read_fragment(""), Err(LinkProblem::NoMatch));
        assert_eq!(read_fragment("#top"), Err(LinkProblem::NoMatch));
        assert_eq!(
            read_fragment("3.4.AAAA"),
            Err(LinkProblem::Newer("3".into()))
        );
        assert_eq!(read_fragment("2.4.AAAA"), Err(LinkProblem::Changed));
        assert_eq!(read_fragment("2.4.0001"), Err(LinkProblem::Changed));
        assert_eq!(read_fragment("1.x.AAAA"), Err(LinkProblem::Changed));
        assert_eq!(read_fragment("1.4.AA%A"), Err(LinkProblem::Changed));
    }

    #[test]
    fn a_last_character_changed_in_its_unused_bits_is_refused() {
        // One byte is two characters, the second carrying four unused bits.
        assert_eq!(link_fragment(&[0]), "1.2.AA");
        assert_eq!(read_fragment("1.2.AB"), Err(LinkProblem::Changed));
    }

    proptest! {
        #[test]
        fn any_bytes_come_back(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
            prop_assert_eq!(read_fragment(&link_fragment(&bytes)), Ok(Fragment::Base64(bytes.clone())));
            prop_assert_eq!(read_fragment(&digits_fragment(&bytes)), Ok(Fragment::Digits(bytes)));
        }

        /// Whatever the text, reading it does not panic, and what it reads
        /// as is what a link to those bytes holds.
        #[test]
        fn any_text_reads_as_a_link_to_what_it_holds_or_not_at_all(text in ".{0,80}") {
            match read_fragment(&text) {
                Ok(Fragment::Base64(bytes)) => {
                    prop_assert_eq!(read_fragment(&link_fragment(&bytes)), Ok(Fragment::Base64(bytes)));
                }
                Ok(Fragment::Digits(bytes)) => {
                    prop_assert_eq!(read_fragment(&digits_fragment(&bytes)), Ok(Fragment::Digits(bytes)));
                }
                Err(_) => {}
            }
        }
    }
}
