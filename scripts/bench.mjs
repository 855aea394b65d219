// Measures the built site in headless Chromium with the CPU slowed 4× (DevTools
// protocol), served gzipped as GitHub Pages serves it, and prints the figures. Asserts nothing. Usage:
//   node scripts/bench.mjs [--quick] [--site <dist>] [--baseline <dist>] [--before <dist>]
// (scripts/bench.sh builds first). It builds the yardstick, a one-button
// Leptos app (scripts/yardstick.sh), and loads it alternately with the app.
// --before serves an earlier build beside this one and times its taps too,
// alternating, so the two are compared in one run.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { serve } from './site.mjs';
import {
  COUNT_TAPS,
  OWN_HAND_TAPS,
  PRESS_MS,
  TILE_TAPS,
  benUnderOwnHands,
  billDeclares,
  layOutWinner,
  median,
  openThousandHands,
  seasonKept,
  tapAndPaint,
} from './bench-pages.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const quick = process.argv.includes('--quick');
const runs = quick ? 3 : 11;
const tapCount = quick ? 20 : 200;
const port = 8097;
const base = `http://127.0.0.1:${port}/`;
const beforePort = 8098;
const yardstickPort = 8099;
const yardstick = `http://127.0.0.1:${yardstickPort}/`;
const option = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
// --site <dir> measures a build kept elsewhere than dist/ (SITE=<dir> bash scripts/build-site.sh).
const dist = option('--site') ?? 'dist';
const beforeDir = option('--before');
// The first load of build 05bf55c, the last before the wasm was split.
const BEFORE_RAW = 1063149;
const BEFORE_GZIP = 407154;

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
  return { context, page, cdp };
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
    for (const [which, url] of [
      ['app', base],
      ['yardstick', yardstick],
    ]) {
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

// A page at the tablet's size, portrait or landscape, the CPU slowed 4×.
async function tablet(browser, portrait) {
  const context = await browser.newContext({ viewport: portrait ? { width: 768, height: 1024 } : { width: 1024, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

// Taps on Bill's form, each timed to the frame that shows his new score
// (scripts/bench-pages.mjs): on a count, or on a tile.
async function taps(browser, { tiles = false, portrait = false, url = base } = {}) {
  const { context, page } = await tablet(browser, portrait);
  await billDeclares(page, url);
  if (tiles) await layOutWinner(page);
  const cycle = tiles ? TILE_TAPS : COUNT_TAPS;
  // A first round, so the code each tap runs is compiled before it is timed.
  await tapAndPaint(page, cycle, cycle.length);
  const timed = await tapAndPaint(page, cycle, tapCount);
  await context.close();
  return timed;
}

// Taps on a fishing player's tiles under twenty of a club's own hands,
// each timed to the frame that shows Ben's new score.
async function ownHandTaps(browser) {
  const { context, page } = await tablet(browser, false);
  await benUnderOwnHands(page, base);
  await tapAndPaint(page, OWN_HAND_TAPS, OWN_HAND_TAPS.length, '#p2-score, .hand__score');
  const timed = await tapAndPaint(page, OWN_HAND_TAPS, tapCount, '#p2-score, .hand__score');
  await context.close();
  return timed;
}

// The machine's reference: the yardstick's one button, tapped and timed to
// the frame that shows its new count the same way.
async function referenceClick(browser) {
  const { context, page } = await tablet(browser, false);
  await page.goto(yardstick);
  await page.locator('button').waitFor();
  await tapAndPaint(page, ['button'], 8, 'button');
  const timed = await tapAndPaint(page, ['button'], tapCount, 'button');
  await context.close();
  return timed;
}

// What Chromium's Event Timing and Long Animation Frames saw of the taps.
const seen = (t) => `${t.slow} of ${tapCount} taps' frames over 16 ms (longest ${t.slowest} ms), ${t.long} long animation frames`;

// Time to open a stored match of 1,000 hands to its score sheet, and to the
// app's taking over from the page's copy of it.
async function thousandHands(browser) {
  const { context, page } = await throttled(browser);
  const reload = await openThousandHands(page, base);
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await reload());
  await context.close();
  return { sheet: median(times.map((t) => t.sheet)), live: median(times.map((t) => t.live)) };
}

// Time from a press on "Players" to the standings over 1,000 kept matches
// of 60 hands, the first time in a visit (a page loaded afresh) and when
// shown again. The matches are written into storage as a club's tablet
// holds them; a first visit, untimed, reads them once as the app then does.
async function season(browser) {
  const { context, page, cdp } = await throttled(browser);
  const first = await seasonKept(page, base, 1000);
  // The visit that reads them first, at full speed: it is not what is timed.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await first();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = { first: [], again: [] };
  for (let i = 0; i < runs; i++) {
    times.first.push(await first());
    times.again.push(await first.again());
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
      times.count[i].push((await taps(browser, { url: at })).frame);
      times.tile[i].push((await taps(browser, { url: at, tiles: true })).frame);
    }
  }
  const show = (xs) => xs.map(ms).join(', ');
  console.log(`\nTaps back to back, ${beforeDir} (before) and ${dist} (after), each a median of ${tapCount} taps to the painted frame:`);
  console.log(`  tap on a count   before ${show(times.count[0])}; after ${show(times.count[1])}`);
  console.log(`  tap on a tile    before ${show(times.tile[0])}; after ${show(times.tile[1])}`);
}

execFileSync('bash', ['scripts/yardstick.sh'], { stdio: ['ignore', 'ignore', 'inherit'] });
const server = await serve(dist, port);
const yardstickServer = await serve('target/yardstick', yardstickPort);
const beforeServer = beforeDir ? await serve(beforeDir, beforePort) : undefined;
try {
  const bytes = firstLoadBytes();
  const stick = firstLoadBytes('target/yardstick');
  console.log(`First load (${bytes.rows.length} files)                              raw        gzip`);
  for (const row of bytes.rows) console.log(row);
  console.log(`  ${'total'.padEnd(48)} ${kib(bytes.raw).padStart(11)} ${kib(bytes.gzip).padStart(11)}   (goal ≤ 150 KiB gzip)`);
  console.log(`  ${'the yardstick, a one-button Leptos app'.padEnd(48)} ${kib(stick.raw).padStart(11)} ${kib(stick.gzip).padStart(11)}`);
  console.log(
    `  fetched after the first screen (${bytes.later} files)${' '.repeat(Math.max(0, 27 - String(bytes.later).length))}${kib(bytes.after).padStart(11)}`,
  );
  const before = baseline();
  console.log(`  ${`before the split (${before.from})`.padEnd(48)} ${kib(before.raw).padStart(11)} ${kib(before.gzip).padStart(11)}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    console.log(`\nIn Chromium with the CPU slowed 4× (median of ${runs} loads of each, alternated; ${tapCount} taps):`);
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
    console.log(
      `\nA tap to the frame that shows its result (pressed ${PRESS_MS} ms as a finger is, then from its click to the animation frame after the new score is in the page; median of ${tapCount} taps):`,
    );
    const reference = await referenceClick(browser);
    console.log(`  the machine's reference click (the yardstick's button)   ${ms(reference.frame).padStart(9)}   ${seen(reference)}`);
    for (const portrait of [false, true]) {
      for (const tiles of [false, true]) {
        const timed = await taps(browser, { tiles, portrait });
        const what = `a ${tiles ? 'tile' : 'count'}, ${portrait ? 'portrait (768×1024)' : 'landscape (1024×768)'}`;
        console.log(`  tap on ${what.padEnd(50)}${ms(timed.frame).padStart(9)}   (target ≤ 16 ms) ${seen(timed)}`);
      }
    }
    const own = await ownHandTaps(browser);
    console.log(`  tap on a fishing hand's tile, 20 own hands (landscape)   ${ms(own.frame).padStart(9)}   (target ≤ 16 ms) ${seen(own)}`);
    const opened = await thousandHands(browser);
    console.log(`  open a 1,000-hand match to its sheet                      ${ms(opened.sheet).padStart(9)}   (target ≤ 200 ms)`);
    console.log(`    … and the app in, taking taps                           ${ms(opened.live).padStart(9)}`);
    const standings = await season(browser);
    console.log(
      `  Players over 1,000 kept matches of 60 hands, first time   ${ms(standings.first).padStart(9)}   (target ≤ 1 s; ${ms(standings.again)} when shown again in the visit)`,
    );
    if (beforeDir) await tapsBeforeAndAfter(browser);
  } finally {
    await browser.close();
  }
} finally {
  await server.close();
  await yardstickServer.close();
  await beforeServer?.close();
}
