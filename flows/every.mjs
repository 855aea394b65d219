// Every flow file in one run, in the order of their names: one process, so
// one WebDriver server and its browsers serve every story (browser.mjs).
// Run with `node --test flows/every.mjs`; a single file runs on its own too.
import { readdirSync } from 'node:fs';

const here = new URL('.', import.meta.url);
for (const file of readdirSync(here)
  .filter((name) => name.endsWith('.flow.mjs'))
  .sort()) {
  await import(new URL(file, here).href);
}
