//! Small pieces of English the sentences share: lists, names, possessives
//! and full stops.

use engine::PlayerId;

/// Joins items as English does: `a`, `a and b`, `a, b and c`.
///
/// ```
/// use words::join_list;
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
/// use engine::PlayerId;
/// use words::player_name;
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

/// Names joined as English does, each with its possessive: `Rod's and Ben's`.
pub fn possessives(names: &[String]) -> String {
    let owned: Vec<String> = names.iter().map(|n| format!("{n}'s")).collect();
    join_list(&owned)
}

/// Ends a sentence with a full stop, unless it ends with one already (a name
/// such as "Smythe Jr." does).
///
/// ```
/// use words::sentence;
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
/// use words::capitalised;
/// assert_eq!(capitalised("each dragon set"), "Each dragon set");
/// ```
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
    format!("{}{}", first.unwrap_or_default(), chars.as_str())
}
