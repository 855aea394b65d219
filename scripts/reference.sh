#!/usr/bin/env bash
# Compares the engine's reading of tile hands with the independent
# reference of the tests (crates/engine/tests/reference/) on many random hands (default a
# million) and a tenth as many impossible ones, and prints the
# disagreements by kind, with examples, and the impossible hands refused by
# kind. Usage:
#   bash scripts/reference.sh [hands] [seed]
set -euo pipefail
cd "$(dirname "$0")/.."
REFERENCE_HANDS=${1:-1000000} REFERENCE_SEED=${2:-2026} \
  cargo test --release -p mahjong-engine --test engine against_reference::the_engine_re -- --nocapture --test-threads 1 2>&1 |
  grep -E '^[0-9]+ (impossible )?hands|^  [a-z]|^    `|^test result' || true
