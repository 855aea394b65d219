import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engine, flow } from './flow.mjs';
import { drawUpNight, enterHand, expectRow, firstRows, inPage, openSection, startMatch, tableLink, tableSeats } from './play.mjs';
import { NIGHT_OF_NINE } from './stories.mjs';

async function scoreWin(app, winner, pungs) {
  await app.press('Score next hand');
  await enterHand(app, winner, { mahJong: true, counts: { 'Pung (2-8) exposed': pungs } });
  await app.press('Calculate scores');
  await app.find('table', 'Score sheet');
}

flow('the match being played goes to a bin that survives a reload, and comes back whole', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await scoreWin(app, 'Bill', 3);
  await openSection(app, 'History');
  // What this browser does with the records, said for it.
  const kept = {
    chromium: /^This browser (keeps the records for good|may clear the records when the device runs short of space\. Installing the app keeps them for good\.)/,
    firefox: /^This browser keeps the records for good/,
    webkit: /^This browser may clear the records: Safari, as on every iPad and iPhone, clears a site's records after seven days without a visit/,
  }[engine];
  await app.find('status', kept, await app.find('region', 'Records in this browser'));
  const name = await app.text(await app.find('heading', /^Match of /));
  await app.press(`Delete ${name}`);
  await app.see(`${name} was moved to the bin in History.`);
  await app.reload();
  await openSection(app, 'History');
  const bin = await app.find('region', 'Deleted matches');
  await app.find('text', '1 match in the bin', bin);
  await app.find('text', 'Rod, Bill, Ben, Jack', bin);
  await app.press(`Restore ${name}`, bin);
  await app.gone('region', 'Deleted matches');
  await app.press(`Resume ${name}`);
  await expectRow(app, '1', ['0', '26 (Mah-Jong)', '0', '0'], 4);
  await openSection(app, 'History');
  await app.press(`Delete ${name}`);
  await app.press('Empty the bin');
  await app.press('Delete them for good');
  await app.gone('region', 'Deleted matches');
  await app.see('No matches yet.');
});

flow('everything exported imports into a browser with nothing kept and gives the same sheet', async (app, open) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack'], { money: 1000 });
  await scoreWin(app, 'Bill', 4);
  await scoreWin(app, 'Jack', 3);
  const rows = await firstRows(app);
  await openSection(app, 'History');
  await app.keepDownloads();
  await app.press('Export everything');
  const [file] = await app.downloads();
  assert.match(file.name, /\.json$/);
  const path = join(mkdtempSync(join(tmpdir(), 'flows-')), file.name);
  writeFileSync(path, file.text);

  const other = await open('?history');
  await other.see('No matches yet.');
  await (await other.field('Import a file')).sendKeys(path);
  await other.see('The file holds 1 match.');
  await other.press('Add them');
  await other.press(/^Resume /);
  assert.deepEqual(await firstRows(other), rows);
});

/** Four days on: every date the app keeps moved back four days. */
async function fourDaysOn(app) {
  await app.eval(() => {
    const earlier = (when) => new Date(Date.parse(when) - 4 * 86_400_000).toISOString();
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith('mahjong-scorer.'))) {
      const value = localStorage.getItem(key);
      // A setting holds its date bare; a record, quoted among its fields.
      const moved = /^\d{4}-\d\d-\d\dT\S*$/.test(value)
        ? earlier(value)
        : value.replace(/"(\d{4}-\d\d-\d\dT[^"]*)"/g, (_, when) => JSON.stringify(earlier(when)));
      localStorage.setItem(key, moved);
    }
  });
  await app.reload();
}

/** A share sheet for files, as on a tablet, that the player closes (`cancel`) or uses. */
function shareSheet(app, cancel) {
  return inPage(
    app,
    (cancel) => {
      Object.defineProperty(navigator, 'canShare', { value: (data) => !!data?.files?.length, configurable: true });
      Object.defineProperty(navigator, 'share', {
        value: async (data) => {
          if (cancel) throw new DOMException('Share canceled', 'AbortError');
          window.flowShared = { name: data.files[0].name, type: data.files[0].type, text: await data.files[0].text() };
        },
        configurable: true,
      });
    },
    cancel,
  );
}

/** On a tablet the backup goes to the share sheet; closing the sheet saves nothing. */
async function backupShared(app) {
  await openSection(app, 'History');
  const records = await app.find('region', 'Records in this browser');
  await shareSheet(app, true);
  await app.press('Save a backup', records);
  await app.find('text', 'No backup saved yet.', records);
  await shareSheet(app, false);
  await app.press('Save a backup', records);
  await app.find('text', /^Last backup: \d+ \w+ \d{4}\.$/, records);
  const shared = await app.eval(() => window.flowShared);
  assert.match(shared.name, /^mahjong-backup-\d{4}-\d\d-\d\d\.json$/);
  assert.equal(shared.type, 'application/json');
  assert.equal(JSON.parse(shared.text).matches.length, 1);
  await openSection(app, 'Match');
}

flow('a backup reminder once three days have passed, and the backup saved, through the share sheet or a download', async (app) => {
  const reminded = 'Matches have changed since the last backup';
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await scoreWin(app, 'Bill', 3);
  await app.gone('status', reminded);
  await fourDaysOn(app);
  let reminder = await app.find('status', reminded);
  await app.press('Not now', reminder);
  await app.gone('status', reminded);
  await app.reload();
  await app.find('status', reminded);
  // Not while a hand is being entered.
  await app.press('Score next hand');
  await app.gone('status', reminded);
  await app.press('Cancel');
  await app.find('status', reminded);
  await backupShared(app);
  await app.gone('status', reminded);

  // Changed again, and three days on, without a share sheet: a download.
  await app.reload();
  await scoreWin(app, 'Jack', 3);
  await fourDaysOn(app);
  reminder = await app.find('status', reminded);
  await app.keepDownloads();
  await app.press('Save a backup', reminder);
  const [backup] = await app.downloads();
  assert.equal(JSON.parse(backup.text).matches.length, 1);
  await app.gone('status', reminded);
  await openSection(app, 'History');
  await app.see(/^Last backup: \d+ \w+ \d{4}\.$/);
});

flow('players are counted across matches', async (app) => {
  await startMatch(app, ['A', 'B', 'C', 'D']);
  await scoreWin(app, 'B', 4); // B +224, A −112, C −56, D −56
  await openSection(app, 'History');
  await app.press('New match');
  await startMatch(app, ['A', 'B', 'C', 'D']);
  await scoreWin(app, 'C', 3); // C +104, A −52, B −26, D −26
  await openSection(app, 'Players');
  await app.atAddress('?players');
  const table = await app.find('table', 'Standings across matches');
  const rows = await app.eval(
    (t) =>
      Object.fromEntries(
        [...t.querySelectorAll('tbody tr')].map((tr) => [
          tr.querySelector('th').textContent.trim(),
          [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent.trim()),
        ]),
      ),
    table,
  );
  //                 matches, hands, won, net
  assert.deepEqual(rows, { A: ['2', '2', '0', '-164'], B: ['2', '2', '1', '+198'], C: ['2', '2', '1', '+48'], D: ['2', '2', '0', '-82'] });
});

/** What a night's screen shows of its rounds, tables and standings. */
async function nightShown(app) {
  const standings = await app.find('table', 'Standings');
  return app.eval((table) => {
    const text = (el) => el.textContent.replace(/\s+/g, ' ').trim();
    return {
      rounds: [...document.querySelectorAll('.night-round')].map(
        (round) =>
          text(round.querySelector('h4')) +
          ': ' +
          [...round.querySelectorAll('p')]
            .map(text)
            .filter((t) => t.startsWith('Round'))
            .join(' '),
      ),
      tables: [...document.querySelectorAll('.night-table')].map(
        (t) => `${text(t.querySelector('.night-table__title'))}: ${text(t.querySelector('.night-table__status'))}`,
      ),
      standings: [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text)),
    };
  }, standings);
}

flow('a club night in "Export everything" comes back on a fresh browser: its round started, the result read and the standings', async (app, open) => {
  const players = NIGHT_OF_NINE;
  await drawUpNight(app, { name: 'Friday', players, rounds: 2, hands: 1 });

  // Round 1, table 1 played on the organiser's own device, from its link.
  await app.go(await tableLink(app, 'Round 1, table 1'));
  await app.find('heading', 'Round 1, table 1');
  const seats = await tableSeats(app);
  await app.press("Start this table's match");
  await scoreWin(app, seats[0], 3);
  await openSection(app, 'History');
  await app.press('Open Friday');
  await app.find('heading', 'Friday');
  await app.see(/^Result read/);
  const shown = await nightShown(app);
  // Worked by hand: East goes out with three exposed pungs (26) and is paid
  // double by each other player in the hand.
  const nets = Object.fromEntries(shown.standings.map((row) => [row.find((cell) => players.includes(cell)), row]));
  const inHand = seats.slice(0, 4);
  assert.ok(nets[inHand[0]].includes(`+${2 * 26 * (inHand.length - 1)}`), JSON.stringify(nets[inHand[0]]));
  for (const p of inHand.slice(1)) assert.ok(nets[p].includes('-52') || nets[p].includes('\u221252'), JSON.stringify(nets[p]));
  assert.match(shown.rounds[0], /^Round 1: Round 1 started at \d\d:\d\d\.$/);
  assert.match(shown.rounds[1], /^Round 2: Round 2 has not started/);
  assert.match(shown.tables[0], /^Round 1, table 1: Result read/);
  assert.match(shown.tables[1], /^Round 1, table 2: Result not read yet\.$/);

  await openSection(app, 'History');
  await app.keepDownloads();
  await app.press('Export everything');
  const [file] = await app.downloads();
  assert.equal(JSON.parse(file.text).nights.length, 1);
  const path = join(mkdtempSync(join(tmpdir(), 'flows-')), file.name);
  writeFileSync(path, file.text);

  const other = await open('?history');
  await other.see('No club night is kept yet');
  await (await other.field('Import a file')).sendKeys(path);
  await other.see('The file holds 1 match and 1 club night.');
  await other.press('Add them');
  await other.see('Added 1 club night.');
  await other.press('Open Friday');
  await other.find('heading', 'Friday');
  await other.see(/^Result read/);
  assert.deepEqual(await nightShown(other), shown);
  await other.reload();
  await other.find('heading', 'Friday');
  assert.deepEqual(await nightShown(other), shown, 'kept across a reload');
});
