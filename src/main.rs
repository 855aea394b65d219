//! Starts the app in the browser.

#[cfg(target_arch = "wasm32")]
fn main() {
    use mahjong_scorer::ui::{prerendered, App};
    console_error_panic_hook::set_once();
    prerendered::take_over(|| leptos::mount::mount_to_body(App));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The app runs in the browser: `bash scripts/dev.sh` serves it.");
}
