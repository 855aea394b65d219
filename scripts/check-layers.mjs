// Checks that the code keeps the shape docs/architecture.md draws:
// - no import circle between files of `src/` (a folder's own front door,
//   its `pub use` of what is inside it, is not an import of it, and a file
//   may use what the module enclosing it defines);
// - each layer imports only the layers below it:
//   engine ← storage ← session ← words ← ui (and the engine no browser crate);
// - no file over 400 lines in `src/` or the test folders, and no Rust
//   function over 60 lines counting its attributes and doc comment.
// Prints each breach and exits 1 if there is one.
//   node scripts/check-layers.mjs
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname, basename } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const LAYERS = ['engine', 'storage', 'session', 'words', 'ui'];
const BROWSER_CRATES = ['leptos', 'web_sys', 'js_sys', 'gloo', 'gloo_storage', 'wasm_bindgen', 'wasm_bindgen_futures'];
const MAX_FILE_LINES = 400;
const MAX_FN_LINES = 60;

function files(dir, test) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'fixtures') return [];
    return statSync(path).isDirectory() ? files(path, test) : test(name) ? [path] : [];
  });
}

/** The text with comments, strings and char literals blanked (lines kept). */
function code(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      let depth = 0;
      do {
        if (text[i] === '/' && text[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (text[i] === '*' && text[i + 1] === '/') {
          depth--;
          i += 2;
        } else out += text[i++] === '\n' ? '\n' : '';
      } while (depth > 0 && i < text.length);
    } else if (c === 'r' && /^r#*"/.test(text.slice(i, i + 10)) && !/\w/.test(text[i - 1] ?? '')) {
      const hashes = text.slice(i + 1).match(/^#*/)[0];
      const end = text.indexOf(`"${hashes}`, i + 2 + hashes.length);
      const stop = end < 0 ? text.length : end + 1 + hashes.length;
      out += `""${'\n'.repeat((text.slice(i, stop).match(/\n/g) ?? []).length)}`;
      i = stop;
    } else if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += `""${'\n'.repeat((text.slice(i, j).match(/\n/g) ?? []).length)}`;
      i = j + 1;
    } else if (c === "'" && /^'(\\.[^']*|[^\\'])'/.test(text.slice(i, i + 12))) {
      i += text.slice(i).match(/^'(\\.[^']*|[^\\'])'/)[0].length;
      out += "' '";
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

// ---- The module tree of src/ ----

const src = join(root, 'src');
const rustFiles = files(src, (n) => n.endsWith('.rs'));
/** Module path (['engine','night']) of a file. */
function modulePath(file) {
  const parts = relative(src, file).replace(/\.rs$/, '').split('/');
  if (parts.at(-1) === 'mod') parts.pop();
  if (parts.length === 1 && (parts[0] === 'lib' || parts[0] === 'main')) return [];
  return parts;
}
const fileOf = new Map(rustFiles.filter((f) => !f.endsWith('main.rs')).map((f) => [modulePath(f).join('::'), f]));
/** The code without its inline test modules: what tests use is not a layer's. */
function withoutTests(text) {
  const start = text.search(/#\[cfg\(test\)\]\s*mod\s+\w+\s*\{/);
  if (start < 0) return text;
  let depth = 0;
  let end = text.indexOf('{', start);
  do {
    if (text[end] === '{') depth++;
    if (text[end] === '}') depth--;
    end++;
  } while (depth > 0 && end < text.length);
  const blanked = text.slice(start, end).replace(/[^\n]/g, '');
  return withoutTests(text.slice(0, start) + blanked + text.slice(end));
}
const cleaned = new Map(rustFiles.map((f) => [f, withoutTests(code(readFileSync(f, 'utf8')))]));

/** Each `use` tree of a text, expanded to full paths: [path segments, alias]. */
function useTrees(text, onlyPub) {
  const found = [];
  const pattern = onlyPub ? /\bpub(\([^)]*\))?\s+use\s+([^;]+);/g : /\buse\s+([^;]+);/g;
  for (const m of text.matchAll(pattern)) expand((onlyPub ? m[2] : m[1]).replace(/\s+/g, ''), [], found);
  return found;
}
function expand(tree, prefix, found) {
  const brace = tree.indexOf('{');
  if (brace < 0) {
    const [path, alias] = tree.split('as');
    const segs = [...prefix, ...path.split('::').filter(Boolean)];
    found.push({ segs, name: alias ?? segs.at(-1) });
    return;
  }
  const head = tree.slice(0, brace).split('::').filter(Boolean);
  const inner = tree.slice(brace + 1, tree.lastIndexOf('}'));
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= inner.length; i++) {
    if (inner[i] === '{') depth++;
    if (inner[i] === '}') depth--;
    if ((inner[i] === ',' && depth === 0) || i === inner.length) {
      const part = inner.slice(start, i);
      if (part) expand(part, [...prefix, ...head], found);
      start = i + 1;
    }
  }
}

/** Absolute module segments for a path written in the file at `here`. */
function absolute(segs, here) {
  const out = [];
  let rest = segs;
  if (rest[0] === 'crate' || rest[0] === 'mahjong_scorer') rest = rest.slice(1);
  else if (rest[0] === 'self') {
    out.push(...here);
    rest = rest.slice(1);
  } else if (rest[0] === 'super') {
    out.push(...here);
    while (rest[0] === 'super') {
      out.pop();
      rest = rest.slice(1);
    }
  } else if (here.length === 0 || !fileOf.has([...here, rest[0]].join('::'))) return null;
  else out.push(...here);
  return [...out, ...rest];
}

/** The file that holds the item a full path names, through re-exports. */
function resolve(segs, seen = new Set()) {
  let at = [];
  let i = 0;
  while (i < segs.length && fileOf.has([...at, segs[i]].join('::'))) at = [...at, segs[i++]];
  const file = fileOf.get(at.join('::'));
  if (i >= segs.length || segs[i] === '*') return file;
  const key = `${file}#${segs[i]}`;
  if (seen.has(key)) return file;
  seen.add(key);
  for (const { segs: target, name } of useTrees(cleaned.get(file), true)) {
    if (name !== segs[i]) continue;
    const full = absolute(target, at);
    if (full) return resolve([...full, ...segs.slice(i + 1)], seen);
  }
  return file;
}

const edges = new Map();
const breaches = [];
const layerOf = (file) => {
  const top = relative(src, file).split('/')[0].replace(/\.rs$/, '');
  return LAYERS.includes(top) ? top : null;
};

/** True when `outer` is the file of a module that `inner` sits within. */
function encloses(outer, inner) {
  const a = modulePath(outer);
  const b = modulePath(inner);
  return a.length < b.length && a.every((seg, i) => seg === b[i]);
}

for (const file of rustFiles) {
  const text = cleaned.get(file);
  const here = modulePath(file);
  const targets = new Set();
  // A folder's front door re-exporting what is inside it is not an import.
  const frontDoor = new Set(useTrees(text, true).map((t) => t.segs.join('::')));
  const paths = [
    ...useTrees(text, false)
      .filter((t) => !frontDoor.has(t.segs.join('::')))
      .map((t) => t.segs),
    ...[...text.matchAll(/\b(?:crate|super)(?:::\w+)+/g)].map((m) => m[0].split('::')),
  ];
  for (const segs of paths) {
    if (basename(file) !== 'main.rs' && BROWSER_CRATES.includes(segs[0]) && layerOf(file) === 'engine') {
      breaches.push(`${relative(root, file)}: the engine uses the browser crate ${segs[0]}`);
    }
    const full = basename(file) === 'main.rs' ? null : absolute(segs, here);
    if (!full) continue;
    const target = resolve(full);
    if (target && target !== file && !encloses(target, file)) targets.add(target);
  }
  edges.set(file, targets);
  const layer = layerOf(file);
  for (const target of targets) {
    const below = layerOf(target);
    if (layer && below && LAYERS.indexOf(below) > LAYERS.indexOf(layer)) {
      breaches.push(`${relative(root, file)}: the ${layer} layer imports ${relative(root, target)} of the ${below} layer above it`);
    }
  }
}

// Tarjan's strongly connected components: each of two or more files is a circle.
let index = 0;
const state = new Map();
const stack = [];
function connect(file) {
  const mine = { index, low: index++, onStack: true };
  state.set(file, mine);
  stack.push(file);
  for (const next of edges.get(file) ?? []) {
    if (!state.has(next)) {
      connect(next);
      mine.low = Math.min(mine.low, state.get(next).low);
    } else if (state.get(next).onStack) mine.low = Math.min(mine.low, state.get(next).index);
  }
  if (mine.low === mine.index) {
    const circle = [];
    let other;
    do {
      other = stack.pop();
      state.get(other).onStack = false;
      circle.push(other);
    } while (other !== file);
    if (circle.length > 1) {
      const names = circle.map((f) => relative(root, f)).sort();
      const links = circle.flatMap((f) => [...edges.get(f)].filter((t) => circle.includes(t)).map((t) => `${relative(src, f)} → ${relative(src, t)}`));
      breaches.push(`an import circle of ${circle.length} files: ${names.join(', ')}\n    ${links.sort().join('\n    ')}`);
    }
  }
}
for (const file of rustFiles) if (!state.has(file)) connect(file);

// ---- Sizes ----

const testFolders = ['tests', 'flows', 'e2e'].map((d) => join(root, d));
const sized = [src, ...testFolders].flatMap((d) => files(d, (n) => /\.(rs|mjs|js|ts)$/.test(n)));
for (const file of sized) {
  const raw = readFileSync(file, 'utf8');
  const lines = raw.split('\n').length - (raw.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) breaches.push(`${relative(root, file)}: ${lines} lines, over ${MAX_FILE_LINES}`);
  if (file.endsWith('.rs')) longFunctions(file, raw);
}

function longFunctions(file, raw) {
  const text = code(raw).split('\n');
  const original = raw.split('\n');
  for (let i = 0; i < text.length; i++) {
    const m = text[i].match(/^\s*(pub(\([^)]*\))?\s+)?(const\s+)?(async\s+)?(unsafe\s+)?(extern\s+""\s+)?fn\s+(\w+)/);
    if (!m) continue;
    let start = i;
    while (start > 0 && /^\s*(#\[|#!\[|\/\/\/|\/\/!)/.test(original[start - 1])) start--;
    // Attributes spread over several lines: step over their insides too.
    while (start > 0 && /^\s*[\])]/.test(original[start - 1]) === false && /^\s*#\[[^\]]*$/.test(original[start - 2] ?? '')) start -= 2;
    let depth = 0;
    let opened = false;
    let end = i;
    for (let j = i; j < text.length; j++) {
      for (const c of text[j]) {
        if (c === '{') {
          depth++;
          opened = true;
        } else if (c === '}') depth--;
        else if (c === ';' && !opened && depth === 0) {
          end = -1;
          break;
        }
      }
      if (end < 0) break;
      if (opened && depth === 0) {
        end = j;
        break;
      }
    }
    if (end < 0) continue;
    const length = end - start + 1;
    if (length > MAX_FN_LINES) {
      breaches.push(`${relative(root, file)}:${i + 1}: fn ${m[7]} is ${length} lines, over ${MAX_FN_LINES}`);
    }
  }
}

// `--draw`: the imports between the layers and between the folders of each,
// as docs/architecture.md draws them.
if (process.argv.includes('--draw')) {
  const folder = (file) => dirname(relative(src, file)).replace(/^\.$/, '') || relative(src, file);
  const between = new Map();
  for (const [file, targets] of edges) {
    for (const target of targets) {
      const key = `${folder(file)} → ${folder(target)}`;
      if (folder(file) !== folder(target)) between.set(key, (between.get(key) ?? 0) + 1);
    }
  }
  for (const [key, count] of [...between].sort()) console.log(`${key}  (${count})`);
}

for (const breach of breaches) console.log(breach);
console.log(
  breaches.length
    ? `${breaches.length} breaches of the layers and sizes`
    : `the layers hold: ${rustFiles.length} files in src/, no import circle, no layer importing one above it, no file or function too long`,
);
process.exit(breaches.length ? 1 : 0);
