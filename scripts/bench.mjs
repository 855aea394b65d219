// Measures the built site in headless Chromium with the CPU slowed 4× (DevTools
// protocol), served gzipped as GitHub Pages serves it, and prints the figures. Asserts nothing. Usage:
//   node scripts/bench.mjs [--quick] [--baseline <dist>] [--before <dist>]
// (scripts/bench.sh builds first). It builds the yardstick, a one-button
// Leptos app (scripts/yardstick.sh), and loads it alternately with the app.
// --before serves an earlier build beside this one and times its taps too,
// alternating, so the two are compared in one run.
import { chromium } from 'playwright-core';
import { execFileSync } from 'child_process';
import { serve } from './site.mjs';
import { generator, variedHands } from './varied-hands.mjs';
import { openStored } from './stored-match.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { readFileSync, readdirSync, statSync } from 'fs';
import { gzipSync } from 'zlib';
import { join } from 'path';

const quick = process.argv.includes('--quick');
const runs = quick ? 3 : 11;
const taps = quick ? 20 : 200;
const port = 8097;
const base = `http://127.0.0.1:${port}/`;
const beforePort = 8098;
const yardstickPort = 8099;
const yardstick = `http://127.0.0.1:${yardstickPort}/`;
const dist = 'dist';
const option = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const beforeDir = option('--before');
// The first load of build 05bf55c, the last before the wasm was split.
const BEFORE_RAW = 1063149;
const BEFORE_GZIP = 407154;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n) => `${n.toFixed(1)} ms`;

const packed = (dir, f) => {
  const bytes = readFileSync(join(dir, f));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

// What the page loads before its first screen is usable, file by file; the
// parts it fetches afterwards (prefetched, or by the page's script once it
// has loaded) are counted apart.
function firstLoadBytes(dir = dist) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const named = [...html.matchAll(/<(?:link|script)\b(?![^>]*rel="prefetch")[^>]*(?:href|src)="\.\/([^"]+\.(?:js|wasm|css))"/g)].map((m) => m[1]);
  const files = ['index.html', ...new Set(named)];
  let raw = 0;
  let gzip = 0;
  const rows = files.map((f) => {
    const size = packed(dir, f);
    raw += size.raw;
    gzip += size.gzip;
    return `  ${f.padEnd(48)} ${kib(size.raw).padStart(11)} ${kib(size.gzip).padStart(11)}`;
  });
  const later = walk(dir).filter((f) => /\.(js|mjs|wasm)$/.test(f) && !files.includes(f));
  const after = later.reduce((sum, f) => sum + packed(dir, f).gzip, 0);
  return { raw, gzip, rows, later: later.length, after };
}

function walk(dir, at = '') {
  return readdirSync(join(dir, at)).flatMap((name) => {
    const path = at ? `${at}/${name}` : name;
    return statSync(join(dir, path)).isDirectory() ? walk(dir, path) : [path];
  });
}

// The first load before the split: measured from a build of --baseline
// <dist dir> when given, else the figures of commit 05bf55c's release build.
function baseline() {
  const i = process.argv.indexOf('--baseline');
  if (i > 0 && process.argv[i + 1]) {
    const { raw, gzip } = firstLoadBytes(process.argv[i + 1]);
    return { from: process.argv[i + 1], raw, gzip };
  }
  return { from: 'build 05bf55c', raw: BEFORE_RAW, gzip: BEFORE_GZIP };
}

// A club hall's weak Wi-Fi: 1.6 Mbit/s each way and 150 ms round trips.
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 1.6e6 / 8 };

async function throttled(browser, slowLink = false) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (slowLink) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
  }
  return { context, page };
}

// Marks the moment the first screen's submit button shows: the app's "Start
// match", the yardstick's one button. The app's screen drawn into the page
// (scripts/prerender.mjs) counts from when it shows: it takes entries and
// keeps its taps until the app's module is in, whose own moment the page
// marks as "app-in".
const markUsable = () => {
  new MutationObserver((_, observer) => {
    if ([...document.querySelectorAll('button[type=submit]')].some((b) => b.checkVisibility())) {
      window.__usable = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

async function usableAfterLoad(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__usable !== undefined);
  return page.evaluate(() => window.__usable);
}

// When the app's module took the drawn screen over (none on the yardstick).
async function moduleIn(page) {
  const mark = () => performance.getEntriesByName('app-in')[0]?.startTime;
  await page.waitForFunction(mark);
  return page.evaluate(mark);
}

// Navigation to the first usable screen, the app and the yardstick loaded
// alternately, each in a fresh browser profile: a first visit, or a second
// visit once the app's service worker has every file (the yardstick from the
// browser's cache).
async function startUps(browser, secondVisit, slowLink = false) {
  const times = { app: [], yardstick: [], appIn: [] };
  for (let i = 0; i < runs; i++) {
    for (const [which, url] of [['app', base], ['yardstick', yardstick]]) {
      const { context, page } = await throttled(browser, slowLink);
      await page.addInitScript(markUsable);
      if (secondVisit) {
        await usableAfterLoad(page, url);
        if (which === 'app') {
          await page.evaluate(() => navigator.serviceWorker.ready);
          await page.waitForFunction(() => !!navigator.serviceWorker.controller);
        }
      }
      times[which].push(await usableAfterLoad(page, url));
      if (which === 'app') times.appIn.push(await moduleIn(page));
      await context.close();
    }
  }
  return { app: median(times.app), yardstick: median(times.yardstick), appIn: median(times.appIn) };
}

async function startMatch(page, url = base) {
  await page.goto(url);
  for (const [i, n] of ['Rod', 'Bill', 'Ben', 'Jack'].entries()) {
    await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
  }
  await page.getByRole('button', { name: 'Start match' }).click();
  await page.getByRole('table', { name: 'Score sheet' }).waitFor();
}

// Median time from a tap to Bill's preview score changing in the page, the
// taps going round the buttons of `cycle` (CSS selectors, looked up afresh
// before each tap).
async function tapTimes(page, cycle) {
  const times = await page.evaluate(
    async ({ count, cycle }) => {
      const output = document.querySelector('#p1-score');
      const tap = (button) =>
        new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve(performance.now() - start);
          });
          observer.observe(output, { childList: true, characterData: true, subtree: true });
          const start = performance.now();
          button.click();
        });
      const result = [];
      for (let i = 0; i < count; i++) {
        result.push(await tap(document.querySelector(cycle[i % cycle.length])));
      }
      return result;
    },
    { count: taps, cycle },
  );
  return median(times);
}

// Bill's form open, his Mah-Jong declared.
async function billDeclares(browser, url) {
  const { context, page } = await throttled(browser);
  await startMatch(page, url);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await page.getByRole('tab', { name: /^Bill/ }).click();
  await page.getByLabel('Declares Mah-Jong').check();
  return { context, page };
}

// A tap on a count: four up, four down.
async function tapToPreview(browser, url = base) {
  const { context, page } = await billDeclares(browser, url);
  const plus = "button[aria-label='Increase Pung (2-8) exposed']";
  const minus = "button[aria-label='Decrease Pung (2-8) exposed']";
  const time = await tapTimes(page, [plus, plus, plus, plus, minus, minus, minus, minus]);
  await context.close();
  return time;
}

// A tap on a tile: a winner one tile short lays out the White dragon, then
// takes it out again, so every tap reads the hand afresh (docs/rules.md §12.7).
async function tileTapToPreview(browser, url = base) {
  const { context, page } = await billDeclares(browser, url);
  await page.getByRole('button', { name: 'Lay out tiles' }).click();
  await page.getByLabel('Type the hand').fill('+555d 234b 678b EEE ?Wh');
  await page.getByLabel('Type the hand').press('Enter');
  await page.getByRole('button', { name: 'Take out White dragon' }).waitFor();
  const time = await tapTimes(page, [".palette button[aria-label='White dragon']", "button[aria-label='Take out White dragon']"]);
  await context.close();
  return time;
}

// The one match kept, as [key, envelope]: the app keeps it compressed, and
// reads the JSON written back.
async function keptMatch(page) {
  const [key, text] = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^mahjong-scorer\.match\.\d+$/.test(k));
    return [key, localStorage.getItem(key)];
  });
  return [key, openStored(text)];
}

// Time to open a stored match of 1,000 hands and render its score sheet.
async function thousandHands(browser) {
  const { context, page } = await throttled(browser);
  await startMatch(page);
  await page.evaluate(([key, stored]) => {
    stored.match.hands = Array.from({ length: 1000 }, (_, i) => ({
      forms: [0, 1, 2, 3].map((p) => (p === i % 4 ? { role: 'MahJong', sets: [3, 0, 0, 0, 0, 0, 0, 0] } : { sets: [0, 1, 0, 0, 0, 0, 0, 0] })),
    }));
    localStorage.setItem(key, JSON.stringify(stored));
  }, await keptMatch(page));
  const times = [];
  for (let i = 0; i < runs; i++) {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const rows = [...document.querySelectorAll('.sheet__table tbody th')];
        if (document.querySelector('.sheet__totals') && rows.some((th) => th.textContent.trim().startsWith('1000 '))) {
          window.__sheet = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(base);
    await page.waitForFunction(() => window.__sheet !== undefined, null, { timeout: 120_000 });
    times.push(await page.evaluate(() => window.__sheet));
  }
  await context.close();
  return median(times);
}

// 200 matches of 60 varied hands each, twelve players four to a match.
function seasonOf200() {
  const next = generator();
  const pool = ['Rod', 'Bill', 'Ben', 'Jack', 'Ann', 'Bea', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
  return Array.from({ length: 200 }, () => ({
    names: [...pool].sort(() => next(3) - 1).slice(0, 4),
    hands: variedHands(60, next),
  }));
}

// The season's matches kept (one a week), written straight into storage
// beside the one started: this runs in the page.
function keepSeason([matches, [, stored]]) {
  const index = JSON.parse(localStorage.getItem('mahjong-scorer.index'));
  const first = index.matches[0];
  index.matches = [];
  for (let m = 0; m < 200; m++) {
    const id = 1000 + m;
    const { names, hands } = matches[m];
    const game = { ...stored, match: { ...stored.match, setup: { ...stored.match.setup, names }, hands } };
    localStorage.setItem(`mahjong-scorer.match.${id}`, JSON.stringify(game));
    const created = new Date(Date.UTC(2023, 0, 5) + m * 7 * 86400000).toISOString();
    index.matches.unshift({ ...first, id, name: `Club night ${m + 1}`, created, updated: created, players: names, hands: 60, leader: null, complete: false });
  }
  index.current = null;
  index.next_id = 2000;
  localStorage.setItem('mahjong-scorer.index', JSON.stringify(index));
}

// Time from a press on "Players" to the standings of 200 kept matches of 60
// hands: the first time in a visit (every match read from storage and
// scored) and the next (each match's figures kept from the first).
async function season(browser) {
  const { context, page } = await throttled(browser);
  await startMatch(page);
  await page.evaluate(keepSeason, [seasonOf200(), await keptMatch(page)]);
  const press = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const start = performance.now();
          new MutationObserver((_, observer) => {
            if (document.querySelectorAll('.players__table tbody tr').length === 12) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          }).observe(document, { childList: true, subtree: true });
          [...document.querySelectorAll('nav button')].find((b) => b.textContent === 'Players').click();
        }),
    );
  const times = { first: [], again: [] };
  for (let i = 0; i < runs; i++) {
    await page.goto(`${base}?history`);
    await page.getByRole('heading', { name: 'Matches' }).waitFor();
    await page.waitForLoadState('networkidle');
    times.first.push(await press());
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await page.getByRole('heading', { name: 'Matches' }).waitFor();
    times.again.push(await press());
  }
  await context.close();
  return { first: median(times.first), again: median(times.again) };
}

// Taps on the earlier build and on this one, alternating, two rounds each.
async function tapsBeforeAndAfter(browser) {
  const url = `http://127.0.0.1:${beforePort}/`;
  const times = { count: [[], []], tile: [[], []] };
  for (let round = 0; round < 2; round++) {
    for (const [i, at] of [url, base].entries()) {
      times.count[i].push(await tapToPreview(browser, at));
      times.tile[i].push(await tileTapToPreview(browser, at));
    }
  }
  const show = (xs) => xs.map(ms).join(', ');
  console.log(`\nTaps back to back, ${beforeDir} (before) and ${dist} (after), each a median of ${taps} taps:`);
  console.log(`  tap on a count to new preview score   before ${show(times.count[0])}; after ${show(times.count[1])}`);
  console.log(`  tap on a tile to new preview score    before ${show(times.tile[0])}; after ${show(times.tile[1])}`);
}

execFileSync('bash', ['scripts/yardstick.sh'], { stdio: ['ignore', 'ignore', 'inherit'] });
const server = await serve(dist, port);
const yardstickServer = await serve('target/yardstick', yardstickPort);
const beforeServer = beforeDir ? await serve(beforeDir, beforePort) : undefined;
try {
  const bytes = firstLoadBytes();
  const stick = firstLoadBytes('target/yardstick');
  console.log(`First load (${bytes.rows.length} files)                              raw        gzip`);
  bytes.rows.forEach((r) => console.log(r));
  console.log(`  ${'total'.padEnd(48)} ${kib(bytes.raw).padStart(11)} ${kib(bytes.gzip).padStart(11)}   (goal ≤ 150 KiB gzip)`);
  console.log(`  ${'the yardstick, a one-button Leptos app'.padEnd(48)} ${kib(stick.raw).padStart(11)} ${kib(stick.gzip).padStart(11)}`);
  console.log(`  fetched after the first screen (${bytes.later} files)${' '.repeat(Math.max(0, 27 - String(bytes.later).length))}${kib(bytes.after).padStart(11)}`);
  const before = baseline();
  console.log(`  ${`before the split (${before.from})`.padEnd(48)} ${kib(before.raw).padStart(11)} ${kib(before.gzip).padStart(11)}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    console.log(`\nIn Chromium with the CPU slowed 4× (median of ${runs} loads of each, alternated; ${taps} taps):`);
    const cold = await startUps(browser, false);
    const ratio = (t) => `${(t.app / t.yardstick).toFixed(2)}×`;
    // The app's module in, taking the drawn screen over: from then on a tap is done at once.
    const taken = (t) => `      app's module in at ${ms(t.appIn)}, ${(t.appIn / t.yardstick).toFixed(2)}× the yardstick's screen`;
    console.log(`  first visit: navigation to first screen usable   app ${ms(cold.app)}, yardstick ${ms(cold.yardstick)}: ${ratio(cold)}   (goal ≤ 1.5×)`);
    console.log(taken(cold));
    const slow = await startUps(browser, false, true);
    console.log(`  first visit on a slow link (1.6 Mbit/s, 150 ms) app ${ms(slow.app)}, yardstick ${ms(slow.yardstick)}: ${ratio(slow)}   (goal ≤ 1.5×)`);
    console.log(taken(slow));
    const warm = await startUps(browser, true);
    console.log(`  second visit (service worker's cache)            app ${ms(warm.app)}, yardstick ${ms(warm.yardstick)}: ${ratio(warm)}   (goal ≤ 1.5×)`);
    console.log(taken(warm));
    console.log(`  tap on a count to new preview score   ${ms(await tapToPreview(browser)).padStart(10)}   (target ≤ 16 ms)`);
    console.log(`  tap on a tile to new preview score    ${ms(await tileTapToPreview(browser)).padStart(10)}   (target ≤ 16 ms)`);
    console.log(`  open a 1,000-hand match to its sheet  ${ms(await thousandHands(browser)).padStart(10)}   (target ≤ 200 ms)`);
    const standings = await season(browser);
    console.log(`  players across 200 matches of 60 hands ${ms(standings.first).padStart(9)}   (target well under 1 s; ${ms(standings.again)} when shown again in the visit)`);
    if (beforeDir) await tapsBeforeAndAfter(browser);
  } finally {
    await browser.close();
  }
} finally {
  await server.close();
  await yardstickServer.close();
  await beforeServer?.close();
}
