//! The yardstick: a one-button Leptos app built with the app's Leptos,
//! wasm-bindgen, release profile and wasm-opt level (scripts/yardstick.sh),
//! which scripts/bench.mjs loads alternately with the app to time start-up
//! against the least a Leptos app can be.

#[cfg(target_arch = "wasm32")]
fn main() {
    use leptos::prelude::*;
    leptos::mount::mount_to_body(|| {
        let taps = RwSignal::new(0);
        view! {
            <button type="submit" on:click=move |_| taps.update(|n| *n += 1)>
                {move || format!("Tapped {} times", taps.get())}
            </button>
        }
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The yardstick runs in the browser: build it with scripts/yardstick.sh.");
}
