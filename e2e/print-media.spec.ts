// The page laid out for print, as Chromium's DevTools can show it.
import { expect, test } from '@playwright/test';
import { enterHand, startMatch } from './helpers';

test('a printed sheet starts with the match, its date, the players and the rules', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await page.emulateMedia({ media: 'print' });
  const heading = page.locator('.print-heading');
  await expect(heading).toBeVisible();
  await expect(heading).toContainText(/Match of \d{4}-\d\d-\d\d/);
  await expect(heading).toContainText('Players, from East: Rod, Bill, Ben, Jack.');
  await expect(heading).toContainText('Rules: Limit 1,000 · Mah-Jong 20 · BMJA rules.');
  await expect(page.getByRole('table', { name: 'Standings' })).toBeVisible();
  await expect(page.getByText('Settling up hand 1')).toBeVisible();
  for (const label of ['Theme', 'Score next hand', 'Change hand 1']) {
    await expect(page.getByText(label, { exact: true })).toBeHidden();
  }
  const visibleButtons = await page.locator('button:visible').count();
  expect(visibleButtons).toBe(0);
});
