#!/usr/bin/env bash
# Builds the release site into dist/: exactly what the Pages workflow deploys.
# Needs trunk, wasm-bindgen-cli and wasm-opt (npm binaryen) on PATH; run
# scripts/setup.sh first on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
for tool in trunk wasm-bindgen wasm-opt; do
  command -v "$tool" >/dev/null || { echo "missing $tool: run scripts/setup.sh" >&2; exit 1; }
done
BUILD_ID=${BUILD_ID:-$(git rev-parse --short HEAD 2>/dev/null || echo dev)}
export BUILD_ID
trunk build --release
echo "built dist/ (build $BUILD_ID)"
