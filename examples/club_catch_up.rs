//! How long a new device's session takes to take in a club's records,
//! natively and without the browser: `cargo run --release --example
//! club_season -- 1000 > season.json`, then `cargo run --release --example
//! club_catch_up -- season.json [slice]` takes the documents in as the
//! bridge reports them, `slice` at a time (100 unless told), and prints the
//! time of every hundredth, what the exchange would hand on, and how far
//! the device says it has got. Asserts nothing.

use serde_json::{json, Value};
use session::club::{BridgeReport, Writing};
use session::Session;
use std::time::Instant;
use storage::MemoryStore;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: club_catch_up <season.json> [slice]");
        std::process::exit(2);
    };
    let slice: usize = args
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100)
        .max(1);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let docs: Vec<Value> = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut device = Session::open(MemoryStore::default(), true, "bench", || {
        "2026-11-28T20:00:00Z".to_string()
    });
    device.club_device(7);
    let counting = json!({ "kind": "state", "club": docs.len() }).to_string();
    if let Some(BridgeReport::State(report)) = BridgeReport::read(&counting) {
        device.note_club_state(report);
    }
    let reports: Vec<String> = docs
        .into_iter()
        .enumerate()
        .map(|(i, mut doc)| {
            doc["_rev"] = json!("1-a");
            doc["_revisions"] = json!({ "start": 1, "ids": ["a"] });
            json!({ "kind": "doc", "seq": i + 1, "doc": doc, "conflicts": [] }).to_string()
        })
        .collect();
    let began = Instant::now();
    for (i, batch) in reports.chunks(slice).enumerate() {
        let taken = Instant::now();
        // Read as the app reads the bridge's reports, then taken in.
        let changes = batch
            .iter()
            .filter_map(|text| match BridgeReport::read(text) {
                Some(BridgeReport::Change(change)) => Some(change),
                _ => None,
            });
        device.take_club_changes(changes.collect(), Writing::Now);
        let took = taken.elapsed();
        let handing = Instant::now();
        let out = device.club_outgoing();
        if (i * slice) % 100 < slice {
            let far = device.club_state().catching_up.map(|c| (c.taken, c.of));
            println!(
                "at {:>5}: {slice} taken in {took:>10.2?}, outgoing worked out in {:>9.2?} ({} to hand on), caught up {far:?}",
                i * slice,
                handing.elapsed(),
                out.put.len()
            );
        }
    }
    let listed = device.matches().len();
    println!("all in {:.2?}: {listed} matches listed", began.elapsed());
}
