//! Small pieces of English the messages share.

use crate::engine::PlayerId;

/// Joins items as English does: `a`, `a and b`, `a, b and c`.
///
/// ```
/// use mahjong_scorer::engine::words::join_list;
/// assert_eq!(join_list(&["a".into(), "b".into(), "c".into()]), "a, b and c");
/// ```
pub fn join_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// A player's name, or "Player n" where the names do not reach them.
///
/// ```
/// use mahjong_scorer::engine::{words::player_name, PlayerId};
/// let names = ["Rod".to_string()];
/// assert_eq!(player_name(&names, PlayerId(0)), "Rod");
/// assert_eq!(player_name(&names, PlayerId(2)), "Player 3");
/// ```
pub fn player_name(names: &[String], player: PlayerId) -> String {
    names
        .get(player.0)
        .cloned()
        .unwrap_or_else(|| format!("Player {}", player.0 + 1))
}

/// A count with its noun: `1 dragon pair`, `2 dragon pairs`.
///
/// ```
/// use mahjong_scorer::engine::words::counted;
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
/// use mahjong_scorer::engine::words::signed;
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
/// use mahjong_scorer::engine::words::tenths;
/// assert_eq!(tenths(-217), "-21.7");
/// assert_eq!(tenths(-5), "-0.5");
/// assert_eq!(tenths(160), "16.0");
/// ```
pub fn tenths(value: i64) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let abs = value.unsigned_abs();
    format!("{sign}{}.{}", abs / 10, abs % 10)
}

/// Names joined as English does, each with its possessive: `Rod's and Ben's`.
pub fn possessives(names: &[String]) -> String {
    let owned: Vec<String> = names.iter().map(|n| format!("{n}'s")).collect();
    join_list(&owned)
}

/// Ends a sentence with a full stop, unless it ends with one already (a name
/// such as "Smythe Jr." does).
///
/// ```
/// use mahjong_scorer::engine::words::sentence;
/// assert_eq!(sentence("Rod gives £1 to Jo".into()), "Rod gives £1 to Jo.");
/// assert_eq!(sentence("Rod gives £1 to Jo Smythe Jr.".into()), "Rod gives £1 to Jo Smythe Jr.");
/// ```
pub fn sentence(mut text: String) -> String {
    if !text.ends_with(['.', '!', '?']) {
        text.push('.');
    }
    text
}

/// Text with a capital first letter.
///
/// ```
/// use mahjong_scorer::engine::words::capitalised;
/// assert_eq!(capitalised("each dragon set"), "Each dragon set");
/// ```
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
    format!("{}{}", first.unwrap_or_default(), chars.as_str())
}

/// The players' names, each cut to at most `room` characters (at least 5)
/// where it is longer, and still told apart: where two names share a long
/// beginning, the cut keeps the part where one differs. Names that could
/// not be told apart in the room stay whole.
///
/// ```
/// use mahjong_scorer::engine::words::short_names;
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
