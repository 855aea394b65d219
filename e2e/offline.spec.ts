import { expect, Page, test } from '@playwright/test';
import { ChildProcess, execFileSync, spawn } from 'child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { enterHand, readyOffline, sheetRow, startMatch } from './helpers';

test('with the network gone, a reload opens and uses every screen', async ({ page, context }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  await readyOffline(page);
  await context.setOffline(true);
  await page.reload();
  // The sheet, and the hand form with its tiles.
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await page.getByRole('tab', { name: /^B\b/ }).click();
  await page.getByRole('button', { name: 'Lay out tiles' }).click();
  await expect(page.getByRole('group', { name: 'Tiles to lay out' })).toBeVisible();
  await enterHand(page, 'B', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  expect((await sheetRow(page, '1')).slice(4, 8)).toEqual(['0', '56 (Mah-Jong)', '0', '0']);
  await expect(page.getByRole('img', { name: 'Running balances' })).toBeVisible();
  // Export from the sheet, and from History; an import there.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  const [backup] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export everything' }).click()]);
  await page.getByLabel('Import a file').setInputFiles((await backup.path())!);
  await expect(page.getByText('The file holds 1 match.')).toBeVisible();
  // Club nights, from their own part.
  await page.getByRole('button', { name: 'Draw up a club night' }).click();
  await expect(page.getByRole('heading', { name: 'Club nights' })).toBeVisible();
  await expect(page.getByLabel('Night name')).toBeVisible();
  // House rules, the guide, and setup.
  await page.getByRole('button', { name: 'House rules' }).click();
  await expect(page.getByRole('heading', { name: 'House rules' })).toBeVisible();
  await page.getByRole('button', { name: 'Rules guide' }).click();
  await expect(page.getByRole('heading', { name: 'Rules guide' })).toBeVisible();
  await page.getByRole('button', { name: 'Match' }).click();
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New match' })).toBeVisible();
  await expect(page.getByLabel('Player 1', { exact: true })).toBeVisible();
  await context.setOffline(false);
});

/** Serves a folder on 127.0.0.1 until stopped. */
async function serve(root: string, port: number, path = '/'): Promise<ChildProcess> {
  const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', root], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${path}`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`the server on port ${port} did not start`);
}

async function startFourPlayers(page: Page) {
  for (const [i, n] of ['A', 'B', 'C', 'D'].entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
}

test.describe('served from a sub-path, as on GitHub Pages', () => {
  let server: ChildProcess;
  const port = 8093;
  test.beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'pages-'));
    symlinkSync(resolve('dist'), join(root, 'mahjong'));
    server = await serve(root, port, '/mahjong/');
  });
  test.afterAll(() => server?.kill());

  test('every file loads from the sub-path and the app works offline there', async ({ page, context }) => {
    const failed: string[] = [];
    page.on('response', (r) => { if (r.status() >= 400) failed.push(r.url()); });
    await page.goto(`http://127.0.0.1:${port}/mahjong/`);
    await startFourPlayers(page);
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]')!.getAttribute('href')!)).json());
    expect(manifest.start_url).toBe('./');
    await readyOffline(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`http://127.0.0.1:${port}/mahjong/`);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
    // Each screen's address, offline under the sub-path: a reload stays, Back returns.
    await page.reload();
    await expect(page).toHaveURL(`http://127.0.0.1:${port}/mahjong/?history`);
    await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
    await page.getByRole('button', { name: 'Score next hand' }).click();
    await page.reload();
    await expect(page).toHaveURL(`http://127.0.0.1:${port}/mahjong/?hand=1`);
    await expect(page.getByRole('heading', { name: /^Hand 1/ })).toBeVisible();
    await context.setOffline(false);
    expect(failed).toEqual([]);
  });
});

test.describe('a second build served after the first', () => {
  let server: ChildProcess;
  let root: string;
  const port = 8094;
  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'site-'));
    cpSync('dist', root, { recursive: true });
    server = await serve(root, port);
  });
  test.afterAll(() => server?.kill());

  test('is announced, and loads only when the players ask', async ({ page }) => {
    const secondBuild = page.locator('meta[name="build"][content="second"]');
    const notice = page.getByText('A new version is ready — reload after this hand.', { exact: false });
    await page.goto(`http://127.0.0.1:${port}/`);
    await startFourPlayers(page);
    await readyOffline(page);
    // The second build: a changed page, and the worker Workbox makes for it.
    const page1 = readFileSync(join(root, 'index.html'), 'utf8');
    writeFileSync(join(root, 'index.html'), page1.replace('</head>', '<meta name="build" content="second" /></head>'));
    execFileSync('node', ['scripts/sw.mjs', root]);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect(notice).toBeVisible();
    await expect(secondBuild).toHaveCount(0);
    // A reload keeps the version in use, and the notice.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
    await expect(notice).toBeVisible();
    await expect(secondBuild).toHaveCount(0);
    // Asked, it switches, and the match is there.
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(secondBuild).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});

test('a part that cannot be fetched says so and offers a reload; nothing is lost', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('./');
  await startFourPlayers(page);
  const part = /\/split_[^/]*\.wasm$/;
  await page.route(part, (route) => route.abort());
  await page.reload();
  // The header and its sections are in the main module; the sheet is not.
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This part of the app could not be fetched');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(alert).toContainText('This part of the app could not be fetched');
  await page.unroute(part);
  // The reload stays on History, which now comes in; the match is whole.
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await context.close();
});

test("the club nights' part not fetched says so, and the rest of the app works on", async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/\/split_night\.wasm$/, (route) => route.abort());
  await page.goto('./');
  await startFourPlayers(page);
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Draw up a club night' }).click();
  await expect(page.getByRole('alert')).toContainText('This part of the app could not be fetched');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await context.close();
});

test('with the session\'s part not fetched, a match waiting to start says why and starts once it comes', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const parts = /\/split_[^/]*\.wasm$/;
  await page.route(parts, (route) => route.abort());
  await page.goto('./');
  // Set-up is in the main module: it shows and takes the names.
  for (const [i, name] of ['Rod', 'Bill', 'Ben', 'Jack'].entries()) {
    await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
  }
  await page.getByRole('button', { name: /^(Start match|Starting…)$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This part of the app could not be fetched' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start match' })).toBeVisible();
  await expect(page.getByLabel('Player 2', { exact: true })).toHaveValue('Bill');
  // The connection back, the same entries start the match.
  await page.unroute(parts);
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Bill' }).first()).toBeVisible();
  await context.close();
});

test('taps made before the rest of the app is in are done once it is, and Back meanwhile is kept', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/split_session\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./');
  for (const [i, name] of ['Rod', 'Bill', 'Ben', 'Jack'].entries()) {
    await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
  }
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByRole('button', { name: 'Starting…' })).toBeVisible();
  // A section tapped meanwhile takes its address; Back leaves it again.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page).toHaveURL(/\?history$/);
  await expect(page.getByText('Loading…')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'New match' })).toBeVisible();
  release();
  // The match waiting to start starts; History, left by Back, stays closed.
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Jack' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Matches' })).toHaveCount(0);
  await context.close();
});

test('after an update the players are told, and every match is kept', async ({ page }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  await page.evaluate(() => localStorage.setItem('mahjong-scorer.build', '0.0.1+older'));
  await page.reload();
  await expect(page.getByText(/The app has been updated \(version .+\)\. Every match is as it was\./)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await page.reload();
  await expect(page.getByText(/The app has been updated/)).toHaveCount(0);
});
