#!/usr/bin/env bash
# Builds the yardstick (examples/yardstick.rs, a one-button Leptos app) into
# target/yardstick/ the way scripts/split-wasm.sh builds the app's main
# module: the same flags and release profile, wasm-split-cli, wasm-bindgen and
# wasm-opt -Oz. Run by scripts/bench.mjs.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
site=target/yardstick
# Built as the app is, so the two share their compiled crates.
source scripts/release-wasm.sh
release_wasm --example yardstick
rm -rf "$site"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Nothing to split out: wasm-split-cli only turns the linker's output into a
# plain module, as it does for the app's main module.
wasm-split-cli --target web --out-name yardstick \
  target/split/wasm32-unknown-unknown/release/examples/yardstick.wasm "$work"
wasm-bindgen --target web --no-typescript --keep-lld-exports --out-name yardstick --out-dir "$site" \
  "$work/yardstick.wasm"
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals "$site/yardstick_bg.wasm" -o "$site/yardstick_bg.wasm"
cp yardstick/index.html "$site/"
