#!/usr/bin/env bash
# Builds the release site and measures it: first-load size, time to the first
# usable form, tap-to-preview time and the time to open a 1,000-hand match, in
# headless Chromium with the CPU slowed 4×; a club's records replicated to a
# new device and a hand's way to the organiser (club-bench.mjs); a night's
# board following the organiser's window (bench-board.mjs); players coming
# and going, the rounds to come drawn again (bench-redraw.mjs and the
# night_redraw example); then the engine's own throughput.
# Prints figures; asserts nothing. `--quick` makes fewer runs; `--no-build`
# measures the dist/ already there; `--before <dist dir>` and `--baseline
# <dist dir>` go on to bench.mjs (an earlier build to compare with).
set -euo pipefail
cd "$(dirname "$0")/.."
quick=""
build=1
passed=()
while [ $# -gt 0 ]; do
  case $1 in
    --quick) quick="--quick" ;;
    --no-build) build=0 ;;
    --before | --baseline) passed+=("$1" "$2"); shift ;;
  esac
  shift
done
if [ "$build" = 1 ]; then
  bash scripts/setup.sh
  bash scripts/build-site.sh
fi
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
node scripts/bench.mjs $quick "${passed[@]}"
echo
echo "The club's records:"
node scripts/club-bench.mjs $quick
echo
node scripts/bench-board.mjs --times "$([ -n "$quick" ] && echo 3 || echo 10)"
echo
node scripts/bench-redraw.mjs --times "$([ -n "$quick" ] && echo 2 || echo 6)"
echo "Drawn again natively:"
cargo run --release --quiet --example night_redraw 2>&1 >/dev/null
echo
echo "Engine, natively:"
cargo bench -p mahjong-engine --bench engine -- $quick 2>/dev/null | grep -E "per second|match|waits"
