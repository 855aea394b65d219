// The club in step: tablets and the organiser's device exchange their
// records through a real CouchDB-compatible server (scripts/club-server.mjs,
// PouchDB's own express-pouchdb over the memory adapter) on 127.0.0.1.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { flow } from './flow.mjs';
import { openSection, scoreWin, startMatch } from './play.mjs';
import { startClubServer } from '../scripts/club-server.mjs';

const admin = { name: 'admin', password: 'admin-secret' };
const organiser = { name: 'organiser', password: 'organiser-secret' };
const table1 = { name: 'table1', password: 'table1-secret' };
const table2 = { name: 'table2', password: 'table2-secret' };
const database = 'mahjong-club';

let server;
before(async () => {
  server = await startClubServer({ admin, database, users: [organiser, table1, table2], lifetime: 600_000 });
});
after(() => server?.close());

/** The server's documents, read as its admin. */
async function serverDocs() {
  const auth = Buffer.from(`${admin.name}:${admin.password}`).toString('base64');
  const answer = await fetch(`${server.url}/${database}/_all_docs?include_docs=true`, { headers: { Authorization: `Basic ${auth}` } });
  return (await answer.json()).rows.map((row) => row.doc);
}

/** Club records, from History, with the login entered. */
async function enterLogin(app, login) {
  await openSection(app, 'History');
  await app.press('Club records');
  await app.find('heading', 'Club records');
  await app.fill('Server', server.url);
  await app.fill('Database', database);
  await app.fill('User name', login.name);
  await app.fill('Password', login.password);
}

/** The exchange's line, once it says `text`. */
function exchangeSays(app, text) {
  return app.until(async () => (await app.eval(() => document.querySelector('.club__state')?.textContent ?? '')).includes(text), `the exchange to say "${text}"`);
}

/** Names of the matches History lists. */
async function listed(app, count) {
  let names = [];
  const read = () => app.eval(() => [...document.querySelectorAll('.history__list:not(.bin__list) > .match-card')].map((card) => card.textContent.replace(/\s+/g, ' ')));
  await app.until(async () => (names = await read()).length === count, `${count} match(es) in History`);
  return names;
}

flow("a tablet's match reaches the organiser's History and Players through the club's server, offline hands arriving once it is back", async (desk, open) => {
  // The first screen asks for nothing of the exchange.
  const fetchedClub = () => desk.eval(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/club/')));
  assert.equal(await fetchedClub(), false);

  // A wrong password is told in words, and nothing is turned on.
  await enterLogin(desk, { ...organiser, password: 'wrong' });
  await desk.press('Turn on');
  await desk.find('status', 'The server refused the user name or password.');
  await desk.fill('Password', organiser.password);
  await desk.press('Turn on');
  await desk.find('button', 'Turn off');
  await exchangeSays(desk, 'Everything is sent.');

  // The organiser makes the link that sets up a tablet with its own login.
  await desk.fill("Other tablet's user name", table1.name);
  await desk.fill("Other tablet's password", table1.password);
  const link = await desk.value('Link for the other tablet');
  assert.match(link, /\?club#server=/);
  assert.ok(!link.includes(organiser.password), "the organiser's password stays on the organiser's device");
  await desk.find('img', 'QR code of the link that sets up the other tablet');

  const tablet = await open(link.slice(link.indexOf('?')));
  await tablet.find('heading', 'Club records');
  assert.equal(await tablet.value('User name'), table1.name);
  assert.equal(await tablet.value('Server'), server.url);
  await tablet.press('Turn on');
  await exchangeSays(tablet, 'Everything is sent.');

  // A match played on the tablet reaches the organiser, without a reload.
  await openSection(tablet, 'Match');
  await startMatch(tablet, ['Ann', 'Bob', 'Cat', 'Dan']);
  await scoreWin(tablet, 'Bob', 4);
  await openSection(desk, 'History');
  await desk.until(async () => (await listed(desk, 1))[0].includes('1 hand'), "the tablet's match with its hand");
  await openSection(desk, 'Players');
  await desk.find('text', 'Ann');

  // The server holds it as a match document under the tablet's own id.
  const docs = await serverDocs();
  const game = docs.find((doc) => doc.kind === 'match');
  assert.match(game._id, /^match:[a-z2-7]{16}:\d+$/);
  assert.deepEqual(game.match.setup.names, ['Ann', 'Bob', 'Cat', 'Dan']);

  // The server goes away: the tablet plays on and says what waits.
  await server.stop();
  await scoreWin(tablet, 'Cat', 4);
  await openSection(tablet, 'History');
  await exchangeSays(tablet, '1 match not yet sent.');
  await server.start();
  await exchangeSays(tablet, 'Everything is sent.');
  await openSection(desk, 'History');
  await desk.until(async () => (await listed(desk, 1))[0].includes('2 hands'), 'the hand played while the server was away');
  const matches = (await serverDocs()).filter((doc) => doc.kind === 'match');
  assert.equal(matches.length, 1, 'sent once');
  assert.equal(matches[0].match.hands.length, 2);
});
