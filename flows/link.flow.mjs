import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flow, served } from './flow.mjs';
import { enterHand, enterRodBillBenJack, expectRow, firstRows, openSection, startMatch } from './play.mjs';
import { serve } from '../scripts/site.mjs';

/** Waits until the service worker controls the page and keeps every file. */
async function readyOffline(app) {
  await app.until(
    () =>
      app.eval(async () => {
        if (!navigator.serviceWorker.controller) return false;
        // As many files as the worker's precache list names.
        const listed = (await (await fetch('./sw.js')).text()).match(/url:"[^"]+"/g)?.length ?? 0;
        const name = (await caches.keys()).find((key) => key.startsWith('mahjong-scorer-precache'));
        return name && listed > 5 ? (await (await caches.open(name)).keys()).length === listed : false;
      }),
    'the service worker to keep the app',
  );
}

flow('a shared link opens in a browser with nothing kept and gives the same score sheet', async (app, open) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await app.press('Score next hand');
  await enterRodBillBenJack(app);
  await app.press('Calculate scores');
  await app.press('Score next hand');
  await enterHand(app, 'Jack', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await app.press('Calculate scores');
  const rows = await firstRows(app);
  // What is copied is kept here too, to open it in the other browser.
  await app.eval(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text) => {
      window.flowCopied = text;
      return write(text);
    };
  });
  await app.press('Share this match');
  await app.see(/^The link to this match is copied \([\d,]+ characters\)/);
  const link = await app.eval(() => window.flowCopied);
  assert.match(link, /\?shared#1\.\d+\.[A-Za-z0-9_-]+$/);

  const other = await open();
  await other.go(link);
  await other.find('heading', 'A match handed on by a link');
  await other.see(/; 2 hands played by Rod, Bill, Ben, Jack\.$/);
  await other.reload();
  await other.press('Add them');
  await other.see('Added 1 match from the link; nothing was replaced.');
  await other.press(/^Resume /);
  assert.deepEqual(await firstRows(other), rows);
});

flow('with the network gone after one visit, every screen opens and works', async (app) => {
  await startMatch(app, ['A', 'B', 'C', 'D']);
  await readyOffline(app);
  served.offline(true);
  try {
    await app.reload();
    await app.find('table', 'Score sheet');
    await app.press('Score next hand');
    await app.tap('tab', /^B\b/);
    await app.press('Lay out tiles');
    await app.find('group', 'Tiles to lay out');
    await enterHand(app, 'B', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
    await app.press('Calculate scores');
    await expectRow(app, '1', ['0', '56 (Mah-Jong)', '0', '0'], 4);
    await app.find('img', /^Running balances/);
    for (const [name, heading] of [
      ['History', 'Matches'],
      ['Players', 'Players across matches'],
      ['House rules', 'House rules'],
      ['Rules guide', 'Rules guide'],
    ]) {
      await openSection(app, name);
      await app.find('heading', heading);
      await app.reload();
      await app.find('heading', heading);
    }
    await openSection(app, 'History');
    await app.press('New match');
    await app.find('heading', 'New match');
  } finally {
    served.offline(false);
  }
});

flow('a new version is announced, and loads only when the players ask', async (app, open) => {
  const root = mkdtempSync(join(tmpdir(), 'flows-site-'));
  cpSync(served.root, root, { recursive: true });
  const site = await serve(root);
  try {
    const table = await open('', site);
    await startMatch(table, ['A', 'B', 'C', 'D']);
    await readyOffline(table);
    const second = () => table.eval(() => document.querySelector('meta[name="build"][content="second"]') !== null);
    const page = readFileSync(join(root, 'index.html'), 'utf8');
    writeFileSync(join(root, 'index.html'), page.replace('</head>', '<meta name="build" content="second" /></head>'));
    execFileSync('node', ['scripts/sw.mjs', root]);
    await table.eval(async () => (await navigator.serviceWorker.getRegistration()).update());
    const notice = 'A new version is ready — reload after this hand.';
    await table.see(notice);
    assert.equal(await second(), false);
    await table.reload();
    await table.find('table', 'Score sheet');
    await table.see(notice);
    assert.equal(await second(), false);
    await table.press('Reload', await table.find('status', notice));
    await table.until(second, 'the second build');
    await table.find('table', 'Score sheet');
  } finally {
    await site.close();
  }
});
