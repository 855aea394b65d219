#!/usr/bin/env bash
# Runs every test: formatting (rustfmt, and leptosfmt for view! macros), the
# layers and sizes the code keeps (scripts/check-layers.mjs), lints, the
# native engine tests, the seating plans' figures counted by a check written
# apart from the engine, the club server with replication against it (Node)
# and the club sync bridge (headless Chromium), the engine benchmark in
# quick mode, the component tests in headless Chromium, the site benchmark
# in quick mode (figures printed, never asserted), the end-to-end tests
# against the release build in Chromium (Playwright), and the player flows
# in Chromium, Firefox and WebKit (WebDriver). Installs what is missing first.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh || exit 1
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
logs=$(mktemp -d)
failed_steps=()

timings=()
run() {
  local name=$1
  shift
  printf '\n== %s\n' "$name"
  local began=$SECONDS
  if ! "$@" 2>&1 | tee "$logs/$name.log"; then
    failed_steps+=("$name")
  fi
  timings+=("$name $((SECONDS - began)) s")
}

run fmt cargo fmt --all -- --check
run layers node scripts/check-layers.mjs
run fmt-view leptosfmt --check src tests
run clippy cargo clippy --all-targets -- -D warnings
run clippy-wasm cargo clippy --target wasm32-unknown-unknown --lib --bins --examples --test web -- -D warnings
run native cargo test
run seating node --test --test-reporter=spec tests/seating/
# A test file whose tests are all done is ended even where a handle lingers
# (once, the bridge's file stayed up after its last test passed).
run club node --test --test-force-exit --test-reporter=spec tests/club/
run bench cargo bench --bench engine -- --quick
run browser env CARGO_PROFILE_DEV_DEBUG=false \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  CHROMEDRIVER=/usr/bin/chromedriver \
  cargo test --target wasm32-unknown-unknown --test web
run build bash scripts/build-site.sh
run bench-site node scripts/bench.mjs --quick
run bench-club node scripts/club-bench.mjs --quick
run e2e npx playwright test
for engine in chromium firefox webkit; do
  run "flows-$engine" env ENGINE=$engine node --test --test-concurrency=1 --test-reporter=spec flows/*.flow.mjs
done

# Sum every runner's own count of passes and failures.
count() {
  cat "$logs"/native.log "$logs"/browser.log 2>/dev/null |
    grep -oE "[0-9]+ $1" | awk '{s += $1} END {print s + 0}'
}
cargo_passed=$(count passed)
cargo_failed=$(count failed)
e2e_passed=$(grep -oE '^ *[0-9]+ passed' "$logs/e2e.log" 2>/dev/null | awk '{s += $1} END {print s + 0}')
e2e_failed=$(grep -oE '^ *[0-9]+ failed' "$logs/e2e.log" 2>/dev/null | awk '{s += $1} END {print s + 0}')
# node:test's summary: "ℹ pass N" and "ℹ fail N", one per engine.
flows() { grep -oE "^ℹ $2 [0-9]+" "$logs/flows-$1.log" 2>/dev/null | awk '{s += $3} END {print s + 0}'; }
seating_passed=$(grep -oE "^ℹ pass [0-9]+" "$logs/seating.log" 2>/dev/null | awk '{s += $3} END {print s + 0}')
seating_failed=$(grep -oE "^ℹ fail [0-9]+" "$logs/seating.log" 2>/dev/null | awk '{s += $3} END {print s + 0}')
club_passed=$(grep -oE "^ℹ pass [0-9]+" "$logs/club.log" 2>/dev/null | awk '{s += $3} END {print s + 0}')
club_failed=$(grep -oE "^ℹ fail [0-9]+" "$logs/club.log" 2>/dev/null | awk '{s += $3} END {print s + 0}')
# Each failed step's own account of its failures, short, where the end of
# the output shows it: node:test's list of failing tests, else the log's end.
for step in "${failed_steps[@]}"; do
  printf '\n== why %s failed\n' "$step"
  if grep -q '^✖ failing tests:' "$logs/$step.log"; then
    sed -n '/^✖ failing tests:/,$p' "$logs/$step.log" | grep -v '^ *at ' | head -n 40
  else
    tail -n 30 "$logs/$step.log"
  fi
done
passed=$((cargo_passed + e2e_passed + seating_passed + club_passed))
failed=$((cargo_failed + e2e_failed + seating_failed + club_failed))
echo
echo "Rust (native and components): $cargo_passed passed, $cargo_failed failed"
echo "Seating plans counted apart (Node): $seating_passed passed, $seating_failed failed"
echo "Club server and replication (Node): $club_passed passed, $club_failed failed"
echo "End-to-end in Chromium (Playwright): $e2e_passed passed, $e2e_failed failed"
for engine in chromium firefox webkit; do
  p=$(flows "$engine" pass)
  f=$(flows "$engine" fail)
  echo "Player flows in $engine (WebDriver): $p passed, $f failed"
  passed=$((passed + p))
  failed=$((failed + f))
done
echo
echo "Time by step: $(IFS=,; echo "${timings[*]}" | sed 's/,/, /g'); in all $SECONDS s"
echo
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "failed steps: ${failed_steps[*]}"
  [ "$failed" -gt 0 ] || failed=${#failed_steps[@]}
fi
echo "$passed passed, $failed failed"
[ ${#failed_steps[@]} -eq 0 ]
