// A viewport narrower than a desktop browser's window can be, as Chromium's
// DevTools emulates it: a phone.
import { expect, test } from '@playwright/test';
import { enterHand, startMatch } from './helpers';

test('a phone 360 pixels wide can still score a hand', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
