// Keeps files small: no source or test file over 400 lines in the app,
// its crates, the flows and e2e. The layers' arrows are held by the crates
// (Cargo.toml), and a function's length by clippy's too_many_lines
// (clippy.toml). Prints each file over and exits 1 if there is one.
//   node scripts/check-sizes.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const MAX_FILE_LINES = 400;
const FOLDERS = ['src', 'crates', 'tests', 'flows', 'e2e'];
const SKIP = new Set(['node_modules', 'fixtures', 'target']);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIP.has(name)) return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.(rs|mjs|js|ts)$/.test(name) ? [path] : [];
  });
}

const checked = FOLDERS.flatMap((folder) => files(join(root, folder)));
const over = checked.map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 })).filter(({ lines }) => lines > MAX_FILE_LINES);
for (const { file, lines } of over) console.log(`${relative(root, file)}: ${lines} lines, over ${MAX_FILE_LINES}`);
console.log(`${checked.length} files, ${over.length} over ${MAX_FILE_LINES} lines`);
process.exit(over.length > 0 ? 1 : 0);
