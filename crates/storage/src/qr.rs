//! A link as a QR code, and QR codes read from a picture: how one tablet
//! hands a table's set-up or result to another at a club night. Pure, so
//! tested natively; `ui/qr.rs` draws the code and `ui/camera.rs` reads one
//! (its refusals named here, as data, and worded in `words/sharing.rs`).
//!
//! The link goes in byte mode (`qrcodegen`), but for long runs of digits,
//! which go in numeric mode at 3⅓ bits a digit (a link made for a code
//! writes its data so, `storage::link::digits_fragment`), at low error
//! correction, raised where the same size of code holds more: a code on a
//! screen is neither torn nor smudged. Codes are read with `quircs`, which
//! the camera uses where the browser has no `BarcodeDetector` (Safari).

use qrcodegen::{QrCodeEcc, QrSegment, Version};

/// The most bytes one QR code holds in byte mode: version 40 (177 modules
/// a side) at low error correction has 2,956 data codewords, less the
/// mode's 4 bits and the 16-bit count. A link is ASCII, one byte a
/// character. A link whose data is digits holds more.
pub const MOST_IN_ONE_CODE: usize = 2953;

/// The fewest digits in a row put in numeric mode: a run of digits between
/// bytes costs a numeric segment's header and another byte segment's (at
/// most 4 + 14 and 4 + 16 bits), and each digit saves 4⅔ bits.
const FEWEST_DIGITS_ALONE: usize = 8;

/// The link cut into segments: byte mode, and numeric mode for each run of
/// at least [`FEWEST_DIGITS_ALONE`] digits.
fn segments(link: &str) -> Vec<QrSegment> {
    let bytes = link.as_bytes();
    let mut segments = Vec::new();
    let (mut from, mut at) = (0, 0);
    while at < bytes.len() {
        let run = bytes[at..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if run < FEWEST_DIGITS_ALONE {
            at += run.max(1);
            continue;
        }
        if from < at {
            segments.push(QrSegment::make_bytes(&bytes[from..at]));
        }
        segments.push(QrSegment::make_numeric(&link[at..at + run]));
        at += run;
        from = at;
    }
    if from < bytes.len() || segments.is_empty() {
        segments.push(QrSegment::make_bytes(&bytes[from..]));
    }
    segments
}

/// The light modules drawn around a code, on every side, so that a reader
/// finds its edge (the standard asks for 4).
pub const QUIET_ZONE: usize = 4;

/// Why a link cannot be drawn as one QR code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QrProblem {
    /// The link is longer than one code holds.
    TooLong {
        /// The link's length, in bytes.
        length: usize,
        /// The most one code holds.
        most: usize,
    },
}

/// Why the camera shows no picture to read codes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CameraProblem {
    /// The player or the browser did not allow the camera.
    Refused,
    /// The device has no camera, or the browser offers none to this page.
    Absent,
    /// There is a camera, but it would not start (another app holds it).
    Failed,
    /// The app's own reader of codes could not be fetched (the connection
    /// dropped before the app was kept for offline use).
    ReaderMissing,
}

impl CameraProblem {
    /// The problem a browser's refusal names (a `DOMException`'s name).
    ///
    /// ```
    /// use storage::qr::CameraProblem;
    /// assert_eq!(CameraProblem::named("NotAllowedError"), CameraProblem::Refused);
    /// assert_eq!(CameraProblem::named("NotFoundError"), CameraProblem::Absent);
    /// assert_eq!(CameraProblem::named("NotReadableError"), CameraProblem::Failed);
    /// ```
    pub fn named(name: &str) -> CameraProblem {
        match name {
            "NotAllowedError" | "SecurityError" | "PermissionDeniedError" => CameraProblem::Refused,
            "NotFoundError" | "OverconstrainedError" | "DevicesNotFoundError" => {
                CameraProblem::Absent
            }
            _ => CameraProblem::Failed,
        }
    }
}

/// A QR code's modules, row by row, without the quiet zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrGrid {
    size: usize,
    dark: Vec<bool>,
}

impl QrGrid {
    /// The link drawn as one QR code, or why it cannot be.
    ///
    /// ```
    /// use storage::qr::{QrGrid, QrProblem, MOST_IN_ONE_CODE};
    /// let code = QrGrid::of_link("https://example.org/#1.2.AA").unwrap();
    /// assert_eq!(code.size(), 25);
    /// let long = "a".repeat(MOST_IN_ONE_CODE + 1);
    /// assert_eq!(
    ///     QrGrid::of_link(&long),
    ///     Err(QrProblem::TooLong { length: 2954, most: 2953 })
    /// );
    /// ```
    pub fn of_link(link: &str) -> Result<QrGrid, QrProblem> {
        let too_long = QrProblem::TooLong {
            length: link.len(),
            most: MOST_IN_ONE_CODE,
        };
        let segments = segments(link);
        let code = qrcodegen::QrCode::encode_segments_advanced(
            &segments,
            QrCodeEcc::Low,
            Version::MIN,
            Version::MAX,
            None,
            true,
        )
        .map_err(|_| too_long)?;
        let side = code.size();
        let dark = (0..side)
            .flat_map(|y| (0..side).map(move |x| (x, y)))
            .map(|(x, y)| code.get_module(x, y))
            .collect();
        Ok(QrGrid {
            size: usize::try_from(side).unwrap_or(0),
            dark,
        })
    }

    /// Modules a side, without the quiet zone.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether the module at column `x`, row `y` is dark; outside the code,
    /// light.
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.dark.get(y * self.size + x) == Some(&true)
    }

    /// Modules a side with the quiet zone: the SVG's view box.
    pub fn side_with_quiet_zone(&self) -> usize {
        self.size + 2 * QUIET_ZONE
    }

    /// The dark modules as an SVG path, one unit a module, the quiet zone
    /// included in the coordinates: each run of dark modules in a row is one
    /// rectangle, so the path stays short and the code crisp.
    ///
    /// ```
    /// use storage::qr::QrGrid;
    /// let code = QrGrid::of_link("a").unwrap();
    /// // The finder pattern's top edge: seven dark modules from (4, 4).
    /// assert!(code.svg_path().starts_with("M4 4h7v1h-7z"));
    /// ```
    pub fn svg_path(&self) -> String {
        let mut path = String::new();
        for y in 0..self.size {
            let mut x = 0;
            while x < self.size {
                if !self.is_dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while self.is_dark(x, y) {
                    x += 1;
                }
                let run = x - start;
                path.push_str(&format!(
                    "M{} {}h{run}v1h-{run}z",
                    start + QUIET_ZONE,
                    y + QUIET_ZONE
                ));
            }
        }
        path
    }
}

/// The side, in CSS pixels, of a code `modules` a side (its quiet zone
/// included) drawn as large as a space `width` by `height` CSS pixels
/// allows, on a screen of `pixel_ratio` device pixels a CSS pixel: a whole
/// number of device pixels a module, so that every module is as wide as
/// the next, where a module has one; else the whole space.
///
/// ```
/// use storage::qr::crisp_side;
/// // A 10" tablet, two device pixels a CSS pixel, 700 CSS pixels free:
/// // 53 modules at 26 device pixels each.
/// assert_eq!(crisp_side(1024.0, 700.0, 2.0, 53), 689.0);
/// assert_eq!(crisp_side(30.0, 30.0, 1.0, 53), 30.0);
/// ```
pub fn crisp_side(width: f64, height: f64, pixel_ratio: f64, modules: usize) -> f64 {
    let space = width.min(height).max(0.0);
    let ratio = if pixel_ratio.is_finite() && pixel_ratio > 0.0 {
        pixel_ratio
    } else {
        1.0
    };
    let modules = modules.max(1) as f64;
    let each = (space * ratio / modules).floor();
    if each >= 1.0 {
        each * modules / ratio
    } else {
        space
    }
}

/// The texts of the QR codes found in a picture of `width` by `height`
/// pixels, four bytes a pixel (red, green, blue, alpha: a canvas's
/// `ImageData`). A picture whose bytes fall short is read as light where
/// they are missing; a code that does not check out is left out. A code
/// of fewer than four pixels a module is often missed, so a picture of at
/// most [`DOUBLED_FRAME`] pixels a side with none found is read again at
/// twice its size (a larger frame has more pixels a module to begin with,
/// and doubling it would make each reading long).
pub fn read_rgba(width: usize, height: usize, rgba: &[u8]) -> Vec<String> {
    let Some(pixels) = width.checked_mul(height).filter(|&n| n > 0) else {
        return Vec::new();
    };
    let grey = |at: usize| match rgba.get(at * 4..at * 4 + 3) {
        // ITU-R BT.601 weights, in integers out of 256.
        Some(&[r, g, b]) => {
            ((77 * u32::from(r) + 150 * u32::from(g) + 29 * u32::from(b)) >> 8) as u8
        }
        _ => 255,
    };
    let greys: Vec<u8> = (0..pixels).map(grey).collect();
    let found = read_greys(width, height, &greys);
    if !found.is_empty() || width.max(height) > DOUBLED_FRAME {
        return found;
    }
    let doubled: Vec<u8> = (0..pixels * 4)
        .map(|at| greys[(at / (width * 2) / 2) * width + at % (width * 2) / 2])
        .collect();
    read_greys(width * 2, height * 2, &doubled)
}

/// The longest side, in pixels, of a picture read again at twice its size
/// when no code is found in it.
pub const DOUBLED_FRAME: usize = 640;

/// The texts of the QR codes found in a picture of grey levels, a byte a
/// pixel, `width * height` of them.
fn read_greys(width: usize, height: usize, greys: &[u8]) -> Vec<String> {
    quircs::Quirc::default()
        .identify(width, height, greys)
        .filter_map(|code| code.ok()?.decode().ok())
        .filter_map(|data| String::from_utf8(data.payload).ok())
        .collect()
}

/// The longest side, in pixels, of a camera's frame read for codes: a
/// 720p frame whole (a version-36 code, a 60-hand match's link, filling
/// half its height is 2 pixels a module), a larger one scaled down, so that
/// each reading stays short.
pub const LONGEST_FRAME: u32 = 1280;

/// The size a camera's frame of `width` by `height` is read at: the same
/// shape, its longest side at most [`LONGEST_FRAME`].
///
/// ```
/// use storage::qr::reading_size;
/// assert_eq!(reading_size(1280, 720), (1280, 720));
/// assert_eq!(reading_size(1920, 1080), (1280, 720));
/// assert_eq!(reading_size(1080, 1920), (720, 1280));
/// assert_eq!(reading_size(0, 0), (0, 0));
/// ```
pub fn reading_size(width: u32, height: u32) -> (u32, u32) {
    let longest = width.max(height);
    if longest <= LONGEST_FRAME {
        return (width, height);
    }
    let scale =
        |side: u32| (u64::from(side) * u64::from(LONGEST_FRAME) / u64::from(longest)) as u32;
    (scale(width), scale(height))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_one_code_holds_is_drawn_and_one_more_is_refused() {
        let most = "h".repeat(MOST_IN_ONE_CODE);
        let code = QrGrid::of_link(&most).unwrap();
        assert_eq!(code.size(), 177, "version 40");
        let over = format!("{most}h");
        assert_eq!(
            QrGrid::of_link(&over),
            Err(QrProblem::TooLong {
                length: 2954,
                most: 2953
            })
        );
    }

    #[test]
    fn the_crate_agrees_on_the_limit() {
        // Asked for one byte more, qrcodegen itself refuses: the limit above
        // is the code's, not only this module's.
        let over = [QrSegment::make_bytes(&[b'h'; MOST_IN_ONE_CODE + 1])];
        let drawn = qrcodegen::QrCode::encode_segments_advanced(
            &over,
            QrCodeEcc::Low,
            Version::MIN,
            Version::MAX,
            None,
            true,
        );
        assert!(drawn.is_err());
    }

    #[test]
    fn outside_the_code_is_light() {
        let code = QrGrid::of_link("a").unwrap();
        assert!(code.is_dark(0, 0), "the finder's corner");
        assert!(!code.is_dark(code.size(), 0));
        assert!(!code.is_dark(usize::MAX, usize::MAX));
        assert_eq!(code.side_with_quiet_zone(), code.size() + 8);
    }

    #[test]
    fn a_picture_cut_short_reads_nothing_without_panicking() {
        assert!(read_rgba(40, 40, &[0; 100]).is_empty());
        assert!(read_rgba(0, 0, &[]).is_empty());
        assert!(read_rgba(usize::MAX, 2, &[]).is_empty());
        for (width, height) in [(1, 1), (1, 9), (9, 1), (2, 2), (7, 7), (21, 21)] {
            assert!(read_rgba(width, height, &vec![0; width * height * 4]).is_empty());
        }
    }

    #[test]
    fn noise_reads_nothing_without_panicking() {
        let mut state = 0x2545_f491_u32;
        let mut noise = |n: usize| -> Vec<u8> {
            (0..n)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    (state >> 24) as u8
                })
                .collect()
        };
        for (width, height) in [(64, 48), (160, 120), (33, 200)] {
            let picture = noise(width * height * 4);
            assert!(read_rgba(width, height, &picture).is_empty());
            // Blocks of noise, eight pixels a side, like a code's modules.
            let blocks = noise(width * height);
            let blocky: Vec<u8> = (0..width * height * 4)
                .map(|at| blocks[(at / 4 / width / 8) * width + (at / 4 % width) / 8])
                .collect();
            assert!(read_rgba(width, height, &blocky).is_empty());
        }
    }
}
