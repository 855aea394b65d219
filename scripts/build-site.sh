#!/usr/bin/env bash
# Builds the release site into dist/: exactly what the Pages workflow deploys.
# Needs trunk, wasm-bindgen-cli, wasm-split-cli, wasm-opt (npm binaryen),
# workbox-build, terser and playwright-core (npm) and Chromium installed; run
# scripts/setup.sh first on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
for tool in trunk wasm-bindgen wasm-opt wasm-split-cli; do
  command -v "$tool" >/dev/null || { echo "missing $tool: run scripts/setup.sh" >&2; exit 1; }
done
BUILD_ID=${BUILD_ID:-$(git rev-parse --short HEAD 2>/dev/null || echo dev)}
export BUILD_ID
# Trunk builds the page (styles inlined, then minified, files copied); the wasm is split
# and bound by scripts/split-wasm.sh; the new-match screen is drawn into the
# page (scripts/prerender.mjs, in headless Chromium); the club sync bridge
# and PouchDB are copied beside it, fetched only when a club turns sync on;
# Workbox builds the service worker.
# SITE=<dir> builds into another folder than dist/ (to measure two builds).
site=${SITE:-dist}
trunk build --release --dist "$site"
node scripts/minify-styles.mjs "$site"
bash scripts/split-wasm.sh "$site"
node scripts/prerender.mjs "$site"
mkdir -p "$site/club"
cp club/bridge.js club/worker.js "$site/club/"
# PouchDB and its indexeddb adapter, as one script (their source-map lines
# dropped: the maps are not shipped).
sed '/^\/\/# sourceMappingURL=/d' node_modules/pouchdb/dist/pouchdb.min.js \
  node_modules/pouchdb/dist/pouchdb.indexeddb.min.js >"$site/club/pouchdb.min.js"
node scripts/sw.mjs "$site"
echo "built $site/ (build $BUILD_ID)"
