import { expect, Page, test } from '@playwright/test';
import { enterHand, sheetRow, sheetRowLocator, startMatch } from './helpers';

/** The player sitting South wins with three exposed minor pungs. */
async function southWins(page: Page) {
  const south = (await page.locator('.seat--right .seat__name').textContent()) ?? '';
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, south, { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  return south;
}

test('the winds pass anticlockwise and the prevailing wind reaches South after four hands', async ({ page }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  const prevailing = page.locator('.table__prevailing strong');
  await expect(prevailing).toHaveText('East');
  const winners = [];
  for (let i = 0; i < 4; i++) winners.push(await southWins(page));
  expect(winners).toEqual(['B', 'C', 'D', 'A']);
  await expect(prevailing).toHaveText('South');
  await expect(page.locator('.seat--east')).toContainText('A');
  await expect(page.getByText('Hand 5 is next, in the South round.')).toBeVisible();
  // East winning keeps the seats.
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'A', { mahJong: true, counts: { 'Pung (2-8) exposed': 2 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByText(/A went out with 2 pungs and kongs/)).toBeVisible();
  await page.getByRole('button', { name: 'Score anyway' }).click();
  await expect(page.locator('.seat--east')).toContainText('A');
});

test('the last hand can be removed after confirming, and a past hand corrected', async ({ page }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  await southWins(page); // B wins hand 1
  await southWins(page); // C wins hand 2
  expect((await sheetRow(page, '2')).slice(4, 8)).toEqual(['0', '0', '26 (Mah-Jong)', '0']);

  await page.getByRole('button', { name: 'Remove last hand' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Remove hand 2');
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(sheetRowLocator(page, '2')).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove last hand' }).click();
  await page.getByRole('button', { name: 'Remove hand' }).click();
  await expect(sheetRowLocator(page, '2')).toHaveCount(0);

  // Correct hand 1: B went out with four pungs, not three.
  await page.getByRole('button', { name: 'Change hand 1' }).click();
  await expect(page.getByRole('heading', { name: /Correcting hand 1/ })).toBeVisible();
  await page.getByRole('tab', { name: /^B\b/ }).click();
  await page.getByRole('button', { name: 'Increase Pung (2-8) exposed', exact: true }).click();
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  expect((await sheetRow(page, '1')).slice(4, 8)).toEqual(['0', '56 (Mah-Jong)', '0', '0']);
  expect((await sheetRow(page, '1')).slice(0, 4)).toEqual(['-112', '224', '-56', '-56']);
});

test('a reload brings back the match and a half-filled form', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await southWins(page);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Ben', { counts: { 'Pung (2-8) concealed': 2, Flowers: 1 } });
  await page.reload();
  await expect(page.getByRole('tab', { name: /^Ben\b/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Pung (2-8) concealed', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Flowers', { exact: true })).toHaveValue('1');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Throw the entries away' }).click();
  expect((await sheetRow(page, '1')).slice(4, 8)).toEqual(['0', '26 (Mah-Jong)', '0', '0']);
  await page.reload();
  expect((await sheetRow(page, '1')).slice(4, 8)).toEqual(['0', '26 (Mah-Jong)', '0', '0']);
});

test('a hand finished after a reload joins the sheet', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await southWins(page);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Ben', { counts: { 'Pung (2-8) concealed': 2 } });
  await page.reload();
  await enterHand(page, 'Ben', { mahJong: true, counts: { 'Pung (2-8) exposed': 2 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  expect((await sheetRow(page, '2'))[6]).toMatch(/Mah-Jong/);
  expect((await sheetRow(page, '1')).slice(4, 8)).toEqual(['0', '26 (Mah-Jong)', '0', '0']);
});

test('setup refuses blank and repeated names with a clear message', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('Player 1', { exact: true }).fill('Rod');
  await page.getByLabel('Player 2', { exact: true }).fill('rod');
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByText('Players 1 and 2 have the same name, rod').first()).toBeVisible();
  await expect(page.getByText('Player 3 needs a name').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toHaveCount(0);
});

test('a refused hand keeps every entry and names the conflict', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Rod', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await enterHand(page, 'Ben', { mahJong: true, counts: { 'Pung (2-8) exposed': 2 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByText('Only one player can go Mah-Jong, but Rod and Ben both declared it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Score anyway' })).toHaveCount(0);
  await expect(page.getByLabel('Pung (2-8) exposed', { exact: true })).toHaveValue('2');
});

test('a long match shows its latest fifty hands and the rest on request', async ({ page }) => {
  await startMatch(page, ['A', 'B', 'C', 'D']);
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^mahjong-scorer\.match\.\d+$/.test(k))!;
    const stored = JSON.parse(localStorage.getItem(key)!);
    stored.match.hands = Array.from({ length: 120 }, (_, i) => ({
      forms: [0, 1, 2, 3].map((p) => (p === i % 4 ? { role: 'MahJong', sets: [3, 0, 0, 0, 0, 0, 0, 0] } : {})),
    }));
    localStorage.setItem(key, JSON.stringify(stored));
  });
  await page.reload();
  await expect(page.getByText('Hands 1 to 70 are not shown.')).toBeVisible();
  await expect(sheetRowLocator(page, '71')).toHaveCount(1);
  await expect(sheetRowLocator(page, '70')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all 120 hands' }).click();
  await expect(sheetRowLocator(page, '1')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Change hand 1', exact: true })).toBeVisible();
});
