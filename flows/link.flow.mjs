import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { flow, served } from './flow.mjs';
import { enterHand, expectRow, openSection, readyOffline, startMatch } from './play.mjs';
import { serve } from '../scripts/site.mjs';

/** The built site served under a sub-path, as GitHub Pages serves a project. */
async function underSubPath() {
  const root = mkdtempSync(join(tmpdir(), 'flows-pages-'));
  symlinkSync(resolve(served.root), join(root, 'mahjong'));
  const site = await serve(root);
  return { ...site, url: `${site.url}mahjong/` };
}

/** The sheet, the hand form with its tiles, and an export, with no network. */
async function sheetOffline(app) {
  await app.find('table', 'Score sheet');
  await app.press('Score next hand');
  await app.tap('tab', /^B\b/);
  await app.press('Lay out tiles');
  await app.find('group', 'Tiles to lay out');
  await enterHand(app, 'B', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await app.press('Calculate scores');
  await expectRow(app, '1', ['0', '56 (Mah-Jong)', '0', '0'], 4);
  await app.find('img', /^Running balances/);
  await app.keepDownloads();
  await app.press('Export CSV');
  assert.match((await app.downloads())[0].name, /\.csv$/);
}

/** Every other screen with no network, each kept across a reload; an export
 * imported, the club nights' part, and a new match. */
async function screensOffline(app) {
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
  await app.keepDownloads();
  await app.press('Export everything');
  const [file] = await app.downloads();
  const path = join(mkdtempSync(join(tmpdir(), 'flows-')), file.name);
  writeFileSync(path, file.text);
  await (await app.field('Import a file')).sendKeys(path);
  await app.see('The file holds 1 match.');
  await app.press('Draw up a club night');
  await app.find('heading', 'Club nights');
  await app.field('Night name');
  await openSection(app, 'Match');
  await app.press('New match');
  await app.find('heading', 'New match');
  await app.field('Player 1');
}

flow('served from a sub-path, with the network gone after one visit, every screen opens and works, and keeps its address', async (app) => {
  const site = await underSubPath();
  try {
    app.site = site;
    await app.go('');
    await startMatch(app, ['A', 'B', 'C', 'D']);
    const manifest = await app.eval(async () => (await fetch(document.querySelector('link[rel=manifest]').getAttribute('href'))).json());
    assert.equal(manifest.start_url, './');
    await readyOffline(app);
    assert.equal(await app.eval(async () => (await navigator.serviceWorker.ready).scope), site.url);
    site.offline(true);
    await app.reload();
    await sheetOffline(app);
    // Each screen's address: a reload stays, Back returns.
    await openSection(app, 'History');
    await app.reload();
    await app.atAddress('?history');
    await app.find('heading', 'Matches');
    await app.back();
    await app.find('table', 'Score sheet');
    await app.press('Score next hand');
    await app.reload();
    await app.atAddress('?hand=2');
    await app.find('heading', /^Hand 2/);
    await app.press('Cancel');
    await screensOffline(app);
  } finally {
    await site.close();
  }
});

flow('a new version is announced, and loads only when the players ask; after an update the players are told', async (table) => {
  const root = mkdtempSync(join(tmpdir(), 'flows-site-'));
  cpSync(served.root, root, { recursive: true });
  const site = await serve(root);
  try {
    table.site = site;
    await table.go('');
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
    await table.gone('text', notice);
    // Once a new version is in, the players are told, and every match is kept.
    await table.eval(() => localStorage.setItem('mahjong-scorer.build', '0.0.1+older'));
    await table.reload();
    await table.see(/The app has been updated \(version .+\)\. Every match is as it was\./);
    await table.find('table', 'Score sheet');
    await table.reload();
    await table.find('table', 'Score sheet');
    await table.gone('text', /The app has been updated/);
  } finally {
    await site.close();
  }
});
