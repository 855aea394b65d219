// The club in step: tablets and the organiser's device exchange their
// records through a real CouchDB-compatible server (scripts/club-server.mjs,
// PouchDB's own express-pouchdb over the memory adapter) on 127.0.0.1.
import assert from 'node:assert/strict';
import { flow, keepScreenshot } from './flow.mjs';
import { drawUpNight, enterHand, openSection, scoreWin, startMatch, tableLink, tableSeats } from './play.mjs';
import { startClubServer } from '../scripts/club-server.mjs';

const admin = { name: 'admin', password: 'admin-secret' };
const organiser = { name: 'organiser', password: 'organiser-secret', roles: ['organiser'] };
const table1 = { name: 'table1', password: 'table1-secret' };
const table2 = { name: 'table2', password: 'table2-secret' };
const database = 'mahjong-club';

/** A story against a club server of its own, empty at the start. */
let server;
function clubFlow(name, body) {
  flow(name, async (app, open) => {
    server = await startClubServer({ admin, database, users: [organiser, table1, table2], lifetime: 300_000 });
    try {
      await body(app, open);
    } finally {
      server.close();
    }
  });
}

/** The server's admin, as a request names it. */
const asAdmin = { Authorization: `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString('base64')}` };

/** The server's documents, read as its admin. */
async function serverDocs() {
  const answer = await fetch(`${server.url}/${database}/_all_docs?include_docs=true`, { headers: asAdmin });
  return (await answer.json()).rows.map((row) => row.doc);
}

/** Writes a document on the server as its admin; the server's answer. */
function writeOnServer(doc) {
  return fetch(`${server.url}/${database}/${encodeURIComponent(doc._id)}`, {
    method: 'PUT',
    headers: { ...asAdmin, 'content-type': 'application/json' },
    body: JSON.stringify(doc),
  });
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

/** A device with the exchange on, under its own login, from a fresh browser. */
async function turnedOn(app, login) {
  await enterLogin(app, login);
  await app.press('Turn on');
  await exchangeSays(app, 'Everything is sent.');
  return app;
}

/** The exchange's line, once it says `text`. */
function exchangeSays(app, text) {
  return app.until(
    async () => (await app.eval(() => document.querySelector('.club__state')?.textContent ?? '')).includes(text),
    `the exchange to say "${text}"`,
  );
}

/** Names of the matches History lists. */
async function listed(app, count) {
  let names = [];
  const read = () =>
    app.eval(() => [...document.querySelectorAll('.history__list:not(.bin__list) > .match-card')].map((card) => card.textContent.replace(/\s+/g, ' ')));
  await app.until(async () => (names = await read()).length === count, `${count} match(es) in History`);
  return names;
}

clubFlow(
  "a tablet's match reaches the organiser's History and Players through the club's server, offline hands arriving once it is back",
  async (desk, open) => {
    // The first screen asks for nothing of the exchange.
    const fetchedClub = () => desk.eval(() => performance.getEntriesByType('resource').some((r) => /\/club\/|split_club/.test(r.name)));
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
    // Not with this device's own login, which the server could not tell apart.
    await desk.fill("Other tablet's user name", organiser.name);
    await desk.find('alert', "That is this device's own user name");
    await desk.gone('field', 'Link for the other tablet');
    await desk.fill("Other tablet's user name", table1.name);
    await desk.fill("Other tablet's password", table1.password);
    const link = await desk.value('Link for the other tablet');
    await desk.press('Share or copy the link');
    await desk.find('status', /^The link (is copied|could not be shared or copied here)/);
    assert.match(link, /\?club#server=/);
    assert.ok(!link.includes(organiser.password), "the organiser's password stays on the organiser's device");
    await desk.find('img', 'QR code of the link that sets up the other tablet');
    await keepScreenshot(desk, 'club-records');

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
    await exchangeSays(tablet, '1 change not yet sent.');
    await server.start();
    await exchangeSays(tablet, 'Everything is sent.');
    await openSection(desk, 'History');
    await desk.until(async () => (await listed(desk, 1))[0].includes('2 hands'), 'the hand played while the server was away');
    const matches = (await serverDocs()).filter((doc) => doc.kind === 'match');
    assert.equal(matches.length, 1, 'sent once');
    assert.equal(matches[0].match.hands.length, 2);

    // A later visit starts the exchange again by itself, and sends nothing twice.
    await tablet.reload();
    await openSection(tablet, 'History');
    await exchangeSays(tablet, 'Everything is sent. Last exchange at');
    const again = (await serverDocs()).filter((doc) => doc.kind === 'match');
    assert.equal(again[0]._rev, matches[0]._rev, 'nothing sent again');
  },
);

clubFlow(
  'a tablet and the organiser play on one match while the server is away: both versions are kept alike, neither sheet switches under its players, and the one kept reaches both',
  async (first, open) => {
    await turnedOn(first, table1);
    const second = await turnedOn(await open(), organiser);
    await openSection(first, 'Match');
    await startMatch(first, ['Ann', 'Bob', 'Cat', 'Dan']);
    await scoreWin(first, 'Bob', 4);
    await openSection(second, 'History');
    const [card] = await listed(second, 1);
    await second.until(async () => (await listed(second, 1))[0].includes('1 hand'), 'the first hand on the second tablet');
    assert.match(card, /Ann, Bob, Cat, Dan/);
    await second.press(/^Resume /);
    await second.find('table', 'Score sheet');

    await server.stop();
    await scoreWin(first, 'Cat', 4);
    await scoreWin(second, 'Dan', 4);
    await server.start();

    // Each tablet keeps playing its own version, with a word to say that
    // another was scored apart; the club's server keeps both.
    await first.find('status', 'Two tablets scored');
    await second.find('status', 'Two tablets scored');
    for (const tablet of [first, second]) {
      await openSection(tablet, 'History');
      await tablet.until(async () => {
        const cards = await listed(tablet, 1);
        return cards.length === 1 && cards[0].includes('2 hands');
      }, 'one match of two hands in History');
    }
    const docs = (await serverDocs()).filter((doc) => doc.kind === 'match');
    assert.equal(docs.length, 1);
    const versions = async () => {
      const answer = await fetch(`${server.url}/${database}/${encodeURIComponent(docs[0]._id)}?conflicts=true`, { headers: asAdmin });
      return 1 + ((await answer.json())._conflicts ?? []).length;
    };
    assert.equal(await versions(), 2, 'both versions kept on the server');

    // Side by side on each tablet; only the tablet that started the match
    // keeps one, and both then show the one kept.
    await second.press(/^Compare versions/);
    await second.see('Scored apart on 2 tablets after hand 1.');
    await second.see('The tablet that started this match, or the organiser of its club night, keeps one version.');
    await first.press(/^Compare versions/);
    await first.find('heading', 'Played on this tablet');
    await first.find('heading', `Scored on ${organiser.name}`);
    await first.see('Hand 2: Dan went out with');
    await keepScreenshot(first, 'club-versions');
    await first.press(`Keep this version: Scored on ${organiser.name}`);
    for (const tablet of [first, second]) {
      await tablet.until(async () => {
        const cards = await listed(tablet, 1);
        return !cards[0].includes('Scored apart') && cards[0].includes('2 hands');
      }, 'one version left in History');
    }
    await first.until(async () => (await versions()) === 1, 'one version left on the server');
    await first.find('status', 'One version of');
  },
);

clubFlow("a club night's table scored on a tablet counts as its result on the organiser's device, with no QR code", async (desk, open) => {
  await turnedOn(desk, organiser);
  const players = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];
  await drawUpNight(desk, { name: 'Tuesday', players, rounds: 1, hands: 1 });
  const link = await tableLink(desk, 'Round 1, table 1');
  const tablet = await turnedOn(await open(), table1);
  await tablet.go(link.slice(link.indexOf('?')));
  await tablet.find('heading', 'Round 1, table 1');
  const [east] = await tableSeats(tablet);
  await tablet.press("Start this table's match");
  await tablet.find('table', 'Score sheet');
  await tablet.press('Score next hand');
  await enterHand(tablet, east, { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await tablet.press('Calculate scores');
  await tablet.find('table', 'Score sheet');
  // The organiser's night follows, without a reload: the table's result
  // is read and counts in the standings.
  await desk.see('Result read: 1 of 1 hands.');
  const standings = await desk.find('table', 'Standings');
  assert.match(await desk.text(standings), new RegExp(east));
});

clubFlow(
  "a night reaches a table's tablet through the club: its organiser runs it, the tablet plays a table of the round in play from the plan",
  async (desk, open) => {
    await turnedOn(desk, organiser);
    const players = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];
    await drawUpNight(desk, { name: 'Friday', players, rounds: 2, hands: 1 });
    const tablet = await turnedOn(await open(), table2);
    await openSection(tablet, 'History');
    await tablet.press('Open Friday');
    await tablet.find('heading', 'Friday');
    await tablet.see('This night was drawn up on another device');
    // The organiser's controls stay with the organiser.
    await tablet.gone('button', 'Start round 2');
    await tablet.gone('button', 'Undo starting round 1');
    await tablet.gone('button', 'Play this table here, Round 2, table 1');
    await keepScreenshot(tablet, 'club-night-on-a-tablet');
    await tablet.press('Play this table here, Round 1, table 2');
    await tablet.find('heading', 'Round 1, table 2');
    const [east] = await tableSeats(tablet);
    await tablet.press("Start this table's match");
    await tablet.find('table', 'Score sheet');
    await tablet.see("The club's records are on: each hand reaches the organiser as it is played");
    // The organiser sees the table playing, not read, until its round ends.
    await desk.see('Playing: 0 of 1 hands.');
    await tablet.press('Score next hand');
    await enterHand(tablet, east, { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
    await tablet.press('Calculate scores');
    await tablet.find('table', 'Score sheet');
    await desk.see('Result read: 1 of 1 hands.');
  },
);

clubFlow(
  "a tablet may not change another tablet's match: the server refuses it and the tablet says so; a document no tablet can read is counted",
  async (first, open) => {
    await turnedOn(first, table1);
    await openSection(first, 'Match');
    await startMatch(first, ['Ann', 'Bob', 'Cat', 'Dan']);
    await scoreWin(first, 'Bob', 4);
    const other = await turnedOn(await open(), table2);
    await openSection(other, 'History');
    await other.until(async () => (await listed(other, 1))[0].includes('Started on table1'), 'the match, named by the tablet that started it');
    await other.press(/^Resume /);
    await other.find('table', 'Score sheet');
    await scoreWin(other, 'Cat', 4);
    await openSection(other, 'History');
    await other.find('text', "The club's server refused a change made on this tablet");
    // The club's own match is as its tablet left it.
    const docs = (await serverDocs()).filter((doc) => doc.kind === 'match');
    assert.equal(docs[0].match.hands.length, 1);

    // A document of a newer app's making is counted, with why, and left alone.
    await writeOnServer({ _id: 'match:aaaaaaaaaaaaaaaa:9', kind: 'match', version: 99, owner: 'aaaaaaaaaaaaaaaa', by: 'aaaaaaaaaaaaaaaa' });
    await openSection(first, 'History');
    await first.see("1 document on the club's server could not be read: 1 written by a newer version of the app (update this one).");
  },
);

/** The presets a device offers on House rules, once they are `names`. */
async function presetsOffered(app, names) {
  await openSection(app, 'House rules');
  const offered = async () => app.eval((s) => [...s.options].map((o) => o.textContent.trim()), await app.field('Preset'));
  await app.until(async () => JSON.stringify(await offered()) === JSON.stringify(names), `the presets ${names.join(', ')}`);
}

clubFlow(
  "the organiser's correction and a preset's new name, limit and deletion reach the table's tablet and stay; a revision written on the server is taken alike",
  async (tablet, open) => {
    await turnedOn(tablet, table1);
    const desk = await turnedOn(await open(), organiser);
    await openSection(tablet, 'Match');
    await startMatch(tablet, ['Ann', 'Bob', 'Cat', 'Dan']);
    await scoreWin(tablet, 'Bob', 4);
    await scoreWin(tablet, 'Cat', 4);

    // The organiser takes the last hand off; the table's sheet follows, says
    // so, and its next hand does not bring the removed one back.
    await openSection(desk, 'History');
    await desk.until(async () => (await listed(desk, 1))[0].includes('2 hands'), "the table's two hands");
    await desk.press(/^Resume /);
    await desk.press('Remove last hand');
    await desk.press('Remove hand');
    await tablet.find('status', /was changed on another tablet, and the sheet shows it as changed there/);
    await tablet.see('Hand 2 is next');
    await scoreWin(tablet, 'Dan', 4);
    await openSection(desk, 'History');
    await desk.until(async () => (await listed(desk, 1))[0].includes('2 hands'), "the table's next hand");
    const [game] = (await serverDocs()).filter((doc) => doc.kind === 'match');
    const winners = game.match.hands.map((hand) => hand.entries.findIndex((entry) => entry.Counts?.role === 'MahJong'));
    assert.deepEqual(winners, [1, 3], "Bob's hand and Dan's; Cat's stays removed");

    // A preset made, renamed, changed and deleted on the organiser's device
    // stays so on the tablet, and the tablet's own copy never brings it back.
    await openSection(desk, 'House rules');
    await desk.press('Copy to a new preset');
    await desk.fill('New name', 'Club');
    await desk.press('Rename');
    await desk.fill('Limit', '500', await desk.find('region', 'Presets'));
    await presetsOffered(tablet, ['BMJA', 'Club']);
    await tablet.choose('Preset', 'Club');
    await tablet.until(async () => (await tablet.value('Limit', await tablet.find('region', 'Presets'))) === '500', "the tablet's Club at a limit of 500");
    await desk.fill('New name', 'Hove');
    await desk.press('Rename');
    await desk.fill('Limit', '750', await desk.find('region', 'Presets'));
    await presetsOffered(tablet, ['BMJA', 'Hove']);
    await tablet.choose('Preset', 'Hove');
    await tablet.until(async () => (await tablet.value('Limit', await tablet.find('region', 'Presets'))) === '750', "the tablet's Hove at a limit of 750");
    await openSection(tablet, 'History');
    await exchangeSays(tablet, 'Everything is sent.');
    await presetsOffered(desk, ['BMJA', 'Hove']);
    await desk.choose('Preset', 'Hove');
    await desk.press('Delete preset');
    await desk.press('Delete it');
    await presetsOffered(tablet, ['BMJA']);
    await openSection(tablet, 'History');
    await exchangeSays(tablet, 'Everything is sent.');
    await presetsOffered(desk, ['BMJA']);
    const presets = (await serverDocs()).filter((doc) => doc.kind === 'preset');
    assert.deepEqual(presets, [], 'deleted on the server too');

    // A new revision written on the server itself reaches both devices, the
    // match's own tablet included, and neither writes over it.
    const revised = { ...(await serverDocs()).find((doc) => doc.kind === 'match'), name: 'Renamed on the server' };
    const written = await writeOnServer(revised);
    assert.equal(written.status, 201);
    const { rev } = await written.json();
    for (const app of [tablet, desk]) {
      await openSection(app, 'History');
      await app.until(async () => (await listed(app, 1))[0].includes('Renamed on the server'), 'the name written on the server');
      await exchangeSays(app, 'Everything is sent.');
    }
    const [after] = (await serverDocs()).filter((doc) => doc.kind === 'match');
    assert.equal(after._rev, rev, 'the revision written on the server stands');
  },
);
