//! The words of handing a link between tablets as a QR code: the code's
//! label, a link too long for one code, and the camera that reads one.

use engine::points::group_thousands;
use storage::qr::{CameraProblem, QrProblem};

/// What a QR code's label says it holds, from what the link is to.
///
/// ```
/// use words::sharing::qr_label;
/// assert_eq!(qr_label("the link to Round 2, table 3"), "QR code of the link to Round 2, table 3");
/// ```
pub fn qr_label(holds: &str) -> String {
    format!("QR code of {holds}")
}

/// Why a link is offered without a QR code.
///
/// ```
/// use storage::qr::QrProblem;
/// use words::sharing::qr_problem;
/// let long = QrProblem::TooLong { length: 3120, most: 2953 };
/// assert_eq!(qr_problem(&long), "This link is too long for one QR code: it has 3,120 characters, and one code holds 2,953 at most. The link and the file are offered instead.");
/// ```
pub fn qr_problem(problem: &QrProblem) -> String {
    match problem {
        QrProblem::TooLong { length, most } => format!(
            "This link is too long for one QR code: it has {} characters, and one code holds {} at most. The link and the file are offered instead.",
            group_thousands(*length as i64),
            group_thousands(*most as i64)
        ),
    }
}

/// What the camera's picture is for, shown above it.
pub const POINT_THE_CAMERA: &str = "Point the camera at the QR code on the other tablet.";

/// Why the camera shows no picture.
pub fn camera_problem(problem: CameraProblem) -> &'static str {
    match problem {
        CameraProblem::Refused => "The camera was not allowed, so no code can be read. Allow the camera for this app in the browser's settings, or open the link or the file instead.",
        CameraProblem::Absent => "No camera was found on this device, so no code can be read. Open the link or the file instead.",
        CameraProblem::Failed => "The camera could not be started: another app may be using it. Close that app and try again, or open the link or the file instead.",
        CameraProblem::ReaderMissing => "This part of the app, which reads the code, could not be fetched: the connection may be down. Open the link or the file instead.",
    }
}

/// The words under a QR code, on the button that shows it full-screen.
pub const QR_FULL_SCREEN: &str = "Show full-screen";

/// The name of the button a QR code is, for a screen reader: its visible
/// words and what the code holds.
///
/// ```
/// use words::sharing::qr_full_screen;
/// assert_eq!(
///     qr_full_screen("the link to Round 2, table 3"),
///     "Show full-screen: QR code of the link to Round 2, table 3"
/// );
/// ```
pub fn qr_full_screen(holds: &str) -> String {
    format!("{QR_FULL_SCREEN}: {}", qr_label(holds))
}

/// The note above a QR code shown full-screen.
pub const TURN_THE_BRIGHTNESS_UP: &str =
    "Turn this screen's brightness up and hold it still: the other tablet's camera reads the code best so.";

/// The button that closes a QR code shown full-screen.
pub const CLOSE_THE_CODE: &str = "Close";
