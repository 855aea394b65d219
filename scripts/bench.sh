#!/usr/bin/env bash
# Builds the release site and measures it: first-load size, time to the first
# usable form, tap-to-preview time and the time to open a 1,000-hand match, in
# headless Chromium with the CPU slowed 4×; then the engine's own throughput.
# Prints figures; asserts nothing. `--quick` makes fewer runs; `--no-build`
# measures the dist/ already there.
set -euo pipefail
cd "$(dirname "$0")/.."
quick=""
build=1
for arg in "$@"; do
  case $arg in
    --quick) quick="--quick" ;;
    --no-build) build=0 ;;
  esac
done
if [ "$build" = 1 ]; then
  bash scripts/setup.sh
  bash scripts/build-site.sh
fi
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
node scripts/bench.mjs $quick
echo
echo "Engine, natively:"
cargo bench --bench engine -- $quick 2>/dev/null | grep -E "per second|match"
