import { expect, Page, test } from '@playwright/test';
import { enterHand, sheetRow, startMatch } from './helpers';

async function billWins(page: Page) {
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Bill', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await expect(page.getByRole('table', { name: 'Score sheet' })).toBeVisible();
}

test('cancel asks first, and the entries thrown away come back on undo', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Ben', { counts: { 'Pung (2-8) concealed': 2, Flowers: 1 } });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Keep entering' }).click();
  await expect(page.getByLabel('Pung (2-8) concealed', { exact: true })).toHaveValue('2');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Throw the entries away' }).click();
  await expect(page.getByText('The entries for hand 1 were thrown away.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('tab', { name: /^Ben\b/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Pung (2-8) concealed', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Flowers', { exact: true })).toHaveValue('1');
  await page.reload();
  await expect(page.getByLabel('Flowers', { exact: true })).toHaveValue('1');
});

test('a removed hand comes back on undo', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await billWins(page);
  await page.getByRole('button', { name: 'Remove last hand' }).click();
  await page.getByRole('button', { name: 'Remove hand' }).click();
  await expect(page.getByText('Hand 1 was taken off the score sheet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove last hand' })).toBeDisabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  expect((await sheetRow(page, '1')).slice(4, 8)).toEqual(['0', '26 (Mah-Jong)', '0', '0']);
});

test('the match being played goes to a bin that survives a reload, and comes back whole', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await billWins(page);
  await page.getByRole('button', { name: 'History' }).click();
  const name = (await page.locator('.match-card h3').first().textContent()) ?? '';
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(`${name} was moved to the bin in History.`)).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'History' }).click();
  const bin = page.getByRole('region', { name: 'Deleted matches' });
  await expect(bin).toContainText('1 match in the bin');
  await expect(bin).toContainText('Rod, Bill, Ben, Jack');
  await bin.getByRole('button', { name: `Restore ${name}` }).click();
  await expect(bin).toHaveCount(0);
  await page.getByRole('button', { name: `Resume ${name}` }).click();
  expect((await sheetRow(page, '1')).slice(4, 8)).toEqual(['0', '26 (Mah-Jong)', '0', '0']);

  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Empty the bin' }).click();
  await page.getByRole('button', { name: 'Delete them for good' }).click();
  await expect(page.getByRole('region', { name: 'Deleted matches' })).toHaveCount(0);
  await expect(page.getByText('No matches yet.')).toBeVisible();
});

test('correcting a past winner says which later hands change seats and scores before it is kept', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await billWins(page); // Bill (South) wins hand 1, so Bill is East for hand 2
  await page.getByRole('button', { name: 'Score next hand' }).click();
  await enterHand(page, 'Ben', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  const before = await sheetRow(page, '2');

  await page.getByRole('button', { name: 'Change hand 1' }).click();
  await enterHand(page, 'Bill', {});
  await page.getByLabel('Declares Mah-Jong').uncheck();
  await enterHand(page, 'Rod', { mahJong: true, counts: { 'Pung (2-8) exposed': 3 } });
  await page.getByRole('button', { name: 'Calculate scores' }).click();
  const panel = page.getByRole('alert').filter({ hasText: 'This correction changes later hands' });
  await expect(panel).toContainText('Hand 2: Rod sits East instead of North, Bill sits South instead of East');
  await expect(panel).toContainText("payment becomes");
  await page.getByRole('button', { name: 'Go back to the form' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Correcting hand 1/ })).toBeVisible(); // nothing kept yet

  await page.getByRole('button', { name: 'Calculate scores' }).click();
  await page.getByRole('button', { name: 'Keep the correction' }).click();
  // Bill keeps his three pungs as a loser.
  expect((await sheetRow(page, '1')).slice(4, 8)).toEqual(['26 (Mah-Jong)', '6', '0', '0']);
  expect((await sheetRow(page, '2'))).not.toEqual(before);
});

test('importing a match that is here already asks: keep both, replace or skip', async ({ page }) => {
  await startMatch(page, ['Rod', 'Bill', 'Ben', 'Jack']);
  await billWins(page);
  await page.getByRole('button', { name: 'History' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export everything' }).click(),
  ]);
  const file = await download.path();
  const cards = page.locator('.history__list:not(.bin__list) > .match-card');
  const name = (await cards.first().locator('h3').textContent()) ?? '';

  await page.getByLabel('Import a file').setInputFiles(file);
  await expect(page.getByText(`The file holds 1 match. ${name} is here already.`)).toBeVisible();
  await page.getByRole('button', { name: 'Skip those' }).click();
  await expect(page.getByText('Added 0 matches from the file; skipped 1 match already here.')).toBeVisible();
  await expect(cards).toHaveCount(1);

  await page.getByLabel('Import a file').setInputFiles(file);
  await page.getByRole('button', { name: 'Replace what is here' }).click();
  await expect(cards).toHaveCount(1);

  await page.getByLabel('Import a file').setInputFiles(file);
  await page.getByRole('button', { name: 'Keep both' }).click();
  await expect(cards).toHaveCount(2);
});
