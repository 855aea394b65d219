// The club server (scripts/club-server.mjs) as a tablet's PouchDB sees it:
// replication with a member's password carries the docs; a wrong password,
// a user who is not a member and an unknown database are refused with
// CouchDB's 401, 403 and 404; and a server that goes away in the middle of
// a replication and comes back on the same port with the same data ends
// with every doc there exactly once.
// Run: node --test tests/club/

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startClubServer } from '../../scripts/club-server.mjs';

const require = createRequire(import.meta.url);
const PouchDB = require('pouchdb');
PouchDB.plugin(require('pouchdb-adapter-memory'));
const Tablet = PouchDB.defaults({ adapter: 'memory' });

const ADMIN = { name: 'keeper', password: 'keeper-secret' };
const EAST = { name: 'tablet-east', password: 'east-secret' };
const SOUTH = { name: 'tablet-south', password: 'south-secret' };
const STRANGER = { name: 'stranger', password: 'stranger-secret' };
const ORGANISER = { name: 'organiser', password: 'organiser-secret', roles: ['organiser'] };
const DATABASE = 'hove-mahjong';

let server;
let tablets = 0;

before(
  async () => {
    server = await startClubServer({ admin: ADMIN, database: DATABASE, users: [EAST, SOUTH, ORGANISER], lifetime: 120_000 });
    // A real user of the server who is not one of the club's tablets.
    await adminRequest('PUT', `/_users/org.couchdb.user:${STRANGER.name}`, {
      name: STRANGER.name,
      password: STRANGER.password,
      roles: [],
      type: 'user',
    });
  },
  { timeout: 30_000 },
);

after(() => server.close(), { timeout: 30_000 });

async function adminRequest(method, path, body) {
  const reply = await fetch(server.url + path, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${ADMIN.name}:${ADMIN.password}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await reply.json();
  assert.ok(reply.ok, `${method} ${path}: ${reply.status} ${JSON.stringify(json)}`);
  return json;
}

function tablet() {
  tablets += 1;
  return new Tablet(`tablet-${tablets}`);
}

function remote(user, database = DATABASE) {
  const db = new PouchDB(`${server.url}/${encodeURIComponent(database)}`, {
    auth: { username: user.name, password: user.password },
    skip_setup: true,
  });
  // PouchDB 9's replication asks the remote for its info after each batch
  // it pulls and leaves a failure of that request unhandled. The bridge
  // answers a failed info with a stand-in, as here; the replication sees a
  // server gone through its other requests.
  const info = db.info.bind(db);
  db.info = () => info().catch(() => ({ db_name: database, update_seq: 0 }));
  return db;
}

function matchDoc(owner, n) {
  return { _id: `match:${owner}:${String(n).padStart(4, '0')}`, kind: 'match', owner, by: owner, keeper: owner, hands: [n, n + 1] };
}

async function waitFor(what, check, timeout = 20_000) {
  const until = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

test('a member with the right password: the docs arrive', { timeout: 30_000 }, async () => {
  const local = tablet();
  const docs = Array.from({ length: 12 }, (_, n) => matchDoc(EAST.name, n));
  await local.bulkDocs(docs);
  const result = await local.replicate.to(remote(EAST));
  assert.equal(result.ok, true);
  assert.equal(result.docs_written, 12);
  const there = await adminRequest('GET', `/${DATABASE}/_all_docs?include_docs=true`);
  const mine = there.rows.filter((row) => row.id.startsWith(`match:${EAST.name}:`));
  assert.equal(mine.length, 12);
  assert.deepEqual(mine[3].doc.hands, [3, 4]);

  // And another tablet of the club pulls them.
  const other = tablet();
  await other.replicate.from(remote(SOUTH));
  const pulled = await other.get(docs[5]._id);
  assert.equal(pulled.owner, EAST.name);
});

test("a tablet's write to another tablet's record is refused; the organiser's and a preset's are not", { timeout: 30_000 }, async () => {
  const east = tablet();
  const doc = matchDoc(EAST.name, 900);
  await east.put(doc);
  await east.replicate.to(remote(EAST));
  // South changes east's match: the server refuses it, saying why.
  const south = tablet();
  await south.replicate.from(remote(SOUTH));
  const held = await south.get(doc._id);
  await south.put({ ...held, hands: ['south'] });
  const denied = [];
  const pushed = await south.replicate.to(remote(SOUTH)).on('denied', (error) => denied.push(error));
  assert.equal(pushed.docs_written, 0);
  assert.equal(denied.length, 1);
  assert.match(denied[0].message ?? denied[0].reason ?? '', /kept by tablet-east/);
  // A new record must name the tablet that writes it.
  await south.put({ ...matchDoc(SOUTH.name, 901), keeper: EAST.name });
  assert.equal((await south.replicate.to(remote(SOUTH))).docs_written, 0);
  // The organiser may correct it; any member may change a preset.
  const desk = tablet();
  await desk.replicate.from(remote(ORGANISER));
  const there = await desk.get(doc._id);
  await desk.put({ ...there, hands: ['corrected'] });
  await desk.put({ _id: 'preset:organiser:1', kind: 'preset', keeper: ORGANISER.name });
  assert.equal((await desk.replicate.to(remote(ORGANISER))).docs_written, 2);
  await south.replicate.from(remote(SOUTH));
  const preset = await south.get('preset:organiser:1');
  await south.put({ ...preset, renamed: true });
  assert.equal((await south.replicate.to(remote(SOUTH))).docs_written, 1);
  const now = await adminRequest('GET', `/${DATABASE}/${encodeURIComponent(doc._id)}`);
  assert.deepEqual(now.hands, ['corrected']);
});

test('the rule the server runs is the one docs/club-server.md has a club install', () => {
  const rule = readFileSync(new URL('../../club/validate.js', import.meta.url), 'utf8').trim();
  const docs = readFileSync(new URL('../../docs/club-server.md', import.meta.url), 'utf8');
  assert.ok(docs.includes(`\`\`\`js\n${rule}\n\`\`\``));
});

async function refusal(user, database) {
  const local = tablet();
  await local.put(matchDoc(user.name, 1));
  return local.replicate.to(remote(user, database)).then(
    () => assert.fail('the replication should have been refused'),
    (error) => error,
  );
}

test('a wrong password is refused with 401', { timeout: 30_000 }, async () => {
  const error = await refusal({ name: EAST.name, password: 'not-the-password' });
  assert.equal(error.status, 401);
});

test('a user who is not a member is refused with 403', { timeout: 30_000 }, async () => {
  const error = await refusal(STRANGER);
  assert.equal(error.status, 403);
});

test('an unknown database is answered 404', { timeout: 30_000 }, async () => {
  const error = await refusal(EAST, 'no-such-club');
  assert.equal(error.status, 404);
});

test('a server that stops mid-replication and comes back gets every doc once', { timeout: 60_000 }, async () => {
  const local = tablet();
  const count = 400;
  const docs = Array.from({ length: count }, (_, n) => matchDoc(SOUTH.name, n));
  await local.bulkDocs(docs);
  const states = [];
  const sync = local.sync(remote(SOUTH), {
    live: true,
    retry: true,
    batch_size: 20,
    back_off_function: () => 100,
  });
  // With retry on, a failed request is told only by each direction's
  // `requestError`, before it waits and tries again.
  sync.push.on('requestError', () => states.push('request failed'));
  sync.pull.on('requestError', () => states.push('request failed'));
  sync.on('error', (error) => states.push(`gave up: ${error.status || error.message}`));
  try {
    let written = 0;
    const firstBatch = new Promise((resolve) =>
      sync.on('change', (info) => {
        if (info.direction === 'push') written = info.change.docs_written;
        resolve();
      }),
    );
    await firstBatch;
    await server.stop();
    assert.ok(written < count, `all ${written} docs went before the server stopped`);
    await waitFor('the replication to notice', () => states.includes('request failed'));
    await server.start();
    const prefix = `match:${SOUTH.name}:`;
    const seen = async () => (await adminRequest('GET', `/${DATABASE}/_all_docs`)).rows.filter((row) => row.id.startsWith(prefix));
    await waitFor('every doc on the server', async () => (await seen()).length === count);
    const rows = await seen();
    assert.equal(new Set(rows.map((row) => row.id)).size, count);
    assert.ok(
      rows.every((row) => row.value.rev.startsWith('1-')),
      'a doc was written twice',
    );
    // The server's changes feed names each doc once.
    const changes = await adminRequest('GET', `/${DATABASE}/_changes`);
    const mine = changes.results.filter((change) => change.id.startsWith(prefix));
    assert.equal(mine.length, count);
    assert.ok(!states.some((state) => state.startsWith('gave up')), states.join(', '));
  } finally {
    sync.cancel();
  }
});
