//! Bytes written as decimal digits, for a QR code's numeric mode (3⅓ bits a
//! digit): each 7 bytes, read as one number, as 17 digits (56 bits in 56⅔);
//! the last few bytes in as few digits as their number needs.

/// Digits for each count of bytes up to a whole group: the fewest whose
/// numbers reach 256 to the power of that count.
const DIGITS_FOR: [usize; 8] = [0, 3, 5, 8, 10, 13, 15, 17];

/// Bytes in a whole group.
const GROUP: usize = 7;

/// The bytes as decimal digits.
///
/// ```
/// use storage::link::digits::encode;
/// assert_eq!(encode(&[]), "");
/// assert_eq!(encode(&[255]), "255");
/// assert_eq!(encode(&[1, 0]), "00256");
/// assert_eq!(encode(&[255; 7]), "72057594037927935");
/// ```
pub fn encode(bytes: &[u8]) -> String {
    bytes
        .chunks(GROUP)
        .map(|group| {
            let number = group
                .iter()
                .fold(0u64, |n, &byte| (n << 8) | u64::from(byte));
            format!("{number:0width$}", width = DIGITS_FOR[group.len()])
        })
        .collect()
}

/// The bytes the digits write, or none where they are not digits this
/// writes: another character, a count of digits no bytes give, or a
/// number too big for its bytes.
///
/// ```
/// use storage::link::digits::decode;
/// assert_eq!(decode("00256"), Some(vec![1, 0]));
/// assert_eq!(decode("256"), None, "one byte holds at most 255");
/// assert_eq!(decode("0256"), None, "no bytes give four digits");
/// assert_eq!(decode("2a5"), None);
/// ```
pub fn decode(digits: &str) -> Option<Vec<u8>> {
    let digits = digits.as_bytes();
    let mut bytes = Vec::with_capacity(digits.len() * GROUP / DIGITS_FOR[GROUP] + GROUP);
    for group in digits.chunks(DIGITS_FOR[GROUP]) {
        let count = DIGITS_FOR.iter().position(|&d| d == group.len())?;
        if !group.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let number = group
            .iter()
            .fold(0u64, |n, &digit| n * 10 + u64::from(digit - b'0'));
        if number >> (8 * count) != 0 {
            return None;
        }
        bytes.extend((0..count).rev().map(|at| (number >> (8 * at)) as u8));
    }
    Some(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn each_count_of_digits_is_the_fewest_its_bytes_need() {
        for (count, &digits) in DIGITS_FOR.iter().enumerate().skip(1) {
            let most = u128::from(u64::MAX >> (64 - 8 * count));
            assert_eq!(most.to_string().len(), digits, "{count} bytes");
        }
    }

    proptest! {
        #[test]
        fn any_bytes_come_back(bytes in proptest::collection::vec(any::<u8>(), 0..100)) {
            let digits = encode(&bytes);
            prop_assert!(digits.bytes().all(|d| d.is_ascii_digit()));
            prop_assert_eq!(decode(&digits), Some(bytes));
        }

        /// Whatever the text, decoding it does not panic, and what it
        /// decodes to writes it again.
        #[test]
        fn any_digits_decode_to_what_writes_them_or_not_at_all(text in "[0-9]{0,60}") {
            if let Some(bytes) = decode(&text) {
                prop_assert_eq!(encode(&bytes), text);
            }
        }
    }
}
