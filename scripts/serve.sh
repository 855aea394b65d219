#!/usr/bin/env bash
# Builds the release site and serves it on http://127.0.0.1:8080 (Ctrl-C stops).
# Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build-site.sh
exec node scripts/site.mjs --dir dist --port 8080
