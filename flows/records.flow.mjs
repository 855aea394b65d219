import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engine, flow } from './flow.mjs';
import { enterHand, expectRow, firstRows, openSection, startMatch } from './play.mjs';

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
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
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

flow('a backup reminder once three days have passed, and the backup saved', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await scoreWin(app, 'Bill', 3);
  await app.gone('status', 'Matches have changed since the last backup');
  // Four days on: every date the app keeps moved back four days.
  await app.eval(() => {
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith('mahjong-scorer.'))) {
      const earlier = localStorage.getItem(key).replace(/"(\d{4}-\d\d-\d\dT[^"]*)"/g, (_, when) => JSON.stringify(new Date(Date.parse(when) - 4 * 86_400_000).toISOString()));
      localStorage.setItem(key, earlier);
    }
  });
  await app.reload();
  let reminder = await app.find('status', 'Matches have changed since the last backup');
  await app.press('Not now', reminder);
  await app.gone('status', 'Matches have changed since the last backup');
  await app.reload();
  reminder = await app.find('status', 'Matches have changed since the last backup');
  await app.keepDownloads();
  await app.press('Save a backup', reminder);
  const [backup] = await app.downloads();
  assert.equal(JSON.parse(backup.text).matches.length, 1);
  await app.gone('status', 'Matches have changed since the last backup');
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
  const rows = await app.eval((t) => Object.fromEntries([...t.querySelectorAll('tbody tr')].map((tr) => [tr.querySelector('th').textContent.trim(), [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent.trim())])), table);
  //                 matches, hands, won, net
  assert.deepEqual(rows, { A: ['2', '2', '0', '-164'], B: ['2', '2', '1', '+198'], C: ['2', '2', '1', '+48'], D: ['2', '2', '0', '-82'] });
});
