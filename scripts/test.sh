#!/usr/bin/env bash
# Runs the tests in two tiers. Installs what is missing first.
#
#   bash scripts/test.sh --fast   formatting (rustfmt, leptosfmt for view!,
#                                 Biome for JS), lints (clippy natively and for
#                                 wasm, Biome), the layers and sizes the code
#                                 keeps, the native tests, the seating plans
#                                 counted apart, and the component tests in
#                                 headless Chromium: what every change needs.
#   bash scripts/test.sh          the fast tier, then the club server with
#                                 replication against it, the release site
#                                 built once, the end-to-end tests against it
#                                 (Playwright, Chromium) and the player flows
#                                 in Chromium, Firefox and WebKit (WebDriver).
#
# Benchmarks are apart: bash scripts/bench.sh.
set -uo pipefail
cd "$(dirname "$0")/.."

fast=0
[ "${1:-}" = "--fast" ] && fast=1

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

# Steps run side by side: `beside NAME COMMAND... -- NAME COMMAND...`. Each
# writes its own log, shown whole once all are done.
beside() {
  local names=() pids=() command
  while [ $# -gt 0 ]; do
    local name=$1
    shift
    command=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do
      command+=("$1")
      shift
    done
    [ $# -gt 0 ] && shift
    (
      began=$SECONDS
      "${command[@]}" >"$logs/$name.log" 2>&1
      status=$?
      echo $((SECONDS - began)) >"$logs/$name.time"
      exit $status
    ) &
    names+=("$name")
    pids+=($!)
  done
  printf '\n== %s, side by side\n' "${names[*]}"
  for i in "${!names[@]}"; do
    wait "${pids[$i]}" || failed_steps+=("${names[$i]}")
  done
  for name in "${names[@]}"; do
    printf '\n== %s\n' "$name"
    cat "$logs/$name.log"
    timings+=("$name $(cat "$logs/$name.time") s")
  done
}

# The player flows of one engine, every flow file in one process.
flows() { env ENGINE="$1" node --test --test-reporter=spec flows/every.mjs; }

run fmt cargo fmt --all -- --check
run fmt-view leptosfmt --check src tests
run js biome ci .
run sizes node scripts/check-sizes.mjs
run clippy cargo clippy --workspace --all-targets -- -D warnings
run clippy-wasm cargo clippy --target wasm32-unknown-unknown --workspace --lib --bins --examples --test web -- -D warnings
run native cargo test --workspace
run seating node --test --test-reporter=spec tests/seating/
run browser env CARGO_PROFILE_DEV_DEBUG=false \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  CHROMEDRIVER=/usr/bin/chromedriver \
  cargo test --target wasm32-unknown-unknown --test web
if [ "$fast" = 0 ]; then
  # A test file whose tests are all done is ended even where a handle lingers
  # (once, the bridge's file stayed up after its last test passed).
  run club node --test --test-force-exit --test-reporter=spec tests/club/
  run build bash scripts/build-site.sh
  # Two at a time: a flow mostly waits on its browser, so two runs share the
  # cores well. Every flow file runs in one process per engine: one WebDriver
  # server and its browsers serve all the stories (flows/README.md).
  beside e2e npx playwright test -- flows-chromium flows chromium
  beside flows-firefox flows firefox -- flows-webkit flows webkit
fi

# Node's test runner sums up as "ℹ pass N" and "ℹ fail N"; cargo as
# "N passed; N failed"; Playwright as "N passed" and "N failed".
node_count() { grep -hoE "^ℹ $1 [0-9]+" "$logs/$2.log" 2>/dev/null | awk '{s += $3} END {print s + 0}'; }
cargo_count() { cat "$logs"/native.log "$logs"/browser.log 2>/dev/null | grep -oE "[0-9]+ $1" | awk '{s += $1} END {print s + 0}'; }
e2e_count() { grep -oE "^ *[0-9]+ $1" "$logs/e2e.log" 2>/dev/null | awk '{s += $1} END {print s + 0}'; }

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

passed=0
failed=0
line() {
  echo "$1: $2 passed, $3 failed"
  passed=$((passed + $2))
  failed=$((failed + $3))
}
echo
line "Rust (native and components)" "$(cargo_count passed)" "$(cargo_count failed)"
line "Seating plans counted apart (Node)" "$(node_count pass seating)" "$(node_count fail seating)"
if [ "$fast" = 0 ]; then
  line "Club server and replication (Node)" "$(node_count pass club)" "$(node_count fail club)"
  line "End-to-end in Chromium (Playwright)" "$(e2e_count passed)" "$(e2e_count failed)"
  for engine in chromium firefox webkit; do
    line "Player flows in $engine (WebDriver)" "$(node_count pass "flows-$engine")" "$(node_count fail "flows-$engine")"
  done
fi
echo
echo "Time by step: $(IFS=,; echo "${timings[*]}" | sed 's/,/, /g'); in all $SECONDS s"
echo
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "failed steps: ${failed_steps[*]}"
  [ "$failed" -gt 0 ] || failed=${#failed_steps[@]}
fi
echo "$passed passed, $failed failed"
[ ${#failed_steps[@]} -eq 0 ]
