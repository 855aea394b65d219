//! The few kinds of field a table's set-up is packed from, each in as few
//! bytes as it goes: numbers in 7 bits a byte (LEB128), texts after their
//! length, a night's id of 16 hex digits in 8 bytes, a time as the number
//! its digits make, JSON as what differs from a value every tablet knows;
//! and the bytes sealed with their CRC-32.

use crate::export::TableLinkProblem;
use crate::link::LinkProblem;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

/// How a night's id is packed.
const ID_HEX: u8 = 0;
const ID_TEXT: u8 = 1;

/// How a time is packed: none, the digits of `2026-11-25T19:30:00.000Z`
/// (as a browser writes it), of `2026-11-25T19:30:00Z`, or as text.
const NO_TIME: u8 = 0;
const TIME_MILLIS: u8 = 1;
const TIME_SECONDS: u8 = 2;
const TIME_TEXT: u8 = 3;

/// Bytes being packed.
#[derive(Default)]
pub struct Packer(Vec<u8>);

impl Packer {
    pub fn byte(&mut self, byte: u8) {
        self.0.push(byte);
    }

    /// A number, 7 bits a byte, the low ones first; the top bit says more
    /// follow.
    pub fn number(&mut self, mut n: u64) {
        while n >= 0x80 {
            self.0.push((n & 0x7f) as u8 | 0x80);
            n >>= 7;
        }
        self.0.push(n as u8);
    }

    /// A number that may be below zero: 0, -1, 1, -2… as 0, 1, 2, 3…
    pub fn signed(&mut self, n: i64) {
        self.number(((n << 1) ^ (n >> 63)) as u64);
    }

    pub fn text(&mut self, text: &str) {
        self.number(text.len() as u64);
        self.0.extend_from_slice(text.as_bytes());
    }

    /// A night's id: the app makes it of 16 hex digits.
    pub fn night_id(&mut self, id: &str) {
        let hex = id.len() == 16 && id.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
        match u64::from_str_radix(id, 16) {
            Ok(n) if hex => {
                self.byte(ID_HEX);
                self.0.extend_from_slice(&n.to_be_bytes());
            }
            _ => {
                self.byte(ID_TEXT);
                self.text(id);
            }
        }
    }

    /// A time in ISO 8601, as the number its digits make when it is in
    /// one of the two shapes the app writes.
    pub fn time(&mut self, time: Option<&str>) {
        let Some(time) = time else {
            self.byte(NO_TIME);
            return;
        };
        let digits: String = time.chars().filter(char::is_ascii_digit).collect();
        let packed = [TIME_MILLIS, TIME_SECONDS].into_iter().find_map(|shape| {
            let n = digits.parse::<u64>().ok()?;
            (time_text(shape, n).as_deref() == Some(time)).then_some((shape, n))
        });
        match packed {
            Some((shape, n)) => {
                self.byte(shape);
                self.number(n);
            }
            None => {
                self.byte(TIME_TEXT);
                self.text(time);
            }
        }
    }

    /// A value as the JSON of what differs in it from `known`: nothing
    /// where it is the same.
    pub fn json(&mut self, value: &impl Serialize, known: &Value) {
        let value = serde_json::to_value(value).unwrap_or_default();
        let differs = difference(&value, known);
        self.text(&differs.map(|d| d.to_string()).unwrap_or_default());
    }

    /// The bytes, their CRC-32 after them.
    pub fn sealed(mut self) -> Vec<u8> {
        let check = crc32fast::hash(&self.0);
        self.0.extend_from_slice(&check.to_be_bytes());
        self.0
    }
}

/// The time of that shape whose digits make `n`, if there is one.
fn time_text(shape: u8, n: u64) -> Option<String> {
    let (digits, tail) = match shape {
        TIME_MILLIS => (17, 3),
        TIME_SECONDS => (14, 0),
        _ => return None,
    };
    let d = format!("{n:0digits$}");
    let part = |from: usize, to: usize| d.get(from..to);
    let fraction = match tail {
        0 => String::new(),
        _ => format!(".{}", part(14, 17)?),
    };
    (d.len() == digits).then(|| {
        format!(
            "{}-{}-{}T{}:{}:{}{fraction}Z",
            &d[0..4],
            &d[4..6],
            &d[6..8],
            &d[8..10],
            &d[10..12],
            &d[12..14]
        )
    })
}

/// What differs in `value` from `known`: within objects, only the keys
/// whose values differ; none where nothing does.
fn difference(value: &Value, known: &Value) -> Option<Value> {
    match (value, known) {
        (Value::Object(value), Value::Object(known)) => {
            let differs: Map<String, Value> = value
                .iter()
                .filter_map(|(key, v)| match known.get(key) {
                    Some(k) => Some((key.clone(), difference(v, k)?)),
                    None => Some((key.clone(), v.clone())),
                })
                .collect();
            (!differs.is_empty()).then_some(Value::Object(differs))
        }
        _ => (value != known).then(|| value.clone()),
    }
}

/// `known` with what differs put in.
fn with_difference(known: &mut Value, differs: Value) {
    match (known, differs) {
        (Value::Object(known), Value::Object(differs)) => {
            for (key, value) in differs {
                match known.get_mut(&key) {
                    Some(k) => with_difference(k, value),
                    None => {
                        known.insert(key, value);
                    }
                }
            }
        }
        (known, differs) => *known = differs,
    }
}

/// Packed bytes being read, each field as [`Packer`] writes it; bytes that
/// run out or do not read are a link changed on its way.
pub struct Unpacker<'a>(&'a [u8]);

fn changed() -> TableLinkProblem {
    TableLinkProblem::Link(LinkProblem::Changed)
}

impl<'a> Unpacker<'a> {
    /// The bytes before their CRC-32, if it is theirs.
    pub fn unsealed(bytes: &'a [u8]) -> Result<Unpacker<'a>, TableLinkProblem> {
        let at = bytes.len().checked_sub(4).ok_or_else(changed)?;
        let (packed, check) = bytes.split_at(at);
        let sealed = check == crc32fast::hash(packed).to_be_bytes();
        sealed.then_some(Unpacker(packed)).ok_or_else(changed)
    }

    fn take(&mut self, count: usize) -> Result<&'a [u8], TableLinkProblem> {
        if count > self.0.len() {
            return Err(changed());
        }
        let (taken, rest) = self.0.split_at(count);
        self.0 = rest;
        Ok(taken)
    }

    pub fn byte(&mut self) -> Result<u8, TableLinkProblem> {
        Ok(self.take(1)?[0])
    }

    pub fn number(&mut self) -> Result<u64, TableLinkProblem> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            let bits = u64::from(byte & 0x7f);
            if bits << shift >> shift != bits {
                return Err(changed());
            }
            n |= bits << shift;
            if byte & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(changed())
    }

    pub fn signed(&mut self) -> Result<i64, TableLinkProblem> {
        let n = self.number()?;
        Ok((n >> 1) as i64 ^ -((n & 1) as i64))
    }

    pub fn text(&mut self) -> Result<String, TableLinkProblem> {
        let length = usize::try_from(self.number()?).map_err(|_| changed())?;
        let bytes = self.take(length)?;
        String::from_utf8(bytes.to_vec()).map_err(|_| changed())
    }

    pub fn night_id(&mut self) -> Result<String, TableLinkProblem> {
        match self.byte()? {
            ID_HEX => {
                let bytes: [u8; 8] = self.take(8)?.try_into().map_err(|_| changed())?;
                Ok(format!("{:016x}", u64::from_be_bytes(bytes)))
            }
            ID_TEXT => self.text(),
            _ => Err(changed()),
        }
    }

    pub fn time(&mut self) -> Result<Option<String>, TableLinkProblem> {
        match self.byte()? {
            NO_TIME => Ok(None),
            TIME_TEXT => self.text().map(Some),
            shape => {
                let n = self.number()?;
                time_text(shape, n).map(Some).ok_or_else(changed)
            }
        }
    }

    /// A value written as what differs from `known`; JSON that does not
    /// make one is named by the JSON reader's account.
    pub fn json<T: DeserializeOwned>(&mut self, known: &Value) -> Result<T, TableLinkProblem> {
        let text = self.text()?;
        let mut value = known.clone();
        if !text.is_empty() {
            let differs = serde_json::from_str(&text)
                .map_err(|e| TableLinkProblem::NotATable(e.to_string()))?;
            with_difference(&mut value, differs);
        }
        serde_json::from_value(value).map_err(|e| TableLinkProblem::NotATable(e.to_string()))
    }

    /// Whether every byte was read: more is a link changed on its way.
    pub fn done(&self) -> Result<(), TableLinkProblem> {
        self.0.is_empty().then_some(()).ok_or_else(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn sealed(pack: impl FnOnce(&mut Packer)) -> Vec<u8> {
        let mut packer = Packer::default();
        pack(&mut packer);
        packer.sealed()
    }

    #[test]
    fn times_the_app_writes_take_their_digits_and_others_are_kept_as_text() {
        for time in [
            "2026-11-25T19:30:00.123Z",
            "2026-11-25T19:30:00Z",
            "0001-01-01T00:00:00.000Z",
            "2026-11-25T19:30:00+01:00",
            "2026-11-25T19:30:00.5Z",
            "",
            "soon",
        ] {
            let bytes = sealed(|p| p.time(Some(time)));
            let mut read = Unpacker::unsealed(&bytes).unwrap();
            assert_eq!(read.time(), Ok(Some(time.to_string())), "{time}");
            assert_eq!(read.done(), Ok(()));
        }
        let millis = sealed(|p| p.time(Some("2026-11-25T19:30:00.123Z")));
        assert_eq!(millis.len(), 1 + 8 + 4, "17 digits in 8 bytes");
        assert_eq!(sealed(|p| p.time(None)).len(), 1 + 4);
    }

    #[test]
    fn a_night_s_id_of_hex_digits_takes_eight_bytes() {
        for id in [
            "9e3779b97f4a7c15",
            "0000000000000000",
            "9E3779B97F4A7C15",
            "n",
            "",
        ] {
            let bytes = sealed(|p| p.night_id(id));
            let mut read = Unpacker::unsealed(&bytes).unwrap();
            assert_eq!(read.night_id(), Ok(id.to_string()), "{id}");
        }
        assert_eq!(sealed(|p| p.night_id("9e3779b97f4a7c15")).len(), 1 + 8 + 4);
    }

    #[test]
    fn json_is_written_as_what_differs_from_what_is_known() {
        let known = serde_json::json!({ "limit": 1000, "doubles": { "purity": 8, "no_chows": 2 } });
        let changed =
            serde_json::json!({ "limit": 500, "doubles": { "purity": 8, "no_chows": 4 } });
        let bytes = sealed(|p| p.json(&changed, &known));
        let mut read = Unpacker::unsealed(&bytes).unwrap();
        assert_eq!(read.json::<Value>(&known), Ok(changed));
        let same = sealed(|p| p.json(&known, &known));
        assert_eq!(same.len(), 1 + 4, "nothing differs: an empty text");
    }

    #[test]
    fn bytes_changed_cut_or_added_to_are_refused() {
        let bytes = sealed(|p| p.text("Margaret"));
        let mut flipped = bytes.clone();
        flipped[3] ^= 1;
        assert!(Unpacker::unsealed(&flipped).is_err());
        assert!(Unpacker::unsealed(&bytes[..3]).is_err());
        let more = sealed(|p| {
            p.text("Margaret");
            p.byte(0);
        });
        let mut read = Unpacker::unsealed(&more).unwrap();
        read.text().unwrap();
        assert_eq!(read.done(), Err(changed()));
        let too_long = sealed(|p| p.number(u64::MAX));
        let mut read = Unpacker::unsealed(&too_long).unwrap();
        assert_eq!(read.number(), Ok(u64::MAX));
        let over = sealed(|p| (0..10).for_each(|_| p.byte(0xff)));
        assert_eq!(Unpacker::unsealed(&over).unwrap().number(), Err(changed()));
    }

    proptest! {
        #[test]
        fn numbers_and_texts_come_back(n in any::<u64>(), s in any::<i64>(), text in ".{0,40}") {
            let bytes = sealed(|p| {
                p.number(n);
                p.signed(s);
                p.text(&text);
            });
            let mut read = Unpacker::unsealed(&bytes).unwrap();
            prop_assert_eq!(read.number(), Ok(n));
            prop_assert_eq!(read.signed(), Ok(s));
            prop_assert_eq!(read.text(), Ok(text));
            prop_assert_eq!(read.done(), Ok(()));
        }

        /// Whatever the bytes, reading them as each field does not panic.
        #[test]
        fn any_bytes_read_without_panicking(bytes in proptest::collection::vec(any::<u8>(), 0..40)) {
            let sealed = sealed(|p| bytes.iter().for_each(|&b| p.byte(b)));
            for field in 0..6 {
                let mut read = Unpacker::unsealed(&sealed).unwrap();
                let _ = match field {
                    0 => read.number().map(|_| ()),
                    1 => read.text().map(|_| ()),
                    2 => read.night_id().map(|_| ()),
                    3 => read.time().map(|_| ()),
                    4 => read.json::<Value>(&Value::Null).map(|_| ()),
                    _ => read.signed().map(|_| ()),
                };
            }
        }
    }
}
