import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flow, served } from './flow.mjs';
import { enterHand, enterRodBillBenJack, inPage, keepCopies, openSection, readyOffline, startMatch } from './play.mjs';
import { keepAsJson, storedMatches } from '../scripts/stored-match.mjs';
import { WORKED_GAME } from './stories.mjs';
import { variedHands } from '../scripts/varied-hands.mjs';

/** Every row of the score sheet, as text. */
async function sheetText(app) {
  return app.eval((table) => [...table.querySelectorAll('tr')].map((tr) => tr.textContent.replace(/\s+/g, ' ').trim()), await app.find('table', 'Score sheet'));
}

/** Shares the open match and returns the link copied. */
async function shareLink(app) {
  await keepCopies(app);
  await app.eval(() => {
    window.flowCopied = '';
  });
  await app.press('Share this match');
  await app.see(/^The link to this match is copied \([\d,]+ characters\)/);
  return app.eval(() => window.flowCopied);
}

/** Replaces the hands of the match kept for `player` with `count` varied
 * hands of counts, and reloads. */
async function storeVariedHands(app, player, count) {
  const [key, stored] = (await storedMatches(app)).find(([, stored]) => stored.match.setup.names.includes(player));
  stored.match.hands = variedHands(count);
  await keepAsJson(app, key, stored);
  await app.reload();
}

/** The worked game and a hand Jack wins; the share sheet, where there is one,
 * takes the link, and without one it is copied. */
async function twoHandsShared(app) {
  await startMatch(app, WORKED_GAME.players);
  await app.press('Score next hand');
  await enterRodBillBenJack(app);
  await app.press('Calculate scores');
  await app.press('Score next hand');
  await enterHand(app, 'Jack', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await app.press('Calculate scores');
  await inPage(app, () => {
    window.flowShared = [];
    Object.defineProperty(navigator, 'canShare', { value: (data) => typeof data.url === 'string', configurable: true });
    Object.defineProperty(navigator, 'share', {
      value: async (data) => {
        window.flowShared.push({ url: data.url, title: data.title });
      },
      configurable: true,
    });
  });
  await app.press('Share this match');
  await app.until(() => app.eval(() => window.flowShared.length === 1), 'the link handed to the share sheet');
  const shared = await app.eval(() => window.flowShared[0]);
  assert.match(shared.url, /\?shared#1\.\d+\./);
  assert.match(shared.title, /^Match of /);
  assert.equal((await app.all('text', /The link to this match is copied/)).length, 0);
  await app.reload();
  const link = await shareLink(app);
  assert.match(link, /\?shared#1\.\d+\.[A-Za-z0-9_-]+$/);
  assert.ok(!link.includes('Rod'), 'no name readable in the link');
  return { link, sheet: await sheetText(app) };
}

/** A 60-hand match's link, well within what browsers and messaging apps
 * carry; a match too long for a link says so and offers its file. */
async function longMatches(app) {
  await openSection(app, 'History');
  // A blank name is not taken.
  await app.press(/^Rename/);
  await app.fill('New name', '   ');
  await app.press('Save name');
  await app.see('A match needs a name, so the old one is kept.');
  await app.press('New match');
  await startMatch(app, ['Rodney', 'Wilhelmina', 'Benedict', 'Jacqueline']);
  await storeVariedHands(app, 'Rodney', 60);
  await app.see(/^Hand 61 is next/);
  const link = await shareLink(app);
  console.log(`a 60-hand match's link: ${link.length} characters`);
  assert.ok(link.length < 16_000, `${link.length} characters`);
  const sheet = await sheetText(app);
  await storeVariedHands(app, 'Rodney', 1200);
  await app.press('Share this match');
  const notice = await app.find('status', /^This match is too long for a link: it would take [\d,]+ characters, and links are kept under 16,000/);
  await app.keepDownloads();
  await app.press('Export match', notice);
  const [file] = await app.downloads();
  assert.match(file.name, /\.json$/);
  return { link, sheet };
}

/** A link changed on its way, or cut short, imports nothing and says why. */
async function spoiltLinks(other, link) {
  const data = link.lastIndexOf('.') + 1;
  const at = data + Math.floor((link.length - data) / 2);
  const needs = link.length - data;
  await other.go(link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1));
  await other.find('alert', 'This link was changed on its way: what it holds does not check out, so nothing was imported.');
  assert.equal((await other.all('button', 'Add them')).length, 0);
  await other.go(link.slice(0, link.length - 40));
  await other.find('alert', `This link was cut short: it holds ${needs - 40} of its ${needs} characters, so nothing was imported.`);
  await other.press('Go to my match');
  await openSection(other, 'History');
  await other.see('No matches yet.');
  // A score sheet's CSV picked for import is named as one.
  const csv = join(mkdtempSync(join(tmpdir(), 'flows-')), 'sheet.csv');
  writeFileSync(csv, 'Hand,Round,East,Outcome\r\nStart,,,\r\n');
  await (await other.field('Import a file')).sendKeys(csv);
  await other.see('file: this is a CSV file (a score sheet for a spreadsheet), which cannot be imported');
}

/** Adds the match of the link open, and resumes it: its sheet as text. */
async function added(other, card, sheet) {
  await other.press('Add them');
  await other.atAddress('?history');
  await other.see('Added 1 match from the link; nothing was replaced.');
  const match = await other.eval((text) => [...document.querySelectorAll('.match-card')].find((c) => c.textContent.includes(text)), card);
  await other.press(/^Resume /, match);
  // The sheet draws its newest rows first and the rest a turn later; where
  // it never reads the same, the comparison below says how it differs.
  const same = async () => JSON.stringify(await sheetText(other)) === JSON.stringify(sheet);
  const waited = await other.until(same, 'the same score sheet').then(
    () => true,
    () => false,
  );
  assert.deepEqual(await sheetText(other), sheet, waited ? undefined : 'not the same after waiting');
}

flow(
  'a shared link opens in a browser with nothing kept, with no network too, and gives the same score sheet; changed or cut short it imports nothing',
  async (app, open) => {
    const two = await twoHandsShared(app);
    const sixty = await longMatches(app);

    const other = await open();
    await readyOffline(other);
    await spoiltLinks(other, two.link);
    await other.go(sixty.link);
    await other.see(/; 60 hands played by Rodney, Wilhelmina, Benedict, Jacqueline\.$/);
    await added(other, 'Rodney', sixty.sheet);

    served.offline(true);
    try {
      await other.go(two.link);
      await other.find('heading', 'A match handed on by a link');
      await other.see(/; 2 hands played by Rod, Bill, Ben, Jack\.$/);
      await other.find('text', 'Rod', await other.find('table', 'Standings'));
      await other.press('Every hand (2 hands)');
      await other.see('Hand 1: Bill went out with 84; Rod was East.');
      await other.see('Hand 2: Jack went out with 56; Bill was East.');
      await other.see('The link holds 1 match. It will be added beside what is here.');
      // A reload keeps the link.
      await other.reload();
      await other.see(/; 2 hands played by Rod, Bill, Ben, Jack\.$/);
      await added(other, 'Rod, Bill, Ben, Jack', two.sheet);
      // The same link again: the match is here already, and the players are asked.
      await other.go(two.link);
      await other.see(/is here already\.$/);
      await other.press('Skip those');
      await other.see('Added 0 matches from the link; skipped 1 match already here.');
    } finally {
      served.offline(false);
    }
  },
);
