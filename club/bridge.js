// The club sync bridge: the app's only way to PouchDB (club/pouchdb.min.js,
// PouchDB's browser build with its `indexeddb` adapter, loaded just before
// this file). It keeps the tablet's copy of the club's
// records in the local database `mahjong-club`, reports every change of it,
// and replicates it both ways with the club's CouchDB or Cloudant database.
// Everything crosses to the app as JSON text; see docs/club-server.md for
// the server's side. A classic script (ES2019), run once per page.
(function () {
  'use strict';

  var UNSENT_KEY = 'mahjong-scorer.club.unsent';
  var LOCAL_NAME = 'mahjong-club';
  // PouchDB's older `idb` adapter never answers in WebKit's private windows
  // (it waits on storing a Blob there); the `indexeddb` adapter does.
  var LOCAL_OPTIONS = { adapter: 'indexeddb' };
  var CHECK_TIMEOUT_MS = 15000;
  var STOP_TIMEOUT_MS = 10000;

  var local = null;
  var device = null;
  var listener = null;
  var feed = null;
  var reports = Promise.resolve();
  var sync = null;
  var state = { lastExchange: null, failure: null, detail: '' };

  function tell(event) {
    if (!listener) return;
    try {
      listener(JSON.stringify(event));
    } catch (error) {
      console.error('club: the app refused an event', error);
    }
  }

  // --- Matches of this tablet not yet carried to the club, id → rev ---

  function unsent() {
    try {
      return JSON.parse(localStorage.getItem(UNSENT_KEY)) || {};
    } catch (error) {
      return {};
    }
  }

  function keepUnsent(map) {
    try {
      localStorage.setItem(UNSENT_KEY, JSON.stringify(map));
    } catch (error) {
      console.warn('club: the unsent list could not be kept', error);
    }
  }

  function isOurMatch(doc) {
    return !!doc && doc.kind === 'match' && (doc.owner === device || doc.by === device);
  }

  function generation(rev) {
    return parseInt(String(rev).split('-')[0], 10) || 0;
  }

  function noteWritten(doc, rev) {
    if (!isOurMatch(doc)) return;
    var map = unsent();
    map[doc._id] = rev;
    keepUnsent(map);
  }

  // A rev carried to the club, or a later one, settles the doc.
  function noteSent(docs) {
    var map = unsent();
    var changed = false;
    docs.forEach(function (doc) {
      var waiting = map[doc._id];
      if (waiting && (doc._rev === waiting || generation(doc._rev) > generation(waiting))) {
        delete map[doc._id];
        changed = true;
      }
    });
    if (changed) keepUnsent(map);
  }

  // A rev the club already holds (sent just before the page closed, say)
  // is never pushed again: ask the club which of ours it still lacks.
  function confirmUnsent(remote) {
    var map = unsent();
    var asked = {};
    Object.keys(map).forEach(function (id) {
      asked[id] = [map[id]];
    });
    if (Object.keys(asked).length === 0) return Promise.resolve();
    return remote.revsDiff(asked).then(function (missing) {
      var now = unsent();
      Object.keys(asked).forEach(function (id) {
        if (!missing[id] && now[id] === map[id]) delete now[id];
      });
      keepUnsent(now);
    });
  }

  // --- The local database and its changes ---

  function conflictsOf(doc) {
    var revs = doc._conflicts || [];
    return Promise.all(
      revs.map(function (rev) {
        return local.get(doc._id, { rev: rev }).catch(function () {
          return null;
        });
      })
    ).then(function (docs) {
      return docs.filter(Boolean);
    });
  }

  function open(deviceId, since, onEvent) {
    if (feed) feed.cancel();
    device = deviceId;
    listener = onEvent;
    local = local || new PouchDB(LOCAL_NAME, LOCAL_OPTIONS);
    return local.info().then(function () {
      feed = local
        .changes({ since: since || 0, live: true, include_docs: true, conflicts: true })
        .on('change', function (change) {
          // In order: each report waits for the one before it.
          reports = reports.then(function () {
            return conflictsOf(change.doc).then(function (conflicts) {
              tell({ kind: 'doc', seq: change.seq, doc: change.doc, conflicts: conflicts });
            });
          }).catch(function (error) {
            console.error('club: a change could not be reported', error);
          });
        })
        .on('error', function (error) {
          console.error('club: the changes feed stopped', error);
        });
    });
  }

  // Everything but the revision bookkeeping, keys in one order.
  function body(doc) {
    var copy = {};
    Object.keys(doc).forEach(function (key) {
      if (key !== '_rev' && key !== '_conflicts') copy[key] = doc[key];
    });
    return canonical(copy);
  }

  function canonical(value) {
    if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
    if (value && typeof value === 'object') {
      return '{' + Object.keys(value).sort().map(function (key) {
        return JSON.stringify(key) + ':' + canonical(value[key]);
      }).join(',') + '}';
    }
    return JSON.stringify(value);
  }

  function upsert(docs, attempts) {
    var ids = docs.map(function (doc) { return doc._id; });
    return local.allDocs({ keys: ids, include_docs: true }).then(function (found) {
      var writes = [];
      docs.forEach(function (doc, i) {
        var row = found.rows[i];
        var next = Object.assign({}, doc);
        delete next._rev;
        delete next._conflicts;
        if (row && row.value) {
          if (!row.value.deleted && body(row.doc) === body(next)) return;
          next._rev = row.value.rev;
        }
        writes.push(next);
      });
      if (writes.length === 0) return [];
      return local.bulkDocs(writes).then(function (results) {
        var written = [];
        var again = [];
        results.forEach(function (result, i) {
          if (result.ok) {
            noteWritten(writes[i], result.rev);
            written.push({ id: result.id, rev: result.rev });
          } else if (result.status === 409 && attempts > 1) {
            again.push(docs[ids.indexOf(writes[i]._id)]);
          } else {
            throw new Error('club: ' + writes[i]._id + ' not written: ' + (result.message || result.name));
          }
        });
        if (again.length === 0) return written;
        return upsert(again, attempts - 1).then(function (more) {
          return written.concat(more);
        });
      });
    });
  }

  function put(docsJson) {
    return upsert(JSON.parse(docsJson), 3).then(function (written) {
      reportState();
      return JSON.stringify(written);
    });
  }

  function remove(id) {
    return local.get(id).then(
      function (doc) {
        return local.remove(doc).then(function (result) {
          noteWritten(doc, result.rev);
          reportState();
        });
      },
      function (error) {
        if (error.status !== 404) throw error;
      }
    );
  }

  function settle(id, keepJson, loserRevs) {
    return local.get(id).then(function (winner) {
      var keep = Object.assign({}, JSON.parse(keepJson), { _id: id, _rev: winner._rev });
      delete keep._conflicts;
      var writes = [keep];
      (loserRevs || []).forEach(function (rev) {
        if (rev !== winner._rev) writes.push({ _id: id, _rev: rev, _deleted: true });
      });
      return local.bulkDocs(writes).then(function (results) {
        results.forEach(function (result, i) {
          if (!result.ok) {
            throw new Error('club: ' + id + ' ' + writes[i]._rev + ' not settled: ' + (result.message || result.name));
          }
        });
        noteWritten(keep, results[0].rev);
        reportState();
      });
    });
  }

  // --- The club's server ---

  function address(config) {
    return config.server.replace(/\/+$/, '') + '/' + encodeURIComponent(config.database);
  }

  // What a refusal means to the players; a network failure is told apart
  // (refused origin or no server) by `probe`.
  function failureOf(error) {
    var status = error && error.status;
    var words = String((error && (error.name + ' ' + error.reason + ' ' + error.message)) || '').toLowerCase();
    if (status === 401) return 'refused-login';
    if (status === 403) return 'forbidden';
    if (status === 404) return 'no-database';
    if (status === 402 || status === 413 || status === 429) return 'quota';
    if (/quota|too many requests|too_many_requests/.test(words)) return 'quota';
    if (!status || (error && error.name === 'TypeError')) return 'unreachable';
    return 'other';
  }

  function withTimeout(url, options) {
    var controller = new AbortController();
    var timer = setTimeout(function () { controller.abort(); }, CHECK_TIMEOUT_MS);
    options.signal = controller.signal;
    return fetch(url, options).finally(function () { clearTimeout(timer); });
  }

  // The page may not read a server that refuses its origin, but may still
  // send it an opaque request: if that arrives, the host is there.
  function probe(server) {
    return withTimeout(server, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' }).then(
      function () { return 'cors'; },
      function () { return 'unreachable'; }
    );
  }

  function basic(user, password) {
    var bytes = new TextEncoder().encode(user + ':' + password);
    var text = '';
    bytes.forEach(function (byte) { text += String.fromCharCode(byte); });
    return 'Basic ' + btoa(text);
  }

  function check(configJson) {
    var config = JSON.parse(configJson);
    var headers = { Accept: 'application/json', Authorization: basic(config.user, config.password) };
    return withTimeout(address(config), { headers: headers, credentials: 'omit', cache: 'no-store' }).then(
      function (response) {
        if (response.ok) return 'ok';
        return response.text().then(
          function (text) { return failureOf({ status: response.status, message: text }); },
          function () { return failureOf({ status: response.status }); }
        );
      },
      function () { return probe(config.server); }
    );
  }

  function reportState() {
    if (!sync) return;
    tell({
      kind: 'state',
      unsent: Object.keys(unsent()).length,
      lastExchange: state.lastExchange,
      failure: state.failure,
      detail: state.detail,
    });
  }

  function setFailure(word, error) {
    state.failure = word;
    state.detail = word ? String((error && (error.message || error.reason)) || error) : '';
  }

  // PouchDB 9 asks the server for its info after each batch it pulls and
  // leaves a failure of that request unhandled; the replication sees a
  // server gone through its other requests, so a stand-in answer will do.
  function clubDatabase(config) {
    var remote = new PouchDB(address(config), {
      auth: { username: config.user, password: config.password },
      skip_setup: true,
    });
    var info = remote.info.bind(remote);
    remote.info = function () {
      return info().catch(function () {
        return { db_name: config.database, update_seq: 0 };
      });
    };
    return remote;
  }

  function connect(configJson) {
    disconnect();
    var config = JSON.parse(configJson);
    var remote = clubDatabase(config);
    local = local || new PouchDB(LOCAL_NAME, LOCAL_OPTIONS);
    setFailure(null);
    var current = PouchDB.sync(local, remote, {
      live: true,
      retry: true,
      back_off_function: function (delay) {
        return delay ? Math.min(delay * 2, 60000) : 1000;
      },
    });
    sync = current;
    // With retry on, a failed request is told only by each direction's
    // `requestError`, before it waits and tries again.
    var failedSinceActive = false;
    function failed(error) {
      if (sync !== current) return;
      failedSinceActive = true;
      setFailure(failureOf(error), error);
      if (state.failure === 'unreachable') {
        probe(config.server).then(function (found) {
          if (sync === current && state.failure === 'unreachable') setFailure(found, error);
          reportState();
        });
      }
      reportState();
    }
    current.pull.on('requestError', failed);
    current.push.on('requestError', failed);
    current.on('error', failed);
    current.on('change', function (info) {
      if (sync !== current) return;
      if (info.direction === 'push') noteSent(info.change.docs || []);
      setFailure(null);
      reportState();
    });
    current.on('active', function () {
      if (sync !== current) return;
      failedSinceActive = false;
      reportState();
    });
    current.on('paused', function () {
      if (sync !== current) return;
      if (failedSinceActive) return reportState();
      setFailure(null);
      state.lastExchange = new Date().toISOString();
      confirmUnsent(remote).then(reportState, reportState);
    });
    current.on('denied', function (error) {
      if (sync !== current) return;
      setFailure('forbidden', error);
      reportState();
    });
  }

  // Stops the exchange. The promise settles once both directions have
  // stopped, so no reply still on its way is written here afterwards (or
  // after STOP_TIMEOUT_MS, should a direction never say it has).
  function disconnect() {
    var stopping = sync;
    sync = null;
    if (!stopping) return Promise.resolve();
    return new Promise(function (done) {
      var timer = setTimeout(done, STOP_TIMEOUT_MS);
      function stopped() {
        clearTimeout(timer);
        done();
      }
      stopping.then(stopped, stopped);
      stopping.cancel();
    });
  }

  function forget() {
    var stopping = disconnect();
    if (feed) feed.cancel();
    feed = null;
    try {
      localStorage.removeItem(UNSENT_KEY);
    } catch (error) {
      console.warn('club: the unsent list could not be cleared', error);
    }
    var gone = local || new PouchDB(LOCAL_NAME, LOCAL_OPTIONS);
    local = null;
    return stopping.then(function () {
      return gone.destroy();
    }).then(function () {});
  }

  globalThis.mahjongClub = {
    open: open,
    put: put,
    remove: remove,
    settle: settle,
    connect: connect,
    check: check,
    disconnect: disconnect,
    forget: forget,
  };
})();
