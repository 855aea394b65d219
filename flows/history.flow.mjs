import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flow } from './flow.mjs';
import { expectRow, openSection, scoreWin, startMatch } from './play.mjs';

/** The kept matches History lists (not those in the bin), once there are `count`. */
async function cards(app, count) {
  let found = [];
  const read = () =>
    app.eval(() =>
      [...document.querySelectorAll('.history__list:not(.bin__list) > .match-card')].map((card) => ({
        name: card.querySelector('h3').textContent.trim(),
        text: card.textContent.replace(/\s+/g, ' '),
      })),
    );
  await app.until(async () => (found = await read()).length === count, `${count} match(es) in History`);
  return found;
}

/** A file picked for History's "Import a file". */
async function importFile(app, name, text) {
  const path = join(mkdtempSync(join(tmpdir(), 'flows-')), name);
  writeFileSync(path, text);
  await (await app.field('Import a file')).sendKeys(path);
}

flow('the score sheet exports as CSV, in points and in money; History keeps each match to resume, rename, delete and bring back', async (app) => {
  await startMatch(app, ['A', 'B', 'C', 'D']);
  await scoreWin(app, 'B', 4);
  await app.keepDownloads();
  await app.press('Export CSV');
  await app.press('New match');
  await app.fill('Match name', 'Second');
  await startMatch(app, ['A', 'B', 'C', 'D'], { money: 100 });
  await scoreWin(app, 'B', 4);
  await app.press('Export CSV');
  const [points, money] = (await app.downloads(2)).map((file) => file.text.split('\r\n'));
  assert.equal(points[0], 'Hand,Round,East,Outcome,Goulash or drawn,A payment,B payment,C payment,D payment,A score,B score,C score,D score');
  assert.equal(points[2], '1,East,A,B went Mah-Jong,,-112,224,-56,-56,0,56,0,0');
  // Every amount reads as a number, as a spreadsheet reads it.
  for (const line of points.slice(1).filter(Boolean)) {
    for (const field of line.split(',').slice(5).filter(Boolean)) assert.ok(Number.isFinite(Number(field)), `${field} in ${line}`);
  }
  // In money: the currency in the header, the amounts plain.
  assert.match(money[0], /A payment \(£\)/);
  assert.equal(money[1], 'Start,,,,,20.00,20.00,20.00,20.00,,,,');
  assert.equal(money[2], '1,East,A,B went Mah-Jong,,-1.12,2.24,-0.56,-0.56,0,56,0,0');

  // The last match opens again after a reload.
  await app.reload();
  await app.find('table', 'Score sheet');
  await openSection(app, 'History');
  const [, first] = await cards(app, 2);
  assert.match(first.text, /A, B, C, D/);
  assert.match(first.text, /1 hand · B leads/);
  await app.press(`Rename ${first.name}`);
  await app.fill('New name', 'Club night');
  await app.press('Save name');
  await app.until(async () => (await cards(app, 2))[1].name === 'Club night', 'the match renamed');
  await app.press('Delete Second');
  await cards(app, 1);
  await app.see('Second was moved to the bin in History.');
  await app.press('Undo');
  await cards(app, 2);
  await app.press('Resume Club night');
  await expectRow(app, '1', ['0', '56 (Mah-Jong)', '0', '0'], 4);
  await app.find('img', /^Running balances/);
});

flow('an import of a match kept already asks: skip, replace or keep both; a file with problems lists each with where it is', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await scoreWin(app, 'Bill', 3);
  await openSection(app, 'History');
  await app.keepDownloads();
  await app.press('Export everything');
  const [file] = await app.downloads();
  const [{ name }] = await cards(app, 1);

  await importFile(app, file.name, file.text);
  await app.see(`The file holds 1 match. ${name} is here already.`);
  await app.press('Skip those');
  await app.see('Added 0 matches from the file; skipped 1 match already here.');
  await cards(app, 1);
  await importFile(app, file.name, file.text);
  await app.press('Replace what is here');
  await cards(app, 1);
  await importFile(app, file.name, file.text);
  await app.press('Keep both');
  await cards(app, 2);

  await importFile(app, 'bad.json', JSON.stringify({ format: 'mahjong-scorer', version: 1, matches: [{ name: 'x' }, 7] }));
  await app.see('This file cannot be imported:');
  await app.see(/^matches\[0\]: missing field/);
  await app.see(/^matches\[1\]: invalid type/);
});
