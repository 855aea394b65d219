#!/usr/bin/env bash
# Installs whatever this machine lacks to build, serve and test the app.
# Safe to run again: each step checks first and skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

# The wasm-bindgen pinned in Cargo.toml, the one place its version is written.
WASM_BINDGEN_VERSION=$(sed -n 's/^wasm-bindgen = "=\(.*\)"$/\1/p' Cargo.toml)
TRUNK_VERSION=0.22.1
LEPTOSFMT_VERSION=0.1.33
WASM_SPLIT_VERSION=0.2.4
GECKODRIVER_VERSION=0.37.1
source scripts/release-wasm.sh

step() { printf '\n== %s\n' "$*"; }

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  step "installing Chromium and ChromeDriver"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-driver >/dev/null
fi

# The two other engines the player flows run in: WebKit (every iPad's) as
# Debian's WebKitGTK driver and MiniBrowser, in a virtual display, and Firefox.
if ! command -v WebKitWebDriver >/dev/null || ! command -v Xvfb >/dev/null || ! command -v firefox-esr >/dev/null; then
  step "installing WebKitGTK's WebDriver, Xvfb and Firefox ESR"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq webkit2gtk-driver xvfb firefox-esr >/dev/null
fi

if [ "$(geckodriver --version 2>/dev/null | head -1)" != "geckodriver $GECKODRIVER_VERSION" ]; then
  step "installing geckodriver $GECKODRIVER_VERSION"
  cargo install --debug --locked --force geckodriver --version "$GECKODRIVER_VERSION"
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  step "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  cargo install --debug --force wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

if ! rustup toolchain list | grep -q "^$NIGHTLY" \
  || ! rustup component list --toolchain "$NIGHTLY" --installed | grep -q '^rust-src'; then
  step "installing the Rust toolchain $NIGHTLY with its sources"
  rustup toolchain install "$NIGHTLY" --profile minimal --component rust-src
fi

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  step "installing trunk $TRUNK_VERSION"
  cargo "+$NIGHTLY" install --debug --locked --force trunk --version "$TRUNK_VERSION"
fi

if ! cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
  step "installing wasm-split-cli $WASM_SPLIT_VERSION"
  cargo install --debug --locked --force wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary
fi

if [ "$(leptosfmt --version 2>/dev/null)" != "leptosfmt $LEPTOSFMT_VERSION" ]; then
  step "installing leptosfmt $LEPTOSFMT_VERSION"
  cargo install --debug --locked --force leptosfmt --version "$LEPTOSFMT_VERSION"
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -x node_modules/.bin/terser ] || [ ! -x node_modules/.bin/biome ] || [ ! -d node_modules/@playwright/test ] || [ ! -d node_modules/selenium-webdriver ] \
  || [ ! -f node_modules/pouchdb/dist/pouchdb.min.js ] || [ ! -d node_modules/express-pouchdb ] || [ ! -d node_modules/pouchdb-adapter-memory ]; then
  step "installing npm packages"
  npm ci --no-audit --no-fund
fi
