//! Numbers and names as text: counts with their noun, signed amounts,
//! tenths, and names cut to fit.

/// A count with its noun: `1 dragon pair`, `2 dragon pairs`.
///
/// ```
/// use words::counted;
/// assert_eq!(counted(1u32, "chow", "chows"), "1 chow");
/// assert_eq!(counted(0u32, "chow", "chows"), "0 chows");
/// ```
pub fn counted(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// An amount with a plus sign when it is a gain: `+52`, `-116`, `0`.
///
/// ```
/// use words::signed;
/// assert_eq!(signed(52, "52".into()), "+52");
/// assert_eq!(signed(-1, "-£0.01".into()), "-£0.01");
/// ```
pub fn signed(value: i64, text: String) -> String {
    if value > 0 {
        format!("+{text}")
    } else {
        text
    }
}

/// Tenths written as a decimal: `-21.7`, `0.5`.
///
/// ```
/// use words::tenths;
/// assert_eq!(tenths(-217), "-21.7");
/// assert_eq!(tenths(-5), "-0.5");
/// assert_eq!(tenths(160), "16.0");
/// ```
pub fn tenths(value: i64) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let abs = value.unsigned_abs();
    format!("{sign}{}.{}", abs / 10, abs % 10)
}

/// The players' names, each cut to at most `room` characters (at least 5)
/// where it is longer, and still told apart: where two names share a long
/// beginning, the cut keeps the part where one differs. Names that could
/// not be told apart in the room stay whole.
///
/// ```
/// use words::short_names;
/// let names = ["Christopher Anderson", "Christopher Andrews", "Ben"].map(String::from);
/// assert_eq!(short_names(&names, 12), ["Christ…erson", "Christo…rews", "Ben"]);
/// let names = ["Elizabeth Windsor", "Margaret Thatcher"].map(String::from);
/// assert_eq!(short_names(&names, 12), ["Elizabeth W…", "Margaret Th…"]);
/// ```
pub fn short_names(names: &[String], room: usize) -> Vec<String> {
    let room = room.max(5);
    let letters: Vec<Vec<char>> = names.iter().map(|n| n.chars().collect()).collect();
    let cut: Vec<String> = letters
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let shared = letters
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, other)| name.iter().zip(other).take_while(|(a, b)| a == b).count())
                .max()
                .unwrap_or(0);
            shortened(name, shared, room)
        })
        .collect();
    let alike =
        |i: usize| (0..cut.len()).any(|j| j != i && (cut[j] == cut[i] || names[j] == cut[i]));
    (0..cut.len())
        .map(|i| {
            if alike(i) {
                names[i].clone()
            } else {
                cut[i].clone()
            }
        })
        .collect()
}

/// One name in `room` characters, `shared` of its first being another's.
fn shortened(name: &[char], shared: usize, room: usize) -> String {
    let text = |part: &[char]| part.iter().collect::<String>();
    if name.len() <= room {
        return text(name);
    }
    if shared < room - 1 {
        return format!("{}…", text(&name[..room - 1]));
    }
    // Where it differs: from the first letter not shared, or its last three
    // when the whole name begins another.
    let differs = match name.get(shared..) {
        Some(rest) if !rest.is_empty() => rest,
        _ => &name[name.len() - 3..],
    };
    if differs.len() <= room - 4 {
        let head = room - 1 - differs.len();
        format!("{}…{}", text(&name[..head]), text(differs))
    } else {
        format!("{}…{}…", text(&name[..3]), text(&differs[..room - 5]))
    }
}
