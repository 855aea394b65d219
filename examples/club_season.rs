//! A club's seasons as the club's server holds them, for the club
//! benchmark: `cargo run --release --example club_season -- 1000` prints a
//! JSON array of a thousand match documents, each written by
//! `ClubDoc::to_json` as a device hands it on. Every match has 60 hands,
//! three in four laid out by tiles, four players drawn from a club of
//! twelve, played one a table on club nights over the years by four
//! tablets. The same count always gives the same documents.

use mahjong_scorer::engine::rules::RuleSet;
use mahjong_scorer::engine::setup::MatchSetup;
use mahjong_scorer::engine::sheet::{HandRecord, Match, ScoredMatch};
use mahjong_scorer::storage::club::{ClubDoc, DeviceId, MatchDoc};
use serde_json::{json, Value};

/// The club's members.
const CLUB: [&str; 12] = [
    "Margaret",
    "Christopher",
    "Elizabeth",
    "Jonathan",
    "Ann",
    "Bill",
    "Cyril",
    "Dorothy",
    "Edna",
    "Frank",
    "Gwen",
    "Harold",
];
/// Hands in each match.
const HANDS: usize = 60;
/// Hands in a hundred laid out by tiles.
const BY_TILES: usize = 75;
/// The club's tablets, one a table.
const TABLETS: u64 = 4;

/// A seeded generator of whole numbers below `n` (xorshift).
struct Draw(u64);

impl Draw {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// The tiles still in the wall: four of each of the 34 kinds, numbered
/// Bamboos 1–9, Characters 1–9, Circles 1–9, then the winds and dragons.
struct Wall([u8; 34]);

const HONOURS: [&str; 7] = ["E", "S", "W", "N", "R", "G", "Wh"];

/// A tile's text alone; suit tiles as number and letter.
fn tile_text(kind: usize) -> String {
    match kind {
        0..=26 => format!("{}{}", kind % 9 + 1, ["b", "c", "d"][kind / 9]),
        _ => HONOURS[kind - 27].to_string(),
    }
}

/// A group's text: its tiles, the numbers of a suit sharing their letter.
fn group_text(kinds: &[usize]) -> String {
    if kinds[0] < 27 {
        let numbers: String = kinds.iter().map(|k| (k % 9 + 1).to_string()).collect();
        format!("{numbers}{}", ["b", "c", "d"][kinds[0] / 9])
    } else {
        kinds.iter().map(|k| tile_text(*k)).collect()
    }
}

impl Wall {
    fn take(&mut self, kinds: &[usize]) -> bool {
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
    fn set(&mut self, d: &mut Draw) -> Vec<usize> {
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

    /// `count` tiles of one kind.
    fn same(&mut self, d: &mut Draw, count: usize) -> Vec<usize> {
        loop {
            let kind = d.below(34);
            if self.take(&vec![kind; count]) {
                return vec![kind; count];
            }
        }
    }
}

/// Bonus tiles for each player, none held twice at the table.
fn bonus(d: &mut Draw, taken: &mut Vec<usize>) -> Vec<String> {
    let mut words = Vec::new();
    for _ in 0..d.below(3) {
        let b = d.below(8);
        if !taken.contains(&b) {
            taken.push(b);
            words.push(format!("{}{}", ["f", "s"][b / 4], b % 4 + 1));
        }
    }
    words
}

/// The winner's tiles: four sets (some exposed) and a pair, out on a tile
/// of a concealed group or the pair.
fn winner(d: &mut Draw, wall: &mut Wall, bonus: Vec<String>) -> Value {
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
    let pair = wall.same(d, 2);
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
fn loser(d: &mut Draw, wall: &mut Wall, bonus: Vec<String>) -> Value {
    let exposed = d.below(3);
    let mut words: Vec<String> = (0..exposed)
        .map(|_| format!("+{}", group_text(&wall.set(d)[..3])))
        .collect();
    let mut loose: Vec<usize> = (0..13 - 3 * exposed).map(|_| wall.same(d, 1)[0]).collect();
    loose.sort_unstable();
    let loose: String = loose.into_iter().map(tile_text).collect();
    words.push(format!("?{loose}"));
    words.extend(bonus);
    json!({"Tiles": {"hand": words.join(" "), "situation": {}}})
}

/// A hand entered by its counts.
fn counted(d: &mut Draw, winner: usize) -> Vec<Value> {
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

/// One hand: by tiles [`BY_TILES`] times in a hundred, otherwise by counts.
fn hand(d: &mut Draw) -> Option<HandRecord> {
    let win = d.below(4);
    let entries: Vec<Value> = if d.chance(BY_TILES) {
        let mut wall = Wall([4; 34]);
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
    serde_json::from_value(json!({ "entries": entries })).ok()
}

/// Four of the club, in their seats.
fn players(d: &mut Draw) -> Vec<&'static str> {
    let mut pool = CLUB.to_vec();
    (0..4).map(|_| pool.remove(d.below(pool.len()))).collect()
}

/// A match of [`HANDS`] hands, each one the sheet takes.
fn club_match(d: &mut Draw) -> ScoredMatch {
    let names = players(d);
    let new_match = || Match::new(MatchSetup::new(&names), RuleSet::bmja());
    let mut game = new_match();
    while game.hands.len() < HANDS {
        let Some(record) = hand(d) else { continue };
        let mut alone = new_match();
        alone.hands.push(record.clone());
        if ScoredMatch::new(alone).is_ok() {
            game.hands.push(record);
        }
    }
    ScoredMatch::new(game).expect("every hand taken alone is taken in the match")
}

/// The `i`th match of the seasons: club nights each Wednesday, four
/// tables a night, each table's tablet numbering its own matches.
fn match_doc(i: u64, d: &mut Draw) -> ClubDoc {
    let tablet = DeviceId::from_random(0x5eed_0000 + u128::from(i % TABLETS));
    let week = i / TABLETS;
    let (year, day) = (2021 + week / 50, week % 50 * 7);
    let date = format!(
        "{year}-{:02}-{:02}T19:30:00Z",
        1 + day / 31 % 12,
        1 + day % 28
    );
    let ended = format!("{}22:15:00Z", &date[..11]);
    ClubDoc::Match(MatchDoc {
        owner: tablet.clone(),
        local: week + 1,
        by: tablet,
        name: format!(
            "Wednesday club, table {} — {}",
            i % TABLETS + 1,
            &date[..10]
        ),
        created: date,
        updated: ended,
        binned: None,
        game: club_match(d),
    })
}

fn main() {
    let count: u64 = match std::env::args().nth(1).map(|a| a.parse()) {
        None => 1000,
        Some(Ok(n)) => n,
        Some(Err(_)) => {
            eprintln!("usage: club_season [number of matches]");
            std::process::exit(2);
        }
    };
    let mut d = Draw(0x9E37_79B9_7F4A_7C15);
    let docs: Vec<Value> = (0..count).map(|i| match_doc(i, &mut d).to_json()).collect();
    println!("{}", Value::Array(docs));
}
