// Measures club sync on the built site in headless Chromium with the CPU
// slowed 4× (DevTools protocol), against a real CouchDB-compatible server
// (scripts/club-server.mjs) on 127.0.0.1, and prints the figures. Asserts
// nothing. Usage:
//   node scripts/club-bench.mjs [--quick] [--matches N] [--hands-played N]
//     [--season <file>] [--throttle N] [--dist <built site>]
//     [--profile <file>: the new device's CPU profile while it catches up]
// 1. A club's years replicated to a new device: the server is filled with a
//    season of 60-hand match documents (made by `cargo run --release
//    --example club_season -- N`, or read from --season), then a new device
//    enters its login on Club records and presses Turn on: the time until
//    History lists every match, what the server sent it (counted by a proxy
//    between the page and the server), what the device keeps, and the
//    Players screen's first open.
// 2. A hand on a tablet to the organiser's screen: two devices turned on
//    against one server; the time from the tablet's "Calculate scores" to the
//    organiser's History card showing the new hand, and to the server having
//    it. --quick: 100 matches and 3 hands; otherwise 1,000 and 9.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { serve } from './site.mjs';
import { enterLogin, turnOn } from './club-login.mjs';
import { startClubServer } from './club-server.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const quick = process.argv.includes('--quick');
const option = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const seasonSize = Number(option('--matches') ?? (quick ? 100 : 1000));
const handsPlayed = Number(option('--hands-played') ?? (quick ? 3 : 9));
const throttle = Number(option('--throttle') ?? 4);
const dist = option('--dist') ?? 'dist';
// How long the new device may take to list the season before the run says so.
const replicationLimit = 30_000 + 600 * seasonSize;
const admin = { name: 'admin', password: 'admin-secret' };
const database = 'mahjong-club';
const organiser = { name: 'organiser', password: 'organiser-secret' };
const tablet = { name: 'table1', password: 'table1-secret' };
const newcomer = { name: 'newcomer', password: 'newcomer-secret' };
const CARDS = '.history__list:not(.bin__list) > .match-card';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const mib = (n) => `${(n / 1048576).toFixed(2)} MiB`;
const ms = (n) => `${n.toFixed(0)} ms`;
const seconds = (n) => `${(n / 1000).toFixed(1)} s`;
const auth = (login) => `Basic ${Buffer.from(`${login.name}:${login.password}`).toString('base64')}`;

/** The season's documents, as ClubDoc::to_json writes them. */
function season() {
  const file = option('--season');
  const text = file
    ? readFileSync(file, 'utf8')
    : execFileSync('cargo', ['run', '--quiet', '--release', '--example', 'club_season', '--', String(seasonSize)], {
        encoding: 'utf8',
        maxBuffer: 1 << 30,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
  return JSON.parse(text).slice(0, seasonSize);
}

/** Loads documents into the club's database as its admin, 100 a request. */
async function bulkLoad(url, docs) {
  for (let i = 0; i < docs.length; i += 100) {
    const answer = await fetch(`${url}/${database}/_bulk_docs`, {
      method: 'POST',
      headers: { authorization: auth(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ docs: docs.slice(i, i + 100) }),
    });
    const results = await answer.json();
    const refused = Array.isArray(results) ? results.filter((r) => r.error) : [results];
    if (!answer.ok || refused.length > 0) throw new Error(`bulk load refused: ${JSON.stringify(refused[0])}`);
  }
}

/** A proxy on 127.0.0.1 in front of the club's server that counts what
 * passes each way and notes when the server answered each write. */
async function countingProxy(target) {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const counts = { requests: 0, received: 0, headers: 0, sent: 0, writes: [] };
  const sockets = new Set();
  const server = createServer((request, response) => {
    counts.requests += 1;
    request.on('data', (chunk) => (counts.sent += chunk.length));
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: request.headers, agent },
      (answer) => {
        counts.headers += answer.rawHeaders.reduce((sum, h) => sum + h.length + 2, 0) + 16;
        response.writeHead(answer.statusCode, answer.headers);
        answer.on('data', (chunk) => (counts.received += chunk.length));
        answer.on('end', () => {
          if (request.method === 'POST' && /\/_bulk_docs$/.test(request.url) && counts.writes.length < 10_000) counts.writes.push(Date.now());
        });
        answer.pipe(response);
      },
    );
    out.on('error', () => response.destroy());
    response.on('close', () => out.destroy());
    request.pipe(out);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    counts,
    reset() {
      Object.assign(counts, { requests: 0, received: 0, headers: 0, sent: 0, writes: [] });
    },
    close() {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      return new Promise((done) => server.close(done));
    },
  };
}

/** A fresh device: a new browser profile with its CPU slowed, its console's
 * errors and warnings kept. */
async function device(browser) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const said = [];
  // PouchDB looks for its checkpoints on the server first: their 404s are
  // expected, and left out.
  const expected = (text) => /status of 404 \(Not Found\)/.test(text);
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && !expected(m.text()) && said.length < 50 && said.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => said.length < 50 && said.push(`page error: ${e.message}`));
  return { context, page, cdp, said };
}

/** Marks in the page (its own clock) when History first lists a match and
 * when it lists `count`. */
function watchList({ selector, count }) {
  window.__longTasks = [];
  window.__longAt = [];
  new PerformanceObserver((list) => {
    if (window.__allListed !== undefined) return;
    window.__longTasks.push(...list.getEntries().map((e) => e.duration));
    window.__longAt.push(...list.getEntries().map((e) => [e.startTime, e.duration, document.querySelectorAll(selector).length]));
  }).observe({ type: 'longtask' });
  new MutationObserver((_, observer) => {
    const listed = document.querySelectorAll(selector).length;
    if (listed > 0 && window.__firstListed === undefined) window.__firstListed = performance.now();
    if (listed >= count) {
      window.__allListed = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

const exchangeLine = (page) => page.evaluate(() => document.querySelector('.club__state')?.textContent.trim() ?? '');

/** Waits until the page's exchange says everything is sent and nothing
 * more arrives for a second (bounded). */
async function quiet(page, proxy, limit = 60_000) {
  const end = Date.now() + limit;
  let last = -1;
  while (Date.now() < end) {
    const now = proxy.counts.received;
    if (now === last && (await exchangeLine(page)).includes('Everything is sent')) return true;
    last = now;
    await page.waitForTimeout(1000);
  }
  return false;
}

/** Time from a press on "Players" to the standings of the club's members. */
function openPlayers(page, members) {
  return page.evaluate(
    (members) =>
      new Promise((resolve) => {
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (document.querySelectorAll('.players__table tbody tr').length === members) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        }).observe(document, { childList: true, subtree: true });
        [...document.querySelectorAll('nav button')].find((b) => b.textContent === 'Players').click();
      }),
    members,
  );
}

/** What the page keeps: localStorage in characters (keys and values, as the
 * browser counts them) and the origin's whole use (IndexedDB included). */
function kept(page) {
  return page.evaluate(async () => {
    let characters = 0;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      characters += key.length + localStorage.getItem(key).length;
    }
    const estimate = await navigator.storage?.estimate?.();
    return { characters, usage: estimate?.usage ?? 0 };
  });
}

/** Times the page's workers (the club's exchange runs in one): DevTools
 * slows only the page's own thread, so each worker's busy time is profiled
 * at full speed and told as such, for the figure at the slowed speed to be
 * worked out from it. `stop()` answers each worker's busy milliseconds. */
async function workerClock(cdp) {
  const workers = new Map();
  let asked = 0;
  const answers = new Map();
  const post = (sessionId, method, params = {}) => {
    asked += 1;
    const id = asked;
    const answered = new Promise((done) => answers.set(`${sessionId}/${id}`, done));
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(() => {});
    return answered;
  };
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const { id, result } = JSON.parse(message);
    answers.get(`${sessionId}/${id}`)?.(result);
  });
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type !== 'worker') return;
    workers.set(sessionId, targetInfo.url);
    post(sessionId, 'Profiler.enable');
    post(sessionId, 'Profiler.start');
    post(sessionId, 'Runtime.runIfWaitingForDebugger');
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return {
    async stop() {
      const busy = [];
      for (const [sessionId, url] of workers) {
        const { profile } = (await post(sessionId, 'Profiler.stop')) ?? {};
        if (!profile) continue;
        const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
        const ms = profile.samples.reduce((sum, node, i) => sum + (idle.has(node) ? 0 : profile.timeDeltas[i]), 0) / 1000;
        busy.push({ url: url.split('/').pop(), ms });
      }
      return busy;
    },
  };
}

/** A new device takes the whole season in. */
async function replicate(browser, site, proxy, docs) {
  const members = new Set(docs.flatMap((d) => d.match.setup.names)).size;
  const { context, page, cdp, said } = await device(browser);
  try {
    await enterLogin(page, site, proxy.url, database, newcomer);
    const profile = option('--profile');
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    await page.evaluate(watchList, { selector: CARDS, count: docs.length });
    const workers = await workerClock(cdp);
    proxy.reset();
    const pressed = await page.evaluate(() => performance.now());
    await turnOn(page);
    const progress = [];
    const end = Date.now() + replicationLimit;
    let listed = 0;
    while (Date.now() < end && !(await page.evaluate(() => window.__allListed !== undefined))) {
      await page.waitForTimeout(1000);
      listed = await page.evaluate((s) => document.querySelectorAll(s).length, CARDS);
      if (progress.length === 0 || progress.at(-1).listed !== listed) {
        progress.push({ at: Date.now(), listed, received: proxy.counts.received, line: await exchangeLine(page) });
        process.stderr.write(`\r  ${listed} listed: ${progress.at(-1).line}`.padEnd(100));
      }
    }
    const marks = await page.evaluate(() => ({ first: window.__firstListed, all: window.__allListed, long: window.__longTasks, longAt: window.__longAt }));
    if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const workersBusy = await workers.stop();
    const atAll = { ...proxy.counts };
    const settled = marks.all !== undefined && (await quiet(page, proxy));
    const result = {
      done: marks.all !== undefined,
      listed,
      first: marks.first === undefined ? undefined : marks.first - pressed,
      long: marks.long,
      longest: marks.longAt
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([at, took, listed]) => `${ms(took)} at ${seconds(at - pressed)} (${listed} listed)`),
      all: marks.all === undefined ? undefined : marks.all - pressed,
      atAll,
      after: { ...proxy.counts },
      settled,
      line: await exchangeLine(page),
      progress,
      said,
      workersBusy,
    };
    if (result.done) {
      result.store = await kept(page);
      result.players = await openPlayers(page, members);
      result.members = members;
    }
    return result;
  } finally {
    await context.close();
  }
}

/** The hands of each match the server holds, read as its admin. */
async function serverMatches(url) {
  const answer = await fetch(`${url}/${database}/_all_docs?include_docs=true`, { headers: { authorization: auth(admin) } });
  const docs = (await answer.json()).rows.map((row) => row.doc).filter((doc) => doc.kind === 'match');
  return docs.map((doc) => `${doc._id} (${doc._rev}): ${doc.match.hands.length} hands`).join('; ') || 'no match';
}

/** A device turned on against the server, on History, its login entered
 * at `server`. */
async function turnedOn(browser, site, server, login) {
  const made = await device(browser);
  await enterLogin(made.page, site, server, database, login);
  await turnOn(made.page);
  return made;
}

/** Hands scored on the tablet, each timed to the organiser's History card
 * and to the server's answer to the tablet's write. */
async function handToOrganiser(browser, site, proxy) {
  const desk = await turnedOn(browser, site, proxy.url, organiser);
  const table = await turnedOn(browser, site, proxy.url, tablet);
  const { page } = table;
  try {
    await page.locator('nav').getByRole('button', { name: 'Match', exact: true }).click();
    await page.getByRole('heading', { name: 'New match' }).waitFor();
    for (const [i, n] of ['Ann', 'Bob', 'Cat', 'Dan'].entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
    await page.getByRole('button', { name: 'Start match' }).click();
    await page.getByRole('table', { name: 'Score sheet' }).waitFor();
    await desk.page.waitForFunction((s) => document.querySelectorAll(s).length === 1, CARDS, { timeout: 60_000 });
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (e) => e.target.closest?.('button')?.textContent.trim() === 'Calculate scores' && (window.__calculated = Date.now()),
        true,
      ),
    );
    const times = { screen: [], server: [] };
    for (let k = 1; k <= handsPlayed && !times.failed; k++) {
      await page.getByRole('button', { name: 'Score next hand' }).click();
      await page.getByRole('tab', { name: /^Bob\b/ }).click();
      await page.getByLabel('Declares Mah-Jong').check();
      for (let p = 0; p < 3 + (k % 2); p++) await page.getByRole('button', { name: 'Increase Pung (2-8) exposed' }).click();
      await desk.page.evaluate(
        ({ selector, k }) => {
          window.__seen = undefined;
          const shows = () => [...document.querySelectorAll(`${selector} .match-card__status`)].some((p) => p.textContent.startsWith(`${k} hand`));
          new MutationObserver((_, observer) => {
            if (shows()) {
              window.__seen = Date.now();
              observer.disconnect();
            }
          }).observe(document, { childList: true, subtree: true, characterData: true });
        },
        { selector: CARDS, k },
      );
      proxy.counts.writes.length = 0;
      await page.getByRole('button', { name: 'Calculate scores' }).click();
      const seen = desk.page.waitForFunction(() => window.__seen !== undefined, null, { timeout: 60_000 });
      if (
        !(await seen.then(
          () => true,
          () => false,
        ))
      ) {
        const held = await serverMatches(proxy.url);
        const shown = await desk.page.evaluate((s) => [...document.querySelectorAll(`${s} .match-card__status`)].map((p) => p.textContent), CARDS);
        times.failed = `hand ${k} not on the organiser's History within a minute; the server holds ${held}; the organiser's History shows ${JSON.stringify(shown)} and its exchange said "${await exchangeLine(desk.page)}"`;
        break;
      }
      const calculated = await page.evaluate(() => window.__calculated);
      times.screen.push((await desk.page.evaluate(() => window.__seen)) - calculated);
      const written = proxy.counts.writes.find((t) => t >= calculated);
      if (written !== undefined) times.server.push(written - calculated);
      await page.getByRole('table', { name: 'Score sheet' }).waitFor();
    }
    return { ...times, said: [...desk.said, ...table.said] };
  } finally {
    await table.context.close();
    await desk.context.close();
  }
}

function printReplication(r, docs, bytes) {
  const hands = docs.reduce((sum, d) => sum + d.match.hands.length, 0);
  console.log(`\n1. A club's records replicated to a new device (${docs.length} matches, ${hands} hands, ${mib(bytes)} of JSON on the server):`);
  if (!r.done) {
    console.log(`  NOT DONE: History listed ${r.listed} of ${docs.length} after ${seconds(replicationLimit)}; the exchange said "${r.line}"`);
    console.log(`  received so far ${mib(r.atAll.received)} in ${r.atAll.requests} requests`);
  } else {
    console.log(`  Turn on to the first match listed         ${seconds(r.first).padStart(9)}`);
    console.log(`  Turn on to all ${String(docs.length).padEnd(5)} listed in History     ${seconds(r.all).padStart(9)}`);
    for (const w of r.workersBusy) {
      console.log(
        `  its worker ${w.url} busy meanwhile      ${seconds(w.ms).padStart(9)} at full speed (DevTools slows only the page's thread): ${seconds(w.ms * throttle)} slowed ${throttle}×`,
      );
    }
    console.log(
      `  received from the server by then          ${mib(r.atAll.received).padStart(9)} in ${r.atAll.requests} requests (+ ${kib(r.atAll.headers)} of headers); sent ${kib(r.atAll.sent)}`,
    );
    console.log(
      `  received in all, once quiet               ${mib(r.after.received).padStart(9)} in ${r.after.requests} requests; sent ${kib(r.after.sent)}${r.settled ? '' : ' (not quiet within a minute)'}`,
    );
    console.log(`  localStorage afterwards                   ${(r.store.characters / 1e6).toFixed(2).padStart(6)} M characters (of about 5 M)`);
    console.log(`  the origin's storage in all (IndexedDB…)  ${mib(r.store.usage).padStart(9)}`);
    console.log(`  Players screen's first open (${r.members} players)  ${ms(r.players).padStart(9)}`);
    console.log(`  the exchange then said: "${r.line}"`);
  }
  const t0 = r.progress[0]?.at;
  if (r.progress.length > 1) console.log(`  listed as it went: ${r.progress.map((p) => `${seconds(p.at - t0)} ${p.listed}`).join(', ')}`);
  if (r.long) {
    const over = (limit) => r.long.filter((d) => d > limit).length;
    console.log(
      `  long tasks meanwhile (a tap waits for one)   longest ${ms(Math.max(0, ...r.long))}; ${over(200)} over 200 ms, ${over(500)} over 500 ms, of ${r.long.length} over 50 ms`,
    );
    console.log(`  the longest: ${r.longest.join(', ')}`);
  }
  const saying = r.progress.filter((p) => p.line.startsWith('Taking in'));
  if (saying.length > 0) console.log(`  the exchange said meanwhile: "${saying[0].line}" … "${saying.at(-1).line}"`);
}

function printSaid(said) {
  if (said.length === 0) return;
  console.log('  the pages said:');
  for (const line of said.slice(0, 20)) console.log(`    ${line.slice(0, 300)}`);
}

if (!existsSync(`${dist}/club/bridge.js`)) {
  console.error(`${dist}/club/bridge.js is missing: build the site first (scripts/build-site.sh)`);
  process.exit(1);
}
const docs = season();
const bytes = docs.reduce((sum, d) => sum + Buffer.byteLength(JSON.stringify(d)), 0);
const site = await serve(dist, 0);
const users = [organiser, tablet, newcomer];
const full = await startClubServer({ admin, database, users, lifetime: 3_600_000 });
const fresh = await startClubServer({ admin, database, users, lifetime: 3_600_000 });
const proxies = [await countingProxy(full.url), await countingProxy(fresh.url)];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  await bulkLoad(full.url, docs);
  const slowed = throttle > 1 ? `the CPU slowed ${throttle}×` : 'the CPU not slowed';
  console.log(`Club sync in Chromium with ${slowed} on every device, the club's server on 127.0.0.1 (no network delay):`);
  const r = await replicate(browser, site.url, proxies[0], docs);
  printReplication(r, docs, bytes);
  printSaid(r.said);
  const h = await handToOrganiser(browser, site.url, proxies[1]);
  const line = (xs) => (xs.length ? `${ms(median(xs)).padStart(8)}   (${xs.map(ms).join(', ')})` : '    none');
  console.log(`\n2. A hand on a tablet to the organiser's History (median of ${h.screen.length}):`);
  console.log(`  "Calculate scores" to the server's answer to the tablet's write ${line(h.server)}`);
  console.log(`  "Calculate scores" to the organiser's card showing the hand     ${line(h.screen)}`);
  if (h.failed) console.log(`  NOT DONE: ${h.failed}`);
  printSaid(h.said);
} finally {
  await browser.close();
  for (const proxy of proxies) await proxy.close();
  await full.close();
  await fresh.close();
  await site.close();
}
