// The club's exchange, in a worker of its own: PouchDB (pouchdb.min.js,
// its browser build with the `indexeddb` adapter, beside this file) keeps
// the tablet's copy of the club's records in the local database
// `mahjong-club`, reports every change of it, and replicates it both ways
// with the club's CouchDB or Cloudant database. Its reading and writing
// of IndexedDB and the server's answers are worked here, apart from the
// page, so the screen answers taps while a new tablet catches up.
// club/bridge.js, in the page, is its only caller: each call comes as
// { id, call, args } and is answered { id, value } or { id, error }; the
// changes are posted as { event } (JSON text, as the app reads them), where
// the exchange stands as { state }, what reached the club as { sent }, and
// a pause of the exchange as { paused }. See docs/club-server.md for the
// server's side. A classic worker script (ES2020).
// biome-ignore lint/suspicious/noRedundantUseStrict: a classic worker script, not a module
'use strict';

importScripts('pouchdb.min.js');

const LOCAL_NAME = 'mahjong-club';
// PouchDB's older `idb` adapter never answers in WebKit's private windows
// (it waits on storing a Blob there); the `indexeddb` adapter does.
const LOCAL_OPTIONS = { adapter: 'indexeddb' };
// That adapter opens its IndexedDB database at a new version each time,
// to build the indexes of queries this app never makes, and a new version
// waits until every other page lets go of the database. A page the
// browser keeps whole to come back to (a table's link opened in its tab)
// never does, and this one would wait for ever. So a database already
// laid out as the adapter lays it out (its version at 2 × 10¹³ or more:
// the adapter's second layout) is opened as it stands, through the
// adapter's own flag for a database another page has moved on.
const LOCAL_IDB_NAME = `_pouch_${LOCAL_NAME}`;
const LAID_OUT = 2 * 10 ** 13;
const CHECK_TIMEOUT_MS = 15000;
const STOP_TIMEOUT_MS = 10000;

let local = null;
let feed = null;
const ready = openLocal();
let reports = Promise.resolve();
let sync = null;
let server = null;
const state = { lastExchange: null, failure: null, detail: '', refused: {}, catchingUp: false, club: null };

async function openLocal() {
  let laidOut = false;
  try {
    const found = await indexedDB.databases();
    laidOut = found.some((db) => db.name === LOCAL_IDB_NAME && db.version >= LAID_OUT);
  } catch (error) {
    console.warn('club: the local databases could not be listed', error);
  }
  local = new PouchDB(LOCAL_NAME, laidOut ? { ...LOCAL_OPTIONS, versionChangedWhileOpen: true } : LOCAL_OPTIONS);
}

function tell(event) {
  postMessage({ event: JSON.stringify(event) });
}

// --- The local database and its changes ---

// How a document stands on this tablet, as the app takes it in: the
// version ranked first and every version written apart from it, each
// with its line of descent (`_revisions`).
async function standing(id) {
  let doc;
  try {
    doc = await local.get(id, { revs: true, conflicts: true });
  } catch (error) {
    if (error.status !== 404) throw error;
    return { doc: { _id: id, _deleted: true }, conflicts: [] };
  }
  const revs = doc._conflicts || [];
  delete doc._conflicts;
  const others = await Promise.all(revs.map((rev) => local.get(id, { rev, revs: true }).catch(() => null)));
  return { doc, conflicts: others.filter(Boolean) };
}

// The ids of the documents the app holds a version of. A change to one
// of them, or to one with versions written apart, is told with each
// version's line of descent, looked up; any other as the feed gave it (a
// new tablet catching up takes in a club's years so, each read once).
let held = new Set();

function asFed(change) {
  const doc = change.doc;
  if (!doc || held.has(change.id) || doc._conflicts?.length) return null;
  return { doc, conflicts: [] };
}

// Changes not yet reported. Those that come together (a batch the
// replication wrote, say) are looked up together and told at once, each
// document once, in the order of the feed.
let waiting = [];

async function reportWaiting() {
  const latest = {};
  waiting.forEach((change) => {
    latest[change.id] = change;
  });
  waiting = [];
  const batch = Object.keys(latest).map((id) => latest[id]);
  batch.sort((a, b) => a.seq - b.seq);
  const nows = await Promise.all(batch.map((change) => asFed(change) ?? standing(change.id)));
  nows.forEach((now, i) => {
    held.add(batch[i].id);
    tell({ kind: 'doc', seq: batch[i].seq, doc: now.doc, conflicts: now.conflicts });
  });
}

async function open(since, heldIds) {
  if (feed) feed.cancel();
  held = new Set(heldIds);
  await local.info();
  feed = local
    .changes({ since: since || 0, live: true, include_docs: true, conflicts: true })
    .on('change', (change) => {
      waiting.push(change);
      // In order: each batch waits for the one before it.
      if (waiting.length === 1) {
        reports = reports.then(reportWaiting).catch((error) => {
          console.error('club: a change could not be reported', error);
        });
      }
    })
    .on('error', (error) => {
      console.error('club: the changes feed stopped', error);
    });
}

// Everything but the revision bookkeeping, keys in one order.
function body(doc) {
  const copy = {};
  Object.keys(doc).forEach((key) => {
    if (key.charAt(0) !== '_' || key === '_id' || key === '_deleted') copy[key] = doc[key];
  });
  return canonical(copy);
}

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return (
      '{' +
      Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
        .join(',') +
      '}'
    );
  }
  return JSON.stringify(value);
}

function generation(rev) {
  return parseInt(String(rev).split('-')[0], 10) || 0;
}

function hashOf(rev) {
  return String(rev).slice(String(rev).indexOf('-') + 1);
}

function freshHash() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.prototype.map.call(bytes, (b) => (b < 16 ? '0' : '') + b.toString(16)).join('');
}

// The revisions `base` was written over, newest first, from any version
// that descends from it.
async function pathTo(id, base) {
  let leaves;
  try {
    leaves = await local.get(id, { open_revs: 'all', revs: true });
  } catch {
    return [hashOf(base)];
  }
  for (const leaf of leaves) {
    const doc = leaf.ok;
    if (!doc?._revisions) continue;
    const at = doc._revisions.start - generation(base);
    if (at >= 0 && doc._revisions.ids[at] === hashOf(base)) return doc._revisions.ids.slice(at);
  }
  return [hashOf(base)];
}

// A version written over `base` where the tablet's copy has moved on
// from it since (another device's version arrived meanwhile): kept
// beside that one, as versions written apart, so history decides.
async function besides(doc, base) {
  const hash = freshHash();
  if (!base) return { ...doc, _rev: `1-${hash}`, _revisions: { start: 1, ids: [hash] } };
  const path = await pathTo(doc._id, base);
  const start = generation(base) + 1;
  return { ...doc, _rev: `${start}-${hash}`, _revisions: { start, ids: [hash].concat(path) } };
}

// Writes each document over the revision the app's copy descends from
// (`_base`); answers each document's new revision and how it stands.
async function write(docs) {
  const ids = docs.map((doc) => doc._id);
  const found = await local.allDocs({ keys: ids, include_docs: true });
  const over = [];
  const apart = [];
  const same = [];
  docs.forEach((doc, i) => {
    const row = found.rows[i];
    const base = doc._base || null;
    const next = { ...doc };
    delete next._base;
    delete next._rev;
    const current = row?.value && !row.value.deleted ? row.value.rev : null;
    if (current && body(row.doc) === body(next) && (!base || base === current)) {
      same.push({ id: doc._id, rev: current });
    } else if (!current && !base) {
      over.push(next);
    } else if (current && base === current) {
      next._rev = current;
      over.push(next);
    } else {
      apart.push({ doc: next, base: base });
    }
  });
  const results = await local.bulkDocs(over);
  const written = same.slice();
  results.forEach((result, i) => {
    if (result.ok) written.push({ id: result.id, rev: result.rev });
    else if (result.status === 409) apart.push({ doc: over[i], base: over[i]._rev || null });
    else throw new Error(`club: ${over[i]._id} not written: ${result.message || result.name}`);
  });
  const branches = await Promise.all(
    apart.map((w) => {
      const doc = { ...w.doc };
      delete doc._rev;
      return besides(doc, w.base);
    }),
  );
  if (branches.length === 0) return written;
  await local.bulkDocs(branches, { new_edits: false });
  return written.concat(branches.map((b) => ({ id: b._id, rev: b._rev })));
}

async function put(docsJson) {
  const written = await write(JSON.parse(docsJson));
  for (const w of written) held.add(w.id);
  const answers = await Promise.all(
    written.map(async (w) => {
      const now = await standing(w.id);
      return JSON.stringify({ id: w.id, rev: w.rev, change: { doc: now.doc, conflicts: now.conflicts } });
    }),
  );
  return { written, answers };
}

// Deletes a document over the revision the app's copy descends from: a
// version another device wrote over it meanwhile stays. Answers the
// revision that removes it, if it was here.
async function remove(id, base) {
  let doc = null;
  try {
    doc = await local.get(id);
  } catch (error) {
    if (error.status !== 404) throw error;
  }
  return doc ? removeOver(doc, base) : null;
}

// The revision that removes `doc`: over it, or beside it where the
// tablet's copy has moved on from `base`.
async function removeOver(doc, base) {
  if (!base || base === doc._rev) return (await local.remove(doc)).rev;
  const gone = await besides({ _id: doc._id, _deleted: true }, base);
  await local.bulkDocs([gone], { new_edits: false });
  return gone._rev;
}

// Keeps one version of a document written apart: `keep` is written over
// the version ranked first, and each of `loserRevs` removed. Answers
// the revision kept.
async function resolve(id, keepJson, loserRevs) {
  const winner = await local.get(id);
  const keep = { ...JSON.parse(keepJson), _id: id, _rev: winner._rev };
  delete keep._conflicts;
  const writes = [keep];
  for (const rev of loserRevs || []) {
    if (rev !== winner._rev) writes.push({ _id: id, _rev: rev, _deleted: true });
  }
  const results = await local.bulkDocs(writes);
  results.forEach((result, i) => {
    if (!result.ok) {
      throw new Error(`club: ${id} ${writes[i]._rev} not resolved: ${result.message || result.name}`);
    }
  });
  return results[0].rev;
}

// --- The club's server ---

function address(config) {
  return `${config.server.replace(/\/+$/, '')}/${encodeURIComponent(config.database)}`;
}

// What a refusal means to the players; a network failure is told apart
// (refused origin or no server) by `probe`.
function failureOf(error) {
  const status = error?.status;
  const words = String((error && `${error.name} ${error.reason} ${error.message}`) || '').toLowerCase();
  if (status === 401) return 'refused-login';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'no-database';
  if (status === 402 || status === 413 || status === 429) return 'quota';
  if (/quota|too many requests|too_many_requests/.test(words)) return 'quota';
  if (!status || (error && error.name === 'TypeError')) return 'unreachable';
  return 'other';
}

async function withTimeout(url, options) {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, CHECK_TIMEOUT_MS);
  try {
    return await fetch(url, { ...options, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

// The page may not read a server that refuses its origin, but may still
// send it an opaque request: if that arrives, the host is there.
async function probe(server) {
  try {
    await withTimeout(server, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return 'cors';
  } catch {
    return 'unreachable';
  }
}

function basic(user, password) {
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  let text = '';
  bytes.forEach((byte) => {
    text += String.fromCharCode(byte);
  });
  return `Basic ${btoa(text)}`;
}

async function check(configJson) {
  const config = JSON.parse(configJson);
  const headers = { Accept: 'application/json', Authorization: basic(config.user, config.password) };
  let response;
  try {
    response = await withTimeout(address(config), { headers, credentials: 'omit', cache: 'no-store' });
  } catch {
    return probe(config.server);
  }
  if (response.ok) return 'ok';
  try {
    return failureOf({ status: response.status, message: await response.text() });
  } catch {
    return failureOf({ status: response.status });
  }
}

// Where the exchange stands, for the page, which adds what waits to be
// sent.
function reportState() {
  if (sync) postMessage({ state: snapshot() });
}

function snapshot() {
  const { lastExchange, failure, detail, refused, club } = state;
  return { lastExchange, failure, detail, refused, club };
}

function setFailure(word, error) {
  state.failure = word;
  state.detail = word ? String((error && (error.message || error.reason)) || error) : '';
}

// PouchDB 9 asks the server for its info after each batch it pulls and
// leaves a failure of that request unhandled; the replication sees a
// server gone through its other requests, so a stand-in answer will do.
function clubDatabase(config) {
  const remote = new PouchDB(address(config), {
    auth: { username: config.user, password: config.password },
    skip_setup: true,
  });
  const info = remote.info.bind(remote);
  remote.info = () => info().catch(() => ({ db_name: config.database, update_seq: 0 }));
  return remote;
}

// How many records the club's server holds (its design documents are
// none), told while the exchange first catches up with it.
async function countRecords(remote, current) {
  let info;
  let designs;
  try {
    [info, designs] = await Promise.all([remote.info(), remote.allDocs({ startkey: '_design/', endkey: '_design0' })]);
  } catch (error) {
    console.warn('club: the records on the server could not be counted', error);
    return;
  }
  // The stand-in answer of a failed info request counts nothing.
  if (sync !== current || !state.catchingUp || typeof info.doc_count !== 'number') return;
  state.club = Math.max(0, info.doc_count - designs.rows.length);
  reportState();
}

function connect(configJson) {
  disconnect();
  const config = JSON.parse(configJson);
  const remote = clubDatabase(config);
  setFailure(null);
  state.catchingUp = true;
  state.club = null;
  server = remote;
  const current = PouchDB.sync(local, remote, {
    live: true,
    retry: true,
    // Tries again after 1, 2, 4 and 8 s, then every 10 s: a server back
    // after an outage is met within seconds.
    back_off_function: (delay) => (delay ? Math.min(delay * 2, 10000) : 1000),
  });
  sync = current;
  countRecords(remote, current);
  // With retry on, a failed request is told only by each direction's
  // `requestError`, before it waits and tries again.
  let failedSinceActive = false;
  async function failed(error) {
    if (sync !== current) return;
    failedSinceActive = true;
    setFailure(failureOf(error), error);
    reportState();
    if (state.failure !== 'unreachable') return;
    const found = await probe(config.server);
    if (sync === current && state.failure === 'unreachable') setFailure(found, error);
    reportState();
  }
  current.pull.on('requestError', failed);
  current.push.on('requestError', failed);
  current.on('error', failed);
  current.on('change', (info) => {
    if (sync !== current) return;
    if (info.direction === 'push') postMessage({ sent: (info.change.docs || []).map(lineOf) });
    setFailure(null);
    reportState();
  });
  current.on('active', () => {
    if (sync !== current) return;
    failedSinceActive = false;
    reportState();
  });
  current.on('paused', () => {
    if (sync !== current) return;
    if (failedSinceActive) return reportState();
    setFailure(null);
    state.catchingUp = false;
    state.club = null;
    state.lastExchange = new Date().toISOString();
    // The page asks which of its unsent revisions the club still lacks,
    // then says where the exchange stands.
    postMessage({ paused: snapshot() });
  });
  // Sync tells each refused document as { direction, doc: the error }.
  current.on('denied', (info) => {
    if (sync !== current) return;
    const error = info?.doc || info;
    if (error?.id) state.refused[error.id] = String(error.reason || error.message || '');
    reportState();
  });
}

// Which of `asked` (id → [rev]) the club's server still lacks.
function missing(asked) {
  return server ? server.revsDiff(asked) : Promise.reject(new Error('club: not connected'));
}

// A version carried to the club, as the page needs it to tell what is
// sent: its id, and its revision with every one it was written over.
function lineOf(doc) {
  const history = doc._revisions;
  const revs = history ? history.ids.map((hash, back) => `${history.start - back}-${hash}`) : [];
  return { id: doc._id, revs: revs.includes(doc._rev) ? revs : [doc._rev, ...revs] };
}

// Stops the exchange. The promise settles once both directions have
// stopped, so no reply still on its way is written here afterwards (or
// after STOP_TIMEOUT_MS, should a direction never say it has).
function disconnect() {
  const stopping = sync;
  sync = null;
  server = null;
  if (!stopping) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(done, STOP_TIMEOUT_MS);
    function stopped() {
      clearTimeout(timer);
      done();
    }
    stopping.then(stopped, stopped);
    stopping.cancel();
  });
}

const calls = { open, put, remove, resolve, connect, check, disconnect, missing };

addEventListener('message', async ({ data }) => {
  const { id, call, args } = data;
  try {
    // Every call waits for the local database, each in the order it came.
    await ready;
    postMessage({ id, value: await calls[call](...args) });
  } catch (error) {
    postMessage({ id, error: String(error?.message || error) });
  }
});
