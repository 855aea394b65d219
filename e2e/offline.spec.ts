import { expect, test } from '@playwright/test';
import { spawn, ChildProcess } from 'child_process';
import { mkdtempSync, symlinkSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { enterHand, sheetRow, startMatch } from './helpers';

async function readyOffline(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload(); // now the page is controlled by the service worker
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('mahjong-scorer')).keys()).length))
    .toBeGreaterThan(8);
}

test('with the network gone, the app loads from its cache and scores a hand', async ({ page, context }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  await readyOffline(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'B', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  expect((await sheetRow(page, '1')).slice(4, 8)).toEqual(['0', '56 (Mah-Jong)', '0', '0']);
  await context.setOffline(false);
});

test.describe('served from a sub-path, as on GitHub Pages', () => {
  let server: ChildProcess;
  const port = 8093;
  test.beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'pages-'));
    symlinkSync(resolve('dist'), join(root, 'mahjong'));
    server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', root], { stdio: 'ignore' });
    for (let i = 0; i < 50; i++) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/mahjong/`);
        if (response.ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the sub-path server did not start');
  });
  test.afterAll(() => server?.kill());

  test('every file loads from the sub-path and the app works offline there', async ({ page, context }) => {
    const failed: string[] = [];
    page.on('response', (r) => { if (r.status() >= 400) failed.push(r.url()); });
    await page.goto(`http://127.0.0.1:${port}/mahjong/`);
    for (const [i, n] of ['A', 'B', 'C', 'D'].entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
    await page.getByRole('button', { name: 'Start match' }).click();
    await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]')!.getAttribute('href')!)).json());
    expect(manifest.start_url).toBe('./');
    await readyOffline(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`http://127.0.0.1:${port}/mahjong/`);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
    await context.setOffline(false);
    expect(failed).toEqual([]);
  });
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
