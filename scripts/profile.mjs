// Profiles a tap in headless Chromium with the CPU slowed 4×, as the
// benchmark times it, and prints where its time goes: the browser's own work
// by trace event (script, style, layout, paint) and the script's by function,
// self time, summed over the taps. Asserts nothing. Build the site with
// function names kept first (WASM_NAMES=1 bash scripts/build-site.sh), or
// the app's functions show as wasm-function[n]. Usage:
//   node scripts/profile.mjs [count|tile|open|players] [--portrait] [--taps n]
import { chromium } from 'playwright-core';
import { serve } from './site.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { billDeclares, layOutWinner, openThousandHands, seasonKept, tapAndPaint, COUNT_TAPS, TILE_TAPS } from './bench-pages.mjs';

const what = process.argv[2] ?? 'count';
const portrait = process.argv.includes('--portrait');
const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const taps = option('--taps', 40);
const port = 8096;
const base = `http://127.0.0.1:${port}/`;
const viewport = portrait ? { width: 768, height: 1024 } : { width: 1024, height: 768 };

const server = await serve(process.env.DIST ?? 'dist', port);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // What is done under the profile, once the page stands ready for it.
  let act;
  if (what === 'count' || what === 'tile') {
    await billDeclares(page, base);
    if (what === 'tile') await layOutWinner(page);
    const cycle = what === 'tile' ? TILE_TAPS : COUNT_TAPS;
    await tapAndPaint(page, cycle, cycle.length);
    act = async () => console.log(`median tap to painted frame ${(await tapAndPaint(page, cycle, taps)).frame.toFixed(1)} ms`);
  } else if (what === 'open') {
    const reload = await openThousandHands(page, base);
    act = async () => console.log(`sheet in ${(await reload()).sheet.toFixed(1)} ms`);
  } else {
    const press = await seasonKept(page, base, 1000);
    act = async () => console.log(`Players shown in ${(await press()).toFixed(1)} ms`);
  }
  const events = await traced(cdp, act);
  console.log(`\nThe browser's work (${what}${portrait ? ', portrait' : ''}), by trace event, ms of wall time summed:`);
  for (const [name, total] of events.slice(0, 18)) console.log(`  ${name.padEnd(40)} ${total.toFixed(1).padStart(9)}`);
  const { self, inclusive } = await profiled(cdp, act);
  console.log(`\nThe script's work by function, self time, ms:`);
  for (const [name, total] of self.slice(0, 30)) console.log(`  ${total.toFixed(1).padStart(8)}  ${name}`);
  console.log(`\nThe app's functions with what they call, ms:`);
  for (const [name, total] of inclusive.slice(0, 60)) console.log(`  ${total.toFixed(1).padStart(8)}  ${name}`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}

// The trace's complete events on the page's main thread, summed by name, each
// counted without its children of the same thread (self time).
async function traced(cdp, act) {
  const chunks = [];
  cdp.on('Tracing.dataCollected', ({ value }) => chunks.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8', 'cc'] },
    transferMode: 'ReportEvents',
  });
  await act();
  await cdp.send('Tracing.end');
  await done;
  const main = mainThread(chunks);
  const spans = chunks.filter((e) => e.ph === 'X' && e.tid === main.tid && e.pid === main.pid && e.dur > 0).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const open = [];
  for (const e of spans) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur / 1000);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur / 1000);
    open.push(e);
  }
  return [...self].sort((a, b) => b[1] - a[1]);
}

// The renderer's main thread: the one that ran the most script.
function mainThread(events) {
  const named = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return { pid: named?.pid, tid: named?.tid };
}

// A Rust symbol's path, read off its mangled name well enough to tell it:
// the crates' hashes dropped, each identifier after its length.
function readable(name) {
  if (!name.startsWith('_R')) return name;
  const text = name.replace(/Cs[0-9A-Za-z]+_/g, '').replace(/s[0-9]*_/g, '');
  const words = [];
  for (let i = 0; i < text.length; ) {
    const digits = /^\d+/.exec(text.slice(i));
    if (!digits) {
      i += 1;
      continue;
    }
    const length = Number(digits[0]);
    const start = i + digits[0].length + (text[i + digits[0].length] === '_' ? 1 : 0);
    words.push(text.slice(start, start + length));
    i = start + length;
  }
  return words.join('::');
}

// The CPU profile's self time, summed by function, and the time of each of
// the app's functions with all it called (counted once where it recurses).
async function profiled(cdp, act) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await act();
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const gaps = profile.timeDeltas;
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (id) => {
    const { functionName, url } = byId.get(id).callFrame;
    return readable(functionName) || `(${url.split('/').pop() || 'program'})`;
  };
  const self = new Map();
  const inclusive = new Map();
  profile.samples.forEach((id, i) => {
    const time = (gaps[i + 1] ?? 0) / 1000;
    self.set(nameOf(id), (self.get(nameOf(id)) ?? 0) + time);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = nameOf(at);
      if (name.startsWith('mahjong_scorer') && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + time);
      }
    }
  });
  const sorted = (map) => [...map].filter(([name]) => name !== '(idle)').sort((a, b) => b[1] - a[1]);
  return { self: sorted(self), inclusive: sorted(inclusive) };
}
