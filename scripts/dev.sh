#!/usr/bin/env bash
# The edit-and-look loop: serves a debug build of the whole app (every part
# linked in, no split, no first screen drawn ahead, no service worker) on
# http://127.0.0.1:$PORT (8080 when unset), rebuilds on a change to src/,
# style/ or Cargo.toml and reloads the page. Installs nothing: where a tool
# is missing it says which and how to install it. A change to index.html
# needs a restart. Ctrl-C stops.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
port=${PORT:-8080}

missing=0
need() {
  command -v "$1" >/dev/null && return
  echo "missing $1: install it with \`$2\` (or run scripts/setup.sh as root, which installs everything)" >&2
  missing=1
}
bindgen=$(sed -n 's/^wasm-bindgen = "=\(.*\)"$/\1/p' Cargo.toml)
need cargo "the Rust toolchain from rustup"
need trunk "cargo install --locked trunk --version 0.22.1"
need wasm-bindgen "cargo install wasm-bindgen-cli --version $bindgen"
if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  echo "missing the wasm32 target: install it with \`rustup target add wasm32-unknown-unknown\`" >&2
  missing=1
fi
if command -v wasm-bindgen >/dev/null && [ "$(wasm-bindgen --version)" != "wasm-bindgen $bindgen" ]; then
  echo "wasm-bindgen $bindgen is needed, not $(wasm-bindgen --version): \`cargo install --force wasm-bindgen-cli --version $bindgen\`" >&2
  missing=1
fi
[ "$missing" = 0 ] || exit 1

# The page as Trunk builds it for a release, with the Rust built by Trunk
# itself and without the service worker (which would keep an old build), in
# a folder of its own: every path in it points back at the project's files.
page=target/dev/index.html
mkdir -p target/dev
sed -e 's#<link data-trunk rel="rust" data-trunk-skip#<link data-trunk rel="rust" href="Cargo.toml"#' \
  -e 's#data-trunk rel="\([a-z-]*\)" href="#data-trunk rel="\1" href="../../#' \
  -e '/<!-- Trunk builds the page/d' \
  -e '/<script type="module">/,/<\/script>/d' index.html >"$page"

# No debug information: a smaller module for wasm-bindgen to read on each
# change (panics still name their place).
export CARGO_PROFILE_DEV_DEBUG=false
exec trunk serve "$page" --dist target/dev/dist --port "$port" --address 127.0.0.1 \
  --watch src --watch crates --watch style --watch Cargo.toml
