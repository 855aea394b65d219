//! Hands dealt from a wall, as players lay them out: the tiles and counts
//! of realistic 60-hand matches, for the stored room's and the season
//! figures' tests and the club's season example (included by path by each).

use serde_json::{json, Value};

/// A seeded generator of whole numbers below `n` (xorshift).
pub struct Draw(pub u64);

impl Draw {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// The tiles still in the wall: four of each of the 34 kinds, numbered
/// Bamboos 1–9, Characters 1–9, Circles 1–9, then the winds and dragons.
pub struct Wall([u8; 34]);

pub const HONOURS: [&str; 7] = ["E", "S", "W", "N", "R", "G", "Wh"];

/// A tile's text alone; suit tiles as number and letter.
pub fn tile_text(kind: usize) -> String {
    match kind {
        0..=26 => format!("{}{}", kind % 9 + 1, ["b", "c", "d"][kind / 9]),
        _ => HONOURS[kind - 27].to_string(),
    }
}

/// A group's text: its tiles, the numbers of a suit sharing their letter.
pub fn group_text(kinds: &[usize]) -> String {
    if kinds[0] < 27 {
        let numbers: String = kinds.iter().map(|k| (k % 9 + 1).to_string()).collect();
        format!("{numbers}{}", ["b", "c", "d"][kinds[0] / 9])
    } else {
        kinds.iter().map(|k| tile_text(*k)).collect()
    }
}

impl Wall {
    pub fn full() -> Wall {
        Wall([4; 34])
    }

    pub fn take(&mut self, kinds: &[usize]) -> bool {
        let mut after = self.0;
        for k in kinds {
            if after[*k] == 0 {
                return false;
            }
            after[*k] -= 1;
        }
        self.0 = after;
        true
    }

    /// A pung, a chow or now and then a kong, taken from the wall.
    pub fn set(&mut self, d: &mut Draw) -> Vec<usize> {
        loop {
            let kind = d.below(34);
            let kinds = if kind < 27 && kind % 9 < 7 && d.chance(55) {
                vec![kind, kind + 1, kind + 2]
            } else if d.chance(6) {
                vec![kind; 4]
            } else {
                vec![kind; 3]
            };
            if self.take(&kinds) {
                return kinds;
            }
        }
    }

    pub fn tile(&mut self, d: &mut Draw) -> usize {
        loop {
            let kind = d.below(34);
            if self.take(&[kind]) {
                return kind;
            }
        }
    }

    pub fn pair(&mut self, d: &mut Draw) -> Vec<usize> {
        loop {
            let kind = d.below(34);
            if self.take(&[kind, kind]) {
                return vec![kind, kind];
            }
        }
    }
}

/// Bonus tiles for each player, none held twice at the table.
pub fn bonus(d: &mut Draw, taken: &mut Vec<usize>) -> Vec<String> {
    (0..d.below(3))
        .map(|_| d.below(8))
        .filter(|b| {
            !taken.contains(b) && {
                taken.push(*b);
                true
            }
        })
        .map(|b| format!("{}{}", ["f", "s"][b / 4], b % 4 + 1))
        .collect()
}

/// The winner's tiles: four sets (some exposed) and a pair, out on a tile
/// of a concealed group or the pair.
pub fn winner(d: &mut Draw, wall: &mut Wall, bonus: Vec<String>) -> Value {
    let mut words = Vec::new();
    let mut concealed = Vec::new();
    for _ in 0..4 {
        let set = wall.set(d);
        if d.chance(40) {
            words.push(format!("+{}", group_text(&set)));
        } else {
            concealed.push(set[0]);
            words.push(group_text(&set));
        }
    }
    let pair = wall.pair(d);
    concealed.push(pair[0]);
    words.push(group_text(&pair));
    let out = concealed[d.below(concealed.len())];
    words.push(format!("@{}", tile_text(out)));
    words.extend(bonus);
    let how = ["Discard", "Wall"][d.below(2)];
    json!({"Tiles": {"hand": words.join(" "), "situation": {"role": "MahJong", "winning_tile": how}}})
}

/// A player's tiles who did not go out: a set or two exposed, the rest
/// concealed, thirteen in all.
pub fn loser(d: &mut Draw, wall: &mut Wall, bonus: Vec<String>) -> Value {
    let exposed = d.below(3);
    let mut words: Vec<String> = (0..exposed)
        .map(|_| format!("+{}", group_text(&wall.set(d)[..3])))
        .collect();
    let mut loose: Vec<usize> = (0..13 - 3 * exposed).map(|_| wall.tile(d)).collect();
    loose.sort_unstable();
    words.push(format!(
        "?{}",
        loose.into_iter().map(tile_text).collect::<String>()
    ));
    words.extend(bonus);
    json!({"Tiles": {"hand": words.join(" "), "situation": {}}})
}

/// A hand entered by its counts, as the benchmark's varied hands are.
pub fn counted(d: &mut Draw, winner: usize) -> Vec<Value> {
    (0..4)
        .map(|p| {
            let mut sets = [0u8; 8];
            for _ in 0..if p == winner { 4 } else { d.below(4) } {
                sets[d.below(8)] += 1;
            }
            if p != winner {
                return json!({"Counts": {"sets": sets}});
            }
            let majors: u8 = [2, 3, 6, 7].iter().map(|i| sets[*i]).sum();
            let dragons = u8::from(majors > 0 && d.chance(50));
            json!({"Counts": {"role": "MahJong", "sets": sets, "dragon_sets": dragons,
                "flowers": d.below(2), "seasons": d.below(2)}})
        })
        .collect()
}

/// One hand's entries: laid out from a fresh wall `tiles` times in a
/// hundred, otherwise entered by counts, as a hand record's JSON.
pub fn hand(d: &mut Draw, tiles: usize) -> Value {
    let win = d.below(4);
    let entries = if d.chance(tiles) {
        let mut wall = Wall::full();
        let mut taken = Vec::new();
        (0..4)
            .map(|p| match bonus(d, &mut taken) {
                b if p == win => winner(d, &mut wall, b),
                b => loser(d, &mut wall, b),
            })
            .collect()
    } else {
        counted(d, win)
    };
    json!({ "entries": entries })
}
