//! Prints the rules the page's script reads (crates/session/src/first_screen.rs)
//! as JSON, for scripts/prerender.mjs to write into the page.

fn main() {
    let rules = session::first_screen::rules();
    match serde_json::to_string(&rules) {
        Ok(json) => println!("{json}"),
        Err(why) => {
            eprintln!("the first screen's rules could not be written: {why}");
            std::process::exit(1);
        }
    }
}
