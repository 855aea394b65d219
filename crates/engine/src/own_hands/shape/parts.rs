//! A shape's parts, each one group of tiles, and the ways each can be made.

/// The kind of group a part is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Group {
    /// One tile.
    Single,
    /// Two of one tile.
    Pair,
    /// Three of one tile, or a kong of it.
    Pung,
    /// A kong only.
    Kong,
    /// Three numbers in a row in one suit.
    Chow,
    /// Each number from the first to the last, once, in one suit.
    Run(u8, u8),
    /// Numbers written out, all in one suit.
    Numbers(Vec<u8>),
}

impl Group {
    /// Tiles it holds, a kong counted as three.
    pub fn size(&self) -> usize {
        match self {
            Group::Single => 1,
            Group::Pair => 2,
            Group::Pung | Group::Kong | Group::Chow => 3,
            Group::Run(from, to) => usize::from(to.saturating_sub(*from)) + 1,
            Group::Numbers(numbers) => numbers.len(),
        }
    }
}

/// Which tiles a part is made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tiles {
    /// Any tile.
    Any,
    /// Numbers (bits 1 to 9), in the part's suit.
    Numbers(u16),
    /// These kinds only (honours, a tile named with its suit, green, red).
    Kinds(Vec<usize>),
    /// A number standing for the same number wherever its letter is used.
    Letter(u8),
}

/// Which suit a part is in, where its words say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SuitRule {
    /// A suit tile of any suit.
    AnySuit,
    /// This suit (0 Bamboos, 1 Characters, 2 Circles).
    Named(u8),
    /// The suit a letter stands for.
    Letter(u8),
}

/// One group of a shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The place of the written part it comes from.
    pub source: usize,
    /// Its group.
    pub group: Group,
    /// Its tiles.
    pub tiles: Tiles,
    /// Its suit, when the words give one.
    pub suit: Option<SuitRule>,
}

/// One way to make a part: the tiles it takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Making {
    /// Kinds taken, with how many of each.
    pub take: Vec<(usize, u8)>,
    /// The kind of a pung or kong, which a declared kong may make.
    pub pung: Option<usize>,
    /// A kong only.
    pub kong: bool,
    /// The kind of a pair.
    pub pair: Option<usize>,
    /// Its suit, for a suit letter.
    pub suit: Option<u8>,
    /// Its number, for a number letter.
    pub number: Option<u8>,
}

fn suit_and_number(kind: usize) -> Option<(u8, u8)> {
    (kind < 27).then(|| ((kind / 9) as u8, (kind % 9) as u8 + 1))
}

impl Part {
    fn admits(&self, kind: usize) -> bool {
        let suited = suit_and_number(kind);
        let by_tiles = match &self.tiles {
            Tiles::Any => true,
            Tiles::Numbers(mask) => suited.is_some_and(|(_, n)| mask & (1 << n) != 0),
            Tiles::Kinds(kinds) => kinds.contains(&kind),
            Tiles::Letter(_) => suited.is_some(),
        };
        let by_suit = match self.suit {
            None => true,
            Some(SuitRule::Named(s)) => suited.is_some_and(|(suit, _)| suit == s),
            Some(SuitRule::AnySuit | SuitRule::Letter(_)) => suited.is_some(),
        };
        by_tiles && by_suit
    }

    fn making(&self, take: Vec<(usize, u8)>, first: usize) -> Making {
        let one_kind = take.len() == 1;
        let size = take.first().map_or(0, |&(_, n)| n);
        let (suit, number) = suit_and_number(first).unzip();
        Making {
            pung: (one_kind && size == 3).then_some(first),
            kong: self.group == Group::Kong,
            pair: (one_kind && size == 2).then_some(first),
            take,
            suit,
            number: matches!(self.tiles, Tiles::Letter(_))
                .then_some(number)
                .flatten(),
        }
    }

    /// Every way to make the part, letters aside.
    pub(super) fn makings(&self) -> Vec<Making> {
        let of_one = |n: u8| -> Vec<Making> {
            (0..34)
                .filter(|&k| self.admits(k))
                .map(|k| self.making(vec![(k, n)], k))
                .collect()
        };
        match &self.group {
            Group::Single => of_one(1),
            Group::Pair => of_one(2),
            Group::Pung | Group::Kong => of_one(3),
            Group::Chow => self.in_each_suit((1..=7).map(|n| vec![n, n + 1, n + 2]).collect()),
            Group::Run(from, to) => self.in_each_suit(vec![(*from..=*to).collect()]),
            Group::Numbers(numbers) => self.in_each_suit(vec![numbers.clone()]),
        }
    }

    /// Numbers laid in each suit the part admits them all in.
    fn in_each_suit(&self, lays: Vec<Vec<u8>>) -> Vec<Making> {
        let mut makings = Vec::new();
        for suit in 0..3usize {
            for numbers in &lays {
                let kinds: Vec<usize> = numbers
                    .iter()
                    .map(|&n| suit * 9 + usize::from(n.clamp(1, 9)) - 1)
                    .collect();
                let Some(&first) = kinds.first() else {
                    continue;
                };
                if kinds.iter().all(|&k| self.admits(k)) {
                    let mut take: Vec<(usize, u8)> = Vec::new();
                    for k in &kinds {
                        match take.iter_mut().find(|(kind, _)| kind == k) {
                            Some((_, n)) => *n += 1,
                            None => take.push((*k, 1)),
                        }
                    }
                    let mut making = self.making(take, first);
                    making.pung = None;
                    making.pair = None;
                    makings.push(making);
                }
            }
        }
        makings
    }
}
