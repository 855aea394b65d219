//! A count typed into the form's number box, read against the counts the
//! form offers (docs/rules.md §3.2): a number above the most offered is
//! taken as the most, one the form does not offer now is not taken.

/// What a count typed in the form comes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypedCount {
    /// A count offered.
    Taken(u8),
    /// More than the most offered: the most is taken.
    Most {
        /// The number typed.
        typed: u64,
        /// The most offered.
        most: u8,
    },
    /// A count within the range the form does not offer now.
    NotOffered(u64),
    /// Not a number.
    NotANumber,
}

impl TypedCount {
    /// Reads a typed text among the counts offered, lowest first.
    ///
    /// ```
    /// use engine::form::TypedCount;
    /// assert_eq!(TypedCount::read(" 2 ", &[0, 1, 2]), TypedCount::Taken(2));
    /// assert_eq!(TypedCount::read("7", &[0, 1, 2]), TypedCount::Most { typed: 7, most: 2 });
    /// assert_eq!(TypedCount::read("1", &[0, 2]), TypedCount::NotOffered(1));
    /// assert_eq!(TypedCount::read("two", &[0, 2]), TypedCount::NotANumber);
    /// ```
    pub fn read(text: &str, allowed: &[u8]) -> TypedCount {
        let most = allowed.last().copied().unwrap_or(0);
        match text.trim().parse::<u64>() {
            Err(_) => TypedCount::NotANumber,
            Ok(typed) if typed > u64::from(most) => TypedCount::Most { typed, most },
            Ok(typed) => match u8::try_from(typed).ok().filter(|n| allowed.contains(n)) {
                Some(n) => TypedCount::Taken(n),
                None => TypedCount::NotOffered(typed),
            },
        }
    }

    /// The count the form takes, if any.
    pub fn taken(self) -> Option<u8> {
        match self {
            TypedCount::Taken(n) | TypedCount::Most { most: n, .. } => Some(n),
            TypedCount::NotOffered(_) | TypedCount::NotANumber => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_large_number_is_the_most_offered_and_one_past_counting_is_none() {
        let huge = TypedCount::read("99999999999999999999", &[0, 1]);
        assert_eq!(huge, TypedCount::NotANumber);
        let big = TypedCount::read("300", &[0, 1, 2, 3, 4]);
        assert_eq!(big.taken(), Some(4));
    }

    #[test]
    fn nothing_offered_but_nought_takes_only_nought() {
        assert_eq!(TypedCount::read("0", &[0]).taken(), Some(0));
        assert_eq!(TypedCount::read("", &[0]), TypedCount::NotANumber);
        assert_eq!(TypedCount::read("-1", &[0]).taken(), None);
    }
}
