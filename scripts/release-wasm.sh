# Sourced by the scripts that build release wasm (split-wasm.sh builds the
# app, yardstick.sh the yardstick) and by setup.sh: the pinned nightly, whose
# date is written here only, and the one way the release wasm is built.
NIGHTLY=nightly-2026-05-20

# Builds release wasm for the split: `release_wasm <cargo build arguments>`,
# into target/split. Built for size on the pinned nightly, the standard library
# with it (docs/performance.md, "The size build"): a panic stops the app where
# it is, with no message and no unwinding (every entry is already saved); `{:?}`
# writes nothing, so nothing a player sees may use it; no source locations.
# The places of the sources stay out of the wasm either way.
release_wasm() {
  local remap="--remap-path-prefix=${CARGO_HOME:-$HOME/.cargo}/registry/src=crates --remap-path-prefix=$PWD=."
  local size="-Zunstable-options -Cpanic=immediate-abort -Zfmt-debug=none -Zlocation-detail=none"
  RUSTFLAGS="--cfg erase_components --cfg wasm_split -Clink-args=--emit-relocs $size $remap" \
    cargo "+$NIGHTLY" build --release --locked --target wasm32-unknown-unknown --target-dir target/split \
    -Z build-std=std,panic_abort -Z build-std-features=optimize_for_size "$@"
}
