// The page laid out for print, as Chromium's DevTools can show it: the
// score sheet fits the width of an A4 page. (What printing leaves out is
// read from the print stylesheet by the player flow of the score sheet.)
import { expect, test } from '@playwright/test';
import { enterHand, startMatch } from './helpers';

test('printed, the score sheet and payments show without the controls, as wide as an A4 page', async ({ page }) => {
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

test("printed, each player's seats are slips of the whole night, the screen left out", async ({ page }) => {
  await page.goto('./');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Club nights' }).click();
  await page.getByLabel('Night name').fill('Friday');
  await page.getByLabel('Players, one a line').fill(['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida'].join('\n'));
  await page.getByLabel('Rounds').selectOption('3');
  await page.getByRole('button', { name: 'Draw up the night' }).click();
  await expect(page.getByRole('heading', { name: 'Friday' })).toBeVisible();
  await expect(page.getByRole('region', { name: "Each player's seats" })).toBeHidden();
  // What "Print each player's seats" marks the page with, then print.
  await page.evaluate(() => document.documentElement.setAttribute('data-printing', 'slips'));
  await page.emulateMedia({ media: 'print' });
  const slips = page.getByRole('region', { name: "Each player's seats" });
  await expect(slips).toBeVisible();
  await expect(slips.locator('.slip')).toHaveCount(9);
  await expect(slips.locator('.slip').first().locator('li')).toHaveCount(3);
  await expect(slips.locator('.slip').first()).toContainText(/Round 1: table \d, seat \d, /);
  await expect(page.getByRole('heading', { name: 'Friday' })).toBeHidden();
});
