import { expect, Page, test } from '@playwright/test';
import { readFileSync } from 'fs';
import { enterHand, expectNoViolations, startMatch } from './helpers';

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

/** No share sheet, as in a desktop browser: backups are downloaded. */
function noShareSheet(page: Page) {
  return page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'canShare', { value: undefined, configurable: true });
  });
}

async function scoreBillsWin(page: Page) {
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
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
    await (answer === true ? expect(install).toHaveCount(0) : expect(install).toBeVisible());
    await expect(records(page)).toContainText('No backup saved yet.');
    await expectNoViolations(page, `History, storage ${String(answer)}`);
  });
}

test('a backup reminder after three days; the backup downloaded imports back identical', async ({ page, browser }) => {
  await noShareSheet(page);
  await page.clock.install({ time: new Date('2026-11-02T19:00:00Z') });
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack'], { money: 1000 });
  await scoreBillsWin(page);
  const reminder = page.getByRole('status').filter({ hasText: 'Matches have changed since the last backup' });
  await expect(reminder).toHaveCount(0);

  // Three days on: the reminder; "Not now" holds until the next visit.
  await page.clock.setSystemTime(new Date('2026-11-05T19:00:00Z'));
  await page.reload();
  await expect(reminder).toBeVisible();
  await expectNoViolations(page, 'the backup reminder');
  await reminder.getByRole('button', { name: 'Not now' }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(reminder).toBeVisible();
  // Not while a hand is being entered.
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await expect(reminder).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(reminder).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    reminder.getByRole('button', { name: 'Save a backup' }).click(),
  ]);
  await expect(reminder).toHaveCount(0);
  const backup = readFileSync((await download.path())!, 'utf8');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(records(page)).toContainText('Last backup: 5 November 2026.');

  // Imported in a browser with nothing kept, it gives the same matches.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('./?history');
  await other.getByLabel('Import a file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(backup) });
  await other.getByRole('button', { name: 'Add them' }).click();
  const [again] = await Promise.all([
    other.waitForEvent('download'),
    other.getByRole('button', { name: 'Export everything' }).click(),
  ]);
  const reexported = JSON.parse(readFileSync((await again.path())!, 'utf8'));
  expect(reexported.matches).toEqual(JSON.parse(backup).matches);
  await fresh.close();
});

test('on a tablet the backup goes to the share sheet; closing the sheet saves nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as any;
    w.__cancel = false;
    Object.defineProperty(Navigator.prototype, 'canShare', { value: (data: any) => !!data?.files?.length, configurable: true });
    Object.defineProperty(Navigator.prototype, 'share', {
      value: async (data: any) => {
        if (w.__cancel) throw new DOMException('Share canceled', 'AbortError');
        w.__shared = { name: data.files[0].name, type: data.files[0].type, text: await data.files[0].text() };
      },
      configurable: true,
    });
  });
  await page.clock.install({ time: new Date('2026-11-02T19:00:00Z') });
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.clock.setSystemTime(new Date('2026-11-06T19:00:00Z'));
  await page.reload();
  await page.getByRole('button', { name: 'History' }).click();
  await page.evaluate(() => ((window as any).__cancel = true));
  await records(page).getByRole('button', { name: 'Save a backup' }).click();
  await expect(records(page)).toContainText('No backup saved yet.');
  await page.evaluate(() => ((window as any).__cancel = false));
  await records(page).getByRole('button', { name: 'Save a backup' }).click();
  await expect(records(page)).toContainText('Last backup: 6 November 2026.');
  const shared = await page.evaluate(() => (window as any).__shared);
  expect(shared.name).toBe('mahjong-backup-2026-11-06.json');
  expect(shared.type).toBe('application/json');
  expect(JSON.parse(shared.text).matches.map((m: any) => m.name)).toHaveLength(1);
});
