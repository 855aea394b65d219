import { expect, test } from '@playwright/test';
import { enterHand, sheetRow, startMatch } from './helpers';

test('unreadable stored data is kept aside, the players are told, and it can be downloaded', async ({ page }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  const key = await page.evaluate(() => Object.keys(localStorage).find((k) => /^mahjong-scorer\.match\.\d+$/.test(k)));
  await page.evaluate((k) => localStorage.setItem(k, '{"version":2,"match":{"setup":"<img src=x onerror=alert(1)>"'), key);
  await page.reload();
  await expect(page.getByText(/could not be opened: the saved data could not be read/)).toBeVisible();
  const kept = await page.evaluate((k) => localStorage.getItem(`mahjong-scorer.unreadable.${k}`), key);
  expect(kept).toContain('onerror');
  await expect(page.getByLabel('Player 1', { exact: true })).toBeVisible(); // the app still works
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download unreadable data' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^unreadable-data-.*\.json$/);
});

test('names with markup are shown as text', async ({ page }) => {
  await startMatch(page, ['<b>Rod</b>', 'Bill', 'Ben', 'Jack']);
  await expect(page.locator('.seat--east .seat__name')).toHaveText('<b>Rod</b>');
  await expect(page.locator('b')).toHaveCount(0);
});

test('with storage full the app keeps working, says so, and offers export', async ({ page }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if ((window as any).__storageFull) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await startMatch(page, ['A', 'B', 'C', 'D']);
  await page.evaluate(() => ((window as any).__storageFull = true));
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await expect(page.getByText(/storage is full/)).toBeVisible();
  await enterHand(page, 'B', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  expect((await sheetRow(page, '1')).slice(4, 8)).toEqual(['0', '56 (Mah-Jong)', '0', '0']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export everything' }).first().click(),
  ]);
  const fs = await import('fs');
  const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(file.matches[0].match.hands).toHaveLength(1);
});

test('two pages on one match: a hand recorded in one appears in the other', async ({ context }) => {
  const one = await context.newPage();
  await startMatch(one, ['A', 'B', 'C', 'D']);
  const two = await context.newPage();
  await two.goto('./');
  await expect(two.getByRole('table', { name: 'Score sheet' })).toBeVisible();

  await one.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(one, 'B', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await one.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(two.getByText(/changed in another tab or window/)).toBeVisible();
  expect((await sheetRow(two, '1')).slice(4, 8)).toEqual(['0', '56 (Mah-Jong)', '0', '0']);

  await two.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(two, 'C', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await two.getByRole('button', { name: 'Calculate scores' }).click();
  expect((await sheetRow(one, '2')).slice(4, 8)).toEqual(['0', '0', '56 (Mah-Jong)', '0']);
  expect((await sheetRow(one, '1')).slice(4, 8)).toEqual(['0', '56 (Mah-Jong)', '0', '0']);
});

test('with storage refused the app works in memory and says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('refused', 'SecurityError');
      },
    });
  });
  await page.goto('./');
  await expect(page.getByText(/not letting the app save anything/)).toBeVisible();
  for (const [i, n] of ['A', 'B', 'C', 'D'].entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
  await page.getByRole('button', { name: 'Start match' }).click();
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'B', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  expect((await sheetRow(page, '1')).slice(4, 8)).toEqual(['0', '56 (Mah-Jong)', '0', '0']);
});

test('printing shows the score sheet and payments without the controls', async ({ page }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'B', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  await expect(page.getByText('B receives 112 from A, 56 from C and 56 from D.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Score next hand' })).toBeHidden();
  await expect(page.getByRole('navigation')).toBeHidden();
  // A4 less 12 mm margins is about 703 CSS pixels wide: the table must fit it.
  await page.setViewportSize({ width: 703, height: 1000 });
  const overflow = await page.locator('.sheet__table').evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
