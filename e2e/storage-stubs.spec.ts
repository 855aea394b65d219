// The browser's storage stubbed before the app loads: persistent storage
// granted, refused or missing; localStorage full or refused.
import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { enterHand, sheetRow, startMatch } from './helpers';

/** The browser's storage manager as a test says: persist() answers `granted`,
 * or there is no storage manager at all. */
function stubStorage(page: Page, granted: boolean | 'unsupported') {
  return page.addInitScript((granted) => {
    const w = window as any;
    w.__persistCalls = 0;
    const storage =
      granted === 'unsupported'
        ? undefined
        : {
            persisted: async () => false,
            persist: async () => {
              w.__persistCalls += 1;
              return granted;
            },
          };
    Object.defineProperty(Navigator.prototype, 'storage', { get: () => storage, configurable: true });
  }, granted);
}

const records = (page: Page) => page.getByRole('region', { name: 'Records in this browser' });

for (const [answer, says] of [
  [true, 'This browser keeps the records for good'],
  [false, 'This browser may clear the records'],
  ['unsupported', 'This browser does not say whether it keeps the records'],
] as const) {
  test(`persistent storage asked for once a match is kept: ${String(answer)}`, async ({ page }) => {
    await stubStorage(page, answer);
    await page.goto('./');
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByText('No matches yet.')).toBeVisible();
    expect(await page.evaluate(() => (window as any).__persistCalls)).toBe(0);
    await page.getByRole('button', { name: 'New match', exact: true }).click();
    for (const [i, name] of ['Rod', 'Bill', 'Ben', 'Jack'].entries()) {
      await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
    }
    await page.getByRole('button', { name: 'Start match' }).click();
    if (answer !== 'unsupported') {
      await expect.poll(() => page.evaluate(() => (window as any).__persistCalls)).toBe(1);
    }
    await page.getByRole('button', { name: 'History' }).click();
    await expect(records(page).getByRole('status')).toContainText(says);
    const install = records(page).getByText('To install the app');
    if (answer === true) await expect(install).toHaveCount(0);
    else await expect(install).toBeVisible();
    await expect(records(page)).toContainText('No backup saved yet.');
  });
}

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
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export everything' }).first().click()]);
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(file.matches[0].match.hands).toHaveLength(1);
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
