import { expect, test } from '@playwright/test';
import { enterHand, enterRodBillBenJack, previewScore, sheetRow, startMatch } from './helpers';

test('the seed game scores 80, 84, 208 and 416 and settles at £1 a point', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack'], { start: 4000, money: 1 });
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterRodBillBenJack(page);
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
  const row = await sheetRow(page, '1');
  expect(row.slice(0, 8)).toEqual([
    '-£1,096.00', '£336.00', '-£36.00', '£796.00',
    '80', '84 (Mah-Jong)', '208', '416',
  ]);
  expect((await sheetRow(page, 'Total')).slice(0, 4)).toEqual(['£2,904.00', '£4,336.00', '£3,964.00', '£4,796.00']);
  await expect(page.getByText('Jack gives £84.00 to Bill and receives £208.00 from Ben and £672.00 from Rod.')).toBeVisible();
  await expect(page.getByText('Rod gives £168.00 to Bill, £672.00 to Jack and £256.00 to Ben.')).toBeVisible();
  // Bill was South: he is East now, and Rod North.
  await expect(page.locator('.seat--east')).toContainText('Bill');
  await expect(page.locator('.seat--left')).toContainText('Rod');
});

test('at a thousand points to the pound Rod pays £1.10', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack'], { start: 4000, money: 1000 });
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterRodBillBenJack(page);
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  expect((await sheetRow(page, '1')).slice(0, 4)).toEqual(['-£1.10', '£0.33', '-£0.03', '£0.80']);
  expect((await sheetRow(page, 'Total')).slice(0, 4)).toEqual(['£2.90', '£4.33', '£3.97', '£4.80']);
  await expect(page.getByText('Bill receives £0.08 from Jack, £0.08 from Ben and £0.17 from Rod.')).toBeVisible();
});

test('a hand nobody won can be drawn or, by house rule, scored', async ({ page }) => {
  await startMatch(page, ['Jenny', 'Jane', 'Fred', 'Bob']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Jenny', { counts: { 'Pung (2-8) exposed': 1 } });
  await enterHand(page, 'Jane', { counts: { 'Pung (2-8) concealed': 1 } });
  await enterHand(page, 'Fred', { counts: { 'Pung (1, 9, winds, dragons) concealed': 1 } });
  await enterHand(page, 'Bob', { counts: { 'Kong (1, 9, winds, dragons) concealed': 1, 'Dragon sets': 1 } });
  expect(await previewScore(page)).toBe('64');
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByText('Nobody declared Mah-Jong.')).toBeVisible();
  await page.getByRole('button', { name: 'Score it anyway' }).click();
  expect((await sheetRow(page, '1')).slice(0, 8)).toEqual(['-140', '-60', '-40', '240', '2', '4', '8', '64']);
  await expect(page.getByText('Bob receives 56 from Fred, 60 from Jane and 124 from Jenny.')).toBeVisible();
  // Scored without a winner: the winds stay.
  await expect(page.locator('.seat--east')).toContainText('Jenny');

  await page.getByRole('button', { name: 'Score next hand' }).click();
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await page.getByRole('button', { name: 'Drawn hand' }).click();
  expect((await sheetRow(page, '2')).slice(0, 4)).toEqual(['0', '0', '0', '0']);
  await expect(page.getByText(/played as a goulash/)).toBeVisible();
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await expect(page.getByLabel('Goulash hand')).toBeChecked();
});

test('two players: the winner with 320 receives 224 from a loser holding 416', async ({ page }) => {
  await startMatch(page, ['Jane', 'Jenny']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Jane', {
    counts: { 'Pung (1, 9, winds, dragons) concealed': 2, 'Kong (1, 9, winds, dragons) concealed': 1, 'Dragon sets': 1, Seasons: 1 },
    ticks: [/^Pung\/Kong of own wind/],
  });
  expect(await previewScore(page)).toBe('416');
  await enterHand(page, 'Jenny', {
    mahJong: true,
    counts: { 'Pung (2-8) exposed': 2, 'Pung (1, 9, winds, dragons) exposed': 2, 'Dragon sets': 1, Flowers: 1, Seasons: 1 },
    ticks: [/^Pung\/Kong of own wind/, 'Own flower'],
  });
  expect(await previewScore(page)).toBe('320');
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  // Three doubles and 320 points: short of the two-player minimum, so the table is asked.
  await expect(page.getByText(/two-player game going out needs 4 doubles or 500 points/)).toBeVisible();
  await page.getByRole('button', { name: 'Score anyway' }).click();
  expect((await sheetRow(page, '1')).slice(0, 4)).toEqual(['-224', '224', '416', '320 (Mah-Jong)']);
  await expect(page.locator('.seat--east')).toContainText('Jenny');
  await expect(page.locator('.seat--top')).toContainText('Jane');
});

test('three players sit East, South and West and East pays double', async ({ page }) => {
  await startMatch(page, ['Ann', 'Bea', 'Cy']);
  await expect(page.locator('.seat--left')).toHaveCount(0);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Ann', { counts: { 'Pung (2-8) exposed': 1 } });
  await enterHand(page, 'Bea', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  expect(await previewScore(page)).toBe('28');
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  expect((await sheetRow(page, '1')).slice(0, 3)).toEqual(['-52', '84', '-32']);
  await expect(page.locator('.seat--east')).toContainText('Bea');
});

test('five players: the one sitting out neither pays nor receives, and comes in as North', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('Number of players').selectOption('5');
  for (const [i, n] of ['Ann', 'Bea', 'Cy', 'Di', 'Ed'].entries()) {
    await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
  }
  await page.getByLabel('Sits out the first hand').selectOption({ label: 'Cy' });
  await page.getByRole('button', { name: 'Start match' }).click();
  await expect(page.getByText('Sitting out: Cy')).toBeVisible();
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await expect(page.getByText('Cy sits out this hand.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(4);
  await enterHand(page, 'Bea', { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  expect((await sheetRow(page, '1')).slice(0, 5)).toEqual(['-112', '224', 'sits out', '-56', '-56']);
  // Ann (East) retires; Cy comes in as North.
  await expect(page.getByText('Sitting out: Ann')).toBeVisible();
  await expect(page.locator('.seat--east')).toContainText('Bea');
  await expect(page.locator('.seat--left')).toContainText('Cy');
});
