#!/usr/bin/env bash
# The app's wasm, split: builds it with the parts of src/ui/parts.rs marked
# for splitting, splits it (wasm-split-cli), binds it (wasm-bindgen), shrinks
# every module (wasm-opt) and minifies the glue (terser), puts one build's
# files in one folder named by their content, so a page never mixes a main
# module with another build's parts, and names them in <site>/index.html. Run by scripts/build-site.sh
# after Trunk has built the page around it.
set -euo pipefail
cd "$(dirname "$0")/.."
site=${1:?usage: split-wasm.sh <site dir>}
name=mahjong-scorer
target=target/split
source scripts/release-wasm.sh
release_wasm --bin "$name"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
wasm-split-cli --target web --out-name "$name" "$target/wasm32-unknown-unknown/release/$name.wasm" "$work/split"
wasm-bindgen --target web --no-typescript --keep-lld-exports --no-demangle \
  --out-name "$name" --out-dir "$work/app" "$work/split/$name.wasm"
rm "$work/split/$name.wasm"
cp "$work/split"/*.js "$work/split"/*.wasm "$work/app/"
# WASM_NAMES=1 keeps the functions' names, for a profile that names them
# (docs/performance.md, "A tap, where the time goes"); a release never sets it.
names=${WASM_NAMES:+-g}
for wasm in "$work/app"/*.wasm; do
  wasm-opt -Oz $names --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals "$wasm" -o "$wasm"
done
# The glue and the parts' loader, minified: on the first screen's path.
for js in "$work/app"/*.js; do
  terser "$js" --module --compress --mangle --ecma 2020 -o "$js"
done

hash=$(cat "$work/app"/* | sha256sum | cut -c1-16)
app="app-$hash"
rm -rf "$site"/app-*
mkdir -p "$site/$app"
cp "$work/app"/* "$site/$app/"

# The page starts the main module and nothing else: the app fetches its part
# once its first screen is up (src/ui/parts.rs), so on a slow link it never
# takes the first screen's bandwidth; the service worker keeps every file.
python3 - "$site/index.html" "$app" "$name" <<'PY'
import re
import sys
page, app, name = sys.argv[1:]
links = [
    f'<link rel="modulepreload" href="./{app}/{name}.js" />',
    f'<link rel="preload" as="fetch" crossorigin href="./{app}/{name}_bg.wasm" />',
    f'<link rel="modulepreload" href="./{app}/__wasm_split.js" />',
]
# A module that cannot be fetched or started is told to the drawn screen
# (scripts/first-screen.js), which says so.
start = (
    f'<script type="module">import("./{app}/{name}.js")'
    f'.then((app) => app.default({{ module_or_path: "./{app}/{name}_bg.wasm" }}))'
    f'.catch(() => window.appMissing?.());</script>'
)
html = open(page).read()
# Trunk leaves the skipped rust link in the page; the script below replaces it.
html = re.sub(r'<link data-trunk rel="rust"[^>]*>\s*', "", html)
# The main module's links first in the head, before the inlined styles, so
# its download starts with the page's first bytes; the script that starts it
# runs once the page is parsed either way.
charset = '<meta charset="utf-8" />'
if charset not in html:
    sys.exit(f"split-wasm.sh: {page} has no {charset} to put the main module's links after")
html = html.replace(charset, charset + "".join(links), 1)
open(page, "w").write(html.replace("</head>", start + "</head>", 1))
PY
echo "split into $app: $(cd "$site/$app" && ls | tr '\n' ' ')"
