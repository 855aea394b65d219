//! How the words are joined to what the layers below report: `Say` is this
//! layer's `Display` for their types, which it may not implement for them.

use std::fmt;

/// A thing the layers below report as data, said in words: each error,
/// refusal and notice.
pub trait Say {
    /// Writes the sentence.
    fn say(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;

    /// The sentence, for `format!` and `to_string`.
    fn said(&self) -> Said<'_, Self> {
        Said(self)
    }
}

/// A thing in words: what `Say::said` gives, shown by `Display`.
pub struct Said<'a, T: ?Sized>(&'a T);

impl<T: Say + ?Sized> fmt::Display for Said<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.say(f)
    }
}

#[cfg(test)]
mod tests;
