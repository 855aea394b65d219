// A small CouchDB-compatible server for a club's records, for tests and for
// trying club sync by hand: express-pouchdb over PouchDB's memory adapter, so
// nothing is written to disk. It behaves like a club's real Apache CouchDB in
// the ways the app can see: an admin is configured (no "admin party"), each
// tablet is a user in `_users`, the club's database lets in only the users
// named in its `_security` members (a wrong password is answered 401, a user
// who is not a member 403, an unknown database 404), its design document
// refuses a tablet's write to another tablet's records (club/validate.js,
// the organiser's role excepted), and CORS is allowed for any origin with
// credentials, as the site is served from another address.
//
// Library: startClubServer({ port, admin, database, users, lifetime })
// resolves to { url, port, stop(), start(), close() }. stop() closes only
// the HTTP listener (open connections are cut, as when a server goes away);
// start() listens again on the same port with the same data.
// Command line: node scripts/club-server.mjs [--port 5984] [--database club]
//   [--admin name:password] [--organiser name:password]
//   [--user name:password]... prints its address.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PouchDB = require('pouchdb');
const expressPouchDB = require('express-pouchdb');
PouchDB.plugin(require('pouchdb-adapter-memory'));

// Each server keeps its databases apart from any other in the same process.
let serversMade = 0;

/**
 * Starts a club server on 127.0.0.1.
 * @param {object} options
 * @param {number} [options.port] the port; a free one when left out or 0
 * @param {{name: string, password: string}} options.admin the server admin
 * @param {string} options.database the club's database, created empty
 * @param {{name: string, password: string, roles?: string[]}[]} options.users
 *   the tablets, each a user in `_users` and a member of the club's
 *   database; the organiser's with the role `organiser`
 * @param {number} [options.lifetime] when given, the server closes by itself
 *   after this many milliseconds and never keeps the process alive on its own
 */
export async function startClubServer({ port = 0, admin, database, users = [], lifetime } = {}) {
  if (!admin?.name || !admin.password) throw new Error('the club server needs an admin');
  if (!database) throw new Error('the club server needs a database name');
  serversMade += 1;
  const LocalPouchDB = PouchDB.defaults({ adapter: 'memory', prefix: `club-server-${process.pid}-${serversMade}-` });
  const app = expressPouchDB(LocalPouchDB, {
    mode: 'minimumForPouchDB',
    overrideMode: {
      include: ['config-infrastructure', 'logging-infrastructure', 'routes/authentication', 'routes/authorization', 'routes/security', 'routes/session'],
      exclude: ['routes/session-stub', 'compression'],
    },
    inMemoryConfig: true,
    logPath: '/dev/null',
  });
  app.dbWrapper.registerWrapper(endCancelledFeeds);
  app.dbWrapper.registerWrapper(validateWrites);
  await new Promise((done, fail) => app.couchConfig.set('admins', admin.name, admin.password, (error) => (error ? fail(error) : done())));

  const sockets = new Set();
  let server = null;
  let closed = false;
  let timer = null;

  async function listen(onPort) {
    if (closed) throw new Error('the club server was closed');
    if (server) return;
    const next = createServer((request, response) => answer(app, request, response));
    next.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise((done, fail) => {
      next.once('error', fail);
      next.listen(onPort, '127.0.0.1', () => {
        next.off('error', fail);
        done();
      });
    });
    if (lifetime) next.unref();
    server = next;
  }

  const handle = {
    url: '',
    port: 0,
    /** Closes the HTTP listener and cuts open connections; data is kept. */
    async stop() {
      if (!server) return;
      const closing = server;
      server = null;
      const done = new Promise((finish) => closing.close(() => finish()));
      closing.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await done;
    },
    /** Listens again on the same port, with the same data. */
    async start() {
      await listen(handle.port);
    },
    /** Stops for good. */
    async close() {
      if (timer) clearTimeout(timer);
      await handle.stop();
      closed = true;
    },
  };

  await listen(port);
  handle.port = server.address().port;
  handle.url = `http://127.0.0.1:${handle.port}`;
  if (lifetime) {
    timer = setTimeout(() => handle.close(), lifetime);
    timer.unref();
  }
  await setUp(handle.url, admin, database, users);
  return handle;
}

// express-pouchdb cancels a waiting changes feed when its client goes away
// but stops the feed's heartbeat timer only on 'complete', which PouchDB does
// not send after a cancel: the timer would run for ever, and keep a test's
// process alive. A cancelled feed here also completes.
function endCancelledFeeds(_name, db, next) {
  const changes = db.changes;
  db.changes = function (...args) {
    const feed = changes.apply(this, args);
    const cancel = feed.cancel;
    feed.cancel = () => {
      // First, as the security wrapper's cancel drops every listener.
      feed.emit('complete', { results: [], status: 'cancelled' });
      cancel.call(feed);
    };
    return feed;
  };
  return next();
}

// Every write checked by the club's rule of who may write what
// (club/validate.js), on a copy of each document, as CouchDB runs a design
// document's validate_doc_update: a refused document is answered
// `forbidden` with the rule's reason, the others are written. (express-
// pouchdb's own validation overwrites a replicated document's history with
// the stored one's, which drops a replicated change.)
function validateWrites(_name, db, next) {
  const bulkDocs = db.bulkDocs.bind(db);
  db.bulkDocs = (body, opts, callback) => {
    if (typeof opts === 'function') [callback, opts] = [opts, {}];
    const options = opts ?? {};
    const docs = Array.isArray(body) ? body : body.docs;
    // The server's own calls carry no user: they are the admin's.
    const user = options.userCtx ?? { name: null, roles: ['_admin'] };
    const refusalOf = async (doc) => {
      if (typeof doc._id !== 'string' || /^_(design|local)\//.test(doc._id)) return null;
      const stored = await db.get(doc._id).catch(() => null);
      try {
        RULE(structuredClone(doc), stored, user);
        return null;
      } catch (thrown) {
        if (!thrown || typeof thrown.forbidden !== 'string') throw thrown;
        return { id: doc._id, error: true, status: 403, name: 'forbidden', message: thrown.forbidden };
      }
    };
    const done = Promise.all(docs.map(refusalOf)).then(async (refusals) => {
      const allowed = docs.filter((_, i) => !refusals[i]);
      const rest = Array.isArray(body) ? {} : body;
      const written = allowed.length ? await bulkDocs({ ...rest, docs: allowed }, options) : [];
      let next = 0;
      return refusals.map((refusal) => refusal ?? written[next++]).filter(Boolean);
    });
    if (callback) done.then((result) => callback(null, result), callback);
    return done;
  };
  return next();
}

// CORS for any origin with credentials, preflights answered here, and a
// signed-in user who is refused a database told 403 as CouchDB does
// (express-pouchdb says 401 to everyone refused).
function answer(app, request, response) {
  const origin = request.headers.origin;
  if (origin) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Vary', 'Origin');
    response.setHeader('Access-Control-Expose-Headers', 'content-type, cache-control, accept-ranges, etag, server, x-couch-request-id, x-couch-update-newrev');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, DELETE, COPY');
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] || 'accept, authorization, content-type, origin, referer',
      );
      response.setHeader('Access-Control-Max-Age', '600');
      response.statusCode = 204;
      response.end();
      return;
    }
  }
  const end = response.end;
  response.end = (chunk, ...rest) => {
    const user = request.couchSession?.userCtx?.name;
    if (response.statusCode === 401 && user && !response.headersSent) {
      const body = `${JSON.stringify({ error: 'forbidden', reason: 'You are not allowed to access this db.' })}\n`;
      response.statusCode = 403;
      response.setHeader('Content-Length', Buffer.byteLength(body));
      return end.call(response, body);
    }
    return end.call(response, chunk, ...rest);
  };
  app(request, response);
}

// Through the server's own HTTP interface, as a club's volunteer would.
async function setUp(url, admin, database, users) {
  const authorization = `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString('base64')}`;
  async function put(path, body) {
    const reply = await fetch(url + path, {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`club server set-up: PUT ${path} answered ${reply.status} ${await reply.text()}`);
  }
  for (const user of users) {
    const id = `org.couchdb.user:${user.name}`;
    await put(`/_users/${encodeURIComponent(id)}`, { _id: id, name: user.name, password: user.password, roles: user.roles ?? [], type: 'user' });
  }
  await put(`/${encodeURIComponent(database)}`, {});
  await put(`/${encodeURIComponent(database)}/_security`, {
    admins: { names: [], roles: [] },
    members: { names: users.map((user) => user.name), roles: [] },
  });
  // Who may write what, as docs/club-server.md has a club install it.
  await put(`/${encodeURIComponent(database)}/_design/mahjong`, { validate_doc_update: VALIDATE });
}

/** The club's rule of who may write what (club/validate.js). */
const VALIDATE = readFileSync(new URL('../club/validate.js', import.meta.url), 'utf8').trim();
const RULE = new Function(`return (${VALIDATE});`)();

function pair(text, what) {
  const at = text.indexOf(':');
  if (at < 1) throw new Error(`${what} must be written name:password`);
  return { name: text.slice(0, at), password: text.slice(at + 1) };
}

async function main(argv) {
  const options = { port: 5984, admin: { name: 'admin', password: 'admin' }, database: 'club', users: [] };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--port') options.port = Number(value);
    else if (flag === '--database') options.database = value;
    else if (flag === '--admin') options.admin = pair(value, '--admin');
    else if (flag === '--user') options.users.push(pair(value, '--user'));
    else if (flag === '--organiser') options.users.push({ ...pair(value, '--organiser'), roles: ['organiser'] });
    else throw new Error(`unknown option ${flag}`);
  }
  if (options.users.length === 0) options.users.push({ name: 'tablet-1', password: 'tablet-1' });
  const server = await startClubServer(options);
  console.log(`club server at ${server.url}/ (database ${options.database})`);
  console.log(`admin ${options.admin.name}; members: ${options.users.map((user) => user.name).join(', ')}`);
  console.log('kept in memory only; Ctrl-C stops it');
  process.on('SIGINT', () => server.close().then(() => process.exit(0)));
  process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
