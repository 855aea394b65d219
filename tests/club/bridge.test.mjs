// The club sync bridge (club/bridge.js, its worker with PouchDB's browser bundle) in
// headless Chromium, against the club server on another port, as the app
// uses it: docs put on the tablet reach the club and the unsent count goes
// to 0; a doc from another tablet arrives; versions written apart are
// reported each with its line of descent, and one kept; a server that goes away is reported and
// caught up with when it is back; check() names each failure; the list of
// documents not yet sent outlives a reload.
// Run: node --test tests/club/ (Debian's Chromium, as scripts/chromium.mjs).

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { startClubServer } from '../../scripts/club-server.mjs';

const root = new URL('../../', import.meta.url);
const ADMIN = { name: 'keeper', password: 'keeper-secret' };
const EAST = { name: 'tablet-east', password: 'east secret £' };
const SOUTH = { name: 'tablet-south', password: 'south-secret' };
const STRANGER = { name: 'stranger', password: 'stranger-secret' };
const DATABASE = 'hove-mahjong';
const DEVICE = 'device-east';

let club;
let site;
let elsewhere;
let browser;
let page;

function serve(files) {
  const server = createServer((request, response) => {
    const file = files[new URL(request.url, 'http://x').pathname];
    if (!file) {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.setHeader('content-type', file.type);
    response.end(file.body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const urlOf = (server) => `http://127.0.0.1:${server.address().port}`;

before(
  async () => {
    club = await startClubServer({ admin: ADMIN, database: DATABASE, users: [EAST, SOUTH], lifetime: 180_000 });
    await adminRequest('PUT', `/_users/org.couchdb.user:${STRANGER.name}`, {
      name: STRANGER.name,
      password: STRANGER.password,
      roles: [],
      type: 'user',
    });
    const js = (...paths) => ({
      type: 'text/javascript',
      body: paths.map((path) => readFileSync(new URL(path, root), 'utf8').replace(/^\/\/# sourceMappingURL=.*$/m, '')).join('\n'),
    });
    site = await serve({
      '/': { type: 'text/html', body: '<!doctype html><title>club</title>' },
      // As scripts/build-site.sh makes it: PouchDB and its indexeddb adapter.
      '/club/pouchdb.min.js': js('node_modules/pouchdb/dist/pouchdb.min.js', 'node_modules/pouchdb/dist/pouchdb.indexeddb.min.js'),
      '/club/bridge.js': js('club/bridge.js'),
      '/club/worker.js': js('club/worker.js'),
    });
    // A server that answers but allows no other origin.
    elsewhere = await serve({ '/': { type: 'text/plain', body: 'hello' } });
    site.unref();
    elsewhere.unref();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    page = await browser.newPage();
    page.on('pageerror', (error) => console.log('page error:', error.message));
    await page.goto(`${urlOf(site)}/`);
    await page.addScriptTag({ url: '/club/bridge.js' });
    await page.evaluate((_device) => {
      window.events = [];
      return window.mahjongClub.open(0, [], (text) => window.events.push(JSON.parse(text)));
    }, DEVICE);
  },
  { timeout: 60_000 },
);

after(
  async () => {
    if (browser) await browser.close();
    site?.close();
    elsewhere?.close();
    await club?.close();
  },
  { timeout: 30_000 },
);

const asAdmin = () => `Basic ${Buffer.from(`${ADMIN.name}:${ADMIN.password}`).toString('base64')}`;

async function adminRequest(method, path, body) {
  const reply = await fetch(club.url + path, {
    method,
    headers: {
      authorization: asAdmin(),
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await reply.json();
  assert.ok(reply.ok, `${method} ${path}: ${reply.status} ${JSON.stringify(json)}`);
  return json;
}

const config = (user, overrides = {}) => JSON.stringify({ server: `${club.url}/`, database: DATABASE, user: user.name, password: user.password, ...overrides });

const bridge = (name, ...args) => page.evaluate(({ name, args }) => window.mahjongClub[name](...args), { name, args });

/** Waits until an event the page was told satisfies `wanted`; returns it. */
async function event(what, wanted, timeout = 30_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const events = await page.evaluate(() => window.events);
    const found = events.filter(wanted).pop();
    if (found) return found;
    if (Date.now() > until) {
      throw new Error(`timed out waiting for ${what}; last events: ${JSON.stringify(events.slice(-3))}`);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

const forget = () => page.evaluate(() => (window.events = []));

/** Waits until the newest state the page was told satisfies `wanted`: the
 * bridge as it stands, not a report from before what the test just did. */
async function stateNow(what, wanted, timeout = 30_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const events = await page.evaluate(() => window.events);
    const newest = events.filter((e) => e.kind === 'state').pop();
    if (newest && wanted(newest)) return newest;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}; newest state: ${JSON.stringify(newest)}`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

/** Waits until the club's server answers `path` with a doc satisfying
 * `wanted`; returns it. */
async function onTheClub(what, path, wanted, timeout = 30_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const reply = await fetch(club.url + path, { headers: { authorization: asAdmin() } });
    const doc = reply.ok ? await reply.json() : null;
    if (doc && wanted(doc)) return doc;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what} on the club; it holds ${JSON.stringify(doc)}`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

function match(n, extra = {}) {
  return { _id: `match:${DEVICE}:${n}`, kind: 'match', owner: DEVICE, by: DEVICE, keeper: EAST.name, hands: [n], ...extra };
}

test('check() names what is wrong with the settings', { timeout: 60_000 }, async () => {
  assert.equal(await bridge('check', config(EAST)), 'ok');
  assert.equal(await bridge('check', config({ name: EAST.name, password: 'wrong' })), 'refused-login');
  assert.equal(await bridge('check', config(STRANGER)), 'forbidden');
  assert.equal(await bridge('check', config(EAST, { database: 'no-such-club' })), 'no-database');
  assert.equal(await bridge('check', config(EAST, { server: urlOf(elsewhere) })), 'cors');
  const dead = await serve({});
  const deadUrl = urlOf(dead);
  await new Promise((done) => dead.close(done));
  assert.equal(await bridge('check', config(EAST, { server: deadUrl })), 'unreachable');
});

test('put writes only what changed and the docs reach the club', { timeout: 60_000 }, async () => {
  const put = async (docs) => (await bridge('put', JSON.stringify(docs))).map((w) => JSON.parse(w));
  const written = await put([match(1), match(2), { _id: 'night:1', kind: 'night', keeper: EAST.name }]);
  assert.deepEqual(
    written.map((w) => w.id),
    [`match:${DEVICE}:1`, `match:${DEVICE}:2`, 'night:1'],
  );
  assert.ok(written.every((w) => w.rev.startsWith('1-')));
  assert.ok(written.every((w) => w.change.doc._revisions.start === 1 && w.change.conflicts.length === 0));
  // The same bodies again, keys in another order: no new revision.
  const again = await put([{ hands: [1], ...match(1) }, match(2)]);
  assert.deepEqual(
    again.map((w) => w.rev),
    written.slice(0, 2).map((w) => w.rev),
  );
  // A change written over the revision it came from follows it.
  const changed = await put([match(2, { hands: [2, 3], _base: written[1].rev })]);
  assert.equal(changed.length, 1);
  assert.ok(changed[0].rev.startsWith('2-'));
  assert.deepEqual(changed[0].change.doc._revisions.ids.slice(1), [written[1].rev.slice(2)]);
  assert.equal(
    await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('mahjong-scorer.club.unsent'))).length),
    3,
    'every document written here waits to be sent, the night too',
  );
  const seen = await event('the doc reported', (e) => e.kind === 'doc' && e.doc._id === `match:${DEVICE}:2` && e.doc._rev.startsWith('2-'));
  assert.deepEqual(seen.doc.hands, [2, 3]);
  assert.deepEqual(seen.conflicts, []);

  await bridge('connect', config(EAST));
  const settled = await event('everything sent', (e) => e.kind === 'state' && e.unsent === 0 && e.lastExchange);
  assert.equal(settled.failure, null);
  const there = await adminRequest('GET', `/${DATABASE}/${encodeURIComponent(`match:${DEVICE}:2`)}`);
  assert.deepEqual(there.hands, [2, 3]);
  await adminRequest('GET', `/${DATABASE}/night:1`);
});

test('a doc from another tablet arrives, and a conflict is reported and resolved', { timeout: 60_000 }, async () => {
  await adminRequest('PUT', `/${DATABASE}/match:device-south:1`, { kind: 'match', owner: 'device-south', by: 'device-south' });
  await event('the other tablet’s doc', (e) => e.kind === 'doc' && e.doc._id === 'match:device-south:1');

  // Both sides change the same doc while apart: once the exchange has
  // stopped, nothing of the club's change can reach the tablet.
  await bridge('disconnect');
  const id = `match:${DEVICE}:1`;
  const current = await adminRequest('GET', `/${DATABASE}/${encodeURIComponent(id)}`);
  await adminRequest('PUT', `/${DATABASE}/${encodeURIComponent(id)}`, { ...current, hands: ['club'] });
  await bridge('put', JSON.stringify([match(1, { hands: ['tablet'], _base: current._rev })]));
  await forget();
  await bridge('connect', config(EAST));
  const conflicted = await event('the conflict', (e) => e.kind === 'doc' && e.doc._id === id && e.conflicts.length === 1);
  const bodies = [conflicted.doc.hands[0], conflicted.conflicts[0].hands[0]].sort();
  assert.deepEqual(bodies, ['club', 'tablet']);
  // Both were written over the same revision: neither descends from the other.
  for (const version of [conflicted.doc, conflicted.conflicts[0]]) {
    assert.equal(version._revisions.ids[1], current._rev.slice(current._rev.indexOf('-') + 1));
  }

  await forget();
  await bridge('resolve', id, JSON.stringify(match(1, { hands: ['both'] })), [conflicted.conflicts[0]._rev]);
  const after = await event('the resolved doc', (e) => e.kind === 'doc' && e.doc._id === id && e.doc.hands[0] === 'both');
  assert.deepEqual(after.conflicts, []);
  const there = await onTheClub('the version kept', `/${DATABASE}/${encodeURIComponent(id)}?conflicts=true`, (doc) => doc.hands[0] === 'both');
  assert.deepEqual(there.hands, ['both']);
  assert.equal(there._conflicts, undefined);
  await stateNow('the version kept told sent', (e) => e.unsent === 0 && e.lastExchange && e.failure === null);
});

test('a server that goes away is reported, and caught up with when back', { timeout: 90_000 }, async () => {
  await stateNow('nothing waiting to be sent', (e) => e.unsent === 0 && e.failure === null);
  await club.stop();
  try {
    await forget();
    await bridge('put', JSON.stringify([match(7)]));
    await event('the server missed', (e) => e.kind === 'state' && e.failure === 'unreachable' && e.unsent === 1);
    await bridge('remove', `match:${DEVICE}:2`);
    await event('the removal', (e) => e.kind === 'doc' && e.doc._id === `match:${DEVICE}:2` && e.doc._deleted === true);
  } finally {
    await club.start();
  }
  await forget();
  await event('all sent again', (e) => e.kind === 'state' && e.unsent === 0 && e.failure === null, 60_000);
  await adminRequest('GET', `/${DATABASE}/${encodeURIComponent(`match:${DEVICE}:7`)}`);
  const gone = await fetch(`${club.url}/${DATABASE}/${encodeURIComponent(`match:${DEVICE}:2`)}`, {
    headers: { authorization: asAdmin() },
  });
  assert.equal(gone.status, 404);
});

test("a change to another tablet's record is refused by the club and said while it waits", { timeout: 60_000 }, async () => {
  const id = 'match:device-south:7';
  await adminRequest('PUT', `/${DATABASE}/${encodeURIComponent(id)}`, {
    kind: 'match',
    owner: 'device-south',
    by: 'device-south',
    keeper: SOUTH.name,
    hands: [7],
  });
  const arrived = await event('south’s match', (e) => e.kind === 'doc' && e.doc._id === id);
  await forget();
  const changed = { ...arrived.doc, hands: [7, 8], _base: arrived.doc._rev };
  delete changed._rev;
  delete changed._revisions;
  await bridge('put', JSON.stringify([changed]));
  const said = await stateNow('the refusal said', (e) => e.failure === 'refused-write' && e.unsent >= 1);
  assert.match(said.detail, /kept by tablet-south/);
  const there = await adminRequest('GET', `/${DATABASE}/${encodeURIComponent(id)}`);
  assert.deepEqual(there.hands, [7], 'the club keeps its tablet’s version');
});

test('a wrong password while connected is reported as a refused login', { timeout: 60_000 }, async () => {
  await forget();
  await bridge('connect', config({ name: EAST.name, password: 'wrong' }));
  const refused = await event('the refusal', (e) => e.kind === 'state' && e.failure === 'refused-login');
  assert.ok(refused.detail.length > 0);
  await bridge('disconnect');
});

test('the unsent list outlives a reload and is cleared by what the club already holds', { timeout: 60_000 }, async () => {
  // Sent before the page closed, but the list was not yet told: the club
  // has this revision, so no replication carries it again.
  const id = `match:${DEVICE}:held`;
  await adminRequest('PUT', `/${DATABASE}/${encodeURIComponent(id)}`, match('held'));
  const held = await adminRequest('GET', `/${DATABASE}/${encodeURIComponent(id)}`);
  await page.reload(); // nothing of the earlier tests still running
  await page.evaluate(({ id, rev }) => localStorage.setItem('mahjong-scorer.club.unsent', JSON.stringify({ [id]: rev })), { id: held._id, rev: held._rev });
  await page.reload();
  assert.deepEqual(await page.evaluate(() => JSON.parse(localStorage.getItem('mahjong-scorer.club.unsent'))), {
    [held._id]: held._rev,
  });
  await page.addScriptTag({ url: '/club/bridge.js' });
  await page.evaluate((_device) => {
    window.events = [];
    return window.mahjongClub.open(0, [], (text) => window.events.push(JSON.parse(text)));
  }, DEVICE);
  await bridge('connect', config(SOUTH));
  await event('the list cleared', (e) => e.kind === 'state' && e.unsent === 0 && e.lastExchange && e.failure === null);
  // Everything the club holds has come to this fresh copy.
  await event('the other tablet’s doc', (e) => e.kind === 'doc' && e.doc._id === 'match:device-south:1');
  await bridge('disconnect');
});
