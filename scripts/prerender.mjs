// Draws the new-match screen into the built page, so a first visit shows it
// and takes entries while the app's module is still on its way: the site is
// opened in headless Chromium with nothing stored, and the screen the app
// draws is written into the page's body as static markup (inside #drawn),
// with scripts/first-screen.js, minified, in the page's head to keep what is
// done on it until the app takes over. The rules that script reads are the
// app's own (crates/session/src/first_screen.rs), printed by a native example.
// Usage: node scripts/prerender.mjs <site dir>. Run by scripts/build-site.sh.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';
import { serve } from './site.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const site = process.argv[2];
if (!site) {
  console.error('usage: node scripts/prerender.mjs <site dir>');
  process.exit(2);
}
const pagePath = join(site, 'index.html');
const page = readFileSync(pagePath, 'utf8');
const rules = JSON.parse(
  execFileSync('cargo', ['run', '--quiet', '--example', 'first_screen_rules'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }),
);
if (page.includes(`id="${rules.drawn}"`)) {
  console.error(`${pagePath} already holds a drawn screen`);
  process.exit(1);
}

const starts = `window.${rules.appMissing}?.()`;
if (!page.includes(starts)) {
  console.error(`${pagePath} does not tell the drawn screen of a module missing (${starts}): see scripts/split-wasm.sh`);
  process.exit(1);
}

const server = await serve(site);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
let markup;
try {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1024, height: 768 } });
  const tab = await context.newPage();
  await tab.goto(server.url);
  await tab.getByRole('button', { name: 'Start match' }).waitFor();
  // The session's part is in, and nothing more is on its way.
  await tab.waitForLoadState('networkidle');
  markup = await tab.evaluate((rules) => {
    const today = new Date().toISOString().slice(0, rules.dayLength);
    // What the fields hold goes into their markup; the day's date is put in
    // on the day the page is opened.
    for (const field of document.body.querySelectorAll('input')) {
      if (field.type === 'checkbox' || field.type === 'radio') field.toggleAttribute('checked', field.checked);
      else field.setAttribute('value', field.value.replace(today, rules.today));
    }
    for (const option of document.body.querySelectorAll('option')) {
      option.toggleAttribute('selected', option.selected);
    }
    const drawn = [...document.body.children].filter((e) => e.tagName !== 'SCRIPT');
    const marks = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
    const comments = [];
    while (marks.nextNode()) comments.push(marks.currentNode);
    for (const c of comments) c.remove();
    return drawn.map((e) => e.outerHTML).join('');
  }, rules);
} finally {
  await browser.close();
  await server.close();
}
if (!markup.includes('type="submit"')) {
  console.error('the drawn screen has no Start match button');
  process.exit(1);
}

const script = readFileSync(new URL('./first-screen.js', import.meta.url), 'utf8');
const placeholder = 'FIRST_SCREEN_RULES';
if (script.split(placeholder).length !== 2) {
  console.error(`scripts/first-screen.js must take its rules once, as ${placeholder}`);
  process.exit(1);
}
const { code } = await minify(script.replace(placeholder, JSON.stringify(rules)));
const id = rules.drawn;
const head = `<style>#${id}{display:contents}.drawn-stale #${id}{display:none}.${rules.appWaits} body>:not(#${id}):not(script){display:none!important}</style><script>${code}</script>`;
const body = `<div id="${id}">${markup}</div><script>window.${rules.drawnParsed}?.(document.getElementById("${id}"))</script>`;
const drawnPage = page.replace('</head>', `${head}</head>`).replace('<body>', `<body>${body}`);
writeFileSync(pagePath, drawnPage);
console.log(`drew the first screen into ${pagePath} (${markup.length} characters)`);
