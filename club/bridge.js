// The club sync bridge: the app's only way to the club's exchange, which
// runs in a worker of its own (club/worker.js, with PouchDB). Each of the
// app's calls is handed to the worker and answered by it; the changes it
// reports reach the app's listener as JSON text. The page keeps the list
// of documents written here and not yet carried to the club (in
// localStorage, which a worker cannot reach) and says where the exchange
// stands with it. A classic script (ES2020), run once per page.
(() => {
  // biome-ignore lint/suspicious/noRedundantUseStrict: a classic script, not a module
  'use strict';

  const UNSENT_KEY = 'mahjong-scorer.club.unsent';

  const worker = new Worker(new URL('worker.js', document.currentScript.src));
  const waitingAnswers = new Map();
  let calls = 0;
  let listener = null;
  // Whether the exchange is on, and where the worker last said it stands.
  let connected = false;
  let exchange = null;
  let broken = null;

  function ask(call, ...args) {
    if (broken) return Promise.reject(broken);
    calls += 1;
    const id = calls;
    return new Promise((answered, refused) => {
      waitingAnswers.set(id, { answered, refused });
      worker.postMessage({ id, call, args });
    });
  }

  function tell(text) {
    if (!listener) return;
    try {
      listener(text);
    } catch (error) {
      console.error('club: the app refused an event', error);
    }
  }

  worker.onmessage = ({ data }) => {
    if ('id' in data) {
      const waiting = waitingAnswers.get(data.id);
      waitingAnswers.delete(data.id);
      if ('error' in data) waiting?.refused(new Error(data.error));
      else waiting?.answered(data.value);
    } else if ('event' in data) {
      tell(data.event);
    } else if ('sent' in data) {
      noteSent(data.sent);
    } else if (!connected) {
      // Where an exchange stopped since stood.
    } else if ('state' in data) {
      exchange = data.state;
      reportState();
    } else if ('paused' in data) {
      exchange = data.paused;
      confirmUnsent().finally(reportState);
    }
  };

  // A worker that cannot start (its script not fetched) refuses every call.
  worker.onerror = (event) => {
    broken = new Error(`club: the exchange did not start: ${event.message || 'its script was not fetched'}`);
    for (const waiting of waitingAnswers.values()) waiting.refused(broken);
    waitingAnswers.clear();
  };

  // --- Documents written on this tablet not yet carried to the club, id → rev ---

  function unsent() {
    try {
      return JSON.parse(localStorage.getItem(UNSENT_KEY)) || {};
    } catch {
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

  function noteWritten(id, rev) {
    const map = unsent();
    map[id] = rev;
    keepUnsent(map);
  }

  // A rev carried to the club, or one written over it, takes the doc off
  // the unsent list: each of `sent` names a document and the revisions its
  // version holds.
  function noteSent(sent) {
    const map = unsent();
    let changed = false;
    for (const doc of sent) {
      const waiting = map[doc.id];
      if (waiting && doc.revs.includes(waiting)) {
        delete map[doc.id];
        changed = true;
      }
    }
    if (changed) keepUnsent(map);
  }

  // A rev the club already holds (sent just before the page closed, say)
  // is never pushed again: ask the club which of ours it still lacks.
  async function confirmUnsent() {
    const map = unsent();
    const asked = {};
    for (const id of Object.keys(map)) asked[id] = [map[id]];
    if (Object.keys(asked).length === 0) return;
    let missing;
    try {
      missing = await ask('missing', asked);
    } catch {
      // Asked again at the next pause; until then the count stands.
      return;
    }
    const now = unsent();
    for (const id of Object.keys(asked)) {
      if (!missing[id] && now[id] === map[id]) delete now[id];
    }
    keepUnsent(now);
  }

  function reportState() {
    if (!connected || !exchange) return;
    const waiting = unsent();
    // A change the server refused waits here until it is changed again:
    // said for as long as it waits.
    const refused = Object.keys(exchange.refused).filter((id) => id in waiting);
    const told = !exchange.failure && refused.length > 0;
    tell(
      JSON.stringify({
        kind: 'state',
        unsent: Object.keys(waiting).length,
        lastExchange: exchange.lastExchange,
        failure: told ? 'refused-write' : exchange.failure,
        detail: told ? exchange.refused[refused[0]] : exchange.detail,
        club: exchange.club,
      }),
    );
  }

  // --- The app's calls ---

  // Opens this device's records, reporting each change after `since` to
  // `onEvent`; `held` names the documents the app holds a version of.
  function open(since, held, onEvent) {
    listener = onEvent;
    return ask('open', since, [...held]);
  }

  // Writes documents (JSON text) here; answers, for each, its new
  // revision and how it then stands.
  async function put(docsJson) {
    const { written, answers } = await ask('put', docsJson);
    for (const w of written) noteWritten(w.id, w.rev);
    reportState();
    return answers;
  }

  async function remove(id, base) {
    const rev = await ask('remove', id, base ?? null);
    if (rev) noteWritten(id, rev);
    reportState();
  }

  async function resolve(id, keepJson, loserRevs) {
    noteWritten(id, await ask('resolve', id, keepJson, [...(loserRevs || [])]));
    reportState();
  }

  function connect(configJson) {
    connected = true;
    exchange = null;
    ask('connect', configJson).catch((error) => console.error('club: the exchange did not start', error));
  }

  function check(configJson) {
    return ask('check', configJson);
  }

  async function disconnect() {
    connected = false;
    exchange = null;
    await ask('disconnect');
  }

  globalThis.mahjongClub = { open, put, remove, resolve, connect, check, disconnect };
})();
